"""Two things moved to two different times in one sentence: "move the dentist to wed and the haircut to fri",
"תזיזי את הספר לרביעי ואת הרופא לחמישי".

Each thing has its own new day, so one change cannot carry the message: the grammars that read a move take the
first day as the day the thing is on now ("the book on Wednesday"), fold the second thing into the name ("הספר
ואת הרופא"), and move that to the second day. Moving one thing, or the wrong thing to the wrong day, is worse than
asking; `doubt` makes such a plan doubted so the user is asked (or a planner that reads both moves plans it).

A single move keeps its reading: "move the dentist from wed to fri", "move my meeting with dan and ron to
wednesday" (two names, one new day), "תזיזי את הפגישה לרביעי ואת התזכורת תמחקי" (the second thing is not moved
to a time).
"""

from __future__ import annotations

import re

from memo.planning.rules.base import Intent, RuleContext

_HE = r"\u05D0-\u05EA"
# A new time a thing is moved to: a day, a part of the week, an hour.
_EN_WHEN = (r"(?:(?:next|this)\s+)?(?:sun|mon|tue|tues|wed|thu|thur|thurs|fri|sat)[a-z]*|tomorrow|tmrw|today|tonight"
            r"|next\s+(?:week|month)|the\s+(?:\d{1,2}(?:st|nd|rd|th)?|weekend)|\d{1,2}(?::\d\d)?\s*(?:am|pm)?"
            r"|noon|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?:\s+thirty)?")
_HE_WHEN = (r"(?:יום\s+)?(?:ראשון|שני|שלישי|רביעי|חמישי|שישי|שבת)|מחר(?:תיים)?|היום|הערב|שבוע\s+הבא|חודש\s+הבא"
            r"|-?\d{1,2}(?::\d\d)?|אחת|שתיים|שלוש|ארבע|חמש|שש|שבע|שמונה|תשע|עשר|אחת\s+עשרה|שתים\s+עשרה")
# "to <when> and (the|my) <thing> to <when>" / "ל<when> ו(את) <thing> ל<when>": a second thing with its own time.
_EN_TWO = re.compile(rf"\bto\s+(?:{_EN_WHEN})\b[^.!?;]*?\band\s+(?:move\s+|push\s+)?(?:the|my|our|that)\s+[^.!?;]+?"
                     rf"\bto\s+(?:{_EN_WHEN})\b", re.IGNORECASE)
_HE_TWO = re.compile(rf"(?<![{_HE}])ל(?:{_HE_WHEN})(?![{_HE}])[^.!?;]*?\s+ו(?:את\s+|גם\s+את\s+|ה)[^.!?;]+?"
                     rf"\s+ל(?:{_HE_WHEN})(?![{_HE}])")
_MOVES = frozenset({"update", "updateMultiple", "move"})


def doubt(intent: Intent, ctx: RuleContext) -> str:
    """Why a single change does not carry a message that moves two things to two times ("" when it does)."""
    operation = str(intent.args.get("operation") or intent.action)
    if intent.capability not in ("database", "calendar") or operation not in _MOVES:
        return ""
    if operation == "updateMultiple":
        return ""  # a plan of one change per thing already reads both
    if _EN_TWO.search(ctx.text) or _HE_TWO.search(ctx.text):
        return "the message moves two things to two different times, and the plan makes one change"
    return ""
