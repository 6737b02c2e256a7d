"""The list grammars on reports and requests wrapped the way people write them.

* a purchase report with where and when it happened after the items ("on my way home", "בדרך הביתה",
  "this morning"): cut off the last item; a tail that may be part of the item is asked about;
* a purchase report followed by a command to tick it ("..., check it off", "תסמני", "mark it done");
* removing or ticking an item "from the list" with a reason after a comma;
* "הרשימה לסופר": the list for a shop; "מה עוד נשאר ברשימת X";
* the list named before the request: deleting it with a modal ("את רשימת X אפשר למחוק, חזרנו"), or removing an
  item from it ("רשימת הקניות תמחק את החלב");
* an errand (not a thing one buys) with "add it to the list": a question, never a task with the command's
  words in its text.

The clock is Sunday 22 November 2026, 09:00 in Asia/Jerusalem, as in the evaluation kit.
"""

from __future__ import annotations

from typing import Any

import pytest

from memo.planning.rules.lists_tails import cut_tail
from tests.planning.reading import case
from tests.planning.reading import check_list as check
from tests.planning.reading import intent_of as plan

LATEST_TASK = [{"capability": "database", "action": "create", "summary": "buy milk",
                "when": "2026-11-23T17:00:00+02:00", "externalIds": ["task:7"],
                "createdAt": "2026-11-22T08:58:00+02:00"}]


CASES = [
    # a purchase report: where and when it happened is not part of the last item
    case("picked up the bread and cheese at the store", op="toggleItem", list="shopping", items=["bread", "cheese"]),
    case("grabbed milk on the way back from work", op="toggleItem", list="shopping", items=["milk"]),
    case("bought eggs and bread earlier today", op="toggleItem", list="shopping", items=["eggs", "bread"]),
    case("got the bananas this morning", op="toggleItem", list="shopping", items=["bananas"]),
    case("got the milk, the eggs and the bread from the corner store", op="toggleItem", list="shopping",
         items=["milk", "eggs", "bread"]),
    case("לקחתי לחם וחלב בסופר היום", op="toggleItem", list="קניות", items=["לחם", "חלב"]),
    case("קניתי ביצים בדרך מהעבודה", op="toggleItem", list="קניות", items=["ביצים"]),
    case("קניתי את הקוטג' הבוקר", op="toggleItem", list="קניות", items=["קוטג'"]),
    case("קניתי את החיתולים בסופר-פארם", op="toggleItem", list="קניות", items=["חיתולים"]),
    # ...and a tail that may belong to the item is asked about, never ticked as read
    case("got the milk for grandma", op="toggleItem", missing=["items"]),
    case("קניתי חלב אצל השכנה", op="toggleItem", missing=["items"]),
    case("קניתי את השמנת מהמקרר של השכנה", op="toggleItem", missing=["items"]),
    # a purchase report, then a command to tick it
    case("bought the bread, tick it", op="toggleItem", list="shopping", items=["bread"]),
    case("got the batteries at the hardware store, cross em off", op="toggleItem", list="shopping",
         items=["batteries"]),
    case("grabbed the paper towels, mark it done", op="toggleItem", list="shopping", items=["paper towels"]),
    case("קניתי את הלחם, תסמן", op="toggleItem", list="קניות", items=["לחם"]),
    case("לקחתי את השמפו בדרך הביתה, תסמני את זה", op="toggleItem", list="קניות", items=["שמפו"]),
    case("הבאתי את ה-oat milk, תסמני כנקנה", op="toggleItem", list="קניות", items=["oat milk"]),
    case("קניתי את החלב הבוקר תסמני", op="toggleItem", list="קניות", items=["חלב"]),
    # removing or ticking an item "from the list", with a reason after a comma
    case("תוריד את הביצים מהרשימה, יש עוד בבית", op="deleteItem", list="קניות", items=["ביצים"]),
    case("תורידי את השקדים מהרשימה, אף אחד לא אוכל", op="deleteItem", list="קניות", items=["שקדים"]),
    case("תסמני את האורז ברשימה, קניתי", op="toggleItem", list="קניות", items=["אורז"]),
    case("remove the batteries from the list, found some in the drawer", op="deleteItem", list="shopping",
         items=["batteries"]),
    # the list for a shop, and what is left on a list
    case("מה יש ברשימה למכולת", op="get", list="מכולת"),
    case("תראי לי את הרשימה לשוק", op="get", list="שוק"),
    case("מה עוד נשאר ברשימת הקניות", op="get", list="קניות"),
    case("what's left on the list for the supermarket", op="get", list="supermarket"),
    case("תוסיף חלב לרשימה לסופר", op="addItem", list="סופר", items=["חלב"]),
    case("תוסיפי לרשימה לסופר חלב וביצים", op="addItem", list="סופר", items=["חלב", "ביצים"]),
    case("תורידי מהרשימה למכולת את הקפה", op="deleteItem", list="מכולת", items=["קפה"]),
    # the list named first, then the request
    case("רשימת המתנות תמחקי, כבר קנינו הכל", op="delete", list="מתנות", approval=True),
    case("את הרשימה של המסיבה אפשר כבר למחוק", op="delete", list="מסיבה", approval=True),
    case("the camping list can go, we are back", op="delete", list="camping", approval=True),
    case("the xmas list you can delete it now", op="delete", list="xmas", approval=True),
    case("רשימת הקניות תמחק את החלב", op="deleteItem", list="קניות", items=["חלב"]),
    case("מרשימת הקניות תורידי את הביצים והלחם", op="deleteItem", list="קניות", items=["ביצים", "לחם"]),
    case("ברשימת הציוד תסמני את המטען", op="toggleItem", list="ציוד", items=["מטען"]),
    case("from the shopping list remove the eggs", op="deleteItem", list="shopping", items=["eggs"]),
    case("on the packing list check off the charger", op="toggleItem", list="packing", items=["charger"]),
    # an errand with "add it to the list": which list (or a task) is for the user to say
    case("צריכה לאסוף את החבילה מהדואר, תוסיפי לרשימה", op="addItem", items=["לאסוף את החבילה מהדואר"],
         missing=["listName"]),
    case("need to call the plumber, add it to the list", op="addItem", items=["call the plumber"],
         missing=["listName"]),
    case("gotta fix the sink, put it on my list", op="addItem", items=["fix the sink"], missing=["listName"]),
    case("להחליף נורה במטבח תרשמי ברשימה", op="addItem", items=["להחליף נורה במטבח"], missing=["listName"]),
    case("need to book the vet, add it to the house list", op="addItem", list="house", items=["book the vet"]),
    # the list and what became of it, then "delete it"
    case("i'm done with the packing list, delete it", op="delete", list="packing", approval=True),
    case("רשימת המתנות כבר לא רלוונטית, תמחקי אותה", op="delete", list="מתנות", approval=True),
    case("סיימנו עם רשימת הציוד, אפשר למחוק אותה", op="delete", list="ציוד", approval=True),
    case("you can delete the grocery list now", op="delete", list="groceries", approval=True),
    # a new list with its items after "with" / "עם"
    case("make a party list with chips and soda", op="create", list="party", items=["chips", "soda"]),
    case("תפתחי רשימה לטיול עם אוהל ופנס", op="create", list="טיול", items=["אוהל", "פנס"]),
    case("תיצרי לי רשימה לשבת עם חלות יין ונרות", op="create", list="שבת", items=["חלות", "יין", "נרות"]),
    case("תפתחי רשימה בשם שבת עם חברים", op="create", list="שבת עם חברים", items=[]),
    # found, packed or already at home, then a command
    case("we have plenty of rice at home, take it off", op="deleteItem", list="shopping", items=["rice"]),
    case("מצאתי את הסוללות במגירה תוריד אותן", op="deleteItem", list="קניות", items=["סוללות"]),
    case("הביצים כבר בבית תמחק", op="deleteItem", list="קניות", items=["ביצים"]),
    case("ארזתי את המטען, תסמני", op="toggleItem", list="ציוד", items=["מטען"]),
    case("ארזנו את המגבות", op="toggleItem", list="ציוד", items=["מגבות"]),
    case("found the charger, check it off the packing list", op="toggleItem", list="packing", items=["charger"]),
    # a report, then the command; items joined by "ואת"
    case("קניתי, תסמני את החלב", op="toggleItem", list="קניות", items=["חלב"]),
    case("got it, tick the bread", op="toggleItem", list="shopping", items=["bread"]),
    case("סמני לי את הביצים ואת הלחם", op="toggleItem", list="קניות", items=["ביצים", "לחם"]),
    # ...but a thing one buys is still an item for the shopping list
    case("צריך לקנות חלב תוסיף לרשימה", op="addItem", list="קניות", items=["חלב"]),
    case("i need to pick up milk, add it to the list", op="addItem", list="shopping", items=["milk"]),
    case("we have to buy eggs, put it on the list", op="addItem", list="shopping", items=["eggs"]),
]


@pytest.mark.parametrize(("message", "expect"), CASES)
def test_list_message_is_understood(message: str, expect: dict[str, Any]) -> None:
    check(plan(message), expect)


def not_confident_list(text: str, operations: tuple[str, ...], latest: list[dict[str, Any]] | None = None) -> None:
    intent = plan(text, latest)
    if intent is None or intent.capability != "database" or intent.entity != "list":
        return
    assert intent.args.get("operation") not in operations or intent.missing or intent.confidence < 0.85, intent


@pytest.mark.parametrize(("text", "operations"), [
    # an obligation, not a purchase
    ("got to buy milk", ("toggleItem",)),
    ("got to get eggs at the store", ("toggleItem",)),
    # a time that is not when the thing was bought
    ("got the eggs tomorrow", ("toggleItem",)),
    # not things one buys
    ("picked up the kids from school this afternoon", ("toggleItem",)),
    ("finished the report, mark it done", ("toggleItem",)),
    # a second request after the reason is not dropped
    ("תמחק את הנורות מהרשימה, ותוסיף סוללות", ("deleteItem",)),
    ("תמחק את הנורות מהרשימה ותוסיף סוללות", ("deleteItem",)),
    ("את רשימת הקניות אפשר למחוק ותיצור חדשה", ("delete",)),
    ("the packing list, delete it, and remind me to unpack", ("delete",)),
    # a day after the request is when to do it, not a reason
    ("את רשימת הקניות אפשר למחוק מחר", ("delete",)),
    # "לרשימה" then a person or a clause: no list of that name
    ("תוסיף אוזניות לרשימה לאורי", ("addItem",)),
    ("תוסיף חלב לרשימה לפני שאשכח", ("addItem",)),
    # "delete it" after an item on a list, or after more than the list: not the whole list
    ("the milk on the shopping list, delete it", ("delete",)),
    ("the shopping list and the milk, delete it", ("delete",)),
    # "with" some things one buys and some not: where the name ends is the user's to say
    ("תפתחי רשימה לטיול עם דני ופנס", ("create",)),
    # a report before a command about something that is no item
    ("done, scratch the meeting", ("deleteItem",)),
])
def test_near_misses_are_not_read_as_list_requests(text: str, operations: tuple[str, ...]) -> None:
    not_confident_list(text, operations)


def test_an_errand_is_never_a_task_with_the_commands_words() -> None:
    intent = plan("צריך להתקשר לאמא תוסיף לרשימה")
    assert intent is not None and intent.entity == "list" and intent.missing == ["listName"], intent
    assert intent.args["items"] == ["להתקשר לאמא"]


def test_the_to_do_list_is_not_a_list_of_items() -> None:
    intent = plan("need to call mom, add it to my todo list")
    assert intent is None or intent.entity != "list", intent


def test_bought_it_after_a_tasks_reminder_is_that_task() -> None:
    """Right after a reminder to buy milk, "bought the milk, check it off" closes the task (task grammars)."""
    intent = plan("bought the milk, check it off", LATEST_TASK)
    assert intent is None or intent.entity != "list", intent


@pytest.mark.parametrize(("raw", "items", "tail"), [
    ("the eggs and the milk on my way home", "the eggs and the milk", "on my way home"),
    ("bread at the market this morning", "bread", "at the market this morning"),
    ("חלב וביצים בדרך הביתה", "חלב וביצים", "בדרך הביתה"),
    ("את הטחינה היום בבוקר", "את הטחינה", "היום בבוקר"),
    ("cream for the cake", "cream for the cake", ""),
    ("גבינה בולגרית", "גבינה בולגרית", ""),
])
def test_where_and_when_are_cut_off_the_items(raw: str, items: str, tail: str) -> None:
    assert cut_tail(raw) == (items, tail)
