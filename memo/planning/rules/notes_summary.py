"""Summaries of the notes (`second-brain / summarize`): "summarize my notes about the trip", "סכמי לי את הפתקים על
הטיול", "sum up what i saved about the renovation".
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.notes import _NOTE_NOUN, _POLITE, _keywords

_SUMMARIZE = [re.compile(p, re.IGNORECASE) for p in (
    rf"^(?:summari[sz]e|sum up|recap|give me (?:a|the) (?:summary|recap) of|make (?:a|me a) summary of)\s+(?:all\s+)?"
    rf"(?:of\s+)?(?:my|the)?\s*(?:saved\s+)?{_NOTE_NOUN}\b\s*(?:about|on|regarding|for|re|from)?\s*(?P<q>.*)$",
    r"^(?:summari[sz]e|sum up)\s+what\s+i\s+(?:saved|noted|wrote down|told you)\s*(?:about|on|regarding)?\s*(?P<q>.*)$",
    r"^(?:תסכם|תסכמי|סכם|סכמי|תעשה סיכום|תעשי סיכום|תן סיכום|תני סיכום|סיכום)\s+(?:לי\s+)?(?:את\s+|של\s+)?(?:כל\s+)?"
    r"ה?(?:פתקים|רעיונות|הערות|מחשבות|זיכרונות)(?:\s+שלי)?\s*(?:על|לגבי|בנושא|בקשר ל)?\s*(?P<q>.*)$",
    r"^(?:תסכם|תסכמי|סכם|סכמי)\s+(?:לי\s+)?(?:את\s+)?מה\s+ש(?:שמרתי|רשמתי|כתבתי)\s*(?:על|לגבי|בנושא)?\s*(?P<q>.*)$",
)]


@grammar
def summarize_notes(ctx: RuleContext) -> Intent | None:
    text = _POLITE.sub("", ctx.text).strip()
    for pattern in _SUMMARIZE:
        m = pattern.match(text)
        if m:
            return Intent("second-brain", "summarize", {"operation": "summarize", "query": _keywords(m.group("q"))},
                          0.92, entity="note")
    return None
