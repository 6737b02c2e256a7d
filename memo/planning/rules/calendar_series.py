"""Ending a recurring calendar event from a day on: "stop the Monday yoga from next month", "end my weekly
standup from January 1", "תפסיק את היוגה של יום שני מהחודש הבא".

The `calendar` capability's `truncateRecurring` (seed 003 §8.2): the series keeps its past and stops before
`from` (its RRULE gets an UNTIL); when `from` is at or before its first occurrence the whole series goes.
Ending a series removes events, so it is confirmed first. Reminders and nudges are not calendar series:
"stop reminding me …" belongs to the task grammars.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.timeexpr import parse_time_expression

_EN = re.compile(r"^(?:please\s+)?(?:stop|end|finish|cancel|discontinue)\s+(?:the\s+|my\s+)?(?P<what>.+?)\s+"
                 r"(?:from|starting(?:\s+from)?|as\s+of|beginning)\s+(?P<when>.+)$", re.IGNORECASE)
_HE = re.compile(r"^(?:תפסיק|תפסיקי|הפסק|הפסיקי|תעצור|תעצרי|תבטל|תבטלי|בטל|בטלי|תסיים|תסיימי)\s+(?:את\s+)?"
                 r"(?P<what>.+?)\s+(?:החל\s+)?מ(?!חר)-?(?P<when>\S.*)$")  # "מחר" is tomorrow, not "from"
_NOT_A_SERIES = re.compile(r"remind|nudg|להזכיר|לנדנד|תזכורת|נדנוד|list|רשימה", re.IGNORECASE)
_DAY_WORDS = re.compile(
    r"\b(?:on\s+)?(?:every\s+)?(?:sun|mon|tues|wednes|thurs|fri|satur)days?\b|\bweekly\b|\bdaily\b|\bmonthly\b"
    r"|(?:של\s+)?(?:ב?יום|ב?ימי)\s+(?:ראשון|שני|שלישי|רביעי|חמישי|שישי|שבת)|השבועי(?:ת)?|היומי(?:ת)?",
    re.IGNORECASE)


@grammar
def truncate_series(ctx: RuleContext) -> Intent | None:
    text = ctx.text.strip(" .!?")
    match = _EN.match(text) or _HE.match(text)
    if match is None or _NOT_A_SERIES.search(text):
        return None
    when = match.group("when").strip()
    tm = parse_time_expression(when, ctx.now)
    # The day must follow "from" at once: "הזום של מרים ביום שני" is not "from ..." ("מ" + "רים ביום שני").
    if tm is None or tm.ambiguous or tm.span[0] > (3 if match.re is _EN else 1) or not (tm.date_only or tm.when):
        return None
    day = tm.date_only or tm.when.date()  # type: ignore[union-attr]
    summary = re.sub(r"\s+", " ", _DAY_WORDS.sub(" ", match.group("what"))).strip(" -")
    summary = re.sub(r"^(?:the|my|a|ה)\s+|^ה(?=\S{3,})", "", summary, flags=re.IGNORECASE).strip()
    if not summary:
        return None
    args = {"operation": "truncateRecurring", "searchCriteria": {"summary": summary}, "from": day.isoformat()}
    return Intent("calendar", "truncateRecurring", args, 0.95, risk="high", needs_approval=True, entity="event")
