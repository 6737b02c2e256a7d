"""A note led by where it is put: "שומרת פה: מספר הלוקר של איתי בבריכה הוא 112", "שימי בזיכרון: ה-booking reference
של המלון הוא XK7P2Q", "putting this here: the gate code is 4411", "for your memory: Lior's number is 052-7781234".

The lead says the user is keeping it here ("שומרת פה", "רושם לעצמי") or asks Memo to put it in its memory ("שימי
בזיכרון", "put in memory"), and a colon or a dash sets the note apart. Without that mark the lead may begin a sentence
of another kind ("שומרת פה על הילדים עד שש"), so it is not read.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.notes import _store, core
from memo.planning.rules.notes_passing import _REQUEST

_HE = r"\u05D0-\u05EA"
_HERE_HE = r"(?:פה|כאן|אצלך|לעצמי|לעצמך|בצד|בזי?כרון|בפתקים|לזי?כרון|להמשך|לפעם\s+הבאה)"
_LEAD_HE = (
    # The user keeps it: "שומרת פה", "רושם לעצמי", "מתעדת כאן".
    rf"(?:(?:אני\s+)?(?:שומרת|שומר|שומרים|רושמת|רושם|רושמים|מתעדת|מתעד|כותבת|כותב|משאירה|משאיר)(?:\s+{_HERE_HE}){{1,2}}"
    # Memo is asked to put it in its memory: "שימי בזיכרון", "תכניס לזיכרון", "תשמרי בראש".
    rf"|(?:שימי|שים|תשימי|תשים|תכניסי|תכניס|הכניסי|תעלי|תעלה)\s+(?:לי\s+)?(?:ב|ל)(?:זי?כרון|פתקים)(?:\s+(?:שלך|שלי))?"
    rf"|לזי?כרון|לתיעוד|לידיעה)")
_LEAD_EN = (r"(?:(?:i'?m\s+|im\s+)?(?:putting|saving|keeping|leaving|noting|parking|dropping)\s+(?:this|it|that)?\s*"
            r"(?:here|with\s+(?:you|u)|in\s+(?:here|your\s+memory|memory|my\s+notes))"
            r"|(?:put|drop|stick|file|throw)\s+(?:this\s+|it\s+)?(?:in|into)\s+(?:your\s+|ur\s+|the\s+)?(?:memory|notes)"
            r"|for\s+(?:your|ur|the)\s+(?:memory|records?|notes)|for\s+future\s+reference)")
_KEPT_HERE = re.compile(rf"^(?:{_LEAD_HE}(?![{_HE}])|{_LEAD_EN}\b)\s*(?::|\s-|-\s|\s–)\s*(?P<x>\S.*)$",
                        re.IGNORECASE | re.DOTALL)


# "for future reference, the gabbai is Reb Yitzchak Feld": a lead that can only mean "keep this" may take a comma.
_FOR_LATER = re.compile(r"^(?:for\s+future\s+reference|for\s+(?:your|ur)\s+(?:memory|records?)|לידיעה\s+עתידית"
                        r"|לזי?כרון\s+(?:שלך|עתידי))\s*,\s*(?P<x>\S.*)$", re.IGNORECASE | re.DOTALL)


@grammar
def kept_here(ctx: RuleContext) -> Intent | None:
    text = core(ctx.text)
    m = _KEPT_HERE.match(text)
    if m is None:
        m = _FOR_LATER.match(text)
        if m is not None and _REQUEST.search(m.group("x")):
            return None  # "for future reference, remind me ...": a request, read by its own grammar
    if m is None or m.group("x").rstrip().endswith("?"):
        return None  # "שימי בזיכרון: מה הקוד?" asks, it does not keep
    return _store(m.group("x"), "fact")
