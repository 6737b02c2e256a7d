"""Errands listed each at its own time, without "remind me": "tomorrow 10am call the pharmacy, and 1pm pick up the
dry cleaning", "מחר ב10 להתקשר לביטוח ובשלוש לאסוף את הכלב", "by thursday send the invoice, and no later than the
10th pay the arnona".

People write their errands to a secretary the way they write them down for themselves: each opens with (or holds)
its own time and an errand verb. They are the reminders "remind me at 5 to X and at 7 to Y" asks for, so they are
read the same way (`tasks._several`: createMultiple, each task with its own due), a little less sure than when the
request is said. Read only when every part has its own time and every task opens with an errand verb; a time that
may be all of the errands' ("tomorrow call mom and buy milk at 5"), an errand that borrows the verb ("call mom at 5
and dad at 7"), or a meeting among them stay with the readings they had (one reminder, asked, or the calendar's).
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.task_errands import opens_an_errand
from memo.planning.rules.task_implied import opens_with_task_verb
from memo.planning.rules.task_words import OTHER_THING, core_of, rewrite_hebrew_lamed

OWN_TIMES = 0.85  # above one implied reminder (task_implied.IMPLIED), whose words would keep the second time
# A deadline said as a limit ("no later than the 10th", "עד לא יאוחר מ"): the time words read after "by".
_NO_LATER = re.compile(r"\b(?:no|not)\s+later\s+than\s+|\bat\s+the\s+latest\s+by\s+", re.IGNORECASE)
_HE_NO_LATER = re.compile(r"(?<![\u0590-\u05FF])(?:עד\s+)?לא\s+יאוחר\s+מ-?(?=[\u0590-\u05FF\d])")
# "call the pharmacy about the monthly refill": after an article or a possessive, a frequency word is the thing's
# adjective, not the reminder's repetition. Glued to a mark while the times are read, so that no time word is seen
# in it, and given back after.
_ADJECTIVE = re.compile(r"\b(?:the|my|our|his|her|their|your|this)\s+(?:weekly|monthly|yearly|annual)\b", re.IGNORECASE)
_MARK = "_"
# The request, said in front of the errands so that they are read as if it had been said.
_REQUEST = "remind me"
# Other capabilities' things and questions: the reminders' reading is not theirs.
_ELSEWHERE = re.compile(r"@|\b(?:e-?mail|gmail|zoom|calendar|agenda|diary|schedule)\b"
                        r"|(?<![\u0590-\u05FF])(?:מייל|אימייל|יומן|ביומן|ליומן|לו\"ז|זום)(?![\u0590-\u05FF])",
                        re.IGNORECASE)


def _errand(text: str) -> bool:
    return opens_with_task_verb(text) or opens_an_errand(text)


@grammar
def errands_at_own_times(ctx: RuleContext) -> Intent | None:
    """Two or more errands, each with its own time words and no request said: a reminder for each."""
    from memo.planning.rules.tasks import _NAG, _SOFT, _STRONG, SEVERAL_CHARS, _several

    text = ctx.text
    if "?" in text or len(text) > SEVERAL_CHARS or _ELSEWHERE.search(text):
        return None
    body = core_of(rewrite_hebrew_lamed(text))
    if _STRONG.search(body) or _SOFT.search(body) or _NAG.search(body):
        return None  # the request said: read by tasks.create_reminder
    body = _HE_NO_LATER.sub("עד ", _NO_LATER.sub("by ", body))
    said = f"{_REQUEST} {_ADJECTIVE.sub(lambda m: f'{m.group(0)}{_MARK}', body)}"
    trigger = re.match(_REQUEST, said)
    assert trigger is not None
    several = _several(ctx, said, trigger, shared_lead=False)
    if several is None:
        return None
    tasks = several.args["tasks"]
    for task in tasks:
        task["text"] = re.sub(rf"\b(weekly|monthly|yearly|annual){_MARK}", r"\1", task["text"], flags=re.IGNORECASE)
    if not all(_errand(task["text"]) and not OTHER_THING.search(task["text"]) for task in tasks):
        return None  # "tomorrow at 9 meeting with dana, at 1 call the bank": not all errands
    dues = [str(task.get("dueDate") or "") for task in tasks]
    if not all(dues) or dues != sorted(dues):
        # "today at 5 call mom and at 3 buy bread", "בשבוע הבא ב9 ... וב12 ...": a list of one's errands is said in
        # the order they come; read out of it, a time was misread (or a week is no day to carry): asked.
        return None
    several.confidence = min(several.confidence, OWN_TIMES)
    return several

