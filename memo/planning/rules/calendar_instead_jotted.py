"""A move jotted down with the old hour after "instead of": "פסנתר מחר ל5 במקום 4", "פסנתר מחר ב5 ולא ב4", "piano tmrw
5 instead of 4", "standup tomorrow at 10 not 9:30". No verb: the new hour and the one it replaces say that something
that exists moves, and the old hour says which. The note is said again as the move it is ("תזיזי את פסנתר מחר מ4 ל5",
"move the piano tomorrow from 4 to 5") and read by the calendar's move grammar; only a calendar update is taken, so a
note with no event in it ("5 instead of 4 people") is left to the other grammars.
"""

from __future__ import annotations

import re
from dataclasses import replace

from memo.planning.rules import grammar, understand
from memo.planning.rules.base import Intent, RuleContext

_HOUR = r"\d{1,2}(?::\d\d)?"
_HOUR_EN = rf"{_HOUR}\s*(?:am|pm)?"
_DAY_HE = r"(?:היום|מחר|מחרתיים|הערב|ב?יום\s+\S+|ב(?:ראשון|שני|שלישי|רביעי|חמישי|שישי|שבת))"
_DAY_EN = (r"(?:today|tonight|tomorrow|tmrw|tmr|(?:on\s+)?(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)"
           r"(?:day|nesday|rsday|urday)?)")
_JOTTED_HE = re.compile(rf"^(?P<what>(?!ב?מקום)[\u05D0-\u05EA][^\d?]{{1,30}}?)\s+(?P<day>{_DAY_HE}\s+)?"
                        rf"(?:ל|ב)-?(?P<new>{_HOUR})\s+(?:במקום|ולא)\s+(?:ב|מ)?-?(?P<old>{_HOUR})\s*[.!]*$")
_JOTTED_EN = re.compile(rf"^(?P<what>(?:the\s+|my\s+)?[a-z][a-z' -]{{1,30}}?)\s+(?P<day>{_DAY_EN}\s+)?(?:at\s+|to\s+)?"
                        rf"(?P<new>{_HOUR_EN})\s+(?:instead\s+of|not|rather\s+than)\s+(?:at\s+)?(?P<old>{_HOUR_EN})\s*[.!]*$",
                        re.IGNORECASE)


def _as_move(text: str) -> str | None:
    if m := _JOTTED_HE.match(text):
        return f"תזיזי את {m['what'].strip()} {m['day'] or ''}מ{m['old']} ל{m['new']}"
    if m := _JOTTED_EN.match(text):
        what = re.sub(r"^(?:the|my)\s+", "", m["what"].strip(), flags=re.IGNORECASE)
        return f"move the {what} {m['day'] or ''}from {m['old']} to {m['new']}"
    return None


@grammar
def move_jotted(ctx: RuleContext) -> Intent | None:
    said = _as_move(ctx.text.strip())
    if said is None:
        return None
    intent = understand(replace(ctx, raw=said))
    if intent is None or intent.capability != "calendar" or intent.args.get("operation") != "update" or intent.missing:
        return None
    intent.read = intent.read or said
    intent.decided_by = f"{intent.decided_by or 'calendar'}; a move jotted with the old hour: {said!r}"
    intent.confidence = min(intent.confidence, 0.88)
    return intent
