"""Errands after a time said first, kitchen chores set for an hour, "all done" after a lead, amounts of several words
in a shopping list, and nuts reported bought.

Shapes covered: a moment said first and then two or more errands with no request word is one reminder at that moment
holding them all (task_fronted_errands.py), while a day alone, errands with their own hours, a meeting among them or
a "remind me" keep their readings; the house's and kitchen's infinitives ("להכניס", "להשרות", "להפשיר", "לכבות")
open a reminder said with its time, alone or in a plan of timed items; "finished all of X, mark everything done" marks
all the tasks done, but not after a list's words, a negation or with a delete; "חצי קילו עגבניות" stays one item;
"got the pecans" ticks a list item.
"""

from __future__ import annotations

import pytest

from tests.planning.reading import local, not_acted, not_taken_as, plan, reads_as


@pytest.mark.parametrize("text, due, words", [
    ("thursday at 10am pick up the suit, return the library books, buy stamps", "2026-11-26T10:00",
     ["suit", "library books", "stamps"]),
    ("tomorrow at 2 call the bank and pay the water bill", "2026-11-23T14:00", ["bank", "water bill"]),
    ("tmrw at 3pm drop off the parcel, pick up the dry cleaning and water the garden", "2026-11-23T15:00",
     ["parcel", "dry cleaning", "garden"]),
    ("מחר ב9 להתקשר לבנק, לשלם ארנונה ולקנות מתנה לנועה", "2026-11-23T09:00", ["בנק", "ארנונה", "מתנה"]),
    ("ביום שישי ב11 להכניס את העוגה, לנקות את המטבח ולקנות פרחים", "2026-11-27T11:00", ["עוגה", "מטבח", "פרחים"]),
])
def test_errands_after_a_moment_are_one_reminder(text: str, due: str, words: list[str]) -> None:
    intent = reads_as(text, "database", "create")
    assert local(intent.args["dueDate"]) == due
    assert all(w in intent.args["text"] for w in words), intent.args


@pytest.mark.parametrize("text", [
    "tomorrow at 2 call the bank, at 5 pay the bill",  # each its own hour: several reminders
    "מחר ב9 להתקשר לבנק, ב12 לשלם ארנונה",
])
def test_errands_with_their_own_hours_stay_several(text: str) -> None:
    reads_as(text, "database", "createMultiple")


def test_one_errand_after_a_moment_is_unchanged() -> None:
    intent = reads_as("tomorrow at 2 take the drill back to the neighbours", "database", "create")
    assert intent.decided_by != "task_fronted_errands.fronted_errands"


@pytest.mark.parametrize("text", [
    "tomorrow at 2 meet dana and buy milk",  # a meeting among them
    "tomorrow at 2 dentist, buy milk",  # an appointment first
    "remind me tomorrow at 2 to call the bank, pay the bill and water the plants",  # the reminder grammar's
    "return the drill tomorrow at 2, water the plants",  # the time is not said first
])
def test_not_one_reminder_of_fronted_errands(text: str) -> None:
    intent = plan(text)
    assert intent is None or intent.decided_by != "task_fronted_errands.fronted_errands", intent


@pytest.mark.parametrize("text, due", [
    ("ביום שישי ב12:30 להכניס את הסיר לפלטה", "2026-11-27T12:30"),
    ("ביום חמישי ב9 להשרות את השעועית", "2026-11-26T09:00"),
    ("מחר ב18:00 להפשיר את העוף", "2026-11-23T18:00"),
    ("הערב ב10 לכבות את הדוד", "2026-11-22T22:00"),
    ("מחר ב12:30 לחמם את האוכל לילדים", "2026-11-23T12:30"),
])
def test_kitchen_chores_at_an_hour_are_reminders(text: str, due: str) -> None:
    intent = reads_as(text, "database", "create")
    assert local(intent.args["dueDate"]) == due


def test_a_timed_plan_of_kitchen_chores() -> None:
    intent = reads_as("מחרתיים: ב9 להשרות עדשים, ב5 להכין בצק לפיצה", "database", "createMultiple")
    assert [local(t["dueDate"]) for t in intent.args["tasks"]] == ["2026-11-24T09:00", "2026-11-24T17:00"]


def test_a_kitchen_chore_without_a_time_is_no_reminder() -> None:
    not_taken_as("להדליק את הדוד", "database", "create")


@pytest.mark.parametrize("text", [
    "סיימתי את כל הבישולים לחג, תסמני הכל כבוצע",
    "סיימתי את כל הסידורים להיום תסמני הכל כבוצע",
    "finished all the prep for the dinner, mark everything done",
    "did all the chores, mark everything as done",
])
def test_all_done_then_mark_everything(text: str) -> None:
    reads_as(text, "database", "completeAll")


@pytest.mark.parametrize("text", [
    "סיימתי את כל הקניות, תסמני הכל",  # a list's words
    "לא סיימתי את כל ההכנות, תסמני הכל",  # not done
    "סיימתי את כל ההכנות לחג, תמחקי הכל",  # a delete is no "done"
])
def test_not_all_done(text: str) -> None:
    not_taken_as(text, "database", "completeAll")


@pytest.mark.parametrize("text, items", [
    ("תוסיפי לרשימת הקניות חצי קילו עגבניות ו3 שקיות אורז", ["חצי קילו עגבניות", "3 שקיות אורז"]),
    ("תוסיפי לקניות חצי קילו גבינה לבנה וחלב", ["חצי קילו גבינה לבנה", "חלב"]),
    ("תוסיף לקניות 2 קילו תפוחים וחצי ליטר שמנת", ["2 קילו תפוחים", "חצי ליטר שמנת"]),
    ("תוסיף לקניות קילו וחצי מלפפונים וחלב", ["קילו וחצי מלפפונים", "חלב"]),
    ("תוסיפי לרשימה חלב ביצים לחם", ["חלב", "ביצים", "לחם"]),
])
def test_amounts_stay_with_their_items(text: str, items: list[str]) -> None:
    intent = reads_as(text, "database", "addItem")
    assert intent.args["items"] == items


@pytest.mark.parametrize("text, item", [("got the pecans", "pecans"), ("got the hazelnuts", "hazelnuts"),
                                        ("קניתי פקאנים", "פקאנים")])
def test_nuts_bought_tick_an_item(text: str, item: str) -> None:
    intent = reads_as(text, "database", "toggleItem")
    assert intent.args["items"] == [item]


@pytest.mark.parametrize("text", ["got the tickets", "got it", "got the flu"])
def test_got_what_is_no_grocery(text: str) -> None:
    not_acted(text)
