"""Test harness: real PostgreSQL+pgvector and Redis (embedded), a real Celery worker, fakes at the edge.

The embedded engines live under MEMO_VAR_DIR (var/ by default); tests use Django's test database on
that server. Engines this session had to start are stopped again at the end, so CI leaves nothing
running behind it.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from django.conf import settings

from memo import engines


def _pg_running(var_dir: Path) -> bool:
    return (engines.pg_data_dir(var_dir) / "postmaster.pid").exists()


@pytest.fixture(scope="session", autouse=True)
def embedded_engines():
    var_dir = settings.VAR_DIR
    started_pg = not _pg_running(var_dir)
    started_redis = settings.EMBEDDED_REDIS and not engines.redis_is_up(var_dir)
    if settings.EMBEDDED_REDIS:
        engines.ensure_embedded_redis(var_dir)
    yield
    if started_redis:
        engines.stop_embedded_redis(var_dir)
    if started_pg and settings.EMBEDDED_POSTGRES:
        from django.db import connections

        connections.close_all()
        engines.stop_embedded_postgres(var_dir)


@pytest.fixture(scope="session", autouse=True)
def outside_calls_strict():
    """A call to the LLM, Google or WhatsApp inside a database transaction fails the test (it is only
    logged in production); worker processes the tests start inherit it through the environment."""
    settings.OUTSIDE_CALLS_STRICT = True
    os.environ["OUTSIDE_CALLS_STRICT"] = "true"
    yield


@pytest.fixture(scope="session")
def celery_worker_session(django_db_setup, django_db_blocker):
    """A real Celery worker (thread pool) consuming from the embedded Redis for the whole session."""
    from celery.contrib.testing.worker import start_worker

    from memo.celery import app

    with django_db_blocker.unblock():
        app.control.purge()
        with start_worker(app, pool="threads", concurrency=4, perform_ping_check=False, loglevel="WARNING",
                          shutdown_timeout=20.0, queues=[settings.CELERY_TASK_DEFAULT_QUEUE]) as worker:
            global _worker_running
            _worker_running = True
            yield worker
            _worker_running = False
        # The worker's threads kept their connections (CELERY_DB_REUSE_MAX); end them so the test
        # database can be dropped.
        from django.db import connection

        with connection.cursor() as cursor:
            cursor.execute("SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                           "WHERE datname = current_database() AND pid <> pg_backend_pid()")


_worker_running = False


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_teardown(item, nextitem):
    """Once the session's worker runs, a test that only queued work for it (a reminder sweep queues
    deliveries) must not have that work run into its database flush: the deliveries' row locks and the
    flush's TRUNCATE deadlock, and the flush fails. Runs before any fixture is torn down."""
    if _worker_running and "worker" not in item.fixturenames:
        _quiesce_worker()


def _quiesce_worker(seconds: float = 10.0) -> None:
    import time

    from celery.worker import state

    from memo.celery import app

    app.control.purge()
    deadline = time.monotonic() + seconds
    while (state.active_requests or state.reserved_requests) and time.monotonic() < deadline:
        time.sleep(0.02)


@pytest.fixture
def worker(celery_worker_session, transactional_db):
    """Use in tests that go through the real pipeline: the DB is shared with the worker's threads.

    At the end, in-flight work is let to finish and leftover tasks are purged before the database is
    flushed, so a task still running from this test never collides with the flush (or the next test).
    """
    yield celery_worker_session
    _settle()


def _settle(seconds: float = 10.0) -> None:
    import time

    from memo.celery import app
    from memo.conversations.models import Message, Thread

    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        busy = (Thread.objects.filter(active_turn__isnull=False).exists()
                or Message.objects.filter(status__in=["queued", "processing"]).exists())
        if not busy:
            break
        time.sleep(0.05)
    app.control.purge()
    time.sleep(0.1)  # a task picked up just before the purge finishes its last statement


@pytest.fixture
def effects_file(tmp_path, monkeypatch):
    path = tmp_path / "effects.jsonl"
    monkeypatch.setenv("MEMO_TEST_EFFECTS", str(path))
    return path


@pytest.fixture
def fake_caps(effects_file):
    """The test capability and scripted planner, registered through the real registries."""
    from memo.planning import registry
    from tests.support import capabilities

    builtin = registry.capability("database")
    capabilities.install()
    saved = dict(capabilities.planner.scripts)
    yield capabilities
    capabilities.planner.scripts.clear()
    capabilities.planner.scripts.update(saved)
    registry.unregister_planner(capabilities.planner)
    if builtin is not None:
        registry.register_capability(builtin)
    else:
        registry.unregister_capability("database")


@pytest.fixture
def chat(worker):
    """A console conversation through the real pipeline: chat("text") -> the JSON line `manage.py chat` prints."""
    from memo.conversations.console import Conversation

    def open_conversation(phone: str = "+972501112233", now: str = "2026-11-22T09:00", tz: str = "Asia/Jerusalem"):
        conversation = Conversation.open(phone, now=now, tz=tz)
        conversation.wait_seconds = 30
        return conversation

    return open_conversation


os.environ.setdefault("MEMO_TEST_EFFECTS", "/tmp/memo-test-effects.jsonl")
