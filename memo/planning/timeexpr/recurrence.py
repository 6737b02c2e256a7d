"""Repeating schedules: nudges, daily / weekly / monthly rules, "until" bounds, ``next_occurrence``.

Why this exists: a recurrence is recognised from its own vocabulary ("every", "כל", "weekly",
"ימי חול", "once a month") and bounded by "until"/"עד"; once stored, Memo asks
``next_occurrence`` when it fires next.  Both sides of that contract live here.
"""

from __future__ import annotations

import re
from calendar import monthrange
from datetime import UTC, datetime, timedelta

from . import timewords as tw
from .clock import _UNTIL_TIME_TARGETS
from .dates import _UNTIL_TARGETS, _at, _memo_weekday, _zone
from .durations import _quantity
from .patterns import _ORD, _rx
from .scanner import _Scan
from .types import Recurrence

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


# -- next occurrence -------------------------------------------------------------------------
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
