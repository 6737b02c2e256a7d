"""The web server `make run` starts (memo/serving.py, memo/gunicorn_conf.py) and the database connections
every process may hold: bounded, and together within what the embedded PostgreSQL accepts."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import threading
import time
import uuid
from concurrent.futures import ThreadPoolExecutor
from urllib.parse import urlsplit, urlunsplit

import pytest
import requests
from django.conf import settings
from django.db import connection
from django.test import Client

from memo import serving
from memo.conversations.management.commands import runall

# A burst larger than the server's threads (2 processes x 4), each request a few queries (session, user,
# the admin's recent actions), against pools of 2 per process.
WEB = {"WEB_CONCURRENCY": "2", "WEB_THREADS": "4", "DATABASE_POOL_MAX_SIZE": "2"}
REQUESTS = 32


def runall_default_concurrency() -> int:
    return runall.Command().create_parser("manage.py", "runall").parse_args([]).concurrency


def settings_of(module: str, **env: str) -> dict:
    """The database settings a process sees once `module` (its entry point) is imported."""
    code = ("import json, os, sys; os.environ.setdefault('DJANGO_SETTINGS_MODULE', 'memo.settings'); "
            f"import {module} as entry; from django.conf import settings as s; d = s.DATABASES['default']; "
            "print(json.dumps({'pool': d.get('OPTIONS', {}).get('pool'), 'conn_max_age': d['CONN_MAX_AGE'], "
            "'workers': getattr(entry, 'workers', None), 'threads': getattr(entry, 'threads', None), "
            "'worker_class': getattr(entry, 'worker_class', None)}, default=repr))")
    base = {k: v for k, v in os.environ.items() if k != "DATABASE_POOL"}
    done = subprocess.run([sys.executable, "-c", code], cwd=settings.BASE_DIR, env={**base, **env},
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_web_processes_take_connections_from_a_bounded_pool():
    web = settings_of("memo.gunicorn_conf", WEB_CONCURRENCY="3", WEB_THREADS="6", DATABASE_POOL_MAX_SIZE="5")
    assert (web["workers"], web["threads"], web["worker_class"]) == (3, 6, "gthread")
    assert web["pool"]["max_size"] == 5
    assert web["conn_max_age"] == 0  # Django hands a pooled connection back after every request


def test_celery_processes_keep_one_reused_connection_per_thread_instead_of_a_pool():
    worker = settings_of("memo.celery", DATABASE_POOL_MAX_SIZE="5")
    assert worker["pool"] is None
    assert worker["conn_max_age"] > 0


@pytest.mark.django_db
def test_make_runs_processes_together_fit_in_the_database_servers_connection_limit():
    with connection.cursor() as cursor:
        cursor.execute("SHOW max_connections")
        max_connections = int(cursor.fetchone()[0])
    io_processes = runall.Command().create_parser("manage.py", "runall").parse_args([]).io_processes
    budget = serving.connection_budget(runall_default_concurrency(), io_workers=io_processes)
    assert budget.web == settings.WEB_CONCURRENCY * settings.DATABASE_POOL_MAX_SIZE
    # Each I/O worker's hundred threads share one small pool: the whole layout stays within 60 connections.
    assert budget.worker == 2 * runall_default_concurrency() + 1 + io_processes * serving.IO_DATABASE_POOL_SIZE
    assert budget.total <= 60 < max_connections
    serving.check_fits(budget, serving.server_connection_limit(connection))


def test_a_layout_larger_than_the_server_is_refused(settings):
    settings.WEB_CONCURRENCY, settings.DATABASE_POOL_MAX_SIZE = 30, 4
    with pytest.raises(serving.BudgetExceeded, match="DATABASE_POOL_MAX_SIZE"):
        serving.check_fits(serving.connection_budget(2), limit=97)


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def database_env() -> dict[str, str]:
    """Point a child process at this session's test database."""
    name = connection.settings_dict["NAME"]
    if settings.EMBEDDED_POSTGRES:
        return {"MEMO_DB_NAME": name}
    url = urlsplit(os.environ["DATABASE_URL"])
    return {"DATABASE_URL": urlunsplit(url._replace(path=f"/{name}"))}


def web_connections(app_name: str) -> int:
    with connection.cursor() as cursor:
        cursor.execute("SELECT count(*) FROM pg_stat_activity WHERE application_name = %s", [app_name])
        return int(cursor.fetchone()[0])


@pytest.fixture
def gunicorn(tmp_path):
    """`make run`'s web server on a free port, on the test database; its connections carry a name of their own."""
    port, app_name = free_port(), f"memo-web-test-{uuid.uuid4().hex[:8]}"
    env = {**os.environ, **WEB, **database_env(), "PGAPPNAME": app_name, "DJANGO_DEBUG": "false"}
    env.pop("DATABASE_POOL", None)
    log = (tmp_path / "gunicorn.log").open("w")
    proc = subprocess.Popen(serving.gunicorn_command("127.0.0.1", port), cwd=settings.BASE_DIR, env=env,
                            stdout=log, stderr=subprocess.STDOUT)
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60
        while True:
            assert proc.poll() is None, (tmp_path / "gunicorn.log").read_text()
            try:
                if requests.get(f"{base}/admin/login/", timeout=5).status_code == 200:
                    break
            except (requests.ConnectionError, requests.Timeout):  # not listening yet, or still warming up
                pass
            assert time.monotonic() < deadline, (tmp_path / "gunicorn.log").read_text()
            time.sleep(0.2)
        yield base, app_name
    finally:
        proc.send_signal(signal.SIGTERM)
        try:
            proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
        log.close()


@pytest.mark.django_db(transaction=True)
def test_a_burst_of_requests_is_served_without_exceeding_the_connection_bound(gunicorn, django_user_model):
    base, app_name = gunicorn
    staff = django_user_model.objects.create_superuser("boss", "", "x")
    signed_in = Client()
    signed_in.force_login(staff)
    cookies = {"sessionid": signed_in.cookies["sessionid"].value}
    bound = int(WEB["WEB_CONCURRENCY"]) * int(WEB["DATABASE_POOL_MAX_SIZE"])

    seen: list[int] = []
    burst_over = threading.Event()

    def watch() -> None:
        from django.db import connections

        try:
            while not burst_over.is_set():
                seen.append(web_connections(app_name))
                time.sleep(0.005)
            seen.append(web_connections(app_name))  # connections kept after the burst count too
        finally:
            connections.close_all()

    def fetch(_: int) -> tuple[int, bool]:
        response = requests.get(f"{base}/admin/", cookies=cookies, timeout=60)
        return response.status_code, "Site administration" in response.text

    watcher = threading.Thread(target=watch)
    watcher.start()
    try:
        with ThreadPoolExecutor(max_workers=REQUESTS) as pool:
            results = list(pool.map(fetch, range(REQUESTS)))
    finally:
        burst_over.set()
        watcher.join(timeout=30)

    assert results == [(200, True)] * REQUESTS
    assert seen and max(seen) >= 1, "the web server's connections were never seen"
    assert max(seen) <= bound, f"{max(seen)} connections from the web server, bound {bound}"


def test_make_run_starts_a_cpu_worker_and_an_io_worker_with_a_bounded_pool(settings):
    settings.CELERY_TASK_DEFAULT_QUEUE, settings.MEMO_IO_QUEUE = "memo", ""
    layout = serving.worker_layout(2, 128, io_processes=2)
    cpu, io, io2 = layout.commands
    assert io2[io2.index("-Q") + 1] == "memo-io" and io2[io2.index("-n") + 1] != io[io.index("-n") + 1]
    assert cpu[cpu.index("-Q") + 1] == "memo" and cpu[cpu.index("--pool") + 1] == "prefork"
    assert io[io.index("-Q") + 1] == "memo-io" and io[io.index("--pool") + 1] == "threads"
    assert io[io.index("--concurrency") + 1] == "128"
    assert layout.env == {"MEMO_IO_QUEUE": "memo-io"}
    assert layout.env_for(io) == {"DATABASE_POOL": "true", "DATABASE_POOL_MAX_SIZE": str(serving.IO_DATABASE_POOL_SIZE),
                                  "MEMO_WORKER_ROLE": "io"}
    assert layout.env_for(cpu) == {}
