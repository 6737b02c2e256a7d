"""A reminder moved to an hour with no day said keeps its own day.

"move the dentist reminder to 5pm": the planner does not know which day the dentist reminder is on, so the change
carries the hour as dueTime as well as the next such moment (dueDate); the executor puts the hour on the task's own
day (tests/reminders/test_shift.py). With a day said, only dueDate is sent.

The clock is Sunday 22 November 2026, 09:00 in Asia/Jerusalem.
"""

from __future__ import annotations

import pytest

from tests.planning.reading import reads_as


@pytest.mark.parametrize(("text", "hour"), [
    ("move the dentist reminder to 5pm", "17:00"),
    ("תזיזי את התזכורת של רופא השיניים לחמש", "17:00"),
    ("change the gym reminder to 6:30am", "06:30"),
])
def test_hour_alone_is_sent_for_the_tasks_own_day(text: str, hour: str) -> None:
    assert reads_as(text, "database", "update").args["updateFields"].get("dueTime") == hour


@pytest.mark.parametrize("text", [
    "move the dentist reminder to thursday at 5pm",
    "תזיזי את התזכורת של רופא השיניים למחר בחמש",
])
def test_a_day_said_moves_the_day(text: str) -> None:
    assert "dueTime" not in reads_as(text, "database", "update").args["updateFields"]
