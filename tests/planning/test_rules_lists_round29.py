"""Lists as formal writers and soldiers put them: a courtesy word before the colon that opens the items, the user's
leave between a report and its command ("..., you may cross them off"), a tick written "V" or "וי" with any verb
("תסמני V", "תעשה וי", "תשים וי"), a request put as "I would ask to add ..." ("אבקש להוסיף ..."), and a second
request after a purchase report, which is asked about rather than dropped.

The clock is Sunday 22 November 2026, 09:00 in Asia/Jerusalem.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.planning.reading import case, check_list, not_acted, plan


# -- a courtesy word before the colon ------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "expect"), [
    case("לרשימת האריזה לאילת תוסיף בבקשה: charger לטלפון, משקפי קריאה וכובע", op="addItem", list="אריזה לאילת",
         items=["charger לטלפון", "משקפי קריאה", "כובע"]),
    case("רשימת קניות, תוסיפי בבקשה: חלב, ביצים", op="addItem", list="קניות", items=["חלב", "ביצים"]),
    case("תוסיף לרשימת הקניות, בבקשה: חלב, לחם", op="addItem", list="קניות", items=["חלב", "לחם"]),
    case("ברשימת הקניות תסמני בבקשה: חלב, ביצים", op="toggleItem", list="קניות", items=["חלב", "ביצים"]),
    case("מרשימת הקניות תמחקי בבקשה: חלב, ביצים", op="deleteItem", list="קניות", items=["חלב", "ביצים"]),
    case("Shopping list, add please: milk, eggs", op="addItem", list="shopping", items=["milk", "eggs"]),
    case("To the packing list add please: sunscreen, hat", op="addItem", list="packing", items=["sunscreen", "hat"]),
])
def test_courtesy_before_the_colon_is_no_item(text: str, expect: dict[str, Any]) -> None:
    check_list(plan(text), expect)


def test_near_miss_courtesy_before_the_colon_with_nothing_after_asks() -> None:
    not_acted("לרשימת הקניות תוסיף בבקשה: מה שחסר")


# -- the user's leave between the report and its command -----------------------------------------------------------
@pytest.mark.parametrize(("text", "expect"), [
    case("I bought the birthday candles yesterday afternoon, you may cross them off the list.", op="toggleItem",
         items=["birthday candles"]),
    case("I bought the birthday candles yesterday afternoon, you can cross them off the list", op="toggleItem",
         items=["birthday candles"]),
    case("I got the milk yesterday, you may remove it from the list", op="deleteItem", items=["milk"]),
    case("We bought the napkins on Friday, you can check them off", op="toggleItem", items=["napkins"]),
    case("I bought the batteries this morning, you may now tick them off", op="toggleItem", items=["batteries"]),
    case("I've packed the charger, you can go ahead and cross it off the packing list", op="toggleItem",
         list="packing", items=["charger"]),
])
def test_leave_before_the_command(text: str, expect: dict[str, Any]) -> None:
    check_list(plan(text), expect)


@pytest.mark.parametrize("text", [
    "We got the milk, you may delete the shopping list",  # a second request: the tick alone would drop it
    "We got the milk, you can delete the shopping list",
])
def test_near_miss_report_then_another_request_asks(text: str) -> None:
    not_acted(text)


def test_near_miss_report_then_plain_command_stays() -> None:
    check_list(plan("I bought the milk, remove it"), {"op": "deleteItem", "items": ["milk"]})


# -- a tick written "V" or "וי", with any verb -------------------------------------------------------------------
@pytest.mark.parametrize(("text", "expect"), [
    case("הבאתי את ה-charger, תסמני V", op="toggleItem", items=["charger"]),
    case("הבאתי את המטען, תסמני V", op="toggleItem", items=["מטען"]),
    case("ארזתי את המטען, תעשה וי", op="toggleItem", items=["מטען"]),
    case("קניתי חלב, תעשי V", op="toggleItem", list="קניות", items=["חלב"]),
    case("קניתי חלב, תשים וי", op="toggleItem", list="קניות", items=["חלב"]),
    case("לקחתי את הפנס, סמן V", op="toggleItem", items=["פנס"]),
    case("לקחתי את הטונה, שים וי ברשימה", op="toggleItem", items=["טונה"]),
    case("תסמני V על החלב ברשימת הקניות", op="toggleItem", list="קניות", items=["חלב"]),
])
def test_tick_written_as_v(text: str, expect: dict[str, Any]) -> None:
    check_list(plan(text), expect)


@pytest.mark.parametrize(("text", "expect"), [
    case("נגמר החלב, תשים לרשימה", op="addItem", list="קניות", items=["חלב"]),
    case("נגמר החלב, תשים אותו ברשימה וגם ביצים", op="addItem", list="קניות", items=["חלב", "ביצים"]),
    case("תשים חלב ברשימה", op="addItem", items=["חלב"]),
])
def test_near_miss_put_without_a_tick_still_adds(text: str, expect: dict[str, Any]) -> None:
    check_list(plan(text), expect)


# -- "I would ask to add ..." ---------------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "expect"), [
    case("אבקש להוסיף לרשימת הקניות חלב ולחם", op="addItem", list="קניות", items=["חלב", "לחם"]),
    case("הייתי מבקשת שתוסיף לרשימת הקניות חלב ולחם", op="addItem", list="קניות", items=["חלב", "לחם"]),
    case("ברצוני להוסיף לרשימת הקניות חלב", op="addItem", list="קניות", items=["חלב"]),
    case("הייתי מבקש ממך בבקשה להוסיף לרשימת הקניות חלב", op="addItem", list="קניות", items=["חלב"]),
    case("אבקש ממך למחוק מרשימת הקניות את החלב", op="deleteItem", list="קניות", items=["חלב"]),
    case("Please be so kind as to add milk and bread to my shopping list. Thank you very much.", op="addItem",
         list="shopping", items=["milk", "bread"]),
])
def test_formal_request_to_add(text: str, expect: dict[str, Any]) -> None:
    check_list(plan(text), expect)


@pytest.mark.parametrize(("text", "expect"), [
    case("חלב ולחם לרשימת הקניות", op="addItem", list="קניות", items=["חלב", "לחם"]),
    case("אמא ביקשה להוסיף לרשימת הקניות חלב", op="addItem", list="קניות", items=["חלב"]),
])
def test_near_miss_items_before_the_list_stay(text: str, expect: dict[str, Any]) -> None:
    check_list(plan(text), expect)
