"""Celery worker processes for fault tests: started on this session's test database, killed by group."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

from django.conf import settings


def database_env() -> dict[str, str]:
    """What a child process needs to reach this session's test database (embedded or configured)."""
    name = settings.DATABASES["default"]["NAME"]
    if settings.EMBEDDED_POSTGRES:
        return {"MEMO_DB_NAME": name}
    return {"DATABASE_URL": os.environ["DATABASE_URL"].rsplit("/", 1)[0] + "/" + name}


def start_worker(queue: str, log: Path, *, pool: str = "prefork", concurrency: int = 1,
                 env: dict[str, str] | None = None) -> subprocess.Popen:
    """A `celery worker` on `queue` in its own process group, with the real planner and capabilities."""
    # The real planner and capabilities unless `env` names plugins; `env` may also name another task queue.
    inherited = {k: v for k, v in os.environ.items() if k not in ("MEMO_PLUGINS", "MEMO_TEST_PLUGIN_AUTOINSTALL")}
    if settings.EMBEDDED_POSTGRES:
        inherited.pop("DATABASE_URL", None)
    child_env = {**inherited, **database_env(), "MEMO_TASK_QUEUE": queue, **(env or {})}
    cmd = [sys.executable, "-m", "celery", "-A", "memo", "worker", "-Q", queue, "--pool", pool,
           "--concurrency", str(concurrency), "-l", "WARNING", "--without-gossip", "--without-mingle",
           "--without-heartbeat", "-n", f"{queue}-{pool}@%h"]
    with log.open("wb") as err:  # the child keeps its own copy of the descriptor
        return subprocess.Popen(cmd, cwd=settings.BASE_DIR, env=child_env, start_new_session=True,
                                stdout=subprocess.DEVNULL, stderr=err)


def kill_group(proc: subprocess.Popen) -> None:
    """SIGKILL a worker and its pool processes at once, as a crash would."""
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except ProcessLookupError:
        pass
    proc.wait(timeout=10)


class NoDispatch:
    """Store messages without publishing anything, so only a subprocess worker sees the work."""

    splits_io = False

    def stage(self, *args, **kwargs) -> None:
        pass

    def steps(self, *args, **kwargs) -> None:
        pass

    def drain(self, *args) -> None:
        pass


def wait_for(condition, seconds: float, what: str) -> None:
    """Poll `condition` every 0.1 s until it holds, or fail the test after `seconds`."""
    import time

    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if condition():
            return
        time.sleep(0.1)
    raise AssertionError(f"timed out waiting for {what}")
