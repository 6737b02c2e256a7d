"""Bilingual (Hebrew / English) time-expression grammar for Memo.

Why this exists: ``dateparser`` handled Hebrew badly ("tomorrow at 8" became 09:00, "מחר בשמונה"
and "כל יום ב9" gave nothing), so Memo owns a small, predictable grammar instead.  It finds the
time words anywhere inside a WhatsApp message ("remind me to water the plants tomorrow at 7pm",
"תזכיר לי מחר ב-19:00 להשקות את העציצים"), resolves them against the user's clock and reports
the character spans it consumed so the caller can cut them out and keep the task text.

Design
------
* The text is *normalised* without changing its length (lower-case, geresh/quotes/dashes unified)
  so every regex offset is also an offset in the original text.
* Extraction runs an ordered list of compiled regexes.  Each accepted match is recorded as a
  ``_Fact`` and *masked* out of the working string, so later (more generic) rules cannot reuse
  its words: "30 minutes before" is never also "in 30 minutes", "ב-10 לחודש" is never "at 10".
* Resolution combines the facts (day + time + part of day + recurrence ...) with the rules below.
  Only facts that were used contribute spans.

Resolution rules (defaults chosen for Memo; tests pin them down)
-----------------------------------------------------------------
* Weekdays are 0=Sunday .. 6=Saturday.  A bare weekday ("Tuesday", "ביום שלישי", "this Friday")
  means its next occurrence from today; if it *is* today it means today when the time is still
  ahead, otherwise the same weekday next week; with no time at all it means next week (someone
  who says "on Sunday" on a Sunday rarely means "today").
* "next Tuesday" / "שלישי הבא" is the next occurrence strictly *after* today: on a Sunday it is
  in two days, on a Tuesday it is in seven.  "Tuesday next week" / "בשבוע הבא" is the Tuesday of
  the following Sunday-based calendar week.
* Dates are always day/month (Israeli order) in both languages.  A date without a year that is
  already past this year rolls to next year silently; with an explicit past year it is kept and
  noted "past_date".  Impossible dates ("February 30", "31/11") give ``ambiguous=True`` with the
  note "impossible_date" and no guess.
* A bare hour 1..12 (no am/pm, no part of day) on a *future* day is taken as written, except
  1..6 which mean PM ("tomorrow at 5" = 17:00, note "assumed_pm"; "tomorrow at 8" = 08:00, note
  "assumed_am").  For today (or no day at all) it is the next occurrence after now of h or h+12.
  12 is always noon.  Two-digit clock times ("07:30", "10:30") and hours 0/13-23 are literal;
  a one-digit "4:30" is a bare hour with minutes (16:30 by the rules above).
* Past times roll forward: a literal time already past today (or with "today") moves to
  tomorrow with the note "rolled_forward".  A time equal to ``now`` is not past.
* Parts of day without a clock time: morning 09:00, noon 12:00, afternoon 15:00, evening 19:00,
  night/tonight 21:00 (recurring "every morning" uses 08:00) -- see ``timewords``.
* "midnight" / "חצות" is the midnight that *ends* the named day (no day: the next midnight).
* "every weekday" (English) = Monday-Friday; "ימי חול" / "כל יום חול" (Hebrew) = Sunday-Thursday.
* Weekly without a day ("every week", "כל שבוע") anchors on the start day's weekday and monthly
  without a day anchors on its day of month, noted "assumed_day".  Monthly days past the end of
  a short month are clamped to its last day.
* "in 3 days" without a time keeps the current wall-clock time on that day; "in 20 minutes"
  counts real elapsed minutes.
* Ranges ("from 3 to 5pm", "בין 3 ל-5") set ``when``/``end`` and also ``duration_minutes``.
  A nudge may end at a clock time ("every 10 minutes until 18:00", "כל שעה מ-9 עד 17"): that
  moment is reported as ``end`` and its date as ``Recurrence.until``.
* Wall times are built with ``datetime.combine(day, time, tzinfo=zone)``; a time that does not
  exist (DST spring-forward gap) is shifted *forward* by the gap (02:30 -> 03:30), an ambiguous
  one (fall-back) takes the first, daylight-saving, instance.
"""

from __future__ import annotations

import re
from calendar import monthrange
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from datetime import UTC, date, datetime, time, timedelta, tzinfo

from dateutil.relativedelta import relativedelta

from . import timewords as tw

__all__ = [
    "DateRange",
    "Recurrence",
    "TimeMatch",
    "next_occurrence",
    "parse_duration",
    "parse_range",
    "parse_time_expression",
    "strip_spans",
]


# --------------------------------------------------------------------------------------------
# Public data types
# --------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Recurrence:
    """A repeating schedule as Memo stores it (weekly ``days``: 0=Sunday .. 6=Saturday)."""

    type: str  # "daily" | "weekly" | "monthly" | "nudge"
    time: str | None = None  # "HH:MM" (24h) for daily/weekly/monthly
    days: tuple[int, ...] = ()
    day_of_month: int | None = None
    interval_minutes: int | None = None  # nudge: every N minutes
    until: date | None = None


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


# --------------------------------------------------------------------------------------------
# Normalisation
# --------------------------------------------------------------------------------------------

_MASK = "\x00"  # replaces consumed characters; neither \w nor \s, so no rule can match across it
_MAX_SCAN = 20_000  # messages longer than this are only scanned at the start (WhatsApp limit ~65k)
# Only the first fact of each kind is used; a few more are masked so that their words cannot be
# misread by later rules, but pathological input ("at 5 " x 2000) must not cost quadratic time.
_MAX_FACTS_PER_RULE = 12

_TRANSLATE = str.maketrans(
    {
        "\u05f3": "'",
        "\u2019": "'",
        "\u2018": "'",
        "`": "'",
        "\u00b4": "'",
        "\u2032": "'",
        "\u05f4": '"',
        "\u201c": '"',
        "\u201d": '"',
        "\u201e": '"',
        "\u2033": '"',
        "\u05be": "-",
        "\u2010": "-",
        "\u2011": "-",
        "\u2012": "-",
        "\u2013": "-",
        "\u2014": "-",
        "\u2212": "-",
        "\u00a0": " ",
        "\u202f": " ",
        "\u2009": " ",
        "\u2007": " ",
        "\u200e": " ",
        "\u200f": " ",
        "\u202a": " ",
        "\u202b": " ",
        "\u202c": " ",
        "\u202d": " ",
        "\u202e": " ",
        "\u2066": " ",
        "\u2067": " ",
        "\u2068": " ",
        "\u2069": " ",
        "\x00": " ",
    }
)


def _normalize(text: str) -> str:
    """Lower-case and unify punctuation *without changing the length* (offsets must survive)."""
    out = text.translate(_TRANSLATE)
    lowered = out.lower()
    if len(lowered) == len(out):
        return lowered
    # A few characters (e.g. "İ") lower-case to two code points; keep those as they are.
    return "".join(c.lower() if len(c.lower()) == 1 else c for c in out)


# --------------------------------------------------------------------------------------------
# Regex building blocks (compiled once at import)
# --------------------------------------------------------------------------------------------

_P: dict[str, str] = {}


def _add(name: str, pattern: str) -> None:
    _P[name] = pattern % _P


def _rx(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern % _P)


_alt = tw.alternation
_add("L", r"(?<!\w)")
_add("AMPM", r"(?:a\.m\.?|p\.m\.?|am|pm)(?!\w)")
_add(
    "EN_NUM",
    r"(?:(?:twenty|thirty|forty|fifty)(?:[- ](?:one|two|three|four|five|six|seven|eight|nine))?|"
    + _alt(tw.EN_UNITS)
    + r")\b",
)
_HE_SMALL = _alt(w for w, n in tw.HE_UNITS.items() if n < 10)
_add(
    "HE_NUM",
    r"(?:"
    + _alt(tw.HE_TENS)
    + r"(?:\s+ו"
    + _HE_SMALL
    + r")?|"
    + _HE_SMALL
    + r"\s+(?:עשרה|עשר)|"
    + _alt(tw.HE_UNITS)
    + r")(?!\w)",
)
_add("EN_HOUR", _alt(tw.EN_HOUR_WORDS) + r"\b")
_add("HE_HOUR", _alt(tw.HE_HOUR_WORDS) + r"(?!\w)")
_add("HE_MIN", _alt(tw.HE_MINUTE_WORDS) + r"(?!\w)")
_add("EN_MIN", _alt(tw.EN_MINUTE_WORDS) + r"(?!\w)")
_add("EN_UNIT", r"(?:minutes?|mins?|hours?|hrs?|days?|weeks?|wks?|months?)\b")
_add("HE_UNIT", r"(?:דקות|דקה|דק'|דק|שעות|שעה|ימים|יום|שבועות|שבוע|חודשים|חודש)(?!\w)")
_add("HE_DUAL", r"(?:שעתיים|יומיים|שבועיים|חודשיים)(?!\w)")
_add("HE_FRAC", r"(?:\s+ו(?:חצי|רבע)(?!\w))")
_add(
    "EN_SIMPLE",
    r"(?:(?:\d+(?:\.\d+)?\s*|(?:%(EN_NUM)s|an?)\s+)(?:and\s+a\s+half\s+)?%(EN_UNIT)s(?:\s+and\s+a\s+half\b)?"
    r"|\d+(?:h(?:\d{1,2}m?)?|min|m|d|w)\b"
    r"|half\s+(?:an?\s+)?(?:hour|day)\b|half-hour\b"
    r"|(?:a\s+)?quarter(?:\s+of\s+an\s+|-|\s+)hour\b|three\s+quarters\s+of\s+an\s+hour\b"
    r"|a\s+couple\s+(?:of\s+)?%(EN_UNIT)s)",
)
_add(
    "HE_SIMPLE",
    r"(?:(?:\d+(?:\.\d+)?|%(HE_NUM)s)\s*-?\s*%(HE_UNIT)s%(HE_FRAC)s?"
    r"|%(HE_DUAL)s%(HE_FRAC)s?"
    r"|(?:חצי|רבע|שלושת\s+רבעי)\s+(?:שעה|יום|דקה)(?!\w)"
    r"|(?:שעה|יום|שבוע|חודש|דקה)(?!\w)%(HE_FRAC)s?)",
)
_add(
    "MINPART",
    r"(?:(?:\d+|%(EN_NUM)s)\s*(?:minutes?|mins?)\b|(?:\d+|%(HE_NUM)s)\s*(?:דקות|דק'|דק)(?!\w))",
)
# A duration / quantity of time in either language ("2 hours and 30 minutes", "שעה וחצי", "2h30").
_add("DUR", r"(?:(?:%(EN_SIMPLE)s|%(HE_SIMPLE)s)(?:(?:\s*,\s*|\s+and\s+|\s+ו-?\s?|\s+)%(MINPART)s)?)")

_add("EN_WD", _alt(tw.EN_WEEKDAYS))
_add("EN_WD_ABBR", _alt(tw.EN_WEEKDAY_ABBR))
_add("HE_WD", _alt(tw.HE_WEEKDAYS) + r"(?!\w)")
_add("EN_MONTH", _alt(tw.EN_MONTHS) + r"\b\.?")
_add("HE_MONTH", _alt(tw.HE_MONTHS) + r"(?!\w)")
_add("HE_POD", _alt(tw.HE_PARTS_OF_DAY) + r"(?!\w)")
_add(
    "POD_AHEAD",
    r"(?=\s+(?:in\s+the\s+(?:morning|afternoon|evening)|at\s+night|tonight|this\s+(?:morning|afternoon|evening)"
    r"|%(HE_POD)s|הערב|הלילה|הבוקר))",
)
# After a number: words that make it a quantity, not an hour ("at 5 minutes", "ב-3 ימים").
_add("NOT_UNIT", r"(?!\s*(?:%(EN_UNIT)s|%(HE_UNIT)s|%(HE_DUAL)s|%%|percent|degrees|people|אנשים|אחוז))")

# Quantity parser used on text already matched by DUR.
_QTY_PART = _rx(
    r"(?:(?P<frac>half|three\s+quarters|quarter|חצי|שלושת\s+רבעי|רבע)[\s-]+(?:(?:of\s+)?an?\s+)?"
    r"(?P<funit>hour|day|minute|שעה|יום|דקה)"
    r"|(?<!\w)(?P<cn>\d+)(?P<cu>h|min|m|d|w)(?:(?P<cm>\d{1,2})m?)?\b"
    r"|(?P<couple>a\s+couple)\s+(?:of\s+)?(?P<cpu>%(EN_UNIT)s)"
    r"|(?P<dual>%(HE_DUAL)s)"
    r"|(?<!\w)(?:ו-?\s?)?(?P<num>\d+(?:\.\d+)?|%(EN_NUM)s|%(HE_NUM)s|an?)\s*-?\s*(?P<half>and\s+a\s+half\s+)?"
    r"(?P<unit>%(EN_UNIT)s|%(HE_UNIT)s)"
    r"|(?P<bare>שעה|יום|שבוע|חודש|דקה)(?!\w))"
    r"(?P<tail>\s+and\s+a\s+half\b|\s+וחצי|\s+ורבע)?"
)


# --------------------------------------------------------------------------------------------
# Internal values
# --------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _Qty:
    months: int = 0
    days: int = 0
    minutes: float = 0.0

    @property
    def total_minutes(self) -> float:
        return self.months * 30 * 1440 + self.days * 1440 + self.minutes


@dataclass(frozen=True, slots=True)
class _Raw:
    """A clock time as written, before AM/PM inference."""

    hour: int
    minute: int = 0
    meridiem: str | None = None  # "am" / "pm" when written
    literal: bool = False  # 24h / two-digit clock: take as is
    midnight: bool = False


@dataclass(slots=True)
class _Fact:
    kind: str
    start: int
    end: int
    value: object


def _unit_of(token: str) -> str:
    t = token.strip()
    if t.startswith(("mo", "חוד")):
        return "month"
    if t.startswith(("mi", "דק")) or t == "m":
        return "minute"
    if t.startswith(("h", "שע")):
        return "hour"
    if t.startswith(("d", "יו", "ימ")):
        return "day"
    return "week"


_UNIT_MINUTES = {"minute": 1.0, "hour": 60.0, "day": 1440.0, "week": 10080.0}


def _quantity(text: str) -> _Qty | None:
    """Turn a DUR match ("an hour and a half", "שעתיים ו-20 דקות", "2h30") into months/days/minutes."""
    months = days = minutes = 0.0

    def add(amount: float, unit: str) -> None:
        nonlocal months, days, minutes
        if unit == "month":
            months += amount
        elif unit in ("day", "week"):
            days += amount * (7 if unit == "week" else 1)
        else:
            minutes += amount * _UNIT_MINUTES[unit]

    found = False
    for m in _QTY_PART.finditer(text):
        found = True
        g = m.groupdict()
        if g["frac"]:
            frac = {"half": 0.5, "חצי": 0.5, "quarter": 0.25, "רבע": 0.25}.get(g["frac"], 0.75)
            unit = _unit_of(g["funit"])
            add(frac, unit)
        elif g["cn"]:
            unit = {"h": "hour", "m": "minute", "min": "minute", "d": "day", "w": "week"}[g["cu"]]
            add(float(g["cn"]), unit)
            if g["cm"]:
                add(float(g["cm"]), "minute")
        elif g["couple"]:
            unit = _unit_of(g["cpu"])
            add(2.0, unit)
        elif g["dual"]:
            unit = _unit_of(g["dual"])
            add(2.0, unit)
        elif g["num"]:
            value = tw.number_value(g["num"])
            if value is None:
                return None
            unit = _unit_of(g["unit"])
            add(value + (0.5 if g["half"] else 0.0), unit)
        else:
            unit = _unit_of(g["bare"])
            add(1.0, unit)
        if g["tail"]:
            add(0.25 if g["tail"].strip() == "ורבע" else 0.5, unit)
    if not found:
        return None
    # Fractions of calendar units become the next smaller unit ("1.5 days" = 1 day + 12 hours).
    whole_months = int(months)
    days += (months - whole_months) * 30
    whole_days = int(days)
    minutes += (days - whole_days) * 1440
    return _Qty(whole_months, whole_days, minutes)


# --------------------------------------------------------------------------------------------
# Scanner: runs rules over the masked text and records facts
# --------------------------------------------------------------------------------------------

_Handler = Callable[[re.Match[str], "_Scan"], "tuple | None"]


class _Scan:
    """Holds the working (masked) text and the facts found so far."""

    __slots__ = ("facts", "original", "text")

    def __init__(self, text: str, original: str = "") -> None:
        self.text = text
        self.original = original or text
        self.facts: list[_Fact] = []

    def run(self, regex: re.Pattern[str], handler: _Handler) -> None:
        """Apply *regex* everywhere; *handler* returns (kind, value[, end]) to accept or None to reject."""
        pos = accepted = 0
        while accepted < _MAX_FACTS_PER_RULE:
            m = regex.search(self.text, pos)
            if m is None:
                return
            if m.end() == m.start():
                pos = m.start() + 1
                continue
            result = handler(m, self)
            if result is None:
                pos = m.start() + 1  # a rejected match may hide a valid one starting inside it
                continue
            kind, value = result[0], result[1]
            end = result[2] if len(result) > 2 else m.end()
            self.add(kind, m.start(), end, value)
            accepted += 1
            pos = end

    def add(self, kind: str, start: int, end: int, value: object) -> None:
        text = self.text
        while start < end and text[start].isspace():
            start += 1
        while end > start and text[end - 1].isspace():
            end -= 1
        self.facts.append(_Fact(kind, start, end, value))
        self.text = text[:start] + _MASK * (end - start) + text[end:]

    def has(self, kind: str) -> bool:
        return any(f.kind == kind for f in self.facts)


# --------------------------------------------------------------------------------------------
# Rules.  Order matters: specific phrases first, then generic numbers.
# --------------------------------------------------------------------------------------------

# -- remind before ---------------------------------------------------------------------------
_BEFORE_RE = _rx(
    r"%(L)s(?:(?P<q>%(DUR)s)|the\s+(?P<tu>day|week))\s+"
    r"(?:before(?:hand)?|earlier|in\s+advance|ahead(?:\s+of\s+time)?|prior|לפני\s+כן|לפני|קודם|מראש)(?!\w)"
)


def _h_before(m: re.Match[str], scan: _Scan) -> tuple | None:
    if m["tu"]:
        return "before", 1440 if m["tu"] == "day" else 10080
    qty = _quantity(m["q"])
    if qty is None or qty.total_minutes <= 0:
        return None
    return "before", round(qty.total_minutes)


# -- nudges: every N minutes / hours -----------------------------------------------------------
_NUDGE_RE = _rx(
    r"%(L)s(?:every|each|ו?ב?(?:כל|מדי))\s+(?:(?P<other>other|second)\s+(?P<ou>day|week|month)\b"
    r"|(?P<q>%(DUR)s)|(?P<bu>hour|minute)\b)|\b(?P<adv>hourly)\b"
)


def _h_nudge(m: re.Match[str], scan: _Scan) -> tuple | None:
    if m["other"]:
        return "error", "unsupported_recurrence"
    if m["bu"] or m["adv"]:
        return "nudge", 60 if (m["adv"] or m["bu"] == "hour") else 1
    qty = _quantity(m["q"])
    if qty is None:
        return None
    if qty.months or qty.days:
        if qty.minutes == 0 and (qty.months, qty.days) in ((1, 0), (0, 1), (0, 7)):
            return None  # "כל יום" / "כל שבוע" / "כל חודש": daily/weekly/monthly rules handle it
        return "error", "unsupported_recurrence"  # "every 2 days", "כל שבועיים": not modelled
    if qty.minutes < 1:
        return "error", "bad_interval"
    return "nudge", round(qty.minutes)


# -- weekly / monthly / daily -----------------------------------------------------------------
_add("EN_WD_ITEM", r"(?:%(EN_WD)s|%(EN_WD_ABBR)s)(?:s\b|\.|\b)")
# "יום ג" without a geresh is Tuesday, but "יום ב 9" is "day at 9": a letter before a number is not a day.
_add("HE_WD_ITEM", r"(?:יום\s+)?(?:%(HE_WD)s|[אבגדהוש]')|יום\s+[אבגדהוש](?![\w'\"\-])(?!\s*\d)")
_EN_WD_LIST = r"%(EN_WD_ITEM)s(?:\s*(?:,|and|&|\+|/)\s*(?:and\s+)?%(EN_WD_ITEM)s)*"
_HE_WD_LIST = r"(?:%(HE_WD_ITEM)s)(?:(?:\s*,\s*ו?|\s+ו)(?:%(HE_WD_ITEM)s))*"

_WORKWEEK_RE = _rx(
    r"\b(?:(?:every|each)\s+(?:weekday|work\s*day|business\s+day)|(?:on\s+)?(?:weekdays|workdays|business\s+days))\b"
    r"|%(L)sו?ב?(?:(?:כל|מדי)\s+)?(?P<he>יום\s+חול|ימי\s+ה?חול|ימות\s+החול)(?!\w)"
)
_WEEKLY_LIST_RE = _rx(
    r"\b(?:(?:every|each)\s+(?:week\s+on\s+)?|(?:weekly|every\s+week|each\s+week)\s+on\s+)(?P<en>" + _EN_WD_LIST + ")"
    r"|\bon\s+(?P<pl>(?:%(EN_WD)s)s(?:\s*(?:,|and|&)\s*(?:and\s+)?(?:%(EN_WD)s)s)*)\b"
    r"|%(L)sו?ב?(?:כל|מדי|ימי|ימות)\s+(?P<he>" + _HE_WD_LIST + ")"
)
_WEEKLY_RE = _rx(
    r"\b(?:every\s+week|each\s+week|weekly|once\s+a\s+week)\b"
    r"|%(L)s(?:ו?ב?(?:כל|מדי)\s+שבוע|פעם\s+בשבוע|אחת\s+לשבוע)(?!\w)"
)
_ORD = r"(?:st|nd|rd|th)?\b"
_MONTHLY_RE = _rx(
    r"\b(?:(?:every|each)\s+month|monthly)\b(?:\s+on\s+(?:the\s+)?(?P<d1>\d{1,2})" + _ORD + ")?"
    r"|\b(?:on\s+)?(?:the\s+)?(?P<d2>\d{1,2})" + _ORD + r"\s+(?:of\s+)?(?:every|each)\s+month\b"
    r"|\bonce\s+a\s+month\b"
    r"|%(L)sו?ב?(?:כל|מדי)\s+חודש(?!\w)(?:\s+ב(?:יום\s+)?-?\s?(?P<d3>\d{1,2})(?!\d)(?:\s+(?:לחודש|בחודש))?)?"
    r"|%(L)sו?(?:ב|ה)?\s*-?\s*(?P<d4>\d{1,2})\s+(?:ל|ב)כל\s+חודש(?!\w)"
    r"|%(L)s(?:פעם\s+בחודש|אחת\s+לחודש)(?!\w)"
)
_DAILY_RE = _rx(
    r"\b(?:(?:every|each)\s+(?:single\s+)?(?P<en>day|morning|afternoon|evening|night|noon)|(?P<adj>daily|nightly)"
    r"|once\s+a\s+day)\b"
    r"|%(L)sו?ב?(?:כל|מדי)\s+(?P<he>יום|בוקר|ערב|לילה|צהריים|צהרים)(?!\w)"
    r"|%(L)s(?:פעם\s+ביום|יומיומי)(?!\w)"
)
_WD_NAME_RE = _rx(r"%(EN_WD)s|%(EN_WD_ABBR)s|%(HE_WD)s|(?<=יום\s)[אבגדהוש]|[אבגדהוש](?=')")


def _weekday_of(word: str) -> int | None:
    word = word.strip().rstrip(".'")
    for table in (tw.EN_WEEKDAYS, tw.EN_WEEKDAY_ABBR, tw.HE_WEEKDAYS, tw.HE_WEEKDAY_LETTERS):
        if word in table:
            return table[word]
    return None


def _weekday_list(text: str) -> tuple[int, ...]:
    found: list[int] = []
    for m in _WD_NAME_RE.finditer(text):
        word = m.group(0)
        if word.endswith("s") and word[:-1] in tw.EN_WEEKDAYS:
            word = word[:-1]
        wd = _weekday_of(word)
        if wd is not None and wd not in found:
            found.append(wd)
    return tuple(sorted(found))


def _h_workweek(m: re.Match[str], scan: _Scan) -> tuple:
    # English "weekday" = Monday..Friday; Hebrew "ימי חול" = the Israeli work week, Sunday..Thursday.
    return "rec", ("weekly", (0, 1, 2, 3, 4) if m["he"] else (1, 2, 3, 4, 5), None, None)


def _h_weekly_list(m: re.Match[str], scan: _Scan) -> tuple | None:
    days = _weekday_list(m["en"] or m["pl"] or m["he"])
    return ("rec", ("weekly", days, None, None)) if days else None


def _h_weekly(m: re.Match[str], scan: _Scan) -> tuple:
    return "rec", ("weekly", (), None, None)


def _h_monthly(m: re.Match[str], scan: _Scan) -> tuple:
    raw = m["d1"] or m["d2"] or m["d3"] or m["d4"]
    if raw is not None and not 1 <= int(raw) <= 31:
        return "error", "impossible_date"
    return "rec", ("monthly", (), int(raw) if raw else None, None)


def _h_daily(m: re.Match[str], scan: _Scan) -> tuple:
    word = m["en"] or m["he"] or ""
    pod = tw.EN_PARTS_OF_DAY.get(word) or tw.HE_RECURRING_PARTS.get(word)
    if m["adj"] == "nightly":
        pod = "night"
    return "rec", ("daily", (), None, pod)


# -- dates -----------------------------------------------------------------------------------
_NUM_DATE_RE = _rx(
    r"(?:(?P<pre>\bon\s+(?:the\s+)?|%(L)sו?(?:ב|ה|ל|מ|עד\s+ה?)\s*-?\s*(?:ה-?)?)|(?<![\w/.:\-]))"
    r"(?P<d>\d{1,2})(?P<sep>[/.\-])(?P<m>\d{1,2})(?:(?P=sep)(?P<y>\d{4}|\d{2}))?(?![\d/:]|[.\-]\d)"
)
_EN_DATE_RE = _rx(
    r"\b(?:on\s+)?(?:the\s+)?(?P<d>\d{1,2})" + _ORD + r"\s+(?:of\s+)?(?P<mon>%(EN_MONTH)s)(?:,?\s+(?P<y>\d{4})\b)?"
    r"|\b(?:on\s+)?(?P<mon2>%(EN_MONTH)s)\s+(?:the\s+)?(?P<d2>\d{1,2})(?:st|nd|rd|th)?(?![\d:]|\s*%(AMPM)s)\b"
    r"(?:,?\s+(?P<y2>\d{4})\b)?"
)
_HE_DATE_RE = _rx(
    r"%(L)s(?:ו?(?:ב|ה|עד\s+ה?)\s*-?\s*)?(?P<d>\d{1,2})\s*(?:ב|ל)?-?\s*(?P<mon>%(HE_MONTH)s)(?:\s+(?P<y>\d{4})\b)?"
)
_DOM_RE = _rx(
    r"\b(?:on\s+)?the\s+(?P<d>\d{1,2})(?:st|nd|rd|th)\b(?:\s+of\s+the\s+month\b)?"
    r"|%(L)sו?(?:ב|ה|עד\s+ה)?\s*-?\s*(?P<d2>\d{1,2})\s+(?:ל|ב)חודש(?!\w)"
)


def _date_fact(d: int, mo: int, y: int | None) -> tuple:
    if not (1 <= mo <= 12 and 1 <= d <= 31) or d > (29 if mo == 2 else monthrange(2001, mo)[1]):
        return "error", "impossible_date"
    if y is not None and y < 100:
        y += 2000
    if y is not None:
        try:
            date(y, mo, d)
        except ValueError:
            return "error", "impossible_date"  # 29/2 of a non-leap year
    return "date", (y, mo, d)


def _h_num_date(m: re.Match[str], scan: _Scan) -> tuple | None:
    d, mo, sep, pre = int(m["d"]), int(m["m"]), m["sep"], (m["pre"] or "")
    y = int(m["y"]) if m["y"] else None
    before = scan.text[max(0, m.start() - 6) : m.start()]
    # "16.30" / "at 4.30" are clock times; only a plausible D.M counts as a date.
    if sep == "." and (not (1 <= mo <= 12 and 1 <= d <= 31) or re.search(r"(?:\bat|בשעה)\s*$", before)):
        return None
    # "3-5" is more often an hour range than the 3rd of May and "1.10" a version number: without a
    # year, dashes and dots need a day > 12 or a preposition ("on", "ב-", "ה-").
    if sep != "/" and y is None and (not (1 <= mo <= 12) or not (d > 12 or pre.strip())):
        return None
    return _date_fact(d, mo, y)


def _h_en_date(m: re.Match[str], scan: _Scan) -> tuple | None:
    group = "mon" if m["mon"] else "mon2"
    mon = m[group].rstrip(".")
    d = int(m["d"] or m["d2"])
    y = m["y"] or m["y2"]
    # "I may 5..." is the modal verb: accept "may" only when written "May" or clearly a date.
    if (
        mon == "may"
        and not y
        and not re.search(r"^on\b|^the\b|\d(?:st|nd|rd|th)", m.group(0))
        and scan.original[m.start(group) : m.start(group) + 1] != "M"
    ):
        return None
    return _date_fact(d, tw.EN_MONTHS[mon], int(y) if y else None)


def _h_he_date(m: re.Match[str], scan: _Scan) -> tuple | None:
    return _date_fact(int(m["d"]), tw.HE_MONTHS[m["mon"]], int(m["y"]) if m["y"] else None)


def _h_dom(m: re.Match[str], scan: _Scan) -> tuple | None:
    d = int(m["d"] or m["d2"])
    return ("dom", d) if 1 <= d <= 31 else ("error", "impossible_date")


# -- relative days, weekdays ------------------------------------------------------------------
_RELDAY_RE = _rx(
    r"\b(?P<en>(?:the\s+)?day\s+after\s+tomorrow|tomorrow|tmrw|tmr|today|tonight"
    r"|this\s+(?:morning|afternoon|evening))\b"
    r"|%(L)sו?(?P<he>מחרתיים|מחר|היום|הערב|הלילה|הבוקר)(?!\w)"
)


def _h_relday(m: re.Match[str], scan: _Scan) -> tuple:
    word = re.sub(r"\s+", " ", m["en"] or m["he"])
    if word.endswith("day after tomorrow"):
        return "relday", (2, None)
    if word.startswith("this "):
        return "relday", (0, word[5:])
    return "relday", tw.RELATIVE_DAYS[word]


_HE_WD_MOD = r"(?P<mod>\s+(?:הבא|הבאה|הקרוב|הקרובה|בשבוע\s+הבא|של\s+השבוע\s+הבא|השבוע)(?!\w))"
_EN_WEEKDAY_RE = _rx(
    r"\b(?P<pre>(?:on\s+)?(?:next|this(?:\s+coming)?|coming|the\s+coming)\s+|on\s+)?(?P<wd>%(EN_WD)s)\b"
    r"(?P<nw>\s+(?:of\s+)?(?:next|this)\s+week\b)?"
    r"|\b(?P<pre2>(?:on\s+)?(?:next|this)\s+|on\s+)(?P<ab>%(EN_WD_ABBR)s)\b\.?"
)
_HE_WEEKDAY_RES = (
    _rx(
        r"%(L)sו?(?:ב|ל|עד\s+)?יום\s+(?:(?P<n>%(HE_WD)s)|(?P<l>[אבגדהוש])(?:'|(?![\w'\"\-])(?!\s*\d)))"
        + _HE_WD_MOD
        + "?"
    ),
    _rx(r"%(L)sו?ב(?P<n>%(HE_WD)s)" + _HE_WD_MOD + "?"),
    _rx(r"%(L)sו?(?P<n>%(HE_WD)s)" + _HE_WD_MOD),
    # "שבת בבוקר", "שישי ב-10": a bare day name right before a part of day or a clock time.
    _rx(r"%(L)sו?(?P<n>%(HE_WD)s)(?=\s+(?:%(HE_POD)s|ב\s*-?\s*\d|בשעה|ב%(HE_HOUR)s))"),
)
# "בשני"/"בראשון" are also "in two"/"in the first": accept them only before a time-ish word.
_AMBIGUOUS_HE_WD_OK = re.compile(r"\s*(?:$|[,.!?;:)]|\d|ב|ל|הבא|הקרוב)")


def _mode_of(mod: str | None) -> str:
    mod = re.sub(r"\s+", " ", (mod or "").strip())
    if "next week" in mod or "השבוע הבא" in mod or mod == "בשבוע הבא":
        return "next_week"
    if mod.startswith(("next", "on next")) or mod in ("הבא", "הבאה"):
        return "next"
    return "plain"


def _h_en_weekday(m: re.Match[str], scan: _Scan) -> tuple:
    if m["ab"]:
        return "weekday", (tw.EN_WEEKDAY_ABBR[m["ab"]], _mode_of(m["pre2"]))
    mode = "next_week" if m["nw"] and "next" in m["nw"] else _mode_of(m["pre"])
    return "weekday", (tw.EN_WEEKDAYS[m["wd"]], mode)


def _h_he_weekday(m: re.Match[str], scan: _Scan) -> tuple | None:
    groups = m.groupdict()
    name = groups.get("n")
    if name is not None:
        wd = tw.HE_WEEKDAYS[name]
        if (
            groups.get("l") is None
            and name in ("שני", "ראשון")
            and not groups.get("mod")
            and "יום" not in m.group(0)
            and not _AMBIGUOUS_HE_WD_OK.match(scan.text, m.end())
        ):
            return None
    else:
        wd = tw.HE_WEEKDAY_LETTERS[groups["l"]]
    return "weekday", (wd, _mode_of(groups.get("mod")))


# -- until -----------------------------------------------------------------------------------
_UNTIL_RE = _rx(r"(?:\b(?:until|till|til|through|thru|up\s+to)|%(L)sו?עד)\s+")
_END_OF_RE = _rx(
    r"(?:the\s+)?end\s+of\s+(?:the\s+)?(?P<e>year|month|week)\b|(?:ל)?סוף\s+(?P<he>השנה|החודש|השבוע)(?!\w)"
)


def _h_until(m: re.Match[str], scan: _Scan) -> tuple | None:
    if not (scan.has("rec") or scan.has("nudge")):
        return None  # "until" only bounds a recurrence; otherwise leave the words to other rules
    pos = m.end()
    end = _END_OF_RE.match(scan.text, pos)
    if end:
        return "until", ("end", tw.END_OF_PERIODS[end["e"] or end["he"]]), end.end()
    for regex, handler in _UNTIL_TARGETS:
        sub = regex.match(scan.text, pos)
        if sub:
            result = handler(sub, scan)
            if result is not None and result[0] != "error":
                return "until", (result[0], result[1]), sub.end()
            if result is not None:
                return "error", result[1], sub.end()
    if scan.has("nudge"):
        # "every 10 minutes until 18:00": a nudge may stop at a clock time (reported as ``end``).
        for regex, handler in _UNTIL_TIME_TARGETS:
            sub = regex.match(scan.text, pos)
            result = handler(sub, scan) if sub else None
            if result is not None and result[0] == "time":
                return "until", ("time", result[1]), sub.end()
    return None


# -- relative offsets and durations -------------------------------------------------------------
_RELATIVE_RE = _rx(
    r"%(L)s(?:in|within|after)\s+(?:about\s+|around\s+|another\s+|just\s+)?(?P<q>%(DUR)s)"
    r"|%(L)s(?P<q2>%(DUR)s)\s+from\s+now\b"
    r"|%(L)sו?(?:בעוד|עוד|תוך|בתוך|אחרי|לאחר|כעבור)\s+(?P<q3>%(DUR)s)"
)


def _h_relative(m: re.Match[str], scan: _Scan) -> tuple | None:
    qty = _quantity(m["q"] or m["q2"] or m["q3"])
    if qty is None or qty.total_minutes <= 0:
        return None
    return "relative", qty


_DURATION_RE = _rx(
    r"\bfor\s+(?:about\s+|around\s+|roughly\s+)?(?P<q>%(DUR)s)"
    r"|%(L)sו?(?P<pre>למשך\s+(?:של\s+)?|ל\s*-?\s*)(?P<q2>%(DUR)s)"
)
_BARE_HE_UNIT = re.compile(r"(?:יום|שבוע|חודש)$")
_HOUR_FOLLOWS = _rx(r"\s*-?\s*(?:\d|%(HE_HOUR)s)")


def _h_duration(m: re.Match[str], scan: _Scan) -> tuple | None:
    q = m["q"] or m["q2"]
    # "ליום שלישי" is "to Tuesday" and "לשעה 5" is "for 5 o'clock": not durations.
    if (
        m["pre"] is not None
        and not m["pre"].startswith("למשך")
        and (_BARE_HE_UNIT.match(q.strip()) or (q.strip() == "שעה" and _HOUR_FOLLOWS.match(scan.text, m.end())))
    ):
        return None
    qty = _quantity(q)
    if qty is None or qty.total_minutes <= 0:
        return None
    return "duration", round(qty.total_minutes)


# -- clock times -----------------------------------------------------------------------------
def _raw(
    hour: int, minute: int = 0, meridiem: str | None = None, hour_text: str = "", colon: bool = False
) -> _Raw | None:
    """Build a clock time; two-digit "HH:MM", "0x" and hours 0/13-23 are literal (24h)."""
    if not (0 <= hour <= 23 and 0 <= minute <= 59):
        return None
    if meridiem:
        if not 1 <= hour <= 12:
            return None
        return _Raw(hour, minute, meridiem)
    literal = hour == 0 or hour >= 13 or hour_text.startswith("0") or (colon and len(hour_text) == 2)
    return _Raw(hour, minute, None, literal)


def _meridiem(text: str | None) -> str | None:
    if not text:
        return None
    return "am" if text.startswith("a") else "pm"


_RANGE_TOKEN = (
    r"(?:(?P<h{n}>\d{{1,2}})(?:[:.](?P<m{n}>\d{{2}}))?(?:\s*(?P<ap{n}>%(AMPM)s))?"
    r"|(?P<w{n}>%(HE_HOUR)s|%(EN_HOUR)s)(?:\s*(?P<aw{n}>%(AMPM)s))?)"
)
_RANGE_RE = _rx(
    r"(?P<pre>\bfrom\s+|\bbetween\s+|%(L)sו?(?:בין|משעה|מהשעה|מ)\s*-?\s*)?(?<![\d:.])"
    + _RANGE_TOKEN.format(n=1)
    + r"(?P<sep>\s*-\s*|\s+(?:to|till|until|and|ועד|עד)\s+|\s+ל-?\s?|\s+לבין\s+)"
    + _RANGE_TOKEN.format(n=2)
    + r"(?![\d:/]|\.\d)%(NOT_UNIT)s"
)


def _range_raw(m: re.Match[str], n: int) -> _Raw | None:
    if m[f"h{n}"] is not None:
        htext, mtext = m[f"h{n}"], m[f"m{n}"]
        return _raw(int(htext), int(mtext) if mtext else 0, _meridiem(m[f"ap{n}"]), htext, mtext is not None)
    word = re.sub(r"\s+", " ", m[f"w{n}"])
    hour = tw.HE_HOUR_WORDS.get(word) or tw.EN_HOUR_WORDS.get(word)
    return _raw(hour, 0, _meridiem(m[f"aw{n}"])) if hour else None


def _h_range(m: re.Match[str], scan: _Scan) -> tuple | None:
    t1, t2 = _range_raw(m, 1), _range_raw(m, 2)
    if t1 is None or t2 is None:
        return None
    sep = m["sep"].strip()
    if not m["pre"]:
        # Without "from"/"between" only clear clock ranges count: "3-5pm", "14:00-16:00", "3 to 5pm".
        both_colon = m["m1"] is not None and m["m2"] is not None
        if sep not in ("-", "to", "till", "until", "עד") or not (t2.meridiem or both_colon):
            return None
    return "range", (t1, t2)


_NOON_RE = _rx(r"\b(?:(?:at|around|by)\s+)?(?P<w>noon|midday|midnight)\b|%(L)sו?ב?(?P<he>חצות)(?:\s+הלילה)?(?!\w)")
_EN_PAST_TO_RE = _rx(
    r"(?:\b(?:at|by|around|about)\s+)?\b(?P<f>half|(?:a\s+)?quarter|twenty[- ]five|twenty|ten|five"
    r"|\d{1,2}(?P<mins>\s+minutes?)?)\s+(?P<rel>past|after|to|till)\s+(?P<h>\d{1,2}|%(EN_HOUR)s)(?![\d:])"
    r"(?:\s*(?P<ap>%(AMPM)s))?"
)
_HE_TO_RE = _rx(
    r"%(L)sו?(?:בשעה\s+|ב)?(?P<f>" + _alt(tw.HE_TO_FRACTIONS) + r")\s+ל\s*-?\s*(?P<h>%(HE_HOUR)s|\d{1,2}(?![\d:]))"
)
_COLON_RE = _rx(
    r"(?P<pre>(?:\b(?:at|by|around|about)\s+|@\s*)|%(L)sו?(?:בשעה|לשעה|בסביבות|ב|ל)\s*-?\s*)?(?<![\d:.,/])"
    r"(?P<h>\d{1,2})(?P<sep>[:.])(?P<m>\d{2})(?![\d:]|[./]\d)(?:\s*(?P<ap>%(AMPM)s))?"
)
_AMPM_RE = _rx(
    r"(?:\b(?:at|by|around|about)\s+|@\s*|%(L)sו?(?:בשעה|ב)\s*-?\s*)?(?<![\d:.])(?P<h>\d{1,2})\s*(?P<ap>%(AMPM)s)"
)
_EN_AT_RE = _rx(
    r"(?:\b(?:at|by|around|about)\s+|@\s*)(?P<h>\d{1,2})(?![\d:]|[./]\d)(?:\s*o'?clock\b)?%(NOT_UNIT)s"
    r"|\b(?P<h2>\d{1,2})\s*o'?clock\b"
)
_HE_AT_RE = _rx(
    r"%(L)sו?(?:בשעה|לשעה|בסביבות(?:\s+השעה)?|ב)\s*-?\s*(?P<h>\d{1,2})(?![\d:]|[./\-]\d)"
    r"(?:\s+ו-?\s?(?P<mw>%(HE_MIN)s|\d{1,2}(?!\d))(?:\s+דקות)?)?%(NOT_UNIT)s"
)
_BARE_HOUR_RE = _rx(r"(?<![\w:.,/\-])(?P<h>\d{1,2})%(POD_AHEAD)s")
# English word hours are risky ("at one point"), so they need a clear time context after them.
_EN_WORD_AHEAD = (
    r"(?=\s*(?:$|[,.!?;:)\-]|o'?clock|%(AMPM)s|(?:and\s+)?(?:tomorrow|today|tonight|on|in\s+the|at\s+night"
    r"|this|next|every|to|for|and|so|please|pls)\b))"
)
_EN_WORD_TIME_RE = _rx(
    r"\b(?:at|by|around|about)\s+(?P<hw>%(EN_HOUR)s)(?:\s+(?P<mw>%(EN_MIN)s))?(?:\s*(?P<ap>%(AMPM)s))?"
    + _EN_WORD_AHEAD
    + r"|\b(?P<hw2>%(EN_HOUR)s)(?:\s+o'?clock\b|\s*(?P<ap2>%(AMPM)s)|%(POD_AHEAD)s)"
)
_HE_WORD_TIME_RE = _rx(
    r"%(L)sו?(?P<pre>בשעה\s+|לשעה\s+|בסביבות\s+|ב)?(?P<hw>%(HE_HOUR)s)"
    r"(?:\s+ו-?\s?(?P<mw>%(HE_MIN)s|\d{1,2}(?!\d))(?:\s+דקות)?)?%(NOT_UNIT)s"
)
_POD_AFTER = _rx(r"\s+(?:%(HE_POD)s|הערב|הלילה|הבוקר)")


def _h_noon(m: re.Match[str], scan: _Scan) -> tuple:
    if m["w"] in ("noon", "midday"):
        return "time", _Raw(12, 0, None, True)
    return "time", _Raw(0, 0, None, True, midnight=True)


def _h_en_past_to(m: re.Match[str], scan: _Scan) -> tuple | None:
    f = re.sub(r"\s+", " ", m["f"])
    if f[0].isdigit():
        if m["rel"] in ("to", "till") and not m["mins"]:
            return None  # "2 to 5" is a range, not "two minutes to five"
        minutes = int(f.split()[0])
    else:
        minutes = tw.EN_CLOCK_FRACTIONS[f]
    h = m["h"]
    hour = int(h) if h.isdigit() else tw.EN_HOUR_WORDS[h]
    if not (1 <= hour <= 12 and 0 < minutes < 60):
        return None
    if m["rel"] in ("to", "till"):
        hour, minutes = (hour - 1) or 12, 60 - minutes
    raw = _raw(hour, minutes, _meridiem(m["ap"]))
    return ("time", raw) if raw else None


def _h_he_to(m: re.Match[str], scan: _Scan) -> tuple | None:
    h = re.sub(r"\s+", " ", m["h"])
    hour = int(h) if h.isdigit() else tw.HE_HOUR_WORDS[h]
    if not 1 <= hour <= 12:
        return None
    minutes = tw.HE_TO_FRACTIONS[re.sub(r"\s+", " ", m["f"])]
    return "time", _Raw((hour - 1) or 12, 60 - minutes)


def _h_colon(m: re.Match[str], scan: _Scan) -> tuple | None:
    hour, minute = int(m["h"]), int(m["m"])
    if m["sep"] == "." and not m["pre"]:
        return None  # "1.30" alone is a number, not a time
    raw = _raw(hour, minute, _meridiem(m["ap"]), m["h"], colon=True)
    if raw is None:
        return ("error", "invalid_time") if m["sep"] == ":" else None
    return "time", raw


def _h_ampm(m: re.Match[str], scan: _Scan) -> tuple | None:
    raw = _raw(int(m["h"]), 0, _meridiem(m["ap"]))
    return ("time", raw) if raw else ("error", "invalid_time")


def _h_en_at(m: re.Match[str], scan: _Scan) -> tuple | None:
    h = m["h"] or m["h2"]
    raw = _raw(int(h), 0, None, h)
    return ("time", raw) if raw else None


def _minute_word(text: str | None) -> int | None:
    if not text:
        return 0
    text = re.sub(r"\s+", " ", text)
    if text.isdigit():
        value = int(text)
        return value if value < 60 else None
    return tw.HE_MINUTE_WORDS.get(text, tw.EN_MINUTE_WORDS.get(text))


def _h_he_at(m: re.Match[str], scan: _Scan) -> tuple | None:
    minute = _minute_word(m["mw"])
    if minute is None:
        return None
    raw = _raw(int(m["h"]), minute, None, m["h"])
    return ("time", raw) if raw else None


def _h_bare_hour(m: re.Match[str], scan: _Scan) -> tuple | None:
    raw = _raw(int(m["h"]), 0, None, m["h"])
    return ("time", raw) if raw else None


def _h_en_word_time(m: re.Match[str], scan: _Scan) -> tuple | None:
    hour = tw.EN_HOUR_WORDS[m["hw"] or m["hw2"]]
    minute = _minute_word(m["mw"]) or 0
    raw = _raw(hour, minute, _meridiem(m["ap"] or m["ap2"]))
    return ("time", raw) if raw else None


def _h_he_word_time(m: re.Match[str], scan: _Scan) -> tuple | None:
    if not m["pre"] and not m["mw"] and not _POD_AFTER.match(scan.text, m.end()):
        return None  # a lone number word ("שמונה") is not a time without "ב", minutes or "בבוקר"
    minute = _minute_word(m["mw"])
    if minute is None:
        return None
    return "time", _Raw(tw.HE_HOUR_WORDS[re.sub(r"\s+", " ", m["hw"])], minute)


# -- parts of the day ------------------------------------------------------------------------
_POD_RE = _rx(
    r"(?<!good\s)(?<!last\s)\b(?:(?:in|during)\s+the\s+|at\s+)?(?P<en>morning|afternoon|evening|night)\b"
    r"|%(L)sו?(?P<he>%(HE_POD)s)"
)


def _h_pod(m: re.Match[str], scan: _Scan) -> tuple:
    if m["en"]:
        return "pod", m["en"]
    return "pod", tw.HE_PARTS_OF_DAY[re.sub(r"\s+", " ", m["he"])]


# Targets allowed after "until"/"עד".
_UNTIL_TARGETS: tuple[tuple[re.Pattern[str], _Handler], ...] = (
    (_NUM_DATE_RE, _h_num_date),
    (_EN_DATE_RE, _h_en_date),
    (_HE_DATE_RE, _h_he_date),
    (_DOM_RE, _h_dom),
    (_RELDAY_RE, _h_relday),
    (_EN_WEEKDAY_RE, _h_en_weekday),
    *((regex, _h_he_weekday) for regex in _HE_WEEKDAY_RES),
)


def _gate(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern % _P)


# Each rule is (regex, handler, gate): the full regex only runs when the cheap gate regex finds
# its keyword somewhere in the text.  This keeps long messages fast (most rules never run).
_Rule = tuple[re.Pattern[str], _Handler, "re.Pattern[str] | None"]
_G_WEEKDAY = _gate(r"sun|mon|tue|wed|thu|fri|sat|יום|ראשון|שני|שלישי|רביעי|חמישי|שישי|שבת")
_UNTIL_TIME_TARGETS: tuple[tuple[re.Pattern[str], _Handler], ...] = (
    (_COLON_RE, _h_colon),
    (_AMPM_RE, _h_ampm),
    (_HE_AT_RE, _h_he_at),
    (_HE_WORD_TIME_RE, _h_he_word_time),
    (_EN_AT_RE, _h_en_at),
    (_rx(r"(?P<h>\d{1,2})(?![\d:./]|\w)%(NOT_UNIT)s"), _h_bare_hour),  # "until 17" / "עד 17"
)
_DATE_RULES: tuple[_Rule, ...] = (
    (_EN_DATE_RE, _h_en_date, _gate(_alt(tw.EN_MONTHS))),
    (_HE_DATE_RE, _h_he_date, _gate(_alt(tw.HE_MONTHS))),
    (_NUM_DATE_RE, _h_num_date, _gate(r"\d[/.\-]\d")),
    (_DOM_RE, _h_dom, _gate(r"\d(?:st|nd|rd|th)|חודש")),
)
_DAY_RULES: tuple[_Rule, ...] = (
    (_RELDAY_RE, _h_relday, _gate(r"tod|tom|tmr|tmrw|tonight|this|מחר|היום|הערב|הלילה|הבוקר")),
    (_EN_WEEKDAY_RE, _h_en_weekday, _gate(r"sun|mon|tue|wed|thu|fri|sat")),
    *((regex, _h_he_weekday, _G_WEEKDAY) for regex in _HE_WEEKDAY_RES),
)
_TIME_RULES: tuple[_Rule, ...] = (
    (_NOON_RE, _h_noon, _gate(r"noon|midday|midnight|חצות")),
    (_EN_PAST_TO_RE, _h_en_past_to, _gate(r"past|after|to|till")),
    (_HE_TO_RE, _h_he_to, _gate(r"(?:רבע|עשר|עשרים|חמש|חמישה|עשרה)\s+ל")),
    (_COLON_RE, _h_colon, _gate(r"\d[:.]\d")),
    (_AMPM_RE, _h_ampm, _gate(r"\d\s*[ap]\.?m")),
    (_EN_AT_RE, _h_en_at, _gate(r"\b(?:at|by|around|about)\s+\d|@|clock")),
    (_HE_AT_RE, _h_he_at, _gate(r"(?:ב|שעה|סביבות)\s*-?\s*\d")),
    (_BARE_HOUR_RE, _h_bare_hour, _gate(r"\d%(POD_AHEAD)s")),
    (_EN_WORD_TIME_RE, _h_en_word_time, _gate(r"%(EN_HOUR)s")),
    (_HE_WORD_TIME_RE, _h_he_word_time, _gate(r"%(HE_HOUR)s")),
)
_RULES: tuple[_Rule, ...] = (
    (_BEFORE_RE, _h_before, _gate(r"before|earlier|advance|ahead|prior|לפני|קודם|מראש")),
    (_NUDGE_RE, _h_nudge, _gate(r"every|each|hourly|כל|מדי")),
    (_WORKWEEK_RE, _h_workweek, _gate(r"weekday|workday|work day|business|חול")),
    (_WEEKLY_LIST_RE, _h_weekly_list, _G_WEEKDAY),
    (_MONTHLY_RE, _h_monthly, _gate(r"month|חודש")),
    (_WEEKLY_RE, _h_weekly, _gate(r"week|שבוע")),
    (_DAILY_RE, _h_daily, _gate(r"every|each|daily|nightly|once|כל|מדי|פעם|יומיומי")),
    (_RANGE_RE, _h_range, _gate(r"\d\s*(?:-|to|till|until|and|עד|ל)|from|between|בין|עד|מ")),
    (_UNTIL_RE, _h_until, _gate(r"until|till|til|through|thru|up\s+to|עד")),
    (_RELATIVE_RE, _h_relative, _gate(r"in|within|after|from\s+now|בעוד|עוד|תוך|אחרי|לאחר|כעבור")),
    (_DURATION_RE, _h_duration, _gate(r"for|ל")),
    *_DATE_RULES,
    *_DAY_RULES,
    *_TIME_RULES,
    (_POD_RE, _h_pod, _gate(r"morning|afternoon|evening|night|%(HE_POD)s")),
)


def _scan(text: str, rules: Iterable[_Rule] = _RULES) -> _Scan:
    text = text[:_MAX_SCAN]
    scan = _Scan(_normalize(text), text)
    for regex, handler, gate in rules:
        if gate is not None and gate.search(scan.text) is None:
            continue
        if regex is _UNTIL_RE and not (scan.has("rec") or scan.has("nudge")):
            continue  # "until" only bounds a recurrence
        scan.run(regex, handler)
    return scan


# --------------------------------------------------------------------------------------------
# Calendar helpers
# --------------------------------------------------------------------------------------------


def _zone(now: datetime) -> tzinfo:
    if now.tzinfo is None or now.utcoffset() is None:
        raise ValueError("now must be timezone-aware (the user's zone)")
    return now.tzinfo


def _at(day: date, hour: int, minute: int, zone: tzinfo) -> datetime:
    """Local wall time on *day*; nonexistent DST-gap times are shifted forward by the gap."""
    local = datetime.combine(day, time(hour, minute), tzinfo=zone)
    # Round-tripping through UTC maps a time inside the spring-forward gap onto the real clock
    # (02:30 in a 02:00->03:00 gap becomes 03:30); existing times come back unchanged.
    return local.astimezone(UTC).astimezone(zone)


def _memo_weekday(day: date) -> int:
    return (day.weekday() + 1) % 7  # Python: Monday=0; Memo: Sunday=0


def _clamped(year: int, month: int, dom: int) -> date:
    return date(year, month, min(dom, monthrange(year, month)[1]))


def _next_date(month: int, dom: int, today: date) -> date | None:
    """Next occurrence (today included) of dom/month; skips years where it does not exist (29/2)."""
    for year in range(today.year, today.year + 9):
        try:
            candidate = date(year, month, dom)
        except ValueError:
            continue
        if candidate >= today:
            return candidate
    return None


def _next_dom(dom: int, after: date) -> date:
    """First date strictly after *after* whose day of month is *dom* (months without it are skipped)."""
    first = after.replace(day=1)
    for k in range(14):
        month_start = first + relativedelta(months=k)
        if dom <= monthrange(month_start.year, month_start.month)[1]:
            candidate = month_start.replace(day=dom)
            if candidate > after:
                return candidate
    return after + timedelta(days=1)  # unreachable for 1..31


def _to_24(hour: int, meridiem: str) -> int:
    return hour % 12 + (12 if meridiem == "pm" else 0)


def _apply_pod(hour: int, pod: str) -> tuple[int, int]:
    """Hour 1..12 read with a part-of-day hint -> (24h hour, day offset)."""
    if pod in ("morning", "early"):
        return hour, 0
    if pod == "noon":
        return (hour + 12 if hour <= 5 else hour), 0
    if pod == "afternoon":
        return (hour + 12 if hour < 12 else 12), 0
    # evening / night: "12 at night" is the midnight ending the day; "2 at night" is early next morning.
    if hour == 12:
        return 0, 1
    if pod == "night" and hour < 6:
        return hour, 1
    return hour + 12, 0


def _range_start(t1: _Raw, t2: _Raw) -> _Raw:
    """Read a bare range start in the light of its end: "3 to 5pm" is 15-17, "9 to 17:00" is 9-17."""
    if t1.meridiem or t1.literal or t1.midnight:
        return t1
    if t2.meridiem:
        # "from 3 to 5pm" -> 15-17; "from 11 to 1pm" -> 11-13.
        same = (_to_24(t1.hour, t2.meridiem), t1.minute) < (_to_24(t2.hour, t2.meridiem), t2.minute)
        return replace(t1, meridiem=t2.meridiem if same else ("am" if t2.meridiem == "pm" else "pm"))
    if t2.literal and not t2.midnight:
        # Latest reading of the start that is still before a 24h end ("3 to 17:00" -> 15:00).
        hour = 12 if t1.hour == 12 else t1.hour
        if hour < 12 and (hour + 12, t1.minute) < (t2.hour, t2.minute):
            hour += 12
        return _Raw(hour, t1.minute, None, True)
    return t1


def _candidates(raw: _Raw, pod: str | None, future: bool, named: bool) -> list[tuple[int, int, str | None, int]]:
    """Possible (hour, minute, note, day offset) readings of *raw*, earliest first."""
    if raw.midnight:
        return [(0, 0, None, 1)]
    h, m = raw.hour, raw.minute
    if raw.literal:
        return [(h, m, None, 0)]
    if raw.meridiem:
        return [(_to_24(h, raw.meridiem), m, None, 0)]
    if pod:
        hour, offset = _apply_pod(h, pod)
        if offset and hour != 0 and not named:
            offset = 0  # "בשתיים בלילה" with no day: just the next 02:00
        return [(hour, m, None, offset)]
    if h == 12:
        return [(12, m, None, 0)]
    if future:
        # The user's rule: a bare hour on a future day is as written, but 1..6 mean PM.
        return [(h + 12, m, "assumed_pm", 0)] if h <= 6 else [(h, m, "assumed_am", 0)]
    return [(h, m, "assumed_am", 0), (h + 12, m, "assumed_pm", 0)]


# --------------------------------------------------------------------------------------------
# Resolution
# --------------------------------------------------------------------------------------------


class _Resolver:
    """Combines the facts of one message into a TimeMatch."""

    def __init__(self, facts: list[_Fact], now: datetime) -> None:
        self.now = now
        self.zone = _zone(now)
        self.today = now.date()
        self.first: dict[str, _Fact] = {}
        for fact in sorted(facts, key=lambda f: f.start):
            self.first.setdefault(fact.kind, fact)
        self.errors = [f for f in facts if f.kind == "error"]
        self.used: list[_Fact] = []
        self.notes: list[str] = []

    def take(self, kind: str) -> _Fact | None:
        fact = self.first.get(kind)
        if fact is not None and fact not in self.used:
            self.used.append(fact)
        return fact

    def note(self, *notes: str | None) -> None:
        for n in notes:
            if n and n not in self.notes:
                self.notes.append(n)

    # -- day --------------------------------------------------------------------------------
    def day(self) -> tuple[date | None, str, date | None]:
        """(day, mode, fallback): mode is implicit/today/future/explicit/same (fallback for "same")."""
        today = self.today
        fact = self.take("date")
        if fact is not None:
            year, month, dom = fact.value
            if year is not None:
                day = date(year, month, dom)
                if day < today:
                    self.note("past_date")
                return day, "explicit", None
            day = _next_date(month, dom, today)
            return (day, "explicit", None) if day else (None, "implicit", None)
        fact = self.take("dom")
        if fact is not None:
            if today.day == fact.value:
                return today, "same", _next_dom(fact.value, today)
            return _next_dom(fact.value, today), "future", None
        fact = self.take("relday")
        if fact is not None:
            offset = fact.value[0]
            return today + timedelta(days=offset), ("today" if offset == 0 else "future"), None
        fact = self.take("weekday")
        if fact is not None:
            wd, mode = fact.value
            delta = (wd - _memo_weekday(today)) % 7
            if mode == "next":
                # "next Tuesday" = first Tuesday strictly after today (on Sunday: in two days).
                return today + timedelta(days=delta or 7), "future", None
            if mode == "next_week":
                next_sunday = today + timedelta(days=7 - _memo_weekday(today))
                return next_sunday + timedelta(days=wd), "future", None
            if delta == 0:
                return today, "same", today + timedelta(days=7)
            return today + timedelta(days=delta), "future", None
        return None, "implicit", None

    def pod(self) -> str | None:
        fact = self.first.get("pod")
        relday = self.first.get("relday")
        if fact is not None:
            self.take("pod")
            return fact.value
        if relday is not None and relday in self.used and relday.value[1]:
            return relday.value[1]
        return None

    # -- clock ------------------------------------------------------------------------------
    def clock(self, day: date | None, mode: str, fallback: date | None, raw: _Raw, pod: str | None) -> datetime:
        now, zone, today = self.now, self.zone, self.today
        named = mode != "implicit"
        if mode in ("implicit", "today"):
            options = _candidates(raw, pod, False, named)
            for hour, minute, note, offset in options:
                dt = _at(today + timedelta(days=offset), hour, minute, zone)
                if dt.timestamp() >= now.timestamp():
                    self.note(note)
                    return dt
            hour, minute, note, offset = options[0]
            self.note(note, "rolled_forward")
            return _at(today + timedelta(days=1 + offset), hour, minute, zone)
        day = day or today
        if mode in ("same", "explicit") and day == today:
            options = _candidates(raw, pod, False, named)
            for hour, minute, note, offset in options:
                dt = _at(today + timedelta(days=offset), hour, minute, zone)
                if dt.timestamp() >= now.timestamp():
                    self.note(note)
                    return dt
            if mode == "same" and fallback is not None:
                day = fallback  # same weekday / day of month, but its time has passed: next one
            else:
                hour, minute, note, offset = options[-1]
                self.note(note, "past_date")
                return _at(today + timedelta(days=offset), hour, minute, zone)
        hour, minute, note, offset = _candidates(raw, pod, True, named)[0]
        self.note(note)
        return _at(day + timedelta(days=offset), hour, minute, zone)

    def end_after(self, start: datetime, raw: _Raw, pod: str | None) -> datetime:
        if raw.literal or raw.meridiem or pod or raw.midnight:
            options = [(h, m) for h, m, _, _ in _candidates(raw, pod, True, True)]
        elif raw.hour == 12:
            options = [(12, raw.minute), (0, raw.minute)]
        else:
            options = [(raw.hour, raw.minute), (raw.hour + 12, raw.minute)]
        for offset in (0, 1, 2):
            for hour, minute in options:
                dt = _at(start.date() + timedelta(days=offset), hour, minute, self.zone)
                if dt.timestamp() > start.timestamp():
                    return dt
        return start  # unreachable

    # -- main -------------------------------------------------------------------------------
    def resolve(self) -> TimeMatch | None:
        if not self.first:
            return None
        before = self.take("before")
        duration = self.take("duration")
        result: dict = {
            "when": None,
            "date_only": None,
            "recurrence": None,
            "end": None,
            "remind_before_minutes": before.value if before else None,
            "duration_minutes": duration.value if duration else None,
        }
        if self.errors:
            for fact in self.errors:
                self.used.append(fact)
                self.note(str(fact.value))
            return self.build(result, ambiguous=True)
        rec_fact = self.take("nudge") or self.take("rec")
        if rec_fact is not None:
            self.recurrence(rec_fact, result)
        else:
            self.one_off(result)
        if not self.used:
            return None
        return self.build(result)

    def time_fact(self) -> _Raw | None:
        fact = self.take("time")
        return fact.value if fact is not None else None

    def one_off(self, result: dict) -> None:
        now, zone = self.now, self.zone
        relative = self.first.get("relative")
        if relative is not None and not (relative.value.days or relative.value.months):
            self.take("relative")
            result["when"] = (now.astimezone(UTC) + timedelta(minutes=relative.value.minutes)).astimezone(zone)
            return
        if relative is not None:
            self.take("relative")
            qty = relative.value
            day, mode, fallback = self.today + relativedelta(months=qty.months, days=qty.days), "future", None
        else:
            day, mode, fallback = self.day()
        rng = self.take("range")
        raw = None if rng else self.time_fact()
        pod = self.pod()
        if rng is not None:
            t1, t2 = rng.value
            t1 = _range_start(t1, t2)
            start = self.clock(day, mode, fallback, t1, pod)
            end = self.end_after(start, t2, pod)
            result.update(when=start, end=end)
            if result["duration_minutes"] is None:
                result["duration_minutes"] = round((end.astimezone(UTC) - start.astimezone(UTC)).total_seconds() / 60)
            return
        if raw is None and pod is not None:
            raw = _Raw(tw.PART_OF_DAY_HOURS[pod], 0, None, True)
            pod = None
        if raw is not None:
            when = self.clock(day, mode, fallback, raw, pod)
            if relative is not None and relative.value.minutes:
                when = (when.astimezone(UTC) + timedelta(minutes=relative.value.minutes)).astimezone(zone)
            result["when"] = when
        elif relative is not None:
            # "in 3 days" with no time: same wall-clock time on that day.
            when = _at(day, now.hour, now.minute, zone)
            result["when"] = (when.astimezone(UTC) + timedelta(minutes=relative.value.minutes)).astimezone(zone)
        elif day is not None:
            if mode == "same" and fallback is not None:
                day = fallback  # "on Sunday" said on a Sunday, no time: next week
            result["date_only"] = day

    def recurrence(self, rec_fact: _Fact, result: dict) -> None:
        until = self.until()
        if rec_fact.kind == "nudge":
            start = None
            rng = self.take("range")
            if rng is not None:
                # "every 15 minutes between 9 and 17": nudge inside a window (start = when, stop = end).
                day, mode, fallback = self.day()
                t1, t2 = rng.value
                t1 = _range_start(t1, t2)
                start = self.clock(day, mode, fallback, t1, None)
                if mode == "implicit" and "rolled_forward" in self.notes:
                    # Already inside today's window: start nudging now rather than tomorrow.
                    today_start = _at(self.today, start.hour, start.minute, self.zone)
                    window_end = self.end_after(today_start, t2, None)
                    if today_start.timestamp() <= self.now.timestamp() < window_end.timestamp():
                        start = self.now
                        self.notes.remove("rolled_forward")
                until = t2
            elif self.first.get("time") or self.first.get("relday") or self.first.get("weekday"):
                day, mode, fallback = self.day()
                raw = self.time_fact()
                pod = self.pod()
                if raw is not None or pod is not None:
                    raw = raw or _Raw(tw.PART_OF_DAY_HOURS[pod], 0, None, True)
                    start = self.clock(day, mode, fallback, raw, None if raw.literal else pod)
            result["when"] = start
            if isinstance(until, _Raw):
                end = (
                    self.end_after(start, until, None)
                    if start is not None
                    else self.clock(None, "implicit", None, until, None)
                )
                result["end"], until = end, end.date()
            result["recurrence"] = Recurrence("nudge", interval_minutes=rec_fact.value, until=until)
            return
        rtype, days, dom, rec_pod = rec_fact.value
        if isinstance(until, _Raw):
            until = None  # not produced for daily/weekly/monthly (see _h_until); keep the type honest
        if rtype == "weekly" and not days and self.first.get("weekday"):
            days = (self.take("weekday").value[0],)
        if rtype == "monthly" and dom is None and self.first.get("dom"):
            dom = self.take("dom").value
        start_day, _, _ = self.day()
        start_day = max(start_day or self.today, self.today)
        if rtype == "weekly" and not days:
            days = (_memo_weekday(start_day),)
            self.note("assumed_day")
        if rtype == "monthly" and dom is None:
            dom = start_day.day
            self.note("assumed_day")
        rng = self.take("range") if self.first.get("time") is None else None
        raw = _range_start(*rng.value) if rng is not None else self.time_fact()
        pod = self.pod() or rec_pod
        hhmm = None
        if raw is not None:
            hour, minute, note, _ = _candidates(raw, pod, True, True)[0]
            self.note(note)
            hhmm = f"{hour:02d}:{minute:02d}"
        elif pod is not None:
            hhmm = f"{tw.RECURRING_PART_OF_DAY_HOURS[pod]:02d}:00"
        rec = Recurrence(rtype, hhmm, tuple(sorted(days)), dom, None, until)
        result["recurrence"] = rec
        if hhmm is not None:
            start = max(self.now, _at(start_day, 0, 0, self.zone), key=datetime.timestamp)
            result["when"] = next_occurrence(rec, start, inclusive=True)
            if rng is not None and result["when"] is not None:
                result["end"] = self.end_after(result["when"], rng.value[1], pod)

    def until(self) -> date | _Raw | None:
        fact = self.take("until")
        if fact is None:
            return None
        kind, value = fact.value
        today = self.today
        if kind == "time":
            return value  # nudges only; resolved against the start time by the caller
        if kind == "end":
            if value == "year":
                return date(today.year, 12, 31)
            if value == "month":
                return _clamped(today.year, today.month, 31)
            return today + timedelta(days=6 - _memo_weekday(today))
        if kind == "date":
            year, month, dom = value
            return date(year, month, dom) if year else _next_date(month, dom, today)
        if kind == "dom":
            return today if today.day == value else _next_dom(value, today)
        if kind == "relday":
            return today + timedelta(days=value[0])
        wd, mode = value
        delta = (wd - _memo_weekday(today)) % 7
        return today + timedelta(days=(delta or 7) if mode == "next" else delta)

    def build(self, result: dict, ambiguous: bool = False) -> TimeMatch:
        spans = tuple(sorted((f.start, f.end) for f in self.used if f.end > f.start))
        span = (spans[0][0], max(e for _, e in spans)) if spans else (0, 0)
        date_only = result["date_only"]
        return TimeMatch(
            when=result["when"],
            date_only=date_only,
            all_day=date_only is not None,
            recurrence=result["recurrence"],
            remind_before_minutes=result["remind_before_minutes"],
            duration_minutes=result["duration_minutes"],
            end=result["end"],
            span=span,
            spans=spans,
            notes=tuple(self.notes),
            ambiguous=ambiguous,
        )


# --------------------------------------------------------------------------------------------
# Public functions
# --------------------------------------------------------------------------------------------


def parse_time_expression(text: str, now: datetime) -> TimeMatch | None:
    """Find and resolve the time words in a free-text message.

    Returns None when the message holds no time expression.  Garbled input never raises; when
    words were recognised but cannot be resolved sensibly (impossible date, "at 25:99",
    "every 0 minutes") the match has ``ambiguous=True`` and an explanatory note, so the caller
    can ask the user instead of guessing.  ``now`` must be tz-aware; results are in its zone.
    """
    _zone(now)
    if not text or not isinstance(text, str):
        return None
    scan = _scan(text)
    return _Resolver(scan.facts, now).resolve()


def next_occurrence(recurrence: Recurrence, after: datetime, *, inclusive: bool = False) -> datetime | None:
    """Next firing of a daily/weekly/monthly/nudge recurrence after *after* (in *after*'s zone).

    Every occurrence is rebuilt from its wall-clock "HH:MM" on its own calendar day, so a daily
    09:00 stays 09:00 across DST changes.  Returns None when there is no time, no matching day,
    or the next firing is past ``until``.
    """
    zone = _zone(after)
    if recurrence.type == "nudge":
        if not recurrence.interval_minutes:
            return None
        nxt = (after.astimezone(UTC) + timedelta(minutes=recurrence.interval_minutes)).astimezone(zone)
        return None if recurrence.until and nxt.date() > recurrence.until else nxt
    if recurrence.time is None:
        return None
    hour, minute = (int(part) for part in recurrence.time.split(":"))
    day = after.date()
    for _ in range(400):
        if recurrence.until and day > recurrence.until:
            return None
        if recurrence.type == "weekly":
            matches = _memo_weekday(day) in recurrence.days
        elif recurrence.type == "monthly":
            dom = recurrence.day_of_month or 1
            matches = day.day == min(dom, monthrange(day.year, day.month)[1])
        else:
            matches = True
        if matches:
            dt = _at(day, hour, minute, zone)
            # Compare instants, not wall times: same-zone datetimes compare naively in Python.
            if dt.timestamp() > after.timestamp() or (inclusive and dt.timestamp() == after.timestamp()):
                return dt
        day += timedelta(days=1)
    return None


def parse_duration(text: str) -> int | None:
    """Minutes in the first duration phrase of *text* ("10 minutes", "2h", "חצי שעה", "שעה וחצי").

    Days and weeks count as 1440/10080 minutes, a month as 30 days.  None when there is none.
    """
    if not text or not isinstance(text, str):
        return None
    match = _DURATION_ONLY_RE.search(_normalize(text)[:_MAX_SCAN])
    if match is None:
        return None
    qty = _quantity(match.group(0))
    return None if qty is None else round(qty.total_minutes)


_DURATION_ONLY_RE = _rx(r"(?<![\w.])%(DUR)s")

_DANGLING = re.compile(
    r"(?:^|(?<=\s))(?:at|on|in|by|around|about|from|for|until|till|starting|between|during"
    r"|ב|ל|מ|עד|בשעה|לשעה|ביום|החל|ו|של)[-\s]*$"
)


_LEADING_COMMA = re.compile(r"^[\s,;\-]+")


def strip_spans(text: str, spans: Iterable[tuple[int, int]]) -> str:
    """Remove the consumed time fragments from *text* and tidy what is left.

    Drops prepositions left dangling right before a removed fragment ("at", "on", "ב", "ל" ...),
    collapses whitespace and removes punctuation orphaned by the cut, so
    "remind me to water the plants tomorrow at 7pm" becomes "remind me to water the plants".
    """
    merged: list[list[int]] = []
    for start, end in sorted((max(0, s), min(len(text), e)) for s, e in spans):
        if end <= start:
            continue
        if merged and start <= merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], end)
        else:
            merged.append([start, end])
    pieces: list[str] = []
    pos = 0
    for start, end in merged:
        kept = text[pos:start]
        if pos:
            # A comma right after a cut closed the time phrase: "remind me tomorrow, at 8, to ...".
            kept = _LEADING_COMMA.sub(" ", kept)
        if kept.endswith((" ", "-")) or not kept.strip():
            kept = _DANGLING.sub("", kept)
        pieces.append(kept)
        pieces.append(" ")
        pos = end
    pieces.append(_LEADING_COMMA.sub(" ", text[pos:]) if pos else text)
    out = "".join(pieces)
    out = re.sub(r"[ \t]+", " ", out)
    out = re.sub(r" +([,.!?;:])", r"\1", out)
    out = re.sub(r"([,;:])(?:\s*[,;:])+", r"\1", out)
    out = re.sub(r"[,;:]\s*([.!?])", r"\1", out)
    return out.strip(" \t,;:-")


# -- ranges ------------------------------------------------------------------------------------
_WINDOW_RE = _rx(
    r"\b(?P<en>this\s+week|next\s+week|this\s+weekend|next\s+weekend|the\s+weekend|weekend|this\s+month|next\s+month)\b"
    r"|%(L)sו?ב?(?P<he>סוף\s+השבוע\s+הבא|סופ\"ש\s+הבא|השבוע\s+הבא|שבוע\s+הבא|סוף\s+השבוע|סופ\"ש|סופש"
    r"|השבוע|החודש\s+הבא|חודש\s+הבא|החודש)(?!\w)"
)


def _h_window(m: re.Match[str], scan: _Scan) -> tuple:
    return "window", tw.WINDOWS[re.sub(r"\s+", " ", m["en"] or m["he"])]


_RANGE_RULES: tuple[_Rule, ...] = (
    (_WINDOW_RE, _h_window, None),
    *_DATE_RULES,
    *_DAY_RULES,
    _RULES[-1],
)


def parse_range(text: str, now: datetime) -> DateRange | None:
    """Window ``[start, end)`` a question refers to ("what do I have tomorrow?", "מה יש לי השבוע?").

    Weeks are Sunday-Saturday (Israel), the weekend is Friday-Saturday, a weekday means its
    next occurrence *including today*, and a part of day narrows the day (windows in
    ``timewords.PART_OF_DAY_WINDOWS``; "tonight" runs 18:00-06:00).  The label is the matched
    text as the user wrote it.  None when no range is found.
    """
    zone = _zone(now)
    if not text or not isinstance(text, str):
        return None
    scan = _scan(text, _RANGE_RULES)
    facts = [f for f in scan.facts if f.kind != "error"]
    if not facts:
        return None
    first: dict[str, _Fact] = {}
    for fact in sorted(facts, key=lambda f: f.start):
        first.setdefault(fact.kind, fact)
    today = now.date()
    sunday = today - timedelta(days=_memo_weekday(today))
    used: list[_Fact] = []
    window = first.get("window")
    if window is not None:
        used.append(window)
        key = window.value
        if key.endswith("month"):
            start_day = today.replace(day=1) + relativedelta(months=1 if key == "next_month" else 0)
            end_day = start_day + relativedelta(months=1)
        else:
            shift = 7 if key.startswith("next") else 0
            start_day = sunday + timedelta(days=shift + (5 if key.endswith("weekend") else 0))
            end_day = start_day + timedelta(days=2 if key.endswith("weekend") else 7)
        start, end = _at(start_day, 0, 0, zone), _at(end_day, 0, 0, zone)
    else:
        day: date | None = None
        pod = None
        for kind in ("date", "dom", "relday", "weekday"):
            fact = first.get(kind)
            if fact is None:
                continue
            used.append(fact)
            if kind == "date":
                year, month, dom = fact.value
                day = date(year, month, dom) if year else _next_date(month, dom, today)
            elif kind == "dom":
                day = today if today.day == fact.value else _next_dom(fact.value, today)
            elif kind == "relday":
                day, pod = today + timedelta(days=fact.value[0]), fact.value[1]
            else:
                wd, mode = fact.value
                delta = (wd - _memo_weekday(today)) % 7
                if mode == "next":
                    delta = delta or 7
                elif mode == "next_week":
                    delta = 7 - _memo_weekday(today) + wd
                day = today + timedelta(days=delta)
            break
        pod_fact = first.get("pod")
        if pod_fact is not None:
            used.append(pod_fact)
            pod = pod_fact.value
        if day is None and pod is None:
            return None
        day = day or today
        if pod is None:
            start, end = _at(day, 0, 0, zone), _at(day + timedelta(days=1), 0, 0, zone)
        else:
            first_hour, last_hour = tw.PART_OF_DAY_WINDOWS[pod]
            start = _at(day, first_hour, 0, zone)
            end = _at(day + timedelta(days=last_hour // 24), last_hour % 24, 0, zone)
    label = " ".join(text[f.start : f.end] for f in sorted(used, key=lambda f: f.start))
    return DateRange(start, end, label)
