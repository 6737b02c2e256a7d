"""`meta`: whom Memo serves and what kinds of things it keeps, asked as a question:

* whether Memo reminds someone besides the user: "can you remind omer too or only me?", "can you send reminders to
  other people or just to me?", "את יכולה להזכיר גם לעומר או רק לי?". The "or only me" (or "other people") makes it a
  question of what Memo can do; "can you remind omer to bring the keys?" names what to remind of, and is left alone;
* whether two people can share one list through Memo: "can my wife and i share the same shopping list with you?",
  "אני ונועה יכולים לשתף איתך את אותה רשימת קניות?", "אני ובעלי יכולים להשתמש באותה רשימה?". The user and another
  person, and "the same" or "one" list: the answer is how Memo works (one user per number), nothing is shared;
* whether Memo keeps a kind of thing: "can you keep recipes for me?", "do you store passwords?", "את יכולה לשמור לי
  מתכונים?". Only a bare plural names a kind: "can you save my passport number?" or "the shakshuka recipe" is one
  thing, a note to keep, and groceries ("can you keep eggs") are a list's.

A time in the message makes it a request, and it is left to the other grammars.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext, about_memo
from memo.planning.rules.lists_lexicon import is_grocery

ABOUT_MEMO = 0.96  # as meta_asks: above a reminder's reading of "remind others" with nothing to remind of (0.95)
_HE = r"\u05D0-\u05EA"
_U = r"(?:you|u|ya|memo)"
_OPEN_EN = r"^(?:(?:so|and|also|hey|hi|wait|btw|quick\s+q(?:uestion)?|ok|okay|memo)[\s,:]+)*"
_OPEN_HE = r"^(?:(?:ו|אז|רגע|שאלה|היי|ממו)[\s,:]+)*(?:האם\s+)?"
_CAN_EN = rf"(?:can|could|do|does|will|would)\s+{_U}\s+(?:also\s+|even\s+|actually\s+)?(?:be\s+able\s+to\s+)?"
_CAN_HE = r"(?:(?:את|אתה)\s+)?(?:גם\s+)?(?:יכולה|יכול|יודעת|יודע|מסוגלת|מסוגל)\s+(?:גם\s+)?"
_END = r"\s*[?!.]*\s*$"

# ---------------------------------------------------------------- reminding someone else

_OTHERS_EN = r"(?:other\s+people|others|someone\s+else|somebody\s+else|people\s+other\s+than\s+me)"
_PERSON_EN = rf"(?:{_OTHERS_EN}|(?:my\s+)?[a-z'-]+)"
_REMIND_WHOM_EN = (rf"(?:remind|ping|nudge|text|message)\s+{_PERSON_EN}"
                   rf"|(?:send|set|give)\s+reminders?\s+(?:to|for)\s+{_PERSON_EN}")
_ONLY_ME_EN = r"\s*,?\s*or\s+(?:is\s+it\s+|do\s+(?:you|u)\s+)?(?:only|just)\s+(?:(?:to|for)\s+)?me"
_REMIND_OTHERS_EN = re.compile(
    rf"{_OPEN_EN}{_CAN_EN}(?:{_REMIND_WHOM_EN})(?:\s+(?:too|also|as\s+well))?{_ONLY_ME_EN}{_END}"
    rf"|{_OPEN_EN}{_CAN_EN}(?:remind|ping|nudge|text|message)\s+{_OTHERS_EN}(?:\s+(?:too|also|as\s+well))?{_END}"
    rf"|{_OPEN_EN}{_CAN_EN}(?:send|set|give)\s+reminders?\s+(?:to|for)\s+{_OTHERS_EN}(?:\s+(?:too|also|as\s+well))?{_END}"
    rf"|{_OPEN_EN}do\s+{_U}\s+(?:only|just)\s+remind\s+me\s*,?\s+or\s+(?:can|could)\s+{_U}\s+(?:also\s+)?"
    rf"remind\s+{_PERSON_EN}(?:\s+(?:too|also|as\s+well))?{_END}",
    re.IGNORECASE)
_PERSON_HE = rf"(?:[{_HE}'\"-]+(?:\s+שלי)?|אנשים\s+אחרים|עוד\s+אנשים|מישהו\s+אחר)"
_REMIND_OTHERS_HE = re.compile(
    rf"{_OPEN_HE}(?:{_CAN_HE}(?:להזכיר|לתזכר|לשלוח\s+תזכורות?)|אפשר\s+(?:ש(?:את|אתה)\s+)?(?:להזכיר|לתזכר|תזכירי|תזכיר"
    rf"|לשלוח\s+תזכורות?))\s+(?:גם\s+)?(?:ל|את\s+)?{_PERSON_HE}(?:\s+גם)?\s*,?\s*או\s+(?:ש(?:זה|את|אתה)\s+)?(?:רק|בלבד)"
    rf"\s+(?:לי|אותי)(?:\s+בלבד)?{_END}")

# ---------------------------------------------------------------- two people, one list

_TWO_EN = (r"(?:(?:me|i)\s+(?:and|&)\s+(?:my\s+)?[a-z'-]+|(?:my\s+)?[a-z'-]+\s+(?:and|&)\s+(?:i|me)"
           r"|(?:we|we\s+both|both\s+of\s+us|the\s+two\s+of\s+us))")
_SAME_LIST_EN = (r"(?:the\s+same|one|a\s+single|a\s+shared|a\s+joint|one\s+shared)\s+(?:(?:shopping|grocery|to-?do"
                 r"|family|packing)\s+)?list")
_SHARE_ONE_EN = re.compile(
    rf"{_OPEN_EN}(?:can|could|may)\s+{_TWO_EN}\s+(?:both\s+)?(?:share|use|have|keep|add\s+to|edit)\s+{_SAME_LIST_EN}"
    rf"(?:\s+(?:with|through|on|via)\s+{_U})?(?:\s+(?:together|too))?{_END}"
    rf"|{_OPEN_EN}{_TWO_EN}\s+(?:can|could)\s+(?:both\s+)?(?:share|use|have|keep|add\s+to|edit)\s+{_SAME_LIST_EN}"
    rf"(?:\s+(?:with|through|on|via)\s+{_U})?(?:\s+(?:together|too))?\s*\?+\s*$",
    re.IGNORECASE)
_TWO_HE = rf"(?:אני\s+ו-?[{_HE}'\"-]+(?:\s+שלי)?|[{_HE}'\"-]+(?:\s+שלי)?\s+ואני|שנינו|אנחנו)"
_SAME_LIST_HE = (r"(?:את\s+)?(?:אותה|באותה|לאותה)\s+(?:רשימה|רשימת\s+(?:ה)?(?:קניות|מטלות|ציוד))"
                 r"|(?:ב|ל)?(?:רשימה|רשימת\s+(?:ה)?(?:קניות|מטלות|ציוד))\s+(?:אחת|משותפת)")
_SHARE_ONE_HE = re.compile(
    rf"{_OPEN_HE}(?:{_TWO_HE}\s+(?:יכולים|נוכל|יכולות)\s+(?:גם\s+)?(?:לשתף|להשתמש|לנהל|להוסיף|לערוך|לחלוק)"
    rf"|אפשר\s+ש{_TWO_HE}\s+(?:נשתף|נשתמש|ננהל|נוסיף|נערוך|נחלוק))(?:\s+(?:איתך|אצלך|דרכך|בך))?\s+(?:{_SAME_LIST_HE})"
    rf"(?:\s+(?:איתך|אצלך|דרכך|ביחד|יחד))?{_END}")

# ---------------------------------------------------------------- keeping a kind of thing

_KEEP_EN = r"(?:keep|save|store|remember|hold|track|keep\s+track\s+of)"
_KIND_EN = re.compile(r"^(?:[a-z'-]+\s+)?[a-z'-]{3,}s$", re.IGNORECASE)
_KEEP_KIND_EN = re.compile(
    rf"{_OPEN_EN}(?:{_CAN_EN}|do\s+{_U}\s+(?:also\s+)?){_KEEP_EN}\s+(?:(?:stuff|things)\s+like\s+)?"
    rf"(?P<kind>[a-z' -]{{3,30}}?)"
    rf"(?:\s+(?:for\s+me|too|also|as\s+well|here|for\s+later))*\s*\?+\s*$",
    re.IGNORECASE)
_KEEP_HE = r"(?:לשמור|לזכור|להחזיק|לאחסן|שומרת|שומר|זוכרת|זוכר)"
_KIND_HE = re.compile(rf"^[{_HE}]{{2,}}(?:ים|ות)$")
_KEEP_KIND_HE = re.compile(
    rf"{_OPEN_HE}(?:{_CAN_HE})?(?:(?:את|אתה)\s+)?(?:גם\s+)?{_KEEP_HE}\s+(?:לי\s+)?(?:גם\s+)?(?P<kind>[{_HE}]+)"
    rf"(?:\s+(?:בשבילי|גם|לי))*\s*\?+\s*$")
# Words that look like a kind but point at the user's own thing or at Memo's tools (read elsewhere).
_NOT_A_KIND = re.compile(
    r"\b(?:my|the|this|that|these|those|it|them|all|everything|things|stuff|reminders?|lists?|notes?|tasks?|events"
    r"|voice|messages|emails|mails)\b"
    r"|^(?:הכל|דברים|תזכורות|רשימות|פתקים|משימות|הודעות|מיילים|אירועים)$", re.IGNORECASE)


def _keeps_a_kind(text: str) -> bool:
    m = _KEEP_KIND_EN.match(text)
    kind_re = _KIND_EN
    if m is None:
        m, kind_re = _KEEP_KIND_HE.match(text), _KIND_HE
    if m is None:
        return False
    kind = m.group("kind").strip()
    return bool(kind_re.match(kind)) and not _NOT_A_KIND.search(kind) and not is_grocery(kind)


@grammar
def whom_and_what(ctx: RuleContext) -> Intent | None:
    """ "can you remind omer too or only me?", "can you keep recipes for me?": what Memo can do, asked."""
    text = re.sub(r"\s+", " ", ctx.text).strip()
    if len(text) > 160 or ctx.time is not None:
        return None
    if any(p.match(text) for p in (_REMIND_OTHERS_EN, _REMIND_OTHERS_HE, _SHARE_ONE_EN, _SHARE_ONE_HE)) \
            or _keeps_a_kind(text):
        return about_memo(ABOUT_MEMO)
    return None
