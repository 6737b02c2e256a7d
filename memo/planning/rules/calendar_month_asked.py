"""A whole month asked about the calendar by its name alone: "what's in my calendar in december?", "what do I have
for january", "מה יש לי ביומן בדצמבר", "מה יש לי בחודש ינואר". The time words read a month only with a day in it
("december 14", "ה-14 בדצמבר"), so without this the question fell back on the coming week: a wrong answer, not a
question. A month already past this year is next year's; the current one is read from today to its end.
"""

from __future__ import annotations

import re
from datetime import date, datetime, time

from memo.planning.rules.base import iso

_MONTHS_EN = ("january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
              "november", "december")
_MONTHS_HE = ("ינואר", "פברואר", "מרץ", "אפריל", "מאי", "יוני", "יולי", "אוגוסט", "ספטמבר", "אוקטובר", "נובמבר",
              "דצמבר")
_NUMBER = {name: i + 1 for i, name in enumerate(_MONTHS_EN)} | {name: i + 1 for i, name in enumerate(_MONTHS_HE)}
_NUMBER.update({"מרס": 3, "sept": 9})
_SHORT_EN = {"jan": 1, "feb": 2, "mar": 3, "apr": 4, "jun": 6, "jul": 7, "aug": 8, "sep": 9, "oct": 10, "nov": 11,
             "dec": 12}

# The month with a preposition before it ("in december", "for jan", "בדצמבר", "בחודש דצמבר", "לאורך ינואר").
# "may" is a month only after one ("in may"); a number on either side makes a date ("dec 14", "14 בדצמבר"),
# which the time words read, so those are left to them.
_MONTH = re.compile(
    r"(?<![\w\u05D0-\u05EA])(?:(?:in|for|during|through(?:out)?|over|of)\s+(?:the\s+month\s+of\s+)?"
    r"(?P<en_pre>" + "|".join(_MONTHS_EN) + "|" + "|".join(_SHORT_EN) + r"|sept)"
    r"|(?P<en>" + "|".join(m for m in _MONTHS_EN if m != "may") + r"))\.?(?![\w\u05D0-\u05EA])"
    r"(?!\s*-?\s*\d)(?!\s+(?:the\s+)?\d)"
    r"|(?<![\w\u05D0-\u05EA\d])(?<!\d\s)(?<!\d)(?:ב|ל|במהלך\s+|לאורך\s+|לכל\s+)(?:חודש\s+)?(?P<he>"
    + "|".join(_MONTHS_HE) + r"|מרס)(?![\u05D0-\u05EA])(?!\s*-?\s*\d)",
    re.IGNORECASE)
# A day number just before the month, in either language: "14 לדצמבר", "ה-14 בדצמבר", "the 14th of december".
_DAY_BEFORE = re.compile(r"(?:\d|\d(?:st|nd|rd|th)(?:\s+of)?|\d\s*-?\s*ה?)\s*$", re.IGNORECASE)


def month_window(text: str, now: datetime) -> dict[str, str]:
    """timeMin/timeMax of the month the question names by name alone; {} when it names none, or a date in it."""
    for m in _MONTH.finditer(text):
        if _DAY_BEFORE.search(text[:m.start()]):
            continue
        name = (m["en_pre"] or m["en"] or m["he"]).lower()
        month = _NUMBER.get(name) or _SHORT_EN.get(name)
        if month is None:
            continue
        year = now.year + (1 if month < now.month else 0)
        first = date(year, month, 1)
        after = date(year + (month == 12), month % 12 + 1, 1)
        start = datetime.combine(first, time(0), tzinfo=now.tzinfo)
        if month == now.month and year == now.year:  # the month we are in: what is left of it
            start = datetime.combine(now.date(), time(0), tzinfo=now.tzinfo)
        return {"timeMin": iso(start), "timeMax": iso(datetime.combine(after, time(0), tzinfo=now.tzinfo))}
    return {}


def without_month(text: str) -> str:
    """The words with a month named alone cut out ("exam in december" -> "exam"): it is the window, not the name."""
    return re.sub(r"\s{2,}", " ", _MONTH.sub(" ", text)).strip()
