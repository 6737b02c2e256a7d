"""A weekly habit told first, and a reminder asked at its own hour "on those days": "Every Tuesday and Thursday I
play bridge at the club, starting at 5 p.m. Would you be so kind as to remind me at 4:00 p.m. on those days?",
"בימי שלישי וחמישי יש לי ברידג' בחמש, תזכירי לי בארבע באותם ימים".

Two hours are said: the habit's (5 p.m.) and the reminder's (4 p.m.). The reminder's own hour, said with "on those
days", is the one it fires at, on the habit's weekdays: the message is read again as the habit's words then
"remind me every <days> at <hour>". An hour said without the pointer back stays two times, and is asked.
"""

from __future__ import annotations

import re

from memo.planning.rules.base import RuleContext
from memo.planning.rules.task_words import HE
from memo.planning.timeexpr import parse_time_expression, strip_spans

# The request, its hour, then the days pointed back to (either order): "remind me at 4 p.m. on those days".
_THOSE_DAYS = (r"(?:on\s+)?(?:those|these|the\s+same|each\s+of\s+those)\s+days"
               r"|(?:ב|ל)?(?:אותם\s+ה?ימים|ימים\s+אלה|ימים\s+האלה|ימים\s+האלו)")
_HOUR = (r"(?:at\s+|around\s+|ב-?|בשעה\s+)?\d{1,2}(?::\d{2})?(?:\s*(?:am|pm|a\.m\.|p\.m\.))?"
         r"|(?:ב|ל)(?:ארבע|חמש|שש|שבע|שמונה|תשע|עשר|שלוש|שתיים|אחת)")
_REQUEST = re.compile(
    rf"(?P<ask>remind\s+(?:me|us)|ת?זכיר(?:י|ו)?\s+(?:לי|לנו))\s+(?:(?P<h1>{_HOUR})[\s,]+(?:{_THOSE_DAYS})"
    rf"|(?:{_THOSE_DAYS})[\s,]+(?P<h2>{_HOUR}))(?![\w{HE}])",
    re.IGNORECASE)
_LEFT_OF_THE_HOUR = re.compile(r"[\s,]*(?:starting|beginning|which\s+starts|that\s+starts|from|at|ש?מתחיל(?:ה|ים)?"
                               r"|ב?שעה)$", re.IGNORECASE)
_COURTESY_WORDS = 8
_DAY_NAMES_EN = ("sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday")


def on_those_days(ctx: RuleContext) -> RuleContext | None:
    """The message read as "<habit> remind me every <its days> at <the reminder's hour>", or None."""
    found = _REQUEST.search(ctx.text)
    if found is None:
        return None
    habit = parse_time_expression(ctx.text[:found.start()], ctx.now)
    if habit is None or habit.recurrence is None or habit.recurrence.type != "weekly" or not habit.recurrence.days:
        return None
    hour = parse_time_expression(f"every {_DAY_NAMES_EN[habit.recurrence.days[0]]} {found['h1'] or found['h2']}",
                                 ctx.now)
    if hour is None or hour.recurrence is None or hour.recurrence.time is None:
        return None
    days = " and ".join(_DAY_NAMES_EN[d] for d in habit.recurrence.days)
    lead = ctx.text[:found.start()]
    # "... starting at 5 p.m. Would you be so kind as to remind me": the request's own sentence opens with courtesy
    # only (no time, few words), and the habit's hour, cut, leaves its "starting" behind.
    breaks = list(re.finditer(r"(?<=\S)[.?!]+\s+(?=\S)", lead))
    if breaks and len(lead[breaks[-1].end():].split()) <= _COURTESY_WORDS \
            and parse_time_expression(lead[breaks[-1].end():], ctx.now) is None:
        lead = lead[:breaks[-1].end()]
    habit = parse_time_expression(lead, ctx.now) or habit
    words = _LEFT_OF_THE_HOUR.sub("", strip_spans(lead, habit.spans).rstrip(" ,.;-"))
    said = f"{words}. {found['ask']} every {days} at {hour.recurrence.time}{ctx.text[found.end():]}"
    return RuleContext(said, ctx.now, ctx.language, ctx.latest_actions)
