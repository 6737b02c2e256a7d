"""`meta`: whether someone else can use Memo, asked: "can my husband use you too on his own number?", "can my wife
sign up for memo as well?", "does my son need his own account to use you?", "גם בעלי יכול להשתמש בך מהמספר שלו?",
"אפשר שגם אשתי תשתמש בך?".

The answer is how Memo works (one user per WhatsApp number), never an action: nothing is sent to the one named.
Only Memo is what they would use ("you", "memo"): "can my husband use the car tomorrow" is not about Memo, and an
order ("remind my husband to ...") is the reminders'.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext, about_memo

ABOUT_MEMO = 0.96  # as meta_asks: a question about Memo, above any reading of its words as an order
_HE = r"\u05D0-\u05EA"
_WHO_EN = (r"(?:my\s+[a-z'-]+(?:\s+(?:and|&)\s+(?:my\s+)?[a-z'-]+)?|my\s+(?:whole\s+)?family|other\s+people|others"
           r"|someone\s+else|somebody\s+else|a\s+friend(?:\s+of\s+mine)?|friends|family\s+members)")
_OWN_EN = (r"(?:\s+(?:on|from|with|through|via)\s+(?:his|her|their|a\s+different|another|a\s+separate)\s+(?:own\s+)?"
           r"(?:number|phone(?:\s+number)?|account|whatsapp|cell(?:\s+phone)?|line))?")
_ALSO_EN = r"(?:\s+(?:too|also|as\s+well))?"
_OTHERS_USE_EN = re.compile(
    rf"^(?:(?:so|and|also|hey|hi|btw|quick\s+q(?:uestion)?|ok|okay|memo)[\s,:]+)*(?:can|could|may|will)\s+{_WHO_EN}"
    r"\s+(?:also\s+)?(?:use|sign\s+up\s+(?:for|to|with)|join|register\s+(?:for|with)|talk\s+to|chat\s+with|text|message"
    rf"|get|have)\s+(?:(?:you|u|memo)|(?:his|her|their)\s+own\s+memo){_ALSO_EN}{_OWN_EN}{_ALSO_EN}\s*\?*\s*$",
    re.IGNORECASE)
_WHO_HE = (r"(?:בעלי|אשתי|אמא\s+שלי|אבא\s+שלי|אמא|אבא|אחותי|אחי|ההורים\s+שלי|ההורים|חבר(?:ה)?\s+שלי"
           r"|(?:ה)?(?:בן|בת|בן\s+זוג|בת\s+זוג|ילדים|חברים)\s+שלי|עוד\s+(?:מישהו|מישהי|אנשים)|אנשים\s+אחרים|מישהו\s+אחר|מישהי\s+אחרת)")
_OWN_HE = (r"(?:\s+(?:מ|ב|עם\s+)(?:ה)?(?:מספר|טלפון|פלאפון|נייד|חשבון|וואטסאפ)(?:\s+(?:שלו|שלה|שלהם|אחר|משלו|משלה))+)?")
_OTHERS_USE_HE = re.compile(
    rf"^(?:(?:ו|אז|רגע|שאלה|היי)[\s,:]+)*(?:האם\s+)?(?:(?:גם\s+)?{_WHO_HE}\s+(?:גם\s+)?(?:יכול|יכולה|יכולים|יוכל|תוכל"
    rf"|יוכלו)\s+(?:גם\s+)?(?:להשתמש\s+(?:בך|בממו)|להירשם|לדבר\s+איתך|לכתוב\s+לך)"
    rf"|(?:אפשר|אפשרי|יש\s+אפשרות)\s+ש(?:גם\s+)?{_WHO_HE}\s+(?:גם\s+)?(?:י|ת)(?:שתמש|שתמשו)\s+(?:בך|בממו))"
    rf"(?:\s+גם)?{_OWN_HE}(?:\s+גם)?\s*\?*\s*$")


@grammar
def others_use_memo(ctx: RuleContext) -> Intent | None:
    text = re.sub(r"\s+", " ", ctx.text).strip()
    if len(text) > 160 or not (_OTHERS_USE_EN.match(text) or _OTHERS_USE_HE.match(text)):
        return None
    return about_memo(ABOUT_MEMO)
