"""A change to when an event ends, its start kept: "the shapira meeting on wed, make it end at 6 instead of 5",
"make the board meeting on thursday finish at 4", "change the end of the meeting with dana tomorrow to 6", "extend
the workshop on monday until 5", "הפגישה עם שפירא ביום רביעי, שתסתיים ב-6 במקום ב-5", "תאריכי את הפגישה עם דנה
מחר עד 6".

Read as a new event ("shapira meeting end" at 6) or as a move of its start these would change the wrong thing. The
event is found by its name on the day said; with no day said, or an hour that could be either half of the day, the
day or the hour is asked."""

from __future__ import annotations

import re
from datetime import datetime, time

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext, iso
from memo.planning.rules.calendar import _window, _without_time, has_event_noun, summary_of
from memo.planning.rules.gmail_manage import strip_opening
from memo.planning.timeexpr import parse_time_expression

_POLITE = r"(?:(?:please|pls|plz|kindly|(?:can|could|would)\s+(?:you|u))\s+)*"
_INSTEAD = r"(?:\s+(?:instead(?:\s+of\s+[^,.!?]+)?|rather\s+than\s+[^,.!?]+|במקום\s+[^,.!?]+))?"
_FINISH_EN = r"(?:end|finish|wrap\s+up|be\s+over|be\s+done)"
_FINISH_HE = r"(?:ש)?(?:תסתיים|יסתיים|תיגמר|ייגמר|יגמר|תגמר|תסתיימי|יסתיימו)"
_ENDS = [re.compile(p, re.I) for p in (
    # "<event>, make it end at 6 (instead of 5)", "<event> should finish by 4"
    rf"^(?P<what>.+?)[,\s]+{_POLITE}(?:(?:make|have|let)\s+it|it\s+(?:should|needs\s+to|has\s+to|will|'ll)|should"
    rf"|needs\s+to|has\s+to)\s+{_FINISH_EN}\s+(?:at|by)\s+(?P<to>[^,.!?]+?){_INSTEAD}$",
    # "make the board meeting on thursday finish at 4"
    rf"^{_POLITE}(?:make|have|let)\s+(?P<what>.+?)\s+{_FINISH_EN}\s+(?:at|by)\s+(?P<to>[^,.!?]+?){_INSTEAD}$",
    # "change the end (time) of <event> to 6", "extend <event> until 5"
    rf"^{_POLITE}(?:change|move|set|push|update|make)\s+the\s+end(?:ing)?(?:\s+time)?\s+of\s+(?P<what>.+?)\s+to\s+"
    rf"(?P<to>[^,.!?]+?){_INSTEAD}$",
    rf"^{_POLITE}(?:extend|lengthen|stretch|prolong)\s+(?P<what>.+?)\s+(?:until|till|til|to)\s+(?P<to>[^,.!?]+?)"
    rf"{_INSTEAD}$",
    # "<event>, שתסתיים ב-6 (במקום ב-5)", "תאריכי את <event> עד 6", "תשני את שעת הסיום של <event> ל-6"
    rf"^(?P<what>.+?)[,\s]+(?:(?:אז|בבקשה|תדאג|תדאגי)\s+)*{_FINISH_HE}\s+(?P<to>ב-?[^,.!?]+?){_INSTEAD}$",
    r"^(?:תאריך|תאריכי|תמשיך|תמשיכי)\s+(?:לי\s+)?את\s+(?P<what>.+?)\s+עד\s+(?P<to>[^,.!?]+?)" + _INSTEAD + "$",
    r"^(?:תשנה|תשני|תזיז|תזיזי|תעדכן|תעדכני)\s+(?:לי\s+)?את\s+(?:שעת\s+)?ה?סיום\s+(?:של\s+)?(?P<what>.+?)\s+"
    r"(?:ל-?|עד\s+)(?P<to>[^,.!?]+?)" + _INSTEAD + "$",
)]


@grammar
def change_end(ctx: RuleContext) -> Intent | None:
    text = strip_opening(ctx.text).strip().rstrip(".!")
    match = next((m for p in _ENDS if (m := p.match(text))), None)
    if match is None:
        return None
    what = match["what"].strip(" ,")
    window = _window(what, ctx.now)
    summary = summary_of(_without_time(what, ctx.now))
    if not has_event_noun(summary):
        return None  # "the kids, make it end at 6": no event named
    criteria: dict[str, str] = {"summary": summary, **window}
    intent = Intent("calendar", "update", {"operation": "update", "searchCriteria": criteria, "updateFields": {}},
                    0.95, entity="event")
    to = match["to"].strip()
    tm = parse_time_expression(to if re.match(r"(?:at|ב)", to, re.I) else f"at {to}", ctx.now)
    if tm is None or tm.when is None:
        return None  # "extend the deadline to friday": a day, not the hour an event ends
    if not window or tm.ambiguous:
        intent.missing = ["time" if window else "start"]  # the event's day, or the hour, is not said plainly: asked
        return intent
    day = datetime.fromisoformat(window["timeMin"]).date()
    end = datetime.combine(day, time(tm.when.hour, tm.when.minute), tzinfo=ctx.now.tzinfo)
    intent.args["updateFields"] = {"end": iso(end)}
    intent.args["end"] = iso(end)
    return intent
