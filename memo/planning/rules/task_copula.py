"""A copula or pronoun left behind once the time words are cut from a reminder's words.

"remind me 20 min before the dentist, it's on tuesday at 10:15", "תזכיר לי שעה לפני האימון, הוא מחר ב-18:00":
the time is read from the clause that only says when the thing is ("it's on tuesday at 10:15", "הוא מחר ב-18:00"),
and once it is cut what is left of that clause is its subject ("it's", "הוא", "שזה"). It says nothing of the task
and is dropped. When words of the task's own still follow it ("the trip, it's on friday, to pack": "it's to
pack"), the clause that held the time and the words after it were glued together: what the task is, is asked.
"""

from __future__ import annotations

import re

from memo.planning.rules.task_fact import errand_after_fact, errands_glued
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
_WHEN_STARTS = (r"(?:(?:on|at)\s+(?:the\s+)?\d|this\s+|next\s+|tomorrow|today|tonight|in\s+\d|\d"
                r"|(?:on\s+)?(?:sun|mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?)(?:day)?\b"
                r"|ב-?\d|ב(?:יום|שעה|ערב|בוקר|צהריים|לילה|שבת|שבוע)|ל?מחר|היום|הערב|ל?מחרתיים|בשמונה|בשבע|בתשע|בעשר)")
_BEFORE_TIME = re.compile(rf"{_LEFT}\s+{_WHEN_STARTS}", re.IGNORECASE)
# A word that opens what is said: the subject after it opens the message to pass on, not when the thing is.
_SAYS = re.compile(rf"(?:\b(?:that|if|whether|say|tell|ask)|(?<![{HE}])(?:ש|אם|לומר|להגיד|לשאול))$", re.IGNORECASE)

_BEFORE = re.compile(r"(?:before|ahead\s+of|לפני)\s", re.IGNORECASE)

_ASKS_WHAT = re.compile(rf"\b(?:what|when|where|who|which|how|whether|if)\b"
                        rf"|(?<![{HE}])(?:מה|מתי|איפה|מי|איזה|אם)(?![{HE}])", re.IGNORECASE)
# A fact about when the thing is, said with no comma ("remind me at 8 the meeting is tomorrow", "תזכירי לי בשמונה
# הפגישה היא מחר"): once the day is cut, its verb is left at the end and the thing is its subject. Moved or pushed
# "to" the day is a change of the thing's own time, cut in two by the time's cut: asked.
_FACT_VERB = re.compile(rf"(?<=[\w{HE}])(?:\s+(?:is|are|was|were|will\s+be|הוא|היא|הם|הן)|'s)$", re.IGNORECASE)
_PRONOUN_END = re.compile(rf"(?:\b(?:it|that|which|this)|(?<![{HE}])ש?(?:זה|זו|זאת))$", re.IGNORECASE)
_MOVED_TO = re.compile(r"\b(?:moved|pushed|postponed|changed|rescheduled|delayed|brought\s+forward|put\s+off)"
                       r"(?:\s+(?:back|up))?\s+(?:to|until|till|for)$", re.IGNORECASE)


def without_copula(text: str, message: str) -> tuple[str, bool]:
    """The reminder's words without the subject left of the clause the time was cut from ("the dentist, it's"
    -> "the dentist"), and whether the words are garbled by that cut ("the trip, it's to pack") and must be asked.
    Words with no such clause in the message are given back as they were."""
    if _MOVED_TO.search(text.strip()):
        return text, True
    if (errand := errand_after_fact(text, message)) is not None:
        return errand, False  # "the recital is tomorrow, buy flowers": the fact said when, the errand is the task
    if errands_glued(text, message):
        return text, True  # "call mom tomorrow at 5, buy milk" read as "call mom buy milk"
    if not _BEFORE_TIME.search(message):
        return _without_fact_verb(text, message), False
    shorter = _TRAILING.sub("", text).strip()
    if shorter and shorter != text.strip():
        # "tell dana that it's": what to tell her was cut with the time, and is asked
        # "before the show, it starts tomorrow at 20:00": how long before was never said
        return shorter, bool(_INSIDE.search(shorter) or _SAYS.search(shorter) or _BEFORE.match(shorter))
    return _without_fact_verb(text, message), bool(_INSIDE.search(text))


def _without_fact_verb(text: str, message: str) -> str:
    """ "the meeting is" -> "the meeting" when the message says when right after the verb; `text` otherwise."""
    fact = _FACT_VERB.search(text.strip())
    if fact is None or fact.start() == 0 or not re.search(
            rf"{re.escape(text.strip())}\s*[,:]?\s+{_WHEN_STARTS}", message, re.IGNORECASE):
        return text
    subject = text.strip()[:fact.start()].strip()
    # "check what time the game is": the verb belongs to the question inside the task, which keeps it; "it is" is
    # the subject the clause above reads
    if _SAYS.search(subject) or _ASKS_WHAT.search(subject) or _PRONOUN_END.search(subject):
        return text
    return subject
