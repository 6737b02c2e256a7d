"""An event's time restated with the wrong one taken back: "team lunch on wednesday is at 1 not 12, fix it",
"the dentist tomorrow is at 5, not 4", "ארוחת הצהריים ביום רביעי היא באחת ולא ב-12, תתקני".

Read alone, "X is at 1 not 12" looks like a new event whose title holds "not 12". The "not <old time>" says an
existing event carries the wrong time, so it is read as a move of that event to the new time; the old time only
says which event, so it is dropped. Without a command to fix the calendar the subject must name an event itself
("lunch", "meeting", "פגישה"), else it may be a correction of something else.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.calendar import has_event_noun
from memo.planning.rules.calendar_changes import move_event

_FIX_EN = (r"(?:\s*[,;.!-]*\s*(?:(?:so|and|pls|please|plz|can\s+you|could\s+you|just)\s+)*"
           r"(?:fix|update|correct|adjust|change)\s+(?:it|that|this|the\s+calendar|my\s+calendar|the\s+event)"
           r"(?:\s+(?:in\s+the\s+calendar|pls|please|plz|thanks|thx))*)")
_FIX_HE = (r"(?:\s*[,;.!-]*\s*(?:ו|אז\s+)?(?:תתקן|תתקני|תתקנו|תעדכן|תעדכני|תעדכנו|תסדר|תסדרי|תסדרו|תשנה|תשני|תשנו)"
           r"(?:\s+(?:לי|את\s+זה|אותו|אותה|ביומן|את\s+היומן|בבקשה|תודה))*)")
_TIME_EN = r"(?:\d{1,2}(?:[:.]\d{2})?(?:\s*(?:am|pm|a\.m\.|p\.m\.))?|noon|midday|midnight)"
_RESTATED_EN = re.compile(
    rf"^(?P<event>.+?)\s+(?:is|'s|are)\s+(?:actually\s+|really\s+)?at\s+(?P<new>{_TIME_EN})\s*,?\s*(?:and\s+)?"
    rf"not\s+(?:at\s+)?{_TIME_EN}(?P<fix>{_FIX_EN})?\s*[.!]*$", re.I)
# A Hebrew hour after ב: a digit form or a number word, with an optional part of day.
_TIME_HE = (r"ב-?(?:\d{1,2}(?:[:.]\d{2})?|אחת|שתיים|שלוש|ארבע|חמש|שש|שבע|שמונה|תשע|עשר|אחת[\s-]?עשרה|שתים[\s-]?עשרה"
            r"|צהריים|חצות)(?:\s+(?:וחצי|ורבע|בבוקר|בצהריים|אחה\"צ|אחר\s+הצהריים|בערב|בלילה))?")
_RESTATED_HE = re.compile(
    rf"^(?P<event>.+?)\s+(?:(?:היא|הוא|זה|זאת)\s+)?(?:בעצם\s+)?(?P<new>{_TIME_HE})\s*,?\s*(?:ו)?לא\s+{_TIME_HE}"
    rf"(?P<fix>{_FIX_HE})?\s*[.!]*$")


@grammar
def restated_time(ctx: RuleContext) -> Intent | None:
    text = ctx.text.strip()
    hebrew = False
    m = _RESTATED_EN.match(text)
    if m is None:
        m = _RESTATED_HE.match(text)
        hebrew = m is not None
    if m is None:
        return None
    event = m.group("event").strip(" ,")
    if not m.group("fix") and not has_event_noun(event):
        return None
    if hebrew:
        new = "ל" + m.group("new")[1:]
        raw = f"{event} ביומן עבר {new}"
    else:
        raw = f"{event} in the calendar moved to {m.group('new')}"
    named = RuleContext(raw=raw, now=ctx.now, language=ctx.language, latest_actions=ctx.latest_actions)
    intent = move_event(named)
    if intent is None or (intent.capability, intent.action) != ("calendar", "update"):
        return None
    intent.decided_by = "grammar calendar_restated.restated_time"
    return intent
