"""Date ranges written short, across the end of a month, spelled out the way the time grammar reads them.

"30.11-2.12", "מה30 לנובמבר עד ה2 לדצמבר", "nov 30-dec 2": each end names its own month. The event grammar
(calendar.py) reads a range as its two ends ("X to Y", "X עד Y"), each a date the time grammar knows, so:

- a Hebrew "from" glued to a day number before a month name ("מה30 לנובמבר", "מה-30 לנובמבר") is dropped: glued
  without a hyphen it hides the date from the time grammar, and with one it would stay in the event's name;
- two numeric dates of different months joined by a dash ("30.11-2.12", "30/11-2/12") become "30/11 to 2/12";
  dotted pairs that may as well be clock times ("9.05-10.10": minutes, not May and October) are left alone;
- two dates with month names joined by a bare dash ("nov 30-dec 2", "30 לנובמבר - 2 לדצמבר") get "to" / "עד".

A short day name before a part of the day ("sat night", "thu evening", "wed morning") is written in full: the
time grammar reads "sat" alone only after "on"/"next" (as a bare word it may be the verb), so the day would be
lost and the part of the day put on today.
"""

from __future__ import annotations

import re
from datetime import date, datetime, time, timedelta

from memo.planning.timeexpr import timewords as tw

_MONTHS = "|".join(sorted((*tw.EN_MONTHS, *tw.HE_MONTHS), key=len, reverse=True))
_ORD = r"(?:st|nd|rd|th)?"
_END = r"(?![\w\u0590-\u05FF])"
_GLUED_FROM = re.compile(rf"(?<!\S)מה?-?(?=\d{{1,2}}{_ORD}\s+(?:of\s+|[בל]-?)?(?:{_MONTHS}){_END})", re.I)
_CROSS = re.compile(r"(?:(?<!\S)מה?-?(?=\d))?(?<![\d/.:])(?P<a>\d{1,2})(?P<s1>[/.])(?P<m1>\d{1,2})\s*"
                    r"(?:-|–|to|until|till|through|עד)\s*(?:ה-?)?(?P<b>\d{1,2})(?P<s2>[/.])(?P<m2>\d{1,2})"
                    r"(?:[/.](?P<y>\d{2,4}))?(?![\d/.:])", re.I)
_NAMED = rf"(?:\d{{1,2}}{_ORD}\s+(?:of\s+|[בל]-?)?(?:{_MONTHS})|(?:{_MONTHS})\.?\s+\d{{1,2}}{_ORD}){_END}"
_NAMED_DASH = re.compile(rf"(?P<a>{_NAMED})\s*[-–]\s*(?P<b>{_NAMED})", re.I)
_CLOCKLIKE = ("05", "10")  # minutes as often as months after a dot
_SHORT_DAYS = {"sun": "sunday", "mon": "monday", "tue": "tuesday", "tues": "tuesday", "wed": "wednesday",
               "weds": "wednesday", "thu": "thursday", "thur": "thursday", "thurs": "thursday", "fri": "friday",
               "sat": "saturday"}
_SHORT_DAY_PART = re.compile(r"\b(?P<day>sun|mon|tues?|weds?|thu|thurs?|fri|sat)\.?(?=\s+(?:morning|afternoon"
                             r"|evening|night|noon|lunch(?:time)?|shifts?)\b)", re.I)  # "sat shift": Saturday's
# The same before a clock time or range ("thu 11-12", "fri 3pm", "mon at 9"): read alone, the hours would fall on
# today and the day name stay in the event's name.
_SHORT_DAY_CLOCK = re.compile(r"\b(?P<day>sun|mon|tues?|weds?|thu|thurs?|fri|sat)\.?(?=\s+(?:at\s+|from\s+)?\d{1,2}"
                              r"(?::\d{2})?\s*(?:[ap]\.?m\b\.?)?(?:\s*(?:-|–|to|till|until)\s*\d{1,2}(?::\d{2})?"
                              r"(?:\s*[ap]\.?m\b\.?)?)?(?![\d/.:]|\s*(?:people|guests|kids|persons|%)))", re.I)

# A bare hour right after a part of the day ("sat night 8", "tomorrow morning 7:30", "מחר בערב 8"): the time grammar
# stops at the part of the day and would leave the hour in the event's name, so "at" / "ב" is put before it. Only
# when the hour ends the phrase ("..., 8 people" is a count, not a time).
_PART_THEN_HOUR = re.compile(
    r"(?P<part>\b(?:morning|afternoon|evening|night|tonight|tonite)|(?<!\S)(?:ב|ה)(?:בוקר|ערב|לילה|צהריים)"
    r"|(?<!\S)(?:ב)?אחה\"צ)\s+(?P<hour>\d{1,2}(?::\d{2})?)(?=\s*$|\s*[,.;!?]|\s+(?:and|with|for|at|in|on|to|pls"
    r"|please|thanks|thx|ok|o'?clock|sharp|עם|בבקשה|תודה|ליומן|ביומן)(?![\w\u0590-\u05FF]))", re.I)


# A dotted day.month ("4.12", "4.12.26") reads as a clock time ("4:12") to the time grammar unless a preposition
# comes first. Next to a day name ("יום שישי 4.12", "4.12 friday") or before a clock time ("3.12 בתשע", "4.12 at 10")
# it can only be a date, so it is written with slashes, which the time grammar reads as a date and checks against
# the day name (a day name and a date that disagree are asked about).
_WEEKDAY = (r"(?:\b(?:sun|mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?)(?:day)?\b"
            r"|(?<!\S)(?:[בל]?יום\s+)?[בל]?(?:ראשון|שני|שלישי|רביעי|חמישי|שישי|שבת)(?!\S))")
_DOTTED = r"(?<![\d./:])(?P<d>\d{1,2})\.(?P<m>\d{1,2})(?:\.(?P<y>\d{4}|\d{2}))?(?![\d:/]|\.\d)"
_HOUR_WORD = r"(?:\d|אחת|שתיים|שתים|שלוש|ארבע|חמש|שש|שבע|שמונה|תשע|עשר)"
# "to 3.12" / "ל-3.12" (a move's new day, also read alone after its "to"): a clock time is rarely written with
# minutes 01-12 other than :05 and :10. A one-digit month ("to 2.5") may as well be a clock time or a length, and
# is left to the time grammar.
_TO_DOTTED = re.compile(rf"(?P<lead>(?:\bto|(?<!\S)ל-?)\s*|^){_DOTTED}(?!\s*[ap]\.?m\b)", re.I)
_DATED = re.compile(rf"(?P<lead>{_WEEKDAY}\s*,?\s*(?:the\s+|ה-?)?){_DOTTED}"
                    rf"|{_DOTTED.replace('(?P<', '(?P<x')}(?=\s*,?\s*{_WEEKDAY}|\s+(?:at\s+|ב-?|בשעה\s+){_HOUR_WORD})",
                    re.I)


def _slashed(m: re.Match[str]) -> str:
    day, month, year = (m["d"], m["m"], m["y"]) if m["d"] else (m["xd"], m["xm"], m["xy"])
    if not (1 <= int(day) <= 31 and 1 <= int(month) <= 12):
        return m[0]
    return f"{m['lead'] or ''}{day}/{month}{'/' + year if year else ''}"


# "ב-27 בערב", "ביום ה-13 בבוקר": a number no clock has (past 24, or past noon before "in the morning"), or any after
# "ביום ה-", right before a part of the day is the day of this month. The time grammar reads the part of the day
# alone and puts it on today, so "לחודש" is written after the number, as the time grammar reads a day of the month.
_MONTH_DAY_HE = re.compile(rf"(?<!\S)(?P<d>ביום\s+ה-?(?:[12]?\d|3[01])|ב-?(?:2[5-9]|3[01]"
                           r"|(?:1[3-9]|2[0-4])(?=\s+בבוקר)))"
                           rf"(?=\s+(?:בבוקר|בערב|בלילה|בצהריים|בצהרים|אחה\"צ|אחר\s+הצהריים|לפנות\s+ערב){_END})")


def slashed_dates(text: str) -> str:
    """`text` with its dotted dates that stand next to a day name or before a clock time written with slashes, and a
    day of the month said bare before a part of the day given its month ("ב-27 בערב" -> "ב-27 לחודש בערב")."""
    text = _MONTH_DAY_HE.sub(lambda m: f"{m['d']} לחודש", text)
    if "." not in text:
        return text
    text = _TO_DOTTED.sub(lambda m: m[0] if m["m"] in (*_CLOCKLIKE, "00") or len(m["m"]) < 2 and not m["y"]
                          else _slashed(m), text)
    return _DATED.sub(_slashed, text)


def _cross(m: re.Match[str], to: str) -> str:
    a, b, m1, m2 = int(m["a"]), int(m["b"]), int(m["m1"]), int(m["m2"])
    if m1 == m2 or not (1 <= m1 <= 12 and 1 <= m2 <= 12 and 1 <= a <= 31 and 1 <= b <= 31):
        return m[0]  # one month: calendar.py's own range rule reads it
    dotted = "." in (m["s1"], m["s2"])
    if dotted and (m["m1"] in _CLOCKLIKE or m["m2"] in _CLOCKLIKE) and a <= 24 and b <= 24:
        return m[0]
    if m2 != m1 % 12 + 1 and m2 < m1:  # "20.12-5.1" runs into January; "5.3-2.1" runs backwards: not a range
        return m[0]
    year = f"/{m['y']}" if m["y"] else ""
    return f"{a}/{m1} {to} {b}/{m2}{year}"


def spell_out(text: str, to: str) -> str:
    """`text` with its cross-month date ranges written as "<date> to <date>" (`to` is "to" or "עד")."""
    if not re.search(r"\d", text):
        return text
    text = _TO_DAY_DATE.sub(lambda m: m["to"], text)
    text = _GLUED_FROM.sub("", text)
    text = _CROSS.sub(lambda m: _cross(m, to), text)
    return _NAMED_DASH.sub(lambda m: f"{m['a']} {to} {m['b']}", text)


# "אחרי צהריים" / "אחר צהרים" without the article, and "after noon" in two words: the afternoon, as the time words read
# "אחרי הצהריים" and "afternoon".
_AFTERNOON_HE = re.compile(r"(?<!\S)(?P<after>אחרי|אחר)\s+צהרי?ים(?!\S)")
_AFTERNOON_EN = re.compile(r"\bafter\s+noon\b", re.I)


def full_day_names(text: str) -> str:
    """`text` with a short day name before a part of the day or a clock time written in full ("sat night" ->
    "saturday night", "thu 11-12" -> "thursday 11-12"),
    a bare hour after a part of the day given its "at" ("night 8" -> "night at 8"), a dotted date that is
    surely a date written with slashes ("friday 4.12" -> "friday 4/12") and the afternoon written loosely
    ("אחרי צהריים", "after noon")."""
    text = _AFTERNOON_EN.sub("afternoon", _AFTERNOON_HE.sub(lambda m: f"{m['after']} הצהריים", slashed_dates(text)))
    text = _SHORT_DAY_PART.sub(lambda m: _SHORT_DAYS[m["day"].lower()], text)
    text = _SHORT_DAY_CLOCK.sub(lambda m: _SHORT_DAYS[m["day"].lower()], text)
    return _PART_THEN_HOUR.sub(lambda m: f"{m['part']} {'at ' if m['part'].isascii() else 'ב'}{m['hour']}", text)


# "the next two weeks", "the coming 10 days", "בשבועיים הקרובים", "ב-10 הימים הקרובים": from now to the end of the
# last of those days (a single "next week" / "השבוע הקרוב" is the time words' own).
_NUMBER_EN = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "ten": 10, "a couple of": 2, "couple of": 2,
              "couple": 2}
_COMING_EN = re.compile(r"\b(?:next|coming|following|upcoming)\s+(?P<n>\d{1,2}|two|three|four|five|six|ten"
                        r"|(?:a\s+)?couple(?:\s+of)?)\s+(?P<unit>days|weeks)\b", re.I)
_NUMBER_HE = {"שלושה": 3, "שלוש": 3, "ארבעה": 4, "ארבע": 4, "חמישה": 5, "עשרה": 10}
_COMING_HE = re.compile(r"(?<!\S)(?:ב-?|ל-?|של\s+)?(?:(?P<pair>יומיים|שבועיים)"
                        r"|(?P<n>\d{1,2}|שלושה|שלוש|ארבעה|ארבע|חמישה|עשרה)\s+(?P<unit>הימים|השבועות|ימים|שבועות))\s+(?:ה)?(?:קרובים|קרובות|הבאים|הבאות)"
                        r"(?![\w\u0590-\u05FF])")


def coming_days(text: str, now: datetime) -> tuple[datetime, datetime] | None:
    """The window of "the next N days/weeks" said in `text`: from now to the midnight after the last day."""
    n, days = 0, 1
    if (en := _COMING_EN.search(text)) is not None:
        word = re.sub(r"\s+", " ", en["n"].lower())
        n = int(word) if word.isdigit() else _NUMBER_EN[word.removeprefix("a ")]
        days = 7 if en["unit"].lower() == "weeks" else 1
    elif (he := _COMING_HE.search(text)) is not None:
        n = 2 if he["pair"] else int(he["n"]) if he["n"].isdigit() else _NUMBER_HE[he["n"]]
        days = 7 if (he["pair"] or he["unit"]).endswith(("שבועיים", "שבועות")) else 1
    if not 1 < n * days <= 62:
        return None
    midnight = datetime.combine(now.date(), time(0), tzinfo=now.tzinfo)
    return now, midnight + timedelta(days=n * days)


# A day and month written as numbers with no year ("12/11", "ב-12.11").
_NUMERIC_NO_YEAR = re.compile(r"(?<![\d/.:])\d{1,2}[/.]\d{1,2}(?![\d:]|[/.]\d)")


def passed_date(text: str, day: date | None, today: date) -> bool:
    """A numeric date without a year that fell a few weeks ago this year: the time grammar rolls it a year on, yet
    the user most likely mistyped the day or reversed day and month ("12/11" on 22/11), so the day is asked."""
    if day is None or not _NUMERIC_NO_YEAR.search(text):
        return False
    return (day - today).days > 300


# "מיום חמישי 3.12 עד שבת 5.12", "from thu 3/12 to sat 5/12": a day's name said right before its date belongs to
# the date, not to the event's name, even where the time grammar took the date alone.
_HE_DAY = r"(?:ראשון|שני|שלישי|רביעי|חמישי|שישי|שבת)"
_EN_DAY = r"\b(?:sun|mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?)(?:day)?"
_WEEKDAY_BEFORE = re.compile(rf"(?:(?<!\S)[מבל]?-?(?:יום\s+)?{_HE_DAY}|(?:\bfrom\s+|\bon\s+)?{_EN_DAY})\s*,?\s*"
                             r"(?:the\s+|ה-?)?$", re.I)
# The same after the range's "to" ("עד שבת 5.12", "to sat 5/12"): the date alone is the range's end.
_TO_DAY_DATE = re.compile(rf"(?<=\d)(?P<to>\s+(?:עד|to|until|till|through)\s+)(?:(?:יום\s+)?{_HE_DAY}(?!\S)"
                          rf"|{_EN_DAY}\b)\s*,?\s*(?=(?:the\s+|ה-?)?\d{{1,2}}[/.]\d)", re.I)


def with_day_names(text: str, spans: list[tuple[int, int]] | tuple[tuple[int, int], ...]) -> list[tuple[int, int]]:
    """The spans of dates in `text`, each widened to the day's name said right before it."""
    widened = []
    for a, b in spans:
        m = _WEEKDAY_BEFORE.search(text[:a])
        widened.append((m.start() if m else a, b))
    return widened

