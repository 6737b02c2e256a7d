"""A move the user reports, then asks the calendar be put right: "the plumber tomorrow moved from 2 to 5, fix the
calendar", "השרברב מחר עבר מ-2 ל-5, תעדכני ביומן".

The event is often named by who comes rather than by an event word ("the plumber", "the electrician"), which alone
the move grammar (calendar_changes.py) does not take for an event. The command to fix the calendar says it is one,
so the report is read as naming an event of the calendar.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.calendar import MOVED
from memo.planning.rules.calendar_changes import move_event

# The command after the report, with the calendar named.
FIX_CALENDAR = re.compile(
    r"\s*[,;.!-]*\s*(?:(?:so|and|pls|please|plz|can\s+you|could\s+you|just)\s+)*(?:fix|update|correct|adjust|change)"
    r"\s+(?:(?:it|that)\s+(?:in|on)\s+)?(?:(?:the|my|our)\s+)?(?:calendar|g?cal|diary|schedule)"
    r"(?:\s+(?:accordingly|pls|please|plz|thanks|thx))*\s*[.!]*$"
    r"|\s*[,;.!-]*\s*(?:ו|אז\s+)?(?:תתקן|תתקני|תתקנו|תעדכן|תעדכני|תעדכנו|תסדר|תסדרי|תסדרו)\s+(?:לי\s+|לנו\s+)?"
    r"(?:את\s+)?(?:ה|ב)(?:יומן|לו\"?ז)(?:\s+(?:בבקשה|תודה))?\s*[.!]*$", re.I)
_MOVED = re.compile(rf"\s+{MOVED}", re.I)


@grammar
def moved_then_fix(ctx: RuleContext) -> Intent | None:
    tail = FIX_CALENDAR.search(ctx.text)
    if tail is None or tail.start() == 0:
        return None
    report = ctx.text[:tail.start()]
    verb = _MOVED.search(report)
    if verb is None:
        return None
    place = " ביומן" if re.search(r"[\u0590-\u05FF]", report) else " in the calendar"
    named = RuleContext(raw=f"{report[:verb.start()]}{place}{report[verb.start():]}", now=ctx.now,
                        language=ctx.language, latest_actions=ctx.latest_actions)
    intent = move_event(named)
    if intent is None or (intent.capability, intent.action) != ("calendar", "update"):
        return None
    intent.decided_by = "grammar calendar_fix.moved_then_fix"
    return intent
