"""The hour of a wake-up reminder ("wake me up at 7", "every day at 6"): a wake-up is in the morning, so an hour
the time grammar read as the afternoon or evening is moved to the morning it means.
"""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Any

from memo.planning.rules.base import RuleContext, iso
from memo.planning.rules.task_words import AM_OR_PM


def wake_time(args: dict[str, Any], notes: list[str], missing: list[str], ctx: RuleContext) -> None:
    """ "wake me up at 7": a wake-up is in the morning, so an hour read as PM moves to the next morning."""
    recurrence = args.get("reminderRecurrence")
    if ((AM_OR_PM in notes or "assumed_pm" in notes) and recurrence and recurrence.get("time")
            and recurrence.get("type") in ("daily", "weekly")):
        # "wake me up every day at 6": the hour a repeating reminder would ask about is the morning's.
        hour, minute = map(int, recurrence["time"].split(":"))
        recurrence["time"] = f"{hour - 12:02d}:{minute:02d}"
        if "dueDate" in args:
            first = datetime.fromisoformat(args["dueDate"]) - timedelta(hours=12)
            days = recurrence.get("days") or []
            for _ in range(8):  # the first morning still ahead on one of its days (0=Sunday)
                if first > ctx.now and (not days or (first.weekday() + 1) % 7 in days):
                    break
                first += timedelta(days=1)
            args["dueDate"] = iso(first)
        notes[:] = [n for n in notes if n not in (AM_OR_PM, "assumed_pm")] + ["assumed_am"]
        if "time" in missing:
            missing.remove("time")
        return
    if "assumed_pm" not in notes or "dueDate" not in args or "reminderRecurrence" in args:
        return
    when = datetime.fromisoformat(args["dueDate"]) - timedelta(hours=12)
    if when <= ctx.now:
        when += timedelta(days=1)
    args["dueDate"] = iso(when)
    notes[notes.index("assumed_pm")] = "assumed_am"
