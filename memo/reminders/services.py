"""Proactive work: reminders and nudges on time, overdue notices, and what the morning brief says.

Every job is a sweep over an indexed query. Due rows are claimed with `SELECT ... FOR UPDATE SKIP
LOCKED` inside one transaction that also moves each row's `next_fire_at` on and hands its message to
the outbox (memo.planning.outbox; idempotent by task and fire time), so two beats or many workers never
send one reminder twice, and a crash between claim and send rolls both back. A missed minute is caught
up, never skipped. Who gets a brief, and when, is decided where the users are (conversations.proactive).
"""

from __future__ import annotations

import logging
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

from django.db import transaction
from django.db.models import F
from django.utils import timezone

from memo.planning import outbox
from memo.planning.outbox import Notice, Remembered
from memo.reminders import humanize, scheduling
from memo.reminders.models import Task
from memo.reminders.texts import r

logger = logging.getLogger(__name__)
BATCH = 500
LATE_AFTER = timedelta(minutes=5)  # later than this, the message says it is late
OVERDUE_AFTER = timedelta(hours=1)


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
    """One claimed batch: notices (with latest actions) and next fire times, in a handful of queries."""
    notices = []
    for task in due:
        # "done" / "stop" right after a reminder refers to it (latestActions, seed 000).
        notices.append(_notice_for(task, now, Remembered("database", "reminded", task.text, now, task.due_at,
                                                          (f"task:{task.pk}",))))
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
    outbox.send(notices)


def _notice_for(task: Task, now: datetime, remember: Remembered) -> Notice:
    user = task.user
    tz, lang, fire_at = ZoneInfo(user.timezone), user.language, task.next_fire_at
    nudge = bool(task.recurrence and task.recurrence["type"] == "nudge")
    text = r("nudge_fire" if nudge else "reminder_fire", lang, text=task.text)
    if fire_at and now - fire_at > LATE_AFTER:
        text += r("late", lang, when=humanize.when(fire_at, now.astimezone(tz), lang))
    options = ({"id": f"done:task:{task.pk}", "label": r("done_button", lang)},
               {"id": f"snooze:task:{task.pk}", "label": r("snooze_button", lang)}) if nudge else ()
    return Notice(task.user_id, f"reminder:{task.pk}:{fire_at.isoformat()}", text, options, remember)


def notify_overdue(now: datetime | None = None) -> int:
    """One notice per overdue one-time task (an hour past due, no reminder pending)."""
    now = now or timezone.now()
    with transaction.atomic():
        overdue = list(Task.objects.select_for_update(skip_locked=True)
                       .filter(completed_at__isnull=True, due_at__lt=now - OVERDUE_AFTER, recurrence__isnull=True,
                               overdue_notified_at__isnull=True, next_fire_at__isnull=True, kind=Task.Kind.TASK)
                       .select_related("user")[:BATCH])
        notices = {}
        for task in overdue:
            lang, tz = task.user.language, ZoneInfo(task.user.timezone)
            text = r("overdue_notice", lang, text=task.text, when=humanize.when(task.due_at, now.astimezone(tz), lang))
            notices[task.pk] = Notice(task.user_id, f"overdue:{task.pk}", text)
        queued = outbox.send(list(notices.values()))
        # A task whose user has nowhere to be told is tried again at the next sweep.
        told = [pk for pk, notice in notices.items() if notice.key in queued]
        Task.objects.filter(pk__in=told).update(overdue_notified_at=now)
    return len(told)


def brief_text(user_id: int, local_now: datetime, language: str, timezone_name: str) -> str | None:
    """The morning brief for one user: today's tasks and reminders and what is overdue. None: nothing to say."""
    from memo.planning.registry import ExecContext
    from memo.reminders.executors import get_all_tasks

    start = local_now.replace(hour=0, minute=0, second=0, microsecond=0)
    open_tasks = Task.objects.filter(user_id=user_id, completed_at__isnull=True)
    has_today = open_tasks.filter(due_at__gte=start, due_at__lt=start + timedelta(days=1)).exists()
    # A one-time reminder that already went out is not "overdue" news for the brief.
    has_overdue = (open_tasks.filter(due_at__lt=start, recurrence__isnull=True)
                   .exclude(kind=Task.Kind.REMINDER, last_sent_at__isnull=False).exists())
    if not (has_today or has_overdue):
        return None
    ctx = ExecContext(user_id=user_id, trace_id="brief", step_id="brief", now=local_now, language=language,
                      timezone=timezone_name)
    window = {"filters": {"timeMin": "0001-01-01T00:00:00+00:00",
                          "timeMax": (start + timedelta(days=1)).isoformat()}}
    body = get_all_tasks(window, ctx).summary
    return r("brief_header", language) + "\n" + body.split("\n", 1)[-1]
