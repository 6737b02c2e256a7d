"""List requests said the short way: groceries alone ("חלב ביצים קוטג'"), a reason glued to a list named in full
("... on the office shopping list the clicker died"), the item put right inside the message ("... no actually
toilet paper"), "רשימה" typed without its yod ("לרשמה"), "wat" for "what", a title that keeps its article on a
films or books list ("את הסנדק"), "flower" among baking goods, and a task named first, then moved by a pronoun
("the follow up can wait, push it to tuesday")."""

from __future__ import annotations

from typing import Any

import pytest

from tests.planning.reading import check_list_request
from tests.planning.test_rules_tasks_lists import plan


def case(message: str, **expect: Any) -> Any:
    return pytest.param(message, expect, id=message[:60])


CASES: list[Any] = [
    # groceries alone: the shopping list
    case("חלב ביצים קוטג'", action="addItem", items=["חלב", "ביצים", "קוטג'"]),
    case("חלב, לחם וגבינה צהובה", action="addItem", items=["חלב", "לחם", "גבינה צהובה"]),
    case("milk eggs bread", action="addItem", items=["milk", "eggs", "bread"]),
    case("eggs and butter", action="addItem", items=["eggs", "butter"]),
    # a reason glued to a list named in full
    case("put AA batteries on the office shopping list the clicker died mid presentation", action="addItem",
         items=["AA batteries"], listName="office shopping"),
    case("add dog food to the pet list the dog ate everything", action="addItem", items=["dog food"], listName="pet"),
    case("add toner to the office list the printer is empty", action="addItem", items=["toner"], listName="office"),
    # the item put right inside the message
    case("add paper towels to the list no actually toilet paper", action="addItem", items=["toilet paper"]),
    case("add paper towels to the list, wait i mean toilet paper", action="addItem", items=["toilet paper"]),
    case("put rice on the shopping list oops actually pasta", action="addItem", items=["pasta"], listName="shopping"),
    # "רשימה" without its yod, after a preposition
    case("תוסיפי לרשמה של הקניות נייר טואלט וסבון כלים", action="addItem", items=["נייר טואלט", "סבון כלים"],
         listName="קניות"),
    case("תוסיף לרשמת הקניות חלב", action="addItem", items=["חלב"], listName="קניות"),
    case("מה יש ברשמת הקניות", action="get", listName="קניות"),
    # a title or a name keeps its "ה" after "את"
    case("תוסיפי לרשימת הסרטים את הסנדק", action="addItem", items=["הסנדק"], listName="סרטים"),
    case("תוסיפי לרשימת הספרים את הארי פוטר", action="addItem", items=["הארי פוטר"], listName="ספרים"),
    case("תוסיפי לרשימת הסרטים את הנסיך הקטן", action="addItem", items=["הנסיך הקטן"], listName="סרטים"),
    case("תוסיף לרשימת המוזמנים את הילה ואת דני", action="addItem", items=["הילה", "דני"], listName="מוזמנים"),
    # ... a thing to buy still loses it
    case("תוסיפי לרשימת הקניות את החלב", action="addItem", items=["חלב"], listName="קניות"),
    # "flower" among baking goods is the flour
    case("add flower and sugar to the shopping list for the cake", action="addItem", items=["flour", "sugar"]),
    case("add eggs, flower and butter to the list", action="addItem", items=["eggs", "flour", "butter"]),
]


@pytest.mark.parametrize(("message", "expect"), CASES)
def test_list_requests(message: str, expect: dict[str, Any]) -> None:
    check_list_request(plan(message), expect)


@pytest.mark.parametrize("message", ["wat do i have on my to do list", "wat do i have on my list today"])
def test_wat_is_what(message: str) -> None:
    intent = plan(message)
    assert intent is not None and intent.capability == "database" and intent.action == "getAll", intent


@pytest.mark.parametrize("message", [
    "חלב",  # one thing alone: an answer or a note as often
    "dani eggs",  # a name among them: not groceries alone
    "milk or eggs",  # a choice, not a list
    "חלב או סויה",
    "היא רשמה את זה",  # "רשמה" alone is "she wrote down"
])
def test_not_groceries_alone(message: str) -> None:
    intent = plan(message)
    assert intent is None or intent.capability != "database" or intent.action != "addItem" or intent.missing \
        or intent.confidence < 0.7, intent


@pytest.mark.parametrize("message", [
    "put batteries on the shopping list my mom keeps",  # whose list it is, not a reason
    "add cake to the party list my wife started",
])
def test_a_clause_that_names_the_list_is_no_reason(message: str) -> None:
    intent = plan(message)
    assert intent is None or intent.missing or intent.confidence < 0.7 or intent.args.get("listName") not in (
        "shopping", "party"), intent


@pytest.mark.parametrize("message", ["add flowers to the shopping list", "add flowers and a card to the party list"])
def test_flowers_without_baking_stay_flowers(message: str) -> None:
    intent = plan(message)
    assert intent is not None and "flowers" in intent.args["items"], intent


@pytest.mark.parametrize(("message", "what", "day"), [
    ("the follow up w marketing can wait, push it to tuesday", "follow up w marketing", "2026-11-24"),
    ("the dentist reminder isnt urgent, move it to thursday", "dentist", "2026-11-26"),
    ("הדוח לרואה החשבון יכול לחכות, תדחי אותו ליום שלישי", "הדוח לרואה החשבון", "2026-11-24"),
    ("את הדוח לרואה החשבון אפשר לדחות, תעבירי אותו לחמישי", "הדוח לרואה החשבון", "2026-11-26"),
])
def test_task_named_first_then_moved(message: str, what: str, day: str) -> None:
    intent = plan(message)
    assert intent is not None and intent.capability == "database" and intent.action == "update", intent
    assert intent.args["text"] == what and intent.args["dueDate"] == day, intent


@pytest.mark.parametrize("message", ["it can wait, push it to tuesday", "the report is done, move it to friday"])
def test_no_task_named_first(message: str) -> None:
    intent = plan(message)
    assert intent is None or intent.capability != "database" or intent.missing or intent.confidence < 0.7, intent
