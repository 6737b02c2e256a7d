"""A word left in front of a reminder's errand where its time was said: "remind me sat to mow the lawn"
(a day in a form the time grammar did not take), "remind me manana at 4 to...", "תזכיר לי demain בעשר לקחת את
הבגדים" (a word of another language for the day, unread, so the hour fell on today).

The word stands where the day goes, so the day read may not be the day meant: the reminder is asked about, not
set on a guess. An errand that merely starts with such a word ("remind me to call Sam", "תזכיר לי zoom עם דני")
has no infinitive right after it and is kept.

The same holds for what is left of a time phrase the time grammar read only in part: "in my to stretch" ("in my
morning"), "at 7: the plumber" (an hour it did not take), "11 to call the bank" ("at 10 to 11"), "לאחת להתקשר"
("ב-10 לאחת"). Which time was meant is unsure: asked.
"""

from __future__ import annotations

import re

from memo.planning.rules.task_words import HE, HE_HOUR_WORD
from memo.planning.rules.task_zone import other_zone

# Short and full day names, which the time grammar reads only in some company ("sat at 5" but not "sat arvo").
_DAY = r"sun|mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sunday|monday|tuesday|wednesday|thursday|friday|saturday"
# "Tomorrow" in the languages users mix in, which the time grammar does not read ("remind me manana at 4 to...").
_FOREIGN_DAY = r"manana|mañana|domani|demain|morgen|zavtra|bukra|bokra|amanha|amanhã"
# English: a day name, then the errand's "to": "sat to mow the lawn".
_STRAY_EN = re.compile(rf"^(?:{_DAY}|{_FOREIGN_DAY})\.?\s+(?:to\s+)?(?=[a-z])", re.IGNORECASE)
# Hebrew: one word in Latin letters, then a Hebrew infinitive ("demain לקחת", "manana להתקשר").
_STRAY_HE = re.compile(rf"^[A-Za-z][A-Za-z'’]*\s+ל[{HE}]{{2,}}")

# A preposition of time with nothing of its time left ("in my to stretch", "at the: call"), an hour not taken ("at 7:
# the plumber", "ב-7: האינסטלטור"), or the hour of "10 to 11" before the errand's "to" ("11 to call the bank").
_TIME_LEFTOVER = re.compile(
    r"^(?:(?:at|by|around|about|on|in|during|from|until|till)\s+(?:(?:my|the|our|about|around)\b\s*)?(?:to\s|[:,]|$)"
    r"|(?:at|by|around|about)\s+\d{1,2}(?::\d{2})?\s*[:,]?(?:\s|$)"
    r"|\d{1,2}\s+to\s+[a-z]"
    rf"|(?:ב|בשעה\s+)-?\d{{1,2}}\s*:\s|ל-?(?:{HE_HOUR_WORD})\s+ל[{HE}]{{2,}})",
    re.IGNORECASE)


def stray_time_word(text: str) -> bool:
    """Whether the reminder's words open with a word standing where its day was said, left unread, or name another
    place's clock for its hour (task_zone.py)."""
    text = text.strip(" ,.!?")
    return bool(_STRAY_EN.match(text) or _STRAY_HE.match(text) or _TIME_LEFTOVER.match(text) or other_zone(text))
