"""Everything on a list bought or ticked but some ("bought everything on the list except the fish", "קניתי הכל
מהרשימה חוץ מהדגים", "tick everything off the shopping list but the bread"). Ticking takes the items by name, and
which ones are on the list only the list knows: the request is read as a tick on that list with the items left
for the user to confirm, never as clearing the list or ticking the named exception."""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.lists import first_list, list_intent
from memo.planning.rules.lists_context import default_list, list_core
from memo.planning.rules.task_words import HE

_E = rf"(?![\w{HE}])"
_ALL = r"(?:everything|all(?:\s+(?:the\s+)?(?:items|things|stuff))?|it\s+all)"
_BUT = r"(?:except(?:\s+for)?|but(?:\s+not)?|apart\s+from|other\s+than|besides|minus)"
_HE_ALL = r"(?:את\s+)?(?:הכל|הכול|כל\s+ה(?:דברים|פריטים))"
_HE_BUT = r"(?:חוץ\s+(?:מ|מאשר\s+)|מלבד\s+|בלי\s+)"
_PATTERNS = (
    re.compile(rf"^(?:(?:i|we)\s+)?(?:just\s+|already\s+)?(?:bought|got|grabbed|picked\s+up|found)\s+{_ALL}\s+"
               rf"(?:on|from|off|in)\s+(?P<ref>.+?)\s*,?\s+{_BUT}\s+(?P<items>.+)$", re.IGNORECASE),
    re.compile(rf"^(?:tick|check|mark|cross)\s+(?:off\s+)?{_ALL}\s+(?:off\s+|on\s+|in\s+)?(?:of\s+)?(?P<ref>.+?list)"
               rf"(?:\s+(?:as\s+)?(?:bought|done))?\s*,?\s+{_BUT}\s+(?P<items>.+)$", re.IGNORECASE),
    re.compile(rf"^(?:קניתי|קנינו|לקחתי|לקחנו|הבאתי|הבאנו)\s+{_HE_ALL}\s+(?:מ|ב)(?P<ref>ה?רשימ\S*(?:\s+\S+)?)\s*,?\s+"
               rf"{_HE_BUT}(?P<items>.+)$"),
    re.compile(rf"^(?:תסמן|תסמני|סמן|סמני)\s+{_HE_ALL}\s+(?:ב|מ)(?P<ref>ה?רשימ\S*(?:\s+\S+)?)\s*,?\s+"
               rf"{_HE_BUT}(?P<items>.+)$"),
)


@grammar
def all_but(ctx: RuleContext) -> Intent | None:
    """A tick on the list named, its items asked about (the exception says which are not)."""
    text = list_core(ctx)
    if not re.search(rf"(?:except|but|apart|other\s+than|besides|minus|חוץ|מלבד|בלי){_E}", text, re.IGNORECASE):
        return None
    found = first_list(_PATTERNS, text, ctx)
    if found is None:
        return None
    _, name = found
    # "the list" of things bought is the shopping list, as for any purchase reported (lists_context.py)
    return list_intent(ctx, "toggleItem", name, 0.9, fallback=default_list(ctx), items=[])
