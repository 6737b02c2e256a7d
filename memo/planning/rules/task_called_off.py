"""A reminder called off before the message ends, with why after it: "תזכירי לי מחר בעשר להתקשר לאולם... לא רגע,
עזבי, אני אדבר איתם בעצמי אחרי התפילה", "remind me at 5 to call the caterer... actually never mind, I'll go there
myself".

The reminder grammar read the request and left the taking back out as an aside; a closing take-back alone is caught
by the whole-message check (takebacks.py), but one followed by more words is not. The user said not to set it, so
nothing is set: the user is asked. Only a taking back said after a break (an ellipsis, a comma, a dash) counts, so
"remind me to call dana, no matter what she says" is no taking back.
"""

from __future__ import annotations

import re

from memo.planning.dsl import INTENT_UNCLEAR
from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.task_words import HE

ASKED = 0.97  # above every reading of the reminder itself
_E = rf"(?![\w{HE}])"
_REMIND = re.compile(rf"\b(?:remind|nag)\s+(?:me|us)\b|(?<![{HE}])(?:תזכיר|תזכירי|תזכירו|תזכרי|הזכר|הזכירי){_E}",
                     re.IGNORECASE)
_BREAK = r"(?:\.{2,}|…|[,;.!—–]|\s-)\s*"
_CALLED_OFF = re.compile(
    rf"{_BREAK}(?:(?:actually|oh|hmm+|wait|no|nah)[\s,.!]+)*(?:never\s*mind|nvm|forget\s+(?:it|that|about\s+it)"
    r"|scratch\s+that|don'?t\s+(?:bother|remind\s+me))\b"
    rf"|{_BREAK}(?:(?:בעצם|רגע|לא)[\s,.!]+)*(?:עזבי|עזוב|עזבו|תשכחי\s+מזה|תשכח\s+מזה|אל\s+תזכירי|אל\s+תזכיר"
    rf"|לא\s+משנה(?=\s*(?:[,.!…]|$|אני\s|אעשה|אדבר|אתקשר))|בעצם\s+לא(?=\s*(?:[,.!…]|$))){_E}", re.IGNORECASE)


@grammar
def reminder_called_off(ctx: RuleContext) -> Intent | None:
    text = ctx.text.strip()
    ask = _REMIND.search(text)
    if ask is None:
        return None
    off = _CALLED_OFF.search(text, ask.end())
    if off is None or not text[ask.end():off.start()].strip(" ,.!…-"):
        return None
    return Intent("general", "respond", {"operation": "respond", "kind": "unclear"}, ASKED,
                  missing=[INTENT_UNCLEAR], intent_type="conversation")
