"""An event said after the reason for it: "swapped with Noa so i'm working her sat shift now, 1500-2300. add it",
"החלפתי עם נועה אז אני במשמרת שלה בשבת 15:00-23:00, תכניסי ליומן".

The reason ("swapped with Noa") is no part of the event; read whole, its words make the event's name and its verb
hides the request. What comes after "so" / "אז" is read as the event on its own, by the event grammar; the reason
is left out of the name. Only when that part starts with the user ("i'm", "אני", "יש לי"): "the meeting moved so
add it" is another shape.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.calendar import create_event

_REASON_SO = re.compile(
    r"^(?P<why>[^.!?,]{3,60}?)[,\s]+so\s+(?=(?:i'?m|i\s+am|i\s+have|i've\s+got|i\s+got|we'?re|we\s+have)\s)"
    r"|^(?P<why_he>[^.!?,]{3,60}?)[,\s]+(?:אז|ולכן|לכן)\s+(?=(?:אני|אנחנו|יש\s+לי|יש\s+לנו)\s)", re.I)
_SHIFT_NOW = re.compile(r"\s+now(?=\s*,)", re.I)  # "her sat shift now, 1500-2300": now, after the swap


@grammar
def after_reason(ctx: RuleContext) -> Intent | None:
    match = _REASON_SO.match(ctx.text.strip())
    if match is None:
        return None
    rest = _SHIFT_NOW.sub("", ctx.text.strip()[match.end():])
    intent = create_event(RuleContext(raw=rest, now=ctx.now, language=ctx.language,
                                      latest_actions=ctx.latest_actions))
    if intent is None or intent.missing or intent.action not in ("create", "createRecurring"):
        return None
    why = match["why"] or match["why_he"]
    intent.confidence = min(0.99, intent.confidence + 0.02)  # above the whole message read as one name
    intent.decided_by = f"grammar calendar_swapped.after_reason; the reason left out: {why!r}"
    return intent
