"""List requests with a reason after the list ("..., take it off the list we're switching brands", "תמחקי את
הכפפות מהרשימה מצאתי קרטון"), an item taken "off" with no list named ("take the A3 paper off"), a report then
"tick it" ("got the silicone, tick it"), and a list named in English inside Hebrew or the other way round ("ל-list
של הסטודיו", "add X ל shopping list")."""

from __future__ import annotations

from typing import Any

import pytest

from tests.planning.reading import check_list_request
from tests.planning.test_rules_tasks_lists import plan


def case(message: str, **expect: Any) -> Any:
    return pytest.param(message, expect, id=message[:60])


CASES: list[Any] = [
    # a reason after the list a short command names: the command stands
    case("never mind the paper towels, take them off the list we're switching brands", action="deleteItem",
         items=["paper towels"]),
    case("forget the eggs, remove them from the list, we have plenty", action="deleteItem", items=["eggs"]),
    case("nvm the hummus, take it off the list i made some at home", action="deleteItem", items=["hummus"]),
    case("עזבי את הבמבה, תמחקי מהרשימה של הסופר כי הילדים לא אוכלים", action="deleteItem", items=["במבה"],
         listName="סופר"),
    case("לא צריך את הכפפות, תורידי מהרשימה מצאתי קרטון במחסן", action="deleteItem", items=["כפפות"]),
    case("we're out of foil, add it to the list because we're baking tomorrow", action="addItem", items=["foil"]),
    # a reason after the list in a plain removal: the item named, gloves being a thing one buys
    case("תמחקי את הכפפות מהרשימה מצאתי חבילה בארון", action="deleteItem", items=["כפפות"]),
    case("תורידי את המסכות מהרשימה, יש לנו בבית", action="deleteItem", items=["מסכות"]),
    # "take X off" with no list: a thing one buys comes off the shopping list; a remark after it is no item
    case("take the A3 paper off, the client changed his mind", action="deleteItem", items=["A3 paper"]),
    case("scratch the cookies off, we decided to skip dessert", action="deleteItem", items=["cookies"]),
    case("take the milk off", action="deleteItem", items=["milk"]),
    # a report, then a bare "tick it"
    case("got the silicone, tick it", action="toggleItem", items=["silicone"]),
    case("found the caulk, check it off", action="toggleItem", items=["caulk"]),
    case("קניתי את הכפפות, תסמני", action="toggleItem", items=["כפפות"]),
    # the English word "list" with a Hebrew preposition: the Hebrew list it names
    case("תוסיפי ל-list של הסטודיו toner ודיו", action="addItem", items=["toner", "דיו"], listName="סטודיו"),
    case("תוסיף ל-list של העבודה printer ink", action="addItem", items=["printer ink"], listName="עבודה"),
    case("מה יש ב-list של הסטודיו", action="get", listName="סטודיו"),
    # an English list's name after a Hebrew preposition, in either language's sentence
    case("add חלב and eggs ל-grocery list", action="addItem", items=["חלב", "eggs"], listName="groceries"),
    case("add טחינה and pita ל shopping list", action="addItem", items=["טחינה", "pita"], listName="shopping"),
    case("תוסיפי חלב ל-shopping list", action="addItem", items=["חלב"], listName="shopping"),
    case("תמחקי את החלב מה-shopping list", action="deleteItem", items=["חלב"], listName="shopping"),
    case("remove the milk מה shopping list", action="deleteItem", items=["milk"], listName="shopping"),
    case("תוסיף ל-packing list: מטען, passport", action="addItem", items=["מטען", "passport"], listName="packing"),
    # "2" for "to" before a shopping list named without "the"
    case("need olive oil & dish soap add 2 shopping list", action="addItem", items=["olive oil", "dish soap"]),
    case("add eggs 2 grocery list", action="addItem", items=["eggs"], listName="groceries"),
]


@pytest.mark.parametrize(("message", "expect"), CASES)
def test_list_requests(message: str, expect: dict[str, Any]) -> None:
    check_list_request(plan(message), expect)


UNSURE = [
    # after the list, more of the request rather than a reason: the user says
    "nvm the eggs, take them off the list, only the big ones",
    "got the sandpaper, check it off the list we found more",
    # a reason and no item
    "תמחקי מהרשימה של הסופר כי הילדים לא אוכלים",
    # "take X off" of something no list holds
    "take the kids off",
    "take the dentist off",
    "take the batteries off the remote",
]


@pytest.mark.parametrize("message", UNSURE)
def test_unsure(message: str) -> None:
    intent = plan(message)
    assert intent is None or intent.missing or intent.confidence < 0.7 or intent.capability != "database", intent


def test_a_reason_never_becomes_an_item() -> None:
    intent = plan("עזבי את הבמבה, תמחקי מהרשימה של הסופר כי הילדים לא אוכלים")
    assert intent is not None and "כי" not in intent.args.get("items", []), intent


@pytest.mark.parametrize("message", ["add 2 shopping bags", "add 2 milk"])
def test_a_count_stays_a_count(message: str) -> None:
    intent = plan(message)
    assert intent is not None and intent.args.get("items") and intent.args["items"][0].startswith("2 "), intent


def test_the_english_list_in_an_english_phrase_is_kept() -> None:
    check_list_request(plan("add milk and eggs to the shopping list"), {"action": "addItem",
                                                                          "items": ["milk", "eggs"]})
