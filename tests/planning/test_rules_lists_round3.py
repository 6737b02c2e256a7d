"""The list grammars on shapes people write that name no list, or wrap the request in a clause.

* "the list" / "לרשימה" / no list at all, with things one plainly buys: the shopping list (named in the
  reply), created if need be; with anything else, a question;
* a need clause, a shop, then a bare command ("צריך גם X בסופר תוסיף לרשימה", "ran out of X, add to shopping");
* a removal with its reason after it and no comma ("scratch the X we dont need them");
* showing a list with where the user is said after it ("send me the shopping list, I'm at the store");
* creating a list and adding to it in one message;
* deleting a list whose name has several words, with a reason after it;
* and, in entity resolution, the list the planner chose when none was named: the user's shopping list by
  whatever name, or their only list.

The clock is Sunday 22 November 2026, 09:00 in Asia/Jerusalem, as in the evaluation kit.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.planning.reading import case
from tests.planning.reading import check_list as check
from tests.planning.reading import intent_of as plan

CASES = [
    # "the list", or no list, with things one buys: the shopping list, and the reply says so
    case("תוסיפי לרשימה פתיתים ורסק עגבניות", op="addItem", list="קניות", items=["פתיתים", "רסק עגבניות"],
         notes=["default_list"]),
    case("תכניס קפה טורקי וסוכר לרשימה", op="addItem", list="קניות", items=["קפה טורקי", "סוכר"],
         notes=["default_list"]),
    case("hi memo, put brown sugar and yeast on the list please", op="addItem", list="shopping",
         items=["brown sugar", "yeast"], notes=["default_list"]),
    case("add paper towels and dish soap", op="addItem", list="shopping", items=["paper towels", "dish soap"],
         notes=["default_list"]),
    case("add טחינה and lemons to the list", op="addItem", items=["טחינה", "lemons"], notes=["default_list"]),
    case("תוסיפי לרשימה bagels וגבינת שמנת", op="addItem", items=["bagels", "גבינת שמנת"], notes=["default_list"]),
    # ... and anything else asks which list
    case("add oil change to the list", op="addItem", list="", items=["oil change"], missing=["listName"]),
    case("add the dentist to the list", op="addItem", list="", items=["dentist"], missing=["listName"]),
    case("תוסיף לרשימה להתקשר לרופא", op="addItem", list="", missing=["listName"]),
    # a need (and the shop) first, the command last
    case("צריכים עוד קמח וסוכר בשוק תרשמי לרשימה", op="addItem", list="קניות", items=["קמח", "סוכר"]),
    case("בסופר צריך גם טונה וקרקרים תוסיפי לרשימה", op="addItem", list="קניות", items=["טונה", "קרקרים"]),
    case("we need more foil and trash bags from the store, add to the list", op="addItem", list="shopping",
         items=["foil", "trash bags"]),
    case("at the supermarket we need tuna and crackers put it on the list", op="addItem", list="shopping",
         items=["tuna", "crackers"]),
    # "ran out of" without its subject
    case("ran out of dish soap, add it to the shopping list", op="addItem", list="shopping", items=["dish soap"]),
    case("all out of paper towels, put them on the list", op="addItem", list="shopping", items=["paper towels"]),
    case("ran out of olive oil", op="addItem", list="shopping", items=["olive oil"]),
    # a removal, then its reason with no comma
    case("scratch the tomatoes we have plenty", op="deleteItem", list="shopping", items=["tomatoes"]),
    case("remove the cookies since we are on a diet", op="deleteItem", list="shopping", items=["cookies"]),
    case("תורידי את הבמבה כי הילדים לא אוכלים", op="deleteItem", list="קניות", items=["במבה"]),
    case("תמחק את העגבניות כבר יש לנו", op="deleteItem", list="קניות", items=["עגבניות"]),
    # show a list, then where the user is
    case("send me the grocery list im at costco", op="get", list="groceries"),
    case("show me the shopping list, we are at the market", op="get", list="shopping"),
    case("תשלח לי את רשימת הקניות אנחנו בשוק", op="get", list="קניות"),
    # create a list and add to it in one message
    case("make a packing list and add sunscreen and towels to it", op="create", list="packing",
         items=["sunscreen", "towels"]),
    case("create a list called camping then put tent, stove and matches on it", op="create", list="camping",
         items=["tent", "stove", "matches"]),
    case("תפתחי רשימה חדשה בשם מסיבה ותכניסי לתוכה במבה ושתייה", op="create", list="מסיבה",
         items=["במבה", "שתייה"]),
    # delete a list: the whole name, not the reason after it
    case("delete the birthday party list we already had the party", op="delete", list="birthday party",
         approval=True),
    case("תמחק את רשימת הציוד לקמפינג כי חזרנו", op="delete", list="ציוד לקמפינג", approval=True),
    case("delete the packing list, trip is over", op="delete", list="packing", approval=True),
]


@pytest.mark.parametrize(("message", "expect"), CASES)
def test_list_message_is_understood(message: str, expect: dict[str, Any]) -> None:
    check(plan(message), expect)


def not_confident_list(text: str, operations: tuple[str, ...]) -> None:
    intent = plan(text)
    if intent is None or intent.capability != "database" or intent.entity != "list":
        return
    assert intent.args.get("operation") not in operations or intent.missing or intent.confidence < 0.85, intent


@pytest.mark.parametrize(("text", "operations"), [
    # a need of something one does not buy, then "add it": not the shopping list
    ("we need a plumber, add it to the list", ("addItem",)),
    ("ran out of time, add it to the list", ("addItem",)),
    # a reason that is a second request is not cut away
    ("scratch the tomatoes and remind me to call mom", ("deleteItem",)),
    # a context clause that asks for more than the list
    ("send me the shopping list i need milk", ("get",)),
    ("שלחי לי את רשימת הקניות אני צריכה גם חלב", ("get",)),
    # creating with items and a further request
    ("צור רשימה לטיול ותוסיף לה אוהל ותזכיר לי מחר", ("create",)),
    ("make a list for the party and add chips and remind me tomorrow", ("create",)),
    ("צור רשימה לטיול ותוסיף לה את זה", ("create",)),
    # a meeting is no list item, whatever follows
    ("scratch the meeting we dont need it", ("deleteItem",)),
])
def test_near_misses_are_not_read_as_list_requests(text: str, operations: tuple[str, ...]) -> None:
    not_confident_list(text, operations)


def test_a_guessed_list_is_not_a_named_one() -> None:
    """Naming the list keeps it, whatever the items are; only an unnamed list is chosen by the items."""
    intent = plan("add oat milk to the hardware list")
    assert intent is not None and intent.args["listName"] == "hardware" and "default_list" not in intent.notes
    intent = plan("put batteries on the list")
    assert intent is not None and intent.args["listName"] == "shopping" and "default_list" in intent.notes


# -- entity resolution: which of the user's lists a chosen list is -----------------------------------------
@pytest.fixture
def person(db):
    from memo.conversations.models import User

    return User.objects.create(phone="+972501239876", language="he", timezone="Asia/Jerusalem")


def _state(person: Any) -> Any:
    from memo.planning.state import TurnInput, TurnState, UserContext

    return TurnState(traceId="trace-lists", threadId=person.phone, now="2026-11-22T09:00:00+02:00",
                     input=TurnInput(message="x"), user=UserContext(userId=person.pk, phone=person.phone))


def _find(person: Any, args: dict[str, Any], notes: list[str]) -> Any:
    from memo.planning.dsl import PlanStep
    from memo.reminders.capability import DatabaseCapability

    step = PlanStep(id="s1", capability="database", action=args["operation"],
                    constraints={"entity": "list", "args": args, "notes": notes})
    return DatabaseCapability().find_entities(step, {**args, "entity": "list"}, _state(person))


def test_the_shopping_list_is_the_users_by_another_name(person: Any) -> None:
    from memo.reminders.models import TaskList

    groceries = TaskList.objects.create(user=person, name="סופר", key="סופר")
    TaskList.objects.create(user=person, name="hardware", key="hardware")
    match = _find(person, {"operation": "addItem", "listName": "shopping", "items": ["milk"]}, [])
    assert match.status == "resolved" and match.args["ids"] == [f"list:{groceries.pk}"]


def test_a_guessed_list_is_the_users_only_list(person: Any) -> None:
    from memo.reminders.models import TaskList

    only = TaskList.objects.create(user=person, name="trip", key="trip")
    guessed = _find(person, {"operation": "addItem", "listName": "קניות", "items": ["במבה"]}, ["default_list"])
    assert guessed.status == "resolved" and guessed.args["ids"] == [f"list:{only.pk}"]
    # said by name, it is that list (created on adding), not the only one there is
    named = _find(person, {"operation": "addItem", "listName": "קניות", "items": ["במבה"]}, [])
    assert named.status == "resolved" and not named.args.get("ids")


def test_deleting_goes_by_the_name_said(person: Any) -> None:
    from memo.reminders.models import TaskList

    TaskList.objects.create(user=person, name="groceries", key="groceries")
    match = _find(person, {"operation": "delete", "listName": "shopping"}, [])
    assert match.status == "not_found"
