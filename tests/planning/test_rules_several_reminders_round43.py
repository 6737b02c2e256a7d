"""Several reminders in one message, and one reminder over several errands.

Shapes covered: errands each at its own time with no "remind me" ("tomorrow 9am call X, and 2pm pick up Y",
"מחר ב11 להתקשר לרואה החשבון ובארבע לאסוף את הילדים", deadlines "by friday ... and no later than the 15th ...")
are createMultiple, each task with its own due (task_own_times.py); "the monthly refill" is the thing's adjective,
no repetition; "twice a day, at 8 and at 8 in the evening" is two daily reminders (task_twice.py); a clock time
heading errands after a colon ("מחר ב8 בבוקר: X, Y ו-Z") is one reminder at that moment, while a day alone
("tomorrow: X, Y") stays to-dos (task_headed.py); a reminder's repetition changed "instead of every day" is an
update of that one reminder (task_amended.without_old_schedule, coverage). Near misses keep their old readings.
"""

from __future__ import annotations

import pytest

from tests.planning.reading import acted, intent_of, not_read_as, plan, reads_as


def _tasks(text: str) -> list[tuple[str, str]]:
    args = reads_as(text, "database", "createMultiple").args
    return [(task["text"], str(task.get("dueDate", ""))[:16]) for task in args["tasks"]]


@pytest.mark.parametrize("text, tasks", [
    ("tomorrow 9am call the bank about the loan, and 2pm pick up the suit from the tailor",
     [("call the bank about the loan", "2026-11-23T09:00"), ("pick up the suit from the tailor", "2026-11-23T14:00")]),
    ("tomorrow at 10 call the electrician about the socket, and wednesday at 4 pick up the parcel from the post office",
     [("call the electrician about the socket", "2026-11-23T10:00"),
      ("pick up the parcel from the post office", "2026-11-25T16:00")]),
    ("מחר ב11 להתקשר לרואה החשבון ובארבע לאסוף את הילדים מהחוג",
     [("להתקשר לרואה החשבון", "2026-11-23T11:00"), ("לאסוף את הילדים מהחוג", "2026-11-23T16:00")]),
    ("ביום שני ב10 לשלם ארנונה וביום רביעי ב4 לאסוף את המשקפיים",
     [("לשלם ארנונה", "2026-11-23T10:00"), ("לאסוף את המשקפיים", "2026-11-25T16:00")]),
    ("by friday send the report to the landlord, and no later than the 15th pay the water bill",
     [("send the report to the landlord", "2026-11-27T09:00"), ("pay the water bill", "2026-12-15T09:00")]),
    ("tomorrow at 9 review the slides, at 12 call Dan about the offer and at 5 prep for the interview",
     [("review the slides", "2026-11-23T09:00"), ("call Dan about the offer", "2026-11-23T12:00"),
      ("prep for the interview", "2026-11-23T17:00")]),
    ("tomorrow at 9 send the weekly report and at 3 pick up the kids",
     [("send the weekly report", "2026-11-23T09:00"), ("pick up the kids", "2026-11-23T15:00")]),
])
def test_errands_each_at_its_own_time(text: str, tasks: list[tuple[str, str]]) -> None:
    assert _tasks(text) == tasks


def test_a_frequency_adjective_is_no_repetition() -> None:
    args = reads_as("tomorrow 10am call the clinic about the monthly prescription, and 1pm buy stamps", "database",
                    "createMultiple").args
    assert all("reminderRecurrence" not in task for task in args["tasks"])
    assert args["tasks"][1]["dueDate"].startswith("2026-11-23T13:00")  # the day said first is the second's too


@pytest.mark.parametrize("text", [
    "tomorrow call mom and buy milk at 5",  # the 5 may be both's
    "call mom at 5 and dad at 7",  # the second borrows the verb
    "tomorrow at 9 meeting with dana and at 1 call the bank",  # a meeting among them
    "tomorrow at 10 call mom and buy milk",  # one time for both
])
def test_not_several_reminders(text: str) -> None:
    intent = plan(text)
    assert not (acted(intent) and intent is not None and intent.args.get("operation") == "createMultiple"), text


@pytest.mark.parametrize("text, hours", [
    ("פעמיים ביום, בשמונה בבוקר ובשמונה בערב, תזכירי לי למרוח משחה", ["08:00", "20:00"]),
    ("twice a day, at 7am and 7pm, remind me to give the dog his pill", ["07:00", "19:00"]),
    ("תזכירי לי פעמיים ביום ב10 וב22 לשתות את הסירופ", ["10:00", "22:00"]),
    ("תזכיר לי כל יום בשבע בבוקר ובשבע בערב לתת לחתול טיפות", ["07:00", "19:00"]),
])
def test_twice_a_day_is_two_daily_reminders(text: str, hours: list[str]) -> None:
    args = reads_as(text, "database", "createMultiple").args
    assert [task["reminderRecurrence"]["time"] for task in args["tasks"]] == hours
    assert all(task["reminderRecurrence"]["type"] == "daily" for task in args["tasks"])
    assert args["reminderRecurrence"]["type"] == "daily"


def test_twice_a_day_without_hours_is_asked() -> None:
    assert not acted(plan("twice a day remind me to drink water"))


@pytest.mark.parametrize("text, due", [
    ('מחר ב8 בבוקר: לסדר את התיק, להדפיס את הכרטיסים ולהזמין מונית', "2026-11-23T08:00"),
    ("tomorrow at 10: call the bank, pay the rent and book the vet", "2026-11-23T10:00"),
    ("friday 8am: pack the car, water the plants", "2026-11-27T08:00"),
])
def test_errands_under_one_clock_time_are_one_reminder(text: str, due: str) -> None:
    args = reads_as(text, "database", "create").args
    assert args["dueDate"].startswith(due)
    assert "," in args["text"]


@pytest.mark.parametrize("text", [
    "מחר: לאסוף את האוטו מהמוסך, לקנות מתנה לנועה, ולהתקשר למשרד הפנים",
    "tmrw: pick up the dry cleaning, call grandma, pay the electric bill",
    "מחר צריך: להתקשר לבנק ב-10, לאסוף את הכביסה",
])
def test_errands_under_a_day_stay_to_dos(text: str) -> None:
    reads_as(text, "database", "createMultiple")


def test_a_list_after_remind_me_at_an_hour_is_still_asked() -> None:
    assert not acted(plan("remind me at 9 to call mom, buy milk"))


@pytest.mark.parametrize("text, target, days", [
    ("change the gym reminder to mondays and thursdays instead of every day", "gym", [1, 4]),
    ("make the yoga reminder tuesdays and fridays instead of every day", "yoga", [2, 5]),
    ("תשני את התזכורת של הכושר לימי שני וחמישי במקום כל יום", "הכושר", [1, 4]),
])
def test_a_repetition_changed_instead_of_another(text: str, target: str, days: list[int]) -> None:
    args = reads_as(text, "database", "update").args
    assert args["text"] == target
    assert args["updateFields"]["reminderRecurrence"]["days"] == days


def test_instead_of_another_reminder_is_still_asked() -> None:
    assert not acted(plan("move the dentist reminder to friday instead of the gym one"))


def test_a_list_heading_names_no_calendar() -> None:
    not_read_as("tomorrow at 10: call the bank, pay the rent", "calendar")
    assert intent_of("tomorrow at 10: call the bank, pay the rent") is not None
