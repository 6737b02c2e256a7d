"""``parse_range``: the window a question refers to ("what do I have tomorrow?", "מה יש לי השבוע?").

Why this exists: questions name a *window* ("this week", "סופ"ש", "tomorrow morning"), not a
moment, so they are scanned with their own short rule list (windows, days, part of day) and
resolved to a half-open ``[start, end)`` instead of going through the resolver.
"""

from __future__ import annotations

import re
from datetime import date, datetime, timedelta

from dateutil.relativedelta import relativedelta

from . import timewords as tw
from .clock import _POD_RULE
from .dates import _DATE_RULES, _DAY_RULES, _at, _memo_weekday, _next_date, _next_dom, _zone
from .patterns import _rx
from .periods import AFTER_LUNCH_RULE
from .scanner import _Fact, _Rule, _Scan
from .timeexpr import _scan
from .types import DateRange

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
    AFTER_LUNCH_RULE,
    _POD_RULE,
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


def next_is_tomorrow(text: str, now: datetime) -> bool:
    """Whether the day a question names is "next <weekday>" said the day before it ("next Monday" on a Sunday).

    ``parse_range`` reads it as tomorrow, the resolver asks (a week later to many); a yes-or-no about it is asked.
    """
    scan = _scan(text or "", _RANGE_RULES)
    if any(f.kind in ("window", "date", "dom", "relday") for f in scan.facts):
        return False  # a date said outright is the day read, as parse_range reads it
    days = sorted((f for f in scan.facts if f.kind == "weekday"), key=lambda f: f.start)
    if not days:
        return False
    wd, mode = days[0].value
    return mode == "next" and (wd - _memo_weekday(now.date())) % 7 == 1
