"""The list grammars on more of the ways people write list requests.

* a list named by its kind and what it is for, straight before the items ("לרשימת הציוד לקמפינג אוהל",
  "add to the camping gear list a flashlight", "the packing list for the trip sunscreen"); a relative day
  there is no part of the name;
* a purchase report, then "mark it" ("קניתי כבר את המטרנה תסמני", "took the diapers already mark it"), with
  more of the things people buy known (baby, deli, packing plurals);
* all the lists asked for in either language or both ("show me כל הרשימות שלי");
* "show me what's on the list", "תגידי לי מה כתוב ברשימה": the question after the verb;
* a tick taken back ("uncheck the milk", "תבטלי את הסימון של החלב"), and "delete the checked items" (asked);
* a reason after the list or after the items ("add cheese to the list because we ran out", "תורידי מהרשימה
  את הגבינה יש לנו"), and "ו" before a quantity ("ו6 ביצים").

The clock is Sunday 22 November 2026, 09:00 in Asia/Jerusalem, as in the evaluation kit.
"""

from __future__ import annotations

from typing import Any

import pytest

from memo.planning.rules.lists_words import split_items
from tests.planning.reading import acted, case, plan
from tests.planning.reading import check_list as check

CASES = [
    # a list's kind and what it is for, then the items
    case("תכניסי לרשימת הציוד לקמפינג אוהל ומזרן", op="addItem", list="ציוד לקמפינג", items=["אוהל", "מזרן"]),
    case("תוסיף לרשימת המתנות לחנוכה סביבון וספר", op="addItem", list="מתנות לחנוכה", items=["סביבון", "ספר"]),
    case("תוסיף לרשימת הציוד לים כובע, קרם הגנה ומגבת", op="addItem", list="ציוד לים",
         items=["כובע", "קרם הגנה", "מגבת"]),
    case("תוסיף לרשימה של הציוד לטיול פנס ושק שינה", op="addItem", list="ציוד לטיול", items=["פנס", "שק שינה"]),
    case("תוסיף לרשימת הקניות לשבוע הבא אורז", op="addItem", list="קניות", items=["אורז"]),
    case("תוסיף לרשימת הקניות של השבוע חלב", op="addItem", list="קניות", items=["חלב"]),
    case("תוסיף לרשימת הקניות לחם, חלב וביצים", op="addItem", list="קניות", items=["לחם", "חלב", "ביצים"]),
    case("תסמני ברשימת הציוד לטיול את האוהל", op="toggleItem", list="ציוד לטיול", items=["אוהל"]),
    case("add to the camping gear list a flashlight, sleeping bag and stove", op="addItem", list="camping gear",
         items=["flashlight", "sleeping bag", "stove"]),
    case("put on the beach trip list towels, sunscreen and hats", op="addItem", list="beach trip",
         items=["towels", "sunscreen", "hats"]),
    case("add to the packing list for the trip sunscreen and towels", op="addItem", list="packing",
         items=["sunscreen", "towels"]),
    case("add to the bbq list for saturday burgers and buns", op="addItem", list="bbq", items=["burgers", "buns"]),
    case("remove from the camping gear list the stove", op="deleteItem", list="camping gear", items=["stove"]),
    # a purchase report, then "mark it"
    case("קניתי כבר את המטרנה תסמני", op="toggleItem", list="קניות", items=["מטרנה"]),
    case("הבאתי כבר את הפסטרמה תסמני", op="toggleItem", list="קניות", items=["פסטרמה"]),
    case("ארזתי את המטענים תסמני", op="toggleItem", list="ציוד", items=["מטענים"]),
    case("took the diapers already mark it", op="toggleItem", list="shopping", items=["diapers"]),
    case("bought the formula mark it", op="toggleItem", list="shopping", items=["formula"]),
    case("got the nappies, tick em", op="toggleItem", list="shopping", items=["nappies"]),
    # what is on a list, asked after a verb
    case("show me what's on the shopping list", op="get", list="shopping"),
    case("can you tell me what is on the packing list", op="get", list="packing"),
    case("תגידי לי מה כתוב ברשימת הקניות", op="get", list="קניות"),
    # a tick taken back
    case("uncheck the milk", op="toggleItem", list="shopping", items=["milk"]),
    case("untick eggs on the shopping list", op="toggleItem", list="shopping", items=["eggs"]),
    case("תבטלי את הסימון של החלב", op="toggleItem", list="קניות", items=["חלב"]),
    case("תבטל את הסימון על הביצים ברשימת הקניות", op="toggleItem", list="קניות", items=["ביצים"]),
    # the checked items: which ones, the user says
    case("delete checked items", op="deleteItem", missing=["items", "listName"]),
    case("תמחקי את כל מה שסימנתי", op="deleteItem", missing=["items", "listName"]),
    # a reason after the list, or after the items
    case("add cheese to the list because we ran out", op="addItem", list="shopping", items=["cheese"]),
    case("תוסיפי גבינה לרשימה כי נגמר", op="addItem", list="קניות", items=["גבינה"]),
    case("תורידי מהרשימה את הגבינה יש לנו", op="deleteItem", list="קניות", items=["גבינה"]),
    case("remove from the shopping list the eggs we have plenty", op="deleteItem", list="shopping", items=["eggs"]),
    # every form of the verb, a colon after a place, "ו" before a quantity
    case("תמחוק את הגבינה מהרשימה", op="deleteItem", list="קניות", items=["גבינה"]),
    case("רשום לסופר: במבה ביסלי ושוקו", op="addItem", items=["במבה", "ביסלי", "שוקו"]),
    case("תכניס לי לקניות 2 קרטוני חלב ו6 ביצים", op="addItem", list="קניות", items=["2 קרטוני חלב", "6 ביצים"]),
]


@pytest.mark.parametrize(("message", "expect"), CASES)
def test_list_message_is_understood(message: str, expect: dict[str, Any]) -> None:
    check(plan(message), expect)


@pytest.mark.parametrize("text", [
    "show me כל הרשימות שלי",
    "show me all הרשימות",
    "תשלחי לי את כל הרשימות שלי",
    "אני רוצה לראות את כל הרשימות",
    "i want to see all my lists",
    "תראי את הlists שלי",
])
def test_all_lists_in_either_language(text: str) -> None:
    intent = plan(text)
    assert acted(intent) and intent is not None and intent.entity == "list", intent
    assert intent.args.get("operation") == "getAll", intent


@pytest.mark.parametrize("text", [
    "תשלחי לי את כל הרשימות לדנה",  # to someone else: not a reading of the lists
    "show me all my tasks",
    "אני רוצה לראות את כל המשימות",
])
def test_not_all_lists(text: str) -> None:
    intent = plan(text)
    assert intent is None or intent.entity != "list" or intent.args.get("operation") != "getAll", intent


@pytest.mark.parametrize("text", [
    # where the list's name ends is not known: asked
    "תוסיף לרשימת הציוד לדן פנס",
    "תוסיף לרשימת המתנות לדנה ספר",
    # a person the thing is for, or that person's list
    "add cheese to the list for my mom",
    # two lists, a clock time, a day with no list named
    "add eggs to my list and my wife's list",
    "הוסף חלב לרשימת הקניות בשעה 5",
    "put on the list for the weekend eggs",
    # a tick taken back on what is no list item
    "uncheck the meeting",
    # errands and pick-ups reported done: never a list's tick
    "לקחתי כבר את הילדים תסמן",
    "took the kids to school mark it",
])
def test_near_misses_are_not_acted_on_as_a_list(text: str) -> None:
    intent = plan(text)
    assert not (acted(intent) and intent is not None and intent.entity == "list"), intent


def test_a_day_is_no_part_of_the_list_name() -> None:
    intent = plan("תוסיף לרשימת הקניות למחר חלב וביצים")
    assert intent is not None and intent.args.get("listName") == "קניות", intent
    assert intent.args.get("items") == ["חלב", "ביצים"], intent


@pytest.mark.parametrize(("raw", "items"), [
    ("2 קרטוני חלב ו6 ביצים", ["2 קרטוני חלב", "6 ביצים"]),
    ("קילו עגבניות ו-2 מלפפונים", ["קילו עגבניות", "2 מלפפונים"]),
])
def test_and_before_a_quantity(raw: str, items: list[str]) -> None:
    assert split_items(raw) == items
