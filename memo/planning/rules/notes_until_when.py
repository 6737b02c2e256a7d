"""Until when a kept document or cover holds, asked with no verb of ending: "עד מתי האחריות על המכונת כביסה?",
"עד מתי הביטוח של האוטו?", "until when is the washing machine under warranty?", "how long is the fridge's warranty
good for?".

Hebrew asks "until when" of the noun alone ("עד מתי X?"), where English says "until when is X valid / under warranty /
covered". Only the papers people keep (a warranty, a policy, a licence: notes_recall._KEPT_DOC) are asked about this
way, and the answer is in the user's notes; "עד מתי הפגישה?" or "until when is the pool open?" are not read here.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.notes import core
from memo.planning.rules.notes_recall import _EVENTS, _KEPT_DOC_RE, PERSONAL, _query, _search

_UNTIL_WHEN = re.compile(
    r"^(?:(?:רגע|אז|תגידי|תגיד)[\s,]+)?(?:עד\s+מתי|עד\s+איזה\s+תאריך|עד\s+איזו\s+שנה)\s+(?:(?:יש|יש\s+לי|יש\s+לנו)\s+)?"
    r"(?P<q_he>[^?]{2,50}?)(?:\s+(?:בתוקף|תקף|תקפה|בתוקפו|שלי|שלנו))?\s*[?!.]*$"
    r"|^(?:until|till|til)\s+when\s+(?:is|are|does|do)\s+(?P<q>(?:(?:my|our|the|\w+'s)\s+)?[^?]{2,50}?)\s+"
    r"(?:(?:still\s+)?(?:under|in)\s+(?:warranty|guarantee)|(?:still\s+)?(?:valid|good|insured|covered)|last|run)\s*[?!.]*$"
    r"|^(?:until|till|til)\s+when\s+(?:is|does)\s+(?P<q2>(?:(?:my|our|the|\w+'s)\s+)?(?:warranty|guarantee|insurance"
    r"|policy|licen[cs]e|passport|lease|contract|membership|subscription)(?:\s+(?:on|for|of)\s+[^?]{2,40}?)?)"
    r"(?:\s+(?:valid|good|last|run))?\s*[?!.]*$"
    r"|^how\s+long\s+is\s+(?P<q3>(?:(?:my|our|the|\w+'s)\s+)?[^?]{2,40}?)\s+(?:good|valid)\s+for\s*[?!.]*$",
    re.IGNORECASE)
# "warranty" said with its thing in English: "under warranty" names the document.
_WARRANTY_SAID = re.compile(r"\b(?:under|in)\s+(?:warranty|guarantee)\b|\binsured\b|\bcovered\b", re.IGNORECASE)


@grammar
def until_when_kept(ctx: RuleContext) -> Intent | None:
    text = core(ctx.text).strip()
    if len(text) > 120 or ctx.time is not None and ctx.time.when is not None:
        return None
    m = _UNTIL_WHEN.match(text)
    if m is None:
        return None
    q = next((g for g in m.groups() if g), "")
    if not (_KEPT_DOC_RE.search(q) or _WARRANTY_SAID.search(text)) or _EVENTS.search(q):
        return None  # "עד מתי הפגישה", "until when is the pool open": not a paper the user keeps
    if _WARRANTY_SAID.search(text) and not _KEPT_DOC_RE.search(q):
        q = f"{q} warranty" if re.search(r"warranty|guarantee", text, re.IGNORECASE) else f"{q} insurance"
    return _search(_query(q), PERSONAL)
