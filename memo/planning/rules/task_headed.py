"""Errands under a heading that ends with a colon: "מחר צריך: לאסוף את החליפה, להתקשר לגננת, ולהזמין גז",
"3 things for tmrw: sign the form, pick up meds, לתדלק", "friday: call the bank, pay rent".

The heading says that what follows is to be done (a need, "N things", or only a day); the items after the
colon are parted by commas and each must be an errand (an errand verb opening it, in either language, or a
Hebrew errand infinitive on its own: "לתדלק"). Every task gets the one time the heading gave; a heading with a
clock time ("מחר ב9 בבוקר: ...") is one moment, so one reminder at it holds all the errands; when the heading
gave a day only, an item may say its own hour of that day ("2 things for tomorrow: call the clinic at 9, and pick up
the meds"). Anything else after a colon (a fact, a shopping list, items on other days) is left to the other
grammars; a counted heading is never one event's name (calendar_list.more_events).
"""

from __future__ import annotations

import re
from typing import Any

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext, tidy
from memo.planning.rules.task_errands import MAX_ERRANDS, opens_an_errand, split_errands
from memo.planning.rules.task_implied import HE_TASK_INFINITIVES
from memo.planning.rules.task_words import HE, core_of, due_args, has_day_word, timed, timed_text
from memo.planning.timeexpr import TimeMatch, parse_time_expression

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


def errand_items(body: str, ctx: RuleContext, *, own_hours: bool = False) -> list[str] | None:
    """The errands listed in `body` (two or more, each an errand), or None. None with a time of its own, unless
    `own_hours`: then an item may say its clock time, never another day."""
    items: list[str] = []
    for piece in re.split(r"\s*[,;\n]\s*", body):
        piece = tidy(_JOIN.sub("", tidy(piece)))
        if piece:
            items.extend(tidy(_JOIN.sub("", p)) for p in (split_errands(piece, ctx.now) or [piece]))
    if not 2 <= len(items) <= MAX_ERRANDS or not all(_an_errand(item) for item in items):
        return None
    for item in items:
        tm = parse_time_expression(item, ctx.now)
        if tm is not None and not (own_hours and _hour_only(item, tm)):
            return None  # "call mom at 5, buy milk at 7": each its own time, read elsewhere or asked
    return items


def _one_moment(tm: TimeMatch) -> bool:
    """A clock time said once (no day alone, span or repetition): "tomorrow at 9", "מחר ב9 בבוקר"."""
    return tm.when is not None and tm.date_only is None and not tm.all_day and tm.recurrence is None and tm.end is None


def _hour_only(item: str, tm: TimeMatch) -> bool:
    """ "call the clinic at 9": a clock time only, on the heading's day (no day, span or repetition of its own)."""
    return (tm.when is not None and tm.recurrence is None and not tm.ambiguous and tm.end is None
            and not has_day_word(item))


def _item_due(ctx: RuleContext, item: str, head_time: str) -> tuple[str, tuple[dict[str, Any], list[str], list[str]]]:
    """An item's words and due time (due_args): its own clock time on the heading's day, or the heading's time."""
    own = timed_text(item, ctx.now)
    if own.time is None:
        return item, due_args(ctx, timed_text(head_time, ctx.now))
    return tidy(own.rest), due_args(ctx, timed_text(f"{head_time} {own.time_text}", ctx.now))


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
    # A day alone over items with hours ("tomorrow: call dan at 5, pay the bill at 7") reads as a schedule; "N
    # things" or a need said with the day ("2 things for tomorrow:") says they are to-dos, each at its own hour.
    said = bool(tidy(core_of(head.rest)).strip(" -"))
    items = errand_items(colon.group("body").strip(" .!"), ctx, own_hours=said and head.time.date_only is not None)
    if items is None:
        return None
    args, missing, notes = due_args(ctx, timed(ctx))
    if _one_moment(head.time) and not any(parse_time_expression(item, ctx.now) for item in items):
        # "מחר ב9 בבוקר: לעדכן קו"ח, לכתוב מכתב מקדים ולשלוח לשירן": a clock time over the errands is one moment,
        # and one reminder at it holds them all (often the steps of one job); a day alone ("מחר: ...") is to-dos.
        text = tidy(colon.group("body").strip(" .!"))
        return Intent("database", "create", {"operation": "create", "text": text, **args}, HEADED_ERRANDS,
                      missing=missing, notes=notes, entity="task")
    tasks = [{"text": item, **args} for item in items]
    if any(parse_time_expression(item, ctx.now) is not None for item in items):
        # "2 things for tomorrow: call the clinic at 9, and pick up the meds": each task at its own hour of that
        # day, the others at the heading's; no time shared at the top level.
        read = [_item_due(ctx, item, head.time_text) for item in items]
        tasks = [{"text": text, **due[0]} for text, due in read]
        args = {}
        missing = sorted({m for _, due in read for m in due[1]})
        notes = sorted({n for _, due in read for n in due[2]})
    return Intent("database", "createMultiple", {"operation": "createMultiple", "tasks": tasks, **args},
                  HEADED_ERRANDS, missing=missing, notes=notes, entity="task")


def under_one_moment(intent: Intent, ctx: RuleContext) -> bool:
    """Whether `intent` is the one reminder read from errands under a clock time's heading ("מחר ב9 בבוקר: X, Y
    ו-Z"), whose text lists them on purpose: the list is not a half-read message."""
    colon = _COLON.match(core_of(ctx.text)) if ":" in ctx.text else None
    if colon is None or intent.capability != "database" or intent.args.get("operation") != "create":
        return False
    head = timed_text(colon.group("head"), ctx.now)
    return (head.time is not None and _one_moment(head.time)
            and intent.args.get("text") == tidy(colon.group("body").strip(" .!")))
