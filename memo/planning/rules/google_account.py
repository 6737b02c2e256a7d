"""Connecting and disconnecting the user's Google account: "connect my calendar", "תחבר את היומן שלי",
"disconnect google", "נתק את גוגל".

Both are operations of the `calendar` capability (`connect`, `disconnect`): connecting answers with a
link to Google's consent page, disconnecting revokes Memo's access. Gmail asks for its own permission
when it is first used.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext

_TARGET_EN = r"(?:my\s+)?(?:google\s+)?(?:calendar|account|google)(?:\s+account)?"
_TARGET_HE = r"(?:את\s+)?(?:ה?יומן|גוגל|ה?חשבון(?:\s+של)?\s*(?:ה?גוגל)?|יומן\s+(?:ה)?גוגל)(?:\s+שלי)?"
_CONNECT = re.compile(
    rf"(?:please\s+)?(?:(?:re)?connect|link|hook\s+up|set\s+up)\s+{_TARGET_EN}(?:\s+(?:to|with)\s+memo)?"
    rf"|(?:תחבר|תחברי|חבר|חברי|לחבר|אפשר\s+לחבר)\s+{_TARGET_HE}",
    re.IGNORECASE)
_DISCONNECT = re.compile(
    rf"(?:please\s+)?(?:disconnect|unlink|remove)\s+{_TARGET_EN}(?:\s+from\s+memo)?"
    rf"|(?:תנתק|תנתקי|נתק|נתקי|לנתק)\s+{_TARGET_HE}",
    re.IGNORECASE)


@grammar
def google_account(ctx: RuleContext) -> Intent | None:
    text = ctx.text.strip(" .!?")
    for pattern, operation in ((_DISCONNECT, "disconnect"), (_CONNECT, "connect")):
        if pattern.fullmatch(text):
            return Intent("calendar", operation, {"operation": operation}, 0.97, entity="account")
    return None
