"""Asking whether an email came and then asking to hear it: "is there an email from the electric company? open it
and read it to me", "יש מייל מחברת החשמל? תפתחי ותקראי לי מה כתוב בו".

The question only leads to the email that is then read, so the request is a read of the latest email the question
describes (gmail_read.py's read), never a search that lists them. The read of an email that is not there is the
executor's to explain.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.gmail_manage import as_today, email_target, strip_polite, without_last_words

_READ_IT_EN = (r"(?:(?:and\s+)?if\s+(?:so|there\s+is(?:\s+one)?|yes)\s*,?\s*)?"
               r"(?:(?:please|pls|can\s+you|could\s+you)\s+)*"
               r"(?:open\s+it(?:\s+up)?\s+and\s+)?(?:read\s+(?:it|me\s+it)(?:\s+(?:to|for)\s+me)?(?:\s+out(?:\s+loud)?)?"
               r"|read\s+me\s+what\s+it\s+says|tell\s+me\s+what\s+it\s+says|open\s+it(?:\s+for\s+me)?)")
_IS_THERE_EN = re.compile(
    r"^(?:is\s+there|did\s+i\s+(?:get|receive)|have\s+i\s+(?:got|gotten|received)|any)\s+(?:an?\s+|any\s+)?"
    rf"(?:new\s+)?(?P<what>(?:e-?mail|mail)\s+(?:from|by)\s+.+?)(?:\s+yet)?(?P<sep>[\s?.,;!-]+){_READ_IT_EN}$",
    re.IGNORECASE)
# "תפתחי ותקראי לי מה כתוב בו", "תקריאי לי אותו", "תגידי לי מה כתוב בו": what the user wants of the email found.
_READ_IT_HE = (r"(?:ו?אם\s+כן\s*,?\s*)?(?:(?:בבקשה|אז)\s+)*(?:(?:תפתח|תפתחי)\s+(?:אותו\s+|אותה\s+)?ו)?"
               r"(?:(?:תקרא|תקראי|תקריא|תקריאי)\s+(?:לי\s+)?(?:בבקשה\s+)?(?:אותו|אותה|את\s+זה|מה\s+כתוב\s+(?:בו|בה|שם))"
               r"|(?:תגיד|תגידי|תספר|תספרי)\s+לי\s+מה\s+כתוב\s+(?:בו|בה|שם)|(?:תפתח|תפתחי)\s+(?:לי\s+)?(?:אותו|אותה))")
_IS_THERE_HE = re.compile(
    r"^(?:האם\s+)?(?:יש(?:\s+לי)?|היה|הגיע(?:\s+לי)?|קיבלתי)\s+(?:כבר\s+)?"
    rf"(?P<what>(?:מייל|אימייל|e-?mail)(?:\s+חדש)?\s+(?:מ|מאת\s+)\S.*?)(?P<sep>[\s?.,;!-]+){_READ_IT_HE}$")


@grammar
def is_there_then_read(ctx: RuleContext) -> Intent | None:
    text = without_last_words(strip_polite(ctx.text)).rstrip(" ?!.")
    m = _IS_THERE_EN.match(text) or _IS_THERE_HE.match(text)
    # Asked, with "?" or "if so": "קיבלתי מייל מהבנק ולא הבנתי, תקריאי לי אותו" is news, read in gmail_read.py.
    if m is None or not ("?" in m.group("sep") or re.search(r"\bif\s+(?:so|yes|there)|אם\s+כן", m.group(0), re.I)):
        return None
    found = email_target(ctx, as_today(m.group("what")))
    if found is None or "query" not in found.args:
        return None
    args = {"operation": "read", "query": found.args["query"], "maxResults": 1}
    return Intent("gmail", "read", args, 0.94, entity="email")
