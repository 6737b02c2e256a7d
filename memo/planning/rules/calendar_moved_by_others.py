"""A move someone else made, then the calendar to be put right with both hours: "הזיזו לנו את הטיסה לאילת, תעדכני
ביומן ל-09:30 במקום 07:15", "they moved our flight to Eilat, update the calendar to 9:30 instead of 7:15".

Told with the new time only ("the consulate moved my passport appointment to wednesday at 9:30, update it",
"המרפאה הזיזה לי את התור ליום רביעי בעשר, תעדכני"), it is the same move as "move my passport appointment to ...".

Read alone, "תעדכני ביומן ל-09:30" looked like a task's due time ("update" is the task grammar's verb too). The
calendar named and the event said in the report make it a move of that event, from the old hour to the new one.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.calendar_changes import move_event

CONFIDENCE = 0.95  # above the task grammar's reading of "update ... to <time>"
_T = r"\d{1,2}(?:[:.]\d{2})?(?:\s*[ap]\.?m\.?)?"
_MOVED_HE = re.compile(
    r"^(?:הזיזו|הקדימו|דחו|שינו)\s+(?:לנו\s+|לי\s+)?(?:את\s+)?(?P<event>.+?)\s*[,;-]\s*(?:ו|אז\s+)?"
    r"(?:תעדכן|תעדכני|תעדכנו|תשנה|תשני|תזיז|תזיזי)\s+(?:לי\s+|לנו\s+)?(?:ב|את\s+ה)(?:יומן|לו\"?ז)\s+"
    rf"ל-?\s*(?P<new>{_T})\s+(?:במקום|ולא)\s+(?:ב-?|ה-?)?\s*(?P<old>{_T})\s*[.!]*$")
_MOVED_EN = re.compile(
    r"^(?:they|the\s+airline|\w+)\s+(?:moved|changed|rescheduled|pushed|bumped)\s+(?:our|my|the)\s+(?P<event>.+?)\s*"
    r"[,;-]\s*(?:(?:so|pls|please|and)\s+)*(?:update|fix|change)\s+(?:it\s+in\s+)?(?:the|my|our)\s+(?:calendar|diary)"
    rf"\s+to\s+(?P<new>{_T})\s+(?:instead\s+of|not|from)\s+(?P<old>{_T})\s*[.!]*$", re.I)

# "<someone> moved my <event> to <when>", with or without "update it" after it: the move of the user's event.
_TOLD_EN = re.compile(
    r"^(?:the\s+)?[\w'-]+(?:\s+[\w'-]+)?\s+(?:moved|rescheduled|pushed|bumped|changed)\s+(?P<rest>(?:my|our)\s+.+?\s+"
    r"(?:to|till|until)\s+.+?)\s*(?:[,;-]\s*(?:(?:so|pls|please|and|can\s+you|could\s+you)\s+)*(?:update|fix|change)"
    r"\s+(?:it|that|this|the\s+calendar|my\s+calendar)(?:\s+(?:pls|please|in\s+the\s+calendar))?)?\s*[.!?]*$", re.I)
_TOLD_HE = re.compile(
    r"^(?:[\u05D0-\u05EA'\"-]+\s+){0,2}(?:הזיז|הזיזה|הזיזו|דחה|דחתה|דחו|הקדים|הקדימה|הקדימו)\s+(?:לי|לנו)\s+את\s+"
    r"(?P<rest>.+?)\s*(?:[,;-]\s*(?:ו|אז\s+)?(?:תעדכן|תעדכני|תעדכנו)(?:\s+(?:את\s+זה|ביומן|את\s+היומן))?)?\s*[.!]*$")


def _told_the_new_time(ctx: RuleContext) -> Intent | None:
    """The move told by its new time alone (_TOLD_EN, _TOLD_HE), read as the user's own "move my ... to ..."."""
    text = ctx.text.strip()
    if (m := _MOVED_EN.match(text) or _MOVED_HE.match(text)) is not None:
        return None
    if (m := _TOLD_EN.match(text)) is not None:
        raw = f"move {m['rest']}"
    elif (m := _TOLD_HE.match(text)) is not None:
        raw = f"תזיזי את {m['rest']}"
    else:
        return None
    return move_event(RuleContext(raw=raw, now=ctx.now, language=ctx.language, latest_actions=ctx.latest_actions))


def _written(hour: str) -> str:
    """The hour as written on a clock: "8:00" is 08:00 (as a flight's times are), never read as 20:00 beside 9:30."""
    return re.sub(r"^(\d)(?=[:.]\d\d$)", r"0\1", hour.strip())


@grammar
def moved_by_others(ctx: RuleContext) -> Intent | None:
    text = ctx.text.strip()
    m = _MOVED_HE.match(text)
    if m is not None:
        raw = f"תזיזי ביומן את {m['event']} מ-{_written(m['old'])} ל-{_written(m['new'])}"
    else:
        m = _MOVED_EN.match(text)
        raw = f"move the {m['event']} in the calendar from {_written(m['old'])} to {_written(m['new'])}" if m else ""
    intent = move_event(RuleContext(raw=raw, now=ctx.now, language=ctx.language,
                                    latest_actions=ctx.latest_actions)) if raw else _told_the_new_time(ctx)
    if intent is None or (intent.capability, intent.action) != ("calendar", "update"):
        return None
    intent.confidence = max(intent.confidence, CONFIDENCE)
    intent.decided_by = "grammar calendar_moved_by_others.moved_by_others"
    return intent
