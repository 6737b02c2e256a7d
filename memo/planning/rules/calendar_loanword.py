"""The calendar named by its English word in Hebrew letters: "תשים לי בקלנדר ...", "מה יש לי בקלנדר מחר", "תמחק
מהגוגל קלנדר את ...".

Every calendar grammar knows the Hebrew "יומן": the message is read again with "קלנדר" (and "גוגל קלנדר") said as
"יומן", its prefix kept ("בקלנדר" -> "ביומן", "מהקלנדר" -> "מהיומן"), and only a calendar reading of it is taken.
"""

from __future__ import annotations

import re
from dataclasses import replace

from memo.planning.rules import grammar, understand
from memo.planning.rules.base import Intent, RuleContext

_LOANWORD = re.compile(r"(?<![\u05D0-\u05EA])(?P<prefix>ו?(?:מה|ב|ל|ה|מ)?)(?:ה?גוגל[\s-]+|ה?גוגל)?קלנד(?:ר|ער)"
                       r"(?:\s+של\s+גוגל)?(?![\u05D0-\u05EA])")


@grammar
def calendar_in_hebrew_letters(ctx: RuleContext) -> Intent | None:
    if "קלנד" not in ctx.text:
        return None
    said = _LOANWORD.sub(lambda m: f"{m['prefix']}יומן", ctx.text)
    if said == ctx.text:
        return None
    intent = understand(replace(ctx, raw=said))
    if intent is None or intent.capability != "calendar":
        return None
    # Above the same grammar's reading of the message as written, which took "קלנדר" for a word of the event.
    intent.confidence = round(min(intent.confidence + 0.01, 0.99), 2)
    return intent
