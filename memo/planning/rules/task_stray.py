"""A word left in front of a reminder's errand where its time was said: "remind me sat arvo to mow the lawn"
(the time grammar read "arvo" and left "sat"), "תזכיר לי demain בעשר לקחת את הבגדים" (a word of another language
for the day, unread, so the hour fell on today).

The word stands where the day goes, so the day read may not be the day meant: the reminder is asked about, not
set on a guess. An errand that merely starts with such a word ("remind me to call Sam", "תזכיר לי zoom עם דני")
has no infinitive right after it and is kept.
"""

from __future__ import annotations

import re

from memo.planning.rules.task_words import HE

# Short and full day names, which the time grammar reads only in some company ("sat at 5" but not "sat arvo").
_DAY = r"sun|mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sunday|monday|tuesday|wednesday|thursday|friday|saturday"
# English: a day name, then the errand's "to": "sat to mow the lawn".
_STRAY_EN = re.compile(rf"^(?:{_DAY})\.?\s+(?:to\s+)?(?=[a-z])", re.IGNORECASE)
# Hebrew: one word in Latin letters, then a Hebrew infinitive ("demain לקחת", "manana להתקשר").
_STRAY_HE = re.compile(rf"^[A-Za-z][A-Za-z'’]*\s+ל[{HE}]{{2,}}")


def stray_time_word(text: str) -> bool:
    """Whether the reminder's words open with a word standing where its day was said, left unread."""
    text = text.strip(" ,.!?")
    return bool(_STRAY_EN.match(text) or _STRAY_HE.match(text))
