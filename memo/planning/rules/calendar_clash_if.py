"""Whether an event the user is thinking of adding would clash, asked as a condition: "if I add a standing tennis
slot tuesdays 6-7pm would it clash with anything this tuesday?", "if I book yoga on friday at 8, will that conflict
with my schedule?", "אם אקבע אימון בשלישי ב-18, זה יתנגש עם משהו?".

Nothing is added: the "if" makes it a look at that moment (checkConflicts), like calendar_clash.py's questions. A
series ("tuesdays 6-7pm") is looked at on the one day the question names after it ("this tuesday"); with no day
named for a series, or no moment read, the grammar leaves the message alone.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.calendar import _NOT_OURS, event_args, read_when, summary_of
from memo.planning.rules.calendar_clash import _ANYTHING_EN, _ANYTHING_HE
from memo.planning.rules.calendar_dates import full_day_names
from memo.planning.rules.gmail_manage import strip_opening

_HE = r"\u05D0-\u05EA"
_IF_EN = re.compile(
    r"^(?:so\s+|and\s+)?(?:if|what\s+if|say)\s+(?:i|we)\s+(?:were\s+to\s+|wanted\s+to\s+)?(?:add(?:ed)?|book(?:ed)?"
    r"|put|schedule[d]?|set\s+up|took|take|start(?:ed)?|join(?:ed)?|sign(?:ed)?\s+up\s+for|block(?:ed)?|plan(?:ned)?)"
    r"\s+(?P<what>.+?)\s*,?\s+(?:would|will|does|could|might|is)\s+(?:it|that|this|there\s+be)\s+(?:be\s+)?(?:a\s+)?"
    rf"(?:clash|conflict|overlap|collide)(?:s|es|ing)?\s+(?:with\s+{_ANYTHING_EN})?(?P<when>.*?)\s*[?.!]*$", re.I)
_IF_HE = re.compile(
    r"^(?:ו)?אם\s+(?:אני\s+)?(?:אוסיף|אקבע|אכניס|אשים|ארשום|אתחיל|אצטרף\s+ל|אוסיפי|נוסיף|נקבע)\s+(?P<what>.+?)\s*,?\s+"
    rf"(?:האם\s+)?(?:זה|היא|הוא)\s+(?:יתנגש|תתנגש|מתנגש|מתנגשת)(?:\s+(?:עם|ב-?)\s*{_ANYTHING_HE})?"
    r"(?P<when>.*?)\s*[?.!]*$")
# A weekday said in the plural ("tuesdays", "בימי שלישי"): every week, unless the question names the one day.
_PLURAL_DAY = re.compile(r"\b(?:every\s+)?(?P<d>(?:sun|mon|tues|wednes|thurs|fri|satur)day)s\b"
                         r"|\bevery\s+(?P<e>(?:sun|mon|tues|wednes|thurs|fri|satur)day)\b"
                         rf"|(?<![{_HE}])(?:כל\s+יום|בימי|כל)\s+(?P<h>ראשון|שני|שלישי|רביעי|חמישי|שישי)"
                         rf"(?![{_HE}])", re.I)
_WEEKLY_WORDS = re.compile(r"\b(?:standing|weekly|recurring|regular)\s+"
                           rf"|(?<![\w{_HE}])(?:קבוע|קבועה|שבועי|שבועית)(?![{_HE}])", re.I)


@grammar
def check_clash_if(ctx: RuleContext) -> Intent | None:
    text = full_day_names(re.sub(r"\s+", " ", strip_opening(ctx.text.strip())))
    m = _IF_EN.match(text) or _IF_HE.match(text)
    if m is None or _NOT_OURS.search(text):
        return None
    what, when_said = m["what"], m["when"].strip(" ,")
    hebrew = bool(re.search(f"[{_HE}]", text))
    if _PLURAL_DAY.search(what):
        if not when_said:
            return None  # "if I add tennis tuesdays at 6, would it clash": which tuesday is not said
        what = _WEEKLY_WORDS.sub("", _PLURAL_DAY.sub(" ", what))  # the day asked about stands for the series'
    when = read_when(f"{what} {when_said}", ctx.now, hebrew)
    if when.start is None or when.tm is None or when.tm.recurrence is not None:
        return None
    args, missing, _ = event_args(when, summary_of(when.rest))
    if missing or "T" not in str(args.get("start", "")):
        return None
    start, end = args["start"], args["end"]
    args = {"operation": "checkConflicts", "start": start, "end": end, "timeMin": start, "timeMax": end}
    return Intent("calendar", "checkConflicts", args, 0.93, entity="event")
