"""A question with where to look for the answer told beside it: "מתי הטיסה שלי לניו יורק? תחפשי במייל", "when is my
flight to rome? check my email", "what's the booking number for the hotel - look in my inbox", "תבדקי במייל מה
שעת הצ'ק אין". The question alone ("when is my flight") reads as the calendar's; the mailbox named as the place to
look settles it as a mail search for what the question is about.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext

_MAIL_PLACE = (r"(?:ב|את\s+ה|ב-?)(?:מייל(?:ים)?|אימייל(?:ים)?|דואר(?:\s+האלקטרוני)?|ג'?ימייל|תיבה|תיבת\s+הדואר"
               r"|inbox|gmail)(?:\s+(?:שלי|שלנו))?")
_LOOK_HE = r"(?:תחפש|תחפשי|חפש|חפשי|תבדוק|תבדקי|בדוק|בדקי|תסתכל|תסתכלי|תציץ|תציצי|תמצא|תמצאי)(?:\s+לי)?"
_LOOK_EN = (r"(?:(?:please|can\s+you|could\s+you|pls|just)\s+)?(?:check|search|look(?:\s+it\s+up)?(?:\s+in)?"
            r"|dig\s+through|go\s+through|find\s+it\s+in)\s+(?:in\s+)?(?:my|the|our)\s+(?:e-?mails?|mail(?:box)?|inbox|gmail)")
# The direction after the question ("...? תחפשי במייל") or before it ("תבדקי במייל: מתי ...").
_TOLD_AFTER = re.compile(rf"^(?P<q>.+?)\s*(?:\?+|[,.;:\-–]|\?\s*-)\s*(?:{_LOOK_HE}\s+{_MAIL_PLACE}|{_LOOK_EN})"
                         r"(?:\s+(?:please|pls|בבקשה|for\s+it|for\s+that))?\s*[.!?]*$", re.IGNORECASE)
_TOLD_BEFORE = re.compile(rf"^(?:{_LOOK_HE}\s+{_MAIL_PLACE}|{_LOOK_EN})\s*[,:\-–]?\s*(?P<q>(?:מתי|מה|איפה|באיזו?\s+שעה"
                          r"|כמה|מי|when|what|where|which|how\s+much|who)\s.+?)\s*\??$", re.IGNORECASE)
# The question's own words around what it is about: "when is my", "מתי", "שלי".
_ASKING = re.compile(r"^(?:(?:when|where|what\s+time|what|which|who|how\s+much)(?:'s|\s+is|\s+are|\s+was|\s+does"
                     r"|\s+do)?\s+(?:the\s+|my\s+|our\s+)?(?:(?:date|time|number|address|code)\s+(?:of|for)\s+"
                     r"(?:the\s+|my\s+|our\s+)?)?"
                     r"|(?:מתי|מה|איפה|באיזו?\s+שעה|כמה|מי)\s+(?:זה\s+|יש\s+לי\s+|יוצא(?:ת)?\s+|נוחת(?:ת)?\s+)?)",
                     re.IGNORECASE)
# A yes-or-no question whether something came: "הגיע ההחזר על הטיסה?", "did the refund come in?", "has the invoice
# arrived?". What came is what to search for; the verb of coming says nothing about it.
_CAME = re.compile(r"^(?:האם\s+)?(?:כבר\s+)?(?:הגיע|הגיעה|הגיעו|התקבל|התקבלה|התקבלו|נשלח|נשלחה|נשלחו)\s+"
                   r"(?:כבר\s+)?"
                   r"|^(?:did|has|have)\s+(?!(?:i|we|you|they|he|she)\s)(?:the\s+|my\s+|our\s+)?(?=\S+(?:\s.*?)?\s(?:come|came|arrive|arrived|get|got"
                   r"|gotten|show|shown|showed|been\s+sent)\b)", re.IGNORECASE)
_CAME_TAIL = re.compile(r"\s+(?:(?:come|came)(?:\s+in|\s+through)?|arrived?|(?:get|got|gotten)\s+(?:here|in|through)"
                        r"|show(?:n|ed)?\s+up|been\s+sent)(?:\s+yet)?$|\s+כבר$", re.IGNORECASE)
_OWN = re.compile(r"(?<![\w\u05D0-\u05EA])(?:שלי|שלנו)(?![\w\u05D0-\u05EA])|\b(?:my|our)\s+", re.IGNORECASE)


@grammar
def search_mail_told(ctx: RuleContext) -> Intent | None:
    text = ctx.text.strip()
    m = _TOLD_AFTER.match(text) or _TOLD_BEFORE.match(text)
    if m is None:
        return None
    question = m["q"].strip(" ?,")
    came = _CAME.match(question)
    if came is not None:  # "הגיע ההחזר על הטיסה? תבדקי במייל": the refund is what to search for
        topic = _OWN.sub(" ", _CAME_TAIL.sub("", question[came.end():]))
    elif _ASKING.match(question) and len(question.split()) >= 2:
        topic = _OWN.sub(" ", _ASKING.sub("", question, count=1))
    else:
        return None  # "dana? check my email": nothing asked about to search for
    topic = re.sub(r"^ה(?=[\u05D0-\u05EA]{2})", "", re.sub(r"\s{2,}", " ", topic).strip())  # "הטיסה" -> "טיסה"
    if not topic:
        return None
    # Above the calendar's "when is my flight" (0.9): the user said where to look.
    return Intent("gmail", "search", {"operation": "search", "query": topic}, 0.93, entity="email")
