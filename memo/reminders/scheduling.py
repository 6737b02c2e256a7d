"""When a task fires: first time, and every time after (dateutil-free: the time grammar's
`next_occurrence` rebuilds each wall-clock time in the user's zone, so DST never shifts a reminder)."""

from __future__ import annotations

from dataclasses import replace
from datetime import date, datetime, timedelta
from typing import Any
from zoneinfo import ZoneInfo

from memo.planning.timeexpr import Recurrence, next_occurrence

MIN_NUDGE_MINUTES = 1
# "every 2 weeks": how many days / weeks / months apart a daily / weekly / monthly reminder fires.
MAX_INTERVAL = {"daily": 366, "weekly": 52, "monthly": 24}


def parse_minutes(value: Any) -> int | None:
    """'30 minutes' / '1 hour' / '2h' / 30 -> minutes; None when it is not a duration."""
    if value in (None, ""):
        return None
    if isinstance(value, (int, float)):
        return int(value)
    from memo.planning.timeexpr import parse_duration

    text = str(value).strip()
    if text.isdigit():
        return int(text)
    return parse_duration(text)


def recurrence_from_args(raw: dict[str, Any] | None) -> dict[str, Any] | None:
    """V1's reminderRecurrence -> what a Task stores. Raises ValueError with a user-facing reason."""
    if not raw:
        return None
    kind = raw.get("type")
    if kind not in ("daily", "weekly", "monthly", "nudge"):
        raise ValueError("unknown_recurrence")
    out: dict[str, Any] = {"type": kind}
    if kind == "nudge":
        interval = parse_minutes(raw.get("interval"))
        if interval is None or interval < MIN_NUDGE_MINUTES:
            raise ValueError("bad_interval")
        out["interval_minutes"] = interval
    else:
        if not raw.get("time"):
            raise ValueError("missing_time")
        out["time"] = str(raw["time"])[:5]
        interval = _interval(raw.get("interval"), kind)
        if interval > 1:
            out["interval"] = interval  # absent means 1, so rows stored before intervals existed read the same
    if raw.get("days"):
        out["days"] = sorted({int(d) % 7 for d in raw["days"]})
    if kind == "weekly" and not out.get("days"):
        raise ValueError("missing_days")
    if raw.get("dayOfMonth"):
        out["day_of_month"] = int(raw["dayOfMonth"])
    if raw.get("until"):
        out["until"] = str(raw["until"])[:10]
    return out


# Minutes in one period, to read an interval written as a duration ("2 weeks"); a month is 30 days to parse_duration.
_PERIOD_MINUTES = {"daily": 1440, "weekly": 10080, "monthly": 43200}


def _interval(value: Any, kind: str) -> int:
    """A daily/weekly/monthly "interval" (2, "2", "2 weeks" for weekly): whole periods apart, 1 when absent."""
    if value in (None, ""):
        return 1
    text = str(value).strip()
    count: int | None = int(text) if text.isdigit() and not isinstance(value, bool) else None
    if count is None and not isinstance(value, bool):
        minutes = parse_minutes(text)
        if minutes and minutes % _PERIOD_MINUTES[kind] == 0:
            count = minutes // _PERIOD_MINUTES[kind]
    if count is None or not 1 <= count <= MAX_INTERVAL[kind]:
        raise ValueError("unknown_recurrence")  # never silently repeat more (or less) often than asked
    return count


def as_recurrence(data: dict[str, Any]) -> Recurrence:
    return Recurrence(type=data["type"], time=data.get("time"), days=tuple(data.get("days") or ()),
                      day_of_month=data.get("day_of_month"), interval_minutes=data.get("interval_minutes"),
                      until=date.fromisoformat(data["until"]) if data.get("until") else None,
                      interval=int(data.get("interval") or 1))


def first_fire(due_at: datetime | None, remind_before: int | None, recurrence: dict[str, Any] | None,
               now: datetime, tz: ZoneInfo) -> datetime | None:
    """The first moment to send: due time minus "remind N before", or the recurrence's first occurrence."""
    if recurrence and recurrence["type"] == "nudge":
        return max(due_at or now, now)
    if recurrence:
        start = due_at if due_at and due_at > now else None
        # The first firing is the first matching slot; an interval only spaces out the ones after it
        # (next_fire_after counts it from the period just fired).
        first = replace(as_recurrence(recurrence), interval=1)
        return start or next_occurrence(first, now.astimezone(tz), inclusive=True)
    if due_at is None:
        return None
    fire = due_at - timedelta(minutes=remind_before or 0)
    # "remind me 30 minutes before" something 10 minutes away: fire now rather than in the past.
    return max(fire, now) if due_at > now else fire


def next_fire_after(recurrence: dict[str, Any] | None, sent_at: datetime, tz: ZoneInfo) -> datetime | None:
    """After a send: the next occurrence strictly after it, or None for a one-time reminder.

    "Every 2 weeks": *sent_at*'s period is the one just fired, so the next is two periods on. The caller passes
    max(now, scheduled time); a send delayed past midnight (daily) or Saturday (weekly) counts from the late day.
    """
    if not recurrence:
        return None
    return next_occurrence(as_recurrence(recurrence), sent_at.astimezone(tz))
