"""Errands asked for at one moment with "remind me": "friday at 10 remind me to return the library books, renew the
parking permit and pick up the booklets", "remind me tomorrow at 9 to call the bank, pay rent and buy a gift",
"מחר ב9 תזכירי לי להתקשר לבנק, לשלם ארנונה ולקנות מתנה".

No grammar lives here: the reminder grammar (tasks.create_reminder) reads such a message as one reminder at the
moment, its text listing the errands, and coverage asks `under_requested_moment` whether that list is on purpose.
It is, for the same reason as the errands under a moment without the request (task_fronted_errands): one clock
time said once for all of them is one outing's steps, one reminder in the user's words. Narrow:
* the time is one moment (a day and a clock time), said before the errands, not a span or a repetition;
* every item opens with an errand verb, none names a meeting, and none holds a time of its own;
* the list is said as one, its last errand joined with "and" ("X, Y and Z"): a run-on with commas only ("call mom,
  buy milk") may be two requests, and is asked.
"""

from __future__ import annotations

import re

from memo.planning.rules.base import Intent, RuleContext, tidy
from memo.planning.rules.task_day_plan import is_errand, named_calendar
from memo.planning.rules.task_headed import errand_items
from memo.planning.rules.task_words import HE, core_of, timed_text
from memo.planning.timeexpr import TimeMatch

_E = rf"(?![\w{HE}])"
_REQUEST = re.compile(rf"\b(?:(?:pls|please)\s+)?remind\s+me(?:\s+to)?\b|(?<![\w{HE}])(?:תזכיר|תזכירי|תזכרי)\s+לי{_E}",
                      re.IGNORECASE)
_TO = re.compile(r"^to\s+", re.IGNORECASE)
# A list said as one, its last errand joined with "and": "X, Y and Z", "X, Y ולקנות Z".
_CLOSED = re.compile(rf",[^,]*(?:\s(?:and|&)\s+\w|\sו-?ל[{HE}])[^,]*$", re.IGNORECASE)


def _one_moment(tm: TimeMatch) -> bool:
    """A clock time said once: no day alone, span or repetition."""
    return tm.when is not None and tm.date_only is None and not tm.all_day and tm.recurrence is None and tm.end is None


def requested_errands(ctx: RuleContext) -> str | None:
    """The errands asked for at one moment said before them ("friday at 10 remind me to X, Y and Z" -> "X, Y and Z"),
    or None."""
    text = core_of(ctx.text).strip()
    request = _REQUEST.search(text)
    if not text or "?" in text or ":" in text or request is None or named_calendar(text):
        return None
    said = tidy(f"{text[:request.start()]} {text[request.end():]}")
    first = re.split(r"\s*[,;]\s*", said, maxsplit=1)[0]
    head = timed_text(first, ctx.now)
    if head.time is None or not _one_moment(head.time):
        return None
    lead = tidy(_TO.sub("", tidy(head.rest)))
    at = head.body.find(lead) if lead else -1
    if at <= 0 or re.sub(r"\bto$", "", tidy(timed_text(head.body[:at], ctx.now).rest), flags=re.I).strip(" ,-"):
        return None  # the time is not said before the errands ("remind me to X at 10, Y and Z")
    errands = tidy(f"{lead}{said[len(first):]}").strip(" .!")
    if not _CLOSED.search(errands):
        return None  # "remind me at 9 to call mom, buy milk": a run-on, maybe two requests; asked
    items = errand_items(errands, ctx)
    if items is None or not all(is_errand(item) for item in items):
        return None
    return errands


def under_requested_moment(intent: Intent, ctx: RuleContext) -> bool:
    """Whether `intent` is the one reminder at a moment whose text lists the errands asked for on purpose."""
    if intent.capability != "database" or intent.args.get("operation") != "create":
        return False
    errands = requested_errands(ctx)
    return errands is not None and tidy(str(intent.args.get("text") or "")).strip(" .!") == errands
