"""A booking Memo cannot make: "book a table at 8 tomorrow", "reserve a table for 4 at 8", "book a taxi for 6",
"תזמיני שולחן לשמונה מחר", and a place in a class run by others: "book me a spot in the 7am spin".

"book me a room at the Dan Eilat for Dec 3-5" is the hotel's room, not an event named "room".

"book" is a calendar verb ("book a meeting with dana"), so the event grammar read these as an event named "table"
at 08:00, and the user believed the restaurant booked. Memo reserves nothing outside the calendar, and whether
the user wants the booking kept as an event, or a reminder to make it, is not said: the user is asked. With the
calendar named ("book a table at Rustico at 8 in my calendar") or the meal said ("book a table for dinner on friday
at 8") it is an event of the user's, and the event grammar reads it.
"""

from __future__ import annotations

import re

from memo.planning.dsl import INTENT_UNCLEAR
from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.calendar import _CAL_WORD, _EVENT
from memo.planning.rules.gmail_manage import strip_polite

ASKED = 0.94  # above the event grammar's reading of "book ..." (0.92)
# A place of someone else's hired for some hours: a studio, a rehearsal room, a court, a flat.
_PLACE_EN = (r"(?:recording\s+|rehearsal\s+|photo\s+|dance\s+)?studio|rehearsal\s+(?:room|space)|place|apartment"
             r"|flat|office|(?:(?:football|soccer|basketball|tennis|padel|squash|volleyball|futsal)\s+)?"
             r"(?:court|pitch|field(?!\s+(?:trip|day|visit|work)))|hall|venue|cabin|villa|boat|zimmer")
_PLACE_HE = r"סטודיו|חדר\s+חזרות|דירה|אולם|מגרש|צימר|מתחם"
# Booked with someone else: a table, a taxi, a room in a hotel (or at a place: "a room at the Dan"), seats, tickets.
_BOOKING = re.compile(
    r"^(?:(?:can|could|would)\s+(?:you|u)\s+)?(?:book|reserve|make)\s+(?:me\s+|us\s+)?(?:a\s+|an\s+|the\s+)?"
    r"(?:table|taxi|cab|uber|lyft|hotel(?:\s+room)?|seats?|tickets?|(?:a\s+)?reservation\s+(?:at|for)\b"
    r"|(?:double\s+|single\s+|twin\s+)?room\s+(?:at|in)\s+\S+"
    # someone else's place for some hours: "book me Ron's studio for thursday", "book the studio at Ron's"
    rf"|(?!my\b|our\b)\S+(?:'s|’s)\s+{_PLACE_EN}|{_PLACE_EN}\s+(?:at|of)\s+\S+)(?!\S)"
    r"|^(?:תזמין|תזמיני|הזמן|הזמיני|תשריין|תשרייני|תבקש|תבקשי)\s+(?:לי\s+|לנו\s+)?(?:שולחן|מונית|חדר\s+במלון"
    r"|חדר\s+ב(?!משרד|חדר)\S+"
    r"|מקומות|כרטיסים"
    rf"|(?:את\s+)?ה?(?:{_PLACE_HE})\s+(?:של|אצל)\s+\S+)(?!\S)", re.IGNORECASE)
# A place in a class someone else runs: "book me a spot in the 7am spin", "a bike at the 6:30 spin", "a spot ל-spin",
# "תשרייני לי מקום בספינינג". The class is no event of the user's to add until the place is had: asked whatever it
# is called ("pilates class", "חוג"); with the calendar named it is a block of the user's own time.
_PLACE_IN_CLASS = re.compile(
    r"^(?:(?:can|could|would)\s+(?:you|u)\s+)?(?:book|reserve|save|grab|get|secure)\s+(?:me\s+|us\s+)?(?:a\s+|an\s+)?"
    r"(?:spot|place|bike|mat)\s+(?:(?:in|at|on\s+the|for\s+(?:the|my|tomorrow'?s|today'?s))\s+(?!\d|noon|midnight)|[לב]-?(?=[^\s\d]))"
    r"|^(?:תזמין|תזמיני|הזמן|הזמיני|תשריין|תשרייני|תשמור|תשמרי|תשיג|תשיגי)\s+(?:לי\s+|לנו\s+)?מקום\s+(?:ב|ל)-?"
    r"(?!משרד|יומן|לו\"?ז)(?=\S)", re.IGNORECASE)


@grammar
def booking_elsewhere(ctx: RuleContext) -> Intent | None:
    text = strip_polite(ctx.text).strip()
    if _PLACE_IN_CLASS.match(text) is not None and not _CAL_WORD.search(text):
        return _asked()
    if _BOOKING.match(text) is None or _CAL_WORD.search(text) or _EVENT.search(text):
        return None  # "book a table for dinner on friday at 8": the dinner is an event of the user's
    return _asked()


def _asked() -> Intent:
    return Intent("general", "respond", {"operation": "respond", "kind": "unclear"}, ASKED,
                  missing=[INTENT_UNCLEAR], intent_type="conversation")
