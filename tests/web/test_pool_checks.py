"""Pooled connections (web processes, I/O workers) are health-checked only after sitting idle: a connection
given back a moment ago is handed out again without PostgreSQL's empty-query round trip, and one that broke
while idle is still found and replaced before a request uses it (memo/dbpool.py)."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest
from django.conf import settings
from django.db import connection
from psycopg_pool import ConnectionPool

from memo import dbpool
from tests.web.test_serving import database_env

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def pool():
    """A pool of one on the test database, with the callbacks a pooled process has."""
    pool = ConnectionPool(kwargs={**connection.get_connection_params(), "autocommit": True}, open=True,
                          check=dbpool.check_unless_recent, **dbpool.pool_options(max_size=1, timeout=10.0))
    try:
        yield pool
    finally:
        pool.close()


@pytest.fixture
def checks(monkeypatch):
    """The empty-query checks the pool ran, by backend pid."""
    ran: list[int] = []
    original = ConnectionPool.check_connection

    def counting(conn):
        ran.append(conn.info.backend_pid)
        original(conn)

    monkeypatch.setattr(ConnectionPool, "check_connection", staticmethod(counting))
    return ran


def backend_pid(pool: ConnectionPool) -> int:
    with pool.connection() as conn:
        return conn.execute("SELECT pg_backend_pid()").fetchone()[0]


def test_a_connection_used_a_moment_ago_is_handed_out_again_without_a_round_trip(pool, checks):
    first = backend_pid(pool)
    checks.clear()
    assert [backend_pid(pool) for _ in range(5)] == [first] * 5
    assert checks == []


def test_a_connection_that_sat_idle_is_checked(pool, checks, monkeypatch):
    first = backend_pid(pool)
    monkeypatch.setattr(dbpool, "TRUST_RECENT_SECONDS", 0.0)
    checks.clear()
    assert backend_pid(pool) == first
    assert checks == [first]


def test_a_connection_that_broke_while_idle_is_replaced_before_anyone_uses_it(pool, monkeypatch):
    first = backend_pid(pool)
    with connection.cursor() as cursor:  # the server ends it (a restart, an idle timeout, an operator)
        cursor.execute("SELECT pg_terminate_backend(%s)", [first])
    monkeypatch.setattr(dbpool, "TRUST_RECENT_SECONDS", 0.0)
    assert backend_pid(pool) != first


POOLED_PROCESS = """
import json, os, sys
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "memo.settings")
import django
django.setup()
from django.db import connection
from psycopg_pool import ConnectionPool
ran = []
original = ConnectionPool.check_connection
ConnectionPool.check_connection = staticmethod(lambda conn: (ran.append(1), original(conn)))
pids = []
for _ in range(6):  # six requests one after another, each giving its connection back at the end
    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_backend_pid()")
        pids.append(cursor.fetchone()[0])
    connection.close()
sys.stdout.write(json.dumps({"pids": pids, "checks": len(ran)}) + "\\n")
"""


def test_a_pooled_process_checks_only_connections_that_sat_idle():
    """The web server's and I/O workers' Django pool: Django's own check is replaced by ours."""
    env = {**os.environ, **database_env(), "DATABASE_POOL": "true", "DATABASE_POOL_MAX_SIZE": "1"}
    done = subprocess.run([sys.executable, "-c", POOLED_PROCESS], cwd=settings.BASE_DIR, env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    seen = json.loads(done.stdout.strip().splitlines()[-1])
    assert len(set(seen["pids"])) == 1  # one pooled connection, reused
    assert seen["checks"] == 1  # the first hand-out only (Django's check, which ours then replaces)
