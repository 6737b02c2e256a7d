"""The user's own sports records, told or changed: results to keep, never clock times.

* Told: "my 5k PR is 22:40", "my deadlift PB is 140kg as of today 💪", "new personal best in the half marathon:
  1:52:30", "השיא שלי בדדליפט 140 קילו נכון להיום", "השיא האישי שלי בחצי מרתון הוא 1:52:30", "שיא חדש ב10 קמ: 44:10".
  A record word said of the user's own and a figure: a fact to keep (`second-brain / store`). "22:40" after "record"
  is how long the race took, not an hour of the day, so the calendar never gets it.
* Changed: "update my 10k PR, its 44:10 now", "update my 5k PB to 21:50", "עדכני את השיא שלי ב10 קמ ל-44:10": the kept
  record has a new figure (`second-brain / update`).

A question ("what's my 10k PR?") is notes_my_values'; another request in the message ("..., remind me to ...") leaves
it to the tools.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext, tidy
from memo.planning.rules.notes import _AND_REQUEST, _store, core

TOLD = 0.9  # above the calendar's reading of a bare "22:40" as an hour: the record word says it is a result
CHANGED = 0.9
MAX_CHARS = 160
_HE = r"\u05D0-\u05EA"
_E = rf"(?![\w{_HE}])"

# "best time" alone is no record word: "my best time to call is 9:00" is an hour.
_RECORD_EN = r"(?:prs?|pbs?|personal\s+(?:best|record)|record)"
_RECORD_HE = r"(?:ה)?שיא(?:\s+(?:ה)?אישי)?"
# A result: a time ("22:40", "1:52:30", "3h 45m") or a number with its unit ("140kg", "140 קילו", "12.5 km").
_FIGURE = (r"\d{1,2}:\d{2}(?::\d{2})?|\d+(?:[.,]\d+)?\s*(?:kg|kgs|kilos?|lbs?|pounds?|km|k|m|meters?|reps?|min(?:utes)?"
           rf"|sec(?:onds)?|s|ק\"?ג|קילו|ק\"?מ|קמ|מטר|חזרות|דקות|שניות)?{_E}")
# What the record is in, a few words: "5k", "deadlift", "the half marathon", "ב5 קמ", "בדדליפט".
_EVENT = r"[^\s?:,.!]+(?:\s+[^\s?:,.!]+){0,3}?"

_TOLD_EN = re.compile(
    rf"^(?P<x>(?:my|our)\s+(?:new\s+)?(?:{_EVENT}\s+)?{_RECORD_EN}(?:\s+(?:in|for|on|at)\s+(?:the\s+)?{_EVENT})?"
    rf"\s*(?:is|was|=|:|-|is\s+now|now)?\s*(?:{_FIGURE}).*)$"
    rf"|^(?P<x2>new\s+(?:{_EVENT}\s+)?{_RECORD_EN}(?:\s+(?:in|for|on|at)\s+(?:the\s+)?{_EVENT})?\s*(?:[:\-=]|is)?\s*"
    rf"(?:{_FIGURE}).*)$", re.IGNORECASE)
_TOLD_HE = re.compile(
    rf"^(?P<x>(?:{_RECORD_HE}\s+(?:ה)?(?:חדש\s+)?(?:שלי\s+)?|שיא\s+(?:אישי\s+)?חדש\s+)(?:ב-?\s*{_EVENT}\s*)?"
    rf"(?:(?:הוא|היה|זה|עכשיו|[:\-=])\s*)*(?:{_FIGURE}).*)$")
# "update my 10k PR, its 44:10 now", "update my 5k PB to 21:50"; "עדכני את השיא שלי ב10 קמ ל-44:10".
_CHANGE_EN = re.compile(
    rf"^(?:update|change|correct|fix)\s+(?P<key>(?:my|our|the)\s+(?:{_EVENT}\s+)?{_RECORD_EN}"
    rf"(?:\s+(?:in|for|on|at)\s+(?:the\s+)?{_EVENT})?)\s*[,:\-]?\s*(?:to|(?:it'?s|its|it\s+is|is|now)(?:\s+now)?)\s*:?\s*"
    rf"(?P<val>{_FIGURE})(?:\s+now)?\s*[.!💪🏃]*$", re.IGNORECASE)
_CHANGE_HE = re.compile(
    r"^(?:תעדכן|תעדכני|עדכן|עדכני|תשנה|תשני|תתקן|תתקני)\s+(?:לי\s+)?(?:את\s+)?"
    rf"(?P<key>{_RECORD_HE}\s+(?:שלי\s+)?(?:ב-?\s*{_EVENT}))\s*[,:\-]?\s*(?:ל-?\s*|(?:(?:עכשיו|זה|הוא)\s+)+)"
    rf"(?P<val>{_FIGURE})(?:\s+עכשיו)?\s*[.!💪🏃]*$")
# A request or a question in it: not a result told.
_ASKED = re.compile(r"\?|\b(?:remind|add|schedule|book|send|what|when|how|can|could)\b"
                    rf"|(?<![{_HE}])(?:תזכיר|תזכירי|תקבע|תקבעי|תשלח|תשלחי|מה|מתי|כמה|איך)(?![{_HE}])", re.IGNORECASE)


@grammar
def record_told(ctx: RuleContext) -> Intent | None:
    """ "my 5k PR is 22:40", "השיא שלי בדדליפט 140 קילו": a result of the user's to keep."""
    text = core(ctx.text).strip()
    if len(text) > MAX_CHARS or _ASKED.search(text) or _AND_REQUEST.search(text):
        return None
    m = _TOLD_EN.match(text) or _TOLD_HE.match(text)
    if m is None:
        return None
    return _store(m.group("x") or m.groupdict().get("x2") or "", "fact", TOLD)


@grammar
def record_changed(ctx: RuleContext) -> Intent | None:
    """ "update my 10k PR, its 44:10 now": the kept record gets its new figure."""
    text = core(ctx.text).strip()
    if len(text) > MAX_CHARS or "?" in text:
        return None
    m = _CHANGE_EN.match(text) or _CHANGE_HE.match(text)
    if m is None:
        return None
    key, value = tidy(m.group("key")), tidy(m.group("val"))
    hebrew = m.re is _CHANGE_HE
    query = re.sub(r"^(?:my|our|the)\s+", "", key, flags=re.IGNORECASE)
    new = f"{key} {value}" if hebrew else f"{key} is {value}"
    return Intent("second-brain", "update", {"operation": "update", "query": query, "text": new}, CHANGED,
                  entity="note")
