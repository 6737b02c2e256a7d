"""Removing items from a list, or checking them off as bought: "cross off bread", "תסמני את החלב", "take the um
the hummus off the list". Part of the list grammars (lists.py), which import it after their own readings."""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.lists import (
    _EVERYTHING,
    _REMOVE,
    _REMOVE_FRONTED,
    _TOGGLE,
    _TOGGLE_FRONTED,
    first_list,
    list_intent,
)
from memo.planning.rules.lists_context import REFERENCE, fallback_list, list_core, vague, without_reason
from memo.planning.rules.lists_lexicon import titles_or_people
from memo.planning.rules.lists_remarks import cut_remarks, unfilled
from memo.planning.rules.lists_words import BOUGHT, item_args

_REASON_FIRST = re.compile(r"^(?:because|cause|cuz|since|כי)(?![\w\u0590-\u05FF])", re.IGNORECASE)
# "מרשימת המתנות לאבא את מכונת הגילוח": a "ל" word before "את" cannot be an item, which "את" opens, so it is
# whom or what the list is for, part of its name.
_FOR_WHOM_THEN_ITEMS = re.compile(r"^(?P<whom>ל[\u0590-\u05FF]{2,})\s+(?=את\s+\S)")


@grammar
def change_items(ctx: RuleContext) -> Intent | None:
    """Remove items, or check them off (bought): "cross off bread", "תסמני את החלב"."""
    text = list_core(ctx)
    for operation, patterns in (("toggleItem", _TOGGLE), ("deleteItem", _REMOVE), ("toggleItem", _TOGGLE_FRONTED),
                                ("deleteItem", _REMOVE_FRONTED)):
        found = first_list(patterns, text, ctx)
        if found is not None:
            match, name = found
            if _EVERYTHING.match(BOUGHT.sub("", match.group("items"))):
                return None  # "delete all items from the list" clears it: delete_list
            raw = unfilled(match.group("items"))  # "take the um the hummus off": fillers are no item
            whom = _FOR_WHOM_THEN_ITEMS.match(raw) if name and match.start("items") > match.start("ref") else None
            if whom:
                name, raw = f"{name} {whom.group('whom')}", raw[whom.end():]
            if match.start("items") > match.start("ref"):
                raw = without_reason(raw)  # "תורידי מהרשימה את הגבינה יש לנו": the reason is no item
                if _REASON_FIRST.match(raw):
                    raw = ""  # "תמחקי מהרשימה של הסופר כי ...": a reason and no item, which the user names
            raw, unsure = cut_remarks(raw)  # "..., קניתי בדרך": a remark after the items (lists_remarks.py)
            items = item_args(raw, text[:match.start("items")], keep_the=titles_or_people(name))
            if REFERENCE.fullmatch(" ".join(items)) or vague(items):
                items = []  # "take it off the list": which item is for the latest action or a question
            fallback = fallback_list(ctx, items)
            # 0.94: the message names a list, which no reading of another capability accounts for
            return list_intent(ctx, operation, name, 0.5 if unsure else 0.94, fallback=fallback, items=items)
    return None
