"""What the benchmark scripts share: percentiles, and starting/stopping Celery worker processes."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path


def pct(values: list[float], p: float) -> float:
    """The p-th percentile with linear interpolation; NaN for no values."""
    if not values:
        return float("nan")
    ordered = sorted(values)
    k = (len(ordered) - 1) * p / 100
    lo, hi = int(k), min(int(k) + 1, len(ordered) - 1)
    return ordered[lo] + (ordered[hi] - ordered[lo]) * (k - lo)


def start_workers(app: str, queue: str, pool: str, concurrency: int, log_path: Path, *, cwd: Path,
                  name: str = "bench", env: dict[str, str] | None = None) -> list[subprocess.Popen]:
    """One prefork parent with `concurrency` children, or (pool "solo") that many single-process workers."""
    base = [sys.executable, "-m", "celery", "-A", app, "worker", "-Q", queue, "--pool", pool, "-l", "WARNING"]
    commands = ([[*base, "-n", f"{name}{i}@%h"] for i in range(concurrency)] if pool == "solo"
                else [[*base, "--concurrency", str(concurrency)]])
    with log_path.open("w") as log:  # each child keeps its own copy of the descriptor
        return [subprocess.Popen(cmd, cwd=cwd, env=env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
                for cmd in commands]


def stop_workers(procs: list[subprocess.Popen]) -> None:
    """SIGTERM each worker's process group (a warm shutdown), SIGKILL what is still there after 20 s."""
    for proc in procs:
        if proc.poll() is None:
            try:
                os.killpg(proc.pid, signal.SIGTERM)
            except ProcessLookupError:
                pass
    for proc in procs:
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait(timeout=10)
