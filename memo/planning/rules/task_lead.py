"""A reminder set some time before a moment: "half an hour before the dentist on Thursday at 4", "2 days before
15/1", "שעה לפני הפגישה מחר ב-10", "יומיים לפני".

A lead of minutes or hours keeps the moment as the task's dueDate, with the lead in V1's `reminder` field
("30 minutes"): the task reads "the dentist, Thursday 16:00" and fires at 15:30, the dueDate less the lead.
A lead of days ("the day before at 7pm") and a repeating reminder are due when they fire: the day before is
the reminder's own day, often with its own hour, and a series moves its time of day. Whatever cannot be
counted back for sure is asked, never dropped: a moment already past once the lead is taken, an hour-long
lead before a day with no clock time (the hour of the thing is unknown), or a repeating reminder whose lead
crosses into the day before.
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta
from typing import Any

from memo.planning.rules.base import iso, tidy
from memo.planning.timeexpr import TimeMatch, parse_time_expression

DAY_MINUTES = 24 * 60
HE = r"\u0590-\u05FF"


def count_back(args: dict[str, Any], missing: list[str], notes: list[str], when: datetime | None,
               before: int, now: datetime, day_only: bool) -> None:
    """Keep `when` as dueDate with a `before`-minute reminder (a repetition: move its time back), or ask
    when it cannot be counted back."""
    if when is None:
        args["reminder"] = f"{before} minutes"
        return
    if day_only and before % DAY_MINUTES:
        # "an hour before the meeting on thursday": the meeting's hour was never said, so neither is the reminder's.
        args.pop("dueDate", None)
        missing.append("dueDate")
        notes.append("lead_without_time")
        return
    fire = when - timedelta(minutes=before)
    recurrence = args.get("reminderRecurrence")
    if recurrence is not None:
        if recurrence.get("type") == "nudge":
            args["reminder"] = f"{before} minutes"
            return
        if fire.date() != when.date():
            # "every monday, the evening before": the day before each of its days; asked, not half-moved.
            missing.append("time")
            notes.append("lead_crosses_day")
            return
        recurrence["time"] = fire.strftime("%H:%M")
    if fire <= now:
        args.pop("dueDate", None)
        missing.append("dueDate")
        notes.append("lead_in_past")
        return
    if recurrence is None and before < DAY_MINUTES:
        args["dueDate"], args["reminder"] = iso(when), f"{before} minutes"
    else:
        # A series has no moment to keep (its first firing, at the moved time, is its dueDate); a lead of days
        # ("the day before at 7pm") names the day and often the hour of the reminder itself, not of the moment.
        args["dueDate"] = iso(fire)
    notes.append("counted_back")


# "the night before the trip on 5/12", "ערב לפני הטיסה ב-8/12": that part of the day before the date named.
# An hour right after it is the reminder's own hour in that part of the day: "ערב לפני ב-8" is 20:00.
_POD_BEFORE = re.compile(
    r"\b(?:the\s+)?(?P<en>night|evening|morning|afternoon)\s+before\b"
    rf"|(?<![\w{HE}])(?:ב)?(?P<he>ערב|לילה|בוקר|צהריים)\s+(?:ש)?לפני(?![\w{HE}])", re.IGNORECASE)
_HOUR_AFTER = re.compile(rf"[\s,]*(?:at\s+|around\s+|ב-?|בשעה\s+|ב?סביבות\s+)(?P<h>\d{{1,2}}(?::\d{{2}})?)(?![\d:{HE}])"
                         r"(?!\s*(?:am|pm|a\.m|p\.m))", re.IGNORECASE)
_HE_POD = {"ערב": "evening", "לילה": "night", "בוקר": "morning", "צהריים": "afternoon"}
# What the time grammar leaves of the phrase once it has cut the part of the day ("the before the trip").
_LEFT_OF_IT = re.compile(rf"^(?:the\s+)?before\s+|^ש?לפני\s+|(?<![\w{HE}])(?:the\s+)?before(?=\s+(?:the|my|our)\s)",
                         re.IGNORECASE)


def part_of_day_before(raw: str, tm: TimeMatch | None, now: datetime) -> tuple[bool, datetime | None]:
    """(said?, when): "the evening before <date>" is that evening of the day before; None when no date is named
    to count back from, or it has passed (asked)."""
    match = _POD_BEFORE.search(raw)
    if match is None:
        return False, None
    anchor = (tm.when.date() if tm.when else tm.date_only) if tm is not None and tm.recurrence is None else None
    if anchor is None:
        return True, None
    pod = match.group("en") or _HE_POD[match.group("he")]
    hour = _HOUR_AFTER.match(raw, match.end())
    at = f"at {hour['h']} " if hour is not None else ""
    said = parse_time_expression(f"on {anchor - timedelta(days=1):%d/%m/%Y} {at}"
                                 + ("at night" if pod.casefold() == "night" else f"in the {pod}"), now)
    when = said.when if said is not None else None
    return True, when if when is not None and when > now else None


def without_part_of_day_before(text: str) -> str:
    return tidy(_LEFT_OF_IT.sub(" ", _POD_BEFORE.sub(" ", text)))
