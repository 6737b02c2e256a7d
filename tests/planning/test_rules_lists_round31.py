"""Lists as busy parents and travellers who think while they type put them: the add verb said last after a heading
and an emoji ("shopping list: ketchup, candles 🎂 add pls"), a thing got or bought that the lexicon does not know
("got the shin guards ⚽ tick them off"), a packed thing ticked on the packing list ("ארזתי את הקרם הגנה, תסמני"),
"in the end" after the item ("קניתי את הכובע בסוף"), where the user is before asking to see a list ("אני בסופר, מה
יש ב-shopping list?"), and a reason, a remark or a correction after a request to add ("..., apparently Eilat gets
cold at night", "..., no wait, oat milk, and eggs. we land at midnight").

The clock is Sunday 22 November 2026, 09:00 in Asia/Jerusalem.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.planning.reading import case, check_list, not_acted, not_taken_as, plan


# -- the add verb said last, after the items a heading opened ------------------------------------------------------
@pytest.mark.parametrize(("text", "expect"), [
    case("shopping list: ketchup, AA batteries, birthday candles 🎂 add pls", op="addItem", list="shopping",
         items=["ketchup", "AA batteries", "birthday candles"]),
    case("shopping list: ketchup, AA batteries, birthday candles add pls", op="addItem", list="shopping",
         items=["ketchup", "AA batteries", "birthday candles"]),
    case("packing list: sunscreen, hat 🧢 add them please", op="addItem", list="packing", items=["sunscreen", "hat"]),
    case("רשימת קניות: חלב, ביצים 🥚 תוסיפי בבקשה", op="addItem", list="קניות", items=["חלב", "ביצים"]),
    case("רשימת קניות: חלב, ביצים, תוסיף", op="addItem", list="קניות", items=["חלב", "ביצים"]),
])
def test_add_verb_said_last(text: str, expect: dict[str, Any]) -> None:
    check_list(plan(text), expect)


@pytest.mark.parametrize(("text", "expect"), [
    case("shopping list: milk, eggs and also add coffee", op="addItem", list="shopping",
         items=["milk", "eggs", "coffee"]),
    case("shopping list: ketchup, mustard", op="addItem", list="shopping", items=["ketchup", "mustard"]),
])
def test_near_miss_heading_without_a_verb_last_stays(text: str, expect: dict[str, Any]) -> None:
    check_list(plan(text), expect)


# -- a thing got or bought, whatever the lexicon knows of it ---------------------------------------------------------
@pytest.mark.parametrize(("text", "expect"), [
    case("got the shin guards ⚽ tick them off", op="toggleItem", list="shopping", items=["shin guards"]),
    case("got the shin guards, tick them off", op="toggleItem", list="shopping", items=["shin guards"]),
    case("picked up the cleats 👟 check them off", op="toggleItem", list="shopping", items=["cleats"]),
    case("we got the birthday card, cross it off", op="toggleItem", list="shopping", items=["birthday card"]),
    case("קניתי את ה-shin guards, תסמני", op="toggleItem", list="קניות", items=["shin guards"]),
    case("לקחתי את הכרטיסים, תסמני", op="toggleItem", list="קניות", items=["כרטיסים"]),
])
def test_got_an_unknown_thing_ticks_it(text: str, expect: dict[str, Any]) -> None:
    check_list(plan(text), expect)


@pytest.mark.parametrize("text", [
    "picked up the kids, tick it off",  # a task done, not a thing bought
    "לקחתי את הילדים, תסמני",
    "got the report done, tick it off",
])
def test_near_miss_got_no_thing_is_no_tick(text: str) -> None:
    not_taken_as(text, "database", "toggleItem")


def test_near_miss_got_an_illness_is_no_tick() -> None:
    not_acted("I got the flu, check it off")


# -- packed: the packing list ----------------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "expect"), [
    case("ארזתי כבר את הקרם הגנה ואת המטען, תסמני לי אותם", op="toggleItem", list="ציוד", items=["קרם הגנה", "מטען"]),
    case("ארזנו את השמפו והמגבות, תסמני", op="toggleItem", list="ציוד", items=["שמפו", "מגבות"]),
    case("packed the sunscreen and the phone charger, tick them off", op="toggleItem", list="packing",
         items=["sunscreen", "phone charger"]),
    case("I packed the shampoo, check it off", op="toggleItem", list="packing", items=["shampoo"]),
])
def test_packed_ticks_on_the_packing_list(text: str, expect: dict[str, Any]) -> None:
    check_list(plan(text), expect)


@pytest.mark.parametrize(("text", "expect"), [
    case("packed the sunscreen, tick it off the shopping list", op="toggleItem", list="shopping", items=["sunscreen"]),
    case("קניתי חלב, תשים וי", op="toggleItem", list="קניות", items=["חלב"]),
])
def test_near_miss_named_list_or_bought_stays(text: str, expect: dict[str, Any]) -> None:
    check_list(plan(text), expect)


# -- a word of its own "ה" after a definite noun ---------------------------------------------------------------------
@pytest.mark.parametrize(("text", "expect"), [
    case("תמחקי את הקרם הגנה מרשימת הקניות", op="deleteItem", list="קניות", items=["קרם הגנה"]),
    case("קניתי את הקרם הגנה, תסמני", op="toggleItem", items=["קרם הגנה"]),
    case("קניתי את הגבינה הצהובה, תסמני", op="toggleItem", list="קניות", items=["גבינה צהובה"]),
])
def test_construct_keeps_its_own_article(text: str, expect: dict[str, Any]) -> None:
    check_list(plan(text), expect)


# -- "in the end" after the item ---------------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "expect"), [
    case("קניתי את הכובע בסוף, תסמני ברשימה", op="toggleItem", list="קניות", items=["כובע"]),
    case("קנינו את הנרות בסוף, תמחקי מהרשימה", op="deleteItem", list="קניות", items=["נרות"]),
    case("לקחתי את הפנס לבסוף, תסמני", op="toggleItem", items=["פנס"]),
    case("got the hat in the end, tick it off", op="toggleItem", items=["hat"]),
    case("bought the candles after all, cross them off the list", op="toggleItem", list="shopping",
         items=["candles"]),
])
def test_in_the_end_is_no_part_of_the_item(text: str, expect: dict[str, Any]) -> None:
    check_list(plan(text), expect)


def test_near_miss_plain_report_stays() -> None:
    check_list(plan("קניתי את הכובע, תסמני ברשימה"), {"op": "toggleItem", "list": "קניות", "items": ["כובע"]})


# -- where the user is, before asking to see a list --------------------------------------------------------------------
@pytest.mark.parametrize(("text", "expect"), [
    case("אני בסופר, מה יש ב-shopping list?", op="get", list="shopping"),
    case("אני בסופר, מה יש ברשימת הקניות?", op="get", list="קניות"),
    case("אנחנו בפארם - תראי לי את רשימת הפארם", op="get", list="פארם"),
    case("I'm at the store, what's on my grocery list?", op="get", list="groceries"),
    case("we're at costco - show me the costco list", op="get", list="costco"),
    case("im at the supermarket rn, what's on the shopping list", op="get", list="shopping"),
])
def test_where_i_am_then_show(text: str, expect: dict[str, Any]) -> None:
    check_list(plan(text), expect)


@pytest.mark.parametrize("text", [
    "I'm at the store, remind me to call mom",
    "אני בבית, מה יש ביומן?",
])
def test_near_miss_where_i_am_then_no_list_shows_none(text: str) -> None:
    not_taken_as(text, "database", "get")


# -- a reason, a remark or a correction after a request to add --------------------------------------------------------
@pytest.mark.parametrize(("text", "expect"), [
    case("add swimsuit, flip flops and a warm hoodie to the packing list, apparently Eilat gets cold at night",
         op="addItem", list="packing", items=["swimsuit", "flip flops", "warm hoodie"]),
    case("add milk to the shopping list, no wait, oat milk, and eggs. we land at midnight and the fridge is empty",
         op="addItem", list="shopping", items=["oat milk", "eggs"]),
    case("add milk to the shopping list, no wait, oat milk, and eggs", op="addItem", list="shopping",
         items=["oat milk", "eggs"]),
    case("add bread to the shopping list, actually, sourdough bread", op="addItem", list="shopping",
         items=["sourdough bread"]),
    case("add sunscreen and hats to the packing list. we fly on friday morning", op="addItem", list="packing",
         items=["sunscreen", "hats"]),
    case("תוסיפי מעיל וכובע לרשימת הציוד, כי אומרים שקר שם בלילה", op="addItem", list="ציוד", items=["מעיל", "כובע"]),
    case("תוסיף חלב לרשימת הקניות, לא רגע, חלב שקדים, וביצים", op="addItem", list="קניות",
         items=["חלב שקדים", "ביצים"]),
])
def test_afterthought_after_adding(text: str, expect: dict[str, Any]) -> None:
    check_list(plan(text), expect)


@pytest.mark.parametrize("text", [
    "add milk and bread to the shopping list, no wait, oat milk",  # which of the two it replaces: the user says
    "add milk to the shopping list, no wait, the trip list",
    "add milk to the shopping list, actually make it oat milk",  # "it" may take back more than the item
    "add coffee to the list, dani wants the dark roast",
])
def test_near_miss_afterthought_that_changes_the_request_asks(text: str) -> None:
    not_acted(text)
