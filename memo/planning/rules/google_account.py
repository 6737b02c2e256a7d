"""Connecting and disconnecting the user's Google account: "connect my calendar", "תחבר את היומן שלי",
"disconnect google", "נתק את גוגל".

Both are operations of the `calendar` capability (`connect`, `disconnect`): connecting answers with a
link to Google's consent page, disconnecting revokes Memo's access. Gmail asks for its own permission
when it is first used.

A question about what Memo does with the calendar or the mail ("what can you do with my calendar", "מה את
יודעת לעשות עם היומן שלי") is about Memo (`meta`), not a request to the calendar: the event grammars would
read it as an event named by the question.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext, about_memo

_TARGET_EN = r"(?:my\s+)?(?:google\s+)?(?:calendar|account|google)(?:\s+account)?"
_TARGET_HE = r"(?:את\s+)?(?:ה?יומן|גוגל|ה?חשבון(?:\s+של)?\s*(?:ה?גוגל)?|יומן\s+(?:ה)?גוגל)(?:\s+שלי)?"
_CONNECT = re.compile(
    rf"(?:please\s+)?(?:(?:re)?connect|link|hook\s+up|set\s+up)\s+{_TARGET_EN}(?:\s+(?:to|with)\s+memo)?"
    rf"|(?:תחבר|תחברי|חבר|חברי|לחבר|אפשר\s+לחבר)\s+{_TARGET_HE}",
    re.IGNORECASE)
_SERVICE_EN = (r"(?:(?:my|the|your|our)\s+)?(?:google\s+)?(?:calendars?|diary|agenda|schedule|e-?mails?|mails?|gmail"
               r"|inbox|mailbox)")
_SERVICE_HE = r"(?:ה)?(?:יומן|יומנים|לו\"?ז|מייל|מיילים|אימייל|ג'?ימייל|דואר|תיבת\s+(?:ה)?דואר)(?:\s+(?:שלי|שלך))?"
CAPABILITY_QUESTION = re.compile(
    r"^(?:so\s+|and\s+|ok\s+|hey\s+)?(?:what|how)\s+(?:else\s+)?(?:can|could|do|does|will)\s+(?:you|u|ya|memo|i|we)"
    r"\s+(?:really\s+|actually\s+)?(?:do|help(?:\s+me)?|work|use\s+you)\s+(?:with|in|on|for|using|inside)\s+"
    rf"{_SERVICE_EN}\s*[?!.]*$"
    rf"|^(?:what|how)\s+(?:are\s+(?:you|u)\s+able\s+to\s+do|do\s+(?:you|u)\s+know\s+how\s+to\s+do)\s+(?:with|in)\s+"
    rf"{_SERVICE_EN}\s*[?!.]*$"
    r"|^(?:ו?(?:מה|איך|במה)|אז\s+מה)\s+(?:עוד\s+)?(?:(?:את|אתה)\s+)?(?:(?:יודעת|יודע|יכולה|יכול)\s+(?:לעשות|לעזור(?:\s+לי)?)"
    r"|אפשר\s+לעשות|עובדת|עובד)\s+(?:עם|ב)\s*-?"
    rf"{_SERVICE_HE}\s*[?!.]*$")
_DISCONNECT = re.compile(
    rf"(?:please\s+)?(?:disconnect|unlink|remove)\s+{_TARGET_EN}(?:\s+from\s+memo)?"
    rf"|(?:תנתק|תנתקי|נתק|נתקי|לנתק)\s+{_TARGET_HE}",
    re.IGNORECASE)


@grammar
def google_account(ctx: RuleContext) -> Intent | None:
    text = ctx.text.strip(" .!?")
    if CAPABILITY_QUESTION.match(text):
        return about_memo(0.97)
    for pattern, operation in ((_DISCONNECT, "disconnect"), (_CONNECT, "connect")):
        if pattern.fullmatch(text):
            return Intent("calendar", operation, {"operation": operation}, 0.97, entity="account")
    return None
