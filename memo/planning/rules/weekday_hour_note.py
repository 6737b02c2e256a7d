"""A note kept of something on a named weekday at a bare 6, 7 or 8: "שבת ב7 סבא וסבתא באים תרשמי", "write down:
friday at 8 the neighbours come over".

"תרשמי" / "write it down" after a day and an hour is as often "put it in the calendar" as "keep this note", and a
weekday's bare 6, 7 or 8 may be the morning or the evening (task_weekday_hour.py asks it for reminders and
calendar_weekday_hour.py for events). Kept as a note, the plan would answer neither question, and the user would
find no event and no reminder at the hour they meant: so the note is doubted and the user asked, as the reminder or
the event would be. A part of the day said anywhere ("בערב", "in the morning"), minutes written on a clock face
("ב7:30"), or a near day ("מחר", "tomorrow") settle the hour, and the note is kept.

No grammar lives here: coverage.doubt calls `doubt`.
"""

from __future__ import annotations

import re

from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.task_words import HE

_B = rf"(?<![\w{HE}])"
_E = rf"(?![\w{HE}])"
_WEEKDAY_AT_HOUR = re.compile(
    r"\b(?:on\s+)?(?:sun|mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat)(?:day|nesday|rsday|urday)?\.?\s+(?:at\s+)?"
    r"(?:[678]|six|seven|eight)(?![\d:.'\w])(?!\s*(?:a\.?m|p\.?m|o'?clock\s+(?:in|at)))"
    rf"|{_B}(?:ב|ו|וב)?(?:יום\s+)?(?:ב|ה)?(?:ראשון|שני|שלישי|רביעי|חמישי|שישי|שבת)\s+(?:ב-?)?(?:[678]|שש|שבע|שמונה)"
    rf"(?![\d:.'{HE}\w])",
    re.IGNORECASE)
# What places the hour in the day, or a day near enough that the hour is read as written.
_SETTLED = re.compile(
    r"\b(?:morning|evening|night|tonight|afternoon|breakfast|dinner|supper|today|tomorrow|tmrw|tmr)\b"
    rf"|{_B}(?:ב|ה|ו)?(?:בוקר|ערב|לילה|צהריים|צהרים|אחה\"צ|ארוחת|היום|מחר|מחרתיים){_E}",
    re.IGNORECASE)


def doubt(intent: Intent, ctx: RuleContext) -> str:
    """Why a note of something at a named weekday's bare 6, 7 or 8 is not kept as read ("" when it is no such
    note)."""
    operation = str(intent.args.get("operation") or intent.action)
    if intent.capability != "second-brain" or operation != "store":
        return ""
    if not _WEEKDAY_AT_HOUR.search(ctx.text) or _SETTLED.search(ctx.text):
        return ""
    return ("a note of something on a named weekday at a bare 6, 7 or 8: the calendar's or a reminder's, and which"
            " half of the day is asked")
