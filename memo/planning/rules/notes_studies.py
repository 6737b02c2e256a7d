"""Who teaches a course, and the link to a class or a meeting: the user's own people and things, looked up in notes.

* "איך קוראים לTA של קורס אלגו", "who's the TA for algorithms", "what's the name of the lecturer in linear algebra",
  "מי המתרגל של קורס מבני נתונים": the staff of a course the user takes, never general knowledge.
* "whats the room number for the algo lecture again", "which room is the stats tutorial in", "מה השעות קבלה של
  המרצה לכלכלה", "באיזה חדר התרגול של לינארית": where a class meets and when its staff see students, told to the
  user and kept; only with the class or its staff named, so "what's the room number of the white house" is news.
* "whats the zoom link for the lecture", "מה הלינק לזום של ההרצאה", "what's the link to the meeting": a link the user
  was sent and kept.

Both read above general.question (0.72), which would otherwise answer them from general knowledge.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.notes_lookup import _search

_HE = r"\u05D0-\u05EA"

_STAFF_EN = (r"ta|t\.a\.|teaching\s+assistant|tutor|lecturer|professor|prof|instructor|teacher|course\s+coordinator"
             r"|coordinator|advisor|adviser|grader")
_STAFF_HE = r"מתרגל|מתרגלת|מרצה|המרצה|פרופסור|מורה|מנחה|רכז|רכזת|בודק|בודקת|TA|טי\s*איי"
_COURSE = r"(?:course|class|module|seminar|lab)\s+"
_STAFF = re.compile(
    rf"^(?:who'?s|whos|who\s+(?:is|was)|(?:what'?s|whats|what\s+(?:is|was))\s+the\s+name\s+of)\s+(?:the\s+|my\s+|our\s+)?"
    # "for" a subject, or "in/of" a course named as one: "the professor of physics at harvard" is news.
    rf"(?P<q>(?:{_STAFF_EN})\s+(?:for\s+(?!the\b|a\b)|(?:in|of|for)\s+(?:the\s+{_COURSE}|my\s+|our\s+))"
    r"[a-z][\w-]*(?:\s+(?!at\b|in\b|from\b)[\w-]+){0,3}?)(?:\s+again)?\s*\??$"
    rf"|^(?:איך\s+(?:קוראים|קראו)\s+ל|מי\s+(?:זה\s+|זאת\s+|היא\s+|הוא\s+)?|מה\s+(?:ה)?שם\s+של\s+)(?P<qh>ה?(?:{_STAFF_HE})\s*"
    rf"(?:של|ב|ב-)\s*(?:ה)?(?:קורס|שיעור|סמינר|מעבדה)?\s*(?!(?:מי|זה|מה|כולם|מישהו)(?![{_HE}]))"
    rf"[{_HE}A-Za-z][{_HE}\w\" -]{{1,30}}?)(?:\s+שוב)?\s*\??$",
    re.IGNORECASE)
_LINK = re.compile(
    r"^(?:what'?s|whats|what\s+(?:is|was)|where'?s|where\s+is|send\s+me|give\s+me)\s+(?:the\s+|my\s+)?"
    r"(?P<q>(?:zoom|meet|teams|webex|class|meeting)?\s*link\s+(?:for|to|of)\s+(?:the\s+|my\s+|our\s+|today'?s\s+)?"
    r"[\w -]{2,30}?)(?:\s+again)?\s*\??$"
    rf"|^(?:מה|איפה|תני\s+לי|תן\s+לי|תשלחי\s+לי|תשלח\s+לי)\s+(?:ה)?(?P<qh>(?:לינק|קישור)\s+(?:ל|של\s+ה?|ל-?)\s*"
    rf"[{_HE}A-Za-z][{_HE}\w -]{{1,30}}?)(?:\s+שוב)?\s*\??$",
    re.IGNORECASE)

# Where a class meets or when its staff see students: "the room number for the algo lecture", "office hours of
# the econ lecturer", "שעות הקבלה של המרצה לכלכלה", "החדר של התרגול בלינארית".
_CLASS_EN = rf"(?:lectures?|class|course|tutorial|recitation|section|lab|seminar|workshop|{_STAFF_EN})"
_CLASS_HE = rf"(?:ה)?(?:הרצאה|שיעור|תרגול|קורס|מעבדה|סמינר|סדנה|{_STAFF_HE})"
_WHERE_CLASS = re.compile(
    r"^(?:what'?s|whats|what\s+(?:is|are|was|were)|when\s+(?:is|are)|where\s+(?:is|are)|which)\s+(?:the\s+|my\s+)?"
    r"(?P<q>(?:room(?:\s+(?:number|no\.?|#))?|classroom|hall|building|office\s+hours?|office|location)\s+(?:for|of|is)\s+"
    rf"(?:the\s+|my\s+|our\s+)?(?:[\w-]+\s+){{0,3}}?{_CLASS_EN}\b(?:\s+(?:for|in|of)\s+[\w-]+(?:\s+[\w-]+)?)?)"
    r"(?:\s+(?:in|at))?(?:\s+again)?\s*\??$"
    rf"|^(?:what'?s|whats|what\s+(?:is|are)|when\s+(?:is|are))\s+(?P<q2>(?:the\s+)?(?:[\w-]+\s+){{0,2}}?(?:{_STAFF_EN})'?s"
    r"\s+office\s+hours?)(?:\s+again)?\s*\??$"
    rf"|^(?:מה|מהן|מהם|מתי|איפה|באיזה|באיזו)\s+(?P<qh>(?:ה)?(?:שעות\s+(?:ה)?קבלה|חדר|מספר\s+(?:ה)?חדר|כיתה|אולם|בניין"
    rf"|מיקום)\s+(?:של\s+|ל|ב)?-?\s*{_CLASS_HE}(?![{_HE}])(?:\s+\S+){{0,3}}?)(?:\s+שוב)?\s*\??$",
    re.IGNORECASE)


@grammar
def course_or_link(ctx: RuleContext) -> Intent | None:
    text = ctx.text.strip()
    if len(text) > 100:
        return None
    m = _STAFF.match(text) or _LINK.match(text) or _WHERE_CLASS.match(text)
    if m is None:
        return None
    groups = m.groupdict()
    return _search(groups.get("q") or groups.get("q2") or groups.get("qh") or "")
