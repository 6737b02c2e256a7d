"""Tasks, reminders and lists in more shapes people write them in, with the near misses each must not take.

A shift of a reminder by an amount (shiftMinutes, counted by the executor from the task's own time), a field
changed with nothing saying of what ("change the time to 5": asked), short day names before a time ("sat at
noon"), errands under a heading with a colon, "no need to remind me about X anymore, remove it", "X is done,
tick it", "X - write it as a task", "remind me that morning", a time and an infinitive around "before work",
to-do questions in mixed languages, "everything on list X" (the list emptied, never an item "כל"), and
messages that correct or narrow themselves ("actually make it 8", "and the other one"),
which are asked rather than half-done.

The clock is Sunday 22 November 2026, 09:00 in Asia/Jerusalem.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.planning.reading import acted, case, plan
from tests.planning.reading import local_or_none as local
from tests.planning.test_rules_tasks_round5 import LATEST_TASK


def check(text: str, expect: dict[str, Any]) -> None:
    intent = plan(text, expect.get("latest"))
    assert intent is not None, "nothing understood"
    args = intent.args
    assert intent.capability == "database", (intent.capability, args)
    assert args.get("operation") == expect["op"], args
    if "text" in expect:
        assert args.get("text") == expect["text"], args
    if "list" in expect:
        assert args.get("listName") == expect["list"], args
    if "items" in expect:
        assert args.get("items") == expect["items"], args
    if "due" in expect:
        assert local(args.get("dueDate")) == expect["due"], args
    if "update" in expect:
        assert (args.get("updateFields") or {}) == expect["update"], args
    if "tasks" in expect:
        tasks = args.get("tasks") or []
        assert [t["text"] for t in tasks] == expect["tasks"], tasks
        assert all((local(t.get("dueDate")) or "")[:10] == expect["day"] for t in tasks), tasks
    if "notes" in expect:
        assert set(expect["notes"]) <= set(intent.notes), intent.notes
    assert intent.missing == expect.get("missing", []), (intent.missing, args)
    if expect.get("approval"):
        assert intent.needs_approval, intent
    if expect.get("asked"):
        assert not acted(intent), (intent.confidence, args)
    elif not intent.missing:
        assert acted(intent), (intent.confidence, intent.decided_by)


def not_taken(text: str, latest: list[dict[str, Any]] | None = None) -> None:
    """Not acted on as a task or list change (another reading, or a question)."""
    intent = plan(text, latest)
    assert intent is None or intent.capability != "database" or not acted(intent), intent


# -- a reminder moved by an amount: the shift itself -----------------------------------------------------------------
SHIFTS = [
    case("postpone the gym reminder by 45 minutes", op="update", text="gym", update={"shiftMinutes": 45}),
    case("delay the reminder about the pills by 2 hours", op="update", text="pills", update={"shiftMinutes": 120}),
    case("את התזכורת על החשמל תדחי בשעה", op="update", text="החשמל", update={"shiftMinutes": 60}),
    case("תקדימי את התזכורת של הגז ברבע שעה", op="update", text="הגז", update={"shiftMinutes": -15}),
    case("move the call mom reminder earlier by 15 minutes", op="update", text="call mom",
         update={"shiftMinutes": -15}),
    case("move the gym reminder 20 minutes later", op="update", text="gym", update={"shiftMinutes": 20}),
    case("תזיזי את התזכורת של הגז בשעה מוקדם יותר", op="update", text="הגז", update={"shiftMinutes": -60}),
    # The latest task's time is known: its new time is said outright.
    case("push it back an hour", latest=LATEST_TASK, op="update", update={"dueDate": "2026-11-23T18:00:00+02:00"}),
    # Near misses: "later" with no amount and no hour is asked.
    case("move the dentist reminder to later today", op="update", text="dentist", update={}, missing=["dueDate"]),
    case("תזיזי את התזכורת של הגז למאוחר יותר", op="update", text="הגז", update={}, missing=["dueDate"]),
]


@pytest.mark.parametrize(("text", "expect"), SHIFTS)
def test_a_reminder_moved_by_an_amount(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


# -- a field changed with nothing saying whose -----------------------------------------------------------------------
@pytest.mark.parametrize("text", ["change the time to 5", "תזיזי את השעה לשש", "move the date to friday",
                                  "תשנה את התאריך ליום חמישי"])
def test_a_field_without_its_task_is_asked(text: str) -> None:
    intent = plan(text)
    assert intent is not None and intent.missing == ["text"] and not acted(intent), intent


def test_a_field_right_after_a_task_is_that_tasks() -> None:
    intent = plan("change the time to 6pm", LATEST_TASK)
    assert intent is not None and intent.args.get("ids") == ["task:7"], intent
    assert local(intent.args["updateFields"]["dueDate"]) == "2026-11-23T18:00"


# -- short day names before a time -----------------------------------------------------------------------------------
DAYS = [
    case("thu 5pm remind me to pay rent", op="create", text="pay rent", due="2026-11-26T17:00"),
    case("remind me mon at 9 to send the invoice", op="create", text="send the invoice", due="2026-11-23T09:00"),
    case("remind me sat at noon to call mom", op="create", text="call mom", due="2026-11-28T12:00"),
    case("remind me fri to book a table", op="create", text="book a table", due="2026-11-27T09:00"),
]


@pytest.mark.parametrize(("text", "expect"), DAYS)
def test_short_day_names(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


def test_sat_as_a_verb_is_no_day() -> None:
    intent = plan("i sat at the desk all day, remind me to stretch at 6pm")
    assert intent is not None and local(intent.args.get("dueDate")) == "2026-11-22T18:00", intent


# -- errands under a heading with a colon ----------------------------------------------------------------------------
HEADED = [
    case("ביום שלישי: לשלם ארנונה, לקנות מתנה לנועה ולהתקשר לסבתא", op="createMultiple",
         tasks=["לשלם ארנונה", "לקנות מתנה לנועה", "להתקשר לסבתא"], day="2026-11-24"),
    case("friday i need to: renew the passport, book the hotel", op="createMultiple",
         tasks=["renew the passport", "book the hotel"], day="2026-11-27"),
    case("tomorrow: call dan, pay the bill", op="createMultiple", tasks=["call dan", "pay the bill"],
         day="2026-11-23"),
    case("2 things for monday: לקבוע תור לרופא, return the drill", op="createMultiple",
         tasks=["לקבוע תור לרופא", "return the drill"], day="2026-11-23"),
    case("מחר צריכה: לכבס, לשלם חשמל", op="createMultiple", tasks=["לכבס", "לשלם חשמל"], day="2026-11-23"),
]


@pytest.mark.parametrize(("text", "expect"), HEADED)
def test_errands_under_a_heading(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


@pytest.mark.parametrize("text", [
    "tomorrow: milk, eggs, bread",  # products, not errands
    "today: feeling tired, need coffee",
    "meeting tomorrow: discuss budget, review the plan",  # a meeting's agenda
    "tomorrow: call dan at 5, pay the bill at 7",  # each its own time
])
def test_a_colon_before_no_errands_is_not_this(text: str) -> None:
    intent = plan(text)
    assert intent is None or intent.args.get("operation") != "createMultiple" or not acted(intent), intent


# -- no need to remind me anymore, remove it ------------------------------------------------------------------------
NO_LONGER = [
    case("אין צורך להזכיר לי על התרופות יותר, תמחק את זה", op="delete", text="התרופות"),
    case("no need to remind me about the laundry anymore, remove it", op="delete", text="laundry"),
    case("don't remind me about the gym anymore, delete it", op="delete", text="gym"),
    case("תפסיקי להזכיר לי על הכביסה, תמחקי את זה", op="delete", text="הכביסה"),
    case("לא צריך יותר להזכיר לי על החשבון", op="delete", text="החשבון"),
]


@pytest.mark.parametrize(("text", "expect"), NO_LONGER)
def test_no_need_to_remind_me_anymore_deletes(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


def test_no_need_to_remind_me_because_done_completes() -> None:
    intent = plan("stop reminding me about the dentist, i already went")
    assert intent is not None and intent.args.get("operation") == "complete", intent


# -- X is done, tick it ---------------------------------------------------------------------------------------------
TICKED = [
    case("the tax forms are submitted, check it off", op="complete", text="tax forms"),
    case("the gutters are fixed, tick it", op="complete", text="gutters"),
    case("הכביסה בוצעה, תסמני וי", op="complete", text="הכביסה"),
    case("סיימתי עם הדוח, תסמני", op="complete", text="הדוח"),
]


@pytest.mark.parametrize(("text", "expect"), TICKED)
def test_done_then_tick_it(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


# -- X - write it as a task ------------------------------------------------------------------------------------------
AS_TASK = [
    case("לקנות מתנה לדנה, תוסיפי למשימות", op="create", text="לקנות מתנה לדנה"),
    case("renew passport - make it a task", op="create", text="renew passport"),
    case("call the plumber, add it to my to do list", op="create", text="call the plumber"),
    case("שיננית - תרשמי לי כמשימה", op="create", text="שיננית"),
    case("tomorrow fix the fence, add it as a task", op="create", text="fix the fence", due="2026-11-23T09:00"),
]


@pytest.mark.parametrize(("text", "expect"), AS_TASK)
def test_a_thing_then_write_it_as_a_task(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


def test_a_question_before_as_a_task_is_not_taken() -> None:
    not_taken("is the dentist a task? add it as a task")


# -- "remind me that morning": the day named before -----------------------------------------------------------------
THAT_DAY = [
    case("pay the gas bill friday, remind me on the day at 10", op="create", text="pay the gas bill",
         due="2026-11-27T10:00"),
    case("i have to return the drill on tuesday, remind me that morning at 7", op="create", text="return the drill",
         due="2026-11-24T07:00"),
    case("צריך להחזיר את הספרים ביום רביעי, תזכירי לי באותו בוקר בשמונה", op="create", text="להחזיר את הספרים",
         due="2026-11-25T08:00"),
]


@pytest.mark.parametrize(("text", "expect"), THAT_DAY)
def test_remind_me_that_morning(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


# -- a time and an infinitive around "before work" ------------------------------------------------------------------
ANCHORED = [
    case("tomorrow before work 7:15 take out the recycling", op="create", text="take out the recycling",
         due="2026-11-23T07:15"),
    case("מחר אחרי הגן בארבע וחצי לקנות נעליים לנועה", op="create", text="לקנות נעליים לנועה",
         due="2026-11-23T16:30"),
]


@pytest.mark.parametrize(("text", "expect"), ANCHORED)
def test_a_time_around_before_work(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


@pytest.mark.parametrize("text", ["מחר לפני העבודה להוציא את הפח", "tomorrow after work pick up the dry cleaning"])
def test_before_work_without_an_hour_is_not_guessed(text: str) -> None:
    intent = plan(text)
    assert intent is None or not acted(intent) or "T09:00" not in str(intent.args.get("dueDate")), intent


# -- to-do questions -------------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "window"), [
    ("whats on my to do list for tomorrow", "tomorrow"),
    ("מה ה-tasks שלי למחר", "מחר"),
    ("תראה לי את הtasks", None),
    ("good morning, what are my tasks for this morning", "this morning"),
    ("morning! whats left on my todo list today", "today"),
])
def test_todo_questions(text: str, window: str | None) -> None:
    intent = plan(text)
    assert intent is not None and intent.args.get("operation") == "getAll", intent
    assert (intent.args.get("filters") or {}).get("window") == window, intent.args


def test_a_list_question_stays_the_lists() -> None:
    intent = plan("whats left on my shopping list")
    assert intent is not None and intent.args.get("operation") == "get", intent


# -- everything on list X: the list emptied -------------------------------------------------------------------------
EMPTIED = [
    case("remove everything from the packing list", op="delete", list="packing", notes=["clears_list"],
         approval=True),
    case("take everything off the grocery list", op="delete", list="groceries", notes=["clears_list"],
         approval=True),
    case("תורידי את כל מה שיש ברשימת הקניות", op="delete", list="קניות", notes=["clears_list"], approval=True),
    case("תמחק את הכל מרשימת הציוד", op="delete", list="ציוד", notes=["clears_list"], approval=True),
    case("תמחקי את הכל מהרשימה", op="delete", list="", missing=["listName"]),
]


@pytest.mark.parametrize(("text", "expect"), EMPTIED)
def test_everything_on_a_list_empties_it(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


@pytest.mark.parametrize("text", ["תמחקי הכל מרשימת הקניות חוץ מהחלב", "clear my shopping list except the milk",
                                  "delete everything on the packing list but keep the passports"])
def test_everything_but_something_is_not_the_whole_list(text: str) -> None:
    not_taken(text)


def test_an_item_is_still_an_item() -> None:
    check("תמחקי את החלב מרשימת הקניות", {"op": "deleteItem", "list": "קניות", "items": ["חלב"]})


def test_everything_on_the_todo_list_stays_the_tasks() -> None:
    intent = plan("delete everything on my to do list")
    assert intent is not None and intent.args.get("operation") == "deleteAll", intent


# -- messages that correct or narrow themselves: asked --------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "remind me tmrw at 7 to call grandma, actually make it friday",  # a bare new hour wins (round 31); a day is asked
    "remind me about the dentist tmrw morning, no wait, thursday",
    "delete the reminder to call dan and the one about the gym",
    "מחק את התזכורת על הגז וגם את זו של החשמל",
    "mark the dentist and the gym as done",
    "סיימתי את הכביסה ואת הכלים",
    "תוסיפי לקניות חלב ותזכירי לי לקנות מחר",
    "put eggs on the list for friday",
])
def test_a_message_that_corrects_itself_is_asked(text: str) -> None:
    not_taken(text)


@pytest.mark.parametrize(("text", "expect"), [
    # "at 6" said with its half of the day: a bare hour for the gym is asked (round 25)
    case("remind me to make it to the gym at 6pm", op="create", text="make it to the gym", due="2026-11-22T18:00"),
    case("done with the bread and butter pudding", op="complete", text="bread and butter pudding"),
    case("add cake to the list for the party", op="addItem", list="party", items=["cake"]),
])
def test_near_misses_of_a_correction(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


@pytest.mark.parametrize(("text", "expect"), [
    case("remind me tomorrow before work at 7 to call dad", op="create", text="call dad", due="2026-11-23T07:00"),
    case("remind me before bed to take a pill", op="create", text="take a pill", missing=["dueDate"]),
    case("תזכירי לי מחר לפני העבודה להוציא את הפח", op="create", text="להוציא את הפח", missing=["dueDate"]),
])
def test_remind_me_before_work(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


# -- a task with its time and no "remind me": one thing only --------------------------------------------------------
@pytest.mark.parametrize(("text", "expect"), [
    case("מחר בחמש להתקשר לדני, תזכירי", op="create", text="להתקשר לדני", due="2026-11-23T17:00"),
    case("tomorrow at 5, call the bank", op="create", text="call the bank", due="2026-11-23T17:00"),
])
def test_a_time_and_a_task_with_a_comma(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


@pytest.mark.parametrize("text", ["tomorrow: pick up kids at 4, dinner with mom",
                                  "מחר בארבע לאסוף את הילדים, ארוחת ערב אצל אמא"])
def test_two_things_after_a_time_are_not_glued(text: str) -> None:
    not_taken(text)


def test_said_as_a_task_outranks_a_meeting() -> None:
    check("לקבוע פגישה עם דנה - תרשמי כמשימה", {"op": "create", "text": "לקבוע פגישה עם דנה"})
