"""The floor under a turn: chains of empty Celery tasks with Memo's broker and task settings.

    .venv/bin/python bench/celery_floor.py [--hops 14] [--chains 300] [--pool prefork|solo]

A Memo turn is a chain of one task per stage (13) plus the drain that starts it. This measures the same
chain with tasks that do nothing but publish the next one: the same embedded Redis, acks_late,
reject-on-worker-lost, prefetch 1, no result backend, two worker processes. Whatever the pipeline
costs on top is ours; this part is Celery's and Redis's. It prints figures and never asserts.

The workers run this file as their Celery app (`-A celery_floor`), so nothing here touches Memo's
database or queues: the chains run on their own queue and report to a Redis list.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

from benchlib import pct, start_workers, stop_workers
from celery import Celery

ROOT = Path(__file__).resolve().parent.parent
QUEUE, DONE = "memo-floor", "memo-floor:done"
sys.path.insert(0, str(ROOT))


def _settings():
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "memo.settings")
    import django

    django.setup()
    from django.conf import settings

    return settings


def _app() -> Celery:
    settings = _settings()
    from memo import broker

    broker.install()  # Memo's Redis transport (memo/broker.py), as Memo's own app installs it
    floor = Celery("memo-floor", broker=settings.CELERY_BROKER_URL)
    # Memo's own task settings (memo/settings.py), so the floor is the floor of Memo's configuration.
    floor.conf.update(
        task_ignore_result=True, task_acks_late=settings.CELERY_TASK_ACKS_LATE,
        task_reject_on_worker_lost=settings.CELERY_TASK_REJECT_ON_WORKER_LOST,
        worker_prefetch_multiplier=settings.CELERY_WORKER_PREFETCH_MULTIPLIER, task_default_queue=QUEUE,
        broker_transport_options=settings.CELERY_BROKER_TRANSPORT_OPTIONS, worker_hijack_root_logger=False)
    return floor


app = _app()


def _redis():
    from kombu import Connection

    # The broker's own client: the same socket and database as the queues.
    return Connection(app.conf.broker_url).default_channel.client


@app.task(name="floor.hop")
def hop(remaining: int, key: str, sent_at: float) -> None:
    """Publish the next hop; the last one reports the chain's latency."""
    if remaining > 1:
        hop.apply_async((remaining - 1, key, sent_at))
    else:
        _redis().rpush(DONE, f"{key} {time.time() - sent_at}")


def wait(client, count: int, timeout: float = 300.0) -> list[float]:
    latencies = []
    deadline = time.monotonic() + timeout
    while len(latencies) < count:
        item = client.blpop(DONE, timeout=max(1, int(deadline - time.monotonic())))
        if item is None:
            raise SystemExit(f"chains not finished after {timeout:.0f}s ({len(latencies)}/{count})")
        latencies.append(float(item[1].split()[1]) * 1000)
    return latencies


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--hops", type=int, default=14, help="tasks per chain (default 14: drain + 13 stages)")
    parser.add_argument("--chains", type=int, default=300, help="chains in the burst (default 300)")
    parser.add_argument("--sequential", type=int, default=50, help="chains sent one at a time (default 50)")
    parser.add_argument("--concurrency", type=int, default=2, help="worker processes (default 2)")
    parser.add_argument("--pool", default="prefork", choices=["prefork", "solo"],
                        help="prefork (one parent, N children) or N solo worker processes")
    args = parser.parse_args()

    from memo.conversations.worker import ensure_broker

    ensure_broker()
    settings = _settings()
    client = _redis()
    app.control.purge()
    client.delete(DONE)
    workers = start_workers("celery_floor", QUEUE, args.pool, args.concurrency,
                            settings.VAR_DIR / "bench-floor-worker.log", cwd=Path(__file__).parent, name="floor")
    try:
        for i in range(10):  # warm-up: workers connected and consuming
            hop.apply_async((args.hops, f"w{i}", time.time()), queue=QUEUE)
            wait(client, 1, timeout=120)
        one_by_one = []
        for i in range(args.sequential):
            hop.apply_async((args.hops, f"s{i}", time.time()), queue=QUEUE)
            one_by_one += wait(client, 1)
        started = time.monotonic()
        for i in range(args.chains):
            hop.apply_async((args.hops, f"b{i}", time.time()), queue=QUEUE)
        wait(client, args.chains)
        span = time.monotonic() - started
    finally:
        stop_workers(workers)
        app.control.purge()
    print(f"Celery floor: chains of {args.hops} empty tasks, {args.concurrency} {args.pool} worker processes, "
          f"Memo's broker settings (acks_late, prefetch {settings.CELERY_WORKER_PREFETCH_MULTIPLIER}); "
          f"{os.cpu_count()} CPUs, load average {os.getloadavg()[0]:.2f}")
    print(f"  one chain at a time   p50 {pct(one_by_one, 50):6.1f} ms   p95 {pct(one_by_one, 95):6.1f} ms"
          f"   ({pct(one_by_one, 50) / args.hops:.2f} ms per hop)")
    print(f"  burst of {args.chains:<5}        {args.chains / span:6.1f} chains/s   "
          f"{args.chains * args.hops / span:6.0f} tasks/s")


if __name__ == "__main__":
    main()
