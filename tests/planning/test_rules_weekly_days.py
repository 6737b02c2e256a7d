"""A weekly rule whose days are said bare after the name: "weekly standup mon and thu 9:30".

"weekly" makes it repeat and the days listed after what it is ("mon and thu", "tue & fri") are its days, for a
reminder and for a calendar series alike. Before, the days were left in the name ("weekly standup mon and") or
read as a task of their own ("mon"), and the series happened once.

The clock is Sunday 22 November 2026, 09:00 in Asia/Jerusalem.
"""

from __future__ import annotations

import pytest

from tests.planning.reading import planned


@pytest.mark.parametrize(("text", "summary", "days", "start"), [
    ("weekly standup mon and thu 9:30", "standup", ["Monday", "Thursday"], "2026-11-23T09:30"),
    ("add a weekly yoga class mon and thu at 18:00", "yoga class", ["Monday", "Thursday"], "2026-11-23T18:00"),
    ("weekly sync on tue and fri at 10am, add to calendar", "sync", ["Tuesday", "Friday"], "2026-11-24T10:00"),
    ("add a weekly standup tue and thu at 9:30", "standup", ["Tuesday", "Thursday"], "2026-11-24T09:30"),
])
def test_calendar_series_takes_the_bare_days(text: str, summary: str, days: list[str], start: str) -> None:
    args = planned(text, "calendar", "createRecurring")
    assert args["summary"] == summary
    assert args["recurrence"] == "weekly" and args["days"] == days
    assert args["start"].startswith(start)


@pytest.mark.parametrize(("text", "summary"), [
    ("weekly sync every monday at 10, add to calendar", "weekly sync"),
    ("weekly sync on mondays at 10 put it in the calendar", "weekly sync"),
    ("weekly sync עם הצוות כל יום שני ב10 תכניסי ליומן", "weekly sync עם הצוות"),
])
def test_days_said_with_every_leave_weekly_in_the_name(text: str, summary: str) -> None:
    args = planned(text, "calendar", "createRecurring")
    assert args["summary"] == summary and args["days"] == ["Monday"]


def test_reminder_takes_the_bare_days() -> None:
    args = planned("remind me weekly mon and thu at 9 to water plants", "database", "create")
    assert args["text"] == "water plants"
    assert args["reminderRecurrence"] == {"type": "weekly", "time": "09:00", "days": [1, 4]}


def test_reminder_with_one_day_after_weekly() -> None:
    args = planned("remind me weekly on tuesday at 8pm to take out the bins", "database", "create")
    assert args["text"] == "take out the bins"
    assert args["reminderRecurrence"] == {"type": "weekly", "time": "20:00", "days": [2]}
