"""The reminder sweep: exactly once under concurrency, DST-correct, month-end safe, caught up after downtime."""

from __future__ import annotations

import threading
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

import pytest
from django.db import connection

from memo.conversations import services as conversations
from memo.conversations.models import OutboundMessage, User
from memo.reminders import scheduling, services
from memo.reminders.models import Task

JERUSALEM = ZoneInfo("Asia/Jerusalem")


@pytest.fixture
def user(transactional_db):
    thread = conversations.get_thread("+972507770000", "console")
    return thread.user


def test_two_concurrent_sweeps_never_send_one_reminder_twice(user):
    due = datetime(2026, 11, 22, 9, 0, tzinfo=JERUSALEM)
    Task.objects.bulk_create([Task(user=user, kind="reminder", text=f"task {i}", due_at=due, next_fire_at=due)
                              for i in range(300)])
    barrier = threading.Barrier(2)
    counts: list[int] = []

    def sweep():
        barrier.wait()
        try:
            counts.append(services.sweep_due_reminders(due + timedelta(minutes=1)))
        finally:
            connection.close()

    threads = [threading.Thread(target=sweep) for _ in range(2)]
    for th in threads:
        th.start()
    for th in threads:
        th.join()
    assert sum(counts) == 300
    assert OutboundMessage.objects.filter(kind="proactive").count() == 300
    assert set(Task.objects.values_list("sent_count", flat=True)) == {1}


def test_sweep_is_idempotent_when_run_again(user):
    due = datetime(2026, 11, 22, 9, 0, tzinfo=JERUSALEM)
    Task.objects.create(user=user, kind="reminder", text="pay rent", due_at=due, next_fire_at=due)
    assert services.sweep_due_reminders(due) == 1
    assert services.sweep_due_reminders(due + timedelta(minutes=1)) == 0
    assert OutboundMessage.objects.count() == 1


def test_daily_reminder_keeps_its_wall_time_across_the_dst_switch(user):
    recurrence = scheduling.recurrence_from_args({"type": "daily", "time": "09:00"})
    # Israel springs forward on Friday 26 March 2027 at 02:00.
    fire = datetime(2027, 3, 25, 9, 0, tzinfo=JERUSALEM)
    times = []
    for _ in range(3):
        fire = scheduling.next_fire_after(recurrence, fire, JERUSALEM)
        times.append(fire.astimezone(JERUSALEM).strftime("%d %H:%M %Z"))
    assert times == ["26 09:00 IDT", "27 09:00 IDT", "28 09:00 IDT"]


def test_monthly_on_the_31st_fires_on_the_last_day_of_a_30_day_month(user):
    recurrence = scheduling.recurrence_from_args({"type": "monthly", "time": "10:00", "dayOfMonth": 31})
    after = datetime(2026, 11, 2, 12, 0, tzinfo=JERUSALEM)
    assert scheduling.next_fire_after(recurrence, after, JERUSALEM).strftime("%Y-%m-%d %H:%M") == "2026-11-30 10:00"
    december = scheduling.next_fire_after(recurrence, datetime(2026, 12, 1, tzinfo=JERUSALEM), JERUSALEM)
    assert december.strftime("%Y-%m-%d") == "2026-12-31"


def test_nudge_interval_under_a_minute_is_refused():
    with pytest.raises(ValueError, match="bad_interval"):
        scheduling.recurrence_from_args({"type": "nudge", "interval": "0 minutes"})
    with pytest.raises(ValueError, match="bad_interval"):
        scheduling.recurrence_from_args({"type": "nudge", "interval": "30 seconds"})


def test_recurring_reminder_after_an_hour_of_downtime_sends_one_late_message_and_resumes(user):
    start = datetime(2026, 11, 22, 9, 0, tzinfo=JERUSALEM)
    rec = scheduling.recurrence_from_args({"type": "nudge", "interval": "10 minutes"})
    Task.objects.create(user=user, kind="reminder", text="stretch", due_at=start, next_fire_at=start, recurrence=rec)
    back = start + timedelta(hours=1)
    assert services.sweep_due_reminders(back) == 1
    message = OutboundMessage.objects.get()
    assert "סליחה על האיחור" in message.text  # new users default to Hebrew
    task = Task.objects.get()
    assert task.next_fire_at == back + timedelta(minutes=10)  # resumes from now, no burst of six


def test_a_timezone_change_moves_future_daily_fires_to_the_new_local_time(user):
    rec = scheduling.recurrence_from_args({"type": "daily", "time": "08:00"})
    london = ZoneInfo("Europe/London")
    after = datetime(2026, 11, 22, 12, 0, tzinfo=JERUSALEM)
    User.objects.filter(pk=user.pk).update(timezone="Europe/London")
    nxt = scheduling.next_fire_after(rec, after, london)
    assert nxt.astimezone(london).strftime("%H:%M") == "08:00"


def test_sweep_uses_the_partial_index(user):
    with connection.cursor() as cur:
        cur.execute("SET enable_seqscan = off")
        cur.execute("EXPLAIN SELECT id FROM reminders_task WHERE next_fire_at <= now() AND completed_at IS NULL "
                    "ORDER BY next_fire_at LIMIT 500")
        plan = " ".join(row[0] for row in cur.fetchall())
        cur.execute("SET enable_seqscan = on")
    assert "task_due_to_fire" in plan
