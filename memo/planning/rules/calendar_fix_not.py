"""An hour put right, then the calendar asked to follow: "the vet is at 12:30 on monday not 12, fix it in the
calendar", "הווטרינר ביום שני ב-12:30 ולא ב-12, תתקני ביומן".

"X is at A, not B" says the event X already in the calendar stands at the wrong hour B; with the command to fix the
calendar it is a move of X to A, never a new event (nor two). Read here as "move X in the calendar from B to A" by
the move grammar (calendar_changes.py), which finds the event and keeps the day said.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.calendar_changes import move_event
from memo.planning.rules.calendar_fix import FIX_CALENDAR

_SURE = 0.97
_HOUR = r"\d{1,2}(?::\d{2})?(?:\s*(?:am|pm))?"
_DAY_EN = r"(?:on\s+)?(?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)(?:day)?|today|tomorrow|tmrw"
_DAY_HE = r"(?:ביום\s+)?(?:ראשון|שני|שלישי|רביעי|חמישי|שישי|שבת)|היום|מחר|מחרתיים"
_WRONG_HOUR = (
    re.compile(rf"^(?P<what>.+?)\s+(?:is|'s|was)\s+(?:(?P<day1>{_DAY_EN})\s+)?(?:at\s+)?(?P<new>{_HOUR})"
               rf"(?:\s+(?P<day2>{_DAY_EN}))?\s*,?\s+(?:and\s+)?not\s+(?:at\s+)?(?P<old>{_HOUR})\s*$", re.I),
    re.compile(rf"^(?P<what>.+?)\s+(?:(?P<day1>{_DAY_HE})\s+)?(?:זה\s+)?ב-?\s*(?P<new>{_HOUR})"
               rf"(?:\s+(?P<day2>{_DAY_HE}))?\s*,?\s+ו?לא\s+ב-?\s*(?P<old>{_HOUR})\s*$"),
)


@grammar
def wrong_hour_then_fix(ctx: RuleContext) -> Intent | None:
    tail = FIX_CALENDAR.search(ctx.text)
    if tail is None or tail.start() == 0:
        return None
    report = ctx.text[:tail.start()].strip(" ,;.!-")
    for pattern in _WRONG_HOUR:
        found = pattern.match(report)
        if found is None:
            continue
        day = found["day1"] or found["day2"] or ""
        hebrew = pattern is _WRONG_HOUR[1]
        # the calendar named with the event, since who comes ("the vet") is no event word of its own (calendar_fix.py)
        said = (f"תזיזי את {found['what']} ביומן {day} מ-{found['old']} ל-{found['new']}" if hebrew
                else f"move {found['what']} in the calendar {day} from {found['old']} to {found['new']}")
        intent = move_event(RuleContext(raw=re.sub(r"\s+", " ", said), now=ctx.now, language=ctx.language,
                                        latest_actions=ctx.latest_actions))
        if intent is None or (intent.capability, intent.action) != ("calendar", "update"):
            return None
        # Above a new event's reading: "not B" with "fix the calendar" says the event is there already.
        intent.confidence = max(intent.confidence, _SURE)
        intent.decided_by = "grammar calendar_fix_not.wrong_hour_then_fix"
        return intent
    return None
