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


# "the day before at 6pm", "יום לפני בשמונה בערב", "two days before at 9": a lead of whole days followed by the
# reminder's own hour. The time grammar counts the lead back from the moment's hour and leaves the reminder's hour
# in the task's words; the hour said after the lead is the reminder's, on the day the lead lands on.
_DAYS_BEFORE = re.compile(
    r"\b(?:(?:the|a|one|two|three|\d)\s+)?days?\s+(?:before|earlier|prior)\b"
    rf"|(?<![\w{HE}])(?:ה|ב)?(?:יום|יומיים|\d\s+ימים)\s+(?:ש)?(?:לפני|קודם|מקודם)(?![\w{HE}])", re.IGNORECASE)
_HOUR_GAP = re.compile(r"[\s,]*")


def _hour_words(text: str, now: datetime) -> str:
    """The clock time `text` opens with ("at 6pm", "בשמונה בערב"), or "" when it opens with none or names a day."""
    said = parse_time_expression(text, now) if text.strip() else None
    if said is None or said.when is None or said.recurrence is not None or said.remind_before_minutes \
            or said.date_only is not None:
        return ""
    end = 0
    for start, stop in sorted(said.spans):
        if not _HOUR_GAP.fullmatch(text[end:start]):
            break
        end = stop
    return text[:end]


def own_hour_after_days_before(raw: str, tm: TimeMatch | None, now: datetime) -> tuple[str, datetime | None]:
    """(hour words, when): "<moment>, remind me the day before at 6pm" is 18:00 on the day before the moment; ("",
    None) when no hour follows a lead of whole days."""
    if tm is None or tm.recurrence is not None or not tm.remind_before_minutes \
            or tm.remind_before_minutes % DAY_MINUTES or tm.when is None and tm.date_only is None:
        return "", None
    match = _DAYS_BEFORE.search(raw)
    words = _hour_words(raw[match.end():], now) if match is not None else ""
    if not words:
        return "", None
    day = (tm.when.date() if tm.when else tm.date_only) - timedelta(minutes=tm.remind_before_minutes)
    said = parse_time_expression(f"on {day:%d/%m/%Y} {words.strip(' ,')}", now)
    return words.strip(" ,"), (said.when if said is not None and said.when is not None and said.when > now else None)


def settle_days_before(text: str, raw: str, tm: TimeMatch | None, args: dict[str, Any], missing: list[str],
                       notes: list[str], now: datetime) -> str:
    """The task's words once "the night before" / "the day before at 6pm" and its hour are read into `args`."""
    said, evening_before = part_of_day_before(raw, tm, now)
    words, at_hour = own_hour_after_days_before(raw, tm, now) if not said else ("", None)
    if not said and not words:
        return text
    text = without_part_of_day_before(text)
    hour = _hour_words(text, now) if said or words else ""
    if words or hour:  # "... the day before at 6pm to round up the keys": the hour is no part of the task
        text = tidy(text[len(hour):] if hour else re.sub(rf"^\s*{re.escape(words)}", " ", text))
        if "two_times" in notes and "dueDate" in missing:
            notes.remove("two_times")
            missing.remove("dueDate")
    args.pop("dueDate", None)
    when = evening_before if said else at_hour
    if when is not None:
        args["dueDate"] = iso(when)
    elif "dueDate" not in missing:
        missing.append("dueDate")
    return text


def lead_of_days_said(raw: str) -> bool:
    """Whether the message counts a reminder's day back from the moment's ("the evening before", "יום לפני"): the
    hour said then is the reminder's, settled by `settle_days_before`, not the moment's."""
    return bool(_POD_BEFORE.search(raw) or _DAYS_BEFORE.search(raw))
