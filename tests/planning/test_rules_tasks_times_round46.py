"""Reminder times said short, and a weekday's bare 6, 7 or 8 wherever it is read.

Shapes covered: a bare hour after a weekday followed by "to <errand>" ("tuesday 11 to call the bank") or after a
weekday said by its letter ("יום ג 5"), while "2 to 4" stays a span and "24th" a date (task_bare_hour.py); two
errands each with its own day and hour joined by "ויום <day> ב<hour>" (tasks._PART_BREAK); a routine's bare 4 or 5
kept in the afternoon for a pick-up from daycare or school (task_early.py); the reminding verb said after a clock
time with minutes, or first without its "לי" (reorder.py); "ויטמין די" is no "enough" (coverage._STOP); a note of
something on a named weekday at a bare 6, 7 or 8 is asked (weekday_hour_note.py).
"""

from __future__ import annotations

import pytest

from tests.planning.reading import local, not_acted, reads_as


@pytest.mark.parametrize("text, due, words", [
    ("remind me wednesday 10 to book the car service", "2026-11-25T10:00", "book the car service"),
    ("remind me thurs 4 to collect the dry cleaning", "2026-11-26T16:00", "collect the dry cleaning"),
    ("remind me on friday 11 to water the balcony plants", "2026-11-27T11:00", "water the balcony plants"),
    ("תזכיר לי יום ג 5 להוציא את הכביסה", "2026-11-24T17:00", "להוציא את הכביסה"),
    ("תזכירי לי ביום ד׳ 10 להתקשר לעירייה", "2026-11-25T10:00", "להתקשר לעירייה"),
])
def test_bare_hour_after_a_weekday_before_the_errand(text: str, due: str, words: str) -> None:
    args = reads_as(text, "database", "create").args
    assert local(args["dueDate"]) == due
    assert args["text"] == words


@pytest.mark.parametrize("text", [
    "remind me wednesday 7 to book the car service",
    "remind me thursday 8 to send the forms",
    "remind me monday 6 to put the bins out",
])
def test_weekday_bare_six_to_eight_still_asked(text: str) -> None:
    not_acted(text)


def test_weekday_then_a_date_stays_a_date() -> None:
    args = reads_as("remind me tuesday 24th to renew the parking permit", "database", "create").args
    assert local(args["dueDate"]).startswith("2026-11-24")
    assert "24" not in args["text"]


@pytest.mark.parametrize("text", [
    "היום ב5 לקנות חלב ויום רביעי ב10 לשלם ארנונה",
    "תזכיר לי מחר ב10 לשלם חשמל ויום חמישי ב4 לאסוף את החבילה",
])
def test_two_errands_each_on_its_own_day(text: str) -> None:
    tasks = reads_as(text, "database", "createMultiple").args["tasks"]
    assert len(tasks) == 2
    assert local(tasks[0]["dueDate"]) < local(tasks[1]["dueDate"])


@pytest.mark.parametrize("text, days, time", [
    ("כל ראשון ורביעי ב4 תזכירי לי לאסוף מוקדם מהגן", [0, 3], "16:00"),
    ("תזכיר לי כל יום שלישי ב5 לאסוף את נועה מוקדם מהמעון", [2], "17:00"),
    ("every tue and thu at 4 remind me to pick up early from daycare", [2, 4], "16:00"),
])
def test_daycare_pickup_routine_is_the_afternoon(text: str, days: list[int], time: str) -> None:
    repeat = reads_as(text, "database", "create").args["reminderRecurrence"]
    assert (repeat["type"], repeat["days"], repeat["time"]) == ("weekly", days, time)


def test_routine_early_hour_without_a_pickup_still_asked() -> None:
    not_acted("כל שני וחמישי ב5 תזכיר לי לצאת מוקדם מהעבודה")


@pytest.mark.parametrize("text, words", [
    ("כל יום שלישי ב21:15 תזכירי להוציא את הפח", "להוציא את הפח"),
    ("מחר ב8:15 תזכיר להתקשר לבנק", "להתקשר לבנק"),
    ("תזכירי מחר ב10 להתקשר לחשמלאי", "להתקשר לחשמלאי"),
    ("תזכיר כל ערב ב21:00 לקחת כדור", "לקחת כדור"),
])
def test_reminding_verb_without_its_me(text: str, words: str) -> None:
    assert reads_as(text, "database", "create").args["text"] == words


def test_reminding_someone_else_is_not_read_as_mine() -> None:
    not_acted("תזכירי לדני להביא את המפתח מחר ב10")


def test_vitamin_d_is_no_stop() -> None:
    args = reads_as("every night at 20:30 תזכיר לי לתת ויטמין די לתינוקת", "database", "create").args
    assert args["reminderRecurrence"]["time"] == "20:30"
    assert "ויטמין" in args["text"]


@pytest.mark.parametrize("text", [
    "שישי ב8 החברים מגיעים תרשמי",
    "תרשמי ביום ראשון בשבע מגיעים ההורים",
    "write down: thursday at 7 the neighbours come over",
])
def test_note_of_a_weekday_bare_hour_is_asked(text: str) -> None:
    not_acted(text)


@pytest.mark.parametrize("text", [
    "שישי ב8 בערב החברים מגיעים תרשמי",
    "שישי ב11 החברים מגיעים תרשמי",
])
def test_note_with_its_hour_settled_is_kept(text: str) -> None:
    reads_as(text, "second-brain", "store")
