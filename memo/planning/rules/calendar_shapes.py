"""Shapes of a calendar request the create grammar reads before the time words.

Plural day names with nothing before them ("yoga tuesdays at 7", "team sync mondays n wednesdays 9:30") repeat
every week, as "on tuesdays" does: they are read as "on tuesdays and thursdays", never as one event named
"yoga tuesdays". A question about the schedule inside the words ("שלום מה יש לי מחר ביומן", "hi there what do i have
today in the calendar") is a look at the calendar, never an event's title.
"""

from __future__ import annotations

import re

_PLURAL_DAY = r"(?:sun|mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?)days"
# The plural days, joined by "and"/"n"/"&"/"+"/","; a chain already led by "on"/"every"/"all"/"the" is kept whole.
_PLURAL_DAYS = re.compile(
    rf"(?<![\w'])(?P<lead>(?:on|every|all|the)\s+)?(?P<days>{_PLURAL_DAY}"
    rf"(?:\s*(?:,|\band\b|&|\+|\bn\b)\s*{_PLURAL_DAY})*)\b(?!'|\s+(?:are|were|is|suck))", re.IGNORECASE)
_JOIN = re.compile(r"\s*(?:,|\band\b|&|\+|\bn\b)\s*", re.IGNORECASE)

# A question about what is on: never the title of an event to make.
ASKS_WHAT_IS_ON = re.compile(
    r"\bwhat(?:'s|\s+is)\s+on\b|\bwhat\s+(?:do\s+i\s+have|have\s+i\s+got|i\s+have)\b|\bam\s+i\s+(?:free|busy)\b"
    r"|(?<!\S)(?:מה|האם)\s+(?:יש\s+לי|יש\s+לנו|מחכה\s+לי|על\s+הלו\"?ז)(?!\S)|(?<!\S)אני\s+(?:פנוי|פנויה|עסוק|עסוקה)(?!\S)")


# More openings of a question about what is on: "anything car related in my calendar next week?", "מה עוד יש לי
# ביומן מחר?" ("what else": a look too).
QUERY_MORE = (r"any(?:thing)?(?:\s+[\w'-]+){0,3}?\s+(?:in|on)\s+(?:my|the)\s+(?:calendar|schedule|diary|agenda)\b"
              r"|מה\s+עוד\s+(?:יש\s+)?(?:לי|לנו)(?:\s+(?:ב|על\s+ה|ה)-?(?:יומן|לו\"?ז))?(?!\S)(?!\s+(?:לעשות|לקנות))")


def plural_days(text: str) -> str:
    """`text` with bare plural day names led by "on", joined by "and": "yoga on tuesdays and thursdays at 7"."""
    return _PLURAL_DAYS.sub(lambda m: m.group(0) if m.group("lead") else "on " + " and ".join(
        _JOIN.split(m.group("days"))), text)


# "..., put it in the calendar, and remind me the day before": the reminder of the event, said after the command
# that puts it in; it is read with the event's time words once the command is cut.
REMIND_TAIL = re.compile(
    r"[\s,;.]+(?:and\s+|also\s+|ו)?(?P<remind>(?:(?:please|pls)\s+)?remind\s+me\s+[^.?!]*?\b(?:before|earlier|ahead)\b"
    r"|(?:בבקשה\s+)?(?:תזכיר|תזכירי)\s+לי\s+[^.?!]*?(?<!\S)(?:לפני|מראש)(?!\S)[^.?!]*?)\s*[.!]*$", re.IGNORECASE)
