"""Personal facts said with their command but without a colon: keep one, or give one a new value.

* "save this my car insurance policy number is HX-88213", "תשמרי את זה הקוד של הלוקר הוא 3390": "save this"
  and then the fact as a statement ("X is Y") or a name with its number. notes.py reads "save this: ...".
* "update omer's shoe size to 35 he grew", "עדכני את המידה של עומר ל35 הוא גדל", "תשנה את הקוד של השער ל4821":
  a kind of fact people keep (notes._is_fact_key) and its new value, a number or a code; a reason may follow
  ("he grew", "כי החליפו"). What is not such a fact ("the gym reminder", "the meeting") is left to the
  grammars of its kind, and so is a value that is a time.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext, tidy
from memo.planning.rules.notes import (
    _EVENTS,
    _HE_FACT_RE,
    _STATEMENT_EN,
    _STATEMENT_HE,
    _is_fact_key,
    _keywords,
    _store,
    core,
    only_importance,
)

SAVED_THIS = 0.9  # "save this ..." names the notes as plainly as "save this: ..."
NEW_VALUE = 0.88  # above a task's weak reading of "change X to 12" as a new hour (0.8)
_HE = r"\u05D0-\u05EA"

_SAVE_THIS = re.compile(
    r"^(?:save|store|keep|note(?:\s+down)?|jot\s+down|write\s+down|remember)\s+(?:this|that)(?:\s+(?:for\s+me|pls"
    r"|please|too))?\s*,?\s+(?P<x>\S.+)$"
    r"|^(?:תשמור|תשמרי|שמור|שמרי|תרשום|תרשמי|רשום|רשמי|תזכור|תזכרי|תזכרו)\s+(?:לי\s+)?(?:את\s+)?(?:זה|זאת)"
    r"(?:\s+(?:בבקשה|לי))?\s+(?P<xh>\S.+)$",
    re.IGNORECASE | re.DOTALL)
# "dana 0521234567", "the plumber yossi 054-7788990": a name and its number, with nothing else to say.
_NAME_AND_NUMBER = re.compile(r"^\D{2,40}\s\+?\d[\d\- ]{5,}\d$")

# The new value: one token with a digit ("35", "HX-88213", "4821#") or a Latin code ("abc123", "guest-wifi").
_VALUE = r"(?P<val>[\w\-+./#@*]*\d[\w\-+./#@*]*|[A-Za-z][\w\-+./#@*]{2,})"
# Why it changed, after the value: not part of it.
_WHY = (r"(?:\s+(?:he|she|they|it|i|we|because|since|cuz|cause|as|now|already|כי|הוא|היא|הם|הן|עכשיו|כבר|החליפו"
        r"|שינו|גדל|גדלה)(?![\w" + _HE + r"]).*)?")
# The old value it replaces, after the new one, and where it was given: "ל4471 ולא 4417 כמו שרשמתי", "to 4471 not 4417
# like i wrote". Only a value with a digit: "ולא לשכוח ..." after the value is a request of its own.
_OLD = (r"(?:\s*,?\s+(?:ולא|לא|במקום|not|and\s+not|instead\s+of|rather\s+than)\s+(?:ה|the\s+)?"
        r"[\w\-+./#@*]*\d[\w\-+./#@*]*"
        r"(?:\s*,?\s+(?:כמו\s+ש|כפי\s+ש|ש)(?:רשמתי|כתבתי|אמרתי|שמרתי|נתתי)(?:\s+(?:לך|קודם|פעם|בטעות))*"
        r"|\s*,?\s+(?:like|as|that|which)\s+i\s+(?:wrote|said|saved|gave\s+you|told\s+you|put)(?:\s+(?:before|earlier"
        r"|by\s+mistake|wrongly))*)?)?")
_UPDATE_EN = re.compile(
    rf"^(?:update|change|set|correct|fix)\s+(?P<key>(?:my|our|the|\w+'s)\s+.+?)\s+to\s+{_VALUE}{_OLD}{_WHY}$",
    re.IGNORECASE)
_UPDATE_HE = re.compile(
    r"^(?:תעדכן|תעדכני|עדכן|עדכני|תשנה|תשני|שנה|שני|תתקן|תתקני|תקן|תקני)\s+(?:לי\s+)?(?:את\s+)?"
    rf"(?P<key>\S+(?:\s+\S+){{0,4}}?)\s+ל-?\s*{_VALUE}{_OLD}{_WHY}$")
# Things a change of value is about that are not notes: an alarm, a reminder, the morning summary.
_NOT_A_NOTE = re.compile(r"\b(?:alarm|reminders?|tasks?|summary|brief|digest)\b"
                         rf"|(?<![{_HE}])(?:ה?שעון|ה?תזכורת|ה?משימה|ה?סיכום)(?![{_HE}])", re.IGNORECASE)


@grammar
def save_this_fact(ctx: RuleContext) -> Intent | None:
    """ "save this my car insurance policy number is HX-88213": "save this" and a fact, without a colon."""
    text = core(ctx.text)
    match = _SAVE_THIS.match(text)
    if match is None:
        return None
    what = tidy(match.group("x") or match.group("xh") or "")
    statement = _STATEMENT_EN.match(what) or _STATEMENT_HE.match(what)
    if what.endswith("?") or not (statement or _NAME_AND_NUMBER.match(what)) or only_importance(what):
        return None  # "remember this time yesterday", "keep that in mind": not a fact given to keep
    if statement is not None and _EVENTS.search(statement.group("key")):
        return None  # "save this the meeting is at 5": the calendar's
    return _store(what, "fact", SAVED_THIS)


@grammar
def update_fact_value(ctx: RuleContext) -> Intent | None:
    """ "עדכני את המידה של עומר ל35 הוא גדל": a kept fact and its new value."""
    text = core(ctx.text)
    match = _UPDATE_EN.match(text) or _UPDATE_HE.match(text)
    if match is None:
        return None
    key, value = tidy(match.group("key")), match.group("val")
    hebrew = match.re is _UPDATE_HE
    known = bool(_HE_FACT_RE.match(key)) if hebrew else _is_fact_key(key)
    if not known or _EVENTS.search(key) or _NOT_A_NOTE.search(key):
        return None
    when = ctx.time
    if when is not None and when.when is not None and when.date_only is None and not when.all_day:
        return None  # "change the gate code to 4 tomorrow"? a time is a reminder's or an event's change
    new = f"{key} {value}" if hebrew else f"{key} is {value}"
    return Intent("second-brain", "update", {"operation": "update", "query": _keywords(key), "text": new}, NEW_VALUE,
                  entity="note")
