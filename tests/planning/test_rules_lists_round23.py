"""List requests that combine or qualify: counts written "x3", a thing said not to be needed after the items
("..., קולה לא צריך"), a detail after the list that changes the item ("..., dani wants the dark roast"), and a
request to see a list said "again"."""

from __future__ import annotations

from typing import Any

import pytest

from tests.planning.reading import check_list_request
from tests.planning.test_rules_tasks_lists import plan


def case(message: str, **expect: Any) -> Any:
    return pytest.param(message, expect, id=message[:60])


CASES: list[Any] = [
    # a measure keeps its thing; the article before it goes, as before any item
    case("add a dozen eggs and butter to the shopping list", action="addItem", items=["a dozen eggs", "butter"]),
    case("put a bag of rice and a loaf of bread on the grocery list", action="addItem",
         items=["a bag of rice", "a loaf of bread"]),
    case("add the milk and an apple to the shopping list", action="addItem", items=["milk", "apple"]),
    # counts written "x3" or "3x" do not hide the thing one buys: the shopping list
    case("add lemons x4 and tomatoes to the list", action="addItem", items=["lemons x4", "tomatoes"],
         listName="shopping"),
    case("תוסיפי לרשימה avocado x2, 3x yogurt", action="addItem", items=["avocado x2", "3x yogurt"]),
    # a thing said not to be needed, after the items: left out
    case("תוסיפי לרשימה חלב וביצים, לחם לא צריך", action="addItem", items=["חלב", "ביצים"]),
    case("תוסיף לקניות עגבניות ומלפפונים, לא צריך בצל", action="addItem", items=["עגבניות", "מלפפונים"]),
    case("add chips and salsa to the list, we dont need soda", action="addItem", items=["chips", "salsa"]),
    case("add pasta and sauce to the shopping list, no need for cheese", action="addItem", items=["pasta", "sauce"]),
    # asked again: the same request
    case("what's on the packing list again", action="get", listName="packing"),
    case("whats on the pharmacy list again?", action="get", listName="pharmacy"),
    case("מה יש ברשימת הקניות שוב", action="get", listName="קניות"),
]


@pytest.mark.parametrize(("message", "expect"), CASES)
def test_list_requests(message: str, expect: dict[str, Any]) -> None:
    check_list_request(plan(message), expect)


UNSURE = [
    # a detail after the list that says which one or what kind: the item as added would lose it
    "add coffee to the list, dani wants the dark roast",
    "add cereal to the shopping list, the kids like the honey kind",
    "תוסיפי קפה לרשימה, אבא מעדיף את הקלוי הכהה",
    # a thing said not to be needed that was just named: which stands, the user says
    "add milk, eggs, bread to the list, bread we dont need",
    "תוסיף לרשימה חלב, ביצים, לחם, לחם לא צריך",
    # "no sugar" after an item may describe it
    "add yogurt to the list, no sugar",
]


@pytest.mark.parametrize("message", UNSURE)
def test_unsure(message: str) -> None:
    intent = plan(message)
    assert intent is None or intent.missing or intent.confidence < 0.7, intent


@pytest.mark.parametrize("message", ["add eggs to the list, we need them for the cake",
                                     "add cheese to the list because we ran out"])
def test_a_reason_after_the_list_stays_sure(message: str) -> None:
    intent = plan(message)
    assert intent is not None and intent.action == "addItem" and intent.confidence >= 0.8, intent


@pytest.mark.parametrize(("message", "name"), [
    ("got everything on the shopping list but the bread", "shopping"),
    ("tick everything off the packing list except the charger", "packing"),
    ("קניתי את כל הדברים ברשימת הקניות חוץ מהחלב, לא היה", "קניות"),
    ("קניתי הכל מהרשימה חוץ מהדגים", "קניות"),
])
def test_everything_but_is_a_tick_whose_items_are_asked(message: str, name: str) -> None:
    intent = plan(message)
    assert intent is not None and intent.action == "toggleItem" and intent.entity == "list", intent
    assert intent.missing == ["items"] and intent.args.get("items") == [], intent
    assert intent.args.get("listName") == name, intent.args


@pytest.mark.parametrize("message", ["bought everything for the party except the cake",
                                     "delete everything on the shopping list except the eggs"])
def test_everything_but_near_misses_never_tick(message: str) -> None:
    intent = plan(message)
    assert intent is None or intent.action != "toggleItem" or intent.missing, intent
