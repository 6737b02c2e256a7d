"""Answers QA conversations found missing: the day's tasks when the calendar is asked, notes for personal
questions, and approval questions that name what they will delete."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.worker


def ops(out):
    return [(e["capability"], e["operation"], e["ok"]) for e in out["executed"]]


def test_day_question_without_calendar_is_answered_from_tasks(chat):
    c = chat()
    c.line("remind me today at 18 to cook dinner")
    c.line("remind me tomorrow at 10 to buy a gift")
    out = c.line("what do I have today?")
    assert ops(out) == [("database", "getAll", True)]
    reply = out["replies"][0]
    assert "isn't connected" in reply and "cook dinner" in reply and "buy a gift" not in reply
    he = c.line("מה יש לי מחר?")["replies"][0]
    assert "לא מחובר" in he and "buy a gift" in he


def test_calendar_changes_are_still_refused(chat):
    out = chat().line("book lunch with Avi on Monday at 13:00")
    assert out["executed"] == [] and "isn't connected" in out["replies"][0]


def test_personal_question_is_answered_from_notes(chat):
    c = chat()
    c.line("note: Dana's birthday is on March 3rd")
    out = c.line("when is Dana's birthday?")
    assert "March 3rd" in out["replies"][0]
    other = c.line("what is the capital of France?")  # nothing in the notes: the honest answer
    assert "March" not in other["replies"][0]


def test_list_delete_question_names_the_list(chat):
    c = chat()
    c.line("add nails to my hardware list")
    out = c.line("delete my hardware list")
    assert out["hitl"]["kind"] == "approval"
    assert 'delete the list "hardware"' in out["replies"][0]
