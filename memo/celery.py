"""The Celery application. Tasks live in each app's tasks.py and stay thin."""

import os
import time

from celery import Celery

from memo import broker

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "memo.settings")
broker.install()

app = Celery("memo")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks()

from celery.signals import (  # noqa: E402
    celeryd_init,
    task_postrun,
    task_prerun,
    worker_init,
    worker_process_init,
    worker_ready,
)

from memo.schedule import beat_schedule  # noqa: E402  (after the app exists)

app.conf.beat_schedule = beat_schedule()


# A connection used by a task less than this long ago is trusted without a "SELECT 1" first. Under
# load that check was one database round trip per stage task; a connection that did break meanwhile
# fails the task's first query, and the task is retried on a fresh connection (tasks.py's _RETRY).
# The time is kept on each connection (they are per thread), so an idle thread's connection is checked.
_TRUST_RECENT_CONNECTION_SECONDS = 5.0


@celeryd_init.connect
def _set_up_worker(**kwargs) -> None:
    """A `celery worker` starting (its pool's processes inherit what is set here).

    Its priority drops by WORKER_NICE, so a busy worker never makes the webhook wait for a core: the
    answer to Meta is the one thing with a deadline. And it may keep leases and sweep (heartbeat.py)."""
    from django.conf import settings

    if settings.WORKER_NICE > 0:
        os.nice(settings.WORKER_NICE)
    from memo.conversations.pipeline import heartbeat

    heartbeat.enable()
    global _warm_up
    _warm_up = True


# Set for a `celery worker` process only: the tests' in-process worker and `chat` load what they use as they go.
_warm_up = False


@worker_init.connect
def _load_before_first_task(**kwargs) -> None:
    """Import what turns use before consuming (and, in a prefork worker, before forking its children, which
    then start warm and share those modules' memory); conversations/warmup.py says why."""
    if _warm_up:
        from memo.conversations import warmup

        warmup.warm_up(clients=False)


@worker_process_init.connect
def _keep_leases_in_pool_process(**kwargs) -> None:
    """A prefork pool process runs stages: it renews their leases and takes its turn at sweeping."""
    from memo.conversations.pipeline import heartbeat

    heartbeat.start()


@worker_ready.connect
def _keep_leases(**kwargs) -> None:
    """A threads (or solo) worker runs stages in this very process: its heartbeat starts now, so it sweeps
    before its first stage too. A prefork worker's own process runs no stage and forks its pool processes,
    which have their own (above)."""
    from memo.conversations.pipeline import heartbeat

    pool = getattr(getattr(kwargs.get("sender"), "controller", None), "pool", None)
    if "prefork" not in type(pool).__module__ and "asynpool" not in type(pool).__module__:
        heartbeat.start()
        if _warm_up:  # this process calls the outside systems itself: their clients are built now too
            from memo.conversations import warmup

            warmup.build_clients()


@task_prerun.connect
def _healthy_connections(**kwargs) -> None:
    """Connections are reused across tasks (CELERY_DB_REUSE_MAX); drop broken or expired ones first,
    as Django does at the start of each request, and health-check only connections that sat idle."""
    from django.db import connections

    now = time.monotonic()
    for conn in connections.all(initialized_only=True):
        recent = now - getattr(conn, "memo_last_task_end", 0.0) < _TRUST_RECENT_CONNECTION_SECONDS
        conn.close_if_unusable_or_obsolete()
        if recent and conn.connection is not None:
            conn.health_check_done = True


@task_postrun.connect
def _remember_task_end(**kwargs) -> None:
    """Note when each connection was last used; a pooled one (the I/O workers') goes back to its pool, so
    a thread that waits for its next task holds none."""
    from django.db import connections

    now = time.monotonic()
    for conn in connections.all(initialized_only=True):
        if conn.settings_dict.get("OPTIONS", {}).get("pool") and not conn.in_atomic_block:
            conn.close()
            continue
        conn.memo_last_task_end = now
