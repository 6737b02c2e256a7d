"""A calendar request called off before it ends: "add the Dead Sea trip to my calendar for Saturday... actually no,
never mind, I'll wait till Rotem confirms", "תכניסי ליומן את הטיול בשבת, בעצם עזבי, אחכה שרותם תאשר".

The event grammar read the whole message as the event, with the taking back in its name, and added it. The user
said not to add it yet, so nothing is done: the user is asked. Only a taking back said after a break (a comma, an
ellipsis, a dash) counts, so "so I don't forget it" in a request is no taking back.
"""

from __future__ import annotations

import re

from memo.planning.dsl import INTENT_UNCLEAR
from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.calendar import _CAL_WORD, _CREATE

ASKED = 0.97  # above every reading of the request itself
_CALLED_OFF = re.compile(
    r"(?:\.{2,}|…|[,;.!—–]|\s-)\s*(?:(?:actually|oh|hmm+|wait|no|nah|ok|okay)[\s,.!]+)*"
    r"(?:never\s*mind|nvm|forget\s+(?:it|that|about\s+it)|scratch\s+that|hold\s+off|don'?t\s+(?:add|put|book)\s+it"
    r"|i'?ll\s+wait\s+(?:till|until|for|to)|let\s+me\s+(?:check|confirm)\s+first)\b"
    r"|(?:\.{2,}|…|[,;.!—–]|\s-)\s*(?:(?:בעצם|רגע|לא)[\s,.!]+)*(?:לא\s+משנה|עזבי|עזוב|עזבו|תשכחי\s+מזה|תשכח\s+מזה"
    r"|אל\s+תכניסי|אל\s+תכניס|אל\s+תוסיפי|אל\s+תוסיף|אחכה\s+(?:ש|ל|עד)|נחכה\s+(?:ש|ל|עד))(?![^\s,.!])", re.I)


@grammar
def called_off(ctx: RuleContext) -> Intent | None:
    text = ctx.text.strip()
    off = _CALLED_OFF.search(text)
    if off is None or off.start() == 0:
        return None
    request = text[:off.start()]
    if not (_CAL_WORD.search(request) or _CREATE.match(request)):
        return None
    return Intent("general", "respond", {"operation": "respond", "kind": "unclear"}, ASKED,
                  missing=[INTENT_UNCLEAR], intent_type="conversation")
