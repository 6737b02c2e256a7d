"""List requests as they are dictated or written politely: hesitations and hedges among the items ("and uh like
the bread", "ו... שמן זית כן שמן זית"), "too" and thanks after the list, and the requests of small business owners
and formal writers."""

from __future__ import annotations

from typing import Any

import pytest

from tests.planning.test_rules_tasks_lists import plan


def case(message: str, **expect: Any) -> Any:
    return pytest.param(message, expect, id=message[:60])


CASES: list[Any] = [
    # "like" said as a hedge among the items, and hesitations after an article
    case("put butter and like the brown sugar on the shopping list", action="addItem",
         items=["butter", "brown sugar"]),
    case("add like two cartons of oat milk to the list", action="addItem", items=["two cartons of oat milk"]),
    case("remove the uh the paper towels from the shopping list", action="deleteItem", items=["paper towels"]),
    case("תוסיפי לרשימת קניות כאילו קוטג' וגבינה צהובה", action="addItem", items=["קוטג'", "גבינה צהובה"]),
    # a hesitation written as "..." and an item said again to confirm it
    case("תוסיף לרשימת הקניות חלב ו... לחם כן לחם", action="addItem", items=["חלב", "לחם"]),
    case("add rice... pasta yes pasta to the shopping list", action="addItem", items=["rice", "pasta"]),
    case("put apples... bananas... and pears on the shopping list", action="addItem",
         items=["apples", "bananas", "pears"]),
    # "too" and thanks after the list
    case("add yogurt to the shopping list too", action="addItem", listName="shopping", items=["yogurt"]),
    case("put the sandpaper on the hardware list as well, thank you", action="addItem", listName="hardware",
         items=["sandpaper"]),
    case("תכניסי קפה לרשימת הקניות גם, תודה רבה", action="addItem", listName="קניות", items=["קפה"]),
    # "the whole X list": the whole of it, no word of its name
    case("delete my entire packing list", action="delete", listName="packing"),
    case("please remove the whole hardware list", action="delete", listName="hardware"),
    # "get rid of" is deleting, never showing
    case("get rid of the camping list", action="delete", listName="camping"),
    case("can you get rid of the old hardware list", action="delete", listName="old hardware"),
    # a reason starting with "לא" after the list's name is no part of it
    case("תמחקי את רשימת הטיול לא נוסעים כבר", action="delete", listName="טיול"),
    # "list" mistyped where a list plainly goes
    case("add paper towels and bleach to the shopping least", action="addItem", listName="shopping",
         items=["paper towels", "bleach"]),
    case("take the bread off the lsit", action="deleteItem", items=["bread"]),
    # the request said again after the reason
    case("delete the whole beach list we cancelled the trip so yeah just get rid of the beach list", action="delete",
         listName="beach"),
    case("תמחקי את רשימת הטיול לא נוסעים כבר אז פשוט תמחקי את רשימת הטיול", action="delete", listName="טיול"),
    # the wish to act on a list is the request
    case("אני רוצה לפתוח רשימה חדשה בשם מתנות לחנוכה", action="create", listName="מתנות לחנוכה"),
    case("אני צריכה להוסיף לרשימת הקניות קמח ושמרים", action="addItem", items=["קמח", "שמרים"]),
    case("I'd like to start a new list called wedding gifts", action="create", listName="wedding gifts"),
    case("i want to add rice and lentils to the shopping list", action="addItem", items=["rice", "lentils"]),
    # the kind of list said again after its name, and a hesitation inside the name
    case("make a new list called beach day, like a packing list", action="create", listName="beach day"),
    case("create a list called um books to read", action="create", listName="books to read"),
    # "the following ...:" before the items
    case("please add these items to the hardware list: screws, wall plugs", action="addItem", listName="hardware",
         items=["screws", "wall plugs"]),
    case("תוסיפי את הדברים הבאים לרשימת הקניות: חלב, קמח, שמרים", action="addItem", items=["חלב", "קמח", "שמרים"]),
    # an acknowledgment before a report
    case("yeah so i got the eggs and the bread", action="toggleItem", items=["eggs", "bread"]),
    case("כן אז לקחתי את הטחינה ואת הפיתות אפשר לסמן", action="toggleItem", items=["טחינה", "פיתות"]),
    # someone who does not need or want the item, said after it: a reason
    case("תורידי מהרשימה את הקפה אמא לא שותה", action="deleteItem", items=["קפה"]),
    case("remove from the shopping list the cereal dana doesn't like it", action="deleteItem", items=["cereal"]),
    case("תוריד מהרשימה את הגבינה לא צריך יותר", action="deleteItem", items=["גבינה"]),
    # where the user is, then "and I got ..."
    case("we're at the market and we bought the tomatoes", action="toggleItem", items=["tomatoes"]),
    case("I'm at the store and I got the yogurt already", action="toggleItem", items=["yogurt"]),
    # the user's leave to act ("you may delete ...")
    case("you may delete the packing list now", action="delete", listName="packing"),
    case("you can add the batteries to the hardware list", action="addItem", listName="hardware",
         items=["batteries"]),
    # a correction inside the items replaces the one item said just before it
    case("add bread no wait pitas to the shopping list", action="addItem", items=["pitas"]),
    case("תוסיפי לרשימת הקניות לחם אה לא רגע פיתות", action="addItem", items=["פיתות"]),
    case("take the eggs i mean the milk off the list", action="deleteItem", items=["milk"]),
    # "now" after the list, and where the user is after "rn"
    case("show me the shopping list now", action="get", listName="shopping"),
    case("תשלחי לי את רשימת הקניות עכשיו", action="get", listName="קניות"),
    case("whats on the hardware list rn im at the store", action="get", listName="hardware"),
    case("yalla put hummus + pita on the shopping list", action="addItem", items=["hummus", "pita"]),
    # the room or premises a thing is for or missing in is no part of it
    case("קניתי את הסבון והמגבות למספרה, תסמני", action="toggleItem", items=["סבון", "מגבות"]),
    case("picked up the printer paper for the office, check it off", action="toggleItem", items=["printer paper"]),
    case("bought the hand soap for the guest bathroom, tick it off", action="toggleItem", items=["hand soap"]),
    # a second "out of" joined to the first names one more item
    case("נגמר החלב ואין לנו גם ביצים תוסיפי לרשימה", action="addItem", items=["חלב", "ביצים"]),
    case("נגמרו השקיות זבל וחסר נוזל כלים במטבח, תרשום ברשימה", action="addItem", items=["שקיות זבל", "נוזל כלים"]),
    case("we're out of foil and there's no dish soap in the kitchen, add it to the list", action="addItem",
         items=["foil", "dish soap"]),
    case("we ran out of coffee and we're low on sugar, put it on the list", action="addItem",
         items=["coffee", "sugar"]),
]


@pytest.mark.parametrize(("message", "expect"), CASES)
def test_list_requests(message: str, expect: dict[str, Any]) -> None:
    intent = plan(message)
    assert intent is not None and intent.capability == "database" and intent.entity == "list"
    assert intent.action == expect["action"], (intent.action, intent.args)
    assert intent.confidence >= 0.8 and not intent.missing, (intent.confidence, intent.missing, intent.args)
    for key in ("listName", "items"):
        if key in expect:
            assert intent.args.get(key) == expect[key], intent.args


# Only the user can say what is meant: a question, never an action.
ASKED = [
    # with several items before it, which one a correction replaces is the user's to say
    "add milk, eggs no wait bread to the list",
    # a correction after the request changes it
    "add milk to the shopping list, actually make it oat milk",
    "תוסיפי חלב לרשימה, בעצם תעשי חלב סויה",
    "you may delete the whole list for that job",
    "remove the list for this project",
    "add the following to the shopping list",
    "i'm at the store and i need eggs",
    "delete the whole list",
    "delete the camping list we're not going anymore so just get rid of the packing list",
    "we're out of coffee and no one bought milk, add to the list",
    "add that to the list as well, thank you",
    "תוסיפי את זה לרשימה גם, תודה",
    "put it on the list too please",
]


@pytest.mark.parametrize("message", ASKED)
def test_asked(message: str) -> None:
    intent = plan(message)
    assert intent is None or intent.missing or intent.confidence < 0.8, (intent.action, intent.args)


# Near misses: "like" as a verb, thanks alone.
def test_a_purpose_that_names_the_thing_stays() -> None:
    intent = plan("קניתי מרכך לכביסה תסמני")
    assert intent is not None and intent.args.get("items") == ["מרכך לכביסה"]


def test_an_errand_is_no_item_to_tick() -> None:
    for message in ("cross off renew the passport", "you can cross off renew the passport"):
        intent = plan(message)
        assert intent is None or intent.entity != "list" or intent.confidence < 0.8


def test_at_least_is_no_list() -> None:
    intent = plan("add at least two cartons of milk to the list")
    assert intent is not None and intent.action == "addItem" and intent.args.get("listName") != "least"


def test_like_as_a_verb_is_no_hedge() -> None:
    intent = plan("add i'd like cheese to the list")
    assert intent is None or intent.missing or intent.confidence < 0.8


def test_thanks_alone_is_no_list_request() -> None:
    for message in ("thank you too", "תודה גם"):
        intent = plan(message)
        assert intent is None or intent.entity != "list"
