"""Moving a task by an amount ("push the bank reminder by an hour"): relative to the time it has."""

from __future__ import annotations

from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

import pytest

from memo.conversations.models import User
from memo.planning.registry import ExecContext
from memo.reminders import task_ops
from memo.reminders.models import Task

pytestmark = pytest.mark.django_db(transaction=True)
NOW = datetime(2026, 11, 22, 9, 0, tzinfo=ZoneInfo("Asia/Jerusalem"))


def _ctx(user: User, language: str = "en") -> ExecContext:
    return ExecContext(user_id=user.pk, trace_id="t", step_id="s1", now=NOW, language=language,
                       timezone="Asia/Jerusalem")


def test_a_task_moved_by_an_amount_keeps_its_day_and_fires_at_the_new_time():
    user = User.objects.create(phone="+972501114466")
    task = Task.objects.create(user=user, kind="reminder", text="call the bank", due_at=NOW + timedelta(hours=8),
                               next_fire_at=NOW + timedelta(hours=8))

    found = [f"task:{task.pk}"]  # what entity resolution puts on the step
    later = task_ops.update({"operation": "update", "ids": found, "updateFields": {"shiftMinutes": 60}}, _ctx(user))
    earlier = task_ops.update({"operation": "update", "ids": found, "updateFields": {"shiftMinutes": -30}},
                              _ctx(user, "he"))

    task.refresh_from_db()
    assert later.ok and "Moved \"call the bank\"" in later.summary and "18:00" in later.summary, later.summary
    assert earlier.ok and "העברתי" in earlier.summary, earlier.summary
    assert task.due_at == NOW + timedelta(hours=8, minutes=30) and task.next_fire_at == task.due_at


def test_a_task_with_no_time_or_a_repeating_one_is_not_moved_by_a_guess():
    user = User.objects.create(phone="+972501114477")
    undated = Task.objects.create(user=user, text="read the contract")
    daily = Task.objects.create(user=user, kind="reminder", text="take vitamins", due_at=NOW,
                                recurrence={"type": "daily", "time": "09:00"})

    for task in (undated, daily):
        result = task_ops.update({"operation": "update", "ids": [f"task:{task.pk}"],
                                  "updateFields": {"shiftMinutes": 60}}, _ctx(user))
        assert not result.ok and result.error == "NO_TIME_TO_SHIFT" and "When should I remind you" in result.summary
        assert Task.objects.get(pk=task.pk).due_at == task.due_at


@pytest.mark.worker
def test_postponing_a_reminder_by_an_hour_from_chat_moves_it_by_an_hour(chat):
    conversation = chat(phone="+972501114488")
    conversation.line("remind me tomorrow at 5pm to call the bank")

    reply = conversation.line("push the bank reminder by an hour")["replies"][0]

    task = Task.objects.get(user__phone="+972501114488", text__icontains="bank")
    assert task.due_at.astimezone(ZoneInfo("Asia/Jerusalem")).strftime("%d %H:%M") == "23 18:00", reply
    assert "18:00" in reply, reply


def test_a_new_hour_alone_keeps_the_tasks_own_day():
    user = User.objects.create(phone="+972501114499")
    thursday = datetime(2026, 11, 26, 10, 0, tzinfo=NOW.tzinfo)
    task = Task.objects.create(user=user, kind="reminder", text="dentist", due_at=thursday, next_fire_at=thursday)
    today_at_five = NOW.replace(hour=17).isoformat()  # what the planner reads for "to 5pm" without the task's day

    result = task_ops.update({"operation": "update", "ids": [f"task:{task.pk}"],
                              "updateFields": {"dueDate": today_at_five, "dueTime": "17:00"}}, _ctx(user))

    task.refresh_from_db()
    assert result.ok, result.summary
    assert task.due_at == thursday.replace(hour=17) and task.next_fire_at == task.due_at


def test_a_new_hour_that_has_passed_on_the_tasks_day_takes_the_next_one():
    user = User.objects.create(phone="+972501114400")
    task = Task.objects.create(user=user, kind="reminder", text="call mom", due_at=NOW + timedelta(hours=2))
    tomorrow_at_eight = (NOW + timedelta(days=1)).replace(hour=8)  # 08:00 today has passed at 09:00

    fields = {"dueDate": tomorrow_at_eight.isoformat(), "dueTime": "08:00"}
    result = task_ops.update({"operation": "update", "ids": [f"task:{task.pk}"], "updateFields": fields}, _ctx(user))

    task.refresh_from_db()
    assert result.ok, result.summary
    assert task.due_at == tomorrow_at_eight
