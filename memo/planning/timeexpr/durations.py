"""Quantities of time: "2 hours and 30 minutes", "an hour and a half", "שעה וחצי", "2h30".

Why this exists: one quantity grammar (the ``DUR`` fragment and ``_quantity``) serves every
rule that counts time -- "30 minutes before", "in 3 days", "for 2 hours", "למשך שעה" -- and
the public ``parse_duration``; nudge intervals ("every 10 minutes") reuse ``_quantity`` too.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from . import timewords as tw
from .patterns import _rx
from .scanner import _MAX_SCAN, _normalize, _Scan

# Quantity parser used on text already matched by DUR.
_QTY_PART = _rx(
    r"(?:(?P<frac>half|three\s+quarters|quarter|חצי|שלושת\s+רבעי|רבע)[\s-]+(?:(?:of\s+)?an?\s+)?"
    r"(?P<funit>hour|day|minute|שעה|יום|דקה)"
    r"|(?<!\w)(?P<cn>\d+)(?P<cu>h|min|m|d|w)(?:(?P<cm>\d{1,2})m?)?\b"
    r"|(?P<couple>a\s+couple)\s+(?:of\s+)?(?P<cpu>%(EN_UNIT)s)"
    r"|(?P<dual>%(HE_DUAL)s)"
    r"|(?<!\w)(?:ו-?\s?)?(?P<num>\d+(?:\.\d+)?|%(EN_NUM)s|%(HE_NUM)s|an?)\s*-?\s*(?P<half>and\s+a\s+(?:half|quarter)\s+)?"
    r"(?P<unit>%(EN_UNIT)s|%(HE_UNIT)s)"
    r"|(?P<bare>שעה|יום|שבוע|חודש|דקה)(?!\w))"
    r"(?P<tail>\s+and\s+a\s+(?:half|quarter)\b|\s+וחצי|\s+ורבע)?"
)


@dataclass(frozen=True, slots=True)
class _Qty:
    months: int = 0
    days: int = 0
    minutes: float = 0.0

    @property
    def total_minutes(self) -> float:
        return self.months * 30 * 1440 + self.days * 1440 + self.minutes


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


def _fraction(words: str) -> float:
    """ "and a half" / "וחצי" = 0.5, "and a quarter" / "ורבע" = 0.25."""
    return 0.25 if "quarter" in words or "רבע" in words else 0.5


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
            add(value + (_fraction(g["half"]) if g["half"] else 0.0), unit)
        else:
            unit = _unit_of(g["bare"])
            add(1.0, unit)
        if g["tail"]:
            add(_fraction(g["tail"]), unit)
    if not found:
        return None
    # Fractions of calendar units become the next smaller unit ("1.5 days" = 1 day + 12 hours).
    whole_months = int(months)
    days += (months - whole_months) * 30
    whole_days = int(days)
    minutes += (days - whole_days) * 1440
    return _Qty(whole_months, whole_days, minutes)


# -- remind before ---------------------------------------------------------------------------
_BEFORE_RE = _rx(
    r"%(L)s(?:(?P<q>%(DUR)s)|the\s+(?P<tu>day|week))\s+"
    # "b4": how "before" is texted ("30 min b4 my shift")
    r"(?:before(?:hand)?|b4|earlier|in\s+advance|ahead(?:\s+of\s+time)?|prior|לפני\s+כן|לפני|קודם|מראש)(?!\w)"
)


def _h_before(m: re.Match[str], scan: _Scan) -> tuple | None:
    if m["tu"]:
        return "before", 1440 if m["tu"] == "day" else 10080
    qty = _quantity(m["q"])
    if qty is None or qty.total_minutes <= 0:
        return None
    return "before", round(qty.total_minutes)


# -- relative offsets and durations -------------------------------------------------------------
# "בעוד כחצי שעה", "בעוד בערך 10 דקות": "about" does not change when the reminder fires.
_HE_ABOUT = r"(?:כ\s*-?\s*|בערך\s+|בסביבות\s+)"
# After a bare "ב" only minutes and hours mean "in" ("ברבע שעה", "ב-10 דקות", "בשעתיים"): "בשעה" is
# "at", and "ב-3 ימים" / "בשבוע" read as "per day" / "during the week" as often as "in".
_HE_IN_SHORT = (
    r"(?:(?:חצי|רבע|שלושת\s+רבעי)\s+שעה(?!\w)"
    r"|(?:\d+(?:\.\d+)?|%(HE_NUM)s)\s*-?\s*(?:דקות|דק'|דק|שעות)(?!\w)%(HE_FRAC)s?"
    r"|שעתיים(?!\w)%(HE_FRAC)s?|שעתים(?!\w)%(HE_FRAC)s?)"
)
_RELATIVE_RE = _rx(
    r"%(L)s(?:in|within|after)\s+(?:about\s+|around\s+|another\s+|just\s+)?(?P<q>%(DUR)s)"
    r"|%(L)s(?P<q2>%(DUR)s)\s+from\s+now\b"
    r"|%(L)sו?(?:בעוד|עוד|תוך|בתוך|אחרי|לאחר|כעבור)\s+" + _HE_ABOUT + r"?(?P<q3>%(DUR)s)"
    r"|%(L)sו?ב\s*-?\s*" + _HE_ABOUT + r"?(?P<q4>" + _HE_IN_SHORT + ")"
)


def _h_relative(m: re.Match[str], scan: _Scan) -> tuple | None:
    qty = _quantity(m["q"] or m["q2"] or m["q3"] or m["q4"])
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


# -- public ----------------------------------------------------------------------------------
_DURATION_ONLY_RE = _rx(r"(?<![\w.])%(DUR)s")


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
