"""`meta`: what Memo would do with something the user sends or forwards it, asked before doing so:

* "can you read a screenshot if I send you one of a flight ticket?", "if i forward you an email from the school, can
  you add it to my calendar by yourself?", "if I forward you an SMS from קופ"ח, את יודעת לקבוע תזכורת לבד?", "אם אני
  אעביר לך הודעה מהגן את יכולה להכניס את זה ליומן לבד?": "if I send you ..." and a question whether Memo can.
* "אפשר פשוט להעביר לך הודעות מהקבוצה של הגן ואת תכניסי אותן ליומן לבד?", "can I just forward you messages from the
  class group and you'll add them to the calendar?": may the user send things, and will Memo then act on them.
* "if I send you random stuff to remember, how do I find it again later?", "אם אני מבקש ממך לשלוח מייל, את שולחת
  מהכתובת שלי או ממקום אחר?": something supposed, and how Memo handles it or how it is found again.

Nothing has been sent yet, so there is nothing to remind of or to put in the calendar: the answer describes Memo. Only a
question ("?" at its end) with no time in it: "if I forward you the invoice remind me to pay it on sunday" is a
reminder, and "if i send you the pdf later, remind me to read it" asks for one.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext, about_memo

ABOUT_MEMO = 0.96  # above a reminder's reading of "לקבוע תזכורת" with no time (0.95), which would only ask when
_HE = r"\u05D0-\u05EA"
_U = r"(?:you|u|memo)"
_SEND_EN = r"(?:send|forward|fwd|share|give|paste|upload|pass|text|whatsapp)"

# "if I send you one", "if i forward it to you", "אם אני אעביר לך", "אם אשלח לך צילום".
_IF_I_SEND = re.compile(
    rf"\bif\s+(?:i|we)\s+(?:just\s+|only\s+|ever\s+)?{_SEND_EN}(?:\s+(?:it|them|one|this|that|those|over))*"
    rf"\s+(?:to\s+)?{_U}\b"
    rf"|(?<![{_HE}])אם\s+(?:אני\s+)?(?:רק\s+|פשוט\s+)?(?:אשלח|אעביר|אשתף|אדביק|אעלה|שולח|שולחת|מעביר|מעבירה|משתף|משתפת)"
    rf"(?:\s+(?:אותו|אותה|אותם|אותן))?\s+(?:לך|אלייך|אליך)(?![{_HE}])"
    # Something asked of Memo, supposed: "if I ask you to send an email, …", "אם אני מבקש ממך לשלוח מייל, …".
    rf"|\bif\s+(?:i|we)\s+(?:ever\s+)?(?:ask|tell|get)\s+{_U}\s+to\b"
    rf"|(?<![{_HE}])אם\s+(?:אני\s+)?(?:מבקש|מבקשת|אבקש)\s+(?:ממך|מימך)\s+ל[{_HE}]",
    re.IGNORECASE)
# Whether Memo can, asked of it: "can you", "do u know how to", "את יודעת ל...", "תוכלי".
_CAN_YOU = re.compile(
    rf"\b(?:can|could|do|does|will|would)\s+{_U}\b|\b(?:you|u)\s+(?:can|could|will|know\s+how)\b"
    rf"|\bare\s+(?:you|u)\s+able\b"
    rf"|(?<![{_HE}])(?:את|אתה)\s+(?:גם\s+)?(?:יודעת|יודע|יכולה|יכול|מסוגלת|מסוגל)(?![{_HE}])"
    rf"|(?<![{_HE}])(?:תוכלי|תוכל|תדעי|תדע)(?![{_HE}])"
    # How Memo does it, asked in the present: "את שולחת מהכתובת שלי או ממקום אחר?", "אתה שומר את זה איפשהו?".
    rf"|(?<![{_HE}])(?:את|אתה)\s+(?:גם\s+)?(?:שולחת|שולח|שומרת|שומר|משתמשת|משתמש|כותבת|כותב|רואה|קוראת|קורא)(?![{_HE}])"
    # How the user gets it back afterwards: "how do I find it again later?", "where does it go?", "איך אני מוצאת
    # את זה אחר כך?".
    r"|\bhow\s+(?:do|can|would|will|should)\s+(?:i|we)\s+(?:find|get|see|look\s+up|search|pull\s+up|retrieve|access)\b"
    rf"|\bwhere\s+(?:do(?:es)?|will|would)\s+(?:it|they|that|{_U})\s+(?:go|end\s+up|get\s+(?:saved|kept)|keep|save)\b"
    rf"|(?<![{_HE}])(?:איך|איפה)\s+(?:אני\s+|אפשר\s+)?(?:מוצא|מוצאת|למצוא|רואה|לראות|מגיע|מגיעה|להגיע|נשמר|נשמרים)(?![{_HE}])",
    re.IGNORECASE)
# "can I just forward you X and you'll Y", "אפשר פשוט להעביר לך X ואת תכניסי": may the user send, and will Memo act.
_MAY_I_SEND = re.compile(
    rf"^(?:(?:so|and|also|hey|btw|ok|okay)[\s,]+)*(?:can|could|may)\s+(?:i|we)\s+(?:just\s+|simply\s+|also\s+)?"
    rf"{_SEND_EN}(?:\s+(?:it|them|over))*\s+(?:to\s+)?{_U}\b.*?\s(?:and|so|&)\s+(?:then\s+)?(?:you'?ll|you\s+will|u'?ll"
    r"|u\s+will|you\s+can|u\s+can|you\s+could|you'?d|have\s+you|let\s+you)\b"
    rf"|^(?:(?:ו|אז|רגע|שאלה)[\s,]+)*(?:האם\s+)?(?:אפשר|אני\s+יכול|אני\s+יכולה|מותר\s+לי)\s+(?:פשוט\s+|רק\s+|גם\s+)?"
    rf"(?:להעביר|לשלוח|לשתף|להדביק|להעלות)\s+(?:לך|אלייך|אליך)(?![{_HE}]).*?\s(?:ו(?:את|אתה)\s+|ו)(?:גם\s+)?"
    rf"ת[{_HE}]{{2,}}",
    re.IGNORECASE)
MAX_CHARS = 200


@grammar
def what_if_forwarded(ctx: RuleContext) -> Intent | None:
    """ "if I forward you an SMS, can you set a reminder by yourself?": a question about Memo, nothing to do yet."""
    text = re.sub(r"\s+", " ", ctx.text).strip()
    if len(text) > MAX_CHARS or not text.endswith("?") or "?" in text.rstrip("?") or ctx.time is not None:
        return None
    if (_IF_I_SEND.search(text) and _CAN_YOU.search(text)) or _MAY_I_SEND.match(text):
        return about_memo(ABOUT_MEMO)
    return None
