"""A correction the plan did not take, or one that leaves the request unclear: the turn asks (called from
coverage.doubt, on the text the plan was read from).

corrections_doubt.py checks the time a create or a change carries against the value said after a take-back; this
module covers what it does not:

- the correction read into a name: "cancel the 5pm. no, the other one" as a task named "5pm. no, the other one",
  "תבטלי את הפגישה של מחר. רגע לא, אל תבטלי…" as an event named after the whole take-back, "תעביר את הפגישה של
  מחר, לא למחר…" as an event called "פגישה לא". A name with a pause and a take-back in it, or ending in a bare
  "לא"/"no", holds words the plan did not understand;
- the value taken back kept: "am I free friday morning? not this friday, …" answered for this Friday, "…, לא
  למחר…" moved to tomorrow: the plan holds the very day or hour the message rules out;
- the user undecided: "… או שכן? אני לא יודעת", "…, or not? not sure": nothing is to be done until they say.

A negation that is content is no correction: "remind me not to forget the keys", "תזכירי לי לא לאחר" (no pause
before the "not", no value after it). Notes keep their words as written ("Maya is allergic to peanuts. not tree
nuts"), and mail is shown before it is sent, so only tasks, lists and the calendar are checked.
"""

from __future__ import annotations

import re
from datetime import date, datetime
from typing import Any

from memo.planning.rules.base import Intent, RuleContext
from memo.planning.timeexpr import parse_time_expression

_HE = r"\u05D0-\u05EA"
_B = rf"(?<![\w{_HE}'])"
_E = rf"(?![\w{_HE}'])"
_TAKE_BACK = (r"no|nope|wait|actually|sorry|oops|i\s+mean|scratch\s+that|not|לא|רגע|בעצם|סליחה|אופס|כלומר|טעות")
# A take-back after a pause inside a name ("5pm. no, the other one", "זה. לא את זה", "ראשון, לא, כל יום שני").
# "not to"/"לא ל…" after it is the content of a task ("…, not to forget the card").
_IN_NAME = re.compile(rf"[.,;!?…]\s*(?:{_TAKE_BACK}){_E}(?!\s+(?:to\s|ל[{_HE}]{{3,}}))|\s(?:לא|no)[.,!?…]*$",
                      re.IGNORECASE)
_NAME_KEYS = ("summary", "text", "query", "title")
# The user says they have not decided: "או שכן?", "או שלא?", "אני לא יודעת", "or not?", "not sure", "idk".
_UNDECIDED = re.compile(rf"[.,;!?…]\s*(?:(?:או\s+ש(?:כן|לא)|or\s+not|or\s+should\s+i)\s*\?"
                        rf"|(?:אני\s+)?לא\s+(?:יודע|יודעת|בטוח|בטוחה){_E}|(?:i'?m\s+)?not\s+sure(?:\s+yet)?{_E}|i\s+(?:don'?t|do\s+not)\s+know{_E}"
                        rf"|idk{_E})", re.IGNORECASE)
# "not X," / "לא X," after a pause: the value X is ruled out.
_RULED_OUT = re.compile(r"[.,;!?…]\s*(?:(?:wait|no|actually|sorry|רגע|בעצם|סליחה),?\s+)*(?:not|לא)\s+"
                        r"(?P<x>[^,.!?]{2,30}?)\s*(?:,|\.\.|…|$)", re.IGNORECASE)
_CHECKED = ("calendar", "database")


def doubt(intent: Intent, ctx: RuleContext) -> str:
    """Why a plan may not have taken a correction the message makes ("" when it took it, or none is made)."""
    if intent.capability not in _CHECKED:
        return ""
    text = ctx.text
    for name in _names(intent.args):
        if _IN_NAME.search(name):
            return f"the name '{name}' holds words that take something back: the correction was not read"
    if _UNDECIDED.search(text):
        return "the message says the user has not decided"
    for ruled_out in _RULED_OUT.finditer(text):
        if _holds(ruled_out.group("x"), intent.args, ctx):
            return f"the plan keeps '{ruled_out.group('x').strip()}', which the message takes back"
    return ""


def _names(args: dict[str, Any]) -> list[str]:
    found: list[Any] = [args.get(key) for key in _NAME_KEYS]
    for key in ("searchCriteria", "updateFields"):
        inner = args.get(key)
        if isinstance(inner, dict):
            found += [inner.get(k) for k in _NAME_KEYS]
    for event in args.get("events") or args.get("tasks") or []:
        if isinstance(event, dict):
            found += [event.get(k) for k in _NAME_KEYS]
    return [value for value in found if isinstance(value, str) and value.strip()]


def _holds(value: str, args: dict[str, Any], ctx: RuleContext) -> bool:
    """Whether the plan's day (or hour) is the one `value` names: the day ruled out kept."""
    found = parse_time_expression(value, ctx.now)
    if found is None or found.ambiguous or found.recurrence is not None:
        return False
    day = found.date_only or (found.when.date() if found.when is not None else None)
    if not isinstance(day, date):
        return False
    clock = found.when is not None and found.date_only is None and _has_clock(value)
    for moment in _moments(args, ctx):
        same_day = moment.date() == day if isinstance(moment, datetime) else moment == day
        if not same_day:
            continue
        if not clock or (isinstance(moment, datetime) and found.when is not None
                         and (moment.hour, moment.minute) == (found.when.hour, found.when.minute)):
            return True
    return False


def _has_clock(value: str) -> bool:
    return bool(re.search(r"\d|:|am|pm|בשעה", value, re.IGNORECASE))


def _moments(args: Any, ctx: RuleContext) -> list[date]:
    """The starts the plan acts at: an event's or a task's, a change's new time, a window's first moment."""
    out: list[date] = []

    def walk(value: Any, key: str = "") -> None:
        if isinstance(value, dict):
            for k, v in value.items():
                walk(v, k)
        elif isinstance(value, list):
            for v in value:
                walk(v, key)
        elif isinstance(value, str) and re.search(r"start|due|min|date", key, re.IGNORECASE) \
                and re.match(r"\d{4}-\d{2}-\d{2}", value):
            try:
                moment = datetime.fromisoformat(value.replace("Z", "+00:00"))
            except ValueError:
                return
            if "T" in value:
                out.append(moment.astimezone(ctx.now.tzinfo) if moment.tzinfo is not None else moment)
            else:
                out.append(moment.date())

    walk(args)
    return out
