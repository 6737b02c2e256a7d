"""A trip's number or code asked for (`second-brain / search`): "מה מספר הטיסה שלי חזרה", "what's my return flight
number?", "what's the confirmation code for our flight back", "מה מספר המושב בטיסה שלנו", "מה היה מספר הרכבת".

A flight names an event, so the plain fact question leaves it to the calendar ("מתי הטיסה שלי", "what time is my
flight"); but a number, a code or a seat of it is a detail the user kept from the booking, never an entry's time.
Only the whole message is the question: a day or a request after it ("... מחר", "..., send it to dana") is another
grammar's.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.notes import _search, core

TRIP_NUMBER = 0.85  # as a named fact asked for (notes.search_notes' explicit shapes)
_HE = r"\u05D0-\u05EA"
_TRIP_EN = r"(?:flight|train|ferry|cruise|bus|plane)"
_DETAIL_EN = (r"(?:number|no\.?|#|seat(?:\s+number)?|confirmation(?:\s+(?:code|number))?"
              r"|booking\s+(?:number|reference|ref|code)|reference(?:\s+number)?|ticket\s+number|pnr|record\s+locator)")
_LEG_EN = r"(?:return|outbound|connecting|inbound|onward)"
_ASK_EN = r"(?:what'?s|whats|what\s+(?:is|was|are|were)|tell\s+me|give\s+me|remind\s+me\s+of|do\s+(?:you|u)\s+have)"
_TRIP_NUMBER_EN = re.compile(
    rf"^{_ASK_EN}\s+(?P<q>(?:my|our|the)\s+(?:{_LEG_EN}\s+)?{_TRIP_EN}\s+{_DETAIL_EN}"
    r"(?:\s+(?:back|home|there|out|for\s+(?:the\s+)?(?:way\s+)?back|to\s+[\w-]+(?:\s+[\w-]+)?|from\s+[\w-]+(?:\s+[\w-]+)?))?"
    rf"|(?:the\s+)?{_DETAIL_EN}\s+(?:of|for|on)\s+(?:my|our|the)\s+(?:{_LEG_EN}\s+)?{_TRIP_EN}"
    r"(?:\s+(?:back|home|there|out|to\s+[\w-]+(?:\s+[\w-]+)?|from\s+[\w-]+(?:\s+[\w-]+)?))?)(?:\s+again)?\s*\??$",
    re.IGNORECASE)
_TRIP_HE = r"(?:טיסה|טיסת|רכבת|מעבורת|הפלגה)"
_DETAIL_HE = (r"(?:מספר|מס'|קוד|אסמכתא|אסמכתת|מושב|מספר\s+(?:ה)?מושב|מספר\s+(?:ה)?(?:הזמנה|אישור|כרטיס)"
              r"|קוד\s+(?:ה)?הזמנה|שער|טרמינל)")
_TRIP_NUMBER_HE = re.compile(
    rf"^(?:מה|מהו|מהי|איזה|איזו)\s+(?:(?:היה|הייתה|היתה)\s+)?(?P<q>(?:ה)?{_DETAIL_HE}\s+(?:ב|של\s+ה|ה){_TRIP_HE}"
    rf"(?:\s+(?:שלי|שלנו))?(?:\s+(?:חזרה|הלוך|בחזרה|של\s+החזרה|של\s+הלוך|ל[{_HE}\"'-]{{2,}}|מ[{_HE}\"'-]{{2,}}))?)"
    r"(?:\s+שוב)?\s*\??$")

_DAY = re.compile(rf"(?<![{_HE}])(?:מחר|היום|מחרתיים)(?![{_HE}])|\b(?:today|tomorrow|tonight)\b", re.IGNORECASE)


@grammar
def trip_number(ctx: RuleContext) -> Intent | None:
    """ "מה מספר הטיסה שלי חזרה", "what's my return flight number": a kept detail, not the calendar's flight."""
    text = core(ctx.text).strip()
    if len(text) > 100:
        return None
    m = _TRIP_NUMBER_EN.match(text) or _TRIP_NUMBER_HE.match(text)
    # "מה מספר הטיסה מחר" names a day: the parts after the trip are only which leg or where to.
    if m is None or _DAY.search(m.group("q")):
        return None
    return _search(m.group("q"), TRIP_NUMBER)
