"""The list grammars on more of the ways people write list requests.

* a request after a dash or a colon where items would be ("the packing list for eilat - show me"): never an
  item; the list named first, then "show me", shows it;
* an emoji beside an item ("dish soap ✔️"): no part of it;
* "the" stays on titles and people ("the lion king" on a movies list, "the shapiros" on a guest list), and is
  dropped before things one buys;
* the list named first as a heading, then the add verb ("shopping list add: ...", "רשימת קניות תוסיפי: ...");
* "start a packing list for eilat: ...": what the list is for, then its items;
* "בסוף קניתי ...", "eventually bought ...": a purchase report;
* "אילו lists יש לי": all the lists, in mixed languages;
* a misspelt pharmacy ("pharmcy") is the pharmacy list.

The clock is Sunday 22 November 2026, 09:00 in Asia/Jerusalem, as in the evaluation kit.
"""

from __future__ import annotations

from typing import Any

import pytest

from memo.planning.rules.lists import list_name
from memo.planning.rules.lists_lexicon import titles_or_people
from memo.planning.rules.lists_words import split_items
from tests.planning.reading import acted, case, plan
from tests.planning.reading import check_list as check

CASES = [
    # the list named first, then a request to see it
    case("grocery list - send it pls", op="get", list="groceries"),
    case("the camping list for the golan - show me", op="get", list="camping"),
    case("רשימת הקניות - תראי לי", op="get", list="קניות"),
    case("רשימת הציוד לטיול, תשלחי לי אותה", op="get", list="ציוד לטיול"),
    # an emoji beside an item
    case("got the eggs 🥚 and the milk 🥛", op="toggleItem", list="shopping", items=["eggs", "milk"]),
    case("קניתי חלב 👍 וגם לחם", op="toggleItem", list="קניות", items=["חלב", "לחם"]),
    case("add 🍌 bananas to the shopping list", op="addItem", list="shopping", items=["bananas"]),
    # "the" on titles and people
    case("add the godfather and the matrix to my movies list", op="addItem", list="movies",
         items=["the godfather", "the matrix"]),
    case("new list wedding guests: the cohens, aunt rina, the levys", op="create", list="wedding guests",
         items=["the cohens", "aunt rina", "the levys"]),
    case("תוסיף לרשימת הספרים את the hobbit", op="addItem", list="ספרים", items=["the hobbit"]),
    case("remove the cohens from the guest list", op="deleteItem", list="guest", items=["the cohens"]),
    # ... and dropped before things one buys
    case("add the milk and the eggs to the shopping list", op="addItem", list="shopping", items=["milk", "eggs"]),
    case("the shopping list: the milk, the bread", op="addItem", list="shopping", items=["milk", "bread"]),
    # the list as a heading, then the add verb
    case("grocery list, add eggs and butter", op="addItem", list="groceries", items=["eggs", "butter"]),
    case("the hardware list add: screws, wood glue", op="addItem", list="hardware", items=["screws", "wood glue"]),
    case("the packing list for eilat - add sunscreen", op="addItem", list="packing", items=["sunscreen"]),
    case("רשימת קניות תוסיפי: חלב, ביצים", op="addItem", list="קניות", items=["חלב", "ביצים"]),
    case("רשימת ציוד לטיול תוסיפי פנס ומימייה", op="addItem", list="ציוד לטיול", items=["פנס", "מימייה"]),
    # a new list for something, with its items
    case("open a grocery list for shabbat: challah, wine, grape juice", op="create", list="groceries",
         items=["challah", "wine", "grape juice"]),
    case("make a camping list for the golan: tent, flashlight", op="create", list="camping",
         items=["tent", "flashlight"]),
    # "in the end I bought"
    case("בסוף לקחתי את הפסטה, תסמני", op="toggleItem", list="קניות", items=["פסטה"]),
    case("בסוף קניתי את ה paper towels, תסמני ברשימה", op="toggleItem", list="קניות", items=["paper towels"]),
    case("eventually bought the detergent", op="toggleItem", list="shopping", items=["detergent"]),
    # all the lists, in mixed languages
    case("איזה lists יש לי", op="getAll"),
    case("אילו lists פתוחות אצלי", op="getAll"),
    # a misspelt pharmacy, items the lexicon knows in the singular
    case("add advil and vitamin c to the pharamcy list", op="addItem", list="pharmacy", items=["advil", "vitamin c"]),
]


@pytest.mark.parametrize(("message", "expect"), CASES)
def test_list_message_is_understood(message: str, expect: dict[str, Any]) -> None:
    check(plan(message), expect)


@pytest.mark.parametrize("text", [
    # a request among the items: never an item, and not acted on as an add
    "the party list: chips, show me",
    "add milk, eggs, show me the list",
    "packing list - delete it pls",
])
def test_a_request_is_never_an_item(text: str) -> None:
    intent = plan(text)
    assert not (acted(intent) and intent is not None and intent.args.get("operation") == "addItem"), intent


@pytest.mark.parametrize("text", [
    # not a list named first: nothing to show
    "milk - show me",
    "the meeting - show me",
])
def test_near_misses_are_not_shown_as_a_list(text: str) -> None:
    intent = plan(text)
    assert not (acted(intent) and intent is not None and intent.entity == "list"), intent


@pytest.mark.parametrize(("name", "titled"), [
    ("movies", True), ("bar mitzvah guests", True), ("סרטים", True), ("ספרים לקרוא", True),
    ("shopping", False), ("קניות", False), ("hardware", False),
])
def test_lists_of_titles_or_people(name: str, titled: bool) -> None:
    assert titles_or_people(name) is titled


def test_the_article_stays_only_where_asked() -> None:
    assert split_items("the lion king, the milk", keep_the=True) == ["the lion king", "milk"]
    assert split_items("the lion king, the milk") == ["lion king", "milk"]


@pytest.mark.parametrize(("raw", "name"), [("pharmcy", "pharmacy"), ("farmacy", "pharmacy"), ("pharmacy", "pharmacy"),
                                           ("farm", "farm")])
def test_a_misspelt_pharmacy(raw: str, name: str) -> None:
    assert list_name(raw) == name
