"""The list grammars on more of the ways people write list requests.

* "n", "'n'", "&" and "+" between items mean "and"; a product whose name holds an "and" ("mac n cheese")
  stays whole; a mistyped "shoping"/"grocerys" list is the shopping/groceries list;
* a verb in one language and the list in the other ("add לרשימת סופר: ...", "תוסיף milk to the list");
* a cry of joy and a found/bought report before a bare tick command ("יש! מצאתי ... תסמן");
* slang for adding ("throw/chuck/toss/pop X on the list", "תזרוק/תדחפי X לרשימה"), only with a list named;
  pet food and the like are things one buys;
* "nvm", "actually", "בעצם", "עזוב" before a list request: the request is what counts;
* a correction inside the items ("the bread not the milk"): asked, never acted on as read.

The clock is Sunday 22 November 2026, 09:00 in Asia/Jerusalem, as in the evaluation kit.
"""

from __future__ import annotations

from typing import Any

import pytest

from memo.planning.rules.lists_words import split_items
from tests.planning.reading import case
from tests.planning.reading import check_list as check
from tests.planning.reading import intent_of as plan

CASES = [
    # "n", "'n'", "&", "+" as "and"; a mistyped shopping list is still the shopping list
    case("pls chuck eggs n bread on the shopping list", op="addItem", list="shopping", items=["eggs", "bread"]),
    case("add coconut milk n paper towels to the shopin list", op="addItem", list="shopping",
         items=["coconut milk", "paper towels"]),
    case("put bread 'n' butter on the grocerys list", op="addItem", list="groceries", items=["bread", "butter"]),
    case("add tortillas + salsa + cheddar to the grocery list", op="addItem", list="groceries",
         items=["tortillas", "salsa", "cheddar"]),
    case("add eggs & bacon to the shopping list", op="addItem", list="shopping", items=["eggs", "bacon"]),
    # ...but "and" inside a product's name stays
    case("add mac n cheese and eggs to the shopping list", op="addItem", list="shopping",
         items=["mac n cheese", "eggs"]),
    case("add fish & chips, salt and vinegar crisps to the shopping list", op="addItem", list="shopping",
         items=["fish & chips", "salt and vinegar crisps"]),
    # a verb in one language, the list in the other
    case("add לרשימת קניות: ביצים, שמנת and dish soap", op="addItem", list="קניות",
         items=["ביצים", "שמנת", "dish soap"]),
    case("add לרשימת הציוד: אוהל, פנס", op="addItem", list="ציוד", items=["אוהל", "פנס"]),
    case("add לרשימת קניות חלב וביצים", op="addItem", list="קניות", items=["חלב", "ביצים"]),
    case("put לרשימה שמפו ומרכך", op="addItem", list="קניות", items=["שמפו", "מרכך"]),
    case("תוסיף tortillas and salsa to the shopping list", op="addItem", list="shopping",
         items=["tortillas", "salsa"]),
    case("תרשמי paper towels לרשימת הקניות", op="addItem", list="קניות", items=["paper towels"]),
    # a cry of joy, a found/bought report, then a bare tick command
    case("סוף סוף מצאתי שמרים תסמני", op="toggleItem", list="קניות", items=["שמרים"]),
    case("יש!! השגתי סוף סוף את הטחינה הגולמית תסמן", op="toggleItem", list="קניות", items=["טחינה גולמית"]),
    case("yay! finally found the almond flour, check it off", op="toggleItem", list="shopping",
         items=["almond flour"]),
    case("woohoo got the diapers tick em", op="toggleItem", list="shopping", items=["diapers"]),
    # slang for adding, with a list named; pet food is a thing one buys
    case("תדחפי מזון לכלבים וחול לחתולים לרשימה", op="addItem", list="קניות", items=["מזון לכלבים", "חול לחתולים"]),
    case("תזרקי לרשימה אוכל לדגים", op="addItem", list="קניות", items=["אוכל לדגים"]),
    case("throw dog food and kitty litter on the list", op="addItem", list="shopping",
         items=["dog food", "kitty litter"]),
    case("toss bread on the shopping list", op="addItem", list="shopping", items=["bread"]),
    case("pop some cat treats on the list", op="addItem", list="shopping", items=["cat treats"]),
    case("נגמר הקפה תזרוק לרשימה", op="addItem", list="קניות", items=["קפה"]),
    # "nvm" / "actually" / "בעצם" / "עזוב" before a list request
    case("nvm, remove the paprika", op="deleteItem", list="shopping", items=["paprika"]),
    case("actually scratch the bananas", op="deleteItem", list="shopping", items=["bananas"]),
    case("בעצם תורידי את הבננות", op="deleteItem", list="קניות", items=["בננות"]),
    case("עזוב, תמחק את הקפה", op="deleteItem", list="קניות", items=["קפה"]),
    case("never mind add the yogurt to the list", op="addItem", list="shopping", items=["yogurt"]),
    case("wait add eggs too", op="addItem", list="shopping", items=["eggs"]),
    # a correction inside the items: which ones, the user says
    case("oops tick off the bread not the milk", op="toggleItem", missing=["items"]),
    case("תסמני את הלחם לא את החלב", op="toggleItem", missing=["items"]),
]


@pytest.mark.parametrize(("message", "expect"), CASES)
def test_list_message_is_understood(message: str, expect: dict[str, Any]) -> None:
    check(plan(message), expect)


@pytest.mark.parametrize(("raw", "items"), [
    ("oat milk n batteries", ["oat milk", "batteries"]),
    ("m&m's and gum", ["m&m's", "gum"]),
    ("half and half n coffee", ["half and half", "coffee"]),
    ("salt n pepper", ["salt", "pepper"]),
])
def test_and_written_short(raw: str, items: list[str]) -> None:
    assert split_items(raw) == items


@pytest.mark.parametrize("text", [
    # throwing away, or tidying: no list named, so no item added
    "throw away the milk",
    "תזרוק את החלב",
    "תזרוק את הזבל",
    "put away the groceries",
    "the milk went bad throw it out",
    "החלב התקלקל תזרוק אותו",
    "pop the eggs",
    "stick a note on the fridge",
    "throw a party on friday",
    # a take-back word before no list request
    "sorry delete the meeting",
    "בעצם תמחק את הפגישה",
    "יש! מצאתי את הטלפון",
])
def test_near_misses_add_or_change_no_item(text: str) -> None:
    intent = plan(text)
    assert intent is None or intent.entity != "list" or intent.args.get("operation") not in (
        "addItem", "deleteItem", "toggleItem") or intent.missing, intent


def test_a_verb_is_never_an_item() -> None:
    intent = plan("add לרשימת קניות חלב")
    assert intent is not None and intent.args.get("items") == ["חלב"], intent
    assert intent.args.get("listName") == "קניות", intent
