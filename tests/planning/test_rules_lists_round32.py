"""Lists of traditional households and collectors: items of several words kept whole ("יין לקידוש", "challah rolls",
"קילו וחצי מלפפונים"), the Sabbath a purchase was for cut off a ticked item, a recommender after the items, the
person a list is for before "את", a film or book seen or read and ticked, a purpose said before the request, the
subject left out of "need to add", "so far" after a question, an English list's name with a Hebrew article, a
report after a tick, a hyphen inside a list's name, a new list's name after a colon, and "The" in a title.

The clock is Sunday 22 November 2026, 09:00 in Asia/Jerusalem.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.planning.reading import acted, case, check_list_request, plan


def check(text: str, expect: dict[str, Any]) -> None:
    check_list_request(plan(text), expect)


def not_acted_as(text: str, action: str) -> None:
    intent = plan(text)
    assert not (acted(intent) and intent is not None and intent.action == action), (text, intent and intent.args)


# -- items of several words stay whole ------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "expect"), [
    case("תוסיפי לרשימת הקניות לשבת יין לקידוש, חלות ופיצוחים", action="addItem", listName="קניות לשבת",
         items=["יין לקידוש", "חלות", "פיצוחים"]),
    case("תוסיפי לרשימה יין לקידוש", action="addItem", items=["יין לקידוש"]),
    case("תוסיפי לרשימת קניות קילו וחצי מלפפונים, קוטג' תנובה 5%, לחם מחמצת ושמן זית", action="addItem",
         items=["קילו וחצי מלפפונים", "קוטג' תנובה 5%", "לחם מחמצת", "שמן זית"]),
    case("תוסיפי לקניות 2 וחצי ליטר מיץ וביצים", action="addItem", items=["2 וחצי ליטר מיץ", "ביצים"]),
    case("grabbed the challah rolls and the hummus, תסמני אותם", action="toggleItem",
         items=["challah rolls", "hummus"]),
    case("picked up the egg rolls and granola bars, cross them off", action="toggleItem",
         items=["egg rolls", "granola bars"]),
    case("add challah rolls and hummus to the shopping list", action="addItem", items=["challah rolls", "hummus"]),
    # near misses: a "ו" before a half of something else, two things, a plural before "rolls"
    case("תוסיפי לקניות חלב וחצי קילו גבינה", action="addItem", items=["חלב", "חצי קילו גבינה"]),
    case("add bread and rolls to the list", action="addItem", items=["bread", "rolls"]),
    case("bought eggs rolls, tick them", action="toggleItem", items=["eggs", "rolls"]),
    case("תוסיפי לרשימה שמנת לעוגה", action="addItem", items=["שמנת"]),
])
def test_items_of_several_words(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


# -- the Sabbath or feast a purchase was for ------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "expect"), [
    case("קניתי את הדגים לשבת, אפשר לסמן", action="toggleItem", items=["דגים"]),
    case("קניתי את היין לחג, תסמני", action="toggleItem", items=["יין"]),
    case("got the wine for shabbos, check it off", action="toggleItem", items=["wine"]),
    case("bought the candles for shabbat, tick them off", action="toggleItem", items=["candles"]),
    # adding, "לשבת" may stay: it is said of what to buy
    case("תוסיפי לרשימה דגים לשבת", action="addItem", items=["דגים לשבת"]),
])
def test_feast_cut_off_ticked_items(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


# -- a recommender after the items ----------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "expect"), [
    case("תוסיפי לרשימת היינות Galil Mountain Yiftah וגם Flam Classico, ברק המליץ", action="addItem",
         listName="יינות", items=["Galil Mountain Yiftah", "Flam Classico"]),
    case("תוסיפי לרשימת הספרים את סטונר, אמא המליצה", action="addItem", items=["סטונר"]),
    case("add Sapiens to my books list, dana recommended", action="addItem", items=["Sapiens"]),
])
def test_recommender_is_no_item(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


# -- whom a list is for, before "את" --------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "expect"), [
    case("תוריד מרשימת המתנות לאבא את מכונת הגילוח, אמא כבר קנתה לו", action="deleteItem",
         listName="מתנות לאבא", items=["מכונת הגילוח"]),
    case("תסמני ברשימת המתנות לנועה את הספר", action="toggleItem", listName="מתנות לנועה", items=["ספר"]),
    case("תמחקי מרשימת הציוד לטיול את הפנס", action="deleteItem", listName="ציוד לטיול", items=["פנס"]),
    case("תמחקי מרשימת הקניות את החלב", action="deleteItem", listName="קניות", items=["חלב"]),
])
def test_whom_the_list_is_for(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


# -- a film or book seen or read, then ticked -----------------------------------------------------------------------
@pytest.mark.parametrize(("text", "expect"), [
    case("watched Perfect Days last night finally, cross it off", action="toggleItem", listName="movies",
         items=["Perfect Days"]),
    case("סיימתי את Project Hail Mary!! תסמני ברשימת הספרים", action="toggleItem", listName="ספרים",
         items=["Project Hail Mary"]),
    case("קראתי את סטונר, תסמני ברשימת הספרים", action="toggleItem", listName="ספרים", items=["סטונר"]),
    case("watched The Bear finally, cross it off the shows list", action="toggleItem", listName="shows",
         items=["The Bear"]),
    case("צפיתי באופנהיימר, תסמני ברשימת הסרטים", action="toggleItem", listName="סרטים", items=["אופנהיימר"]),
    case("צפינו בבית הנייר, תסמני ברשימת הסדרות", action="toggleItem", listName="סדרות", items=["בית הנייר"]),
    case("קראתי את סטונר ואת הזר, תסמני ברשימת הספרים", action="toggleItem", items=["סטונר", "הזר"]),
])
def test_seen_or_read_then_ticked(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


@pytest.mark.parametrize("text", [
    "saw the doctor, cross it off",  # no film, no list named
    "ראיתי את דני, תסמני",
])
def test_seen_is_no_title_without_a_list(text: str) -> None:
    not_acted_as(text, "toggleItem")


# -- a purpose before the request, a need without its subject ------------------------------------------------------
@pytest.mark.parametrize(("text", "expect"), [
    case("לצ'ולנט של שבת, תרשום ברשימת הקניות: שפונדרה, תפוחי אדמה, שעועית ובצל", action="addItem",
         listName="קניות", items=["שפונדרה", "תפוחי אדמה", "שעועית", "בצל"]),
    case("for the cholent, add to the shopping list: beans, barley", action="addItem", items=["beans", "barley"]),
    case("לעוגה, תוסיפי לרשימה קמח וסוכר", action="addItem", items=["קמח", "סוכר"]),
    case("need to add to the pharm list: Advil 400, אקמול לילדים, plasters", action="addItem", listName="pharm",
         items=["Advil 400", "אקמול לילדים", "plasters"]),
    case("need to add milk to the shopping list", action="addItem", listName="shopping", items=["milk"]),
    case("gotta add batteries to the hardware list", action="addItem", listName="hardware", items=["batteries"]),
    case("add to the fix-it list: leaking shower head, loose hinge on the pantry door", action="addItem",
         listName="fix-it", items=["leaking shower head", "loose hinge on the pantry door"]),
    case("add to the to-buy list: milk, eggs", action="addItem", listName="to-buy", items=["milk", "eggs"]),
    case("add to the packing list - charger, socks", action="addItem", listName="packing", items=["charger", "socks"]),
])
def test_purpose_first_and_need_to(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


def test_near_miss_need_to_buy_stays_a_task() -> None:
    intent = plan("need to buy milk")
    assert intent is not None and intent.capability == "database" and intent.entity != "list", intent


# -- seeing a list: "so far", an English name with a Hebrew article ------------------------------------------------
@pytest.mark.parametrize(("text", "expect"), [
    case("what's on the Shabbos shopping list so far?", action="get"),
    case("what's on the hardware list at the moment?", action="get", listName="hardware"),
    case("מה יש ברשימת הקניות עד עכשיו?", action="get", listName="קניות"),
    case("מה כתוב ברשימה של הפארם בינתיים", action="get", listName="פארם"),
    case("תראי לי את ה-shopping list", action="get", listName="shopping"),
    case("תשלחי לי את הpacking list", action="get", listName="packing"),
])
def test_show_list(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


# -- a report after a tick ------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "expect"), [
    case("תסמני את האדוויל, קניתי", action="toggleItem", items=["אדוויל"]),
    case("tick the milk, got it", action="toggleItem", items=["milk"]),
    case("תמחקי את הביצים, כבר קנינו", action="deleteItem", items=["ביצים"]),
])
def test_report_after_tick(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


def test_near_miss_add_then_bought_is_asked() -> None:
    not_acted_as("תוסיפי חלב, קניתי", "addItem")


# -- a new list's name after a colon, "The" in a title --------------------------------------------------------------
@pytest.mark.parametrize(("text", "name"), [
    ("תפתחי רשימה חדשה: יין לארוחת שישי", "יין לארוחת שישי"),
    ("תפתחי רשימה חדשה: ספרים", "ספרים"),
    ("תפתחי רשימה: ציוד לטיול", "ציוד לטיול"),
    ("תפתחי רשימה חדשה בשם ספרים", "ספרים"),
])
def test_new_list_named_after_colon(text: str, name: str) -> None:
    intent = plan(text)
    assert intent is not None and intent.action == "create" and acted(intent), intent
    assert intent.args["listName"] == name, intent.args


@pytest.mark.parametrize(("text", "expect"), [
    case("add The Covenant of Water to my books list", action="addItem", items=["The Covenant of Water"]),
    case("add the milk to the shopping list", action="addItem", items=["milk"]),
    case("add the water bottles to the packing list", action="addItem", items=["water bottles"]),
])
def test_the_in_a_title(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)
