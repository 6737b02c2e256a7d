"""List requests with chatter after them ("... to the dorm list pls im dying here", "... את סאפיינס חחח אולי
בחופש"), a need said of a named list with its items after a colon ("צריך לרשימה של המסיבה: ..."), a list's name
that runs up to the object marker ("לרשימת ספרים לקרוא את ..."), a list named by whose stuff it is ("for dads
stuff add ..."), an English article before a list named in Hebrew ("what's on my רשימת קניות"), and a reason whose
subject is more than one word ("את החלב סויה אף אחד לא שותה", "the chips my kids dont eat")."""

from __future__ import annotations

from typing import Any

import pytest

from tests.planning.reading import check_list_request
from tests.planning.test_rules_tasks_lists import plan


def case(message: str, **expect: Any) -> Any:
    return pytest.param(message, expect, id=message[:60])


CASES: list[Any] = [
    # chatter after the request: a laugh, or (courtesy and) a clause about the speaker after the list
    case("תוסיף לרשימת ספרים לקרוא את סאפיינס חחח אולי בחופש", action="addItem", items=["סאפיינס"]),
    case("add sourdough to the shopping list lol my roommate ate all of it", action="addItem", items=["sourdough"],
         listName="shopping"),
    case("תוסיפי במבה לרשימת הקניות חחח הילדים יחגגו", action="addItem", items=["במבה"], listName="קניות"),
    case("add instant noodles and coffee pods to the dorm list pls im dying here", action="addItem",
         items=["instant noodles", "coffee pods"], listName="dorm"),
    case("add towels to the beach list please we're leaving tomorrow", action="addItem", items=["towels"],
         listName="beach"),
    case("put batteries on the camping list pls it's for the flashlight", action="addItem", items=["batteries"],
         listName="camping"),
    # where the user is, said after "because" shortened
    case("show me the groceries list bc im at the shuk rn", action="get", listName="groceries"),
    case("send me the shopping list cuz im in the supermarket", action="get", listName="shopping"),
    # a need said of a named list, the items after a colon
    case("צריך לרשימה של המסיבה: חטיפים, כוסות חד פעמיות, קרח ובירות", action="addItem",
         items=["חטיפים", "כוסות חד פעמיות", "קרח", "בירות"], listName="מסיבה"),
    case("צריכים לרשימת קניות: חלב, ביצים", action="addItem", items=["חלב", "ביצים"], listName="קניות"),
    case("we need for the party list: chips, cups and ice", action="addItem", items=["chips", "cups", "ice"],
         listName="party"),
    # the list's name runs up to the object marker
    case("תוסיפי לרשימת סרטים לראות את הסנדק", action="addItem", items=["הסנדק"], listName="סרטים לראות"),
    case("תוסיף לרשימת ספרים לקרוא את סאפיינס", action="addItem", items=["סאפיינס"], listName="ספרים לקרוא"),
    case("תוסיפי לרשימת מקומות לבקר את פטרה", action="addItem", items=["פטרה"], listName="מקומות לבקר"),
    # a list named by whose or what stuff it is
    case("for dads stuff pls add adult diapers, ensure drinks and a pill organizer", action="addItem",
         items=["adult diapers", "ensure drinks", "pill organizer"]),
    case("for the baby things add wipes and diapers", action="addItem", items=["wipes", "diapers"]),
    # an English article before a list named in Hebrew
    case("what's on my רשימת קניות", action="get", listName="קניות"),
    case("show me my רשימת קניות", action="get", listName="קניות"),
    # a reason after the item whose subject is more than one word
    case("תמחקי מהרשימה את החלב סויה אף אחד לא שותה את זה", action="deleteItem", items=["חלב סויה"]),
    case("תורידי את הבמבה הילדים שלי לא אוכלים", action="deleteItem", items=["במבה"]),
    case("remove the chips my kids dont eat them", action="deleteItem", items=["chips"]),
    case("remove the soy milk from the list nobody drinks it", action="deleteItem", items=["soy milk"]),
]


@pytest.mark.parametrize(("message", "expect"), CASES)
def test_list_requests(message: str, expect: dict[str, Any]) -> None:
    check_list_request(plan(message), expect)


UNSURE = [
    # after the laugh or the clause, more of the request: the user says
    "add eggs to the list lol and milk",
    "תוסיפי חלב לרשימת הקניות חחח נגמר לנו הכל",
    "add to the list please i need milk",
]


@pytest.mark.parametrize("message", UNSURE)
def test_unsure(message: str) -> None:
    intent = plan(message)
    assert intent is None or intent.missing or intent.confidence < 0.7 or intent.capability != "database", intent


def test_list_i_am_making_is_not_chatter() -> None:
    """ "the list i'm making for the party" is a list of its own: not cut down to "the list"."""
    intent = plan("add chips to the list im making for the party")
    assert intent is None or intent.args.get("listName") != "shopping" or intent.confidence < 0.7, intent


def test_planned_for_stuff_is_no_list() -> None:
    """ "for work stuff add a meeting with dan": what is planned, not bought, names no list."""
    intent = plan("for work stuff add a meeting with dan")
    assert intent is None or intent.capability != "database" or intent.missing or intent.confidence < 0.7, intent


@pytest.mark.parametrize("message", ["תוסיפי לרשימת המשימות לחדש את הדרכון", "תוסיפי לרשימת משימות לחדש את הדרכון",
                                     "תוסיפי לרשימה של העבודה לשלוח את הדוח"])
def test_a_doing_before_the_object_is_no_name(message: str) -> None:
    """ "לחדש את הדרכון" is the thing to do, not "לחדש" a part of the list's name and "הדרכון" the item."""
    intent = plan(message)
    assert intent is None or intent.capability != "database" or intent.args.get("items") != ["דרכון"], intent
    assert intent is None or "דוח" not in (intent.args.get("items") or []), intent
