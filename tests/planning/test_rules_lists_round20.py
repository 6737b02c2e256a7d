"""List requests of people writing in a second language and of English from around the world: the adverb
after the verb ("i took already the eggs"), British words for throwing a list away ("bin it", "done and
dusted"), and a reason after the items in any person ("לא צריכים יותר", "don't need them")."""

from __future__ import annotations

from typing import Any

import pytest

from tests.planning.reading import check_list_request
from tests.planning.test_rules_tasks_lists import plan


def case(message: str, **expect: Any) -> Any:
    return pytest.param(message, expect, id=message[:60])


CASES: list[Any] = [
    # the adverb after the verb, in the word order of other languages: no part of the item
    case("we got already bread and cheese", action="toggleItem", listName="shopping", items=["bread", "cheese"]),
    case("i bought finally the toilet paper", action="toggleItem", items=["toilet paper"]),
    case("i took already the yogurt and the butter from the supermarket", action="toggleItem",
         items=["yogurt", "butter"]),
    # a reason after the items, in every person and gender, or in English
    case("תורידי מהרשימה את הקוטג' לא צריכה אותו", action="deleteItem", items=["קוטג'"]),
    case("תמחקי מרשימת הקניות את הביצים, לא צריכות", action="deleteItem", items=["ביצים"]),
    case("take off the list the crackers, dont need them anymore", action="deleteItem", items=["crackers"]),
    case("remove from the shopping list the yogurt, no longer needed", action="deleteItem", items=["yogurt"]),
    case("תוריד מהרשימה את הגבינה לא צריך יותר", action="deleteItem", items=["גבינה"]),
    case("תמחקי מהרשימה את הביסלי הבנות לא צריכות עוד ביסלי", action="deleteItem", items=["ביסלי"]),
    # "for the list" said for "to the list"
    case("תוסיפי עבור רשימת הקניות אורז ופסטה", action="addItem", items=["אורז", "פסטה"]),
    case("תכניס טונה וקמח בשביל הרשימה", action="addItem", listName="קניות", items=["טונה", "קמח"]),
    # the past tense written with tet for tav
    case("קניטי את החלב והלחם", action="toggleItem", items=["חלב", "לחם"]),
    case("הבאטי כבר את הביצים מהמכולת", action="toggleItem", items=["ביצים"]),
    # foods known by their names in other languages, British names for groceries
    case("add kitchen roll and cling film to the list", action="addItem", listName="shopping",
         items=["kitchen roll", "cling film"]),
    case("add ghee and paneer to the list pls", action="addItem", listName="shopping", items=["ghee", "paneer"]),
    case("תוסיף לרשימה kefir וקוטג'", action="addItem", items=["kefir", "קוטג'"]),
    # thanks at the end in British, Australian or another language
    case("put crisps and digestives on the list cheers mate", action="addItem", items=["crisps", "digestives"]),
    case("תוסיפי לרשימה קפה וסוכר merci", action="addItem", items=["קפה", "סוכר"]),
    case("chuck some biscuits on the shopping list ta", action="addItem", listName="shopping"),
]


@pytest.mark.parametrize(("message", "expect"), CASES)
def test_list_requests(message: str, expect: dict[str, Any]) -> None:
    check_list_request(plan(message), expect)


DELETED_LISTS = [
    ("bin the packing list", "packing"),
    ("junk the party list", "party"),
    ("the camping list is over and done with, delete it", "camping"),
    ("the xmas list is done and dusted, nuke it", "xmas"),
]


@pytest.mark.parametrize(("message", "name"), DELETED_LISTS)
def test_a_whole_list_thrown_away(message: str, name: str) -> None:
    intent = plan(message)
    assert intent is not None and intent.entity == "list" and intent.action == "delete", intent
    assert intent.args.get("listName") == name and intent.needs_approval, intent.args


# Near misses: no list named, or a second request after the reason.
NOT_A_CONFIDENT_ACTION = [
    "add a ta to the list",
    "תוסיף לי בשביל דני חלב",
    "לקחטי את הילדים",
    "bin the milk",
    "dump the leftovers",
    "i took already my pills",
    "the wedding list is done and dusted, bin it and add eggs",
    "תוריד מהרשימה את השמן זית, לא צריכים יותר ותוסיף חמאה",
]


@pytest.mark.parametrize("message", NOT_A_CONFIDENT_ACTION)
def test_not_a_confident_list_action(message: str) -> None:
    intent = plan(message)
    assert (intent is None or intent.entity != "list" or intent.missing or intent.confidence < 0.8
            or intent.action not in ("delete", "deleteItem")), (intent.action, intent.args)
