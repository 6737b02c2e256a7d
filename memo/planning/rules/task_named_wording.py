"""What one named reminder says: "מה בדיוק כתבתי בתזכורת על ההחזר של ההשתלמות?", "מה כתוב בתזכורת לגבי הרופא",
"what did I write in the reminder about the dentist", "what does the reminder for the insurance say".

The words of one reminder, asked by what it is about, are the database's `get` of that task (its text resolved to
the task, as `task_named_when.py` does for its time), not the whole to-do list that task_queries.py reads "מה ...
תזכורת" as. With no name, or an order or time in its place ("what did I write in my last reminder", "מה כתוב
בתזכורות של מחר"), it stays the to-do question.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.task_named_when import reminder_name
from memo.planning.rules.task_words import core

# Above the to-do question's reading of the same words (0.9, or 0.94 with a task-list word).
_NAMED = 0.95
# "מה (בדיוק) כתבתי/רשמתי/שמתי / כתוב / רשום / היה כתוב / אמרה": the words written in it.
_WROTE_HE = (r"(?:כתבתי|רשמתי|שמתי|ניסחתי|כתבת|רשמת|שמת|כתבנו|רשמנו|כתוב|רשום|היה\s+כתוב|היה\s+רשום|אמרה|אומרת"
             r"|הייתה|היתה)")
_WHAT_HE = re.compile(
    rf"^(?:ו|אז\s+|רגע\s+)?מה\s+(?:בדיוק\s+|שוב\s+)?{_WROTE_HE}\s+(?:בדיוק\s+|שוב\s+)?(?:לי\s+)?"
    r"(?:ב|ה)(?:תזכורת|משימה)(?:\s+שלי)?\s*-?\s*(?:על|של|לגבי|בנושא|בעניין|ל|בשביל)\s*-?\s*(?P<what>.+?)\s*[?!.]*$",
    re.IGNORECASE)
_WHAT_EN = re.compile(
    # "what (exactly) did I write/put in the reminder about X", "what's in the reminder for X"
    r"^(?:and\s+|so\s+|wait\s+)?what(?:'s|\s+is|\s+was|\s+exactly\s+did|\s+did|s)\s+(?:(?:i|we|you|u)\s+)?"
    r"(?:exactly\s+)?(?:(?:write|put|say|type|note)\s+)?(?:in|on)\s+(?:my|the|that|our)\s+(?:reminder|task)\s+"
    r"(?:about|for|re|regarding|on|to)\s+(?P<what>.+?)\s*[?!.]*$"
    # "what does the reminder about X say (exactly)"
    r"|^(?:and\s+|so\s+)?what\s+(?:does|did)\s+(?:my|the|that|our)\s+(?:reminder|task)\s+(?:about|for|re|regarding|on)"
    r"\s+(?P<what2>.+?)\s+say(?:\s+exactly)?\s*[?!.]*$",
    re.IGNORECASE)


@grammar
def what_named_reminder_says(ctx: RuleContext) -> Intent | None:
    """ "מה כתבתי בתזכורת על ההשתלמות": one reminder's words, asked by what it is about."""
    text = core(ctx)
    m = _WHAT_HE.match(text) or _WHAT_EN.match(text)
    if m is None:
        return None
    name = reminder_name(m.group("what") or m.group("what2") or "", ctx)
    if name is None:
        return None
    return Intent("database", "get", {"operation": "get", "text": name}, _NAMED, entity="task")
