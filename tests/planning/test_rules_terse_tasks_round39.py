"""Tasks, reminders and lists said the short way of a note to oneself.

Shapes covered: the clinical shorthand for a nudge's interval ("nag me q15 til taxes done", "q30 min", "q1h"); an
arrow from a thing to a time as a move ("תזכורת gym → 6pm", "dentist -> thu", "הגז => 4", arrow_moves.py); a list
named by its occasion after a bare "הרשימה" ("רשימה לחתונה?"); things to buy followed by where they go, with no verb
("חלב לקניות", "ביצים ולחם לקניות", "milk to the shopping list", lists_destined.py). Near misses keep their reading:
"q3" / "q4" (quarters) are no interval; an arrow between places or steps moves nothing; "הרשימה למחר" is the day's
to-dos; a person or a question before "לקניות" is no item.
"""

from __future__ import annotations

import pytest

from tests.planning.reading import intent_of, not_acted, not_taken_as, reads_as


@pytest.mark.parametrize("text, minutes, words", [
    ("nag me q15 til taxes done", 15, "taxes"),
    ("nag me q30 min about the laundry", 30, "laundry"),
    ("bug me q1h to drink water", 60, "water"),
    ("nudge me q 20 to stretch", 20, "stretch"),
])
def test_clinical_shorthand_interval(text: str, minutes: int, words: str) -> None:
    args = reads_as(text, "database", "create").args
    assert args["reminderRecurrence"]["type"] == "nudge", args
    assert args["reminderRecurrence"]["interval"] == f"{minutes} minutes", args
    assert words in args["text"], args


@pytest.mark.parametrize("text", ["q3 report due friday remind me", "remind me about q4 planning tomorrow at 9"])
def test_quarters_are_no_interval(text: str) -> None:
    args = reads_as(text, "database", "create").args
    assert "reminderRecurrence" not in args and "q" in args["text"], args


@pytest.mark.parametrize("text, words, due", [
    ("תזכורת gym → 6pm", "gym", "2026-11-22T18:00"),
    ("gym reminder -> 6pm", "gym", "2026-11-22T18:00"),
    ("הגז => 4", "הגז", "2026-11-22T16:00"),
    ("gas reminder -> 4:30", "gas", "2026-11-22T16:30"),
    ("תזכורת הגז ➡️ מחר ב-10", "הגז", "2026-11-23T10:00"),
])
def test_arrow_to_a_time_moves_the_reminder(text: str, words: str, due: str) -> None:
    args = reads_as(text, "database", "update").args
    assert args["text"] == words and args["dueDate"].startswith(due), args


def test_arrow_to_a_day_moves_the_event() -> None:
    args = reads_as("dentist → thu", "calendar", "update").args
    assert args["searchCriteria"]["summary"] == "dentist", args


@pytest.mark.parametrize("text", ["tel aviv → jerusalem tomorrow", "step 1 -> step 2", "room 12 -> 14"])
def test_arrow_that_moves_nothing(text: str) -> None:
    not_taken_as(text, "database", "update")
    not_taken_as(text, "calendar", "update")
    not_taken_as(text, "database", "create")


@pytest.mark.parametrize("text, name", [
    ("רשימה לחתונה?", "חתונה"),
    ("הרשימה לחתונה", "חתונה"),
    ("מה ברשימה לטיול", "טיול"),
    ("תראי לי את הרשימה לחתונה", "חתונה"),
    ("הרשימה לסופר", "סופר"),
])
def test_list_named_by_its_occasion(text: str, name: str) -> None:
    args = reads_as(text, "database", "get").args
    assert args["listName"] == name, args


@pytest.mark.parametrize("text", ["מה ברשימה למחר", "מה ברשימה להיום", "מה ברשימה לשבוע הבא"])
def test_list_for_a_day_is_the_days_tasks(text: str) -> None:
    intent = intent_of(text)
    assert intent is not None and intent.args.get("operation") == "getAll", (text, intent)


@pytest.mark.parametrize("text, name, items", [
    ("חלב לקניות", "קניות", ["חלב"]),
    ("ביצים ולחם לקניות", "קניות", ["ביצים", "לחם"]),
    ("טחינה לרשימה", "קניות", ["טחינה"]),
    ("milk to the shopping list", "shopping", ["milk"]),
    ("eggs n bread to shopping", "shopping", ["eggs", "bread"]),
    ("batteries to the hardware list", "hardware", ["batteries"]),
])
def test_things_then_where_they_go(text: str, name: str, items: list[str]) -> None:
    args = reads_as(text, "database", "addItem").args
    assert args["listName"] == name and args["items"] == items, args


@pytest.mark.parametrize("text", ["דני לקניות", "the kids to school", "צריך חלב לקניות?", "חלב לקניות?",
                                  "פגישה לרשימה"])
def test_not_things_to_add(text: str) -> None:
    not_taken_as(text, "database", "addItem")
    if "?" in text:
        not_acted(text)


@pytest.mark.parametrize("text, name", [("תפתחי רשימה לחתונה", "חתונה"), ("תפתחי לי רשימה לטיול", "טיול")])
def test_open_a_list_for_an_occasion_makes_one(text: str, name: str) -> None:
    args = reads_as(text, "database", "create").args
    assert args["listName"] == name, args


def test_open_the_list_for_an_occasion_shows_it() -> None:
    assert reads_as("תפתחי את הרשימה לחתונה", "database", "get").args["listName"] == "חתונה"
