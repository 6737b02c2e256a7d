"""Interval reminders ("every 2 weeks", "כל יומיים"): `interval` in the recurrence JSON, honoured by the sweep."""

from __future__ import annotations

from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

import pytest

from memo.conversations import services as conversations
from memo.conversations.models import OutboundMessage
from memo.reminders import scheduling, services, task_ops
from memo.reminders.models import Task

JERUSALEM = ZoneInfo("Asia/Jerusalem")


@pytest.fixture
def user(transactional_db):
    thread = conversations.get_thread("+972507770001", "console")
    return thread.user


def test_interval_is_stored_only_when_it_is_more_than_one():
    rec = scheduling.recurrence_from_args({"type": "weekly", "time": "10:00", "days": [0], "interval": 2})
    assert rec == {"type": "weekly", "time": "10:00", "days": [0], "interval": 2}
    assert "interval" not in scheduling.recurrence_from_args({"type": "daily", "time": "09:00", "interval": 1})
    assert "interval" not in scheduling.recurrence_from_args({"type": "daily", "time": "09:00"})
    assert scheduling.recurrence_from_args({"type": "monthly", "time": "09:00", "dayOfMonth": 1,
                                            "interval": "3"})["interval"] == 3


@pytest.mark.parametrize(("kind", "interval", "expected"), [("weekly", "2 weeks", 2), ("weekly", "14 days", 2),
                                                          ("daily", "3 days", 3), ("monthly", "3 months", 3)])
def test_an_interval_written_as_a_duration_is_read_in_whole_periods(kind, interval, expected):
    raw = {"type": kind, "time": "10:00", "days": [0], "dayOfMonth": 1, "interval": interval}
    assert scheduling.recurrence_from_args(raw)["interval"] == expected


@pytest.mark.parametrize("interval", [0, -1, "x", "30 minutes", "10 days", 1000, True])
def test_an_interval_that_is_not_a_sane_whole_number_is_refused(interval):
    with pytest.raises(ValueError, match="unknown_recurrence"):
        scheduling.recurrence_from_args({"type": "weekly", "time": "10:00", "days": [0], "interval": interval})


def test_a_nudge_keeps_its_interval_in_minutes():
    assert scheduling.recurrence_from_args({"type": "nudge", "interval": "10 minutes"}) == {
        "type": "nudge", "interval_minutes": 10}


def test_every_two_weeks_fires_again_fourteen_days_later():
    rec = scheduling.recurrence_from_args({"type": "weekly", "time": "10:00", "days": [0], "interval": 2})
    sent = datetime(2026, 11, 22, 10, 0, tzinfo=JERUSALEM)
    nxt = scheduling.next_fire_after(rec, sent, JERUSALEM)
    assert nxt == sent + timedelta(days=14)
    assert scheduling.next_fire_after(rec, nxt, JERUSALEM) == sent + timedelta(days=28)


def test_every_other_day_and_every_three_months():
    daily = scheduling.recurrence_from_args({"type": "daily", "time": "21:00", "interval": 2})
    sent = datetime(2026, 11, 22, 21, 0, tzinfo=JERUSALEM)
    assert scheduling.next_fire_after(daily, sent, JERUSALEM) == sent + timedelta(days=2)
    quarterly = scheduling.recurrence_from_args({"type": "monthly", "time": "09:00", "dayOfMonth": 1, "interval": 3})
    first = datetime(2026, 12, 1, 9, 0, tzinfo=JERUSALEM)
    assert scheduling.next_fire_after(quarterly, first, JERUSALEM) == datetime(2027, 3, 1, 9, 0, tzinfo=JERUSALEM)


def test_first_fire_is_the_first_matching_day_not_an_interval_away():
    rec = scheduling.recurrence_from_args({"type": "weekly", "time": "10:00", "days": [1], "interval": 2})
    tuesday = datetime(2026, 11, 24, 12, 0, tzinfo=JERUSALEM)
    fire = scheduling.first_fire(None, None, rec, tuesday, JERUSALEM)
    assert fire == datetime(2026, 11, 30, 10, 0, tzinfo=JERUSALEM)  # next Monday, not 7 December


def test_the_sweep_fires_an_every_two_weeks_reminder_again_fourteen_days_later(user):
    first = datetime(2026, 11, 22, 10, 0, tzinfo=JERUSALEM)
    rec = scheduling.recurrence_from_args({"type": "weekly", "time": "10:00", "days": [0], "interval": 2})
    Task.objects.create(user=user, kind="reminder", text="water the plants", due_at=first, recurrence=rec,
                        next_fire_at=scheduling.first_fire(first, None, rec, first - timedelta(hours=1), JERUSALEM))
    assert services.sweep_due_reminders(first) == 1
    task = Task.objects.get()
    assert task.next_fire_at == first + timedelta(days=14)
    assert services.sweep_due_reminders(first + timedelta(days=7)) == 0  # the week in between is skipped
    assert services.sweep_due_reminders(first + timedelta(days=14)) == 1
    assert Task.objects.get().next_fire_at == first + timedelta(days=28)
    assert OutboundMessage.objects.filter(kind="proactive").count() == 2


@pytest.mark.worker
def test_every_two_weeks_through_the_pipeline(chat):
    c = chat()  # Sunday 22 November 2026, 09:00
    out = c.line("remind me every 2 weeks on Sunday at 10 to water the plants")
    assert [(e["capability"], e["operation"], e["ok"]) for e in out["executed"]] == [("database", "create", True)]
    assert Task.objects.get().recurrence == {"type": "weekly", "time": "10:00", "days": [0], "interval": 2}
    assert out["replies"] == ["Every other week on Sunday at 10:00: water the plants ✔️"]
    c.line("@advance 1h")
    assert c.line("@tick")["proactive"] == ["⏰ Reminder: water the plants"]
    c.line("@advance 7d")
    assert c.line("@tick")["proactive"] == []
    c.line("@advance 7d")
    assert c.line("@tick")["proactive"] == ["⏰ Reminder: water the plants"]


@pytest.mark.parametrize(("recurrence", "lang", "expected"), [
    ({"type": "daily", "time": "21:00", "interval": 2}, "en", "Every other day at 21:00"),
    ({"type": "daily", "time": "21:00", "interval": 3}, "he", "כל 3 ימים ב-21:00"),
    ({"type": "weekly", "time": "10:00", "days": [1], "interval": 2}, "he", "כל שבועיים, ביום שני ב-10:00"),
    ({"type": "weekly", "time": "10:00", "days": [1, 3], "interval": 3}, "en",
     "Every 3 weeks on Monday and Wednesday at 10:00"),
    ({"type": "monthly", "time": "09:00", "day_of_month": 1, "interval": 2}, "he", "ב-1 בכל חודשיים ב-09:00"),
    ({"type": "weekly", "time": "10:00", "days": [1]}, "en", "Every Monday at 10:00"),
])
def test_the_confirmation_says_how_often(recurrence, lang, expected):
    assert task_ops.rule_text(recurrence, lang) == expected
