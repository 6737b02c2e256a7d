"""The list grammars against lists as people really write them on WhatsApp.

Greetings and forms of address around the request, the list named before the verb, items run together
without commas (read with the lexicon of everyday things), geresh and gershayim kept, a clause that names
the item and a short command that acts on it ("we're out of X, add it"), purchase reports that tick an item
("just picked up the eggs", "לקחתי את הטחינה"), bare ticks and removals with no list, showing the list of a
shop, creating and deleting lists, and references only the user can resolve ("the other list"), which must
be questions. Each table holds sentences of one shape in both languages, and near misses that must not be
read as that shape.

The clock is Sunday 22 November 2026, 09:00 in Asia/Jerusalem, as in the evaluation kit.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any
from zoneinfo import ZoneInfo

import pytest

from memo.planning.rules import understand
from memo.planning.rules.base import Intent, RuleContext, language_of
from memo.planning.rules.lists import split_items
from tests.planning.reading import check_list as check

TZ = ZoneInfo("Asia/Jerusalem")
NOW = datetime(2026, 11, 22, 9, 0, tzinfo=TZ)
LATEST_LIST = [{"capability": "database", "action": "addItem", "summary": "Added milk to shopping",
                "when": None, "externalIds": ["list:3"], "createdAt": "2026-11-22T08:59:00+02:00"}]
LATEST_TASK = [{"capability": "database", "action": "reminded", "summary": "buy milk",
                "when": "2026-11-22T09:00:00+02:00", "externalIds": ["task:9"],
                "createdAt": "2026-11-22T09:00:00+02:00"}]


def plan(text: str, latest: list[dict[str, Any]] | None = None) -> Intent | None:
    return understand(RuleContext(raw=text, now=NOW, language=language_of(text), latest_actions=latest or []))


def case(message: str, /, *, latest: list[dict[str, Any]] | None = None, **expect: Any) -> Any:
    return pytest.param(message, latest, expect, id=message[:60])




def not_list(text: str, operations: tuple[str, ...], latest: list[dict[str, Any]] | None = None) -> None:
    """The message must not be read as one of these list operations."""
    intent = plan(text, latest)
    if intent is None or intent.entity != "list":
        return
    assert intent.args.get("operation") not in operations or intent.confidence < 0.7, (intent.action, intent.args)


# ---------------------------------------------------------------------------------------------------
# Greetings and forms of address before (and a laugh after) the request
# ---------------------------------------------------------------------------------------------------
GREETINGS = [
    case("good evening memo, put apples and pears on the grocery list", op="addItem", list="groceries",
         items=["apples", "pears"]),
    case("hi there! add cereal to my shopping list", op="addItem", list="shopping", items=["cereal"]),
    case("yo memo add charcoal to the bbq list lol", op="addItem", list="bbq", items=["charcoal"]),
    case("ערב טוב תכניסי לרשימת קניות מלפפונים ועגבניות", op="addItem", list="קניות",
         items=["מלפפונים", "עגבניות"]),
    case("אחותי תרשמי לסופר חומוס", op="addItem", list="סופר", items=["חומוס"]),
    case("צהריים טובים, תוסיף לקניות פיתות", op="addItem", list="קניות", items=["פיתות"]),
]

# ---------------------------------------------------------------------------------------------------
# The list first: "לרשימה של X תוסיף ...", "X list: items", "X list - items", "רשימת קניות item item"
# ---------------------------------------------------------------------------------------------------
LIST_FIRST = [
    case("לרשימה של הגן תוסיפי מגבונים וטישו", op="addItem", list="גן", items=["מגבונים", "טישו"]),
    case("לרשימת הטיול תוסיף אוהל ופנס", op="addItem", list="טיול", items=["אוהל", "פנס"]),
    case("to the party list add balloons and candles", op="addItem", list="party", items=["balloons", "candles"]),
    case("לרשימת פארם: שמפו, מרכך ודאודורנט", op="addItem", list="פארם", items=["שמפו", "מרכך", "דאודורנט"]),
    case("camping list - tent flashlight and matches", op="addItem", list="camping",
         items=["tent", "flashlight", "matches"]),
    case("packing list for the weekend - socks and a charger", op="addItem", list="packing",
         items=["socks", "charger"]),
    case("רשימת סופר חלב לחם ביצים", op="addItem", list="סופר", items=["חלב", "לחם", "ביצים"]),
    case("shopping list pasta tomato sauce parmesan", op="addItem", list="shopping",
         items=["pasta", "tomato sauce", "parmesan"]),
    # near misses: the list's name (and what it is for) or a request to see it, not items
    case("רשימת קניות לשבת", op="get", list="קניות לשבת"),
    case("רשימת הקניות שלי", op="get", list="קניות"),
]

# ---------------------------------------------------------------------------------------------------
# Items without commas, kept whole where they are one thing; geresh and gershayim kept
# ---------------------------------------------------------------------------------------------------
ITEMS = [
    case("add olive oil paper towels and dish soap to the shopping list", op="addItem", list="shopping",
         items=["olive oil", "paper towels", "dish soap"]),
    case("put eggs butter and rye bread on the grocery list", op="addItem", list="groceries",
         items=["eggs", "butter", "rye bread"]),
    case("add fish tacos to the shopping list", op="addItem", list="shopping", items=["fish tacos"]),
    case("תוסיפי לקניות זיתים טונה ושמן זית", op="addItem", list="קניות", items=["זיתים", "טונה", "שמן זית"]),
    case("תרשום ברשימת הקניות מיץ תפוזים גבינה לבנה ולחם", op="addItem", list="קניות",
         items=["מיץ תפוזים", "גבינה לבנה", "לחם"]),
    case("תוסיף לסופר אורז בסמטי עדשים ופסטה", op="addItem", list="סופר", items=["אורז בסמטי", "עדשים", "פסטה"]),
    case("תוסיפי קוטג' וצ'יפס לרשימת קניות", op="addItem", list="קניות", items=["קוטג'", "צ'יפס"]),
    case("לרשימת פארם: אקמול, ויטמין ד'", op="addItem", list="פארם", items=["אקמול", "ויטמין ד'"]),
    case('לרשימה של המשרד תוסיף דו"ח שנתי וטונר', op="addItem", list="משרד", items=['דו"ח שנתי', "טונר"]),
    case("תוסיף pesto ו-gnocchi לרשימת קניות", op="addItem", list="קניות", items=["pesto", "gnocchi"]),
]


@pytest.mark.parametrize(("raw", "items"), [
    ("brown rice black beans and sour cream", ["brown rice", "black beans", "sour cream"]),
    ("phone charger sunglasses and a hat", ["phone charger", "sunglasses", "hat"]),
    ("garlic bread", ["garlic bread"]),  # two words and nothing says two items: one thing
    ("apples bananas", ["apples", "bananas"]),
    ("2 liters of milk and a dozen eggs", ["2 liters of milk", "a dozen eggs"]),
    ("חלב שקדים קורנפלקס ובננות", ["חלב שקדים", "קורנפלקס", "בננות"]),
    ("חזה עוף תפוחי אדמה וגזר", ["חזה עוף", "תפוחי אדמה", "גזר"]),
    ("סבון כלים ספוגים ונייר כסף", ["סבון כלים", "ספוגים", "נייר כסף"]),
    ("קבלות מע\"מ ותלושי שכר", ["קבלות מע\"מ", "תלושי שכר"]),
    ("במבה, ביסלי גריל וקוטג'", ["במבה", "ביסלי גריל", "קוטג'"]),
])
def test_items_are_split_by_what_the_words_are(raw: str, items: list[str]) -> None:
    assert split_items(raw) == items


# ---------------------------------------------------------------------------------------------------
# "the list" with nothing to say which: the latest list, the shopping list for things one buys, or a question;
# "the other list" always asks
# ---------------------------------------------------------------------------------------------------
UNNAMED = [
    case("תכניסי לרשימה קמח וסוכר", op="addItem", list="קניות", items=["קמח", "סוכר"], notes=["default_list"]),
    case("add flour and sugar to the list", op="addItem", list="shopping", items=["flour", "sugar"],
         notes=["default_list"]),
    case("add the permit forms to the list", op="addItem", list="", items=["permit forms"], missing=["listName"]),
    case("add flour and sugar to the list", latest=LATEST_LIST, op="addItem", items=["flour", "sugar"],
         ids=["list:3"]),
    case("add foil and baking paper", op="addItem", list="shopping", items=["foil", "baking paper"]),
    case("add milk to the other list", op="addItem", items=["milk"], missing=["listName"]),
    case("add milk to the other list", latest=LATEST_LIST, op="addItem", items=["milk"], missing=["listName"]),
    case("תוסיפי ביצים לרשימה האחרת", op="addItem", items=["ביצים"], missing=["listName"]),
    case("add it to the list", op="addItem", items=[], missing=["items", "listName"]),
    case("תוסיפי את זה לרשימה", op="addItem", items=[], missing=["items", "listName"]),
    case("תמחק את הרשימה ההיא", op="delete", missing=["listName"], approval=True),
    case("delete that list", latest=LATEST_LIST, op="delete", ids=["list:3"], approval=True),
]

# ---------------------------------------------------------------------------------------------------
# A clause names the item, a short command acts on it
# ---------------------------------------------------------------------------------------------------
CLAUSES = [
    case("we ran out of toothpaste, add it to the list", op="addItem", list="shopping", items=["toothpaste"],
         notes=["default_list"]),
    case("im all out of coffee stick it on the list", op="addItem", list="shopping", items=["coffee"]),
    case("we're out of AA batteries, put them on the hardware list", op="addItem", list="hardware",
         items=["AA batteries"]),
    case("נגמרו הביצים תוסיפי לקניות", op="addItem", list="קניות", items=["ביצים"]),
    case("אזל הקפה, תרשום אותו ברשימה", op="addItem", list="קניות", items=["קפה"]),
    case("nvm about the chips, take em off", op="deleteItem", list="shopping", items=["chips"]),
    case("we dont need eggs anymore, remove them from the list", op="deleteItem", list="shopping", items=["eggs"]),
    case("לא צריך יותר חלב תמחקי אותו מהרשימה", op="deleteItem", list="קניות", items=["חלב"]),
    case("עזבי את הקולה, תורידי אותה", op="deleteItem", list="קניות", items=["קולה"]),
    case("the kids want popcorn, add it to the shopping list", op="addItem", list="shopping", items=["popcorn"]),
    case("my husband is craving pickles so put them on the list, and olives too", op="addItem", list="shopping",
         items=["pickles", "olives"]),
    case("הילדים רוצים במבה תוסיפי לקניות וגם ביסלי", op="addItem", list="קניות", items=["במבה", "ביסלי"]),
    case("the bread's done, check it off", op="toggleItem", list="shopping", items=["bread"]),
    case("יש כבר ביצים בבית אפשר לסמן", op="toggleItem", list="קניות", items=["ביצים"]),
]

# ---------------------------------------------------------------------------------------------------
# Needing things one buys: the shopping list ("the list" stays a question when only "add" is said)
# ---------------------------------------------------------------------------------------------------
NEEDED = [
    case("we need milk and eggs", op="addItem", list="shopping", items=["milk", "eggs"], notes=["default_list"]),
    case("we're out of coffee", op="addItem", list="shopping", items=["coffee"]),
    case("need eggs butter and rye bread on the list", op="addItem", list="shopping",
         items=["eggs", "butter", "rye bread"]),
    case("need batteries and tape for the hardware list", op="addItem", list="hardware",
         items=["batteries", "tape"]),
    case("צריך חלב וביצים", op="addItem", list="קניות", items=["חלב", "ביצים"]),
    case("חסר לנו לחם", op="addItem", list="קניות", items=["לחם"]),
    case("נגמר הקפה", op="addItem", list="קניות", items=["קפה"]),
    case("we need milk", latest=LATEST_LIST, op="addItem", items=["milk"], ids=["list:3"]),
]

# ---------------------------------------------------------------------------------------------------
# Reports of a purchase tick the item
# ---------------------------------------------------------------------------------------------------
PURCHASES = [
    case("i grabbed the bananas", op="toggleItem", list="shopping", items=["bananas"], notes=["default_list"]),
    case("got the coffee and sugar", op="toggleItem", list="shopping", items=["coffee", "sugar"]),
    case("we already bought the detergent at the supermarket", op="toggleItem", list="shopping",
         items=["detergent"]),
    case("the tortillas are in the cart", op="toggleItem", list="shopping", items=["tortillas"]),
    case("קניתי כבר את הלחם", op="toggleItem", list="קניות", items=["לחם"]),
    case("את החלב כבר קניתי", op="toggleItem", list="קניות", items=["חלב"]),
    case("הטחינה כבר בעגלה", op="toggleItem", list="קניות", items=["טחינה"]),
    case("אני במכולת, הבאתי גם את הקפה", op="toggleItem", list="קניות", items=["קפה"]),
    case("got the milk", latest=LATEST_LIST, op="toggleItem", items=["milk"], ids=["list:3"]),
    case("passport's packed", op="toggleItem", list="packing", items=["passport"]),
]

# ---------------------------------------------------------------------------------------------------
# Tick or remove with no list named; removals with a reason after the list
# ---------------------------------------------------------------------------------------------------
BARE = [
    case("tick bread", op="toggleItem", list="shopping", items=["bread"]),
    case("tick off the apples pls", op="toggleItem", list="shopping", items=["apples"]),
    case("mark eggs as bought", op="toggleItem", list="shopping", items=["eggs"]),
    case("תסמן שקניתי חלב", op="toggleItem", list="קניות", items=["חלב"]),
    case("תסמני שהגבינה נקנתה", op="toggleItem", list="קניות", items=["גבינה"]),
    case("תסמני וי על הלחם", op="toggleItem", list="קניות", items=["לחם"]),
    case("סמן את ה olive oil", op="toggleItem", list="קניות", items=["olive oil"]),
    case("scratch the onions, we have plenty haha", op="deleteItem", list="shopping", items=["onions"]),
    case("תמחקי את הבמבה", op="deleteItem", list="קניות", items=["במבה"]),
    case("תוריד את הקולה מהרשימה", op="deleteItem", list="קניות", items=["קולה"]),
    case("delete את הבמבה from the list", op="deleteItem", list="קניות", items=["במבה"]),
    case("take the candles off the party list, we have plenty", op="deleteItem", list="party", items=["candles"]),
    case("remove soap from the pharmacy list found a bar in the cabinet", op="deleteItem", list="pharmacy",
         items=["soap"]),
    case("תורידי את הקולה מהרשימה של הסופר כי יש בבית", op="deleteItem", list="סופר", items=["קולה"]),
    case("בטל את הגבינה מרשימת הקניות", op="deleteItem", list="קניות", items=["גבינה"]),
]

# ---------------------------------------------------------------------------------------------------
# Showing a list (get), by its name or by the shop it is for; creating and deleting lists
# ---------------------------------------------------------------------------------------------------
SHOW_CREATE_DELETE = [
    case("whats left on the shopping list", op="get", list="shopping"),
    case("hey! whats on the hardware list", op="get", list="hardware"),
    case("what do we need from the supermarket", op="get", list="shopping"),
    case("morning, what do i still need from the garden store", op="get", list="garden"),
    case("מה צריך לקנות במכולת", op="get", list="מכולת"),
    case("מה עוד נשאר לקנות בפארם", op="get", list="פארם"),
    case("begin a new list: xmas gifts", op="create", list="xmas gifts"),
    case("new list - gifts", op="create", list="gifts"),
    case("scrap the christmas list", op="delete", list="christmas", approval=True),
    case("get rid of the camping list completely", op="delete", list="camping", approval=True),
    case("delete the packing list, we're back home", op="delete", list="packing", approval=True),
    case("תמחקי את ה-party list", op="delete", list="party", approval=True),
    case("תמחק את רשימת הסופר לגמרי", op="delete", list="סופר", approval=True),
    case("אפשר למחוק את רשימת המסיבה, נגמר", op="delete", list="מסיבה", approval=True),
]

ALL = GREETINGS + LIST_FIRST + ITEMS + UNNAMED + CLAUSES + NEEDED + PURCHASES + BARE + SHOW_CREATE_DELETE


@pytest.mark.parametrize(("message", "latest", "expect"), ALL)
def test_list_message_is_understood(message: str, latest: list[dict[str, Any]] | None,
                                    expect: dict[str, Any]) -> None:
    check(plan(message, latest), expect)


# ---------------------------------------------------------------------------------------------------
# Near misses: the same words about other things
# ---------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "picked up the kids", "לקחתי את הילדים", "I bought tickets for the show", "got it", "got your message",
    "bought the milk?", "לקחתי את התרופה", "I got a new job", "grabbed lunch with dana",
])
def test_what_is_not_a_purchase_is_not_ticked(text: str) -> None:
    not_list(text, ("toggleItem",))


def test_a_purchase_right_after_a_task_is_left_to_the_task() -> None:
    """ "bought it" / "bought the milk" after the reminder to buy milk fired closes that task."""
    not_list("bought the milk", ("toggleItem",), latest=LATEST_TASK)
    not_list("קניתי את החלב", ("toggleItem",), latest=LATEST_TASK)


@pytest.mark.parametrize("text", [
    "scratch that", "delete the dentist", "remove the meeting with dana", "תמחקי את התזכורת", "tick the box",
    "תבטל את הפגישה עם דנה", "delete my 5pm reminder", "take it off", "nvm", "nvm about the meeting, cancel it",
    "תבטל את הקפה עם דני", "תבטלי את הקפה", "the report's done, cross it off", "report done, cross it off",
    "delete the milk with the blue cap",
])
def test_removals_and_ticks_of_other_things_are_not_list_items(text: str) -> None:
    not_list(text, ("toggleItem", "deleteItem"))


@pytest.mark.parametrize("text", [
    "i need a haircut", "need a ride to the airport", "צריך עזרה", "צריך לקנות חלב", "צריך לבדוק את החלב",
    "we need to talk", "i need the report by friday", "צריך את הדוח", "we need milk tomorrow at 5",
])
def test_needing_what_is_not_a_thing_to_buy_is_not_a_list_item(text: str) -> None:
    not_list(text, ("addItem",))


@pytest.mark.parametrize("text", [
    "what do i need from you", "מה חסר בבית", "what do i need to do today", "רשימת קניות חדשה",
])
def test_questions_that_name_no_list_are_not_list_reads(text: str) -> None:
    not_list(text, ("get", "addItem"))


def test_a_reason_is_no_second_request() -> None:
    """A second request after the list ("... and remind me tomorrow") is never dropped by a confident plan."""
    not_list("take the candles off the party list and remind me tomorrow to buy cake", ("deleteItem",))
    not_list("we're out of milk, add it to the list and remind me at 6", ("addItem",))
    not_list("we're out of milk, add it to the list and remind me", ("addItem",))


@pytest.mark.parametrize("text", ["the kids want a dog, add it to the list", "הבן שלי רוצה אופניים תוסיפי לרשימה",
                                  "we're out of ideas, add it to the list"])
def test_a_wish_for_something_one_does_not_shop_for_is_not_guessed(text: str) -> None:
    intent = plan(text)
    assert intent is None or intent.missing or intent.args.get("listName") not in ("shopping", "קניות"), intent


@pytest.mark.parametrize(("text", "items"), [
    ("picked up the batteries and the tape, check em off", ["batteries", "tape"]),
    ("grabbed bread and milk, tick them", ["bread", "milk"]),
])
def test_things_picked_up_then_a_tick_are_ticked_on_the_list(text: str, items: list[str]) -> None:
    intent = understand(RuleContext(raw=text, now=NOW, language=language_of(text)))
    assert intent is not None and intent.args.get("operation") == "toggleItem"
    assert sorted(intent.args["items"]) == sorted(items)


def test_people_picked_up_are_a_task_done_not_a_list_item() -> None:
    text = "picked up the kids, you can stop reminding me"
    intent = understand(RuleContext(raw=text, now=NOW, language=language_of(text)))
    assert intent is not None and intent.args.get("operation") == "complete"
