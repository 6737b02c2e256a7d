"""Tasks as a working day brings them: a day's errands each with its own hour, said without asking for reminders
("מחר ב9 להתקשר ... וב12 לאסוף ..."), a reminder moved to another day at the same hour, everything ticked off or
cleared, and "all of Thursday's" moved to nowhere said.

The clock is Sunday 22 November 2026, 09:00 in Asia/Jerusalem.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.planning.reading import acted, case, plan
from tests.planning.task_checks import check_task as check


# -- a day, then errands each with its own hour ------------------------------------------------------------------
@pytest.mark.parametrize(("text", "expect"), [
    case("מחר ב9 להתקשר לאינסטלטור וב12 לאסוף את החבילה מהדואר", op="createMultiple",
         tasks=["להתקשר לאינסטלטור", "לאסוף את החבילה מהדואר"], dues=["2026-11-23T09:00", "2026-11-23T12:00"]),
    case("ביום חמישי ב10 לשלם ארנונה וב4 לאסוף את הילדים", op="createMultiple",
         tasks=["לשלם ארנונה", "לאסוף את הילדים"], dues=["2026-11-26T10:00", "2026-11-26T16:00"]),
    case("מחר: 8 לאסוף את הרכב מהמוסך, 11 להתקשר לרואה החשבון, 4 לקנות מתנה לנועה", op="createMultiple",
         tasks=["לאסוף את הרכב מהמוסך", "להתקשר לרואה החשבון", "לקנות מתנה לנועה"], tasks_day="2026-11-23"),
    case("tmrw: 8 pick up the boards at the depot, 1 drop the keys at the cohens, 5 invoice the kitchen job",
         op="createMultiple", tasks=["pick up the boards at the depot", "drop the keys at the cohens",
                                     "invoice the kitchen job"],
         dues=["2026-11-23T08:00", "2026-11-23T13:00", "2026-11-23T17:00"]),
    case("on thursday at 10 pay the water bill and at 4 collect the kids", op="createMultiple",
         tasks=["pay the water bill", "collect the kids"], dues=["2026-11-26T10:00", "2026-11-26T16:00"]),
    case("friday 7 walk the dog, 9 pay the gardener", op="createMultiple",
         tasks=["walk the dog", "pay the gardener"], dues=["2026-11-27T07:00", "2026-11-27T09:00"]),
    # The request after the day, the first hour without "at".
    case("tmrw remind me 06:15 pack the tools and at 14:00 fill up the van", op="createMultiple",
         tasks=["pack the tools", "fill up the van"], dues=["2026-11-23T06:15", "2026-11-23T14:00"]),
    case("tmrw remind me: 8 call the bank, 11 pick up the suit, 4pm book the vet", op="createMultiple",
         tasks=["call the bank", "pick up the suit", "book the vet"],
         dues=["2026-11-23T08:00", "2026-11-23T11:00", "2026-11-23T16:00"]),
    case("tomorrow remind me: 9 call the bank, 12 send the quote to avi, 6pm grab dana from practice",
         op="createMultiple", tasks=["call the bank", "send the quote to avi", "grab dana from practice"],
         dues=["2026-11-23T09:00", "2026-11-23T12:00", "2026-11-23T18:00"]),
])
def test_a_days_errands_each_at_its_hour(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


@pytest.mark.parametrize("text", [
    "tomorrow 9 dentist, 12 lunch with dana",  # appointments: the calendar's
    "tomorrow: 9 call the bank, 12 lunch with dana",
    "מחר ב9 להתקשר לספק וב12 פגישה עם דנה",
    "next week: 9 call the supplier, 12 send the invoice",  # a week is no one day
    "בשבוע הבא ב9 להתקשר לספק וב12 לשלוח חשבונית",
    "today at 5 call mom and at 3 buy bread",  # hours read out of the order said
    "tomorrow at 9 call mom and dad at 7",
])
def test_not_a_days_run_of_errands_is_not_several_reminders(text: str) -> None:
    intent = plan(text)
    assert not (acted(intent) and intent is not None and intent.args.get("operation") == "createMultiple"
                and intent.capability == "database"), (text, intent and intent.args)


def test_near_miss_one_errand_with_a_count_stays_one() -> None:
    check("tomorrow at 9 buy 2 cartons of milk and 3 loaves", {"op": "create", "due": "2026-11-23T09:00"})


def test_near_miss_one_errand_at_its_hour() -> None:
    check("מחר ב9 להתקשר לספק", {"op": "create", "exact_text": "להתקשר לספק", "due": "2026-11-23T09:00"})


# -- moved to another day at the same hour ------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "expect"), [
    case("את התזכורת להתקשר לרונית תדחי למחר באותה שעה", op="update", text=["להתקשר לרונית"],
         update_exact={"dueDay": "2026-11-23"}),
    case("תדחה את התזכורת של הגנן ליום חמישי באותה שעה", op="update", text=["הגנן"],
         update_exact={"dueDay": "2026-11-26"}),
    case("push the reminder to call yael to tomorrow same time", op="update", text=["call yael"],
         update_exact={"dueDay": "2026-11-23"}),
])
def test_moved_to_another_day_at_the_same_hour(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


@pytest.mark.parametrize(("text", "expect"), [
    case("תדחי את התזכורת של הגנן בשעה", op="update", update_exact={"shiftMinutes": 60}),
    case("postpone the yael reminder by an hour", op="update", update_exact={"shiftMinutes": 60}),
])
def test_near_miss_postponed_by_an_hour_still_shifts(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


# -- everything ticked off, everything cleared --------------------------------------------------------------------
@pytest.mark.parametrize(("text", "expect"), [
    case("all todays jobs are done, tick everything off", op="completeAll", window="today", risk="high"),
    case("finished all my jobs, cross them all off", op="completeAll", risk="high"),
    case("knocked out everything on today's todo 💪 mark it all done", op="completeAll", window="today",
         risk="high"),
    case("i finished everything on todays tasks", op="completeAll", window="today", risk="high"),
    case("done for today, tick them all off", op="completeAll", risk="high"),
    case("clear out all my old reminders, i want to start fresh", op="deleteAll", risk="high"),
    case("delete all the existing reminders", op="deleteAll", risk="high"),
    case("תמחקי את כל התזכורות הישנות שלי, אני מתחילה מחדש", op="deleteAll", risk="high"),
])
def test_everything_ticked_off_or_cleared(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


@pytest.mark.parametrize("text", [
    "tick it off",
    "done for today, tick it off",
    "delete all old reminders from last week",
    "delete all my old reminders about the car",
])
def test_near_miss_not_all_of_them(text: str) -> None:
    intent = plan(text)
    assert not (acted(intent) and intent is not None
                and intent.args.get("operation") in ("completeAll", "deleteAll")), (text, intent and intent.args)


# -- all of a day's, moved to nowhere said ------------------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "תעבירי את כל הלקוחות של יום חמישי",
    "תזיזי את כל המטופלים של יום שלישי ליום רביעי",
    "תדחי את כל התורים של מחר",
])
def test_all_of_a_days_moved_is_asked(text: str) -> None:
    intent = plan(text)
    assert not (acted(intent) and intent is not None and intent.args.get("operation") == "update"), (
        text, intent and intent.args)


def test_near_miss_one_reminder_moved() -> None:
    check("תדחי את התזכורת של הגנן למחר", {"op": "update", "text": ["הגנן"], "update_exact": {"dueDay": "2026-11-23"}})
