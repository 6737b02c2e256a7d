"""List requests typed in a hurry: shortened words ("frm", "lst", "2 the list"), a shop's chain name after a
purchase, a percentage or a count inside run-together items, "what are we missing from the store", and the
bought verb missing its yod ("קנתי")."""

from __future__ import annotations

from typing import Any

import pytest

from tests.planning.test_rules_tasks_lists import plan


def case(message: str, **expect: Any) -> Any:
    return pytest.param(message, expect, id=message[:60])


CASES = [
    # shortened list words
    case("delete the chips frm the lst", action="deleteItem", listName="shopping", items=["chips"]),
    case("take the hummus frm the shopping list we got some", action="deleteItem", items=["hummus"]),
    case("whats on the grocery lst", action="get", listName="groceries"),
    case("pls add oat milk 2 the list", action="addItem", items=["oat milk"]),
    case("add 2 milks to the list", action="addItem", items=["2 milks"]),
    # a chain named as where it was bought is no part of the item
    case("just grabbed bread at shufersal", action="toggleItem", items=["bread"]),
    case("got the diapers frm rami levy tick em", action="toggleItem", items=["diapers"]),
    case("קניתי כבר את הבמבה ברמי לוי", action="toggleItem", items=["במבה"]),
    case("לקחתי את השמפו מסופר פארם תסמני", action="toggleItem", items=["שמפו"]),
    # a percentage ends its item; counts before known things start theirs
    case("תוסיפי חלב 1% ויוגורט 3% לקניות", action="addItem", items=["חלב 1%", "יוגורט 3%"]),
    case("תוסיף לרשימת קניות גבינה 9% לחם ונייר אפייה", action="addItem", items=["גבינה 9%", "לחם", "נייר אפייה"]),
    case("תוסיף 2 חלב 12 ביצים לרשימה", action="addItem", items=["2 חלב", "12 ביצים"]),
    case("תוסיפי לקניות 3 עגבניות 2 מלפפונים ובצל", action="addItem", items=["3 עגבניות", "2 מלפפונים", "בצל"]),
    # near misses: a measure takes the word after it; a count after its item stays as written
    case("תוסיף לרשימה 2 קילו עגבניות", action="addItem", items=["2 קילו עגבניות"]),
    case("תוסיף לקניות 3 שקיות במבה", action="addItem", items=["3 שקיות במבה"]),
    case("תוסיף לרשימה 2 חבילות חלב 6 ביצים", action="addItem", items=["2 חבילות חלב 6 ביצים"]),
    # what is missing from a shop: that shop's list
    case("מה חסר לנו מהסופר", action="get", listName="סופר"),
    case("מה חסר לי מהמכולת", action="get"),
    case("what are we missing from the store", action="get", listName="shopping"),
    case("whats missing from the supermarket", action="get", listName="shopping"),
    # "קנתי" (no yod) reports a purchase like "קניתי"
    case("קנתי חלב וביצים", action="toggleItem", items=["חלב", "ביצים"]),
    case("קנתי כבר טחינה", action="toggleItem", items=["טחינה"]),
]


@pytest.mark.parametrize(("message", "expect"), CASES)
def test_hurried_list_requests(message: str, expect: dict[str, Any]) -> None:
    intent = plan(message)
    assert intent is not None and intent.capability == "database" and intent.entity == "list"
    assert intent.action == expect["action"]
    assert intent.confidence >= 0.8 and not intent.missing
    for key in ("listName", "items"):
        if key in expect:
            assert intent.args.get(key) == expect[key]


@pytest.mark.parametrize("message", [
    "קנתי מתנה לדנה",  # a present is no list item
    "picked up the kids frm school",  # people, not a purchase
    "remind me to get milk frm the store",  # a reminder, not a list
    "מה חסר לנו בבית",  # no shop named: not a list
])
def test_not_taken_as_list(message: str) -> None:
    intent = plan(message)
    assert intent is None or intent.entity != "list" or intent.confidence < 0.8
