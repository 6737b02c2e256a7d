"""Who holds a role now, the one before named (`second-brain / update`): "עדכון: רכזת שכבת ט' זו עכשיו אורנה, לא מיכל",
"the 9th grade coordinator is now Orna, not Michal", "update: the head nurse on ward B is Rivka now, not Sara",
"עכשיו האחראית משמרת היא דנה ולא רונית".

Naming the one who held it before says a note already holds the role, so that note gets the new name rather than a
second note kept beside it. It takes "now" (or "anymore", or a heading such as "update:") as well as the old one:
"the answer is 5, not 6" changes nothing kept. A meeting, a list, a reminder or a clock time is another tool's.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext, tidy
from memo.planning.rules.notes import _EVENTS, _keywords, core
from memo.planning.rules.notes_changes import _clock

HOLDER = 0.88  # below notes_switched (0.9), which reads the user's own switch with the same words
MAX_CHARS = 160
_HE = r"\u05D0-\u05EA"
_E = rf"(?![\w{_HE}])"
_HEADING = re.compile(r"^(?:(?:an?\s+)?(?:update|correction|fyi|heads\s+up)|עדכון|תיקון|לידיעתך)\s*[:,\-–]\s*",
                      re.IGNORECASE)
_NAME = r"[^\s,;:.!?\d][^,;:.!?\d]{0,30}?"
_HOLDER_EN = re.compile(
    rf"^(?:now\s+)?(?P<role>(?:the|my|our|[A-Za-z]+'s)\s+[^,;:.!?]{{2,40}}?)\s+(?:is|'s)\s+(?P<now>now\s+)?"
    rf"(?P<new>{_NAME})(?P<now2>\s+now)?\s*,?\s+(?:and\s+)?(?:not|instead\s+of|no\s+longer)\s+(?P<old>{_NAME})"
    r"(?P<more>\s+any\s*more)?$", re.IGNORECASE)
_HOLDER_HE = re.compile(
    rf"^(?P<now>(?:עכשיו|מעכשיו|כעת)\s+)?(?P<role>(?!(?:אני|הוא|היא|זה|זו|הם|הן){_E})[{_HE}][^,;:.!?]{{1,40}}?)\s+"
    rf"(?:זה|זו|זאת|הוא|היא)\s+(?P<now2>(?:עכשיו|מעכשיו|כעת)\s+)?(?P<new>{_NAME})\s*,?\s+"
    rf"(?:ו?לא|במקום|(?P<more>ו?כבר\s+לא))\s+(?P<old>{_NAME})$")
_DAY = re.compile(r"\b(?:(?:sun|mon|tues|wednes|thurs|fri|satur)day|today|tomorrow|tonight|tmrw|next\s+week|january"
                  r"|february|march|april|june|july|august|september|october|november|december)\b"
                  rf"|(?<![{_HE}])(?:(?:ב)?יום\s+(?:ראשון|שני|שלישי|רביעי|חמישי|שישי|שבת)|מחר|היום|הערב|בשבוע\s+הבא){_E}",
                  re.IGNORECASE)
_PRONOUN = re.compile(r"^(?:it|this|that|he|she|they|i|we)\b", re.IGNORECASE)
# "the problem is now Dana, not me": the user or someone pointed at is no one a note held.
_PERSON = re.compile(rf"^(?:me|you|him|her|us|them|mine|אני|אותי|אתה|את|אותך|הוא|היא|אותו|אותה|אנחנו){_E}",
                     re.IGNORECASE)


@grammar
def role_holder(ctx: RuleContext) -> Intent | None:
    text = core(ctx.text).strip().rstrip(" .!")
    if len(text) > MAX_CHARS or "?" in text or _clock(ctx) or _DAY.search(text):
        return None  # "the plan is now tuesday, not monday": a day is no one who holds a role
    heading = _HEADING.match(text)
    fact = text[heading.end():] if heading else text
    m = _HOLDER_EN.match(fact) or _HOLDER_HE.match(fact)
    if m is None or not (heading or m.group("now") or m.group("now2") or m.group("more")):
        return None
    role, new = m.group("role").strip(), tidy(m.group("new"))  # the role as said: "ט'" keeps its mark
    if _EVENTS.search(role) or _PRONOUN.match(role) or _PERSON.match(m.group("old").strip()) \
            or len(role.split()) > 6 or len(new.split()) > 3:
        return None  # "the meeting is now with Dana, not Avi": the calendar's; "it's Orna now": whose role is not said
    query = _keywords(role)
    if not query:
        return None
    return Intent("second-brain", "update", {"operation": "update", "query": query, "text": f"{role}: {new}"},
                  HOLDER, entity="note")
