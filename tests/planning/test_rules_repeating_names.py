"""A repeating thing's name is not a repetition (timeexpr/recurrence.py).

"send the monthly report", "my daily standup", "pay the weekly cleaner": after "the", "my", "our"… and before a
noun, "daily" / "weekly" / "monthly" name the thing, so the reminder happens once, at the time said. A reminder
said to repeat ("a weekly reminder", "remind me monthly", "my daily vitamin reminder" moved to a new hour) still
repeats.
"""

from __future__ import annotations

import pytest

from tests.planning.reading import local, reads_as


@pytest.mark.parametrize("text, text_has, due", [
    ("tomorrow at 10 send the monthly report", "monthly report", "2026-11-23T10:00"),
    ("remind me tomorrow at 10 to send the monthly report", "monthly report", "2026-11-23T10:00"),
    ("remind me to pay the weekly cleaner tomorrow at 5", "weekly cleaner", "2026-11-23T17:00"),
    ("remind me about my daily standup tomorrow at 9:45", "daily standup", "2026-11-23T09:45"),
    ("remind me on tuesday at 3pm to prepare our weekly newsletter", "weekly newsletter", "2026-11-24T15:00"),
    ("remind me tonight at 9 to fill in dana's weekly log", "weekly log", "2026-11-22T21:00"),
])
def test_a_repeating_things_name_is_a_one_off_reminder(text: str, text_has: str, due: str) -> None:
    args = reads_as(text, "database", "create").args
    assert text_has in args["text"]
    assert "reminderRecurrence" not in args, args
    assert local(args["dueDate"]) == due


@pytest.mark.parametrize("text, rtype", [
    ("remind me monthly to send the report", "monthly"),
    ("remind me to take my pills daily at 8am", "daily"),
    ("remind me to water the plants weekly", "weekly"),
    ("remind me to send the daily report every day at 5pm", "daily"),
    ("set a daily reminder at 8pm to journal", "daily"),
])
def test_how_often_to_remind_still_repeats(text: str, rtype: str) -> None:
    args = reads_as(text, "database", "create").args
    assert args["reminderRecurrence"]["type"] == rtype


def test_a_named_reminder_moved_keeps_its_repetition() -> None:
    args = reads_as("move my daily vitamin reminder from 8am to 9:30am", "database", "update").args
    assert args["updateFields"]["reminderRecurrence"] == {"type": "daily", "time": "09:30"}
