"""A kept fact whose value changed, said with the value it replaces or with "actually" (`second-brain / update`).

* The new value and the old one: "the TA moved to room 112 instead of 204, update it", "המתרגל עבר לחדר 112 במקום
  204", "the dose went up to 20mg instead of 10", "המינון עלה ל20 מג במקום 10", "the rent went down to 4800 from
  5200". Naming the old value says a note already holds it, so the note is updated, never a second one kept.
* A correction of what was written: "dads blood type is actually A+, not O+ like i wrote", "מספר הנעליים של נועה
  הוא בעצם 31 ולא 30". Only a kind of fact people keep (notes._is_fact_key), and the value any short token ("A+").
* "actually my locker code is 5521 now", "my locker code is 5521 now, changed it last week": a kept fact said to
  hold a new value, with "actually" before it or a word after it that it was changed.

A clock time, a meeting or a class moved, an alarm or a reminder is another tool's change: each is left alone, and
a bare small number after "moved to" may be an hour, so it is left too.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext, tidy
from memo.planning.rules.notes import _EVENTS, _keywords, core
from memo.planning.rules.notes_changes import _clock, _is_kept
from memo.planning.rules.notes_facts import _NOT_A_NOTE

INSTEAD = 0.9  # above a bare statement's store (0.8) and a fact told with "now" (0.88)
MAX_CHARS = 200
_HE = r"\u05D0-\u05EA"

# A value with a digit, with its unit or the noun before it: "room 112", "20mg", "20 מג", "לחדר 112".
_NUM = r"[\w\-+./#@*]*\d[\w\-+./#@*]*"
_UNIT = r"(?:\s*(?:mg|ml|kg|g|mcg|units?|%|₪|\$|nis|shekels?|מג|מ\"ג|מ״ג|מ\"ל|ק\"ג|גרם|יחידות|ש\"ח|שקל(?:ים)?))?"
_OLD_EN = rf"(?:instead\s+of|rather\s+than|not|and\s+not|from)\s+(?:the\s+)?(?:old\s+)?{_NUM}{_UNIT}"
_OLD_HE = rf"(?:במקום|ולא|לא|מ-?)\s*(?:ה)?{_NUM}{_UNIT}"
# Where the old value was given, after it: "like i wrote", "כמו שרשמתי".
_AS_WRITTEN = (r"(?:\s*,?\s+(?:like|as|that|which)\s+i\s+(?:wrote|said|saved|gave\s+you|told\s+you|put)(?:\s+(?:before"
               r"|earlier|by\s+mistake|wrongly))*"
               r"|\s*,?\s+(?:כמו\s+ש|כפי\s+ש|ש)(?:רשמתי|כתבתי|אמרתי|שמרתי|נתתי)(?:\s+(?:לך|קודם|פעם|בטעות))*)?")
# "..., update it", "תעדכני אצלך", "fix that": the request after the change, not part of it.
_ASK_UPDATE = re.compile(
    r"[\s,.;:!\-–]+(?:(?:pls|please|so|can\s+(?:you|u)|just)\s+)*(?:update|fix|change|correct)(?:\s+(?:it|that|this"
    r"|the\s+note|my\s+notes?|in\s+(?:my|the|your)\s+notes))?(?:\s+(?:pls|please|thanks|thx))?\s*[.!]*$"
    r"|[\s,.;:!\-–]+(?:(?:בבקשה|רק|אז)\s+)*(?:תעדכן|תעדכני|עדכן|עדכני|תתקן|תתקני|תשנה|תשני)(?:\s+(?:את\s+זה|זה|לי"
    r"|אצלך|בפתקים|בבקשה|תודה))*\s*[.!]*$", re.IGNORECASE)

_MOVED_EN = re.compile(
    rf"^(?P<key>(?:(?:my|our|the|\w+'?s)\s+)?[\w'-]+(?:\s+[\w'-]+){{0,4}}?)\s+(?:has\s+|just\s+|was\s+)?"
    r"(?:moved|went\s+(?:up|down)|go(?:es|ne)\s+(?:up|down)|(?:was\s+)?(?:raised|lowered|increased|decreased|changed)"
    rf"|is\s+now|now\s+is)\s+(?:to\s+)?(?P<val>(?:(?:room|floor|office|apt|apartment|building|unit|locker|desk|no\.?)\s+)?"
    rf"{_NUM}{_UNIT})\s*,?\s+{_OLD_EN}{_AS_WRITTEN}$", re.IGNORECASE)
_MOVED_HE = re.compile(
    rf"^(?P<key>[{_HE}'\"-]+(?:\s+[{_HE}'\"\w-]+){{0,4}}?)\s+(?:עבר|עברה|עברו|עלה|עלתה|עלו|ירד|ירדה|ירדו|השתנה|השתנתה"
    r"|הוחלף|הוחלפה|הועלה|הועלתה|הורד|הורדה)\s+ל-?\s*(?P<val>(?:(?:חדר|קומה|משרד|דירה|בניין|לוקר)\s+)?"
    rf"{_NUM}{_UNIT})\s*,?\s+{_OLD_HE}{_AS_WRITTEN}$")
# The value in up to three words ("A+", "march 14", "herzl 14 tel aviv").
_WORDS = r"[\w\-+./#@*]{1,20}(?:\s+[\w\-+./#@*]{1,20}){0,2}"
_ACTUALLY_EN = re.compile(
    rf"^(?P<key>(?:my|our|the|\w+'?s)\s+[\w' -]{{1,40}}?)\s+(?:is|are)\s+actually\s+(?:on\s+)?(?P<val>{_WORDS}?)"
    rf"(?:\s*,?\s+(?:not|and\s+not|instead\s+of|rather\s+than)\s+(?:the\s+)?(?:on\s+)?{_WORDS}{_AS_WRITTEN})?$",
    re.IGNORECASE)
_ACTUALLY_HE = re.compile(
    rf"^(?P<key>\S+(?:\s+\S+){{0,5}}?)\s+(?:(?:הוא|היא|זה)\s+)?(?:בעצם|למעשה|בכלל)\s+(?P<val>[\w\-+./#@*]{{1,20}})"
    rf"(?:\s*,?\s+(?:ולא|לא|במקום)\s+(?:ה)?[\w\-+./#@*]{{1,20}}{_AS_WRITTEN})?$")
# "actually my locker code is 5521 now", "my locker code is 5521 now, changed it last week".
# "correction the plumbers number is 052-7781234 not the old one": a lead that says it corrects, or the old one named.
_NOW_EN = re.compile(
    rf"^(?P<lead>(?:actually|correction|update)\s*[,:\-]?\s+)?(?P<key>(?:my|our|the|\w+'?s)\s+[\w' -]{{1,40}}?)\s+"
    rf"(?:is|are)\s+(?:now\s+)?(?P<val>{_NUM})(?P<now>\s+now)?(?P<old>\s*,?\s+(?:not|and\s+not|instead\s+of)\s+(?:the\s+)?"
    r"(?:old|previous)\s+(?:one|number|code|password|pin))?(?P<rest>\s*[,.;\-]?\s+.*)?$", re.IGNORECASE | re.DOTALL)
_CHANGED_REMARK = re.compile(r"^\s*[,.;\-]?\s+(?:(?:i|we|they|he|she|someone)\s+)?(?:just\s+)?(?:changed|reset|switched"
                             r"|updated)\s+(?:it|them|that|the\s+\w+)\b", re.IGNORECASE)
# A class, a meeting or a session moved is the calendar's: "the lecture moved to room 112 instead of 204".
_SESSION = re.compile(r"\b(?:lectures?|class(?:es)?|lessons?|tutorials?|sessions?|seminars?|exams?|tests?|shifts?"
                      r"|practices?|trainings?|games?)\b|(?<![\u05D0-\u05EA])(?:ה)?(?:הרצאה|הרצאות|שיעור|שיעורים|תרגול"
                      r"|תרגולים|מבחן|בחינה|משמרת|אימון|חוג|סדנה|מפגש)(?![\u05D0-\u05EA])", re.IGNORECASE)


def _bare_hour(value: str) -> bool:
    """Whether a value moved to could be an hour: a bare number up to 24 ("moved to 5 instead of 4")."""
    return bool(re.fullmatch(r"\d{1,2}(?:[:.]\d\d)?", value.strip())) and int(re.match(r"\d+", value).group()) <= 24


def _update(key: str, new: str) -> Intent:
    return Intent("second-brain", "update", {"operation": "update", "query": _keywords(key), "text": tidy(new)},
                  INSTEAD, entity="note")


@grammar
def value_instead(ctx: RuleContext) -> Intent | None:
    text = _ASK_UPDATE.sub("", core(ctx.text).strip()).rstrip(" .!")
    if len(text) > MAX_CHARS or "?" in text or _clock(ctx) or _EVENTS.search(text) or re.search(
            r"\blists?\b|רשימ", text, re.IGNORECASE):
        return None
    m = _MOVED_EN.match(text) or _MOVED_HE.match(text)
    if m is not None:
        key = m.group("key")
        if _SESSION.search(key) or _NOT_A_NOTE.search(key) or _bare_hour(m.group("val")):
            return None  # a class moved, an alarm's new hour: another tool's
        return _update(key, text[:m.end("val")])
    m = _ACTUALLY_EN.match(text) or _ACTUALLY_HE.match(text)
    # "bday" is how a birthday is often written.
    if m is not None and _is_kept(re.sub(r"\bb-?days?\b", "birthday", m.group("key"), flags=re.IGNORECASE)):
        return _update(m.group("key"), text[:m.end("val")])
    m = _NOW_EN.match(text)
    # "actually" may be taken off by core() as a filler: looked for in the message as written.
    lead = m is not None and (m.group("lead") or re.match(r"\s*(?:actually|correction|update)\b", ctx.text, re.I))
    said_changed = m is not None and (m.group("old") or m.group("now") and _CHANGED_REMARK.match(m.group("rest") or ""))
    if m is not None and _is_kept(m.group("key")) and (lead and not m.group("rest") or said_changed):
        return _update(m.group("key"), text[m.start("key"):m.end("val")])
    return None
