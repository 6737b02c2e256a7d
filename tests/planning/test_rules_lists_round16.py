"""List requests as people write them between meetings, in two languages and in slang: placeholders such as
"the usual" or "הרגיל" that only the user can fill in, and items written with mixed scripts and joiners."""

from __future__ import annotations

from typing import Any

import pytest

from tests.planning.test_rules_tasks_lists import plan


def case(message: str, **expect: Any) -> Any:
    return pytest.param(message, expect, id=message[:60])


CASES: list[Any] = [
    # a real item beside a word that would be a placeholder elsewhere stays an item
    case("add regular milk to the shopping list", action="addItem", listName="shopping", items=["regular milk"]),
    case("תוסיפי לרשימת קניות חלב רגיל", action="addItem", listName="קניות", items=["חלב רגיל"]),
    case("add the cream for the cake to the shopping list", action="addItem", items=["cream"]),
    case("add stuffing to the shopping list", action="addItem", items=["stuffing"]),
    # the Hebrew word for "list" in Latin letters inside English
    case("put bamba n bissli on the reshima", action="addItem", items=["bamba", "bissli"]),
    case("add to the reshima לחם, גבינה ו-hummus", action="addItem", items=["לחם", "גבינה", "hummus"]),
    case("take the eggs off the reshima", action="deleteItem", items=["eggs"]),
    case("add coffee to reshimat kniyot", action="addItem", listName="shopping", items=["coffee"]),
    # what a purchase was for, after the items, is no part of them
    case("picked up the batteries for the remote", action="toggleItem", items=["batteries"]),
    case("grabbed the formula and the pacifiers for the baby", action="toggleItem", items=["formula", "pacifiers"]),
    case("קניתי טונר בשביל המדפסת", action="toggleItem", items=["טונר"]),
    # office supplies are things one buys
    case("got the staples and the toner", action="toggleItem", items=["staples", "toner"]),
    # "buyed": the past of "buy" as people write it
    case("i buyed the milk and the eggs", action="toggleItem", items=["milk", "eggs"]),
    case("we buyed bread", action="toggleItem", items=["bread"]),
    # "for me" after a short command is no item: the clause before it names the item
    case("קניתי כבר את הקפה תסמני לי", action="toggleItem", items=["קפה"]),
    case("נגמר לנו הסבון תוסיפי לי", action="addItem", items=["סבון"]),
    # where and when the user is, said first, before the report
    case("in line at the pharmacy rn - grabbed the sunscreen", action="toggleItem", items=["sunscreen"]),
    case("אני בקופה עכשיו, לקחתי את הלחם והחומוס", action="toggleItem", items=["לחם", "חומוס"]),
    # a list named by what it is for, run straight into the items
    case("add to list of dana wedding candles and napkins", action="addItem", items=["candles", "napkins"]),
    case("put on the list for office party cups plates and balloons", action="addItem",
         items=["cups", "plates", "balloons"]),
    case("put on the list for baby shower diapers wipes and bibs", action="addItem", listName="baby shower",
         items=["diapers", "wipes", "bibs"]),
    case("add to the list for my bridal shower balloons and streamers", action="addItem", listName="bridal shower",
         items=["balloons", "streamers"]),
]


@pytest.mark.parametrize(("message", "expect"), CASES)
def test_list_requests(message: str, expect: dict[str, Any]) -> None:
    intent = plan(message)
    assert intent is not None and intent.capability == "database" and intent.entity == "list"
    assert intent.action == expect["action"]
    assert intent.confidence >= 0.8 and not intent.missing
    for key in ("listName", "items"):
        if key in expect:
            assert intent.args.get(key) == expect[key]


VAGUE = [
    # "the usual", "the same as last time", "that thing": which items, only the user knows
    "add the usual to the shopping list",
    "put the same as last week on the grocery list",
    "pls add the regular stuff to the list",
    "add milk and the usual stuff to the shopping list",
    "put that thing on the packing list",
    "put whatever we always get on the costco list",
    "tick off the usual on the shopping list",
    "תוסיף לרשימת קניות את הרגיל",
    "תוסיפי לרשימה את מה שתמיד קונים",
    "תכניסי לרשימת הסופר את הדברים הרגילים",
    "תסמני ברשימת קניות את אותו דבר",
    "תוסיף לרשימה של הפארם כמו בפעם הקודמת",
    # "something for dinner", "stuff for the cake": what to buy is not yet said
    "put the stuff for the cake on the shopping list",
    "add smth for dinner to the grocery list",
    "תוסיף לרשימת קניות משהו לארוחת ערב",
    "תכניסי לרשימה של הסופר דברים לעוגה",
    # someone else's words that are not given here
    "add the thing mom mentioned to the shopping list",
    "תוסיפי לרשימת קניות את מה שאמא ביקשה",
    # several things named nowhere ("both", "it all", "ze" for "זה")
    "put both on the shopping list",
    "add it all to the grocery list",
    "add ze to the shopping list",
    "תוסיף לרשימת קניות את שניהם",
    # a tick of things bought but not named: which ones, the user says
    "tick off the things we got",
    "תסמן את מה שלקחתי",
    # where a run-on list name ends, only the user can say
    "add to list of cake stuff candles",
    "add to list of groceries milk eggs",
]


NOT_LIST = [
    # a purchase of things no list holds stays no list action, even with what it was for cut
    "i bought tickets for the show",
    "got a new phone for the office",
    # "for me" after a command whose clause names nothing a list holds
    "נגמרה לי הסבלנות תוסיף לי",
    "at the office now, got the kids",
]


@pytest.mark.parametrize("message", NOT_LIST)
def test_not_taken_as_list(message: str) -> None:
    intent = plan(message)
    assert intent is None or intent.entity != "list" or intent.confidence < 0.8


UNSURE = [
    # who the thing is for, without "the", may be part of the item: asked
    "got the milk for grandma",
]


@pytest.mark.parametrize("message", UNSURE)
def test_unsure_items_are_asked(message: str) -> None:
    intent = plan(message)
    assert intent is None or intent.missing or intent.confidence < 0.8


@pytest.mark.parametrize("message", VAGUE)
def test_placeholder_items_are_asked(message: str) -> None:
    intent = plan(message)
    assert intent is None or intent.missing or intent.confidence < 0.8
    if intent is not None and intent.entity == "list":
        assert not any("usual" in i or "רגיל" in i for i in intent.args.get("items", []))


def test_a_vague_tick_of_what_was_bought_asks_which_items() -> None:
    for message in ("cross off the stuff we bought", "check off the things i grabbed"):
        intent = plan(message)
        assert intent is not None and intent.entity == "list" and intent.action == "toggleItem"
        assert intent.missing and "items" in intent.missing
