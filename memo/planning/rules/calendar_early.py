"""An availability question at a bare early hour for something done at either end of the day: "am I free בשבת
6:30-9:00? ריצה ארוכה עם הקבוצה", "am i free tomorrow 5:45-7 for a swim".

The time grammar reads a bare 1 to 6 as the afternoon ("6:30-9:00" is 18:30-21:00, note "assumed_pm"), and for a
meeting or a dinner that is what people mean. A run, the gym or a swim is kept at dawn as often as in the evening
(task_routine.py), so for them the hour says neither: the words around it decide, as they do for a reminder
(task_early.py): a morning clue ("before work", "breakfast", "sunrise") makes it the morning, an evening clue
("after work", "dinner") keeps the evening, and with neither the hour is asked. Answering about the wrong half
of the day tells the user they are free when they are not.
"""

from __future__ import annotations

from datetime import datetime, timedelta

from memo.planning.rules.task_early import _MORNING_CLUE, evening_said
from memo.planning.rules.task_routine import EITHER_END_HOURS, kept_at_either_end

_EARLY_EVENING_HOURS = (17, 18)  # a bare 5:xx or 6:xx read as the evening


def early_hour(start: datetime, notes: tuple[str, ...] | list[str], text: str) -> str:
    """How to take a window that starts at a bare hour read as the afternoon: "morning" (twelve hours earlier),
    "ask" (which half of the day is not said) or "" (as read)."""
    if "assumed_pm" not in notes or not kept_at_either_end(text):
        return ""
    if start.hour not in (_EARLY_EVENING_HOURS if start.minute else EITHER_END_HOURS):
        return ""
    if evening_said(text):
        return ""
    return "morning" if _MORNING_CLUE.search(text) else "ask"


def in_the_morning(start: datetime, end: datetime) -> tuple[datetime, datetime]:
    """The same window twelve hours earlier."""
    return start - timedelta(hours=12), end - timedelta(hours=12)


def says_which_half(clause: str) -> bool:
    """Whether a clause beside an availability question names something done at either end of the day ("a long
    run with the group"): the question's bare hour is read with it, so it is no aside (asides.py)."""
    return kept_at_either_end(clause)
