"""The list grammars on requests wrapped in what people say around them.

* sandwiches and the like are things of their own beside a construct ("בקבוק מים כריכים");
* an add with nothing to add but "also" ("תוסיפי גם לרשימה של הטיול"): a question, never "גם" as an item;
* a need, then "put them on the list" ("we need wine and candles, put them on the list"), with what it is for said
  first ("for erev shabbat we need ..."): the clause names the items, never "them";
* where the user is, said first and joined by "and" ("אני בסופר ולקחתי ...", "עברתי בסופר קניתי ..."), and where
  it was bought said after the verb ("הבאתי מהשוק את ...") or with its street ("from the bakery on herzl");
* a heading ("עדכון קטן:") and a request passed on from someone else ("my wife said add ...", "אשתי ביקשה
  שאוסיף ...");
* the need for a list said before the request to make it; a reason, then "so" and the request to delete a list.

The clock is Sunday 22 November 2026, 09:00 in Asia/Jerusalem, as in the evaluation kit.
"""

from __future__ import annotations

from typing import Any

import pytest

from memo.planning.rules.lists_words import split_items
from tests.planning.reading import acted, case, plan
from tests.planning.reading import check_list as check

CASES = [
    # nothing to add but "also": ask what
    case("תוסיף גם לרשימת הציוד", op="addItem", list="ציוד", items=[], missing=["items"]),
    case("add also to the camping list", op="addItem", list="camping", items=[], missing=["items"]),
    # a need, then "put them on the list"
    case("we need bread eggs and hummus, put them on the shopping list", op="addItem", list="shopping",
         items=["bread", "eggs", "hummus"]),
    case("for the bbq we need napkins and pitas, add them to the shopping list", op="addItem", list="shopping"),
    case("לארוחת שישי צריך יין וחלות, תוסיפי אותם לרשימה", op="addItem", list="קניות", items=["יין", "חלות"]),
    # where the user is, said first
    case("עברנו בשוק קנינו כבר את התפוחים והבננות", op="toggleItem", list="קניות", items=["תפוחים", "בננות"]),
    case("אני במכולת ולקחתי את הלחם", op="toggleItem", list="קניות", items=["לחם"]),
    case("i'm at the supermarket and just grabbed the pasta", op="toggleItem", list="shopping", items=["pasta"]),
    # where it was bought, after the verb or with its street
    case("הבאתי מהסופר את הקפה ואת הסוכר", op="toggleItem", list="קניות", items=["קפה", "סוכר"]),
    case("bought the bagels at the deli on ben yehuda, check them off", op="toggleItem", list="shopping",
         items=["bagels"]),
    # a heading, and a request passed on
    case("עדכון: תסמני את הביצים ברשימה", op="toggleItem", list="קניות", items=["ביצים"]),
    case("quick update - take the chips off the shopping list", op="deleteItem", list="shopping", items=["chips"]),
    case("my husband said add coffee and sugar to the shopping list", op="addItem", list="shopping",
         items=["coffee", "sugar"]),
    case("the kids asked me to put cereal on the shopping list", op="addItem", list="shopping", items=["cereal"]),
    case("בעלי ביקש שאוסיף לרשימת הקניות קפה וסוכר", op="addItem", list="קניות", items=["קפה", "סוכר"]),
    case("אמא ביקשה ממני להוסיף חלב לרשימת הקניות", op="addItem", list="קניות", items=["חלב"]),
    # the need for a list first, then the request to make it
    case("i want a list for the party, create a list called party with chips and cups", op="create", list="party",
         items=["chips", "cups"]),
    case("אני צריכה רשימה לחתונה, תפתחי רשימה בשם חתונה", op="create", list="חתונה"),
    # a reason, then "so" and the request to delete a list
    case("the wedding is over so delete the wedding list", op="delete", list="wedding", approval=True),
    case("חזרנו מהטיול אז את רשימת הציוד אפשר למחוק", op="delete", list="ציוד", approval=True),
]


@pytest.mark.parametrize(("message", "expect"), CASES)
def test_list_message_is_understood(message: str, expect: dict[str, Any]) -> None:
    check(plan(message), expect)


def test_sandwiches_are_an_item_of_their_own() -> None:
    assert split_items("כובע בקבוק מים כריכים") == ["כובע", "בקבוק מים", "כריכים"]
    assert split_items("שמן זית סנדוויצ'ים") == ["שמן זית", "סנדוויצ'ים"]


@pytest.mark.parametrize("text", [
    # someone said something, but no list request follows
    "my boss said add a slide about sales",
    "dani said he wants the meeting moved",
    # a place said first, then what is no product
    "אני בגן ולקחתי את הילדים",
    "i'm at the school and picked up the kids",
])
def test_near_misses_are_not_list_actions(text: str) -> None:
    intent = plan(text)
    assert not (acted(intent) and intent is not None and intent.entity == "list"), intent


def test_them_is_never_an_item() -> None:
    intent = plan("we need wine and candles, put them on the list")
    assert intent is None or "them" not in (intent.args.get("items") or []), intent
