"""`general`: a request that only points back at another one — "ok do the same for next week", "same again
tomorrow", "תעשי אותו דבר לשבוע הבא", "כמו בפעם הקודמת".

What "the same" is lives in an earlier message Memo cannot repeat as a step of its own, so nothing may be made of
the words: left alone, a reminder grammar takes "do the same" as the text of a new reminder. The user is asked
what to do instead. Only a message that is nothing but the pointer (with ok/so/now before it, the time words
around it, and "please" or "too" after it) is read here; "the same time as usual remind me to ..." names its
request and is left to the tools.
"""

from __future__ import annotations

import re

from memo.planning.dsl import INTENT_UNCLEAR
from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext

POINTS_BACK = 0.92  # above a reminder made of the words themselves (0.8) and an update of "אותו דבר" (0.8)
_HE = r"\u05D0-\u05EA"

# Openers and closers that add nothing to the request: "ok", "so", "now", "please", "too", "אז", "טוב", "גם".
_OPEN_EN = r"(?:(?:ok(?:ay)?|k|so|and|now|then|yeah|yes|cool|great|perfect|alright|also|pls|please|plz)[\s,.!]+)*"
_CAN_EN = r"(?:(?:can|could|would|will)\s+you\s+(?:please\s+|pls\s+)?|pls\s+|please\s+|plz\s+|just\s+|let'?s\s+)?"
_CLOSE_EN = r"(?:[\s,]+(?:again|too|as\s+well|also|pls|please|plz|thanks|thx|ty))*"
_OPEN_HE = r"(?:(?:אוקיי|אוקי|אוקיי|טוב|אז|יאללה|סבבה|ו?עכשיו|ו?גם|בבקשה|מעולה|יופי)[\s,.!]+)*"
_CLOSE_HE = r"(?:[\s,]+(?:שוב|גם|בבקשה|תודה|פעם\s+נוספת|עוד\s+פעם))*"

# The pointer. In English a verb of doing it again ("do", "repeat", "same again") or "the same as last time";
# a bare "same" is small talk ("same here", "same to you") and is not read.
_EN = (
    r"(?:(?:do|repeat|redo|make\s+it|set\s+(?:it|that)\s+up|copy)\s+(?:the\s+|that\s+|exactly\s+the\s+)?"
    r"(?:same(?:\s+thing)?|usual|that|it|this)(?:\s+(?:again|one\s+more\s+time))?"
    r"|(?:do\s+)?(?:the\s+)?same\s+(?:thing\s+)?(?:again|as\s+(?:before|last\s+time|usual|always|last\s+\w+))"
    r"|(?:the\s+)?(?:same(?:\s+thing)?|usual)(?#alone only with time words around it, see below)"
    r"|(?:(?:do|repeat)\s+(?:it|that)\s+)?(?:like|as)\s+(?:before|last\s+time|usual|always))"
)
_HE_DO = r"(?:תעשי|תעשה|תעשו|עשי|עשה|לעשות|תחזרי\s+על|תחזור\s+על|לחזור\s+על|תכפילי|תשכפלי|תשכפל)"
_HE_TEXT = (
    rf"(?:(?:{_HE_DO}\s+)?(?:את\s+)?(?:אותו|אותה|אותם)\s+(?:ה)?(?:דבר|הדבר|משהו)"
    rf"(?:\s+(?:כמו\s+)?(?:בפעם\s+ה?קודמת|בפעם\s+שעברה|קודם|תמיד|כרגיל))?"
    rf"|(?:{_HE_DO}\s+)?(?:(?:את\s+)?זה\s+)?(?:כמו|כ)\s*(?:בפעם\s+ה?קודמת|בפעם\s+שעברה|קודם|תמיד|כרגיל|בשבוע\s+שעבר)"
    rf"|{_HE_DO}\s+(?:את\s+)?זה\s+(?:שוב|עוד\s+פעם|פעם\s+נוספת))"
)
# Days said with a prefix ("למחר", "לשבוע הבא", "ביום שלישי") that the time parser leaves in the text.
_HE_WHEN = (r"(?:(?:ו?גם\s+)?(?:ל|ב|עד)?-?(?:מחר|מחרתיים|היום|הערב|הלילה|השבוע|(?:ה)?שבוע\s+(?:הבא|שאחרי)"
            r"|(?:ה)?חודש\s+הבא"
            r"|(?:יום\s+)?(?:ראשון|שני|שלישי|רביעי|חמישי|שישי|שבת)(?:\s+(?:הבא|הקרוב))?|סופ\"?ש|סוף\s+ה?שבוע))")
_POINTER_ONLY = re.compile(
    rf"^{_OPEN_EN}{_CAN_EN}(?P<en>{_EN}){_CLOSE_EN}[\s.!?]*$"
    rf"|^{_OPEN_HE}(?:{_HE_WHEN}\s+)?(?:{_HE_TEXT}){_CLOSE_HE}(?:\s+{_HE_WHEN}){{0,2}}{_CLOSE_HE}[\s.!?]*$",
    re.IGNORECASE)
# The pointer with no verb and no day: "same", "the usual", "אותו דבר" answer or agree, they ask for nothing.
_BARE = re.compile(rf"^{_OPEN_EN}(?:the\s+)?(?:same(?:\s+thing)?|usual){_CLOSE_EN}[\s.!?]*$"
                   rf"|^{_OPEN_HE}(?:את\s+)?אותו\s+(?:ה)?דבר{_CLOSE_HE}[\s.!?]*$", re.IGNORECASE)
# The time words cut out leave their prepositions behind ("for next week" -> "for"): dropped before the match.
_LEFT_BY_TIME = re.compile(rf"(?:(?<=\s)|^)(?:for|on|at|by|from|in|until|till|(?:ו?גם\s+)?(?:ל|ב|עד|מ)-?)(?=\s|$)"
                           rf"|(?<![{_HE}])(?:גם\s+)?(?:ל|ב)(?=\s|$)", re.IGNORECASE)


@grammar
def points_back(ctx: RuleContext) -> Intent | None:
    if len(ctx.text) > 80:
        return None
    rest = _LEFT_BY_TIME.sub(" ", ctx.without_time()) if ctx.time else ctx.text
    m = _POINTER_ONLY.match(re.sub(r"\s+", " ", rest).strip())
    if m is None:
        return None
    if ctx.time is None and _BARE.match(rest):
        return None  # "same", "same thing", "אותו דבר": agreeing, small talk
    return Intent("general", "respond", {"operation": "respond", "kind": "unclear"}, POINTS_BACK,
                  missing=[INTENT_UNCLEAR], intent_type="conversation")
