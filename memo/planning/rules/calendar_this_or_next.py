"""Whether a named event is on a day, or on that day a week later: "do I have book club this wednesday or is it next
week? it's every other wednesday", "is pottery this thursday or next thursday?", "do I have choir on monday?",
"יש לי חוג קרמיקה ביום רביעי הזה או בשבוע הבא?".

The user does not remember which week a series falls on, so the answer is a look at the event by its name over both
days (getEvents from the first day to the end of the second); with one day asked about, over that day. What follows
the question ("it's every other wednesday") only says why it is asked.
"""

from __future__ import annotations

import re
from datetime import datetime, time, timedelta

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext, iso
from memo.planning.rules.calendar import _NOT_OURS, has_event_noun, summary_of
from memo.planning.rules.gmail_manage import strip_opening

_DAYS_EN = ("sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday")
_DAYS_HE = ("ראשון", "שני", "שלישי", "רביעי", "חמישי", "שישי", "שבת")
_WD_EN = r"(?P<wd>(?:sun|mon|tues|wednes|thurs|fri|satur)day)"
_ASK_EN = re.compile(
    r"^(?:(?:do|will)\s+(?:i|we)\s+have|is(?:\s+there)?|are(?:\s+there)?)\s+(?P<what>.+?)\s+(?:on\s+)?"
    rf"(?:(?P<this>this|this\s+coming|the\s+coming)\s+)?{_WD_EN}"
    r"(?P<alt>\s+or\s+(?:is\s+it\s+|(?:on\s+)?the\s+)?(?:next\s+(?:week|one|(?:sun|mon|tues|wednes|thurs|fri|satur)day)"
    r"|the\s+(?:week|one)\s+after))?\s*\?", re.I)
_ASK_HE = re.compile(
    r"^(?:האם\s+)?יש\s+(?:לי|לנו)\s+(?P<what>.+?)\s+(?:ב|ה)?יום\s+(?P<wd>ראשון|שני|שלישי|רביעי|חמישי|שישי)"
    r"(?:\s+(?P<this>הזה|הקרוב))?(?P<alt>\s+או\s+(?:שזה\s+)?(?:ב)?(?:שבוע\s+הבא|שבוע\s+אחרי|(?:ה)?(?:יום\s+\S+\s+)?הבא))?"
    r"\s*\?")


@grammar
def this_or_next(ctx: RuleContext) -> Intent | None:
    text = strip_opening(ctx.text.strip())
    m = _ASK_EN.match(text) or _ASK_HE.match(text)
    if m is None or _NOT_OURS.search(m["what"]):
        return None
    what = summary_of(re.sub(r"^(?:my|our|the|a|an)\s+", "", m["what"].strip(), flags=re.I))
    if not what or len(what.split()) > 4 or not has_event_noun(what):
        return None  # "is the shop open on monday?": no event of the user's asked about
    wd = m["wd"].lower()
    weekday = (_DAYS_EN.index(wd) if wd in _DAYS_EN else _DAYS_HE.index(wd))
    today = (ctx.now.weekday() + 1) % 7  # Sunday first, as the day names
    day = ctx.now.date() + timedelta(days=(weekday - today) % 7)
    start = datetime.combine(day, time(0), tzinfo=ctx.now.tzinfo)
    end = start + timedelta(days=8 if m["alt"] else 1)
    args = {"operation": "getEvents", "searchCriteria": {"summary": what}, "timeMin": iso(start), "timeMax": iso(end)}
    return Intent("calendar", "getEvents", args, 0.91, entity="event")
