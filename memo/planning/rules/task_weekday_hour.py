"""A one-time reminder on a named weekday at a bare 7 or 8: "תזכיר לי ביום רביעי בשבע להתקשר לאבי", "remind me
wed at 8 to call the bank".

The time grammar reads a bare 7 or 8 on a coming day as written (07:00, note "assumed_am"). For "tomorrow at 8"
that is what people mean and it stays. A weekday said by name is further off and planned differently: "Wednesday at
7" is as often the evening (a call, a class, the pool) as the morning, and a reminder twelve hours off is missed.
So the words around it decide: a morning clue ("before work", breakfast, shacharit, the school run) keeps the
morning, an evening clue (dinner, bedtime, the candles, mincha) moves it to the evening, and with neither the hour
is asked. Hours from 9 to 12 stay as written, and so does an hour written with its minutes ("ביום רביעי ב-7:30");
minutes said in words ("half 7", "בעשרים לשמונה", "בשבע וחצי") leave the half of the day open, as a bare hour does.

No grammar lives here: `task_early.settle_early_hour` calls `settle_weekday_hour`; calendar events are settled
the same way (calendar_weekday_hour.py).
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta
from re import Pattern

from memo.planning.rules.base import iso
from memo.planning.rules.task_lead import lead_of_days_said
from memo.planning.rules.task_words import AM_OR_PM, HE

_B = rf"(?<![\w{HE}])"
_E = rf"(?![\w{HE}])"
_NAMED_WEEKDAY = re.compile(
    r"\b(?:sun|mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat)(?:day|nesday|rsday|urday)?s?\b"
    rf"|{_B}(?:ב|ל)?(?:יום\s+)?(?:ב|ה)?(?:ראשון|שני|שלישי|רביעי|חמישי|שישי|שבת){_E}"
    rf"|{_B}(?:ב|ל)?יום\s+[אבגדהו]['׳]?{_E}",
    re.IGNORECASE)
# "tomorrow, Wednesday, at 7": the day is near enough that the hour keeps its reading, as for "tomorrow at 7".
_NEAR_DAY = re.compile(rf"\b(?:today|tonight|tomorrow|tmrw|tmr|tmw)\b|{_B}(?:ה|ב|ו)?(?:היום|הערב|מחר|מחרתיים){_E}",
                       re.IGNORECASE)
# Errands that belong to one end of the day by themselves: the school run is the morning's, bedtime the evening's.
_MORNING_ERRAND = re.compile(
    r"\b(?:drop(?:\s+off)?|take|drive)\s+(?:\w+\s+){0,3}?(?:to|at|off\s+at)\s+(?:the\s+)?(?:school|kindergarten|gan"
    r"|daycare|nursery)\b|\bschool\s+run\b|\bdrop-?off\b"
    rf"|{_B}(?:להוריד|לקחת|להסיע|לפזר)\s+(?:את\s+)?\S+(?:\s+\S+)?\s+ל(?:גן|בית\s+ספר|בית\s+הספר|בי\"ס|מעון){_E}"
    rf"|{_B}(?:ל)?(?:הסעה|ההסעה|פיזור){_E}",
    re.IGNORECASE)
_EVENING_ERRAND = re.compile(
    r"\b(?:put\s+(?:\w+\s+){1,3}?to\s+bed|bath\s*time|bedtime\s+story|lights\s+out)\b"
    rf"|{_B}(?:להשכיב|השכבה|מקלחות){_E}",
    re.IGNORECASE)
# "Friday at 7:00": an hour written with its minutes is read as written, like "ביום רביעי ב-7:30".
_MINUTES_WRITTEN = re.compile(r"\d[:.]\d{2}")
# "remind me that morning at 7", "באותו בוקר בשמונה": the morning said away from the hour.
_MORNING_WORD = re.compile(rf"\bmorning\b|{_B}(?:ב|ה|ו)?בוקר{_E}", re.IGNORECASE)
# "לאסוף את הפועלים מהתחנה", "pick up dad from the airport": fetching someone places a bare 3 to 6 in the
# afternoon, but at 7 or 8 it is as often the start of the working day (the crew from the station, a guest off the
# early train). Only a pick-up from school, the kindergarten or an after-school class is the evening's by itself.
_PICKUP_FROM = re.compile(
    rf"pick\s+up\s+\w+\s+from|pick\s+\w+\s+up\s+from|(?:לאסוף|להביא)\s+את\s+[{HE}]+\s+מ[{HE}]+", re.IGNORECASE)
_AFTER_SCHOOL_PLACE = re.compile(
    r"\b(?:school|kindergarten|gan|daycare|nursery|class|practice|training|rehearsal|lesson|chug|after-?school)\b"
    rf"|{_B}מ(?:ה)?(?:גן|בית\s+(?:ה)?ספר|בי\"ס|מעון|חוג|צהרון|אימון|שיעור|תנועה|חוגים){_E}",
    re.IGNORECASE)
_SPLIT_HOURS = (7, 8)  # a bare 7 or 8: breakfast or dinner, the school run or bedtime
# A reminder's bare 6 on a named weekday is read as 18:00, but "ביום רביעי בשש להתקשר לאמא" is as often the start
# of the day (the labels ask it, like 7 and 8). Calendar events keep their 18:00: only reminders pass this.
_SPLIT_HOURS_WITH_SIX = (6, 7, 8)


def weekday_hour_reading(text: str, time_text: str, when: datetime, now: datetime, morning_clue: Pattern[str],
                         evening_clue: Pattern[str], hours: tuple[int, ...] = _SPLIT_HOURS) -> str:
    """How to take a named weekday's bare 7 or 8 read as the morning: "morning" (kept, on a morning clue),
    "evening" (twelve hours later, on an evening clue), "ask" (neither) or "" (no such hour). Reminders
    (`settle_weekday_hour`) and calendar events (calendar_weekday_hour.py) share it."""
    # Minutes said in words do not place the hour either ("friday half 7", "ביום חמישי בעשרים לשמונה" are 7:30 and
    # 7:40 in the morning or the evening); only minutes written on a clock face ("7:30") keep it as written.
    if when.hour not in hours or not _NAMED_WEEKDAY.search(time_text) \
            or _NEAR_DAY.search(time_text) or _MINUTES_WRITTEN.search(time_text):
        return ""
    if (when.date() - now.date()).days < 1 or lead_of_days_said(text):
        # "the day before at 8": the hour is the day before's. A weekday named when it is tomorrow ("on Monday at 8"
        # said on a Sunday) is still planned as a weekday is: only the word "tomorrow" keeps the morning reading.
        return ""
    if morning_clue.search(text) or _MORNING_ERRAND.search(text) or _MORNING_WORD.search(text):
        return "morning"
    plain_pickup_ok = when.hour in _SPLIT_HOURS  # a bare 6 with a pick-up stays the evening's, as at 3 to 6
    if any(not (plain_pickup_ok and _plain_pickup(m, text)) for m in evening_clue.finditer(text)) \
            or _EVENING_ERRAND.search(text):
        return "evening"
    return "ask"


def _plain_pickup(clue: re.Match[str], text: str) -> bool:
    """Whether an evening clue is only a pick-up from somewhere other than school or a class (see _PICKUP_FROM)."""
    if not _PICKUP_FROM.fullmatch(clue.group(0)):
        return False
    return not _AFTER_SCHOOL_PLACE.search(text[clue.start():clue.end() + 30])


def settle_weekday_hour(args: dict[str, object], missing: list[str], notes: list[str], text: str, time_text: str,
                        when: datetime, now: datetime, morning_clue: Pattern[str], evening_clue: Pattern[str]) -> bool:
    """Settle a named weekday's bare 7 or 8 read as the morning: kept on a morning clue, moved to the evening on an
    evening clue, asked with neither. False when it is no such hour (the caller's other readings go on)."""
    if "reminder" in args or "counted_back" in notes:
        return False  # "an hour before the flight on Friday at 7": the hour is a moment's, counted from
    reading = weekday_hour_reading(text, time_text, when, now, morning_clue, evening_clue, _SPLIT_HOURS_WITH_SIX)
    if reading == "evening":
        args["dueDate"] = iso(when + timedelta(hours=12))
        notes[notes.index("assumed_am")] = "assumed_pm"
    elif reading == "ask":
        if "time" not in missing:
            missing.append("time")
        notes.append(AM_OR_PM)
    return bool(reading)


def settle_weekday_six(args: dict[str, object], missing: list[str], notes: list[str], text: str, time_text: str,
                       when: datetime, now: datetime, morning_clue: Pattern[str], evening_clue: Pattern[str]) -> bool:
    """Settle a named weekday's bare 6 read as 18:00 ("assumed_pm"): moved to the morning on a morning clue, kept on
    an evening clue, asked with neither. False when it is no such hour."""
    if "reminder" in args or "counted_back" in notes or when.hour != 18:
        return False
    morning = when - timedelta(hours=12)
    reading = weekday_hour_reading(text, time_text, morning, now, morning_clue, evening_clue, _SPLIT_HOURS_WITH_SIX)
    if reading == "morning":
        args["dueDate"] = iso(morning)
        notes[notes.index("assumed_pm")] = "assumed_am"
    elif reading == "ask":
        if "time" not in missing:
            missing.append("time")
        notes.append(AM_OR_PM)
    return bool(reading)


def settle_weekday_today(missing: list[str], notes: list[str], text: str, time_text: str, when: datetime,
                         now: datetime, evening_clue: Pattern[str]) -> bool:
    """A named weekday that is today, at a bare 6, 7 or 8 read as this evening ("ביום ראשון ב7" said on a Sunday
    morning): this evening, or that weekday's morning a week on? Kept on an evening clue, else asked. False when it
    is no such hour."""
    if (when.date() != now.date() or when.minute or when.hour - 12 not in _SPLIT_HOURS_WITH_SIX
            or not _NAMED_WEEKDAY.search(time_text) or _NEAR_DAY.search(time_text)
            or _MINUTES_WRITTEN.search(time_text)):
        return False
    if evening_clue.search(text) or _EVENING_ERRAND.search(text):
        return True
    if "time" not in missing:
        missing.append("time")
    notes.append(AM_OR_PM)
    return True
