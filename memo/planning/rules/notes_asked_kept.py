"""A fact the user kept, asked for (`second-brain / search`), in shapes the other note questions leave unread:

* said to be saved: "מה המייל של המתרגל באלגו ששמרתי", "what's the wifi password i saved?", "מה הכתובת של הדירה
  שרשמתי". The question word and "that I saved" around it name a note, whatever the thing is;
* a person's standing hours: "when are prof levi's office hours again", "מתי שעות הקבלה של דר' כהן?". Hours a person
  keeps every week are told once and kept, never one calendar entry;
* where a trip leaves from: "which terminal do I fly from to London?", "מאיזה טרמינל אני טסה לברלין?". The terminal or
  gate is a booking detail, like the flight number (notes_trip_numbers.py), not the flight's time.

A day named ("... tomorrow") or a request after the question is another grammar's.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.notes import _search, core

KEPT_ASKED = 0.85  # as a named fact asked for (notes.search_notes' explicit shapes)
_HE = r"\u05D0-\u05EA"

_SAVED_HE = re.compile(
    rf"^(?:מה|מהו|מהי|איפה|איזה|איזו)\s+(?:(?:היה|הייתה|היתה)\s+)?(?P<q>[^?]{{2,60}}?)\s+ש(?:שמרתי|רשמתי|שמרנו|רשמנו"
    rf"|נתתי\s+לך|אמרתי\s+לך\s+לשמור)(?:\s+(?:אצלך|פעם|פה|כאן))?(?![{_HE}])\s*\??\s*$")
_SAVED_EN = re.compile(
    r"^(?:what'?s|whats|what\s+(?:is|was|are|were)|where'?s|where\s+is)\s+(?P<q>(?:the|my|our|\w+'s)\s+[^?]{2,60}?)"
    r"\s+(?:that\s+)?(?:i|we)\s+(?:saved|stored|noted|kept|gave\s+you|told\s+you\s+to\s+(?:save|keep))"
    r"(?:\s+(?:here|with\s+you|before|earlier))?\s*\??\s*$", re.IGNORECASE)
_HOURS_EN = re.compile(
    r"^when\s+(?:are|were|is)\s+(?P<q>(?:prof\.?|professor|dr\.?|doctor|mr\.?|mrs\.?|ms\.?)?\s*[\w-]+(?:\s+[\w-]+)?'s?"
    r"\s+(?:office|reception|consultation|opening|clinic)\s+hours)(?:\s+again)?\s*\??\s*$", re.IGNORECASE)
_HOURS_HE = re.compile(
    r"^(?:מתי|מה)\s+(?P<q>(?:ה)?שעות\s+(?:ה)?(?:קבלה|קבלת\s+קהל|פתיחה)\s+(?:של\s+)?[^?]{2,30}?)(?:\s+שוב)?\s*\??\s*$")
_TERMINAL_EN = re.compile(
    r"^(?:which|what)\s+(?P<q>terminal|gate)\s+(?:do|does|am|are)\s+(?:i|we)\s+(?:fly(?:ing)?|leav(?:e|ing)|depart(?:ing)?"
    r"|tak(?:e|ing)\s+off)(?:\s+from)?(?:\s+(?:to|for)\s+(?P<to>[\w-]+(?:\s+[\w-]+)?))?(?:\s+from)?\s*\??\s*$",
    re.IGNORECASE)
_TERMINAL_HE = re.compile(
    rf"^(?:מאיזה|באיזה|מאיזו|באיזו)\s+(?P<q>טרמינל|שער)\s+(?:אני|אנחנו)\s+(?:טס|טסה|טסים|ממריא|ממריאה|ממריאים|יוצא|יוצאת"
    rf"|יוצאים)(?:\s+(?P<to>ל[{_HE}-]{{2,}}(?:\s+[{_HE}-]{{2,}})?))?\s*\??\s*$")
_DAY = re.compile(rf"(?<![{_HE}])(?:מחר|היום|מחרתיים)(?![{_HE}])|\b(?:today|tomorrow|tonight)\b", re.IGNORECASE)


@grammar
def kept_fact_asked(ctx: RuleContext) -> Intent | None:
    """ "מה המייל של המתרגל ששמרתי", "when are prof levi's office hours", "which terminal do i fly from": a note."""
    text = core(ctx.text).strip()
    if len(text) > 120 or _DAY.search(text):
        return None
    for pattern in (_SAVED_HE, _SAVED_EN, _HOURS_EN, _HOURS_HE):
        if (m := pattern.match(text)) is not None:
            return _search(m.group("q"), KEPT_ASKED)
    if (m := _TERMINAL_EN.match(text) or _TERMINAL_HE.match(text)) is not None:
        to = m.group("to") or ""
        return _search(f"{m.group('q')} {to}".strip(), KEPT_ASKED)
    return None
