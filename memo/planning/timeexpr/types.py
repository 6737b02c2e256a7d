"""Public result types of the time-expression grammar.

Why a module of their own: the rule modules, the resolver, ``next_occurrence`` and Memo's
callers all need these dataclasses, and none of them should have to import the grammar to
get them.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime


@dataclass(frozen=True)
class Recurrence:
    """A repeating schedule as Memo stores it (weekly ``days``: 0=Sunday .. 6=Saturday).

    ``interval`` > 1 fires only every Nth day / Sunday-based week / calendar month ("every 2
    weeks", "כל שבועיים"); it is last so positional construction from before it existed still works.
    """

    type: str  # "daily" | "weekly" | "monthly" | "nudge"
    time: str | None = None  # "HH:MM" (24h) for daily/weekly/monthly
    days: tuple[int, ...] = ()
    day_of_month: int | None = None
    interval_minutes: int | None = None  # nudge: every N minutes
    until: date | None = None
    interval: int = 1  # daily/weekly/monthly: every N periods (nudges use interval_minutes)


@dataclass(frozen=True)
class TimeMatch:
    """Everything the grammar understood in one message; see the module docstring for the rules."""

    when: datetime | None
    date_only: date | None
    all_day: bool
    recurrence: Recurrence | None
    remind_before_minutes: int | None
    duration_minutes: int | None
    end: datetime | None
    span: tuple[int, int]
    spans: tuple[tuple[int, int], ...]
    notes: tuple[str, ...] = ()
    ambiguous: bool = False


@dataclass(frozen=True)
class DateRange:
    """A half-open window ``[start, end)`` in the user's zone, e.g. for "what do I have tomorrow?"."""

    start: datetime
    end: datetime
    label: str
