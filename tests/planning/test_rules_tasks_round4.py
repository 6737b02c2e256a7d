"""Tasks and reminders in more shapes people write them in, with the near misses each shape must not take.

A part of the day next to a two-digit clock time ("every night at 10:30"), a routine at an early-afternoon
hour, several errands sharing one day, "everything on my to-do list" done, a status line ("passport renewal
done ✅"), "תרשום לי" and an errand, filler after a request ("no rush"), the days of a routine changed, a
task's words changed in mixed languages, a bare hour before a day in a change, and courtesy words only whole.

The clock is Sunday 22 November 2026, 09:00 in Asia/Jerusalem.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.planning.reading import acted, case, plan
from tests.planning.task_checks import check_task as check

DAY_PARTS = [
    case("every night at 11:30 remind me to plug in my phone", op="create", text=["plug in my phone"],
         rec={"type": "daily", "time": "23:30"}),
    case("כל ערב ב-11:15 תזכירי לי לכבות את המזגן", op="create", text=["לכבות את המזגן"],
         rec={"type": "daily", "time": "23:15"}),
    case("remind me at 10:45 tonight to take the laundry out", op="create", text=["take the laundry out"],
         due="2026-11-22T22:45"),
    case("היום בלילה ב-11:30 תזכיר לי לנעול את הדלת", op="create", text=["לנעול את הדלת"], due="2026-11-22T23:30"),
    case("every night at 12:30 remind me to turn off the router", op="create", rec={"type": "daily", "time": "00:30"},
         due="2026-11-23T00:30"),
    # The morning, or no part of the day: the clock time as written.
    case("every morning at 10:30 remind me to stretch", op="create", rec={"type": "daily", "time": "10:30"}),
    case("remind me tomorrow at 11:30 to call the bank", op="create", due="2026-11-23T11:30"),
    case("כל בוקר ב-10:15 תזכירי לי לשתות מים", op="create", rec={"type": "daily", "time": "10:15"}),
]


@pytest.mark.parametrize(("text", "expect"), DAY_PARTS)
def test_a_part_of_the_day_places_a_clock_time(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


def test_a_zero_led_clock_time_is_not_moved_by_a_part_of_the_day() -> None:
    """ "07:30 in the evening" contradicts itself: kept as written, and the whole-message check asks."""
    assert not acted(plan("every evening at 07:30 remind me to walk the dog"))


# -- a routine at 1, 2 or 3 is the afternoon; at 4 to 6 it is asked -----------------------------------------------
ROUTINES = [
    case("כל יום שלישי בשלוש תזכירי לי להתקשר לסבתא", op="create", text=["להתקשר לסבתא"],
         rec={"type": "weekly", "time": "15:00", "days": [2]}),
    case("every thursday at 2 remind me to submit my timesheet", op="create", text=["submit my timesheet"],
         rec={"type": "weekly", "time": "14:00", "days": [4]}),
    case("כל יום באחת תזכיר לי לאכול צהריים", op="create", rec={"type": "daily", "time": "13:00"}),
    # Near misses: 4 to 6 may be early morning, and a wake-up is always the morning.
    case("every day at 5 remind me to call dad", op="create", text=["call dad"], missing=["time"]),
    case("כל יום רביעי בארבע תזכירי לי להשקות את העציצים", op="create", missing=["time"]),
    case("wake me up every day at 3", op="create", rec={"type": "daily", "time": "03:00"}, due="2026-11-23T03:00"),
]


@pytest.mark.parametrize(("text", "expect"), ROUTINES)
def test_a_routine_at_an_early_afternoon_hour(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


# -- several errands on one day --------------------------------------------------------------------------------
ERRANDS = [
    case("tomorrow I gotta renew the car insurance, pick up the dry cleaning and text the babysitter",
         op="createMultiple", tasks=["renew the car insurance", "pick up the dry cleaning", "text the babysitter"],
         tasks_day="2026-11-23"),
    case("מחרתיים אני צריכה להחזיר את הספרים לספרייה, לקבוע תור לרופא ולשלוח את הטופס", op="createMultiple",
         tasks=["להחזיר את הספרים לספרייה", "לקבוע תור לרופא", "לשלוח את הטופס"], tasks_day="2026-11-24"),
    case("today i have to pay the water bill and call the landlord", op="createMultiple",
         tasks=["pay the water bill", "call the landlord"], tasks_day="2026-11-22"),
    case("add call the bank, water the plants to my todo list", op="createMultiple",
         tasks=["call the bank", "water the plants"]),
    case("tomorrow need to: call the bank, buy stamps, fix the sink", op="createMultiple",
         tasks=["call the bank", "buy stamps", "fix the sink"], tasks_day="2026-11-23"),
    # Near misses: one errand with two objects, or a remark after it.
    case("i need to buy milk and eggs tomorrow", op="create", text=["buy milk and eggs"]),
    case("מחר אני צריך לקנות חלב ולחם", op="create", text=["לקנות חלב ולחם"]),
    case("tomorrow i need to call mom and dad", op="create", text=["call mom and dad"]),
]


@pytest.mark.parametrize(("text", "expect"), ERRANDS)
def test_several_errands_sharing_a_day(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


@pytest.mark.parametrize("text", ["gotta love it", "need to talk", "must be nice"])
def test_a_need_without_an_errand_is_no_task(text: str) -> None:
    intent = plan(text)
    assert not (intent and intent.capability == "database" and acted(intent)), intent


def test_errands_each_with_its_own_time_are_not_split_by_the_shared_day() -> None:
    """Two times in one message are never one task's, nor one shared day's."""
    intent = plan("i need to call mom at 5 and buy milk at 7")
    assert not (intent and intent.args.get("operation") == "create" and acted(intent)), intent
    if intent is not None and intent.args.get("operation") == "createMultiple":
        assert "dueDate" not in intent.args, intent.args


# -- everything on the to-do list, done ------------------------------------------------------------------------
COMPLETE_ALL = [
    case("mark all the tasks on my to-do list as complete", op="completeAll"),
    case("check off everything on my to do list", op="completeAll"),
    case("תסמני הכל ברשימת המשימות כבוצע", op="completeAll"),
    case("סמני את כל מה שברשימת המשימות כבוצע", op="completeAll"),
    # Near miss: one task.
    case("mark the dentist task as done", op="complete", text=["dentist"]),
]


@pytest.mark.parametrize(("text", "expect"), COMPLETE_ALL)
def test_everything_on_the_todo_list_done(text: str, expect: dict[str, Any]) -> None:
    intent = check(text, expect)
    if expect["op"] == "completeAll":
        assert intent.risk == "high"


def test_a_shopping_list_done_is_not_every_task() -> None:
    intent = plan("mark everything on my shopping list as done")
    assert intent is None or intent.args.get("operation") != "completeAll"


# -- a status line: "X done ✅" --------------------------------------------------------------------------------
STATUS = [
    case("car insurance renewal: done", op="complete", text=["car insurance renewal"]),
    case("taxes - done!", op="complete", text=["taxes"]),
    case("gym membership cancellation done ✅", op="complete", text=["gym membership cancellation"]),
    case("חידוש רישיון נהיגה בוצע ✅", op="complete", text=["חידוש רישיון נהיגה"]),
]


@pytest.mark.parametrize(("text", "expect"), STATUS)
def test_a_status_line_completes_its_task(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


@pytest.mark.parametrize("text", ["almost done", "we are done", "she's done", "not done", "the report done?",
                                  "well done", "so the kids are asleep and the kitchen is done",
                                  "meeting prep done"])
def test_done_without_a_task_named_completes_nothing(text: str) -> None:
    intent = plan(text)
    assert not (intent and intent.args.get("operation") == "complete" and acted(intent)), intent


# -- "תרשום לי" and an errand ------------------------------------------------------------------------------------
WRITTEN = [
    case("אחי תרשום לי להתקשר לחשמלאי עוד שעה", op="create", text=["להתקשר לחשמלאי"], due="2026-11-22T10:00"),
    case("נשמה, תרשמי לי להחזיר את הספר מחר בעשר", op="create", text=["להחזיר את הספר"], due="2026-11-23T10:00"),
    case("תרשמי לי לשלם את חשבון המים בעוד שלוש שעות", op="create", text=["לשלם את חשבון המים"],
         due="2026-11-22T12:00"),
    case("תכתבי לי לבדוק את הצמיגים", op="create", text=["לבדוק את הצמיגים"]),
]


@pytest.mark.parametrize(("text", "expect"), WRITTEN)
def test_write_down_an_errand(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


def test_write_down_a_thing_is_not_an_errand() -> None:
    intent = plan("תרשמי לי לחם")
    assert intent is None or intent.args.get("operation") != "create" or intent.capability != "database"


def test_my_brother_is_not_a_greeting() -> None:
    """ "אחי צריך לקנות חלב" is "my brother needs to buy milk": nothing of the user's to do."""
    intent = plan("אחי צריך לקנות חלב")
    assert not (intent and intent.capability == "database" and acted(intent)), intent


# -- filler after a request ----------------------------------------------------------------------------------------
FILLER = [
    case("put fix the fence on my to-do list, no hurry", op="create", text=["fix the fence"]),
    case("add book a haircut to my todos no pressure", op="create", text=["book a haircut"]),
    case("תוסיפי לרשימת המשימות לחדש את הדרכון, אין לחץ", op="create", text=["לחדש את הדרכון"]),
    case("תוסיף למשימות לתקן את הברז, לא דחוף", op="create", text=["לתקן את הברז"]),
]


@pytest.mark.parametrize(("text", "expect"), FILLER)
def test_filler_after_a_request_sets_nothing(text: str, expect: dict[str, Any]) -> None:
    intent = check(text, expect)
    assert "rush" not in intent.args["text"] and "לחץ" not in intent.args["text"]


# -- the days of a routine changed -------------------------------------------------------------------------------
NEW_DAYS = [
    case("switch the gym reminder to mondays and thursdays", op="update", text=["gym"],
         update={"reminderRecurrence": {"type": "weekly", "days": [1, 4], "time": "09:00"}}),
    case("change the bins reminder to tuesdays instead", op="update", text=["bins"],
         update={"reminderRecurrence": {"type": "weekly", "days": [2], "time": "09:00"}}),
    case("תשני את התזכורת של המחזור לימי רביעי", op="update", text=["המחזור"],
         update={"reminderRecurrence": {"type": "weekly", "days": [3], "time": "09:00"}}),
    case("תעבירי את התזכורת של הפילאטיס לימי שני וחמישי במקום", op="update", text=["הפילאטיס"],
         update={"reminderRecurrence": {"type": "weekly", "days": [1, 4], "time": "09:00"}}),
    # Near miss: one day is a new date for the task, not a routine.
    case("move the dentist reminder to wednesday", op="update", text=["dentist"], update={"dueDay": "2026-11-25"}),
]


@pytest.mark.parametrize(("text", "expect"), NEW_DAYS)
def test_new_days_for_a_routine(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


# -- a task's words changed --------------------------------------------------------------------------------------
RENAMES = [
    case("תעדכני את התזכורת לקנות מתנה ל- לקנות מתנה לדנה", op="update", text=["לקנות מתנה"],
         update={"text": "לקנות מתנה לדנה"}),
    case("תשני את המשימה call the garage ל call the garage about the tires", op="update", text=["call the garage"],
         update={"text": "call the garage about the tires"}),
    case("change the task call mom to call mom and dad", op="update", text=["call mom"],
         update={"text": "call mom and dad"}),
    case("edit the reminder pay rent to say pay rent and water bill", op="update", text=["pay rent"],
         update={"text": "pay rent and water bill"}),
    # Near misses: a new time or a new priority is not a new name.
    case("change the task dentist to tomorrow", op="update", text=["dentist"], update={"dueDay": "2026-11-23"}),
    case("תשני את התזכורת של הגנן ל מחר", op="update", text=["הגנן"], update={"dueDay": "2026-11-23"}),
]


@pytest.mark.parametrize(("text", "expect"), RENAMES)
def test_new_words_for_a_task(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


def test_a_priority_is_not_a_name() -> None:
    intent = plan("change the task groceries to high priority")
    assert intent is None or "text" not in (intent.args.get("updateFields") or {})


# -- a bare hour before a day, in a change -----------------------------------------------------------------------
MOVES = [
    case("move the call grandma reminder to 8 tonight", op="update", text=["call grandma"], due="2026-11-22T20:00"),
    case("push the dentist reminder to 6 tomorrow", op="update", text=["dentist"], due="2026-11-23T18:00"),
    case("תדחי את התזכורת להתקשר לסבתא ל-7 וחצי בערב", op="update", text=["להתקשר לסבתא"],
         due="2026-11-22T19:30"),
    case("תזיזי את התזכורת של הגנן ל-8 ורבע", op="update", text=["הגנן"], due="2026-11-22T20:15"),
]


@pytest.mark.parametrize(("text", "expect"), MOVES)
def test_a_new_hour_before_a_day(text: str, expect: dict[str, Any]) -> None:
    intent = check(text, expect)
    assert not any(ch.isdigit() for ch in intent.args["text"]), intent.args


# -- courtesy words are cut only whole ---------------------------------------------------------------------------
COURTESY = [
    case("remind me tomorrow at 5 to call betty", op="create", text=["call betty"]),
    case("remind me at 6 to read my book", op="create", text=["read my book"]),
    case("remind me at 5 to call mom thanks!", op="create", text=["call mom"]),
]


@pytest.mark.parametrize(("text", "expect"), COURTESY)
def test_courtesy_words_are_cut_only_whole(text: str, expect: dict[str, Any]) -> None:
    intent = check(text, expect)
    assert intent.args["text"] == expect["text"][0]
