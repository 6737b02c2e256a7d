"""Connecting Google, and ending a recurring event from a day on, in English and Hebrew."""

from __future__ import annotations

import pytest

from tests.planning.test_rules_calendar import calendar, intent_of


@pytest.mark.parametrize(("text", "operation"), [
    ("connect my calendar", "connect"), ("Connect my Google Calendar", "connect"), ("connect google", "connect"),
    ("reconnect my google account", "connect"), ("תחבר את היומן שלי", "connect"), ("תחברי את גוגל", "connect"),
    ("disconnect google", "disconnect"), ("disconnect my calendar", "disconnect"), ("נתק את גוגל", "disconnect"),
    ("תנתקי את היומן שלי", "disconnect"),
])
def test_connecting_and_disconnecting_google(text: str, operation: str) -> None:
    assert calendar(text, operation) == {"operation": operation}


def test_connecting_is_not_read_into_a_request_that_mentions_the_calendar() -> None:
    intent = intent_of("connect my calendar to the meeting with Dana")
    assert intent is None or intent.action not in ("connect", "disconnect")


@pytest.mark.parametrize(("text", "summary", "day"), [
    ("stop the Monday yoga from next month", "yoga", "2026-12-01"),
    ("end my weekly standup from January 1", "standup", "2027-01-01"),
    ("stop yoga starting next week", "yoga", "2026-11-29"),
    ("תפסיק את היוגה של יום שני מהחודש הבא", "יוגה", "2026-12-01"),
    ("תבטלי את הסטנדאפ השבועי מה-1 בינואר", "סטנדאפ", "2027-01-01"),
])
def test_ending_a_series_from_a_day_is_confirmed_first(text: str, summary: str, day: str) -> None:
    args = calendar(text, "truncateRecurring")
    assert args == {"operation": "truncateRecurring", "searchCriteria": {"summary": summary}, "from": day}
    intent = intent_of(text)
    assert intent.risk == "high" and intent.needs_approval


@pytest.mark.parametrize("text", ["stop reminding me about the bill from tomorrow",
                                  "stop nudging me about the plumber", "cancel the meeting with Dana"])
def test_reminders_and_single_events_are_not_series(text: str) -> None:
    intent = intent_of(text)
    assert intent is not None and intent.action != "truncateRecurring"
