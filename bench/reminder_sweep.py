"""Benchmark: one reminder sweep over 100,000 tasks of 1,000 users, 1,000 of them due.

Prints how long the sweep takes to claim every due reminder, write its outbox row and enqueue its
delivery, and the query plan of the claim (the partial index must be used). A script, not a test:
it prints figures and asserts nothing. Target (issue 4): the whole sweep in <= 1 s.

    .venv/bin/python bench/reminder_sweep.py [--users 1000] [--tasks-per-user 100] [--due 1000]
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from datetime import datetime, timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ["MEMO_DB_NAME"] = "memo_bench_sweep"
os.environ["MEMO_TASK_QUEUE"] = "memo-bench-sweep"  # nothing consumes it: deliveries are only enqueued
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "memo.settings")

import django  # noqa: E402

django.setup()

from django.conf import settings  # noqa: E402
from django.core.management import call_command  # noqa: E402
from django.db import connection  # noqa: E402
from django.utils import timezone  # noqa: E402

from memo import engines  # noqa: E402
from memo.celery import app  # noqa: E402
from memo.conversations.models import LatestAction, OutboundMessage, Thread, User  # noqa: E402
from memo.reminders.models import Task  # noqa: E402
from memo.reminders.services import sweep_due_reminders  # noqa: E402


def seed(users: int, per_user: int, due: int, now: datetime) -> None:
    Task.objects.all().delete()
    OutboundMessage.objects.all().delete()
    LatestAction.objects.all().delete()
    Thread.objects.all().delete()
    User.objects.all().delete()
    people = User.objects.bulk_create([User(phone=f"+9725{i:08d}") for i in range(users)])
    Thread.objects.bulk_create([Thread(user=u, channel="console") for u in people])
    rows, made_due = [], 0
    for n in range(users * per_user):
        user = people[n % users]
        is_due = made_due < due and n % (users * per_user // due) == 0
        made_due += is_due
        fire = now - timedelta(seconds=30) if is_due else now + timedelta(days=1 + n % 300)
        rows.append(Task(user=user, kind="reminder", text=f"task {n}", due_at=fire, next_fire_at=fire))
        if len(rows) == 10_000:
            Task.objects.bulk_create(rows)
            rows = []
    Task.objects.bulk_create(rows)
    with connection.cursor() as cur:
        cur.execute("ANALYZE reminders_task")


def explain(now: datetime) -> str:
    with connection.cursor() as cur:
        cur.execute("EXPLAIN SELECT * FROM reminders_task WHERE next_fire_at <= %s AND completed_at IS NULL "
                    "ORDER BY next_fire_at LIMIT 500 FOR UPDATE SKIP LOCKED", [now])
        return "\n".join("    " + row[0] for row in cur.fetchall())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--users", type=int, default=1000)
    parser.add_argument("--tasks-per-user", type=int, default=100)
    parser.add_argument("--due", type=int, default=1000)
    args = parser.parse_args()
    engines.ensure_embedded_redis(settings.VAR_DIR) if settings.EMBEDDED_REDIS else None
    call_command("migrate", verbosity=0)
    now = timezone.now()
    t0 = time.perf_counter()
    seed(args.users, args.tasks_per_user, args.due, now)
    print(f"seeded {Task.objects.count():,} tasks of {args.users:,} users in {time.perf_counter() - t0:.1f} s; "
          f"due now: {Task.objects.filter(next_fire_at__lte=now).count():,}")
    print("claim query plan:")
    print(explain(now))
    t0 = time.perf_counter()
    sent = sweep_due_reminders(now)
    elapsed = time.perf_counter() - t0
    print(f"sweep: {sent:,} reminders claimed, outbox rows written and deliveries enqueued in {elapsed * 1000:.0f} ms "
          f"({sent / elapsed:,.0f}/s)   target: all due in <= 1000 ms")
    t0 = time.perf_counter()
    again = sweep_due_reminders(now)
    print(f"second sweep at the same moment: {again} sent in {(time.perf_counter() - t0) * 1000:.1f} ms "
          f"(nothing is sent twice)")
    app.control.purge()


if __name__ == "__main__":
    main()
