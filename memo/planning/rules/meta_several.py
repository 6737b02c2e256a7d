"""`meta`: a question about Memo asked in more than one breath: "את יכולה לקרוא את היומן שלי? יש לך בכלל גישה אליו?",
"what's the morning brief exactly? מה יש בו?", "do you see my gmail? like the actual inbox?", "can you read my emails?
do you even have access to them?".

People new to Memo ask what it can reach or what a feature is, then ask again in other words or narrow it down. One
of the questions is plainly about Memo (read by the other meta grammars, or "do you see my gmail?": whether Memo sees
a mailbox or calendar at all); the others only go on from it:

* the same access asked as a request might be ("can you read my calendar?", "את יכולה לקרוא את היומן שלי?"), which
  alone may ask to be shown it, but beside the question about access asks the same;
* a short follow-up that points back ("what's in it?", "מה יש בו?", "like the actual inbox?", "כאילו את כל
  המיילים?").

Any time, request verb or other question leaves the message to the other grammars: "do you have access to my
calendar? what do I have tomorrow?" asks for tomorrow's events.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.asides import replace_text
from memo.planning.rules.base import Intent, RuleContext, about_memo

ABOUT_MEMO = 0.96  # above the calendar's and the mail's readings of "can you read my calendar?" as a look at it
_HE = r"\u05D0-\u05EA"
_U = r"(?:you|u|memo)"
# A whole mailbox or calendar, named as a place Memo might reach; never some mail or events in it.
_CONTAINER_EN = (r"(?:(?:my|the|our)\s+)?(?:(?:work|personal|google|actual|whole)\s+)?"
                 r"(?:g-?mail(?:\s+(?:account|inbox))?|inbox|mail\s*box|e-?mail\s+account|e-?mails?|mail|calendar|g\s*cal|agenda|diary|contacts)")
_CONTAINER_HE = (r"(?:את\s+)?(?:ה)?(?:יומן|ג'?ימייל|מיילים|מייל|תיבת\s+(?:ה)?(?:דואר|מייל)|דואר|אנשי\s+(?:ה)?קשר)"
                 r"(?:\s+(?:שלי|של\s+גוגל))?")
# "do you see my gmail?", "do u have my calendar?": whether Memo reaches it at all.
_DO_YOU_SEE = re.compile(
    rf"^(?:(?:so|and|ok|okay|hey|wait|btw)[\s,]+)*(?:do|does|did)\s+{_U}\s+(?:actually\s+|even\s+|already\s+|also\s+)?"
    rf"(?:see|have|get|reach)\s+{_CONTAINER_EN}(?:\s+(?:too|also|at\s+all|now|yet))?\s*\?+\s*$",
    re.IGNORECASE)
# The same reach asked as Memo's ability: alone it may ask to be shown, beside a question about access it does not.
_CAN_READ = re.compile(
    rf"^(?:(?:so|and|ok|okay|hey|wait|btw)[\s,]+)*(?:can|could|do|will)\s+{_U}\s+(?:actually\s+|even\s+|also\s+)?"
    rf"(?:see|read|access|open|check|look\s+at|get\s+into)\s+{_CONTAINER_EN}(?:\s+(?:too|also|at\s+all))?\s*\?+\s*$"
    rf"|^(?:(?:אז|ו|רגע|היי)[\s,]+)*(?:האם\s+)?(?:(?:את|אתה)\s+)?(?:גם\s+)?(?:יכולה|יכול|יודעת|יודע|מסוגלת|מסוגל)\s+"
    rf"(?:גם\s+|בכלל\s+)?(?:לקרוא|לראות|לגשת\s+ל|להיכנס\s+ל|לפתוח)\s*{_CONTAINER_HE}(?:\s+גם)?\s*\?+\s*$"
    rf"|^(?:האם\s+)?(?:את|אתה)\s+(?:גם\s+|בכלל\s+)?(?:רואה|קוראת|קורא)\s+{_CONTAINER_HE}\s*\?+\s*$",
    re.IGNORECASE)
# A short follow-up that points back at what was asked, or narrows it down.
_FOLLOW_UP = re.compile(
    r"^(?:(?:like|i\s+mean|as\s+in|meaning)\s+[\w' -]{1,40}"
    r"|(?:and\s+)?(?:what'?s|what\s+is|what\s+do\s+(?:you|u)\s+put|what\s+goes)\s+in\s+(?:it|there|that)"
    r"|(?:and\s+)?(?:how|what)\s+does\s+it\s+(?:work|look|do)(?:\s+like)?"
    r"|(?:do|can|could|will)\s+(?:you|u)\s+(?:even|actually|really)?\s*(?:see|read|access|reach|have\s+access\s+to)"
    r"\s+(?:it|them|that|those)(?:\s+at\s+all)?"
    r"|(?:is|are)\s+(?:it|that|they)\s+(?:connected|linked|synced)"
    rf"|(?:כאילו|זאת\s+אומרת|זאת\s+אומרת\s+ש)\s+[{_HE}'\" -]{{1,40}}"
    r"|(?:ו)?מה\s+(?:יש|נכנס|כתוב)\s+(?:בו|בה|שם|בזה)"
    r"|(?:ו)?איך\s+(?:זה|הוא|היא)\s+(?:עובד|עובדת|נראה|נראית)"
    r"|(?:האם\s+)?(?:יש\s+לך|לך\s+יש)\s+(?:בכלל\s+|גם\s+)?גישה\s+(?:אליו|אליה|אליהם|אליהן|לזה)"
    r"|(?:האם\s+)?(?:את|אתה)\s+(?:בכלל\s+)?(?:מחוברת|מחובר)\s+(?:אליו|אליה|אליהם|לזה)"
    r"|(?:האם\s+)?(?:(?:את|אתה)\s+)?(?:יכולה|יכול)\s+(?:בכלל\s+)?(?:לקרוא|לראות)\s+(?:אותו|אותה|אותם|אותן)"
    r")(?:\s+(?:even|at\s+all|בכלל))?\s*[?!.]*$",
    re.IGNORECASE)
# A request or a day said in a follow-up makes it more than the question.
_ASKS_SOMETHING = re.compile(
    r"\b(?:please|pls|remind|add|send|save|delete|cancel|today|tomorrow|tonight|yesterday|this\s+week|from\s+\w+)\b"
    rf"|(?<![{_HE}])(?:בבקשה|תזכירי|תזכיר|תוסיפי|תוסיף|תשלחי|תשלח|תמחקי|תמחק|היום|מחר|אתמול|השבוע|מ[{_HE}]+ה?)"
    rf"(?![{_HE}])|\d", re.IGNORECASE)
_SENTENCE = re.compile(r"[^?!.]+[?!.]*")
MAX_CHARS = 220


def _sentences(text: str) -> list[str]:
    return [part.strip() for part in _SENTENCE.findall(text) if part.strip(" ?!.")]


def _about_memo(ctx: RuleContext, sentence: str) -> bool:
    from memo.planning.rules.meta_concerns import _read_by_meta

    return bool(_DO_YOU_SEE.match(sentence)) or _read_by_meta(replace_text(ctx, sentence), sentence)


def _goes_on(ctx: RuleContext, sentence: str) -> bool:
    """Whether `sentence` only asks again, or narrows down, what a question about Memo beside it asks."""
    if not (_CAN_READ.match(sentence) or _FOLLOW_UP.match(sentence)):
        return False
    if _CAN_READ.match(sentence) is None and _ASKS_SOMETHING.search(sentence):
        return False
    return replace_text(ctx, sentence).time is None


@grammar
def asked_again(ctx: RuleContext) -> Intent | None:
    """ "את יכולה לקרוא את היומן שלי? יש לך בכלל גישה אליו?": one question about Memo, asked in more than one breath."""
    text = re.sub(r"\s+", " ", ctx.text).strip()
    if len(text) > MAX_CHARS:
        return None
    sentences = _sentences(text)
    if not 1 <= len(sentences) <= 3:
        return None
    if len(sentences) == 1:
        if not _DO_YOU_SEE.match(sentences[0]) or ctx.time is not None:
            return None
    else:
        about = [_about_memo(ctx, sentence) for sentence in sentences]
        if not any(about) or not all(a or _goes_on(ctx, s) for a, s in zip(about, sentences, strict=True)):
            return None
    return about_memo(ABOUT_MEMO)
