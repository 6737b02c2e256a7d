"""A fact about someone told with "good to know" after it: "ok so dana's kid is allergic to peanuts, good to know for
the bday party", "noa is vegan, worth remembering", "הבת של רוני אלרגית לבוטנים, טוב לדעת לקראת המסיבה".

"good to know" says the user wants what came before kept, as "fyi" does before it (notes_changes.fact_told): the
fact is kept, without the remark. The fact must be one of a lasting kind (someone cannot eat, charges, lives
somewhere; a kept key and its value): "the meeting moved to 5, good to know" is the calendar's, and "i'm tired,
good to know" is the user's state.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext, tidy
from memo.planning.rules.notes import _EVENTS, _store, core
from memo.planning.rules.notes_changes import (
    _IS_EN,
    _IS_HE,
    _KEY_VALUE_EN,
    _KEY_VALUE_HE,
    _SAID_NOT_KEPT,
    _TOLD_EN,
    _TOLD_HE,
    TOLD,
    _clock,
    _is_kept,
)

_HE = r"\u05D0-\u05EA"

# The remark after the fact, and what it is good to know for ("for the bday party", "לקראת המסיבה").
_GOOD_TO_KNOW = re.compile(
    r"\s*[,.;:\-–!]+\s*(?:(?:that'?s|thats|it'?s|its|this\s+is)\s+)?(?:(?:really|very|super)\s+)?"
    r"(?:good|useful|important|worth|handy|nice)\s+(?:to\s+know|knowing|remembering|to\s+remember|to\s+keep\s+in\s+mind)"
    r"(?:\s+(?:for|when|if|before|about)\b[^?]{0,60})?[\s.!]*$"
    r"|\s*[,.;:\-–!]+\s*(?:זה\s+)?(?:(?:ממש|מאוד)\s+)?(?:טוב|חשוב|שווה|כדאי|שימושי)\s+(?:לדעת|לזכור)"
    r"(?:\s+(?:ל|לקראת|בשביל|כש|אם|לפני)[^?]{0,60})?[\s.!]*$"
    # That it may help one day: "..., maybe it'll come in handy someday", "... אולי זה יעזור לי פעם".
    r"|\s*[,.;:\-–!]+\s*(?:maybe|perhaps|it\s+might|might|could)\s+(?:it'?ll\s+|it\s+will\s+|be\s+)?(?:come\s+in\s+handy"
    r"|help(?:\s+me)?|useful)(?:\s+(?:one\s+day|someday|sometime|later|in\s+the\s+future))?[\s.!]*$"
    r"|\s*[,.;:\-–!]+\s*(?:אולי|יכול\s+להיות\s+ש)\s*(?:זה\s+)?(?:יעזור|יועיל|יהיה\s+שימושי|יכול\s+לעזור)(?:\s+לי)?"
    r"(?:\s+(?:פעם|מתישהו|בעתיד|יום\s+אחד|בהמשך))?[\s.!]*$",
    re.IGNORECASE)
# Words that open a remark and add nothing to the fact: "ok so", "oh and", "אוקי אז".
_OPEN = re.compile(rf"^(?:(?:ok(?:ay)?|k|so|oh|and|well|also|אוקי|אוקיי|אז|טוב|אה|ו?גם)(?![\w{_HE}])[\s,]*)+",
                   re.IGNORECASE)

# Someone's name, told: "the neighbour's son is called Omer", "הבת של השכנה קוראים לה ליאת".
_NAMED = re.compile(
    r"^(?:(?:the|my|our)\s+)?[\w'-]+(?:\s+[\w'-]+)?\s+(?:is\s+(?:called|named)|'?s\s+name\s+is|name\s+is)\s+[A-Za-z]"
    rf"|^(?:ה)?[{_HE}]+(?:\s+ה[{_HE}]+)?(?:\s+של\s+(?:ה)?[{_HE}]+)?\s+(?:קוראים\s+(?:לו|לה|להם)|שמו|שמה|השם\s+(?:שלו|שלה)\s+(?:הוא|היא)?)"
    rf"\s+[{_HE}]", re.IGNORECASE)
_OF = re.compile(rf"^(?P<x>[{_HE}]+)\s+של\s+(?=[{_HE}])")
# Who someone is, said after their name: "Shira my phd student prefers zoom", "שירה, הדוקטורנטית שלי, אלרגית לאגוזים".
# The fact is read as of the name alone; the whole of it is kept.
_WHO_EN = re.compile(r"^(?P<name>[A-Za-z][\w'-]*),?\s+(?:my|our)\s+(?:[\w'-]+\s+){0,2}?[\w'-]+,?\s+"
                     r"(?=(?:(?:now|still|also|only|usually|always|never)\s+)?(?:is|has|prefers|likes|loves|hates|eats"
                     r"|drinks|wears|lives|works|doesn'?t|does\s+not|can'?t|cannot|won'?t)\b)", re.IGNORECASE)
_WHO_HE = re.compile(rf"^(?P<name>[{_HE}]+)\s*,?\s+ה[{_HE}]+(?:\s+ה?[{_HE}]+){{0,2}}?\s+(?:שלי|שלנו)\s*,?\s+")


def _without_who(what: str) -> str:
    m = _WHO_EN.match(what) or _WHO_HE.match(what)
    return f"{m.group('name')} {what[m.end():]}" if m else what


@grammar
def good_to_know(ctx: RuleContext) -> Intent | None:
    """ "ok so dana's kid is allergic to peanuts, good to know for the bday party": a lasting fact, to keep."""
    remark = _GOOD_TO_KNOW.search(ctx.text)
    if remark is None or len(ctx.text) > 200:
        return None
    what = tidy(_OPEN.sub("", core(ctx.text[:remark.start()]).strip()))
    if not what or "?" in what or _clock(ctx) or _EVENTS.search(what) or _SAID_NOT_KEPT.match(what):
        return None
    told = _without_who(what)
    fact = _KEY_VALUE_EN.match(what) or _KEY_VALUE_HE.match(what) or _IS_EN.match(what) or _IS_HE.match(what)
    # "הבת של רוני אלרגית": whose someone is ("X של Y") is one name, as "roni's daughter" is in English.
    whose = _OF.sub(r"\g<x> ", told)
    if ((fact is not None and _is_kept(fact.group("key"))) or _TOLD_EN.match(told) or _TOLD_HE.match(whose)
            or _NAMED.match(what)):
        return _store(what, "fact", TOLD)
    return None
