"""Things to buy and where they go, with no verb: "חלב לקניות", "ביצים ולחם לסופר", "טחינה לרשימה", "milk to the
shopping list", "eggs n bread to shopping".

A note-to-self drops the verb and keeps the destination: the things, then "ל" and the shopping (or the list), as
"add" would have said it. Read only when every thing is one people buy (lists_lexicon.is_product), so "דני
לקניות" (Dani went shopping) or "the kids to school" are not items; a question, a time or a need ("צריך") makes
it something else. Without this reading a line of groceries takes the destination as part of its last item
("ביצים", "לחם לקניות").
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.lists import list_intent, list_ref
from memo.planning.rules.lists_context import REFERENCE, add_fallback, list_core, vague
from memo.planning.rules.lists_lexicon import is_product
from memo.planning.rules.lists_verbs import ANY_ADD
from memo.planning.rules.lists_words import split_items
from memo.planning.rules.task_words import HE

_E = rf"(?![\w{HE}'])"
_MAX_ITEMS = 8
DESTINED = 0.85  # as sure as the items before "לרשימת הקניות" without a verb (lists.add_items)
# The shopping by its place ("לקניות", "לסופר"), or the list itself ("לרשימה", "לרשימת הקניות").
_HE_WHERE = re.compile(
    r"^(?P<items>.+?)\s+(?:ל|אל\s+)(?:(?P<shop>ה?(?:קניות|סופר|מכולת|שוק))|(?P<ref>ה?רשימ(?:ה|ת\s+\S+)))[\s.!]*$")
_EN_WHERE = re.compile(
    r"^(?P<items>.+?)\s+(?:to|on|onto)\s+(?:(?P<shop>shopping|groceries|grocery)"
    r"|(?P<ref>(?:the\s+|my\s+|our\s+)?(?:(?:shopping|grocery|groceries|[a-z'-]+)\s+)?list))[\s.!]*$",
    re.IGNORECASE)
# A verb, a need, a question or a condition: more is said than things and where they go.
_MORE = re.compile(rf"[?:]|(?<![\w{HE}])(?:{ANY_ADD}|צריך|צריכה|צריכים|אין|יש|לא|no|not|need|needs|or|או|if|אם)"
                   rf"{_E}", re.IGNORECASE)
_SHOPS = {"קניות": "קניות", "סופר": "סופר", "מכולת": "מכולת", "שוק": "שוק", "shopping": "shopping",
          "groceries": "groceries", "grocery": "groceries"}


@grammar
def items_to_list(ctx: RuleContext) -> Intent | None:
    """ "חלב לקניות", "milk to the shopping list": the things, added to the list said after them."""
    text = list_core(ctx).strip()
    if ctx.time is not None or "?" in ctx.text:  # "חלב לקניות?": whether it is on the list, perhaps
        return None
    match = _HE_WHERE.match(text) or _EN_WHERE.match(text)
    if match is None or _MORE.search(match.group("items")):
        return None
    items = split_items(match.group("items").strip(" ,"))
    if not 0 < len(items) <= _MAX_ITEMS or vague(items) or any(REFERENCE.fullmatch(i) for i in items):
        return None
    if any(len(i.split()) > 3 or not is_product(i) for i in items):
        return None
    if match.group("shop"):
        name = _SHOPS[match.group("shop").casefold().removeprefix("ה")]
    else:
        found = list_ref(match.group("ref"))
        if found is None:
            return None
        name = found
    return list_intent(ctx, "addItem", name, DESTINED, fallback=add_fallback(ctx, items), items=items)
