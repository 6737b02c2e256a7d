"""A word typed as it sounds, in the one place where the word written cannot be what is meant.

"remind me to by bread tomorrow", "i need to bye a gift for mom": after "to" that starts a task, "by" is "buy"
typed by ear. Left as typed, "by bread" becomes the task's text. Put right before any grammar reads the message
(keyboard.py), like the other slips of a phone keyboard. "by" is meant, and kept, where a time follows ("need to
by 5", "remind me to by friday send it") or the way something is done ("to by phone").
"""

from __future__ import annotations

import re
from datetime import UTC, datetime

from memo.planning.timeexpr import parse_time_expression

# "to" that starts a task ("remind me to", "need to", "tomorrow to"); never a "to" that says where something
# goes ("add milk to by list", "move it to by friday"), where "by" is another slip or meant.
_TO_BY = re.compile(r"\bto\s+(?P<by>by|bye)\s+(?P<rest>[^\W\d_][^\n]*)", re.IGNORECASE)
_PLACES = re.compile(
    r"\b(?:add|put|move|push|shift|reschedule|postpone|change|send|forward|copy|invite|write|save|from|go|went"
    r"|come|came|get|drive|walk|fly|head|way)\b", re.IGNORECASE)
# What follows a "by" that is meant: the way something is done, or a time the grammar may not read on its own.
_BY_MEANT = re.compile(
    r"(?:phone|e?-?mail|text|sms|whatsapp|hand|car|bus|train|taxi|foot|myself|yourself|himself|herself|then|now"
    r"|the\s+way|way|end|eod|close|noon|midnight|tonight|tomorrow|today|morning|evening|afternoon|night"
    r"|(?:\w+\s+)?lists?)\b",
    re.IGNORECASE,
)
# Any fixed moment does: only whether a time starts right after "by" is asked, never when it is.
_ANY_NOW = datetime(2026, 1, 1, tzinfo=UTC)


def buy_typed_by(text: str) -> str:
    """`text` with a "by" that means "buy" after "to" put right; `text` itself when there is none."""
    m = _TO_BY.search(text)
    if m is None or _BY_MEANT.match(m["rest"]) or _PLACES.search(text, 0, m.start()):
        return text
    said = f"{m['by']} {m['rest']}"
    tm = parse_time_expression(said, _ANY_NOW)
    if tm is not None and any(start <= len(m["by"]) + 1 for start, _ in tm.spans):
        return text  # "need to by friday": the day it is due by
    return text[:m.start("by")] + "buy" + text[m.end("by"):]
