"""Calendar turns against a local fake of Google: latency per turn and Google API calls per turn.

    .venv/bin/python bench/calendar_turns.py [--users 10] [--rounds 3] [--delay-ms 0]

Each user connects Google (credentials stored encrypted, as `google_connect` does), then runs a round of
calendar turns through the real pipeline (an in-process Celery worker on the embedded Redis, as `manage.py
chat` uses): book an event, look at the day, move it, cancel it (question + "yes"). Google is the local fake
of its REST paths (tests/support/fake_google.py) behind GOOGLE_API_ENDPOINT; `--delay-ms` makes each of its
answers wait that long, to see a turn that waits on Google. Uses its own database (`memo_bench_calendar`,
flushed at start) and queue. Prints figures; asserts nothing.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections import defaultdict
from pathlib import Path

from benchlib import pct

ROOT = Path(__file__).resolve().parent.parent
os.environ["MEMO_DB_NAME"] = "memo_bench_calendar"
os.environ["MEMO_TASK_QUEUE"] = "memo-bench-calendar"
os.environ.setdefault("MEMO_LOG_LEVEL", "WARNING")
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "memo.settings")
if os.environ.get("DATABASE_URL"):  # an external server: the bench database on it, never the configured one
    os.environ["DATABASE_URL"] = os.environ["DATABASE_URL"].rsplit("/", 1)[0] + "/memo_bench_calendar"
sys.path.insert(0, str(ROOT))

ROUND = (("create", "book a meeting with Dana tomorrow at 3"), ("look", "what do I have tomorrow?"),
         ("move", "move the meeting with Dana to 5pm"), ("cancel", "cancel the meeting with Dana"),
         ("cancel: yes", "yes"))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--users", type=int, default=10)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--delay-ms", type=float, default=0.0, help="each Google answer waits this long")
    args = parser.parse_args()

    import django
    from django.conf import settings
    from django.core.management import call_command

    django.setup()
    call_command("migrate", verbosity=0, interactive=False)
    call_command("flush", verbosity=0, interactive=False)

    from cryptography.fernet import Fernet

    from memo.conversations.console import Conversation
    from memo.conversations.worker import in_process_worker
    from memo.google import services as accounts
    from tests.support import fake_google

    settings.FIELD_ENCRYPTION_KEY = Fernet.generate_key().decode()
    with fake_google.running_fake_google() as fake, in_process_worker(concurrency=2):
        _point_at(settings, fake)
        if args.delay_ms:
            fake.stall_next(args.delay_ms / 1000, times=args.users * args.rounds * 40)
        latency: dict[str, list[float]] = defaultdict(list)
        calls: dict[str, list[int]] = defaultdict(list)
        for user in range(args.users):
            talk = Conversation.open(f"+97250{7000000 + user}", now="2026-11-22T09:00", tz="Asia/Jerusalem")
            accounts.store_authorized_user(talk.thread.user_id, fake.user_info())
            for _ in range(args.rounds):
                for name, text in ROUND:
                    before = len(fake.calendar_requests)
                    started = time.perf_counter()
                    talk.line(text)
                    latency[name].append((time.perf_counter() - started) * 1000)
                    calls[name].append(len(fake.calendar_requests) - before)
    every = [ms for values in latency.values() for ms in values]
    print(f"calendar turns: {len(every)} ({args.users} users x {args.rounds} rounds), Google delay "
          f"{args.delay_ms:.0f} ms per answer, 2 in-process worker threads")
    print(f"{'turn':<14}{'p50 ms':>9}{'p95 ms':>9}{'API calls':>11}")
    for name, _ in ROUND:
        print(f"{name:<14}{pct(latency[name], 50):>9.1f}{pct(latency[name], 95):>9.1f}"
              f"{sum(calls[name]) / len(calls[name]):>11.1f}")
    print(f"{'all':<14}{pct(every, 50):>9.1f}{pct(every, 95):>9.1f}"
          f"{sum(map(sum, calls.values())) / len(every):>11.2f}")


def _point_at(settings, fake) -> None:
    from tests.support.fake_google import CLIENT_ID, CLIENT_SECRET

    settings.GOOGLE_CLIENT_ID, settings.GOOGLE_CLIENT_SECRET = CLIENT_ID, CLIENT_SECRET
    settings.GOOGLE_API_ENDPOINT = fake.url
    settings.GOOGLE_OAUTH_TOKEN_URI = fake.url + "/token"
    settings.GOOGLE_OAUTH_REVOKE_URI = fake.url + "/revoke"


if __name__ == "__main__":
    main()
