"""Lists round 35: list requests in a stream of talk and in a mix of languages. "לרשימה קניות" without the construct
form; Russian "and" ("ну и", "и ещё") between items; self-talk closing the items ("רגע מה עוד... לא זהו"); why the
user asks said after the request ("before i forget ...", "כי ..."); talk before the request, with or without "אז" /
"so"; a new list's name followed by a remark that goes on with "and i'll ..."; a yes said ahead of the approval
to delete a list; and an English list's name followed by what it is for in Hebrew ("the packing list לאילת").

The clock is Sunday 22 November 2026, 09:00 in Asia/Jerusalem.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.planning.reading import acted, case, check_list_request, plan


def check(text: str, expect: dict[str, Any]) -> None:
    check_list_request(plan(text), expect)


def asks(text: str) -> None:
    intent = plan(text)
    assert not acted(intent), (text, intent and intent.args, intent and intent.decided_by)


# -- "לרשימה קניות", Russian "and" between items ------------------------------------------------------------------
@pytest.mark.parametrize(("text", "expect"), [
    case("תוסיף לרשימה קניות שמן זית ונייר טואלט בבקשה", action="addItem", listName="קניות",
         items=["שמן זית", "נייר טואלט"]),
    case("תוסיפי לרשימה קניות לחם ועגבניות", action="addItem", listName="קניות", items=["לחם", "עגבניות"]),
    case("תוסיף לרשימה ציוד פנס ושק שינה", action="addItem", listName="ציוד", items=["פנס", "שק שינה"]),
    case("תוסיף לרשימה קניות גרצ'קה ושמנת חמוצה, ну и סוכר", action="addItem", listName="קניות",
         items=["גרצ'קה", "שמנת חמוצה", "סוכר"]),
    case("תוסיף לרשימת קניות חלב, и ещё сметана", action="addItem", items=["חלב", "сметана"]),
    case("תכניס לרשימה קניות קוטג', ну и хлеб", action="addItem", items=["קוטג'", "хлеб"]),
    # near misses: a list with no name stays so
    case("תוסיפי לרשימה של הסופר חלב", action="addItem", listName="סופר", items=["חלב"]),
])
def test_list_kind_and_russian_and(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


def test_first_person_past_is_no_item() -> None:
    # "I added to the shopping list" reports; the verb is never an item.
    for text in ("הוספתי לרשימה קניות", "הוספתי לרשימת קניות"):
        intent = plan(text)
        assert not (acted(intent) and intent is not None and intent.args.get("items") == ["הוספתי"]), text


# -- self-talk and why, after the items -------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "expect"), [
    case("בקיצור נגמר הכל בבית אז לרשימת קניות חלב ביצים נייר טואלט ו רגע מה עוד... לא זהו בינתיים",
         action="addItem", listName="קניות", items=["חלב", "ביצים", "נייר טואלט"]),
    case("אוף איזה יום היה לי אז לרשימת קניות במבה ביסלי וקולה ו רגע מה עוד... זהו", action="addItem",
         items=["במבה", "ביסלי", "קולה"]),
    case("add to the shopping list eggs, bread, hmm what else... nah that's it", action="addItem",
         items=["eggs", "bread"]),
    case("packing list: add phone charger, sunscreen and swimsuits before i forget like last time when we got to the "
         "hotel with zero chargers", action="addItem", listName="packing",
         items=["phone charger", "sunscreen", "swimsuits"]),
    case("add eggs and butter to the shopping list before i forget again like every week", action="addItem",
         listName="shopping", items=["eggs", "butter"]),
    case("תוסיפי ל shopping list oat milk כי בעלי החליט להיות טבעוני השבוע אל תשאלי", action="addItem",
         listName="shopping", items=["oat milk"]),
    case("תוסיף לרשימה קניות טונה כי הילדים אוהבים", action="addItem", listName="קניות", items=["טונה"]),
    case("תוסיפי לרשימת קניות חלב כי נגמר לנו", action="addItem", items=["חלב"]),
])
def test_talk_after_the_items(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


@pytest.mark.parametrize("text", [
    # a second request after the reason: asked, never dropped
    "add eggs to the shopping list before i forget and remind me to call mom",
    "תוסיפי לרשימת קניות חלב כי נגמר ותזכירי לי לקנות מחר",
    "add milk to the list because we ran out and also eggs",
])
def test_more_after_the_reason_is_asked(text: str) -> None:
    asks(text)


# -- talk before the request ------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "expect"), [
    case("אני בסופר עכשיו ואין לי מושג למה באתי מה יש ברשימת קניות", action="get", listName="קניות"),
    case("אני עומדת בתור בסופר ואין לי מושג מה לקחת מה יש ברשימה של הסופר", action="get"),
    case("i'm literally standing in the supermarket with no clue what's on the shopping list", action="get",
         listName="shopping"),
    case("אני רוצה להתחיל לחשוב על מתנות כבר עכשיו כדי לא להיתקע ברגע האחרון כמו כל שנה תפתחי לי רשימה חדשה בשם "
         "מתנות לחנוכה", action="create", listName="מתנות לחנוכה"),
    case("את יודעת מה היום הייתי ממש עייפה ועכשיו תפתחי לי רשימה חדשה בשם ספרים לקרוא", action="create",
         listName="ספרים לקרוא"),
    case("i keep forgetting the movies people tell me about make me a new list called movies to watch",
         action="create", listName="movies to watch"),
    case("ok so the kids finished everything again so add to the shopping list cereal and milk", action="addItem",
         listName="shopping", items=["cereal", "milk"]),
    # the talk holds what the request acts on: kept, and read as before
    case("לקחתי את ה-charger, תסמן ברשימת הציוד", action="toggleItem", items=["charger"]),
    case("the lion king - לרשימת סרטים pls", action="addItem", items=["the lion king"]),
    case("אני צריכה חלב וביצים אז תוסיפי לרשימת קניות גם לחם", action="addItem", items=["חלב", "ביצים", "לחם"]),
])
def test_talk_before_the_request(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


def test_talk_with_a_thing_before_an_item_request_is_not_cut() -> None:
    for text in ("we need eggs so add to the shopping list bread",
                 "the eggs broke so remove them from the shopping list"):
        intent = plan(text)
        assert not (acted(intent) and intent is not None and intent.args.get("items") == ["bread"]), text


# -- a remark after a new list's name, a yes before deleting -----------------------------------------------------
@pytest.mark.parametrize(("text", "expect"), [
    case("make me a new list called books to read, my friend just recommended like 5 and i'll never remember them",
         action="create", listName="books to read"),
    case("make a new list called gifts, my sister has her birthday soon and i'm clueless", action="create",
         listName="gifts"),
])
def test_remark_after_new_name(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


def test_remark_with_further_request_is_not_dropped() -> None:
    intent = plan("make a new list called gifts, and add socks to it")
    assert intent is None or intent.args.get("items") != [] or intent.action != "create"


@pytest.mark.parametrize(("text", "name"), [
    ("the trip got cancelled 😭 אז תמחקי את ה packing list, the whole list, כן בטוחה", "packing"),
    ("the party is off 😭 so delete the party list, yes i'm sure", "party"),
    ("הטיול התבטל אז תמחקי את רשימת הציוד, כן בטוחה", "ציוד"),
    ("הטיול התבטל אז תמחקי את רשימת הציוד, כל הרשימה", "ציוד"),
])
def test_delete_list_still_asks_approval(text: str, name: str) -> None:
    intent = plan(text)
    assert intent is not None and intent.action == "delete" and intent.entity == "list", (text, intent)
    assert intent.args.get("listName") == name and intent.needs_approval


def test_delete_list_with_an_exception_is_asked() -> None:
    asks("delete the packing list, but keep the passport")


# -- an English list named, then what it is for in Hebrew ------------------------------------------------------------
@pytest.mark.parametrize(("text", "name"), [
    ("show me the packing list לאילת", "packing"),
    ("show me the shopping list לשבת", "shopping"),
    ("send me the packing list לטיול", "packing"),
])
def test_english_list_then_hebrew_purpose(text: str, name: str) -> None:
    check(text, {"action": "get", "listName": name})


def test_report_before_a_tick_is_no_talk() -> None:
    # what was bought is what the tick is about: never cut off as talk
    intent = plan("קניתי את כל הדברים ברשימת הקניות חוץ מהחלב, לא היה")
    assert intent is None or intent.action != "addItem", intent
    check("לקחתי את ה-charger, תסמן ברשימת הציוד", {"action": "toggleItem", "items": ["charger"]})
