"""Proactive work: reminders and nudges on time, overdue notices, the morning brief.

Every job is a sweep over an indexed query. Due rows are claimed with `SELECT ... FOR UPDATE SKIP
LOCKED` inside one transaction that also moves each row's `next_fire_at` on and writes its outbox row
(idempotent by task and fire time), so two beats or many workers never send one reminder twice, and a
crash between claim and send rolls both back. A missed minute is caught up, never skipped.
"""

from __future__ import annotations

import logging
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

from django.db import transaction
from django.utils import timezone

from memo.conversations import memory, outbox
from memo.conversations.models import Message, Thread, User
from memo.reminders import humanize, scheduling
from memo.reminders.models import Task
from memo.reminders.texts import r

logger = logging.getLogger(__name__)
BATCH = 500
LATE_AFTER = timedelta(minutes=5)  # later than this, the message says it is late
OVERDUE_AFTER = timedelta(hours=1)


def thread_for(user_id: int) -> Thread | None:
    """Where a proactive message goes: the thread the user wrote in last."""
    last = (Message.objects.filter(thread__user_id=user_id, direction=Message.Direction.INBOUND)
            .order_by("-received_at", "-id").values_list("thread_id", flat=True).first())
    if last:
        return Thread.objects.get(pk=last)
    return Thread.objects.filter(user_id=user_id).order_by("id").first()


def sweep_due_reminders(now: datetime | None = None) -> int:
    """Send every reminder and nudge due at `now`. Returns how many were sent."""
    now = now or timezone.now()
    sent = 0
    while True:
        with transaction.atomic():
            due = list(Task.objects.select_for_update(skip_locked=True)
                       .filter(next_fire_at__lte=now, completed_at__isnull=True)
                       .select_related("user").order_by("next_fire_at")[:BATCH])
            for task in due:
                _fire(task, now)
            sent += len(due)
        if len(due) < BATCH:
            return sent


def _fire(task: Task, now: datetime) -> None:
    user: User = task.user
    tz, lang = ZoneInfo(user.timezone), user.language
    fire_at = task.next_fire_at
    nudge = bool(task.recurrence and task.recurrence["type"] == "nudge")
    text = r("nudge_fire" if nudge else "reminder_fire", lang, text=task.text)
    if fire_at and now - fire_at > LATE_AFTER:
        text += r("late", lang, when=humanize.when(fire_at, now.astimezone(tz), lang))
    thread = thread_for(user.pk)
    if thread is not None:
        options = [{"id": f"done:task:{task.pk}", "label": r("done_button", lang)},
                   {"id": f"snooze:task:{task.pk}", "label": r("snooze_button", lang)}] if nudge else []
        outbox.queue(thread.pk, f"reminder:{task.pk}:{fire_at.isoformat()}", text, kind="proactive", options=options)
        # "done" / "stop" right after a reminder refers to it (latestActions, seed 000).
        memory.remember_action(user.pk, capability="database", action="reminded", summary=task.text,
                               when=task.due_at, external_ids=[f"task:{task.pk}"], at=now)
    else:
        logger.warning("reminder %s has no thread to go to", task.pk)
    # Catch up: after downtime, the next occurrence is counted from now, so one late message is sent
    # instead of a burst of missed ones.
    next_fire = scheduling.next_fire_after(task.recurrence, max(now, fire_at or now), tz)
    Task.objects.filter(pk=task.pk).update(next_fire_at=next_fire, last_sent_at=now, sent_count=task.sent_count + 1)


def notify_overdue(now: datetime | None = None) -> int:
    """One notice per overdue one-time task (an hour past due, no reminder pending)."""
    now = now or timezone.now()
    count = 0
    with transaction.atomic():
        overdue = (Task.objects.select_for_update(skip_locked=True)
                   .filter(completed_at__isnull=True, due_at__lt=now - OVERDUE_AFTER, recurrence__isnull=True,
                           overdue_notified_at__isnull=True, next_fire_at__isnull=True, kind=Task.Kind.TASK)
                   .select_related("user")[:BATCH])
        for task in overdue:
            thread = thread_for(task.user_id)
            if thread is None:
                continue
            lang, tz = task.user.language, ZoneInfo(task.user.timezone)
            text = r("overdue_notice", lang, text=task.text, when=humanize.when(task.due_at, now.astimezone(tz), lang))
            outbox.queue(thread.pk, f"overdue:{task.pk}", text, kind="proactive")
            Task.objects.filter(pk=task.pk).update(overdue_notified_at=now)
            count += 1
    return count


def morning_brief(now: datetime | None = None) -> int:
    """At each user's chosen local hour, once a day: today's tasks and reminders. Nothing to say, nothing sent."""
    from memo.planning.registry import ExecContext
    from memo.reminders.executors import get_all_tasks

    now = now or timezone.now()
    sent = 0
    for user in User.objects.filter(morning_brief_hour__isnull=False):
        local = now.astimezone(ZoneInfo(user.timezone))
        if local.hour != user.morning_brief_hour:
            continue
        start = local.replace(hour=0, minute=0, second=0, microsecond=0)
        has_today = Task.objects.filter(user=user, completed_at__isnull=True,
                                        due_at__gte=start, due_at__lt=start + timedelta(days=1)).exists()
        # A one-time reminder that already went out is not "overdue" news for the brief.
        has_overdue = (Task.objects.filter(user=user, completed_at__isnull=True, due_at__lt=start,
                                           recurrence__isnull=True)
                       .exclude(kind=Task.Kind.REMINDER, last_sent_at__isnull=False).exists())
        thread = thread_for(user.pk)
        if not (has_today or has_overdue) or thread is None:
            continue
        ctx = ExecContext(user_id=user.pk, trace_id="brief", step_id="brief", now=local, language=user.language,
                          timezone=user.timezone)
        window = {"filters": {"timeMin": "0001-01-01T00:00:00+00:00",
                              "timeMax": (start + timedelta(days=1)).isoformat()}}
        body = get_all_tasks(window, ctx).summary
        text = r("brief_header", user.language) + "\n" + body.split("\n", 1)[-1]
        outbox.queue(thread.pk, f"brief:{user.pk}:{local.date().isoformat()}", text, kind="proactive")
        sent += 1
    return sent
