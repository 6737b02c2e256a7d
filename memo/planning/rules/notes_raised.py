"""A price someone of the user's raised or lowered: "Lior raised her rate to 60 an hour, update that", "the cleaner
put her price up to 250", "ליאור העלתה את המחיר ל-60 לשעה, תעדכני".

The babysitter's rate, the cleaner's price, the rent: facts people keep, and a raise is a change to the note that
holds them (`second-brain / update`), found by who and what ("Lior rate"). Only a price word with its new sum: "they
raised the bar" holds no sum, and "the meeting moved to 5" is the calendar's.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext, tidy
from memo.planning.rules.notes import core

ASKED_UPDATE = 0.92  # "..., update that": the user named the change
TOLD = 0.85  # told alone: a kept fact changed, still the notes'
_HE = r"\u05D0-\u05EA"

_PRICE_EN = r"(?:(?:hourly|daily|monthly|weekly)\s+)?(?:rate|rates|price|prices|fee|fees|salary|rent|charge|tariff)"
_PRICE_HE = r"(?:מחיר|מחירים|תעריף|תעריפים|שכר|שכירות|שכר\s+(?:ה)?דירה|תשלום)"
_RAISED_EN = re.compile(
    r"^(?P<who>(?:(?:the|our|my)\s+)?(?:new\s+)?[\w'-]+(?:\s+[\w'-]+)?)\s+(?:just\s+|finally\s+)?(?:raised|increased|upped"
    r"|hiked|lowered|dropped|reduced|cut|changed|bumped(?:\s+up)?|put(?:\s+up)?)\s+(?:her|his|their|its|the)\s+"
    rf"(?P<what>{_PRICE_EN})(?:\s+up)?\s+to\s+(?P<val>\S*\d[\d,.]*\S*(?:\s+(?:an?\s+|per\s+)?(?:hour|hr|day|night|month|week"
    r"|session|lesson|visit|shekels?|nis|ils|dollars?|euros?)){0,2})\s*$", re.IGNORECASE)
_RAISED_HE = re.compile(
    rf"^(?P<who>(?:ה)?[{_HE}'-]+(?:\s+ה?[{_HE}'-]+)?)\s+(?:העלתה|העלה|העלו|הורידה|הוריד|הורידו|שינתה|שינה|שינו)\s+"
    rf"(?:לנו\s+|לי\s+)?את\s+(?:ה)?(?P<what>{_PRICE_HE})(?:\s+(?:שלה|שלו|שלהם))?\s+ל-?\s*(?P<val>\d[\d,.]*"
    rf"(?:\s+(?:ש\"?ח|שקל|שקלים|לשעה|לחודש|ליום|לשיעור|לביקור|לפגישה)){{0,2}})\s*$")
# "..., update that", "תעדכני": the request after the change.
_UPDATE_IT = re.compile(
    r"[\s,.;:!\-–]+(?:(?:pls|please|so|and|can\s+(?:you|u))\s+)*(?:update|fix|change)(?:\s+(?:it|that|this|the\s+note"
    r"|my\s+notes?|in\s+(?:my|the)\s+notes))?(?:\s+(?:pls|please|thanks))?\s*[.!]*$"
    r"|[\s,.;:!\-–]+(?:בבקשה\s+|ו)?(?:תעדכן|תעדכני|עדכן|עדכני)(?:\s+(?:את\s+זה|זה|לי|בפתקים|בבקשה))*\s*[.!]*$",
    re.IGNORECASE)


@grammar
def price_raised(ctx: RuleContext) -> Intent | None:
    text = core(ctx.text).rstrip(" .!")
    asked = _UPDATE_IT.search(text)
    fact = text[:asked.start()] if asked else text
    m = _RAISED_EN.match(fact) or _RAISED_HE.match(fact)
    if m is None:
        return None
    who = re.sub(r"^(?:the|our|my)\s+", "", m.group("who"), flags=re.IGNORECASE)
    query = f"{who} {m.group('what')}"
    return Intent("second-brain", "update", {"operation": "update", "query": query, "text": tidy(fact)},
                  ASKED_UPDATE if asked else TOLD, entity="note")
