"""Whole lists: create, delete (or clear) and rename. The list grammars' names and helpers live in lists.py.

Deleting or clearing a list cannot be undone in one message, so it always asks for approval; a reason after
the list ("delete the packing list, trip is over") is read as one, never as part of its name.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.lists import (
    HE_LIST,
    HV_ADD,
    NOT_A_NAME,
    TASKS,
    V_ADD,
    first_list,
    list_intent,
    list_name,
    list_ref,
)
from memo.planning.rules.lists_context import FURTHER, REFERENCE, list_core
from memo.planning.rules.lists_words import split_items

_CREATE = (
    re.compile(r"^(?:create|make|start|open|new|set\s+up|begin)\s+(?:me\s+)?(?:a\s+|an\s+)?(?:new\s+)?list"
               r"\s+(?:called|named)\s+(?P<name>[^:]+?)\s*(?:(?::|\s+with)\s+(?P<items>.+))?$", re.IGNORECASE),
    re.compile(r"^(?:create|make|start|open|new|set\s+up|begin)\s+(?:me\s+)?(?:a\s+|an\s+)?(?:new\s+)?list"
               r"(?:\s+(?:called|named|for|of))?\s*[\s:]\s*(?P<name>[^:]+?)\s*(?::\s*(?P<items>.+))?$", re.IGNORECASE),
    re.compile(r"^(?:create|make|start|open|set\s+up|begin)\s+(?:me\s+)?(?:a\s+|an\s+)?(?:new\s+)?(?P<name>[^:]+?)\s+list"
               r"\s*(?::\s*(?P<items>.+))?$", re.IGNORECASE),
    re.compile(r"^(?:תיצור|תיצרי|צור|צרי|תפתח|תפתחי|פתח|פתחי|תעשה|תעשי|תכין|תכיני|תקים|תקימי)\s+(?:לי\s+)?רשימה"
               r"(?:\s+חדשה)?\s+(?:בשם\s+|של\s+|עבור\s+|ל)?(?P<name>[^:]+?)\s*(?::\s*(?P<items>.+))?$"),
    re.compile(r"^(?:תיצור|תיצרי|צור|צרי|תפתח|תפתחי|פתח|פתחי|תעשה|תעשי|תכין|תכיני|תקים|תקימי)\s+(?:לי\s+)?רשימת\s+"
               r"(?P<name>[^:]+?)(?:\s+חדשה)?\s*(?::\s*(?P<items>.+))?$"),
)
_HV_DELETE = r"(?:תמחק|תמחקי|תמחקו|מחק|מחקי|מחקו|למחוק|תבטל|תבטלי|בטל|בטלי|לבטל)"
_DELETE = (
    re.compile(r"^(?:delete|remove|erase|trash|scrap|ditch|get\s+rid\s+of|throw\s+away|throw\s+out)\s+(?P<ref>.+?)"
               r"(?:\s+(?:entirely|completely|altogether|for\s+good|totally))?$", re.IGNORECASE),
    re.compile(rf"^{_HV_DELETE}\s+(?:לי\s+)?(?:את\s+)?(?:כל\s+)?(?P<ref>{HE_LIST}.*?|ה-?\s*[A-Za-z][\w\s'-]*?\blist)"
               rf"(?:\s+(?:לגמרי|כולה|בכלל))?$", re.IGNORECASE),
)
_CLEAR = (
    re.compile(r"^(?:clear|empty|wipe|reset)\s+(?:out\s+)?(?P<ref>.+)$", re.IGNORECASE),
    re.compile(r"^(?:delete|remove)\s+(?:all|everything)\s+(?:the\s+)?(?:items\s+)?(?:on|from|in)\s+(?P<ref>.+)$",
               re.IGNORECASE),
    re.compile(rf"^(?:תנקה|תנקי|נקה|נקי|תרוקן|תרוקני|רוקן|רוקני|תאפס|תאפסי)\s+(?:את\s+)?(?P<ref>{HE_LIST}.*)$"),
    re.compile(rf"^(?:תמחק|תמחקי|מחק|מחקי)\s+(?:את\s+)?(?:כל\s+)?(?:ה)?(?:פריטים|דברים)\s+(?:ב|מ)(?P<ref>{HE_LIST}.*)$"),
)
_RENAME = (
    re.compile(r"^(?:rename|retitle)\s+(?P<ref>.+?)\s+(?:to|as)\s+(?P<new>.+)$", re.IGNORECASE),
    re.compile(r"^change\s+the\s+name\s+of\s+(?P<ref>.+?)\s+to\s+(?P<new>.+)$", re.IGNORECASE),
    re.compile(rf"^(?:תשנה|תשני|שנה|שני)\s+(?:את\s+)?(?:ה)?שם\s+(?:של\s+)?(?P<ref>{HE_LIST}.+?)\s+ל-?(?P<new>.+)$"),
)


# "צור רשימה לטיול ותוסיף לה שק שינה ופנס", "make a party list and add chips and soda to it": the items of the
# new list, asked for in the same breath. Creating with items is one step (V1's create takes items).
_THEN_ADD = re.compile(rf"\s*,?\s+(?:ו-?{HV_ADD}(?:\s+(?:לה|אליה|בה|לתוכה|שם))?|(?:and|then|and\s+then)\s+{V_ADD}"
                       rf"(?:\s+(?:to|on|onto|in|into)\s+(?:it|that))?)\s+(?:גם\s+|את\s+)?(?P<items>.+)$",
                       re.IGNORECASE)
_TO_IT = re.compile(r"\s+(?:(?:to|on|onto|in|into)\s+(?:it|that|there|the\s+list)|לה|אליה|בה|לתוכה|לרשימה)$",
                    re.IGNORECASE)


def _new_items(text: str) -> tuple[str, list[str] | None]:
    """The request to create, and the items to add to the new list (None when it asks for none)."""
    then = _THEN_ADD.search(text)
    if then is None:
        return text, None
    raw = _TO_IT.sub("", then.group("items"))
    if FURTHER.search(re.sub(r"\s+(?:and|ו)(?=\s|[\u0590-\u05FF])", " , ", raw)):
        return text, None  # a further request after the items ("... and remind me"): not read here
    return text[:then.start()], split_items(raw)


@grammar
def create_list(ctx: RuleContext) -> Intent | None:
    text, added = _new_items(list_core(ctx))
    if added is not None and (not added or any(REFERENCE.fullmatch(i) for i in added)):
        return None
    for pattern in _CREATE:
        match = pattern.match(text)
        if match is None:
            continue
        name = list_name(match.group("name"))
        if list_ref(f"{name} list") == TASKS or len(name.split()) > 5:
            return None
        if added is not None and match.group("items"):
            return None  # items twice over: not a shape this reads
        if not name or NOT_A_NAME.fullmatch(name):
            return Intent("database", "create", {"operation": "create", "listName": "", "items": added or []}, 0.9,
                          missing=["listName"], entity="list")
        items = added if added is not None else split_items(match.group("items") or "")
        return Intent("database", "create", {"operation": "create", "listName": name, "items": items}, 0.93,
                      entity="list")
    return None


@grammar
def delete_list(ctx: RuleContext) -> Intent | None:
    """Deleting (or clearing) a whole list cannot be undone in one message: Memo asks first."""
    text = list_core(ctx)
    notes: list[str] = []
    found = first_list(_DELETE, text, ctx)
    if found is None:
        found, notes = first_list(_CLEAR, text), ["clears_list"]
        if found is None:
            return None
    intent = list_intent(ctx, "delete", found[1], 0.93)
    intent.risk, intent.needs_approval, intent.notes = "medium", True, notes
    return intent


@grammar
def rename_list(ctx: RuleContext) -> Intent | None:
    found = first_list(_RENAME, list_core(ctx))
    if found is None:
        return None
    match, name = found
    new = list_name(re.sub(r"\s+list$", "", match.group("new"), flags=re.IGNORECASE))
    if not new:
        return None
    return list_intent(ctx, "update", name, 0.93, updateFields={"listName": new})
