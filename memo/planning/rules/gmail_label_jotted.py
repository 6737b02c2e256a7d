"""A label named with no "as" before it: "label bank mails finance", "tag amazon emails receipts", "תייגי מיילים של
הבנק כספים". The mail word ends what is labelled, so the word after it can only be the label's name. The message is
said again with "as" ("label bank mails as finance") and read by the labelling grammar (gmail_manage.py); only a
label of that sentence is taken.
"""

from __future__ import annotations

import re
from dataclasses import replace

from memo.planning.rules import grammar, understand
from memo.planning.rules.base import Intent, RuleContext

_JOTTED_EN = re.compile(r"^(?P<verb>label|tag)\s+(?P<what>(?!them\b|those\b|these\b|it\b|this\b|that\b)[^?]*?"
                        r"\b(?:e-?mails?|mails?|messages|newsletters?))\s+(?!as\b|with\b|under\b|using\b|from\b|to\b"
                        r"|about\b|in\b|on\b|of\b)(?P<label>[\w&' -]{2,30}?)\s*[.!]*$", re.IGNORECASE)


@grammar
def label_jotted(ctx: RuleContext) -> Intent | None:
    m = _JOTTED_EN.match(ctx.text.strip())
    if m is None:
        return None
    said = f"{m['verb']} {m['what']} as {m['label']}"
    intent = understand(replace(ctx, raw=said))
    if intent is None or intent.capability != "gmail" or intent.args.get("operation") != "label" or intent.missing:
        return None
    intent.read = intent.read or said
    intent.decided_by = f"{intent.decided_by or 'gmail'}; label named without 'as': {said!r}"
    intent.confidence = min(intent.confidence, 0.88)
    return intent
