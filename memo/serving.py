"""How `make run` serves Memo: the gunicorn command, and the database connections every process may hold.

PostgreSQL refuses connections past its `max_connections` ("too many clients already"), and a refused
webhook answers 500. So every process has a fixed ceiling: a web process its pool (DATABASE_POOL_MAX_SIZE),
a Celery worker one connection per child or thread, beat one. `make run` adds the ceilings up and refuses
to start a layout the server cannot hold (`connection_budget`, `check_fits`).
"""

from __future__ import annotations

import sys
from dataclasses import dataclass

from django.conf import settings
from django.db.backends.base.base import BaseDatabaseWrapper

# `make run` itself (migrations, the admin login) and commands run beside it (`chat` with its in-process
# worker threads, `shell`, `replay`).
COMMANDS_RESERVE = 5


def gunicorn_command(host: str, port: int) -> list[str]:
    """The web server `make run` starts: gunicorn with Memo's settings (memo/gunicorn_conf.py)."""
    return [sys.executable, "-m", "gunicorn", "-c", "python:memo.gunicorn_conf", "-b", f"{host}:{port}",
            "memo.wsgi:application"]


@dataclass(frozen=True)
class ConnectionBudget:
    """The most database connections each kind of process may hold at once."""

    web: int
    worker: int
    beat: int
    commands: int

    @property
    def total(self) -> int:
        return self.web + self.worker + self.beat + self.commands


def connection_budget(worker_concurrency: int, io_workers: int = 0) -> ConnectionBudget:
    """The ceilings of `make run`'s layout: one gunicorn, the CPU worker, the I/O workers, beat, commands."""
    return ConnectionBudget(
        web=settings.WEB_CONCURRENCY * settings.DATABASE_POOL_MAX_SIZE,
        # A CPU worker child runs one task at a time on its own connection, and its lease heartbeat opens a
        # second one for a moment every few seconds (conversations/pipeline/heartbeat.py); the parent runs
        # no tasks but is counted in case a signal handler there queries. An I/O worker's threads, its
        # heartbeat included, share its pool.
        worker=2 * worker_concurrency + 1 + io_workers * IO_DATABASE_POOL_SIZE,
        beat=1,
        commands=COMMANDS_RESERVE,
    )


# Connections of one I/O worker process: its threads hold one only between outside calls, for
# milliseconds at a time (memo/integrations/outside.py), so a small pool serves a hundred threads.
IO_DATABASE_POOL_SIZE = 12


@dataclass(frozen=True)
class WorkerLayout:
    """The Celery workers `make run` starts, and the environment they need."""

    cpu_queue: str
    io_queue: str
    commands: tuple[list[str], ...]
    env: dict[str, str]

    def env_for(self, command: list[str]) -> dict[str, str]:
        """Extra environment of one command: the I/O worker's threads share a bounded pool."""
        if "-Q" in command and command[command.index("-Q") + 1] == self.io_queue:
            return {"DATABASE_POOL": "true", "DATABASE_POOL_MAX_SIZE": str(IO_DATABASE_POOL_SIZE),
                    "MEMO_WORKER_ROLE": "io"}
        return {}


def worker_layout(cpu_processes: int, io_threads: int, io_processes: int = 1) -> WorkerLayout:
    """A prefork worker for the CPU stages (one process per core) and threads workers for everything that
    waits on an outside system: the LLM planner and writer, Google, WhatsApp deliveries and media. The
    threads of one process share one interpreter lock, so the Python work of many turns (the stages after
    the LLM answers, the deliveries) is spread over `io_processes` processes of `io_threads` threads."""
    cpu_queue = settings.CELERY_TASK_DEFAULT_QUEUE
    io_queue = settings.MEMO_IO_QUEUE or f"{cpu_queue}-io"
    # No gossip, mingle or event heartbeats: they serve monitors (flower) Memo does not run, and each costs
    # broker traffic in every worker process; leases (pipeline/heartbeat.py) are how Memo sees a dead worker.
    celery = [sys.executable, "-m", "celery", "-A", "memo", "worker", "-l", "INFO", "--without-gossip",
              "--without-mingle", "--without-heartbeat"]
    return WorkerLayout(
        cpu_queue=cpu_queue, io_queue=io_queue,
        commands=([*celery, "-n", "cpu@%h", "-Q", cpu_queue, "--pool", "prefork",
                   "--concurrency", str(cpu_processes)],
                  *([*celery, "-n", f"io{n}@%h", "-Q", io_queue, "--pool", "threads",
                     "--concurrency", str(io_threads)] for n in range(1, io_processes + 1))),
        env={"MEMO_IO_QUEUE": io_queue})


def server_connection_limit(connection: BaseDatabaseWrapper) -> int:
    """Connections the server grants to ordinary use: max_connections less its reserved slots."""
    with connection.cursor() as cursor:
        cursor.execute("SELECT current_setting('max_connections')::int"
                       " - current_setting('superuser_reserved_connections')::int")
        return int(cursor.fetchone()[0])


class BudgetExceeded(RuntimeError):
    """The processes could hold more connections than the database server accepts."""


def check_fits(budget: ConnectionBudget, limit: int) -> None:
    if budget.total > limit:
        raise BudgetExceeded(
            f"these processes could open {budget.total} database connections (web {budget.web} = "
            f"WEB_CONCURRENCY {settings.WEB_CONCURRENCY} x DATABASE_POOL_MAX_SIZE "
            f"{settings.DATABASE_POOL_MAX_SIZE}, worker {budget.worker}, beat {budget.beat}, commands "
            f"{budget.commands}) but the database server accepts {limit}; lower WEB_CONCURRENCY, "
            f"DATABASE_POOL_MAX_SIZE or --concurrency.")
