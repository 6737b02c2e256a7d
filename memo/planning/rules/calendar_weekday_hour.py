"""An event put on, or moved to, a named weekday at a bare 7 or 8: "put meeting w avi on tuesday at 8", "תעביר את
הפגישה עם אבי ליום שלישי בשמונה".

The time grammar reads the bare hour as the morning (note "assumed_am"). A weekday said by name is further off than
"tomorrow", and a meeting, a class or a call on it is held at 8 in the evening as often as at 8 in the morning; an
event put twelve hours off is missed. Reminders settle the same hour by the words around it (task_weekday_hour.py),
and events share that policy: a morning clue keeps the morning, an evening clue moves it to the evening, and with
neither the hour is asked. "tomorrow at 8", "at 8:00", "at 8am", and an event people hold in the evening anyway (a
dinner: calendar.evening) are read as before.

No grammar lives here: calendar.create_event and calendar_changes (moves) call these.
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta
from typing import Any

from memo.planning.rules.base import iso
from memo.planning.rules.task_early import _EVENING_CLUE, _MORNING_CLUE
from memo.planning.rules.task_weekday_hour import (
    _EVENING_ERRAND,
    _MINUTES_WRITTEN,
    _NAMED_WEEKDAY,
    _NEAR_DAY,
    _SPLIT_HOURS,
    weekday_hour_reading,
)
from memo.planning.timeexpr import TimeMatch

AM_OR_PM = "am_or_pm"  # the event's hour may be the morning or the evening: asked


def event_hour(start: datetime, notes: tuple[str, ...] | list[str], text: str, time_text: str,
               now: datetime) -> str:
    """"morning", "evening", "ask" or "" (no such hour) for an event's start read as a bare morning 7 or 8."""
    if "assumed_am" not in notes:
        return ""
    return weekday_hour_reading(text, time_text, start, now, _MORNING_CLUE, _EVENING_CLUE)


def settle_new_event(read: tuple[dict[str, Any], list[str], list[str]], tm: TimeMatch | None, text: str,
                     now: datetime) -> tuple[dict[str, Any], list[str], list[str]]:
    """A new event's (args, missing, notes) with a named weekday's bare 7 or 8 settled: moved to the evening on an
    evening clue, or its start asked. A window said to its end ("wed 8 to 12") shows its half of the day."""
    args, missing, notes = read
    start = args.get("start")
    if missing or args.get("allDay") or args.get("recurrence") or not isinstance(start, str) or tm is None \
            or tm.end is not None:  # "yoga tuesdays at 7": a series keeps its hour, as a repeating reminder does
        return read
    when = datetime.fromisoformat(start).astimezone(now.tzinfo)
    if _todays_name_passed_hour(when, notes, text, now):
        kept = {k: v for k, v in args.items() if k not in ("start", "end")}
        return kept, ["start"], [*notes, AM_OR_PM]
    if "assumed_pm" in notes and when.hour == 18:
        return _settle_six(read, when, text, now)
    reading = event_hour(when, notes, text, text, now)
    if reading == "evening":
        end = datetime.fromisoformat(str(args["end"])).astimezone(now.tzinfo)
        args = {**args, "start": iso(when + timedelta(hours=12)), "end": iso(end + timedelta(hours=12))}
        return args, missing, [("assumed_pm" if n == "assumed_am" else n) for n in notes]
    if reading == "ask":
        kept = {k: v for k, v in args.items() if k not in ("start", "end")}
        return kept, ["start"], [*notes, AM_OR_PM]
    return read


def _settle_six(read: tuple[dict[str, Any], list[str], list[str]], when: datetime, text: str,
                now: datetime) -> tuple[dict[str, Any], list[str], list[str]]:
    """A new event on a named weekday at a bare 6 or 6:xx, read as 18:00: the dawn as often as the evening (a run, a
    flight, a shift), as a reminder's is (task_early.py, task_weekday_hour.py). Moved to the morning on a morning clue,
    kept on an evening clue or for an evening event (a dinner), asked with neither."""
    from memo.planning.rules.calendar import _EVENING_EVENT  # calendar imports this module

    args, missing, notes = read
    if _EVENING_EVENT.search(text):  # "בשש אני בחתונה": a wedding, a dinner are the evening's
        return read
    # Minutes written on the clock face ("wed 6:30") keep a 7 or 8 as written, but a 6:30 is asked like a bare 6.
    time_text = _CLOCK_MINUTES.sub("", text)
    morning = when - timedelta(hours=12)
    reading = weekday_hour_reading(text, time_text, morning, now, _MORNING_CLUE, _EVENING_CLUE, (6,))
    if reading == "morning":
        end = datetime.fromisoformat(str(args["end"])).astimezone(now.tzinfo)
        args = {**args, "start": iso(morning), "end": iso(end - timedelta(hours=12))}
        return args, missing, [("assumed_am" if n == "assumed_pm" else n) for n in notes]
    if reading == "ask":
        kept = {k: v for k, v in args.items() if k not in ("start", "end")}
        return kept, ["start"], [*notes, AM_OR_PM]
    return read


_CLOCK_MINUTES = re.compile(r"(?<=\d)[:.]\d{2}(?!\d)")


def _todays_name_passed_hour(when: datetime, notes: tuple[str, ...] | list[str], text: str, now: datetime) -> bool:
    """Whether an event is put on today's weekday said by name ("ראשון ב7 ..." on a Sunday) at a bare 7 or 8 whose
    morning has passed, so that the time grammar read it as tonight. The name of today is said as often for the same
    day next week, and the 7 as often for the morning: which of them is for the user to say. "today at 7", "sunday
    7:30", and an evening said (a dinner, "in the evening") keep tonight."""
    from memo.planning.rules.calendar import _EVENING_EVENT  # calendar imports this module

    if "assumed_pm" not in notes or when.hour - 12 not in _SPLIT_HOURS or when.date() != now.date():
        return False
    if not _NAMED_WEEKDAY.search(text) or _NEAR_DAY.search(text) or _MINUTES_WRITTEN.search(text):
        return False
    return not (_EVENING_EVENT.search(text) or _EVENING_CLUE.search(text) or _EVENING_ERRAND.search(text))


def settle_moved(fields: dict[str, Any], notes: tuple[str, ...], text: str, time_text: str, now: datetime,
                 criteria: dict[str, Any]) -> tuple[dict[str, Any], tuple[str, ...], bool]:
    """A move's new start at a named weekday's bare 7 or 8: moved to the evening on an evening clue; True (asked)
    with neither clue. An old hour ("to tuesday at 8 instead of 7pm") and an evening event (a dinner) are read by
    calendar_changes._hours_near instead."""
    from memo.planning.rules.calendar import evening  # calendar imports this module

    start = fields.get("start")
    if not isinstance(start, str) or "end" in fields:  # "to tuesday 8 to 10": a window shows its half of the day
        return fields, notes, False
    when = datetime.fromisoformat(start).astimezone(now.tzinfo)
    if evening(str(criteria.get("summary") or ""), when, notes):
        return fields, notes, False
    reading = event_hour(when, notes, text, time_text, now)
    if reading == "evening":
        later = {k: iso(datetime.fromisoformat(fields[k]) + timedelta(hours=12)) for k in ("start", "end")
                 if k in fields}
        return {**fields, **later}, tuple("assumed_pm" if n == "assumed_am" else n for n in notes), False
    return fields, notes, reading == "ask"
