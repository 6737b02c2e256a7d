"""Lists (the `database` capability): add items, show, remove items, create, delete, list them all.

Arguments follow V1's listOperations: operation, listName, items[]. List names are normalised to what
people call them ("shopping", "hardware", "קניות"), so "the shopping list", "my shopping list" and
"רשימת הקניות" are one list.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext, tidy

_LIST_EN = r"(?:the\s+|my\s+|our\s+)?(?P<name>[\w'\- ]{1,40}?)\s+list"
_LIST_HE = r"(?:ל|מ|ב|את\s+)?(?:ה)?רשימ(?:ת|ה)(?:\s+(?:של|ה)?\s*)?(?P<name_he>[\u0590-\u05FF\w'\- ]{0,40}?)"

_ADD = re.compile(
    rf"^(?:please\s+)?(?:add|put|append|include|throw)\s+(?P<items>.+?)\s+(?:to|on|onto|in|into)\s+{_LIST_EN}\s*[.!]?$"
    rf"|^(?:תוסיף|תוסיפי|הוסף|הוסיפי|תכניס|תכניסי|תרשום|תרשמי|לרשום|להוסיף)\s+(?P<items_he>.+?)\s+{_LIST_HE}\s*[.!]?$",
    re.IGNORECASE)
_SHOW = re.compile(
    rf"^(?:please\s+)?(?:show|send|read|give|what'?s on|what is on|what'?s in|open|display)\s+(?:me\s+)?"
    rf"{_LIST_EN}\s*[?.!]?$"
    rf"|^(?:תראה|תראי|הראה|הצג|תציג|תציגי|תשלח|תשלחי|מה יש ב|מה ב)\s*(?:לי\s+)?(?:את\s+)?{_LIST_HE}\s*[?.!]?$",
    re.IGNORECASE)
_REMOVE = re.compile(
    rf"^(?:please\s+)?(?:remove|delete|take|cross off|cross out|drop|tick off|check off)\s+(?P<items>.+?)"
    rf"\s+(?:from|off)\s+{_LIST_EN}\s*[.!]?$"
    rf"|^(?:תמחק|תמחקי|מחק|תוריד|תורידי|הסר|תסיר|תסירי)\s+(?:את\s+)?(?P<items_he>.+?)\s+{_LIST_HE}\s*[.!]?$",
    re.IGNORECASE)
_CREATE = re.compile(
    r"^(?:please\s+)?(?:create|make|start|open|new)\s+(?:a\s+|an\s+)?(?:new\s+)?list\s+(?:called|named|for)?\s*"
    r"(?P<name>.+?)\s*[.!]?$"
    r"|^(?:please\s+)?(?:create|make|start)\s+(?:a\s+|an\s+)?(?:new\s+)?(?P<name2>[\w'\- ]{1,40}?)\s+list\s*[.!]?$"
    r"|^(?:תיצור|תיצרי|צור|צרי|תפתח|תפתחי|פתח)\s+רשימה(?:\s+חדשה)?\s+(?:בשם\s+|של\s+|ל)?(?P<name_he>.+?)\s*[.!]?$",
    re.IGNORECASE)
_DELETE_LIST = re.compile(
    rf"^(?:please\s+)?(?:delete|remove|clear|erase)\s+{_LIST_EN}\s*[.!]?$"
    rf"|^(?:תמחק|תמחקי|מחק|מחקי)\s+(?:את\s+)?{_LIST_HE}\s*[.!]?$",
    re.IGNORECASE)
_ALL_LISTS = re.compile(r"^(?:what|which|show)(?:\s+me)?\s+(?:lists|my lists|all my lists)\b|^what lists do i have\b"
                        r"|^(?:אילו|איזה|מה ה|תראה לי את ה|תראי לי את ה)רשימות", re.IGNORECASE)
_SPLIT = re.compile(r"\s*(?:,|;|\n|\band\b|\bplus\b|&|\+)\s*", re.IGNORECASE)
_FILLER = re.compile(r"^(?:some|a|an|the|more|another|קצת|עוד)\s+", re.IGNORECASE)


def list_name(raw: str | None) -> str:
    name = tidy((raw or "").strip())
    name = re.sub(r"^(?:the|my|our|a)\s+", "", name, flags=re.IGNORECASE)
    name = re.sub(r"^(?:של|ה)\s*", "", name)
    return name


def split_items(raw: str) -> list[str]:
    """'batteries and tape' / 'חלב, ביצים ולחם' -> separate items, as written."""
    parts = [p for p in _SPLIT.split(raw) if p and p.strip()]
    items: list[str] = []
    for part in parts:
        # Hebrew "and" is a prefix: in a list of several items, the last one comes as "ולחם".
        sub = re.split(r"\s+ו(?=[\u0590-\u05FF]{2,})", part) if len(parts) > 1 or "," in raw else [part]
        items.extend(_FILLER.sub("", tidy(s)) for s in sub if tidy(s))
    return items


def _name(match: re.Match[str]) -> str:
    groups = match.groupdict()
    return list_name(groups.get("name") or groups.get("name2") or groups.get("name_he"))


@grammar
def add_items(ctx: RuleContext) -> Intent | None:
    match = _ADD.match(ctx.text)
    if match is None:
        return None
    items = split_items(match.group("items") or match.group("items_he") or "")
    name = _name(match)
    missing = [] if name else ["listName"]
    return Intent("database", "addItem", {"operation": "addItem", "listName": name, "items": items}, 0.95,
                  missing=missing if items else ["items", *missing], entity="list")


@grammar
def show_list(ctx: RuleContext) -> Intent | None:
    if _ALL_LISTS.match(ctx.text):
        return Intent("database", "getAll", {"operation": "getAll"}, 0.9, entity="list")
    match = _SHOW.match(ctx.text)
    if match is None:
        return None
    name = _name(match)
    return Intent("database", "get", {"operation": "get", "listName": name}, 0.93,
                  missing=[] if name else ["listName"], entity="list")


@grammar
def remove_items(ctx: RuleContext) -> Intent | None:
    match = _REMOVE.match(ctx.text)
    if match is None:
        return None
    items = split_items(match.group("items") or match.group("items_he") or "")
    return Intent("database", "deleteItem", {"operation": "deleteItem", "listName": _name(match), "items": items},
                  0.93, entity="list")


@grammar
def create_list(ctx: RuleContext) -> Intent | None:
    match = _CREATE.match(ctx.text)
    if match is None:
        return None
    return Intent("database", "create", {"operation": "create", "listName": _name(match), "items": []}, 0.93,
                  entity="list")


@grammar
def delete_list(ctx: RuleContext) -> Intent | None:
    match = _DELETE_LIST.match(ctx.text)
    if match is None:
        return None
    return Intent("database", "delete", {"operation": "delete", "listName": _name(match)}, 0.93, entity="list")
