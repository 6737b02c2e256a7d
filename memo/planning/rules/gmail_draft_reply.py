"""A reply written and kept, not sent: "draft a reply to maya that delivery is pushed to thursday", "prep a response
to dan@x.com saying we accept", "תנסחי תשובה לדנה שאנחנו מאשרים", "תכין טיוטת תשובה למשה שהמשלוח מתעכב".

Drafting is the seed's `compose` (gmail.py): nothing leaves the mailbox. The request is read as the draft of an email
to the one answered ("draft an email to maya that ..."), by gmail.py's own grammar, so the recipient, the text and a
"don't send yet" after it are read the same way.
"""

from __future__ import annotations

import re
from dataclasses import replace

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.gmail import send_email
from memo.planning.rules.gmail_manage import strip_polite

_DRAFT_REPLY_EN = re.compile(r"^(?:draft|prepare|prep|write\s+up|write)\s+(?:me\s+)?(?:an?\s+|the\s+)?"
                             r"(?:(?:quick|short|draft)\s+)*(?:reply|response|answer)(?:\s+draft)?\s+(?:to|for)\s+"
                             r"(?!(?:it|this|that|him|her|them|the\s+e-?mail|the\s+last)\b)(?P<rest>\S.+)$",
                             re.IGNORECASE | re.DOTALL)
_DRAFT_REPLY_HE = re.compile(r"^(?:תנסח|תנסחי|נסח|נסחי|תכין|תכיני|הכן|הכיני)\s+(?:לי\s+)?(?:טיוטת\s+|טיוטה\s+של\s+)?"
                             r"תשובה\s+(?P<rest>ל(?!(?:ו|ה|הם|זה|מייל)(?!\S))\S.+)$", re.DOTALL)


@grammar
def draft_a_reply(ctx: RuleContext) -> Intent | None:
    text = strip_polite(ctx.text).strip()
    m = _DRAFT_REPLY_EN.match(text)
    said = f"draft an email to {m['rest']}" if m else ""
    if m is None:
        m = _DRAFT_REPLY_HE.match(text)
        said = f"תנסח מייל {m['rest']}" if m else ""
    if not said:
        return None
    intent = send_email(replace(ctx, raw=said))
    if intent is None or intent.action != "compose":
        return None
    intent.confidence = min(intent.confidence, 0.88)
    return intent
