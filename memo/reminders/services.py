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
from django.db.models import F
from django.utils import timezone

from memo.conversations import memory, outbox
from memo.conversations.models import LatestAction, Message, OutboundMessage, Thread, User
from memo.reminders import humanize, scheduling
from memo.reminders.models import Task
from memo.reminders.texts import r

logger = logging.getLogger(__name__)
BATCH = 500
LATE_AFTER = timedelta(minutes=5)  # later than this, the message says it is late
OVERDUE_AFTER = timedelta(hours=1)


def thread_for(user_id: int) -> Thread | None:
    """Where a proactive message goes: the thread the user wrote in last."""
    return threads_for([user_id]).get(user_id)


def threads_for(user_ids: list[int]) -> dict[int, Thread]:
    """The thread each user wrote in last (or their first thread), in two queries for any number of users."""
    latest = (Message.objects.filter(thread__user_id__in=user_ids, direction=Message.Direction.INBOUND)
              .order_by("thread__user_id", "-received_at", "-id").distinct("thread__user_id")
              .values_list("thread__user_id", "thread_id"))
    chosen = dict(latest)
    fallback = [u for u in user_ids if u not in chosen]
    if fallback:
        for thread in Thread.objects.filter(user_id__in=fallback).order_by("-id"):
            chosen[thread.user_id] = thread.pk
    threads = Thread.objects.in_bulk(set(chosen.values()))
    return {user_id: threads[pk] for user_id, pk in chosen.items()}


def sweep_due_reminders(now: datetime | None = None) -> int:
    """Send every reminder and nudge due at `now`. Returns how many were sent."""
    now = now or timezone.now()
    sent = 0
    while True:
        with transaction.atomic():
            due = list(Task.objects.select_for_update(skip_locked=True, of=("self",))
                       .filter(next_fire_at__lte=now, completed_at__isnull=True)
                       .select_related("user").order_by("next_fire_at")[:BATCH])
            if due:
                _fire_batch(due, now)
            sent += len(due)
        if len(due) < BATCH:
            return sent


def _fire_batch(due: list[Task], now: datetime) -> None:
    """One claimed batch: outbox rows, latest actions and next fire times, in a handful of queries."""
    threads = threads_for(sorted({task.user_id for task in due}))
    messages, actions = [], []
    for task in due:
        thread = threads.get(task.user_id)
        if thread is None:
            logger.warning("reminder %s has no thread to go to", task.pk)
        else:
            messages.append(_message_for(task, thread, now))
            # "done" / "stop" right after a reminder refers to it (latestActions, seed 000).
            actions.append(LatestAction(user_id=task.user_id, capability="database", action="reminded",
                                        summary=task.text[:300], when=task.due_at,
                                        external_ids=[f"task:{task.pk}"], created_at=now))
        tz = ZoneInfo(task.user.timezone)
        # Catch up: after downtime the next occurrence counts from now, so one late message goes out
        # instead of a burst of missed ones.
        task.next_fire_at = scheduling.next_fire_after(task.recurrence, max(now, task.next_fire_at or now), tz)
        task.last_sent_at, task.sent_count = now, task.sent_count + 1
    # One-time reminders (most of them) finish with one statement; recurring ones get their own times.
    finished = [t.pk for t in due if t.next_fire_at is None]
    Task.objects.filter(pk__in=finished).update(next_fire_at=None, last_sent_at=now, sent_count=F("sent_count") + 1)
    Task.objects.bulk_update([t for t in due if t.next_fire_at is not None],
                             ["next_fire_at", "last_sent_at", "sent_count"])
    outbox.queue_many(messages)
    LatestAction.objects.bulk_create(actions)
    memory.trim_latest_actions(sorted({a.user_id for a in actions}))


def _message_for(task: Task, thread: Thread, now: datetime) -> OutboundMessage:
    user: User = task.user
    tz, lang, fire_at = ZoneInfo(user.timezone), user.language, task.next_fire_at
    nudge = bool(task.recurrence and task.recurrence["type"] == "nudge")
    text = r("nudge_fire" if nudge else "reminder_fire", lang, text=task.text)
    if fire_at and now - fire_at > LATE_AFTER:
        text += r("late", lang, when=humanize.when(fire_at, now.astimezone(tz), lang))
    options = [{"id": f"done:task:{task.pk}", "label": r("done_button", lang)},
               {"id": f"snooze:task:{task.pk}", "label": r("snooze_button", lang)}] if nudge else []
    return OutboundMessage(idempotency_key=f"reminder:{task.pk}:{fire_at.isoformat()}", thread=thread,
                           kind=OutboundMessage.Kind.PROACTIVE, text=text, options=options)


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
