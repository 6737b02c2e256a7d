"""Where the user is, said before asking to see a list: "אני בסופר, מה יש ב-shopping list?", "I'm at the store -
what's on my grocery list?", "we're at the pharmacy, show me the pharmacy list".

The place says why the user asks and nothing more; the question after it is read alone (lists.show_list). Only a
place one shops at, said of the user, before a mark that ends it; anything else before the question may be a
request of its own, and the message is left to the other readings.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.lists import show_list
from memo.planning.rules.task_words import HE

_HE_SHOP = (r"(?:ה)?(?:סופר|סופרמרקט|מכולת|שוק|פארם|סופר-?\s?פארם|קניון|חנות|ירקן|מאפייה|בית\s+(?:ה)?מרקחת|שופרסל"
            r"|רמי\s+לוי|יוחננוף|ויקטורי|אושר\s+עד|איקאה|הום\s+סנטר|טמבור)")
_EN_SHOP = (r"(?:the\s+)?(?:store|supermarket|grocery(?:\s+store)?|groceries|market|shop|pharmacy|drugstore|mall"
            r"|hardware\s+store|costco|ikea|super[\s-]?pharm|rami\s+levy|shufersal|trader\s+joe'?s|whole\s+foods)")
_HERE = re.compile(
    rf"^(?:(?:אני|אנחנו)\s+(?:(?:עכשיו|כבר|בדיוק|רגע)\s+)*(?:ב|ליד\s+|בדרך\s+ל){_HE_SHOP}"
    rf"|(?:i'?m|im|i\s+am|we'?re|we\s+are)\s+(?:(?:now|just|already|currently|standing)\s+)*"
    rf"(?:at|in|outside|on\s+(?:my|our)\s+way\s+to)\s+{_EN_SHOP})"
    rf"(?:\s+(?:now|rn|right\s+now|עכשיו))?(?![\w{HE}])\s*(?:[,.;:!\-–]+|\s[-–])\s*(?P<rest>\S.*)$",
    re.IGNORECASE)


@grammar
def show_where_i_am(ctx: RuleContext) -> Intent | None:
    """The list shown, when the user first says which shop they are at."""
    match = _HERE.match(ctx.text.strip())
    if match is None:
        return None
    rest = RuleContext(raw=match.group("rest"), now=ctx.now, language=ctx.language,
                       latest_actions=ctx.latest_actions)
    shown = show_list(rest)
    if shown is None or shown.action not in ("get", "getAll") or shown.confidence < 0.85:
        return None
    return shown
