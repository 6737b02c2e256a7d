"""A copula or pronoun left behind once the time words are cut from a reminder's words.

"remind me 20 min before the dentist, it's on tuesday at 10:15", "תזכיר לי שעה לפני האימון, הוא מחר ב-18:00":
the time is read from the clause that only says when the thing is ("it's on tuesday at 10:15", "הוא מחר ב-18:00"),
and once it is cut what is left of that clause is its subject ("it's", "הוא", "שזה"). It says nothing of the task
and is dropped. When words of the task's own still follow it ("the trip, it's on friday, to pack": "it's to
pack"), the clause that held the time and the words after it were glued together: what the task is, is asked.
"""

from __future__ import annotations

import re

from memo.planning.rules.task_words import HE

# "it's", "that is", "which is", "it'll be", maybe with the start of the thing ("it starts", "היא מתחילה").
_EN_COPULA = (r"(?:it\s*'?\s*s|it\s+is|that\s*'?\s*s|that\s+is|which\s+is|which\s*'?\s*s|it\s*'?\s*ll\s+be"
              r"|it\s+will\s+be|it\s+(?:starts|begins|opens))")
_HE_COPULA = (r"(?:ש?(?:זה|זו|זאת|הוא|היא|הם|הן))(?:\s+(?:מתחיל|מתחילה|מתחילים|מתחילות|יהיה|תהיה|יהיו))?")
# After a comma any of them; with no comma, only those that cannot be a person ("…, she's", "להגיד לדנה שהיא
# מחר ב-8" is what to tell dana).
_LEFT = rf"(?:\s*,\s*(?:and\s+)?(?:{_EN_COPULA}|ו?{_HE_COPULA})|\s+(?:which\s+is|it\s*'?\s*s|שזה|שזו))"
_TRAILING = re.compile(rf"{_LEFT}\s*[.!,;:-]*$", re.IGNORECASE)
# The same subject still inside the words, with more after it.
_INSIDE = re.compile(rf",\s*(?:{_EN_COPULA}|{_HE_COPULA})\s+(?=[\w{HE}])", re.IGNORECASE)
# In the message, the subject right before when the thing is: the clause the time was read from.
_BEFORE_TIME = re.compile(
    rf"{_LEFT}\s+(?:(?:on|at)\s+(?:the\s+)?\d|this\s+|next\s+|tomorrow|today|tonight|in\s+\d|\d"
    rf"|(?:on\s+)?(?:sun|mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?)(?:day)?\b"
    rf"|ב-?\d|ב(?:יום|שעה|ערב|בוקר|צהריים|לילה|שבת|שבוע)|מחר|היום|הערב|מחרתיים|בשמונה|בשבע|בתשע|בעשר)",
    re.IGNORECASE)
# A word that opens what is said: the subject after it opens the message to pass on, not when the thing is.
_SAYS = re.compile(rf"(?:\b(?:that|if|whether|say|tell|ask)|(?<![{HE}])(?:ש|אם|לומר|להגיד|לשאול))$", re.IGNORECASE)

_BEFORE = re.compile(r"(?:before|ahead\s+of|לפני)\s", re.IGNORECASE)


def without_copula(text: str, message: str) -> tuple[str, bool]:
    """The reminder's words without the subject left of the clause the time was cut from ("the dentist, it's"
    -> "the dentist"), and whether the words are garbled by that cut ("the trip, it's to pack") and must be asked.
    Words with no such clause in the message are given back as they were."""
    if not _BEFORE_TIME.search(message):
        return text, False
    shorter = _TRAILING.sub("", text).strip()
    if shorter and shorter != text.strip():
        # "tell dana that it's": what to tell her was cut with the time, and is asked
        # "before the show, it starts tomorrow at 20:00": how long before was never said
        return shorter, bool(_INSIDE.search(shorter) or _SAYS.search(shorter) or _BEFORE.match(shorter))
    return text, bool(_INSIDE.search(text))
