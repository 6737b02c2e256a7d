"""Questions about the calendar: "what do I have tomorrow", "how's my day looking", "when is the dentist",
"מה יש לי ביום חמישי". Part of the calendar grammars (calendar.py), which import it after their own readings."""

from __future__ import annotations

import re
from datetime import datetime, time, timedelta
from typing import Any

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext, iso
from memo.planning.rules.calendar import (
    _MY_DAY,
    _NOT_OURS,
    _QUERY,
    _QUERY_DAY,
    _WHEN_IS,
    QUERY_DAYS,
    WHEN_IS_DAYS,
    _window,
    _without_time,
    has_event_noun,
    summary_of,
)
from memo.planning.rules.calendar_clauses import GREETING, then_asks
from memo.planning.rules.calendar_words import FREE_OR_BUSY, UNREAD_CLOCK
from memo.planning.rules.gmail_manage import strip_opening


@grammar
def query_events(ctx: RuleContext) -> Intent | None:
    text = GREETING.sub("", strip_opening(ctx.text), count=1)
    when_is = _WHEN_IS.match(text)
    if _NOT_OURS.search(text) or then_asks(text) or not (_QUERY.match(text) or when_is or _QUERY_DAY.match(text)):
        return None
    if FREE_OR_BUSY.search(text) and UNREAD_CLOCK.search(_without_time(text, ctx.now)):
        return None  # "am I free thursday at half three": the day is no answer (calendar_more.check_conflicts asks)
    args: dict[str, Any] = {"operation": "getEvents"}
    window = _window(text, ctx.now)
    if not (window or when_is or _QUERY.match(text)):
        return None
    days = QUERY_DAYS
    if when_is:
        what = when_is.group("what") or when_is.group("what_he") or ""
        summary = summary_of(_without_time(what, ctx.now))
        summary = re.sub(r"^(?:next|upcoming|הבא(?:ה)?)\s+", "", summary, flags=re.I)
        summary = re.sub(r"\s+(?:ה)?(?:הבא|הבאה|שלי|שלנו)(?!\S)", "", summary)  # "התור הבא שלי לרופא"
        if not has_event_noun(summary):
            return None
        args["searchCriteria"] = {"summary": summary}
        days = WHEN_IS_DAYS
    if not window and _MY_DAY.search(text):  # "how's my day looking": today
        start = datetime.combine(ctx.now.date(), time(0), tzinfo=ctx.now.tzinfo)
        window = {"timeMin": iso(start), "timeMax": iso(start + timedelta(days=1))}  # type: ignore[dict-item]
    if not window:
        start = ctx.now if when_is or re.search(r"\bnext\b|הבא", text, re.I) else datetime.combine(
            ctx.now.date(), time(0), tzinfo=ctx.now.tzinfo)
        window = {"timeMin": iso(start), "timeMax": iso(start + timedelta(days=days))}  # type: ignore[dict-item]
    args.update(window)
    return Intent("calendar", "getEvents", args, 0.9, entity="event")
