"""Every periodic job, declared once: beat runs them on the wall clock; `chat`'s @tick on its own clock.

Jobs are sweeps (one query for everything due), never one beat entry per reminder: per-item
PeriodicTask rows do not scale (django-celery-beat #454, #675, #786).
Import-light on purpose: the Celery app reads this list before Django's apps are loaded.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from importlib import import_module
from typing import Any


@dataclass(frozen=True)
class Job:
    name: str
    task: str  # the Celery task beat sends
    every_seconds: int
    function: str  # dotted path of `f(now) -> summary`, what both beat's task and @tick call
    clocked: bool = True  # False: infrastructure work that follows the real clock, not a conversation's

    def run(self, now: datetime) -> Any:
        module, _, attr = self.function.rpartition(".")
        return getattr(import_module(module), attr)(now)


JOBS: tuple[Job, ...] = (
    Job("send-due-reminders", "memo.sweep.reminders", 60, "memo.reminders.services.sweep_due_reminders"),
    Job("overdue-notices", "memo.sweep.overdue", 600, "memo.reminders.services.notify_overdue"),
    Job("morning-brief", "memo.sweep.morning_brief", 300, "memo.conversations.proactive.morning_brief"),
    Job("mail-watch", "memo.sweep.mail_watch", 120, "memo.google.mail_watch.poll", clocked=False),
    Job("expire-questions", "memo.sweep.expire_questions", 60, "memo.conversations.hitl.expire_due"),
    Job("recover-stalled-turns", "memo.sweep.recover", 30, "memo.conversations.services.recover", clocked=False),
    Job("retention", "memo.sweep.retention", 3600, "memo.conversations.retention.purge", clocked=False),
)


def beat_schedule() -> dict[str, dict[str, Any]]:
    return {job.name: {"task": job.task, "schedule": float(job.every_seconds)} for job in JOBS}


def run_due(now: datetime) -> dict[str, Any]:
    """Run every clock-driven job as of `now` (what `chat`'s @tick does). Returns each job's summary."""
    return {job.name: job.run(now) for job in JOBS if job.clocked}
