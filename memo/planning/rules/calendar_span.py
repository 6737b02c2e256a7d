"""A question about the days between two dates: "anything on my calendar the 5th to the 12th of December", "what do I
have between Dec 5 and Dec 12", "מה יש לי ביומן מה-5 בדצמבר עד ה-12 בדצמבר".

The time words read one date of the two (the first, or the one with the month), so the window was a single day. Here
the date said right before "to"/"until"/"and"/"עד" and the one right after it are read apart, and the window runs from
the start of the first to the end of the second.
"""

from __future__ import annotations

import re
from datetime import date, datetime, time, timedelta

from memo.planning.rules.base import iso
from memo.planning.timeexpr import TimeMatch, parse_time_expression

_TO = re.compile(r"\s+(?:-|–|to|until|till|through|thru|and|עד|ועד)\s+|\s+ל-?(?=\d)", re.I)
# The Hebrew "from"/"between" joined to the first date: "מה-5 בדצמבר", "מ-5.12", "בין 5 בדצמבר".
_FROM_HE = re.compile(r"(?:מ|מה|בין\s+)?-?")
_LONGEST_DAY = 6  # words of one date: "the 12th of December 2026"
_MOST_DAYS = 62  # a window longer than two months is not two dates of one question


def _day(tm: TimeMatch | None) -> date | None:
    if tm is None or tm.ambiguous or tm.recurrence is not None:
        return None
    return tm.date_only or (tm.when.date() if tm.when else None)


def _ending_date(head: str, now: datetime) -> date | None:
    """The date the words just before the separator say, as a whole ("the 5th", "Dec 5", "ה-5 בדצמבר")."""
    words = head.split()
    for count in range(1, min(_LONGEST_DAY, len(words)) + 1):
        said = " ".join(words[-count:])
        tm = parse_time_expression(said, now)
        if (tm is not None and tm.span[1] == len(said) and _FROM_HE.fullmatch(said[:tm.span[0]])
                and (day := _day(tm)) is not None):
            return day
    return None


# "the week starting 29/11", "השבוע שמתחיל ב-29/11": a week named by its first day; "the week of nov 29", "בשבוע של
# ה-29/11": the week that day is in. The time words read the date alone, so the window was that one day.
_WEEK_FROM = re.compile(
    r"\bweek\s+(?:(?P<en_from>starting|beginning|commencing|from)(?:\s+(?:on|with|from))?|(?P<en_of>of))\s+(?:the\s+)?"
    r"|(?<![\u05D0-\u05EA])(?:ב|ל|ה|את\s+ה)?(?:ה)?שבוע\s+(?:(?P<he_from>ש(?:מתחיל|יתחיל|נפתח)|המתחיל|החל)\s+(?:ב|מ|ביום)?"
    r"|(?P<he_of>של|מ)\s*)(?:ה)?-?\s*", re.IGNORECASE)
_WEEK = 7


def week_span(text: str, now: datetime) -> dict[str, str]:
    """timeMin/timeMax of a week named by a day in it ("the week starting 29/11"); {} when none is named."""
    for m in _WEEK_FROM.finditer(text):
        tail = parse_time_expression(text[m.end():], now)
        first = _day(tail) if tail is not None and tail.span[0] == 0 else None
        if first is None:
            continue
        if m["en_of"] or m["he_of"]:  # the week the day is in, from its Sunday
            first -= timedelta(days=(first.weekday() + 1) % 7)
        start = datetime.combine(first, time(0), tzinfo=now.tzinfo)
        return {"timeMin": iso(start), "timeMax": iso(start + timedelta(days=_WEEK))}  # type: ignore[dict-item]
    return {}


# "between now and the end of the month", "until the end of the week", "מעכשיו ועד סוף החודש": from this moment to the
# end of the day said after it. The time words read that day alone, so the window was its one day.
_FROM_NOW = re.compile(
    r"(?:\bbetween\s+now\s+and|\b(?:from\s+)?now\s+(?:to|until|till|til|through|thru)|\b(?:until|till|through|thru)"
    r"|(?<![\u05D0-\u05EA])(?:(?:מ|בין\s+)?(?:עכשיו|היום)\s+)?(?:ו|ל)?עד)\s+", re.I)


def from_now_span(text: str, now: datetime) -> dict[str, str]:
    """timeMin/timeMax from now to the end of the date said after "until"/"between now and"/"עד"; {} when none is."""
    for m in _FROM_NOW.finditer(text):
        tail = parse_time_expression(text[m.end():], now)
        if tail is None or tail.span[0] != 0 or tail.when is not None or (last := _day(tail)) is None:
            continue  # "עד 12": an hour, not a day
        end = datetime.combine(last + timedelta(days=1), time(0), tzinfo=now.tzinfo)
        if now < end <= now + timedelta(days=_MOST_DAYS):
            return {"timeMin": iso(now), "timeMax": iso(end)}
    return {}


def day_span(text: str, now: datetime) -> dict[str, str]:
    """timeMin/timeMax of the days from one date to another the text names, or of a week named by one of its days;
    {} when it names neither."""
    if week := week_span(text, now):
        return week
    for m in _TO.finditer(text):
        first = _ending_date(text[:m.start()].rstrip(" ,"), now)
        tail = parse_time_expression(text[m.end():], now)
        last = _day(tail) if tail is not None and tail.span[0] == 0 else None
        if first is None or last is None or not first < last <= first + timedelta(days=_MOST_DAYS):
            continue
        start = datetime.combine(first, time(0), tzinfo=now.tzinfo)
        end = datetime.combine(last + timedelta(days=1), time(0), tzinfo=now.tzinfo)
        return {"timeMin": iso(start), "timeMax": iso(end)}  # type: ignore[dict-item]
    return from_now_span(text, now)
