"""A fact about when something is, said between a reminder's time and its errand.

"remind me at 8 the recital is tomorrow, buy flowers", "תזכירי לי בשמונה ההופעה מחר, לקנות פרחים": the day is read
from the fact ("the recital is tomorrow") and cut from the words, which glues what is left of the fact to the errand
("the recital is buy flowers"). The fact only says when; the errand after the comma (or "so") is the task.

No grammar lives here: `task_copula.without_copula` calls `errand_after_fact` on the reminder's words.
"""

from __future__ import annotations

import re

from memo.planning.rules.base import tidy
from memo.planning.rules.task_errands import opens_an_errand
from memo.planning.rules.task_words import HE

# Where the fact ends and the errand begins.
_BREAK = re.compile(r"\s*[,;]\s*(?:(?:so|and|then)\s+)?|\s+(?:so|then)\s+|\s+-\s+", re.IGNORECASE)
# A fact has its verb ("is", "are", "'s", "will be", "הוא", "היא"); in Hebrew it may have none ("ההופעה מחר"), then it
# is a short definite noun phrase ("ההופעה", "יום ההולדת של דנה").
_COPULA = re.compile(rf"(?:\b(?:is|are|was|were|will\s+be)\b|\w's\b|(?<![{HE}])(?:הוא|היא|הם|הן)(?![{HE}]))",
                     re.IGNORECASE)
_HE_THING = re.compile(rf"^ה[{HE}]+(?:\s+[{HE}]+){{0,3}}$")
# What a fact's time starts with ("tomorrow", "on friday", "at 8", "מחר", "ביום שישי").
_WHEN = re.compile(
    r"(?:on\s+|this\s+|next\s+|at\s+|in\s+)?(?:tomorrow|tmrw|today|tonight|sun|mon|tues?|wed|thu|fri|sat|\d)"
    rf"|(?:ב|ל)?(?:מחר|היום|הערב|מחרתיים|יום|שבוע|-?\d)(?![{HE}])|ב(?:ראשון|שני|שלישי|רביעי|חמישי|שישי|שבת)(?![{HE}])",
    re.IGNORECASE)


def _after_a_time(text: str, message: str) -> list[tuple[str, str]]:
    """(words before, errand) for each errand the message says after a time and a break ("..., buy flowers") whose
    words end `text`, the words before it said right before that time."""
    folded, found = text.casefold(), []
    for cut in _BREAK.finditer(message):
        errand = tidy(message[cut.end():]).strip(" .!")
        if not errand or not opens_an_errand(errand) or not folded.endswith(errand.casefold()):
            continue
        before = re.sub(r"\s+(?:so|and|then)$", "", text[:len(text) - len(errand)].strip(" ,;-"), flags=re.IGNORECASE)
        head = message[:cut.start()]
        at = head.casefold().rfind(before.casefold()) if before else -1
        if at >= 0 and _WHEN.match(head[at + len(before):].strip()):
            found.append((before, errand))
    return found


def errand_after_fact(text: str, message: str) -> str | None:
    """The errand of `text` when its words before it are a fact whose time was cut ("the recital is buy flowers" ->
    "buy flowers"); None when the words hold no such fact."""
    for fact, errand in _after_a_time(text, message):
        if _COPULA.search(fact) or _HE_THING.match(fact):
            return errand
    return None


def errands_glued(text: str, message: str) -> bool:
    """ "remind me to call mom tomorrow at 5, buy milk": two errands that the cut time glued into one ("call mom buy
    milk"). Whether both are at 5, or two reminders were meant, is asked."""
    return any(opens_an_errand(before) for before, _ in _after_a_time(text, message))
