"""`meta`: what Memo can do or keep track of, asked after a clause about what the user is about to hand it.

"before I dump all my bills on you, what kinds of things can you keep track of?", "before I start sending you stuff,
what can you do?", "לפני שאני מעמיסה עלייך את כל החשבונות, על אילו דברים את יכולה לעקוב?". The lead clause speaks to
Memo ("on you", "עלייך") yet asks nothing of it: it says why the question comes now. The question itself must be one
about Memo's abilities as a whole; "before I forget, remind me to pay the rent" is a request and is not read here.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext, about_memo
from memo.planning.rules.meta import _HELP

_HE = r"\u05D0-\u05EA"
_U = r"(?:you|u|ya|memo)"

# "before I dump all my bills on you,", "before we start,", "since i'm new here,", "לפני שאני מתחילה,".
_LEAD = re.compile(
    r"^(?:(?:ok(?:ay)?|so|hey|hi|quick\s+q(?:uestion)?|memo)[\s,:]+)*"
    r"(?:before\s+(?:i|we)\s+(?:\w+\s+){0,8}?\w+|since\s+(?:i'?m|im|i\s+am)\s+(?:new|just\s+starting)(?:\s+\w+){0,3}"
    r"|(?:as\s+)?a\s+(?:new|first[\s-]time)\s+user)\s*[,:\-–]\s*"
    rf"|^(?:(?:אוקיי|טוב|היי|ממו)[\s,:]+)*(?:לפני\s+ש(?:אני\s+)?[{_HE}]+(?:\s+[{_HE}\"'״]+){{0,8}}"
    rf"|(?:בתור|כי\s+אני)\s+(?:משתמשת|משתמש)\s+(?:חדשה|חדש))\s*[,:\-–]\s*",
    re.IGNORECASE)

# What kinds of things Memo keeps or tracks: "what kinds of things can you keep track of", "what stuff can u remember
# for me", "אילו דברים את יכולה לעקוב אחריהם", "על מה את יכולה לשמור לי".
_KEEPS_EN = (r"keep\s+track\s+of|track|remember|keep|store|save|handle|manage|take\s+care\s+of|help\s+(?:me\s+)?with"
             r"|organi[sz]e")
_WHAT_KEEPS = re.compile(
    rf"^(?:so\s+)?what\s+(?:(?:kinds?|sorts?|types?)\s+of\s+)?(?:things|stuff|info|information|details)?\s*(?:can|could"
    rf"|do|will)\s+{_U}\s+(?:actually\s+|really\s+)?(?:{_KEEPS_EN})(?:\s+(?:for\s+me|exactly))*\s*[?!.]*\s*$"
    rf"|^(?:על\s+)?(?:אילו|איזה|מה|איזשהם)\s+(?:סוג(?:י)?\s+)?(?:דברים\s+)?(?:את|אתה)\s+(?:יכולה|יכול|יודעת|יודע)\s+"
    r"(?:לעקוב(?:\s+אחרי(?:הם|ו|ה)?)?|לשמור(?:\s+לי)?|לזכור(?:\s+לי)?|לנהל(?:\s+לי)?|לסדר(?:\s+לי)?)\s*[?!.]*\s*$",
    re.IGNORECASE)


def asks_what_memo_keeps(text: str) -> bool:
    """Whether `text` asks as a whole which kinds of things Memo can keep or track."""
    return bool(_WHAT_KEEPS.match(text.strip()))


@grammar
def describe_after_lead(ctx: RuleContext) -> Intent | None:
    text = ctx.text.strip()
    if len(text) > 200 or ctx.time is not None:
        return None
    lead = _LEAD.match(text)
    rest = text[lead.end():] if lead else text
    if lead is None and not asks_what_memo_keeps(rest):
        return None
    if asks_what_memo_keeps(rest) or (lead is not None and _HELP.match(rest)):
        # Above a task's or a note's reading of "track"/"keep" with nothing named to keep.
        return about_memo(0.93)
    return None
