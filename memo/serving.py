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


def connection_budget(worker_concurrency: int) -> ConnectionBudget:
    """The ceilings of `make run`'s layout: one gunicorn, one Celery worker, one beat, a few commands."""
    return ConnectionBudget(
        web=settings.WEB_CONCURRENCY * settings.DATABASE_POOL_MAX_SIZE,
        # A child (or thread) runs one task at a time on its own connection; the parent runs no tasks but
        # is counted in case a signal handler there queries.
        worker=worker_concurrency + 1,
        beat=1,
        commands=COMMANDS_RESERVE,
    )


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
