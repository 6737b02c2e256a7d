"""Questions about the user's own habits and their own words, answered from the notes (`second-brain / search`).

* Someone or something the user goes to now, named by that habit: "whats the name of the butcher i like", "who's the
  plumber we use", "which pizza place do we always order from", "איך קוראים לקצב שאני אוהבת", "מה השם של המספרה
  שאני הולכת אליה". The user's present habit ("i like", "we use", "שאני אוהבת") is as personal as their past
  (notes_recall reads that): no general knowledge knows which butcher the user likes. "what's the best way to cook
  rice", "what's a good movie i'd like", "which shampoo should i use" ask for advice and stay general questions.
* An amount or a detail the user said before: "כמה אורז אמרתי שצריך ל12 איש?", "how many chairs did i say we need".
  "צריך" / "need" here is inside what was said, not a to-do of the reminders; a question about buying or doing
  ("מה אמרתי שצריך לקנות", "what did i say i need to do") stays with the lists and the tasks.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.notes import core
from memo.planning.rules.notes_recall import (
    _HOW_TO_EN,
    _OPINION,
    _QUESTION_EN,
    _QUESTION_HE,
    PERSONAL,
    _others,
    _query,
    _search,
    asks_after,
    names_something,
)

_HE = r"\u05D0-\u05EA"
MAX_CHARS = 160

# What a habit is not said of: "the thing i like most about", "the way we use it".
_NOT_A_ONE = r"(?!(?:thing|things|way|ways|part|reason|kind|sort|stuff|most|best|one)\b)"
_HABIT_EN = (r"(?:always\s+|usually\s+|normally\s+|really\s+|generally\s+|tend\s+to\s+)?(?:like|love|use|go\s+to"
             r"|order\s+from|buy\s+from|get\s+(?:\w+\s+)?from|trust|prefer|swear\s+by)\b")
_USUAL_EN = re.compile(
    rf"\b(?:the|that)\s+(?:[\w'-]+\s+){{0,3}}?{_NOT_A_ONE}[\w'-]+\s+(?:that\s+|who\s+|which\s+)?(?:i|we)\s+{_HABIT_EN}"
    r"|^(?:which|what)\s+[\w'-]+(?:\s+[\w'-]+)?\s+do\s+(?:i|we)\s+(?:always|usually|normally|generally)\s+"
    r"(?:order\s+from|use|buy|get|go\s+to|like|see)\b", re.IGNORECASE)
_USUAL_HE = re.compile(
    rf"(?<![{_HE}])[{_HE}]{{2,}}\s+ש(?:אני|אנחנו)\s+(?:תמיד\s+|בדרך\s+כלל\s+|הכי\s+|ממש\s+)?(?:אוהב|אוהבת|אוהבים"
    r"|הולך|הולכת|הולכים|משתמש|משתמשת|משתמשים|קונה|קונים|מזמין|מזמינה|מזמינים|סומך|סומכת|סומכים|מעדיף|מעדיפה"
    rf"|מעדיפים)(?![{_HE}])")

# The user's own words, asked back: "אמרתי ש...", "did i say ...".
_SAID_HE = re.compile(rf"(?<![{_HE}])(?:אמרתי|סיפרתי|ציינתי|כתבתי|רשמתי|חישבתי|החלטתי|הזכרתי)(?:\s+לך)?\s+ש(?=[{_HE}])")
_SAID_EN = re.compile(r"\bdid\s+(?:i|we)\s+(?:say|tell\s+(?:you|u)|mention|decide|figure|work\s+out|calculate)\b",
                      re.IGNORECASE)
# The need inside what was said: taken out before the check for the other tools' words.
# "to do" after it stays: "what did i say i need to do" is the tasks'.
_NEED = re.compile(rf"(?<![{_HE}])(?:ש)?(?:צריך|צריכה|צריכים)(?![{_HE}])|\bneed(?:s|ed)?\b", re.IGNORECASE)


def _usual(text: str) -> bool:
    if _QUESTION_EN.match(text):
        return not _HOW_TO_EN.match(text) and bool(_USUAL_EN.search(text))
    return bool(_QUESTION_HE.match(text) and _USUAL_HE.search(text))


def _said(text: str) -> bool:
    if _QUESTION_EN.match(text):
        return bool(_SAID_EN.search(text))
    return bool(_QUESTION_HE.match(text) and _SAID_HE.search(text))


@grammar
def usual_or_said(ctx: RuleContext) -> Intent | None:
    text = core(ctx.text).strip()
    if len(text) > MAX_CHARS or _OPINION.match(text) or asks_after(text) or not names_something(text):
        return None
    if ctx.time is not None and (ctx.time.when is not None or ctx.time.recurrence is not None):
        return None  # "which bakery do we usually order from on friday": a plan, read by the calendar's grammars
    if _usual(text) and not _others(text):
        return _search(_query(text), PERSONAL)
    if _said(text) and not _others(_NEED.sub(" ", text)):
        return _search(_query(text), PERSONAL)
    return None
