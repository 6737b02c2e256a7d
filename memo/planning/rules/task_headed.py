"""Errands under a heading that ends with a colon: "מחר צריך: לאסוף את החליפה, להתקשר לגננת, ולהזמין גז",
"3 things for tmrw: sign the form, pick up meds, לתדלק", "friday: call the bank, pay rent".

The heading says that what follows is to be done (a need, "N things", or only a day); the items after the
colon are parted by commas and each must be an errand (an errand verb opening it, in either language, or a
Hebrew errand infinitive on its own: "לתדלק"). Every task gets the one time the heading gave. Anything else
after a colon (a fact, a shopping list, items with times of their own) is left to the other grammars.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext, tidy
from memo.planning.rules.task_errands import MAX_ERRANDS, opens_an_errand, split_errands
from memo.planning.rules.task_implied import HE_TASK_INFINITIVES
from memo.planning.rules.task_words import HE, core_of, due_args, timed, timed_text
from memo.planning.timeexpr import parse_time_expression

HEADED_ERRANDS = 0.93  # as sure as "write down: <errand>, <errand>" (tasks.ERRANDS)
# What a heading may say besides its time (which is cut out before this is read).
_HEADING = re.compile(
    r"(?:(?:i\s+)?(?:need|have|got)\s+to(?:\s+do)?|gotta\s+do|gotta|must\s+do"
    r"|(?:\d+|two|three|four|five|six|a\s+few|few|some|a\s+couple(?:\s+of)?|couple\s+of)\s+"
    r"(?:things|errands|tasks|to[-\s]?dos|stuff)(?:\s+(?:i\s+)?(?:need|have)\s+to\s+do|\s+to\s+do)?(?:\s+for)?"
    r"|(?:אני\s+)?(?:צריך|צריכה|צריכים|חייב|חייבת|חייבים)(?:\s+לעשות)?"
    r"|(?:\d+|שני|שתי|שלושה|שלוש|ארבעה|ארבע|חמישה|כמה)\s+(?:דברים|משימות|מטלות|סידורים)(?:\s+לעשות)?(?:\s+ל|\s+של)?"
    r"|(?:ה?דברים\s+)?(?:ל|ש)?(?:היום|מחר)?)?",
    re.IGNORECASE)
_COLON = re.compile(r"^(?P<head>[^:,;\n]{1,40}?)\s*:\s*(?P<body>.+)$", re.DOTALL)
_JOIN = re.compile(rf"^(?:and|then|&)\s+|^ו(?=ל[{HE}])", re.IGNORECASE)


def _an_errand(item: str) -> bool:
    if opens_an_errand(item):
        return True
    word = item.strip(" .!")
    return " " not in word and word in HE_TASK_INFINITIVES  # "לתדלק", "לכבס": a whole errand in one word


def errand_items(body: str, ctx: RuleContext) -> list[str] | None:
    """The errands listed in `body` (two or more, each an errand, none with a time of its own), or None."""
    items: list[str] = []
    for piece in re.split(r"\s*[,;\n]\s*", body):
        piece = tidy(_JOIN.sub("", tidy(piece)))
        if piece:
            items.extend(tidy(_JOIN.sub("", p)) for p in (split_errands(piece, ctx.now) or [piece]))
    if not 2 <= len(items) <= MAX_ERRANDS or not all(_an_errand(item) for item in items):
        return None
    if any(parse_time_expression(item, ctx.now) is not None for item in items):
        return None  # "call mom at 5, buy milk at 7": each its own time, read elsewhere or asked
    return items


@grammar
def headed_errands(ctx: RuleContext) -> Intent | None:
    """A time (and maybe a need or "N things") before a colon, then errands: a to-do each, all at that time."""
    if ":" not in ctx.text:
        return None
    colon = _COLON.match(core_of(ctx.text))
    if colon is None:
        return None
    head = timed_text(colon.group("head"), ctx.now)
    if head.time is None or not _HEADING.fullmatch(tidy(core_of(head.rest)).strip(" -")):
        return None  # no day in the heading ("groceries: ...", "note: ..."), or more than a heading
    items = errand_items(colon.group("body").strip(" .!"), ctx)
    if items is None:
        return None
    args, missing, notes = due_args(ctx, timed(ctx))
    tasks = [{"text": item, **args} for item in items]
    return Intent("database", "createMultiple", {"operation": "createMultiple", "tasks": tasks, **args},
                  HEADED_ERRANDS, missing=missing, notes=notes, entity="task")
