"""One weekday of a named month: "the first Sunday of December", "the last Friday of next month",
"השבת הראשונה של דצמבר", "ביום שישי האחרון בינואר", "בשני השני של החודש הבא".

Why this exists: admin dates are often said this way (a renewal "on the first Sunday of December"), and
without this rule the weekday alone was read ("Sunday" = the coming one) and the month left in the task.
The month must be named ("December", "next month", "this month"): "the last Friday of the month" says no
month and is as often a repetition (every month) as one day, so it stays with the recurrence rule, which
asks. Said with "every"/"כל" before it ("every first Sunday of December") it repeats yearly, which Memo
does not model: asked too.

The fact is ``("nth_weekday", (n, weekday, month))``: n is 1..5 or -1 for the last, the weekday Memo's
(0=Sunday), the month 1..12 or "this" / "next". ``nth_weekday_day`` resolves it to the next such day from
today (a named month already past this year is next year's); a fifth weekday a month does not have is no day.
"""

from __future__ import annotations

import re
from calendar import monthrange
from datetime import date, timedelta

from . import timewords as tw
from .patterns import _gate, _rx
from .scanner import _Scan

_EN_NTH = {"first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4,
           "fifth": 5, "5th": 5, "last": -1, "final": -1}
# Hebrew ordinals agree with the day: "יום ראשון הראשון", "השבת הראשונה".
_HE_NTH = {"ראשון": 1, "ראשונה": 1, "שני": 2, "שנייה": 2, "שניה": 2, "שלישי": 3, "שלישית": 3, "רביעי": 4,
           "רביעית": 4, "חמישי": 5, "חמישית": 5, "אחרון": -1, "אחרונה": -1}

NTH_WEEKDAY_OF_MONTH_RE = _rx(
    r"\b(?:on\s+)?(?:the\s+)?(?P<n>first|1st|second|2nd|third|3rd|fourth|4th|fifth|5th|last|final)\s+"
    r"(?P<wd>%(EN_WD)s|%(EN_WD_ABBR)s)\.?\s+(?:of|in)\s+"
    r"(?:(?P<mon>%(EN_MONTH)s)|(?P<rel>this|next)\s+month\b)"
    r"|%(L)sו?(?:ב|עד\s+)?(?:ה(?=שבת))?(?:יום\s+)?(?P<hwd>%(HE_WD)s)\s+ה(?P<hn>" + "|".join(_HE_NTH) + r")(?!\w)"
    r"\s+(?:של\s+|ב|ל)\s*-?\s*(?:חודש\s+)?(?:(?P<hmon>%(HE_MONTH)s)|(?P<hrel>ה?חודש\s+(?:הבא|הזה)(?!\w)))"
)
NTH_WEEKDAY_GATE = _gate(r"first|1st|second|2nd|third|3rd|fourth|4th|fifth|5th|last|final|ראשון|ראשונה|שני"
                         r"|שלישי|רביעי|חמישי|אחרון|אחרונה")
_EVERY_BEFORE = re.compile(r"(?:\bevery|\beach|(?<!\w)ב?(?:כל|מדי))\s*$")


def h_nth_weekday_of_month(m: re.Match[str], scan: _Scan) -> tuple:
    if _EVERY_BEFORE.search(scan.text, max(0, m.start() - 8), m.start()):
        return "error", "unsupported_recurrence"  # "every first Sunday of December": yearly, not modelled
    if m["n"]:
        n = _EN_NTH[m["n"]]
        wd = tw.EN_WEEKDAYS.get(m["wd"], tw.EN_WEEKDAY_ABBR.get(m["wd"]))
        month: int | str = tw.EN_MONTHS[m["mon"].rstrip(".")] if m["mon"] else m["rel"]
    else:
        n, wd = _HE_NTH[m["hn"]], tw.HE_WEEKDAYS[m["hwd"]]
        month = tw.HE_MONTHS[m["hmon"]] if m["hmon"] else ("next" if m["hrel"].endswith("הבא") else "this")
    return "nth_weekday", (n, wd, month)


def _in_month(n: int, wd: int, year: int, month: int) -> date | None:
    """The nth (or last, n=-1) Memo weekday `wd` of that month; None when the month has no such day."""
    days = monthrange(year, month)[1]
    matching = [d for d in (date(year, month, k) for k in range(1, days + 1)) if (d.weekday() + 1) % 7 == wd]
    if n == -1:
        return matching[-1]
    return matching[n - 1] if n <= len(matching) else None


def nth_weekday_day(value: tuple[int, int, int | str], today: date) -> tuple[date | None, str]:
    """(day, note): this month's / next month's day, or the named month's next one from today; no day, with why
    ("past_date": this month's has gone by; "impossible_date": the month has no fifth such weekday)."""
    n, wd, month = value
    if month in ("this", "next"):
        first = today.replace(day=1) + (timedelta(days=32) if month == "next" else timedelta())
        day = _in_month(n, wd, first.year, first.month)
        if day is None:
            return None, "impossible_date"
        return (day, "") if day >= today else (None, "past_date")
    for year in (today.year, today.year + 1):
        day = _in_month(n, wd, year, int(month))
        if day is not None and day >= today:
            return day, ""
    return None, "impossible_date"
