"""Errands written down as "a few things": "jot down a few things for me: renew the parking permit, get a bday gift
for Dan, and find a plumber", "write these down: call the bank, pay the gas bill", "note down 3 things for tomorrow:
…".

The heading asks to write things down and says there are several; after its colon come two or more errands (each
opened by an errand verb: task_headed.errand_items), so they are to-dos, one task each. A fact after the colon
("jot down a few things: the gate code is 4471, …") or anything that is not an errand is left to the notes; "jot
down: …" without "things" stays the notes' too. The Hebrew "תרשמי לי כמה דברים: …" is task_plain's.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.task_headed import HEADED_ERRANDS, errand_items
from memo.planning.rules.task_words import core_of, due_args, timed, timed_text

_JOTTED = re.compile(
    r"^(?:(?:jot|write|note|put)\s+down|make\s+a\s+note\s+of)\s+(?:for\s+me\s+)?"
    r"(?:a\s+few|few|some|several|a\s+couple(?:\s+of)?|couple\s+of|\d+|two|three|four|five|these|the\s+following)"
    r"(?:\s+(?:things|errands|to[-\s]?dos|items|stuff))?"
    r"|^(?:jot|write|note|put)\s+(?:these|this|them|the\s+following)\s+down"
    r"|^(?:jot|write|note|put)\s+down\s+(?:some|a\s+few)\s+(?:things|errands|to[-\s]?dos)",
    re.IGNORECASE)
# What else the heading may say, its time cut out: "for me", "for" (before the time), "to do", "please".
_HEAD_REST = re.compile(r"(?:\s*(?:for\s+me|for|to\s+do|i\s+need\s+to\s+do|pls|please))*\s*", re.IGNORECASE)


@grammar
def jotted_errands(ctx: RuleContext) -> Intent | None:
    """ "jot down a few things for me: renew the permit, find a plumber": a to-do for each errand."""
    text = core_of(ctx.text)
    head = _JOTTED.match(text)
    if head is None or ":" not in text:
        return None
    # A time in the heading ("a few things for tomorrow:") is every task's; the words around it are the heading's.
    colon = text.index(":")
    if not _HEAD_REST.fullmatch(timed_text(text[head.end():colon], ctx.now).rest):
        return None  # more than a heading before the colon
    items = errand_items(text[colon + 1:].strip(" .!"), ctx)
    if items is None:
        return None
    args, missing, notes = due_args(ctx, timed(ctx))
    tasks = [{"text": item, **args} for item in items]
    return Intent("database", "createMultiple", {"operation": "createMultiple", "tasks": tasks, **args},
                  HEADED_ERRANDS, missing=missing, notes=notes, entity="task")
