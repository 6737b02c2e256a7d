"""A weekly reminder on a weekday said by name at a bare 6: "כל יום שלישי בשש לצאת לחוג", "every monday at 6 remind
me to go to my pottery class".

The time grammar reads a bare 6 as 18:00, and a repeating reminder at such an hour is asked (task_words.due_args)
unless the words say it is the afternoon's (task_early.evening_kept). The children's after-school activities
place a bare 3 to 5 in the afternoon, but a class or practice of one's own at 6 is kept at dawn as often as in the
evening: on a named weekday only an evening clue (dinner, after work, a pick-up from somewhere) keeps 18:00.

No grammar lives here: `tasks.create_reminder` asks `weekday_six` before keeping the evening.
"""

from __future__ import annotations

import re
from typing import Any

HE = r"\u0590-\u05FF"
_B = rf"(?<![\w{HE}])"
_E = rf"(?![\w{HE}])"
# A weekday said by name ("tuesdays", "thu", "ביום שלישי", "כל שלישי", "יום ג'"); "weekday" / "every day" are not.
_NAMED_WEEKDAY = re.compile(
    r"\b(?:sun|mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat)(?:day|nesday|rsday|urday)?s?\b"
    rf"|{_B}(?:ב|ל|ו)?(?:יום\s+|ימי\s+)?(?:ב|ה)?(?:ראשון|שני|שלישי|רביעי|חמישי|שישי|שבת){_E}"
    rf"|{_B}(?:ב|ל)?יום\s+[אבגדהו]['׳]?{_E}",
    re.IGNORECASE)
# "every day at 6 except saturdays": the weekday named is the one left out, not the routine's day
_EXCEPT = re.compile(rf"\b(?:except|but\s+not|besides|apart\s+from)\b|{_B}(?:חוץ\s+מ|למעט|מלבד)", re.IGNORECASE)
_SIX_PM = "18:00"  # a bare 6 read as the evening; "6:30" is said with its minutes and read as written


def weekday_six(args: dict[str, Any], time_text: str) -> bool:
    """Whether a weekly routine on a named weekday was read at a bare 6 in the evening: only an evening clue (dinner,
    after work, a pick-up) keeps it there; a class of one's own is kept at dawn as often."""
    recurrence = args.get("reminderRecurrence")
    return isinstance(recurrence, dict) and recurrence.get("type") == "weekly" and bool(recurrence.get("days")) \
        and recurrence.get("time") == _SIX_PM and bool(_NAMED_WEEKDAY.search(time_text)) \
        and not _EXCEPT.search(time_text)
