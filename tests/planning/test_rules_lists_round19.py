"""List requests of busy parents, students and small business owners: things someone else bought or brought
("the supplier brought the faucets", "בעלי כבר קנה את הלחם"), brand-name groceries and renovation supplies
taken off or ticked on the list."""

from __future__ import annotations

from typing import Any

import pytest

from tests.planning.reading import check_list_request
from tests.planning.test_rules_tasks_lists import plan


def case(message: str, **expect: Any) -> Any:
    return pytest.param(message, expect, id=message[:60])


CASES: list[Any] = [
    # someone else bought or brought the things: a tick, as the user's own purchase report is
    case("my husband already bought the eggs", action="toggleItem", items=["eggs"]),
    case("the delivery guy dropped off the paper towels and the detergent", action="toggleItem",
         items=["paper towels", "detergent"]),
    case("my wife picked up the diapers on her way home", action="toggleItem", items=["diapers"]),
    case("אבא קנה היום את החלב והביצים", action="toggleItem", items=["חלב", "ביצים"]),
    case("השליח כבר הביא את הטונר ואת הדיו", action="toggleItem", items=["טונר", "דיו"]),
    case("הקבלן הביא הבוקר את האריחים והמלט", action="toggleItem", items=["אריחים", "מלט"]),
    case("the plumber brought the faucets today", action="toggleItem", items=["faucets"]),
    # brand-name groceries and renovation supplies are things one buys: on the shopping list
    case("take oreos off the list the kids are sick of them", action="deleteItem", listName="shopping",
         items=["oreos"]),
    case("cross off the pringles", action="toggleItem", listName="shopping", items=["pringles"]),
    case("תורידי את הדוריטוס מהרשימה", action="deleteItem", items=["דוריטוס"]),
    case("add grout and two tubes of caulk to the list", action="addItem", listName="shopping"),
    case("תוסיף לרשימה צינורות וברגים", action="addItem", items=["צינורות", "ברגים"]),
    # "lmk" around a question, "b4 i forget" before the request: no part of it
    case("lmk what's on the grocery list", action="get", listName="groceries"),
    case("whats on the packing list lmk", action="get", listName="packing"),
    case("b4 i forget put wipes on the shopping list", action="addItem", listName="shopping", items=["wipes"]),
    case("לפני שאני שוכח, תוסיף קפה לרשימת קניות", action="addItem", listName="קניות", items=["קפה"]),
    # an item put back on the list: "back" is no part of it, the Hebrew "return" adds where a list is named
    case("put the hummus back on the shopping list", action="addItem", listName="shopping", items=["hummus"]),
    case("add cereal back onto the grocery list", action="addItem", listName="groceries", items=["cereal"]),
    case("תחזירי את הגבינה לרשימת הקניות", action="addItem", items=["גבינה"]),
    case("תחזיר במבה לרשימה", action="addItem", items=["במבה"]),
]


@pytest.mark.parametrize(("message", "expect"), CASES)
def test_list_requests(message: str, expect: dict[str, Any]) -> None:
    check_list_request(plan(message), expect)


# Near misses: news about someone else, not a tick of the list.
NOT_A_TICK = [
    "the kids brought cookies from school",  # from somewhere, not bought
    "mom bought me a charger",  # a gift to the user
    "the supplier delivered the wrong tiles",  # not as it should be
    "the supplier brought the faucets but not the pipes",
    "הספק הביא את הברזים הלא נכונים",
    "הספק הביא רק חצי מהאריחים",
    "הטכנאי לא הביא את הברזים",  # not brought at all
    "הילדים הביאו עוגיות מהגן",
    "my son bought chocolate with his allowance",
    "the kids grabbed the cookies",  # grabbing, by someone else, is not buying
    "dana picked up the kids",  # not a thing one buys
    "did dana buy the milk",  # a question
    "mom bought milk tomorrow",  # a time that is not when it was bought
]

# Near misses of the other patterns: returning a thing to a shop or a shelf, "lmk" before no question, and
# a to-do said in the words of one, which is no grocery whatever it names last.
NOT_A_LIST_ACTION = [
    "תחזיר את החלב לסופר",
    "put the yogurt back in the fridge",
    "lmk if u need anything from the store",
]
ASKS_WHICH_LIST = [
    "need to replace the batteries, add it to the list",
    "gotta fix the faucet, put it on my list",
    "have to change the lightbulbs, put that on the list",
]


@pytest.mark.parametrize("message", NOT_A_LIST_ACTION)
def test_not_a_list_action(message: str) -> None:
    intent = plan(message)
    assert intent is None or intent.entity != "list" or intent.missing or intent.confidence < 0.8, \
        (intent.action, intent.args)


@pytest.mark.parametrize("message", ASKS_WHICH_LIST)
def test_an_errand_is_not_put_on_the_shopping_list(message: str) -> None:
    intent = plan(message)
    assert intent is None or intent.missing or intent.confidence < 0.8 or intent.args.get("listName") != "shopping", \
        (intent.action, intent.args)


@pytest.mark.parametrize("message", NOT_A_TICK)
def test_not_a_tick(message: str) -> None:
    intent = plan(message)
    assert intent is None or intent.entity != "list" or intent.action != "toggleItem" or intent.missing \
        or intent.confidence < 0.8, (intent.action, intent.args)
