"""Wishes and half-requests about list items that Memo asks about rather than acts on.

* A wish for things one buys ("I want eggs too", "אני רוצה גם ביצים", "בא לי במבה") is not yet a request: it
  may be for the list, or only said. Read as adding them, but below the confidence Memo acts at, so Memo asks.
  Reading it at all also keeps it from being left out as a remark beside another request ("show me my
  shopping list. I want eggs too" holds two requests, not one).
* A list command that runs on into a question of another kind ("תוסיפי אותו לרשימה ומה יש לי מחר?", "add it to
  the list and what do i have tomorrow?") asks two things; neither is dropped, so Memo asks.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.lists import list_intent
from memo.planning.rules.lists_context import default_list, list_core
from memo.planning.rules.lists_lexicon import is_product
from memo.planning.rules.lists_verbs import ANY_ADD, HV_REMOVE, HV_TICK
from memo.planning.rules.lists_words import item_args
from memo.planning.rules.task_words import HE

_B = rf"(?<![\w{HE}])"
_E = rf"(?![\w{HE}'])"

_WISH = re.compile(
    r"^(?:(?:i|we)\s+(?:also\s+|really\s+)?(?:want|wanna|would\s+like|'d\s+like|d\s+like)|i'd\s+like|we'd\s+like"
    r"|(?:i|we)\s+(?:could|can)\s+(?:really\s+)?(?:use|go\s+for))\s+(?:also\s+|some\s+|more\s+)?"
    r"(?P<items>.+?)(?:\s+(?:too|as\s+well|also))?[\s.!]*$"
    r"|^(?:(?:אני|אנחנו)\s+)?(?:רוצה|רוצים|רוצות|בא\s+לי|בא\s+לנו|מתחשק\s+לי|מתחשק\s+לנו)\s+(?:גם\s+|עוד\s+)?"
    r"(?P<items_he>.+?)(?:\s+גם)?[\s.!]*$", re.IGNORECASE)
WISH = 0.6  # below the floor Memo acts at: it asks whether to put them on the list


@grammar
def wished_items(ctx: RuleContext) -> Intent | None:
    """ "I want eggs too", "בא לי במבה": a wish for things one buys, asked about (see WISH)."""
    if "?" in ctx.text:
        return None
    match = _WISH.match(list_core(ctx))
    if match is None:
        return None
    raw = match.group("items") or match.group("items_he") or ""
    raw = re.sub(r"^(?:את\s+|the\s+)", "", raw.strip(), flags=re.IGNORECASE)
    items = item_args(raw)
    if not items or not all(is_product(i) and len(i.split()) <= 3 for i in items):
        return None
    return list_intent(ctx, "addItem", "", WISH, fallback=default_list(ctx), items=items)


# A list command, then "and" and a question of another kind.
_COMMAND = re.compile(rf"{_B}(?:{ANY_ADD}|{HV_REMOVE}|{HV_TICK}|(?i:remove|delete|tick|cross\s+off)){_E}",
                      re.IGNORECASE)
_LIST = re.compile(rf"{_B}(?:ל|מ|ב)?ה?רשימ|\blist\b", re.IGNORECASE)
_AND_QUESTION = re.compile(
    rf"(?:\s+ו|\s*,\s*(?:ו)?)(?:מה|מתי|איפה|איך|מי|כמה|האם|יש\s+לי|יש\s+לנו){_E}[^?]*\?\s*$"
    rf"|\s*,?\s+(?:and|also|plus)\s+(?:what|when|where|how|who|do|did|does|is|are|am|can|could|will)\b[^?]*\?\s*$",
    re.IGNORECASE)
TWO_ASKS = 0.5


@grammar
def command_then_question(ctx: RuleContext) -> Intent | None:
    """ "נגמר החלב, תוכלי להוסיף אותו לרשימה ומה יש לי מחר?": a list command and a question; Memo asks."""
    text = ctx.text
    question = _AND_QUESTION.search(text)
    if question is None:
        return None
    before = text[:question.start()]
    command = _COMMAND.search(before)
    if command is None or not _LIST.search(before):
        return None
    operation = "addItem" if re.match(ANY_ADD, command.group(), re.IGNORECASE) else "deleteItem"
    return Intent("database", operation, {"operation": operation, "items": []}, TWO_ASKS,
                  missing=["items"], entity="list")
