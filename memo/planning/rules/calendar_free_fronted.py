"""Whether one is free, asked with the time said first: "בחמישי בין 10 ל-12 אני פנויה?", "מחר בבוקר אנחנו פנויים?",
"thursday 10 to 12, am I free?".

Hebrew puts what the question is about first as often as last; the question itself ("אני פנויה?") then follows. The
time is put back after the question, where calendar_more.check_conflicts reads it, only when everything said before
the question is time words: "דני אני פנויה?" or "the kids are asking, am I free" is no such question.
"""

from __future__ import annotations

import re
from datetime import datetime

from memo.planning.rules.calendar import read_when

_FRONTED = re.compile(
    r"^(?P<when>[^?]{2,60}?)[\s,:-]+(?P<q>(?:האם\s+)?(?:אני|אנחנו)\s+(?:פנוי|פנויה|פנויים|פנויות|זמין|זמינה|זמינים"
    r"|עסוק|עסוקה|עסוקים|תפוס|תפוסה)(?![\w\u05D0-\u05EA])|(?:am\s+i|are\s+we|will\s+i\s+be)\s+(?:free|available|busy)\b)"
    r"(?P<rest>.*)$", re.I | re.S)
# What may be left of the fronted words once their time is read: a joining word or punctuation.
_NOTHING_LEFT = re.compile(r"^[\s,.:;-]*(?:(?:and|then|so|אז|ו)[\s,.:;-]*)?$", re.I)


def free_asked_after_time(text: str, now: datetime) -> str | None:
    """`text` with its fronted time put after the question ("אני פנויה בחמישי בין 10 ל-12?"), or None."""
    m = _FRONTED.match(text)
    if m is None:
        return None
    hebrew = bool(re.search(r"[\u05D0-\u05EA]", m["when"]))
    when = read_when(m["when"], now, hebrew)
    if when.tm is None or not _NOTHING_LEFT.match(when.rest):
        return None
    return f"{m['q']} {m['when'].strip(' ,:-')}{m['rest']}"
