"""One outing told by when it leaves and when it is back: "Israir to Eilat on Thursday, 07:15 takeoff, lands 08:10 -
put it in my calendar", "class trip to the zoo on Wed 2/12, buses leave at 8:00 and return at 14:00", "טיסה לאילת
ביום חמישי, המראה ב-07:15, נחיתה ב-08:10".

The two hours are the ends of one event, never two events ("takeoff" and "lands" read as events by
calendar_more.create_several). The message is read again as the outing "from" its leaving hour "to" its return.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.calendar import create_event

CONFIDENCE = 0.96  # above calendar_more.create_several (0.95)
# An hour, never a date: "29.11 ממריאה 07:45" is the day, then the hour.
_T = r"(?<![\d.])(?:[01]?\d|2[0-3])[:.][0-5]\d(?![.\d])|\d{1,2}\s*(?:am|pm)"
_LEAVE_EN = r"(?:take\s*-?off|takes\s+off|departs?|departure|depart(?:ing|s)?|leaves?|leaving|boarding)"
_BACK_EN = r"(?:lands?|landing|arrives?|arrival|arriving|returns?|return(?:ing)?|(?:gets?|are|is|be)\s+back|back)"
_LEAVE_HE = r"(?:המראה|ממריאים|ממריאה|יציאה|יוצאים|יוצאת|יוצא)"
_BACK_HE = r"(?:נחיתה|נוחתים|נוחתת|חזרה|חוזרים|חוזרת|חוזר)"
_DAY_EN = (r"(?:on|today|tonight|tomorrow|tmrw|sun|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sunday|monday|tuesday"
           r"|wednesday|thursday|friday|saturday)")
_DAY_HE = r"(?:ביום|יום|היום|מחר|מחרתיים|ראשון|שני|שלישי|רביעי|חמישי|שישי|שבת|בשבת|הבא|הקרוב)"


def _leg(word: str, hebrew: bool) -> str:
    """The hour beside `word`, said before it ("07:15 takeoff") or after it ("lands 08:10", "המראה ב-07:15")."""
    at = r"(?:(?:at|by|around)\s+)?" if not hebrew else r"(?:(?:ב|בשעה)\s*-?\s*)?"
    return rf"(?:(?:{at})(?P<{{n}}1>{_T})\s+{word}|{word}\s+{at}(?P<{{n}}2>{_T}))"


def _pattern(leave: str, back: str, hebrew: bool) -> re.Pattern[str]:
    # Words of the leg's own ("buses leave at 8:00"), never the day: it stays for the event's date.
    lead = (rf"(?:\b(?!{_DAY_EN}\b)[A-Za-z]+\s+){{0,2}}" if not hebrew
            else rf"(?:(?<![\u0590-\u05FF])(?!{_DAY_HE}(?![\u0590-\u05FF]))[\u0590-\u05FF]+\s+){{0,2}}")
    first = _leg(leave, hebrew).replace("{n}", "a")
    second = _leg(back, hebrew).replace("{n}", "b")
    return re.compile(rf"[,;:\s]*{lead}{first}\s*(?:,|;|and|ו)?\s*{lead}{second}", re.I)


# A forwarded message's heading and greeting ("Forwarded: \"Dear parents, ..."): no part of the outing's name.
_FORWARDED = re.compile(r"^\s*(?:fwd?|forwarded)\s*:\s*[\"“]?\s*(?:(?:dear|hi|hello)\s+[^,]{1,30},\s*)?", re.I)
_LEGS = (_pattern(_LEAVE_EN, _BACK_EN, False), _pattern(_LEAVE_HE, _BACK_HE, True))


@grammar
def outing_legs(ctx: RuleContext) -> Intent | None:
    text = _FORWARDED.sub("", ctx.text)
    for pattern, hebrew in zip(_LEGS, (False, True), strict=True):
        m = pattern.search(text)
        if m is None:
            continue
        start, end = m["a1"] or m["a2"], m["b1"] or m["b2"]
        span = f" מ-{start} עד {end}" if hebrew else f" from {start} to {end}"
        raw = f"{text[:m.start()]}{span}{text[m.end():]}"
        intent = create_event(RuleContext(raw=raw, now=ctx.now, language=ctx.language,
                                          latest_actions=ctx.latest_actions))
        if intent is None or intent.action != "create" or intent.missing:
            return None
        intent.confidence = max(intent.confidence, CONFIDENCE)
        intent.decided_by = "grammar calendar_legs.outing_legs"
        return intent
    return None
