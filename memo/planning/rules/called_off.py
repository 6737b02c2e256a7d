"""A reminder or an event called off before the message ends, often with why after it: "תזכירי לי מחר בעשר להתקשר
לאולם... לא רגע, עזבי, אני אדבר איתם בעצמי", "remind me at 5 to call the caterer... actually never mind, I'll go
there myself", "add the Dead Sea trip to my calendar for Saturday... actually no, never mind, I'll wait till Rotem
confirms", "תכניסי ליומן את הטיול בשבת, בעצם עזבי, אחכה שרותם תאשר".

The reminder and event grammars read the request and leave the taking back out as an aside (or in the event's name).
A closing take-back alone is caught by the whole-message check (takebacks.py), but one followed by more words is
not. The user said not to do it, so nothing is done: the user is asked. Only a taking back said after a break (an
ellipsis, a comma, a dash) counts, so "so I don't forget it" or "remind me to call dana, no matter what she says"
is no taking back.
"""

from __future__ import annotations

import re

from memo.planning.dsl import INTENT_UNCLEAR
from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.calendar import _CAL_WORD, _CREATE
from memo.planning.rules.task_words import HE

ASKED = 0.97  # above every reading of the request itself
_E = rf"(?![\w{HE}])"
_REMIND = re.compile(rf"\b(?:remind|nag)\s+(?:me|us)\b|(?<![{HE}])(?:תזכיר|תזכירי|תזכירו|תזכרי|הזכר|הזכירי){_E}",
                     re.IGNORECASE)
_BREAK = r"(?:\.{2,}|…|[,;.!—–]|\s-)\s*"
_CALLED_OFF = re.compile(
    rf"{_BREAK}(?:(?:actually|oh|hmm+|wait|no|nah|ok|okay)[\s,.!]+)*(?:never\s*mind|nvm|forget\s+(?:it|that|about\s+it)"
    r"|scratch\s+that|hold\s+off|don'?t\s+(?:bother|remind\s+me|(?:add|put|book)\s+it)"
    r"|i'?ll\s+wait\s+(?:till|until|for|to)|let\s+me\s+(?:check|confirm)\s+first)\b"
    rf"|{_BREAK}(?:(?:בעצם|רגע|לא)[\s,.!]+)*(?:עזבי|עזוב|עזבו|תשכחי\s+מזה|תשכח\s+מזה|אל\s+תזכירי|אל\s+תזכיר"
    r"|אל\s+תכניסי|אל\s+תכניס|אל\s+תוסיפי|אל\s+תוסיף|(?:אחכה|נחכה)\s+(?:ש|ל|עד)"
    rf"|לא\s+משנה(?=\s*(?:[,.!…]|$|אני\s|אעשה|אדבר|אתקשר))|בעצם\s+לא(?=\s*(?:[,.!…]|$))){_E}", re.IGNORECASE)


def _asks_for_something(request: str) -> bool:
    """A reminder with its errand said, or an event, before the taking back."""
    remind = _REMIND.search(request)
    if remind is not None and request[remind.end():].strip(" ,.!…-"):
        return True
    return bool(_CAL_WORD.search(request) or _CREATE.match(request))


@grammar
def called_off(ctx: RuleContext) -> Intent | None:
    text = ctx.text.strip()
    off = _CALLED_OFF.search(text)
    if off is None or off.start() == 0 or not _asks_for_something(text[:off.start()]):
        return None
    return Intent("general", "respond", {"operation": "respond", "kind": "unclear"}, ASKED,
                  missing=[INTENT_UNCLEAR], intent_type="conversation")
