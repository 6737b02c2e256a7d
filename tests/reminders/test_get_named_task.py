"""The database's `get` of one named task ("when is the passport reminder"): only the task its text resolved to is
shown, while `getAll` still shows every open task."""

from __future__ import annotations

from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

import pytest

from memo.conversations.models import User
from memo.planning.registry import ExecContext
from memo.reminders import executors
from memo.reminders.models import Task

pytestmark = pytest.mark.django_db
NOW = datetime(2026, 11, 22, 9, 0, tzinfo=ZoneInfo("Asia/Jerusalem"))


def test_get_shows_the_resolved_task_only():
    user = User.objects.create(phone="+972501114466")
    ctx = ExecContext(user_id=user.pk, trace_id="t", step_id="s1", now=NOW, language="en", timezone="Asia/Jerusalem")
    passport = Task.objects.create(user=user, text="renew the passport", due_at=NOW + timedelta(days=3))
    Task.objects.create(user=user, text="water the plants", due_at=NOW + timedelta(days=1))

    got = executors.execute({"operation": "get", "text": "passport", "ids": [f"task:{passport.pk}"]}, ctx)
    assert got.ok and got.data["count"] == 1 and "passport" in got.summary and "plants" not in got.summary
    assert executors.execute({"operation": "getAll", "filters": {}}, ctx).data["count"] == 2
