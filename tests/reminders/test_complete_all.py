"""Completing "all" tasks: the ones the request names (today's), never every open task."""

from __future__ import annotations

from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

import pytest

from memo.conversations.models import User
from memo.planning.registry import ExecContext
from memo.reminders import task_ops
from memo.reminders.models import Task

pytestmark = pytest.mark.django_db
NOW = datetime(2026, 11, 22, 9, 0, tzinfo=ZoneInfo("Asia/Jerusalem"))


def test_all_of_todays_tasks_completes_today_only_and_all_completes_every_one():
    user = User.objects.create(phone="+972501114455")
    ctx = ExecContext(user_id=user.pk, trace_id="t", step_id="s1", now=NOW, language="en", timezone="Asia/Jerusalem")
    today = Task.objects.create(user=user, text="call the bank", due_at=NOW + timedelta(hours=3))
    tomorrow = Task.objects.create(user=user, text="water the plants", due_at=NOW + timedelta(days=1))
    undated = Task.objects.create(user=user, text="read the book")
    day = {"window": "today", "timeMin": "2026-11-22T00:00:00+02:00", "timeMax": "2026-11-23T00:00:00+02:00"}

    result = task_ops.complete_all({"operation": "completeAll", "filters": day}, ctx)

    assert result.ok and result.data["count"] == 1
    assert Task.objects.get(pk=today.pk).completed_at is not None
    assert Task.objects.filter(pk__in=[tomorrow.pk, undated.pk], completed_at__isnull=True).count() == 2
    assert task_ops.complete_all({"operation": "completeAll"}, ctx).data["count"] == 2
