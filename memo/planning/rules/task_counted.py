"""Reminders counted before a colon that lists them: "שתי תזכורות בבקשה: לקבוע תור לרופאת ילדים, ולהחזיר את הספרים
לספרייה עד חמישי", "two reminders please: book the pediatrician, and return the library books by thursday".

The count and the colon are the request, as "remind me:" is; what follows is read as several reminders (each with
its own time) or a list of errands sharing one. Only at the start of the message and before a colon: "I have two
reminders for tomorrow?" asks about existing ones.
"""

from __future__ import annotations

from memo.planning.rules.task_words import Timed

COUNTED_FIRST = (r"^(?:(?:two|three|four|five|a\s+few|some|(?:a\s+)?couple(?:\s+of)?|\d)\s+(?:quick\s+)?reminders"
                 r"|(?:שתי|שלוש|ארבע|חמש|כמה|\d)\s+תזכורות)(?:\s+(?:please|pls|plz|בבקשה|בבקשה\s+ממך|לי))?(?=\s*:)")


def time_inside_list(t: Timed) -> bool:
    """ "two reminders: book the pediatrician, and return the books by thursday": the time words sit inside the list,
    after an errand, so whether they are all the errands' or only the last one's is unsure (asked). Said before the
    list ("remind me tmrw: call the electrician, pay arnona") or right after its colon, they are all the errands'."""
    colon = t.body.find(":")
    if t.time is None or not t.time.spans or colon < 0:
        return False
    return bool(t.body[colon + 1:t.time.spans[0][0]].strip(" ,-.;"))
