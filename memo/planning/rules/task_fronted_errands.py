"""Errands after a time said first, with no request word: "tomorrow at 2 return the drill, drop off the dry cleaning
and water the plants", "מחר ב9 להתקשר לבנק, לשלם ארנונה ולקנות מתנה לנועה".

A note to self that opens with one moment (a day and a clock time) and then lists errands is the same note as the
one written with a colon after the time (task_headed.headed_errands): the errands are to be done at that moment,
often as steps of one outing, so one reminder at it holds them all, in the user's words. An errand alone after the
time is task_implied's ("tomorrow at 2 return the drill"); here there are two or more.

What keeps it narrow:
* the time first is one moment: a day alone ("tomorrow call the bank, pay rent") makes separate to-dos, and a
  repetition or span is not one moment;
* every item opens with an errand verb and none names a meeting ("meet Dana"), which is the calendar's;
* no item says a time of its own ("tomorrow at 2 call the bank, at 5 pay the bill"): several times are several
  reminders (task_day_plan), or asked;
* no request word ("remind me", a calendar), no question, no colon: other grammars read those.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext, tidy
from memo.planning.rules.task_day_plan import is_errand, named_calendar
from memo.planning.rules.task_early import settle_early_hour
from memo.planning.rules.task_headed import errand_items
from memo.planning.rules.task_words import HE, core_of, due_args, timed_text
from memo.planning.timeexpr import TimeMatch

FRONTED = 0.8  # as sure as one errand said with its time and no request word (task_implied.IMPLIED)
# A request word anywhere: the reminder grammar's (tasks.create_reminder), or another capability's.
_REQUEST = re.compile(
    rf"\b(?:remind|reminders?|ping|alert|note|list|calendar|diary|agenda)\b"
    rf"|(?<![\w{HE}])(?:תזכיר|תזכירי|תזכרי|תזכורת|תזכורות|להזכיר|תרשום|תרשמי|יומן|ביומן|ליומן|רשימה|לרשימה)(?![\w{HE}])",
    re.IGNORECASE)


def _one_moment(tm: TimeMatch) -> bool:
    """A clock time said once: no day alone, span or repetition."""
    return tm.when is not None and tm.date_only is None and not tm.all_day and tm.recurrence is None and tm.end is None


def fronted_errands_text(ctx: RuleContext) -> str | None:
    """The errands listed after a moment said first ("tomorrow at 2 X, Y and Z" -> "X, Y and Z"), or None."""
    text = core_of(ctx.text).strip()
    if not text or "?" in text or ":" in text or _REQUEST.search(text) or named_calendar(text):
        return None
    first = re.split(r"\s*[,;]\s*", text, maxsplit=1)[0]
    head = timed_text(first, ctx.now)
    if head.time is None or not _one_moment(head.time):
        return None
    lead = tidy(core_of(head.rest))
    at = head.body.find(lead) if lead else -1
    if at <= 0 or tidy(timed_text(head.body[:at], ctx.now).rest).strip(" ,-"):
        return None  # the time is not what the message opens with ("return the drill tomorrow at 2, ...")
    errands = tidy(f"{lead}{text[len(first):]}").strip(" .!")
    items = errand_items(errands, ctx)
    if items is None or not all(is_errand(item) for item in items):
        return None
    return errands


@grammar
def fronted_errands(ctx: RuleContext) -> Intent | None:
    """A moment said first, then two or more errands: one reminder at that moment holding them all."""
    errands = fronted_errands_text(ctx)
    if errands is None:
        return None
    first = re.split(r"\s*[,;]\s*", core_of(ctx.text).strip(), maxsplit=1)[0]
    args, missing, notes = due_args(ctx, timed_text(first, ctx.now))
    if not args.get("dueDate") and not missing:
        return None
    # "thursday at 7 call the bank, pay rent": an hour that may be either end of the day is settled by the words
    # around it, or asked, as for one errand (task_early.py)
    settle_early_hour(args, missing, notes, ctx.text, ctx)
    return Intent("database", "create", {"operation": "create", "text": errands, **args}, FRONTED, missing=missing,
                  notes=notes, entity="task")


def under_fronted_moment(intent: Intent, ctx: RuleContext) -> bool:
    """Whether `intent` is the one reminder read here, whose text lists the errands on purpose."""
    if intent.capability != "database" or intent.args.get("operation") != "create":
        return False
    return intent.args.get("text") == fronted_errands_text(ctx)
