"""A meeting said as a need ("i need to set up a call with the new client on wednesday at 3, should take 45
minutes, can you put it in", "צריכה לקבוע שיחה עם הלקוח ברביעי בשלוש, 45 דקות, תכניסי"): an event for the
calendar, not a to-do. The to-do grammars that read a need ("need to ...", "צריך ל...") step back when the
message gives the thing a length, asks for it to be put in (the calendar), or sets up a meeting or a call with
someone at a clock time; the calendar's grammars read it, or the user is asked.
"""

from __future__ import annotations

import re

from memo.planning.rules.task_words import HE, Timed

_E = rf"(?![\w{HE}])"
_B = rf"(?<![\w{HE}])"
# A length: "45 minutes", "for an hour", "an hour and a half", "חצי שעה", "45 דקות", "שעה וחצי".
_LENGTH = re.compile(
    r"\b(?:for\s+)?(?:\d+(?:\.\d+)?\s*(?:min|mins|minutes|hr|hrs|hours?)|an?\s+hour(?:\s+and\s+a\s+half)?"
    r"|half\s+an\s+hour|(?:one|two|three)\s+hours|(?:fifteen|twenty|thirty|forty[-\s]?five|ninety)\s+minutes)\b"
    rf"|{_B}(?:\d+\s*דקות|חצי\s+שעה|שעה\s+וחצי|שעתיים|רבע\s+שעה|כשעה|למשך\s+\S+){_E}",
    re.IGNORECASE)
# "put it in", "add it to my calendar", "תכניסי", "ליומן".
_PUT_IN = re.compile(
    r"\b(?:put|add|stick|throw)\s+it\s+(?:in|on)\b|\b(?:calendar|cal|diary)\b"
    rf"|{_B}(?:תכניס|תכניסי|תכניסו|ה?יומן|ליומן|ביומן){_E}",
    re.IGNORECASE)
# "set up a call with ...", "schedule a meeting with ...", "לקבוע פגישה עם ...".
_MEETING_WITH = re.compile(
    r"\b(?:set\s+up|schedule|book|arrange|organi[sz]e|have|hold)\s+(?:a\s+|an\s+|the\s+)?(?:quick\s+|short\s+|video\s+)?"
    r"(?:call|meeting|zoom|appointment|catch[-\s]?up|sync|session|interview|chat)\s+with\b"
    rf"|{_B}(?:לקבוע|לתאם|לארגן|לעשות)\s+(?:שיחה|פגישה|פגישת\s+\S+|שיחת\s+\S+|זום|ישיבה)\s+(?:עם|ל){_E}",
    re.IGNORECASE)


def reads_as_event(text: str, t: Timed) -> bool:
    """Whether a need said with a time is a meeting for the calendar rather than a to-do."""
    tm = t.time
    if tm is None or tm.recurrence is not None:
        return False
    # A length the time grammar left in the words ("should take like 45 minutes"), not "in 2 hours", which it read.
    if tm.duration_minutes or _LENGTH.search(t.rest):
        return True
    return bool(_PUT_IN.search(text)) or (tm.when is not None and bool(_MEETING_WITH.search(text)))
