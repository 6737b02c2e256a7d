"""List requests written with context around them or in a second language's word order: "took the X from the
super", a remark after the item a command points at, "how many lists do i have", "show me מה יש ברשימה", the
past "מה היה ברשימה", "put in the shopping list X", and "put it on my list" after a remark that names nothing."""

from __future__ import annotations

from typing import Any

import pytest

from tests.planning.test_rules_tasks_lists import plan


def case(message: str, **expect: Any) -> Any:
    return pytest.param(message, expect, id=message[:60])


CASES = [
    # "took" is a purchase where the shop is said
    case("took the eggs and the butter from the supermarket", action="toggleItem", items=["eggs", "butter"]),
    case("i took the batteries from the store on my way back", action="toggleItem", items=["batteries"]),
    # a remark after the item the command points at is no item
    case("forget about the walnuts, the cake is fine without them, take them off the list", action="deleteItem",
         items=["walnuts"]),
    case("nvm the pine nuts, the salad works without them. remove them from the grocery list", action="deleteItem",
         listName="groceries", items=["pine nuts"]),
    # how many lists: all of them, shown
    case("how many lists do we even have lol", action="getAll"),
    case("how many lists do i have at this point, show me all of them", action="getAll"),
    case("כמה רשימות יש לי בכלל", action="getAll"),
    # an English verb before a Hebrew question; the past "what was on the list"
    case("show me מה יש ברשימת קניות", action="get", listName="קניות"),
    case("tell me מה כתוב ברשימה של הטיול", action="get", listName="טיול"),
    case("מה היה ברשימה של הסופר", action="get", listName="סופר"),
    # "put in the X list" and then the items
    case("write in the grocery list eggs and butter", action="addItem", listName="groceries", items=["eggs", "butter"]),
    case("put into the shopping list bamba and toilet paper", action="addItem", listName="shopping",
         items=["bamba", "toilet paper"]),
    # emoji before the request
    case("🛒 add milk and eggs to the shopping list", action="addItem", listName="shopping", items=["milk", "eggs"]),
    case("🍋🍋 got the lemons and the limes", action="toggleItem", items=["lemons", "limes"]),
    # the English list words in Hebrew letters
    case("תוסיף hummus ו pita לשופינג ליסט", action="addItem", listName="קניות", items=["hummus", "pita"]),
    case("תכניסי לשופינג ליסט חלב וביצים", action="addItem", listName="קניות", items=["חלב", "ביצים"]),
    # a message pasted in, then a command that points into it
    case("my wife just sent: 'we're out of olive oil and dish soap' add them to the shopping list",
         action="addItem", listName="shopping", items=["olive oil", "dish soap"]),
    case('mom texted me: "we need eggs and flour" put them on the list', action="addItem", items=["eggs", "flour"]),
    # a spaced dash after a new list's name starts its items
    case("תעשי לי רשימה חדשה לבית ספר - מחברות עפרונות מחק דבק", action="create", listName="בית ספר",
         items=["מחברות", "עפרונות", "מחק", "דבק"]),
    case("make a new list for school - notebooks, pencils and glue", action="create", listName="school",
         items=["notebooks", "pencils", "glue"]),
    # where the user stopped, said before the purchase
    case("stopped at the pharmacy on the way home and got the sunscreen and the band-aids ✅", action="toggleItem",
         items=["sunscreen", "band-aids"]),
    case("went to the supermarket and grabbed the eggs", action="toggleItem", items=["eggs"]),
    # two known things that name one product stay one item; others still split
    case("תוסיפי לרשימת קניות עוגיות שוקולד צ'יפס וחלב סויה", action="addItem",
         items=["עוגיות שוקולד צ'יפס", "חלב סויה"]),
    case("תוסיף לקניות חלב שקדים ובמבה", action="addItem", items=["חלב שקדים", "במבה"]),
    case("תוסיף לקניות עוגיות במבה ביסלי", action="addItem", items=["עוגיות", "במבה", "ביסלי"]),
]


@pytest.mark.parametrize(("message", "expect"), CASES)
def test_list_requests_in_context(message: str, expect: dict[str, Any]) -> None:
    intent = plan(message)
    assert intent is not None and intent.capability == "database" and intent.entity == "list"
    assert intent.action == expect["action"]
    assert intent.confidence >= 0.8 and not intent.missing
    for key in ("listName", "items"):
        if key in expect:
            assert intent.args.get(key) == expect[key]


ASKED = [
    # "it" points into a remark that names nothing a list holds: what to add is asked
    "saw it on insta and it looked amazing 😍 put it on my list",
    "my friend recommended it and it sounds great, add it to the list",
    "ראיתי את זה אצל השכנה וזה נראה מעולה, תוסיפי את זה לרשימה",
    # a remark that changes the items: asked, not guessed
    "nvm the cream, the kids don't like it, remove it from the shopping list",
]


@pytest.mark.parametrize("message", ASKED)
def test_asked_about(message: str) -> None:
    intent = plan(message)
    assert intent is None or intent.missing or intent.confidence < 0.8


NOT_LIST = [
    # "took" without a shop reports a task done, or nothing a list holds
    "took my pills",
    "took the eggs",
    "took the kids from school",
    # a count of lists with another request after it is no request to see them
    "how many lists do i have and delete the old one",
    "put in the drawer the batteries",
    "stopped by the store on my way back and picked up the kids",
    # a quote with no command after it
    "my wife just sent: 'we're out of olive oil'",
]


@pytest.mark.parametrize("message", NOT_LIST)
def test_not_taken_as_list(message: str) -> None:
    intent = plan(message)
    assert intent is None or intent.entity != "list" or intent.confidence < 0.8
