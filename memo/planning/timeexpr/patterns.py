"""Named regex fragments shared by all rules, compiled once at import.

Why this exists: numbers, units, durations, weekday and month names and parts of the day
appear in many rules in both languages.  Each fragment is registered once in ``_P`` (in
dependency order, since ``_add`` interpolates at registration) and rules refer to it as
``%(NAME)s``; ``_rx`` compiles a rule and ``_gate`` a cheap pre-check against the same table.
"""

from __future__ import annotations

import re

from . import timewords as tw

_P: dict[str, str] = {}


def _add(name: str, pattern: str) -> None:
    _P[name] = pattern % _P


def _rx(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern % _P)


def _gate(pattern: str) -> re.Pattern[str]:
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
# The dual forms, also as often typed with one yod ("שעתים"); never "חודשים", which is the plural "months".
_add("HE_DUAL", r"(?:שעתיים|יומיים|שבועיים|חודשיים|שעתים|יומים|שבועים)(?!\w)")
_add("HE_FRAC", r"(?:\s+ו(?:חצי|רבע)(?!\w))")
_add(
    "EN_SIMPLE",
    r"(?:(?:\d+(?:\.\d+)?\s*|(?:%(EN_NUM)s|an?)\s+)(?:and\s+a\s+(?:half|quarter)\s+)?%(EN_UNIT)s"
    r"(?:\s+and\s+a\s+(?:half|quarter)\b)?"
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
# A distance or a weight after a number: "my record at 5 km", "השיא שלי ב5 קמ", "ב-100 קילו" is a race or a lift,
# never an hour.
_add(
    "MEASURE_UNIT",
    r"(?:(?:km|kms|k|kg|kgs|kilos?|kilometers?|kilometres?|miles?|mi|meters?|metres?|lbs?)\b"
    r"|(?:ק\"מ|ק״מ|קמ|קילומטר|קילומטרים|קילו|קילוגרם|ק\"ג|ק״ג|קג|מטר|מטרים|מייל|מיילים)(?!\w))",
)
# After a number: words that make it a quantity, not an hour ("at 5 minutes", "ב-3 ימים").
_add("NOT_UNIT",
     r"(?!\s*(?:%(EN_UNIT)s|%(HE_UNIT)s|%(HE_DUAL)s|%(MEASURE_UNIT)s|%%|percent|degrees|people|אנשים|אחוז))")

# One weekday in a list ("mondays", "Tue.", "יום ג'"), for the weekly rules.
_add("EN_WD_ITEM", r"(?:%(EN_WD)s|%(EN_WD_ABBR)s)(?:s\b|\.|\b)")
# "יום ג" without a geresh is Tuesday, but "יום ב 9" is "day at 9": a letter before a number is not a day.
_add("HE_WD_ITEM", r"(?:יום\s+)?(?:%(HE_WD)s|[אבגדהוש]')|יום\s+[אבגדהוש](?![\w'\"\-])(?!\s*\d)")

# Optional English ordinal suffix ("the 5th", "March 1st"), for the date and monthly rules.
_ORD = r"(?:st|nd|rd|th)?\b"
