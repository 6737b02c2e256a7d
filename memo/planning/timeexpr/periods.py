"""Vague calendar periods used as a day, and everyday words for a time of day.

Why this exists: people set reminders for "next week", "בחודש הבא", "this weekend" or "end of the
day" without naming a day or an hour.  Rather than asking every time, Memo picks a documented
default (see the package docstring): a period resolves to its first day unless a weekday or day
of month inside it narrows it down, and "end of the day" is a part of the day at 18:00.  The
rules here only record *which* period was said; ``_period_window`` gives its days, and the
resolver combines it with the other facts of the message.
"""

from __future__ import annotations

import re
from datetime import date, timedelta

from . import timewords as tw
from .dates import _clamped, _memo_weekday
from .patterns import _gate, _rx
from .scanner import _Rule, _Scan

# -- periods ----------------------------------------------------------------------------------
# Keys: next_week, next_month, weekend, next_weekend, end_month, end_next_month.
_PERIOD_RE = _rx(
    r"\b(?:(?:at\s+the\s+)?(?:beginning|start)\s+of\s+|of\s+|sometime\s+)?next\s+(?P<nx>week|month)\b"
    r"|\b(?:(?:at|by|before|towards?)\s+)?(?:the\s+)?end\s+of\s+(?:(?P<eo>the|this|next)\s+)?(?P<eu>week|month)\b"
    r"|\b(?P<wk>this|next)\s+weekend\b|\b(?:on|over|at|during|by|to)\s+the\s+weekend\b"
    # Not "כל סופ"ש" (a recurrence Memo does not model) nor the greeting "סופ"ש נעים".
    r"|%(L)s(?<!כל\s)(?<!מדי\s)ו?(?:ב|מ|עד\s+|לקראת\s+)?(?P<he>"
    + tw.alternation(tw.HE_PERIODS)
    + r")(?!\w)(?!\s+(?:נעים|טוב|מהנה|שמח|רגוע|מוצלח|שקט|כיפי|מבורך))"
)


def _h_period(m: re.Match[str], scan: _Scan) -> tuple:
    if m["he"]:
        return "period", tw.HE_PERIODS[re.sub(r"\s+", " ", m["he"])]
    if m["nx"]:
        return "period", "next_" + m["nx"]
    if m["eu"]:
        # "end of the week" is the weekend, as "סוף השבוע" is in Hebrew; "end of the month" its last day.
        nxt = "next_" if m["eo"] == "next" else ""
        return "period", (nxt + "weekend") if m["eu"] == "week" else ("end_next_month" if nxt else "end_month")
    return "period", "next_weekend" if m["wk"] == "next" else "weekend"


def _period_window(key: str, today: date) -> tuple[date, date]:
    """First and last day of a period (the first one still ahead for the weekend)."""
    sunday = today - timedelta(days=_memo_weekday(today))
    if key == "next_week":
        return sunday + timedelta(days=7), sunday + timedelta(days=13)
    if key == "weekend":
        # Friday-Saturday of this week; on Saturday the weekend is just today.
        return max(sunday + timedelta(days=5), today), sunday + timedelta(days=6)
    if key == "next_weekend":
        return sunday + timedelta(days=12), sunday + timedelta(days=13)
    month = today.month + (0 if key == "end_month" else 1)
    year, month = today.year + (month - 1) // 12, (month - 1) % 12 + 1
    last = _clamped(year, month, 31)
    if key == "next_month":
        return date(year, month, 1), last
    return last, last  # end_month / end_next_month: the month's last day


# -- everyday words for a time of day ---------------------------------------------------------
# "end of the day" / "סוף היום" / "EOD": 18:00, the end of the working day (``PART_OF_DAY_HOURS``).
_EOD_RE = _rx(
    r"\b(?:(?:at|by|before|until|till|towards?)\s+)?(?:the\s+)?end\s+of\s+(?:the\s+)?"
    r"(?:(?:work(?:ing)?|business)\s*)?(?:day|today)\b|\b(?:by\s+)?eod\b"
    r"|%(L)s(?<!סוף\s)ו?(?:ב|עד\s+|לקראת\s+)?סוף\s+ה?יום(?:\s+ה?עבודה)?(?!\w)"  # not "סוף סוף" (finally)
)
# "at lunch", "first thing tomorrow", "early tomorrow morning", "דבר ראשון מחר": parts of the day.
# "first thing" and "early" only count next to a day or "morning" ("the first thing I need ...").
_DAY_WORD_RE = _rx(
    r"\b(?:at|around|by|during|over)\s+(?P<lunch>lunch(?:\s*time)?)\b|\b(?P<lunch2>lunchtime)\b"
    r"|\b(?P<first>first\s+thing)(?=\s+(?:in\s+the\s+morning|tomorrow|tmrw|tmr|today|on\s|next\s|this\s+morning"
    r"|%(EN_WD)s|%(EN_WD_ABBR)s\b))"
    r"|\b(?P<early>early)(?=\s+(?:in\s+the\s+morning|morning|(?:tomorrow|tmrw|tmr|on\s+%(EN_WD)s|%(EN_WD)s)\s+morning))"
    r"|%(L)sו?(?P<hefirst>דבר\s+ראשון)(?=\s+(?:מחר|היום|בבוקר|ב?יום|ב%(HE_WD)s))"
)


def _h_eod(m: re.Match[str], scan: _Scan) -> tuple:
    return "pod", "end_of_day"


def _h_day_word(m: re.Match[str], scan: _Scan) -> tuple:
    if m["lunch"] or m["lunch2"]:
        return "pod", "noon"
    if m["early"]:
        return "pod", "early"
    return "pod", "morning"


# "after lunch", "אחרי ארוחת הצהריים": the early afternoon, once lunch is over, as a time and as a window
# (``PART_OF_DAY_HOURS``, ``PART_OF_DAY_WINDOWS``): "thursday after lunch, am I free?".
_AFTER_LUNCH_RE = _rx(
    r"\bafter\s+(?:(?:my|the|our)\s+)?lunch(?:\s*(?:time|break))?\b"
    # The meal's own time word may come hidden (U+2063) by a grammar that reads "ארוחת הצהריים" as the meal.
    r"|%(L)sו?אחרי\s+(?:ה)?ארוחת\s+(?:ה\u2063?)?צהרי?ים(?!\w)"
)


def _h_after_lunch(m: re.Match[str], scan: _Scan) -> tuple:
    return "pod", "after_lunch"


AFTER_LUNCH_RULE: _Rule = (_AFTER_LUNCH_RE, _h_after_lunch, _gate(r"lunch|ארוחת"))

# Before the day rules: "סוף היום" must not be read as "היום" (today).
_DAY_WORD_RULES: tuple[_Rule, ...] = (
    (_EOD_RE, _h_eod, _gate(r"end\s+of|eod|סוף")),
    AFTER_LUNCH_RULE,
    (_DAY_WORD_RE, _h_day_word, _gate(r"lunch|first|early|דבר")),
)
# After the day rules: "Tuesday next week" / "ביום שלישי בשבוע הבא" is one weekday fact.
_PERIOD_RULE: _Rule = (_PERIOD_RE, _h_period, _gate(r"next|end|weekend|שבוע|חודש|סופ"))
