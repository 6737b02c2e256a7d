"""A named reminder and a new time after "ל", with no verb: "תזכורת של הגז ל-4", "התזכורת של הווטרינר ל-5 וחצי".

"תזכורת של הגז" is "the gas's reminder": "של" with the definite thing names one that already exists (a new one is
"תזכורת לגז" / "תזכורת על הגז"), and "ל-4" is where it goes ("to 4"). So it is read as "move the reminder of the
gas to 4" (task_changes.update_task), a little below a move said with its verb; the create grammar leaves this
shape alone (tasks._NOT_NEW).
"""

from __future__ import annotations

import re
from dataclasses import replace

from memo.planning.rules import grammar, understand
from memo.planning.rules.asides import replace_text
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.task_words import core

MOVED = 0.75  # no verb says "move": above the confidence floor, below every change said in words
_NAMED_TO = re.compile(r"^ה?תזכורת\s+של\s+(?P<what>ה[\u05D0-\u05EA]+(?:\s+[\u05D0-\u05EA]+){0,2}?)\s+(?P<to>ל-?\d.*)$")


@grammar
def possessive_reminder_moved(ctx: RuleContext) -> Intent | None:
    """ "תזכורת של הגז ל-4": that reminder, moved to 4."""
    if "?" in ctx.text:
        return None
    match = _NAMED_TO.match(core(ctx))
    if match is None:
        return None
    intent = understand(replace_text(ctx, f"תעבירי את התזכורת של {match.group('what')} {match.group('to')}"))
    if intent is None or intent.capability != "database" or intent.action != "update":
        return None
    return replace(intent, confidence=min(intent.confidence, MOVED), decided_by="", read="")
