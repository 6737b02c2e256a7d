"""The list grammars on more of the ways people write list requests.

* a remark after the items, after a comma or as a sentence of its own ("..., נגמר לי הכל", "... . flying
  tomorrow!"): left out; one that changes the request ("..., we need bread too") is asked about;
* a Hebrew construct made definite ("נייר האפייה", "שמן הזית") is the item's plain form;
* where the shop was ("בסופר ליד העבודה") and what the command is for ("..., so we don't buy it twice");
* spoken fillers ("אה", "um") and the add verb said again inside the items;
* a new list's name and its items with nothing between them, split only where known things say so;
* "אני צריכה שתפתחי ..." and items put "לשם" (into the new list);
* a list named, then "delete the whole thing" / "תמחקי את כולה";
* an English list's name after a Hebrew "ל-" ("תוסיף ל-packing list: ...");
* "ugh we're out of X again. put it on the list, and Y too while you're at it";
* "the list of my kids" names no list "my", and "רשימת הקניות שלי ושל אשתי" names two lists;
* "הרשימה של אמא שלי": the possessive is part of the name, not an item.

The clock is Sunday 22 November 2026, 09:00 in Asia/Jerusalem, as in the evaluation kit.
"""

from __future__ import annotations

from typing import Any

import pytest

from memo.planning.rules.lists_words import split_items
from tests.planning.reading import acted, case, plan
from tests.planning.reading import check_list as check

CASES = [
    # a remark after the items: left out
    case("תוסיפי לרשימת הקניות קוטג', לחם ומלפפונים, אמא באה מחר", op="addItem", list="קניות",
         items=["קוטג'", "לחם", "מלפפונים"]),
    case("תכניס לרשימה של הפארם אקמול ומשחת שיניים, אני גמורה", op="addItem", list="פארם",
         items=["אקמול", "משחת שיניים"]),
    case("add to the shopping list eggs, bread, my mom is visiting tomorrow", op="addItem", list="shopping",
         items=["eggs", "bread"]),
    case("add eggs, bread and cheese to the shopping list, the kids finished everything", op="addItem",
         list="shopping", items=["eggs", "bread", "cheese"]),
    case("תוסיפי לרשימת הקניות חלב, ביצים. מחר באים אורחים", op="addItem", list="קניות", items=["חלב", "ביצים"]),
    case("add to the shopping list: milk, eggs. friends are coming tonight", op="addItem", list="shopping",
         items=["milk", "eggs"]),
    # a sentence of items after a period is more items
    case("add to the shopping list: milk, eggs. bread. butter", op="addItem", list="shopping",
         items=["milk", "eggs", "bread", "butter"]),
    case("תוסיפי לרשימת הקניות חלב, ביצים. ולחם", op="addItem", list="קניות", items=["חלב", "ביצים", "לחם"]),
    # a remark after a tick, a removal, a report
    case("תסמני ברשימת הקניות את החלב ואת הלחם, קניתי בדרך", op="toggleItem", list="קניות", items=["חלב", "לחם"]),
    case("לקחתי את הטחינה והחומוס, היה מבצע", op="toggleItem", list="קניות", items=["טחינה", "חומוס"]),
    case("got the milk, bread, the store was empty", op="toggleItem", list="shopping", items=["milk", "bread"]),
    case("add bananas, apples, i think we have oranges", op="addItem", list="shopping", items=["bananas", "apples"]),
    # a definite construct: its plain form
    case("לקחתי את שמן הזית ואת נייר הכסף", op="toggleItem", list="קניות", items=["שמן זית", "נייר כסף"]),
    case("קניתי את אבקת הכביסה ואת נוזל הכלים", op="toggleItem", list="קניות", items=["אבקת כביסה", "נוזל כלים"]),
    case("תוסיף את שקיות הזבל לרשימת הקניות", op="addItem", list="קניות", items=["שקיות זבל"]),
    case("תוסיף לרשימה את החלב ואת הגבינה הצהובה", op="addItem", list="קניות", items=["חלב", "גבינה צהובה"]),
    case("תוסיף 2 קרטוני חלב ותבנית ביצים לרשימה", op="addItem", list="קניות", items=["2 קרטוני חלב", "תבנית ביצים"]),
    # where the shop was, what the command is for
    case("קניתי נייר טואלט בסופר ליד הבית", op="toggleItem", list="קניות", items=["נייר טואלט"]),
    case("got the paper towels at the store near work", op="toggleItem", list="shopping", items=["paper towels"]),
    case("קניתי כבר אבקת כביסה במכולת מול הבית, תסמני ברשימה שלא נקנה שוב", op="toggleItem", list="קניות",
         items=["אבקת כביסה"]),
    case("bought the dish soap, mark it on the list so we don't buy it twice", op="toggleItem", list="shopping",
         items=["dish soap"]),
    case("נגמר הקפה, תוסיפי לרשימה כדי שלא נשכח", op="addItem", list="קניות", items=["קפה"]),
    # fillers, the verb said again
    case("תוסיפי לרשימת הקניות חלב אממ ביצים ואה לחם", op="addItem", list="קניות", items=["חלב", "ביצים", "לחם"]),
    case("תכניס לרשימה של המכולת גם במבה וגם ביסלי ותכניס גם שוקו", op="addItem", list="מכולת",
         items=["במבה", "ביסלי", "שוקו"]),
    case("add to the grocery list um milk uh eggs and oh bread", op="addItem", list="groceries",
         items=["milk", "eggs", "bread"]),
    case("add milk and eggs and also add bread to the shopping list", op="addItem", list="shopping",
         items=["milk", "eggs", "bread"]),
    # a new list's name, then its items
    case("new list party chips soda", op="create", list="party", items=["chips", "soda"]),
    case("open a new list beach towels sunscreen hats", op="create", list="beach",
         items=["towels", "sunscreen", "hats"]),
    case("תפתחי רשימה חדשה מסיבה במבה ביסלי", op="create", list="מסיבה", items=["במבה", "ביסלי"]),
    case("new list called baby food", op="create", list="baby food", items=[]),
    case("make me a new list called wine tasting", op="create", list="wine tasting", items=[]),
    # "I need you to ..." and items put "לשם"
    case("אני רוצה שתיצרי רשימה בשם ציוד לים ותכניסי לשם מגבות, כובע וקרם הגנה", op="create", list="ציוד לים",
         items=["מגבות", "כובע", "קרם הגנה"]),
    case("i need you to make a new list called camping gear and add a tent, flashlights and sleeping bags, we are "
         "heading north this weekend", op="create", list="camping gear",
         items=["tent", "flashlights", "sleeping bags"]),
    # a list named, then "delete the whole thing"
    case("i'm done with the camping list, get rid of the whole thing", op="delete", list="camping", approval=True),
    case("finally done with the wedding list!! you can delete the whole thing", op="delete", list="wedding",
         approval=True),
    case("סיימנו סוף סוף עם רשימת הציוד לטיול, תמחקי את כולה", op="delete", list="ציוד לטיול", approval=True),
    case("רשימת המתנות כבר לא רלוונטית, תמחקי את כולה", op="delete", list="מתנות", approval=True),
    # an English list's name after a Hebrew "ל-"
    case("תכניסי לshopping list חלב וביצים", op="addItem", list="shopping", items=["חלב", "ביצים"]),
    case("תוסיף ל-camping list: פנס, מזרן. יוצאים בשישי!", op="addItem", list="camping", items=["פנס", "מזרן"]),
    # whose list, with a possessive after the owner
    case("תוסיף לרשימה של אמא שלי חלב וביצים", op="addItem", list="אמא", items=["חלב", "ביצים"]),
    case("תוסיף לרשימת קניות של אמא שלי חלב", op="addItem", list="קניות של אמא", items=["חלב"]),
    # out of it again, then the command and one more
    case("ugh no more coffee, put it on the list pls", op="addItem", list="shopping", items=["coffee"]),
    case("we ran out of milk again. add it to the list, and eggs too while you're at it", op="addItem",
         list="shopping", items=["milk", "eggs"]),
    case("אוף נגמר השמפו, תוסיפי לרשימה וגם מרכך", op="addItem", list="קניות", items=["שמפו", "מרכך"]),
    case("נגמר לנו שוב הקפה תוסיף לרשימה", op="addItem", list="קניות", items=["קפה"]),
]


@pytest.mark.parametrize(("message", "expect"), CASES)
def test_list_message_is_understood(message: str, expect: dict[str, Any]) -> None:
    check(plan(message), expect)


@pytest.mark.parametrize("text", [
    # a "remark" that changes the request, or a clause among the items: asked
    "add to the shopping list: milk, eggs, we need bread too",
    "add bananas, apples, we need milk too",
    "got the milk, bread, we need eggs too",
    "add to the shopping list: milk. we're having guests. eggs",
    "add to the list: milk, bread, dani asked for bamba",
    # the verb again, to another list: a second request
    "תוסיף חלב ותוסיף לרשימת הפארם אקמול",
    # where a new list's name ends, only the user can say
    "new list party chips",
    "new list called house paint colors",
    "new list called moms birthday cake candles balloons",
    # "the list of my kids": no list named "my"
    "delete the list of my kids",
    "remove the list for my daughter",
    # a long part beside known things, in words no lexicon knows: may be a remark
    "תוסיף בבקשה לרשימה של הבית נורות וסוללות, נשרפה המנורה בסלון",
    "add to the shopping list: milk, eggs, something for dani's birthday",
    # two lists named as one
    "תמחק את רשימת הקניות שלי ושל אשתי",
    # a remark with a request in it is no remark
    "נגמר הקפה, תוסיפי לרשימה שלא נשכח ותזכירי לי מחר",
])
def test_near_misses_are_not_acted_on_as_a_list(text: str) -> None:
    intent = plan(text)
    assert not (acted(intent) and intent is not None and intent.entity == "list"), intent


def test_the_list_of_my_kids_is_no_list_named_my() -> None:
    intent = plan("delete the list of my kids")
    assert intent is None or intent.args.get("listName") != "my", intent


@pytest.mark.parametrize(("raw", "items"), [
    ("נייר האפייה וטחינה", ["נייר אפייה", "טחינה"]),
    ("שמן הזית, רסק העגבניות", ["שמן זית", "רסק עגבניות"]),
    ("חזה הודו", ["חזה הודו"]),  # "הודו" is turkey, no article
])
def test_a_definite_construct_is_read_plain(raw: str, items: list[str]) -> None:
    assert split_items(raw) == items
