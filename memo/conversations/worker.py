"""An in-process Celery worker for commands that must work with nothing else running (`chat`).

It is a real worker (consumes from the real broker, acks late, runs the same tasks); it just lives in
a thread of the calling process instead of its own process.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from django.conf import settings


def ensure_broker() -> None:
    """Start the embedded Redis when no broker is configured (DESIGN §9)."""
    if settings.EMBEDDED_REDIS:
        from memo.engines import ensure_embedded_redis

        ensure_embedded_redis(settings.VAR_DIR)


@contextmanager
def in_process_worker(concurrency: int = 2) -> Iterator[None]:
    from celery.contrib.testing.worker import start_worker

    from memo.celery import app

    ensure_broker()
    with start_worker(app, pool="threads", concurrency=concurrency, perform_ping_check=False,
                      loglevel="WARNING", shutdown_timeout=10.0, queues=[settings.CELERY_TASK_DEFAULT_QUEUE]):
        yield
