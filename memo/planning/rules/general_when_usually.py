"""`general`: when things usually happen in a life, asked of a kind of being: "when do babies usually start solids",
"at what age do kids lose their first tooth?", "when do puppies stop teething", "מתי תינוקות מתחילים לאכול מוצקים",
"באיזה גיל ילדים מתחילים ללכת?".

A bare plural of beings ("babies", not "my baby" or "the kids") asks about the world, and "their" then points back
at that kind, never at the user's people. The user's own ("when do my kids start school", "when does the baby
nap") are their notes or calendar, and a day or hour in the message ("when do kids finish school tomorrow") is for
the tools: both are left. Read at general.question's confidence, below every tool.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.general_knowhow import _CLOCK, _LEAD, _MEMO_KINDS, _OWN, MAX_CHARS, QUESTION

_HE = r"\u05D0-\u05EA"
_BEINGS_EN = (r"(?:babies|infants|newborns|toddlers|kids|children|teens|teenagers|boys|girls|puppies|kittens|dogs|cats"
              r"|people|women|men|adults|students)")
_USUALLY_EN = r"(?:usually|typically|normally|generally|first|actually)"
_WHEN_EN = (rf"(?:when|at\s+what\s+age|what\s+age|how\s+old\s+are)\s+(?:do|does|should|can|would|will)\s+(?:most\s+)?"
            rf"{_BEINGS_EN}\s+(?:{_USUALLY_EN}\s+)?(?!do\b)[a-z]")
_BEINGS_HE = (r"(?:תינוקות|פעוטות|ילדים|ילדות|נערים|נערות|בנים|בנות|גורים|גורי\s+\S+|כלבים|חתולים|אנשים|נשים|גברים"
              r"|מבוגרים)")
_USUALLY_HE = r"(?:בדרך\s+כלל|בד\"כ|בד''כ|לרוב|בערך)"
_WHEN_HE = (rf"(?:מתי|באיזה\s+גיל|מאיזה\s+גיל)\s+(?:{_USUALLY_HE}\s+)?(?:רוב\s+ה)?{_BEINGS_HE}\s+(?:{_USUALLY_HE}\s+)?"
            rf"[{_HE}]{{2,}}")
_ASK = re.compile(rf"^(?:{_WHEN_EN}|{_WHEN_HE})", re.IGNORECASE)
# "their" / "שלהם" of the question points back at the kind asked about.
_THEIR = re.compile(rf"\btheir\b|(?<![{_HE}])(?:שלהם|שלהן)(?![{_HE}])", re.IGNORECASE)


@grammar
def when_usually(ctx: RuleContext) -> Intent | None:
    """ "when do babies usually start solids", "באיזה גיל ילדים מתחילים ללכת": a question of the world, answered."""
    text = _LEAD.sub("", re.sub(r"\s+", " ", ctx.text).strip())
    if len(text) > MAX_CHARS or ctx.time is not None or not _ASK.match(text):
        return None
    asked = _THEIR.sub("", text.partition("?")[0])
    if _OWN.search(asked) or _MEMO_KINDS.search(asked) or _CLOCK.search(text) or text.count("?") > 1:
        return None
    return Intent("general", "respond", {"operation": "respond", "kind": "question", "question": ctx.text}, QUESTION,
                  intent_type="conversation")
