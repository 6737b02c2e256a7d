"""Requests about other people, round 38: what Memo cannot do for them, and a time said apart from what is told.

- An order for someone named ("order a birthday cake for Itai for thursday", "order flowers for my mom"): Memo orders
  nothing, so it asks; "remind me to order a cake" stays a reminder, and so does "order pizza for Thursday".
- Word passed to someone else ("תעדכני את הצוות שלי שאני לא מגיעה היום", "let my team know I'm not coming"): Memo
  sends nothing to them, so it asks; a change of the user's own reminder ("תעדכני את התזכורת של הגנן") is read.
- "remind me to tell dana the carpool is off, tomorrow 7:30am": the time said apart after a comma is the reminder's.

The clock is Sunday 22 November 2026, 09:00 in Asia/Jerusalem.
"""

from __future__ import annotations

import pytest

from tests.planning.reading import not_acted, reads_as


@pytest.mark.parametrize("text", [
    "order a birthday cake for Itai for thursday",
    "order flowers for my mom for friday",
    "תעדכני את הצוות שלי שאני לא מגיעה היום",
    "let my team know I'm not coming today",
    "תודיעי לאמא שאני מאחרת בחצי שעה",
    "update my boss that the report is late",
])
def test_what_memo_cannot_do_for_others_is_asked(text: str) -> None:
    not_acted(text)


@pytest.mark.parametrize(("text", "capability", "operation"), [
    ("remind me to order a cake for thursday", "database", "create"),
    ("order pizza for Thursday", "database", "create"),
    ("תעדכני בפתקים שהסיסמה של הוויפי עכשיו zebra2026", "second-brain", "update"),
    ("תעדכני את התזכורת של הגנן למחר", "database", "update"),
])
def test_own_requests_are_read(text: str, capability: str, operation: str) -> None:
    reads_as(text, capability, operation)


def test_time_said_apart_from_what_is_told_is_the_reminders() -> None:
    intent = reads_as("remind me to tell dana the carpool is off, tomorrow 7:30am", "database", "create")
    assert intent.args["text"] == "tell dana the carpool is off"
    assert intent.args["dueDate"].startswith("2026-11-23T07:30")
