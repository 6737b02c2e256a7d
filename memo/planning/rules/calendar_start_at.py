"""A move said as the new start: "move the wine tasting on Friday to start at 12 instead", "push the meeting so it
starts at 3", "תזיזי את טעימת היינות בשישי שתתחיל ב-12".

"to start at 12" is only the new hour of a move: read as "to 12" the calendar grammar moves the event, where the
task grammar took "to start" for words of a task's name. Only a calendar reading of the rewritten move is taken.
"""

from __future__ import annotations

import re
from dataclasses import replace

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.calendar_changes import move_event

CONFIDENCE = 0.95  # above the task grammar's reading of "move ... to start at <time>"
_T = r"\d{1,2}(?:[:.]\d{2})?(?:\s*[ap]\.?m\.?)?"
_START_AT = re.compile(
    rf"\s+(?:(?:so\s+)?(?:that\s+)?(?:it|they)\s+starts?|to\s+(?:start|begin)|starting)\s+(?:at\s+)?(?P<hour>{_T})"
    r"(?:\s+instead)?(?:\s+(?:please|pls|plz|thanks))?\s*[.!]*$"
    rf"|\s+(?:ש|כך\s+ש)(?:י|ת)(?:תחיל|התחיל)\s+(?:ב|ל)-?\s*(?P<hour_he>{_T})(?:\s+(?:במקום|בבקשה))?\s*[.!]*$", re.I)


@grammar
def move_to_start_at(ctx: RuleContext) -> Intent | None:
    m = _START_AT.search(ctx.text)
    if m is None or m.start() == 0:
        return None
    head = ctx.text[:m.start()]
    raw = f"{head} ל-{m['hour_he']}" if m["hour_he"] else f"{head} to {m['hour']}"
    intent = move_event(replace(ctx, raw=raw))
    if intent is None or (intent.capability, intent.action) != ("calendar", "update"):
        return None
    intent.confidence = max(intent.confidence, CONFIDENCE)
    intent.decided_by = "grammar calendar_start_at.move_to_start_at"
    return intent
