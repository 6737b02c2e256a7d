"""News that a thing moved, then "update the reminder": "the boiler guy moved to thursday at 2, update the reminder",
"הטכנאי עבר לחמישי ב2, תעדכני את התזכורת".

The request names no task of its own ("the reminder"); the news before it says which (the boiler guy's) and to when.
Said together, that is the move the task grammars read in "move the boiler guy reminder to thursday at 2" /
"תזיזי את התזכורת של הטכנאי לחמישי ב2", so the message is read as that sentence. The news alone ("the boiler guy
moved to thursday") asks for nothing and is left alone.
"""

from __future__ import annotations

import re
from dataclasses import replace

from memo.planning.rules import grammar, understand
from memo.planning.rules.base import Intent, RuleContext

_EN = re.compile(
    r"^(?:the\s+)?(?P<x>\w.*?)\s+(?:(?:was|has\s+been|have\s+been|got|is|are|'s)\s+)?"
    r"(?:moved|pushed(?:\s+back)?|rescheduled|postponed|shifted|changed|bumped)\s+(?P<when>(?:to|till|until)\s+.+?)"
    r"\s*[,.;:!-]+\s*(?:(?:so|and|pls|please|can\s+you|could\s+you)\s+)*"
    r"(?:update|change|fix|move|adjust|edit)\s+(?:the|my|that|this)\s+(?:reminder|task)"
    r"(?:\s+(?:too|also|accordingly|please|pls|as\s+well))*\s*[.!]*$",
    re.IGNORECASE)
_HE = re.compile(
    r"^(?P<x>[^\s,].*?)\s+(?:עבר|עברה|עברו|נדחה|נדחתה|נדחו|זז|זזה|זזו|הוזז|הוזזה|הוזזו)\s+(?P<when>ל\S.*?)"
    r"\s*[,.;:!-]+\s*(?:(?:אז|בבקשה)\s+)*ו?(?:תעדכן|תעדכני|עדכן|עדכני|תשנה|תשני|תזיז|תזיזי)\s+(?:לי\s+)?(?:את\s+)?"
    r"ה(?:תזכורת|משימה)(?:\s+(?:בהתאם|בבקשה|גם))*\s*[.!]*$")


@grammar
def moved_then_update(ctx: RuleContext) -> Intent | None:
    text = ctx.text.strip()
    if m := _EN.match(text):
        said = f"move the {m['x']} reminder {m['when']}"
    elif m := _HE.match(text):
        said = f"תזיזי את התזכורת של {m['x']} {m['when']}"
    else:
        return None
    intent = understand(replace(ctx, raw=said))
    if intent is None or intent.capability != "database" or intent.args.get("operation") != "update":
        return None
    intent.decided_by = f"{intent.decided_by or 'tasks'}; news then update: {said!r}"
    intent.confidence = min(intent.confidence, 0.88)
    return intent
