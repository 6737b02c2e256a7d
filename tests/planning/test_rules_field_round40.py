"""Messages of people who work out in the field: technicians, couriers, drivers between jobs.

Shapes covered: a named weekday's bare 7 or 8 with a pick-up from somewhere other than school ("לאסוף את הפועלים
מהתחנה") is asked, not taken as the evening; a reason said of someone else after a removed item ("..., הלקוח ביטל")
is no item; a building's numbers ("בבניין בז'בוטינסקי 35, 12 קומות", "floor 3") are no second event's hour; a
reminder whose text opens with the numbered details of a visit ("Ben Gurion 45 apt 12, gate code 4521, bring 2
filters") is one reminder; the day's rounds asked ("מה הקו שלי מחר?", "which jobs do I have tomorrow") are the
calendar's events; a routine told in the first person and asked to be kept as a repeating event; a list with an
English name asked about in Hebrew ("מה יש לי על ה-parts list?").
"""

from __future__ import annotations

import pytest

from tests.planning.reading import not_acted, not_read_as, reads_as


@pytest.mark.parametrize("text", [
    "תזכיר לי ברביעי ב-7 לאסוף את הפועלים מהתחנה",
    "תזכירי לי ביום חמישי ב-8 להביא את אמא מהרכבת",
    "remind me thursday at 7 to pick up dad from the airport",
])
def test_weekday_bare_hour_with_a_plain_pickup_is_asked(text: str) -> None:
    not_acted(text)


@pytest.mark.parametrize("text, due", [
    ("תזכיר לי ברביעי ב-7 לאסוף את יואב מהחוג", "2026-11-25T19:00"),  # from a class: the evening
    ("remind me thursday at 7 to pick up noa from practice", "2026-11-26T19:00"),
    ("תזכיר לי מחר ב-7 לאסוף את הפועלים מהתחנה", "2026-11-23T07:00"),  # tomorrow keeps its morning
    ("תזכיר לי ברביעי ב-7 בבוקר לאסוף את הפועלים מהתחנה", "2026-11-25T07:00"),
    ("תזכיר לי ברביעי ב-5 לאסוף את הפועלים מהתחנה", "2026-11-25T17:00"),
])
def test_pickup_hours_still_read(text: str, due: str) -> None:
    args = reads_as(text, "database", "create").args
    assert args["dueDate"].startswith(due), args


@pytest.mark.parametrize("text, items", [
    ("תמחק מרשימת החלקים את הברז פרח, הלקוח ביטל", ["ברז פרח"]),
    ("תוריד מרשימת החלקים את האטמים, הספק החליף דגם", ["אטמים"]),
    ("תמחקי מהרשימה של הטנדר את המדחס, הלקוחה ויתרה", ["מדחס"]),
    ("תמחק מרשימת החלקים את הברז פרח, הסיליקון", ["ברז פרח", "סיליקון"]),  # a second item stays one
])
def test_reason_after_removed_item_is_no_item(text: str, items: list[str]) -> None:
    args = reads_as(text, "database", "deleteItem").args
    assert args["items"] == items, args


@pytest.mark.parametrize("text, start, word", [
    ("תוסיפי ליומן ביום רביעי ב-10:00 תיקון מעלית בבניין בז'בוטינסקי 35, 12 קומות", "2026-11-25T10:00", "מעלית"),
    ("תכניס ליומן מחר ב-9 ניקיון חדר מדרגות בבניין ויצמן 8, 4 כניסות", "2026-11-23T09:00", "ניקיון"),
    ("add to calendar thursday 11:00 elevator repair at the Azrieli building, 12 floors", "2026-11-26T11:00",
     "elevator"),
    ("put in my calendar tomorrow 14:00 Levi at Herzl 12 floor 3", "2026-11-23T14:00", "Levi"),
    ("תכניס ליומן מחר ב-8 התקנה אצל כהן, קומה 4 דירה 12", "2026-11-23T08:00", "כהן"),
])
def test_building_numbers_are_no_second_event(text: str, start: str, word: str) -> None:
    args = reads_as(text, "calendar", "create").args
    assert args["start"].startswith(start) and word in args["summary"], args


@pytest.mark.parametrize("text, count", [
    ("תכניס ליומן מחר ב-10 פגישה עם הספק וב-12 ישיבת צוות", 2),
    ("add to calendar tomorrow: 9:30 Levi at Herzl 12, 13:00 Mizrahi at Weizmann 3, 16:00 Dahan in Holon", 3),
])
def test_several_events_still_split(text: str, count: int) -> None:
    assert len(reads_as(text, "calendar", "createMultiple").args["events"]) == count


@pytest.mark.parametrize("text, due, word", [
    ("remind me tmrw 8:15am: Ben Gurion 45 apt 12, gate code 4521, bring 2 filters", "2026-11-23T08:15", "filters"),
    ("תזכיר לי מחר ב-9: הרצל 12 דירה 3, קוד 4521, להביא 2 פילטרים", "2026-11-23T09:00", "פילטרים"),
    ("remind me tomorrow at 10: Weizmann 8 floor 5, pick up the key from the neighbour", "2026-11-23T10:00", "key"),
    ("remind me tmrw at 8:15am to bring 2 filters to Ben Gurion 45 apt 12", "2026-11-23T08:15", "filters"),
])
def test_visit_details_in_a_reminder_are_one_reminder(text: str, due: str, word: str) -> None:
    args = reads_as(text, "database", "create").args
    assert args["dueDate"].startswith(due) and word in args["text"], args


@pytest.mark.parametrize("text", [
    "remind me tomorrow at 10 to buy 2 filters, call the Levis",
    "תזכיר לי מחר ב-10 לקנות 2 פילטרים, להתקשר ללוי",
    "remind me tomorrow to pay arnona 12 call the bank",
])
def test_several_errands_still_asked(text: str) -> None:
    not_acted(text)


@pytest.mark.parametrize("text, day", [
    ("מה הקו שלי מחר? איזה לקוחות יש ביומן", "2026-11-23"),
    ("איזה לקוחות יש ביומן מחר", "2026-11-23"),
    ("אילו עבודות יש לי ביום חמישי?", "2026-11-26"),
    ("what is my route tomorrow", "2026-11-23"),
    ("which jobs do I have on thursday", "2026-11-26"),
])
def test_rounds_of_the_day_are_the_calendar(text: str, day: str) -> None:
    args = reads_as(text, "calendar", "getEvents").args
    assert args["timeMin"].startswith(day), args


@pytest.mark.parametrize("text", ["how many customers do I have", "כמה לקוחות יש לי"])
def test_count_of_customers_is_no_calendar_question(text: str) -> None:
    not_read_as(text, "calendar")


@pytest.mark.parametrize("text, summary", [
    ("I clean the Goldberg office every mon wed fri at 18:00, make it a repeating event", "Goldberg"),
    ("I clean the Goldberg office every mon wed fri at 18:00, add it as a repeating event", "Goldberg"),
    ("we service the Azrieli elevators every sunday at 18:00, make it a recurring event", "Azrieli"),
    ("gym every monday at 18:00, make it a weekly event", "gym"),
])
def test_routine_kept_as_repeating_event(text: str, summary: str) -> None:
    args = reads_as(text, "calendar", "createRecurring").args
    assert summary in args["summary"] and not args["summary"].startswith(("I ", "אני")), args
    assert args["start"].endswith("18:00:00+02:00"), args


def test_routine_without_a_repeat_is_not_made_one() -> None:
    not_acted("I clean the Goldberg office tomorrow at 18:00, make it a repeating event")


@pytest.mark.parametrize("text, name", [
    ("מה יש לי על ה-parts list?", "parts"),
    ("מה יש על רשימת החלקים?", "חלקים"),
    ("מה כתוב על ה-shopping list?", "shopping"),
])
def test_list_asked_with_al(text: str, name: str) -> None:
    assert reads_as(text, "database", "get").args["listName"] == name
