"""English said word for word from Hebrew ("remember me tomorrow to...", "close me the reminder", "what I have on
thursday", "i buyed") and English command words in Hebrew letters ("ריממבר לי", "לשופינג ליסט") are read as meant."""

from __future__ import annotations

import pytest

from memo.planning.rules import calques
from tests.planning.reading import acted, local, plan, planned


@pytest.mark.parametrize(("text", "words", "due"), [
    ("remember me tomorrow at 6:30 am to pack the kids lunch", "pack the kids lunch", "2026-11-23T06:30"),
    ("remember me today at 17:30 to take omer from the judo", "take omer from the judo", "2026-11-22T17:30"),
    ("ריממבר לי מחר בשמונה בערב לחתום על הטופס", "לחתום על הטופס", "2026-11-23T20:00"),
])
def test_remember_me_asks_for_a_reminder(text: str, words: str, due: str) -> None:
    args = planned(text, "database", "create")
    assert (args["text"], local(args["dueDate"])) == (words, due)


@pytest.mark.parametrize("text", ["do you remember me", "i remember me as a kid in this park"])
def test_remember_me_that_asks_for_nothing_is_not_a_reminder(text: str) -> None:
    intent = plan(text)
    assert intent is None or intent.action != "create" or not acted(intent), (text, intent)


@pytest.mark.parametrize(("text", "capability", "operation", "key", "value"), [
    ("delete me the list of the school trip", "database", "delete", "listName", "school trip"),
    ("put me in the shopping list cornflakes and yogurt", "database", "addItem", "items", ["cornflakes", "yogurt"]),
    ("add me to the shopping list tuna and crackers", "database", "addItem", "items", ["tuna", "crackers"]),
    ("close me the task of the car insurance", "database", "complete", "text", "car insurance"),
])
def test_a_command_with_the_dative_me(text: str, capability: str, operation: str, key: str, value) -> None:
    args = planned(text, capability, operation)
    assert args[key] == value


@pytest.mark.parametrize(("text", "capability", "operation"), [
    ("what I have to do tomorrow", "database", "getAll"),
    ("what I have on wednesday", "calendar", "getEvents"),
])
def test_a_question_in_hebrew_word_order(text: str, capability: str, operation: str) -> None:
    planned(text, capability, operation)


@pytest.mark.parametrize(("text", "words"), [
    ("i already pay the electricity", "electricity"),
    ("ok i send the form to the school already, stop to remember me", "form"),
])
def test_an_errand_told_done_in_the_present(text: str, words: str) -> None:
    args = planned(text, "database", "complete")
    assert words in args["text"]


def test_english_command_words_in_hebrew_letters() -> None:
    args = planned("תוסיפי פיתות ו hummus לשופינג ליסט", "database", "addItem")
    assert args["items"] == ["פיתות", "hummus"]


@pytest.mark.parametrize(("text", "meant"), [
    ("remember me tomorrow to call", "remind me tomorrow to call"),
    ("i buyed eggs", "i bought eggs"),
    ("what we need for the trip", "what do we need for the trip"),
    ("stop to remind me", "stop reminding me"),
    ("send me the list", "send me the list"),  # English as it is
    ("show me my tasks", "show me my tasks"),
])
def test_what_is_put_right(text: str, meant: str) -> None:
    assert calques.put_right(text)[0] == meant


def test_a_message_read_as_written_is_not_read_again() -> None:
    intent = plan("remind me tomorrow at 9 to make me a sandwich")  # "make me" in the task's own words
    assert intent is not None and intent.args["text"] == "make me a sandwich"
