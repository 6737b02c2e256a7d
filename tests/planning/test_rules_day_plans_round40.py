"""A day's or a week's plan under a heading, several timed items (task_day_plan.py, calendar_more.create_several).

Shapes: errands under a plan's heading ("ok plan for tmrw: 7:30 drop the car ..., 11 call ...", "לו"ז למחר: 7:45
להוריד ..., 12:30 לשלם ...", "my week: mon water the plants, tue renew ...") are reminders, one task each with its own
due time; a heading or closing that asks for reminders ("תזכורות:", "reminders:", "... remind me for each one") makes
every item one. Appointments ("9 dentist, 12 lunch with dana"), or errands with the calendar named, stay calendar
events; a plan that mixes errands and appointments is asked about. "add to my tasks for this week: a, b, c" is a task
each.
"""

from __future__ import annotations

import pytest

from tests.planning.reading import not_acted, not_read_as, reads_as


def _dues(text: str) -> list[tuple[str, str]]:
    tasks = reads_as(text, "database", "createMultiple").args["tasks"]
    return [(task["text"], task["dueDate"][:16]) for task in tasks]


@pytest.mark.parametrize(("text", "dues"), [
    ("ok plan for tmrw: 7:30 drop the car at the garage, 11 call the insurance guy, 3:30 pick up maya from judo",
     [("drop the car at the garage", "2026-11-23T07:30"), ("call the insurance guy", "2026-11-23T11:00"),
      ("pick up maya from judo", "2026-11-23T15:30")]),
    ("my plan for thursday: 9 call the plumber, 12 pick up the dry cleaning, 4 renew the passport",
     [("call the plumber", "2026-11-26T09:00"), ("pick up the dry cleaning", "2026-11-26T12:00"),
      ("renew the passport", "2026-11-26T16:00")]),
    ("before bed brain dump for friday — 8 buy challah, 11 clean the fridge",
     [("buy challah", "2026-11-27T08:00"), ("clean the fridge", "2026-11-27T11:00")]),
    ("tmrw morning reminders pls - 6:45 take the chicken out of the freezer, 7:15 sign the permission slip",
     [("take the chicken out of the freezer", "2026-11-23T06:45"), ("sign the permission slip", "2026-11-23T07:15")]),
    ('לו"ז למחר: 8 לקחת את הרכב למוסך, 13:00 להתקשר לביטוח',
     [("לקחת את הרכב למוסך", "2026-11-23T08:00"), ("להתקשר לביטוח", "2026-11-23T13:00")]),
    ("תרשום לי למחר: בעשר להזמין בלון גז, באחת להעביר לגננת את הכסף, בחמש לעשות קניות לשבת",
     [("להזמין בלון גז", "2026-11-23T10:00"), ("להעביר לגננת את הכסף", "2026-11-23T13:00"),
      ("לעשות קניות לשבת", "2026-11-23T17:00")]),
    ("תרשמי לי למחר: בתשע להתקשר לגננת, בשלוש לאסוף את החבילה",
     [("להתקשר לגננת", "2026-11-23T09:00"), ("לאסוף את החבילה", "2026-11-23T15:00")]),
])
def test_errands_under_a_plan_heading_are_reminders(text: str, dues: list[tuple[str, str]]) -> None:
    assert _dues(text) == dues


@pytest.mark.parametrize(("text", "dues"), [
    ("תזכורות: רביעי ב-10 להתקשר לעירייה, חמישי ב-9 לשלם קנס",
     [("להתקשר לעירייה", "2026-11-25T10:00"), ("לשלם קנס", "2026-11-26T09:00")]),
    ("תזכורות לשבוע: שלישי ב-9 לחדש את הביטוח, רביעי ב-16:00 לקבוע תור לספר, חמישי בצהריים להעביר כסף לוועד",
     [("לחדש את הביטוח", "2026-11-24T09:00"), ("לקבוע תור לספר", "2026-11-25T16:00"),
      ("להעביר כסף לוועד", "2026-11-26T12:00")]),
    ("reminders: mon 10 call the bank, 3:30 pick up the meds, tue 9 pay the rent",
     [("call the bank", "2026-11-23T10:00"), ("pick up the meds", "2026-11-23T15:30"),
      ("pay the rent", "2026-11-24T09:00")]),
    ("my week: mon water the balcony plants, tue renew gym membership, wed call grandma",
     [("water the balcony plants", "2026-11-23T09:00"), ("renew gym membership", "2026-11-24T09:00"),
      ("call grandma", "2026-11-25T09:00")]),
    ("plan for the week: fri 9 buy flowers, sun 10 call mom",
     [("buy flowers", "2026-11-27T09:00"), ("call mom", "2026-11-29T10:00")]),
])
def test_items_on_their_own_days(text: str, dues: list[tuple[str, str]]) -> None:
    assert _dues(text) == dues


@pytest.mark.parametrize(("text", "first"), [
    ("thurs: 10am rabies shot for the dog, 2 return the library books, 4:15 pick up the cake. remind me for each one",
     ("rabies shot for the dog", "2026-11-26T10:00")),
    ("tmrw: 10 dentist, 3 haircut — remind me for each one", ("dentist", "2026-11-23T10:00")),
    ("reminders for tomorrow: 9 dentist, 2 haircut", ("dentist", "2026-11-23T09:00")),
    ("תזכורות למחר: 9 רופא שיניים, 14:00 פגישה עם רואה החשבון", ("רופא שיניים", "2026-11-23T09:00")),
])
def test_reminders_asked_for_make_every_item_one(text: str, first: tuple[str, str]) -> None:
    assert _dues(text)[0] == first


@pytest.mark.parametrize("text", [
    "plan tmrw: 9 dentist, 12 lunch with dana",
    "put in my calendar tmrw: 7:30 drop the car at the garage, 11 call the insurance guy",
    "tmrw: 7:30 drop the car at the garage, 11 call the insurance guy. put them all in the calendar",
    "book tomorrow: 9 call with the supplier, 11 review with dana",
    'לו"ז למחר: 9 פגישה עם דנה, 12 ארוחת צהריים עם אבי',
    "ליומן מחר: 8:30 פגישה עם דנה, 12:00 ארוחת צהריים עם אבי",
])
def test_appointments_or_the_calendar_named_stay_events(text: str) -> None:
    events = reads_as(text, "calendar", "createMultiple").args["events"]
    assert len(events) == 2
    assert events[1]["start"].startswith("2026-11-23")


@pytest.mark.parametrize("text", [
    "tmrw: 9 dentist, 11 call the bank, 1 lunch with dana",
    'לו"ז למחר: 9 פגישה עם דנה, 11 להתקשר לבנק',
    "tomorrow: 10 call the plumber, 9 pay rent",
])
def test_mixed_or_out_of_order_plans_are_asked(text: str) -> None:
    not_acted(text)


@pytest.mark.parametrize("text", [
    "meeting with dana tomorrow: 9 review the budget, 10 plan q3",
    "tmrw: 9 go to the dentist, 11 meet dana for coffee",
])
def test_no_plan_of_errands(text: str) -> None:
    not_read_as(text, "database")


@pytest.mark.parametrize(("text", "texts"), [
    ("add to my tasks for this week: sort the kids' winter coats, fix the wobbly kitchen chair, back up the laptop",
     ["sort the kids' winter coats", "fix the wobbly kitchen chair", "back up the laptop"]),
    ("add to my tasks: renew passport, book flights", ["renew passport", "book flights"]),
])
def test_a_list_added_to_the_tasks(text: str, texts: list[str]) -> None:
    tasks = reads_as(text, "database", "createMultiple").args["tasks"]
    assert [task["text"] for task in tasks] == texts


def test_one_task_added_to_the_tasks_stays_one() -> None:
    assert reads_as("add to my tasks: call mom", "database", "create").args["text"] == "call mom"


def test_each_of_the_items_is_no_repetition() -> None:
    intent = reads_as("remind me every morning at 7 to take my pills", "database", "create")
    assert intent.args["reminderRecurrence"]["type"] == "daily"
