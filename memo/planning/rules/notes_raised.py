"""A price someone of the user's raised or lowered: "Lior raised her rate to 60 an hour, update that", "the cleaner
put her price up to 250", "ליאור העלתה את המחיר ל-60 לשעה, תעדכני",
"המטפלת העלתה את ה-rate לשעה ל-55" (the price word may be English, its unit before the sum).

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
    rf"(?:לנו\s+|לי\s+)?את\s+(?:ה-?\s*)?(?P<what>{_PRICE_HE}|(?i:{_PRICE_EN}))(?:\s+(?:השעתי|החודשי|היומי))?"
    rf"(?:\s+(?:שלה|שלו|שלהם))?(?:\s+(?:לשעה|לחודש|ליום|לשיעור|לביקור))?\s+ל-?\s*(?P<val>\d[\d,.]*"
    rf"(?:\s+(?:ש\"?ח|שקל|שקלים|לשעה|לחודש|ליום|לשיעור|לביקור|לפגישה)){{0,2}})\s*$")
# A dose someone changed, with its unit: "the endo raised my eltroxin to 88mcg", "האנדו העלתה את האלטרוקסין ל-88 מק"ג".
# The unit says it is a dose the user keeps; "they raised the bar to 3" holds none.
_UNIT_EN = r"(?:mg|mcg|µg|ug|micrograms?|milligrams?|ml|units?|iu|pills?|tablets?|drops?|capsules?|puffs?)"
_UNIT_HE = r"(?:מ\"ג|מ״ג|מג|מק\"ג|מק״ג|מקג|מיקרוגרם|מיליגרם|מ\"ל|מ״ל|יחידות|כדורים|כמוסות|טיפות|שאיפות)"
_DOSE_EN = re.compile(
    r"^(?P<who>(?:(?:the|our|my)\s+)?[\w'-]+(?:\s+[\w'-]+)?)\s+(?:just\s+|finally\s+)?(?:raised|increased|upped"
    r"|lowered|dropped|reduced|cut|changed|bumped(?:\s+up)?|put(?:\s+up)?|moved)\s+(?:me\s+)?(?:my|the|her|his|their"
    r"|our)\s+(?P<what>[\w-]+(?:\s+[\w-]+)?)\s+(?:(?:dose|dosage)\s+)?(?:up\s+|down\s+)?to\s+"
    rf"(?P<val>\d[\d.,]*\s*{_UNIT_EN})(?:\s+(?:a|per)\s+day|\s+daily)?\s*$", re.IGNORECASE)
_DOSE_HE = re.compile(
    rf"^(?P<who>(?:ה)?[{_HE}'-]+(?:\s+ה?[{_HE}'-]+)?)\s+(?:העלתה|העלה|העלו|הורידה|הוריד|הורידו|שינתה|שינה|שינו|הגדילה"
    rf"|הגדיל|הקטינה|הקטין)\s+(?:לי\s+|לנו\s+|לו\s+|לה\s+)?את\s+(?:ה)?(?P<what>[{_HE}\w'\"-]+(?:\s+[{_HE}\w'\"-]+)?)"
    rf"\s+ל-?\s*(?P<val>\d[\d.,]*\s*{_UNIT_HE})(?:\s+ביום)?\s*$")
# The price itself went up or down: "the kindergarten monthly fee went up to 2,450", "the rent is now 5,200", "שכר
# הלימוד בגן עלה ל-2,450". What it is the price of is in its own words, so they are what the note is found by.
_ROSE_EN = re.compile(
    rf"^(?P<what>(?:(?:the|our|my)\s+)?(?:[\w'-]+\s+){{0,3}}{_PRICE_EN}(?:\s+(?:for|of|at)\s+(?:the\s+)?[\w'-]+){{0,1}})"
    r"\s+(?:(?:just|finally)\s+)?(?:went\s+up|goes\s+up|rose|increased|jumped|dropped|went\s+down|fell|decreased"
    r"|changed|(?:is|'s)\s+now|is\s+going\s+up|got\s+raised)\s+(?:to\s+)?"
    r"(?P<val>[$₪€]?\d[\d,.]*\S*(?:\s+(?:an?\s+|per\s+)?(?:hour|hr|day|month|week|year|shekels?|nis|ils|dollars?"
    r"|euros?)){0,2})\s*$", re.IGNORECASE)
_ROSE_HE = re.compile(
    rf"^(?P<what>(?:ה)?(?:{_PRICE_HE}|שכר\s+(?:ה)?לימוד|דמי\s+[{_HE}]+|ה?עלות|ה?אגרה|ה?ועד\s+(?:ה)?בית|ה?ארנונה)"
    rf"(?:\s+(?:של\s+)?ה?[{_HE}'\"-]+){{0,3}})\s+(?:עלה|עלתה|עלו|ירד|ירדה|ירדו|השתנה|השתנתה|התייקר|התייקרה)\s+"
    rf"ל-?\s*(?P<val>[₪]?\d[\d,.]*(?:\s+(?:ש\"?ח|שקל|שקלים|לחודש|לשעה|לשנה)){{0,2}})\s*$")
# A price of the user's household: theirs by "my"/"our", or a fee, rent or levy people pay and keep the sum of.
_OWN_PRICE = re.compile(rf"^(?:my|our)\s|\b(?:rent|fees?|tuition|salary)\b"
                        rf"|(?<![{_HE}])(?:ה)?(?:שכר|ועד|ארנונה|דמי|שכירות|תשלום|אגרה)(?![{_HE}])", re.IGNORECASE)
_LEAD = re.compile(r"^(?:update|correction|עדכון|תיקון)\s*[:\-–]\s*", re.IGNORECASE)
# "..., update that", "תעדכני", "update what I saved", "תעדכני את מה ששמרתי": the request after the change.
_UPDATE_IT = re.compile(
    r"[\s,.;:!\-–]+(?:(?:pls|please|so|and|can\s+(?:you|u))\s+)*(?:update|fix|change)(?:\s+(?:it|that|this|the\s+note"
    r"|my\s+notes?|(?:your|ur)\s+notes?|in\s+(?:my|the|your)\s+notes|what\s+i\s+(?:saved|told\s+you|noted)"
    r"|what\s+(?:you|u)\s+(?:have\s+)?(?:saved|kept|stored|noted|have)(?:\s+(?:saved|down|on\s+file))?))?"
    r"(?:\s+(?:pls|please|thanks))?\s*[.!]*$"
    r"|[\s,.;:!\-–]+(?:בבקשה\s+|ו)?(?:תעדכן|תעדכני|עדכן|עדכני)(?:\s+(?:את\s+זה|זה|לי|בפתקים|בבקשה"
    r"|את\s+מה\s+ש(?:שמרתי|רשמתי|כתבתי|שמרת|רשמת|כתבת|יש\s+לך)))*\s*[.!]*$",
    re.IGNORECASE)


@grammar
def price_raised(ctx: RuleContext) -> Intent | None:
    text = _LEAD.sub("", core(ctx.text).rstrip(" .!"))
    asked = _UPDATE_IT.search(text)
    fact = text[:asked.start()] if asked else text
    m = _RAISED_EN.match(fact) or _RAISED_HE.match(fact) or _DOSE_EN.match(fact) or _DOSE_HE.match(fact)
    rose = None if m is not None else _ROSE_EN.match(fact) or _ROSE_HE.match(fact)
    if rose is not None and not asked and not _OWN_PRICE.search(rose.group("what")):
        rose = None  # "the price of bitcoin went up to 90000": news of the world, unless the user asks to update
    if rose is not None:
        query = re.sub(r"^(?:the|our|my)\s+", "", rose.group("what"), flags=re.IGNORECASE)
        return Intent("second-brain", "update", {"operation": "update", "query": tidy(query), "text": tidy(fact)},
                      ASKED_UPDATE if asked else TOLD, entity="note")
    if m is None:
        return None
    who = re.sub(r"^(?:the|our|my)\s+", "", m.group("who"), flags=re.IGNORECASE)
    # A dose is found by the medicine ("eltroxin"), whoever changed it; a price by who charges it ("Lior rate").
    query = m.group("what") if m.re in (_DOSE_EN, _DOSE_HE) else f"{who} {m.group('what')}"
    return Intent("second-brain", "update", {"operation": "update", "query": query, "text": tidy(fact)},
                  ASKED_UPDATE if asked else TOLD, entity="note")
