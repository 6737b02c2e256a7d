"""Executors for V1's taskOperations. Code only: every call is one database change, run by the ledger."""

from __future__ import annotations

import re
from datetime import datetime, timedelta
from typing import Any
from zoneinfo import ZoneInfo

from django.db.models import QuerySet

from memo.planning.registry import ExecContext, ExecutionResult
from memo.reminders import humanize, scheduling
from memo.reminders.models import Task
from memo.reminders.texts import EVERY, WEEKDAYS, join, r

PAST_GRACE = timedelta(minutes=1)
MAX_TASK_TEXT = Task._meta.get_field("text").max_length or 500


def _fit(text: str) -> tuple[str, int]:
    """A task's text as stored: whole when it fits the column, else cut at a clean boundary (never inside a
    word); and how many characters were left, which the reply reports (`textLeft`, see response.cut_notice)."""
    from memo.planning.rules.base import read_part

    kept = read_part(text, MAX_TASK_TEXT).rstrip()
    return kept, len(text[len(kept):].strip())


def _left(text_left: int) -> dict[str, int]:
    return {"textLeft": text_left} if text_left else {}


def _ids(args: dict[str, Any]) -> list[int]:
    return [int(str(i).split(":")[-1]) for i in args.get("ids") or [] if str(i).split(":")[-1].isdigit()]


def _due(value: Any, tz: ZoneInfo) -> datetime | None:
    if not value:
        return None
    dt = datetime.fromisoformat(str(value).replace("Z", "+00:00"))
    return dt.replace(tzinfo=tz) if dt.tzinfo is None else dt


def rule_text(recurrence: dict[str, Any], lang: str) -> str:
    kind, time = recurrence["type"], recurrence.get("time", "")
    interval = int(recurrence.get("interval") or 1) if kind != "nudge" else 1
    unit = {"daily": "day", "weekly": "week", "monthly": "month"}.get(kind, "day")
    suffix = "_every" if interval > 1 else ""
    every = EVERY[lang][unit][0 if interval == 2 else 1].format(n=interval)
    if kind == "weekly":
        days = join([WEEKDAYS[lang][d] for d in recurrence.get("days", [])], lang)
        text = r("weekly" + suffix, lang, days=days, time=time, every=every)
    elif kind == "monthly":
        text = r("monthly" + suffix, lang, day=recurrence.get("day_of_month", 1), time=time, every=every)
    else:
        text = r("daily" + suffix, lang, time=time, every=every)
    if recurrence.get("until"):
        text += r("until", lang, date=recurrence["until"])
    return text


def create(args: dict[str, Any], ctx: ExecContext) -> ExecutionResult:
    lang, tz, now = ctx.language, ZoneInfo(ctx.timezone), ctx.now
    text = str(args.get("text") or "").strip()
    if not text:
        return ExecutionResult(ok=False, error="MISSING_TEXT", summary=r("missing_text", lang))
    try:
        recurrence = scheduling.recurrence_from_args(args.get("reminderRecurrence"))
    except ValueError as exc:
        return ExecutionResult(ok=False, error=str(exc).upper(), summary=r(str(exc), lang))
    due = _due(args.get("dueDate"), tz)
    before = scheduling.parse_minutes(args.get("reminder"))
    if due is not None and recurrence is None and due < now - PAST_GRACE:
        return ExecutionResult(ok=False, error="PAST_TIME",
                               summary=r("past_time", lang, when=humanize.when(due, now, lang)))
    fire = scheduling.first_fire(due, before, recurrence, now, tz)
    kind = Task.Kind.REMINDER if (due or recurrence) else Task.Kind.TASK
    text, text_left = _fit(text)
    task = Task.objects.create(user_id=ctx.user_id, kind=kind, text=text, category=args.get("category", ""),
                               due_at=due, remind_before_minutes=before, recurrence=recurrence, next_fire_at=fire)
    return ExecutionResult(ok=True, summary=_created_summary(task, now, lang),
                           data={"taskId": task.pk, **_left(text_left)},
                           external_ids=[f"task:{task.pk}"], when=(due or fire).isoformat() if (due or fire) else None)


def _created_summary(task: Task, now: datetime, lang: str) -> str:
    rec = task.recurrence
    if rec and rec["type"] == "nudge":
        return r("nudge_set", lang, interval=humanize.minutes(rec["interval_minutes"], lang), text=task.text)
    if rec:
        return r("recurring_set", lang, rule=rule_text(rec, lang), text=task.text)
    if task.due_at is None:
        return r("task_added", lang, text=task.text)
    summary = r("reminder_set", lang, text=task.text, when=humanize.when(task.due_at, now, lang))
    if task.remind_before_minutes:
        summary += r("remind_before", lang, before=humanize.minutes(task.remind_before_minutes, lang),
                     fire=humanize.when(task.next_fire_at, now, lang))
    return summary


def create_multiple(args: dict[str, Any], ctx: ExecContext) -> ExecutionResult:
    results = [create({**item, "operation": "create"}, ctx) for item in args.get("tasks") or []]
    ok = [res for res in results if res.ok]
    return ExecutionResult(ok=bool(ok) and len(ok) == len(results), summary="\n".join(res.summary for res in results),
                           external_ids=[i for res in ok for i in res.external_ids])


def _targets(args: dict[str, Any], ctx: ExecContext):
    return Task.objects.filter(user_id=ctx.user_id, pk__in=_ids(args))


def delete(args: dict[str, Any], ctx: ExecContext) -> ExecutionResult:
    tasks = list(_targets(args, ctx))
    if not tasks:
        return ExecutionResult(ok=False, error="NOT_FOUND")
    Task.objects.filter(pk__in=[t.pk for t in tasks]).delete()
    names = join([t.text for t in tasks], ctx.language)
    return ExecutionResult(ok=True, summary=r("deleted", ctx.language, text=names), data={"count": len(tasks)})


def delete_all(args: dict[str, Any], ctx: ExecContext) -> ExecutionResult:
    count, _ = Task.objects.filter(user_id=ctx.user_id, completed_at__isnull=True).delete()
    key = "deleted_all" if count else "nothing_to_delete"
    return ExecutionResult(ok=True, summary=r(key, ctx.language, count=count), data={"count": count})


def complete(args: dict[str, Any], ctx: ExecContext) -> ExecutionResult:
    tasks = list(_targets(args, ctx).filter(completed_at__isnull=True))
    if not tasks:
        return ExecutionResult(ok=False, error="NOT_FOUND")
    for task in tasks:
        _finish(task, ctx.now)
    names = join([t.text for t in tasks], ctx.language)
    return ExecutionResult(ok=True, summary=r("completed", ctx.language, text=names), data={"count": len(tasks)})


def _finish(task: Task, now: datetime) -> None:
    """Completing a reminder-only task deletes it (seed 003 §8); a task is kept, marked done."""
    if task.kind == Task.Kind.REMINDER:
        task.delete()
        return
    Task.objects.filter(pk=task.pk).update(completed_at=now, next_fire_at=None)


def due_within(tasks: QuerySet[Task], filters: dict[str, Any]) -> QuerySet[Task]:
    """The tasks due in the filters' window (timeMin..timeMax), or all of them when there is none."""
    if filters.get("timeMin") and filters.get("timeMax"):
        return tasks.filter(due_at__gte=datetime.fromisoformat(filters["timeMin"]),
                            due_at__lt=datetime.fromisoformat(filters["timeMax"]))
    return tasks


def complete_all(args: dict[str, Any], ctx: ExecContext) -> ExecutionResult:
    # "all of today's tasks" completes today's, never every open task (the window getAll reads too).
    tasks = list(due_within(Task.objects.filter(user_id=ctx.user_id, completed_at__isnull=True),
                            args.get("filters") or {}))
    for task in tasks:
        _finish(task, ctx.now)
    return ExecutionResult(ok=True, summary=r("completed_all", ctx.language, count=len(tasks)),
                           data={"count": len(tasks)})


def update(args: dict[str, Any], ctx: ExecContext) -> ExecutionResult:
    tasks = list(_targets(args, ctx).filter(completed_at__isnull=True))
    if not tasks:
        return ExecutionResult(ok=False, error="NOT_FOUND")
    fields = args.get("updateFields") or {}
    summaries = [_apply(task, fields, ctx) for task in tasks]
    failed = [s for s in summaries if isinstance(s, ExecutionResult)]
    if failed:
        return failed[0]
    text_left = _fit(str(fields.get("text") or ""))[1]
    return ExecutionResult(ok=True, summary="\n".join(summaries), external_ids=[f"task:{t.pk}" for t in tasks],
                           data=_left(text_left),
                           when=tasks[0].due_at.isoformat() if tasks[0].due_at else None)


def _on_its_own_day(task: Task, fields: dict[str, Any], tz: ZoneInfo, now: datetime) -> datetime | None:
    """ "move the dentist reminder to 5pm" (dueTime, no day said): 17:00 on the dentist's own day, unless that has
    passed or the task has no day or repeats (then dueDate, the next such time, is taken)."""
    said = str(fields.get("dueTime") or "")
    if not re.fullmatch(r"\d{1,2}:\d{2}", said) or task.due_at is None or task.recurrence:
        return None
    hour, minute = (int(part) for part in said.split(":"))
    kept = task.due_at.astimezone(tz).replace(hour=hour, minute=minute, second=0, microsecond=0)
    return kept if kept >= now - PAST_GRACE else None


def _apply(task: Task, fields: dict[str, Any], ctx: ExecContext) -> str | ExecutionResult:
    lang, tz, now = ctx.language, ZoneInfo(ctx.timezone), ctx.now
    if fields.get("text"):
        task.text = _fit(str(fields["text"]))[0]
    if fields.get("dueDay") and not fields.get("dueDate"):
        day = datetime.fromisoformat(str(fields["dueDay"])).date()
        keep = task.due_at.astimezone(tz).timetz() if task.due_at else datetime.min.time().replace(hour=9)
        task.due_at = datetime.combine(day, keep.replace(tzinfo=None), tzinfo=tz)
    if (kept := _on_its_own_day(task, fields, tz, now)) is not None:
        task.due_at = kept
    elif fields.get("dueDate"):
        task.due_at = _due(fields["dueDate"], tz)
    elif fields.get("shiftMinutes"):
        # "push it by an hour": relative to the time the task has. A task with no time, or one that repeats
        # (its time is the pattern's), is not guessed at: the user is asked for the new time.
        if task.due_at is None or task.recurrence:
            return ExecutionResult(ok=False, error="NO_TIME_TO_SHIFT",
                                   summary=r("no_time_to_shift", lang, text=task.text))
        task.due_at += timedelta(minutes=int(fields["shiftMinutes"]))
    if "reminder" in fields:
        task.remind_before_minutes = scheduling.parse_minutes(fields["reminder"])
    if "reminderRecurrence" in fields and not fields["reminderRecurrence"]:
        return _stop_repeating(task, ctx)
    if fields.get("reminderRecurrence"):
        try:
            task.recurrence = scheduling.recurrence_from_args(fields["reminderRecurrence"])
        except ValueError as exc:
            return ExecutionResult(ok=False, error=str(exc).upper(), summary=r(str(exc), lang))
    if task.due_at and not task.recurrence and task.due_at < now - PAST_GRACE:
        return ExecutionResult(ok=False, error="PAST_TIME", summary=r("past_time", lang,
                                                                      when=humanize.when(task.due_at, now, lang)))
    if task.due_at or task.recurrence:
        task.kind = Task.Kind.REMINDER if task.kind == Task.Kind.REMINDER or not task.pk else task.kind
        task.next_fire_at = scheduling.first_fire(task.due_at, task.remind_before_minutes, task.recurrence, now, tz)
        task.last_sent_at = None
    task.save()
    if task.due_at and any(fields.get(key) for key in ("dueDate", "dueDay", "dueTime", "shiftMinutes")):
        return r("moved", lang, text=task.text, when=humanize.to_when(task.due_at, now, lang))
    return r("updated", lang, text=task.text)


def _stop_repeating(task: Task, ctx: ExecContext) -> str:
    """"Stop nudging me about X": no more repeats, but the task stays open (nobody said it was done).
    A due time still ahead keeps its one reminder; otherwise the task becomes a plain to-do."""
    tz, now = ZoneInfo(ctx.timezone), ctx.now
    task.recurrence = None
    ahead = task.due_at is not None and task.due_at > now
    task.next_fire_at = scheduling.first_fire(task.due_at, task.remind_before_minutes, None, now, tz) if ahead else None
    if not ahead:
        task.kind = Task.Kind.TASK
    task.save()
    return r("repeat_stopped", ctx.language, text=task.text)


def update_all(args: dict[str, Any], ctx: ExecContext) -> ExecutionResult:
    ids = list(Task.objects.filter(user_id=ctx.user_id, completed_at__isnull=True).values_list("pk", flat=True))
    return update({**args, "ids": ids}, ctx) if ids else ExecutionResult(ok=True, summary=r("no_tasks", ctx.language,
                                                                                              window=""))


def add_subtask(args: dict[str, Any], ctx: ExecContext) -> ExecutionResult:
    parent = _targets(args, ctx).first()
    text = str(args.get("subtask") or args.get("subtaskText") or "").strip()
    if parent is None or not text:
        return ExecutionResult(ok=False, error="NOT_FOUND" if parent is None else "MISSING_TEXT")
    text, text_left = _fit(text)
    sub = Task.objects.create(user_id=ctx.user_id, text=text, parent=parent)
    return ExecutionResult(ok=True, summary=r("subtask_added", ctx.language, text=sub.text, parent=parent.text),
                           data=_left(text_left), external_ids=[f"task:{sub.pk}"])
