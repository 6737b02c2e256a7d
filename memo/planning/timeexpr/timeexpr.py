"""The grammar proper: the ordered rule table, the scan that applies it, ``parse_time_expression``.

Why this exists: rule order *is* the grammar -- specific phrases first, generic numbers last,
each accepted match masked so later rules cannot reuse its words -- so the whole order is kept
in one place, next to the entry point that scans a message and hands the facts to the resolver.

The file keeps the package's name on purpose: ``tests/planning/test_timeexpr.py`` checks that
``timeexpr.py`` and ``timewords.py`` in this directory import nothing but pure-Python modules.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace
from datetime import datetime

from .clock import _NOT_POD_RULE, _POD_RULE, _RANGE_RE, _TIME_RULES, _h_range
from .dates import _DATE_RULES, _DAY_RULES, _G_WEEKDAY, _zone
from .durations import _BEFORE_RE, _DURATION_RE, _RELATIVE_RE, _h_before, _h_duration, _h_relative
from .nth_weekday import NTH_WEEKDAY_GATE, NTH_WEEKDAY_OF_MONTH_RE, h_nth_weekday_of_month
from .patterns import _gate
from .periods import _DAY_WORD_RULES, _PERIOD_RULE
from .recurrence import (
    _DAILY_RE,
    _EVERY_SATURDAY_NIGHT_RE,
    _EXCEPT_RE,
    _INTERVAL_RE,
    _MONTHLY_RE,
    _NTH_WEEKDAY_RE,
    _NUDGE_RE,
    _UNTIL_RE,
    _WEEKDAY_RANGE_RE,
    _WEEKLY_LIST_RE,
    _WEEKLY_RE,
    _WORKWEEK_RE,
    _h_daily,
    _h_every_saturday_night,
    _h_except,
    _h_interval,
    _h_monthly,
    _h_nth_weekday,
    _h_nudge,
    _h_until,
    _h_weekday_range,
    _h_weekly,
    _h_weekly_list,
    _h_workweek,
)
from .resolver import _Resolver
from .scanner import _MAX_SCAN, _normalize, _Rule, _Scan
from .spoken_clock import SAME_TIME_RULE, SPOKEN_RULES, same_time_as_now
from .typed_clock import _TYPED_DAY_RULES, _TYPED_TIME_RULES
from .types import TimeMatch

# Order matters: specific phrases first, then generic numbers.
_RULES: tuple[_Rule, ...] = (
    # "the first Sunday of December" names one day; "the first Sunday of the month" (no month named) is asked below.
    (NTH_WEEKDAY_OF_MONTH_RE, h_nth_weekday_of_month, NTH_WEEKDAY_GATE),
    (_NTH_WEEKDAY_RE, _h_nth_weekday, _gate(r"month|חודש")),
    # Clock times said in words around an hour ("half 7", "תשע פחות רבע", "quarter past midnight", spoken ranges).
    *SPOKEN_RULES,
    (_BEFORE_RE, _h_before, _gate(r"before|b4|earlier|advance|ahead|prior|לפני|קודם|מראש")),
    (_INTERVAL_RE, _h_interval, _gate(r"every|each|fortnight|כל|מדי|פעם|אחת|כן")),
    (_NUDGE_RE, _h_nudge, _gate(r"every|each|hourly|כל|מדי|(?<!\w)q\s?\d")),
    (_EVERY_SATURDAY_NIGHT_RE, _h_every_saturday_night, _gate(r"מוצ")),
    (_EXCEPT_RE, _h_except, _gate(r"except|excluding|besides|apart|other\s+than|but|not|חוץ|פרט|מלבד|למעט|בלי|לא\s")),
    (_WEEKDAY_RANGE_RE, _h_weekday_range, _gate(r"ימים|ימי|ימות|every|each|weekly|days\s*(?:-|to|through|thru)")),
    (_WORKWEEK_RE, _h_workweek, _gate(r"weekday|workday|work day|business|חול")),
    # "כל ב' וה'": days said by their letter alone carry none of the weekday gate's words.
    (_WEEKLY_LIST_RE, _h_weekly_list, _gate(_G_WEEKDAY.pattern + r"|[אבגדהוש]'")),
    (_MONTHLY_RE, _h_monthly, _gate(r"month|חודש|\d(?:st|nd|rd|th)\b")),
    (_WEEKLY_RE, _h_weekly, _gate(r"week|שבוע")),
    (_DAILY_RE, _h_daily, _gate(r"every|each|daily|nightly|once|כל|מדי|פעם|יומיומי")),
    (_RANGE_RE, _h_range, _gate(r"\d\s*(?:-|to|till|until|and|עד|ל)|from|between|בין|עד|מ")),
    _NOT_POD_RULE,
    (_UNTIL_RE, _h_until, _gate(r"until|till|til|through|thru|up\s+to|עד")),
    (_RELATIVE_RE, _h_relative,
     _gate(r"in|within|after|from\s+now|בעוד|עוד|תוך|אחרי|לאחר|כעבור|דק|שעה|שעות|שעתיים|שעתים|יומים|שבועים")),
    (_DURATION_RE, _h_duration, _gate(r"for|ל")),
    *_DAY_WORD_RULES,
    # Days typed short ("ב12 לדצ", "ביום ג 5", "thurs noonish"): before the dates read "ב12" as a day alone.
    *_TYPED_DAY_RULES,
    *_DATE_RULES,
    *_DAY_RULES,
    _PERIOD_RULE,
    SAME_TIME_RULE,  # "this time tomorrow": after the day words, which it stands beside
    # Clock times typed in a hurry ("9.30", "17;30", "1630"): before "ב17" is read as an hour alone.
    *_TYPED_TIME_RULES,
    *_TIME_RULES,
    _POD_RULE,
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


# -- entry point -----------------------------------------------------------------------------
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
    same_time = same_time_as_now(scan.facts, now.hour, now.minute)
    tm = _Resolver(scan.facts, now, scan.text).resolve()
    if same_time and tm is not None and tm.when is not None:
        # "same time tomorrow": said of a thing that already has a time, it keeps that time (see task_changes).
        tm = replace(tm, notes=(*tm.notes, "same_time"))
    return tm
