"""Short leases kept fresh while a turn runs, and the recovery sweep run by the workers themselves.

A turn owns its thread through a lease (Thread.lease_expires_at). When its worker dies, the turn is taken
over once the lease runs out (services.recover -> drain -> _take_over), so the lease is what a user waits
for after a crash. It is short (PIPELINE_LEASE_SECONDS, 8 s) because a live turn never lets it run out:

- while a stage or step runs in a worker process, that process's heartbeat thread renews the leases of
  the turns it is running every PIPELINE_HEARTBEAT_SECONDS, however long the stage waits on the LLM or
  Google. A dead process stops renewing, and its turns are free a lease later;
- a turn handed to the broker between two tasks (to the I/O queue, or its parallel steps) is given
  PIPELINE_QUEUED_LEASE_SECONDS first: while it waits in a queue no process holds it, and a busy queue
  must not look like a dead worker (the take-over would run the stage twice, harmlessly but for nothing).

The same thread offers to run the recovery sweep every PIPELINE_SWEEP_SECONDS (with a little jitter); a claim
row (SweepClaim) lets one process of the whole fleet run it per interval, so more workers do not mean more
sweeps, and a PostgreSQL advisory lock keeps two claims from racing. Beat keeps its own, slower sweep as a
backup; neither waits for the other, so restarting beat delays nothing.

Only Celery worker processes start the thread (memo/celery.py enables it); a web process, a command or
a test's in-process worker never does.
"""

from __future__ import annotations

import logging
import os
import random
import threading
import time
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import timedelta

from django.conf import settings
from django.db import DatabaseError, connection, transaction
from django.utils import timezone

logger = logging.getLogger(__name__)

# pg_try_advisory_xact_lock key of the sweep (any constant unique to Memo: "memo" in ASCII).
SWEEP_LOCK_KEY = 0x6D656D6F

_lock = threading.Lock()
_running: Counter[tuple[int, int]] = Counter()  # (thread id, turn id) -> stages/steps of it running here
_state = {"enabled": False, "pid": 0}


def enable() -> None:
    """Let this process keep leases and sweep (a Celery worker process; see memo/celery.py)."""
    _state["enabled"] = settings.PIPELINE_HEARTBEAT_SECONDS > 0


def enabled() -> bool:
    """Whether this process keeps leases with a heartbeat (a Celery worker's)."""
    return bool(_state["enabled"])


@contextmanager
def holding(thread_id: int, turn_id: int) -> Iterator[None]:
    """While the body runs, this process renews the turn's lease."""
    key = (thread_id, turn_id)
    with _lock:
        _running[key] += 1
    _ensure_thread()
    try:
        yield
    finally:
        with _lock:
            _running[key] -= 1
            if _running[key] <= 0:
                del _running[key]


def queued_lease(turn_id: int) -> None:
    """The turn is about to wait in a queue: give it a lease long enough to get through it."""
    from memo.conversations import threadrows

    until = timezone.now() + timedelta(seconds=settings.PIPELINE_QUEUED_LEASE_SECONDS)
    try:
        threadrows.extend_lease_of_turn(turn_id, until)
    except DatabaseError:  # the work is still handed on; at worst the turn is taken over once, idempotently
        logger.warning("could not extend the lease of turn %s before queueing it", turn_id)


def renew(keys: list[tuple[int, int]]) -> int:
    """Renew the leases of these (thread, turn) pairs, if each turn still owns its thread. One statement."""
    from memo.conversations.models import Thread

    if not keys:
        return 0
    table = Thread._meta.db_table
    until = timezone.now() + timedelta(seconds=settings.PIPELINE_LEASE_SECONDS)
    with connection.cursor() as cursor:
        cursor.execute(
            f"""UPDATE {table} t SET lease_expires_at = %s
                  FROM unnest(%s::bigint[], %s::bigint[]) AS k(thread_id, turn_id)
                 WHERE t.id = k.thread_id AND t.active_turn_id = k.turn_id""",
            [until, [k[0] for k in keys], [k[1] for k in keys]])
        return cursor.rowcount


# One statement claims the sweep for the interval: the row is written only when its claim has run out, so of the
# processes offering at once exactly one gets a row back.
_CLAIM_SQL = (
    "INSERT INTO conversations_sweepclaim (name, claimed_until) VALUES (%s, now() + make_interval(secs => %s)) "
    "ON CONFLICT (name) DO UPDATE SET claimed_until = EXCLUDED.claimed_until "
    "WHERE conversations_sweepclaim.claimed_until <= now() RETURNING 1"
)


def claim(name: str, seconds: float) -> bool:
    """Whether this process runs the sweep `name` now: no process has in the last `seconds` (across the fleet)."""
    with connection.cursor() as cursor:
        cursor.execute(_CLAIM_SQL, [name, seconds])
        return cursor.fetchone() is not None


def sweep() -> dict[str, int] | None:
    """The recovery sweep, unless another process swept within the interval or is sweeping now (then None).

    Every worker process offers to sweep; with many processes the fleet still sweeps once per interval (the
    claim), and two processes offering at the same moment never both get it (the advisory lock, held only for
    the claim). The sweep itself runs in no transaction: its broker calls (drains, deliveries re-sent) hold no
    database lock. A sweep longer than the interval may meet the next one; each of its steps is safe twice."""
    from memo.conversations import services

    with transaction.atomic():
        with connection.cursor() as cursor:
            cursor.execute("SELECT pg_try_advisory_xact_lock(%s)", [SWEEP_LOCK_KEY])
            if not cursor.fetchone()[0]:
                return None
        if not claim("recover", max(0.2, float(settings.PIPELINE_SWEEP_SECONDS) * 0.9)):
            return None
    return services.recover()


def _ensure_thread() -> None:
    if not _state["enabled"] or _state["pid"] == os.getpid():
        return
    with _lock:
        if _state["pid"] == os.getpid():
            return
        _state["pid"] = os.getpid()  # a forked pool process starts its own: threads do not survive fork
    threading.Thread(target=_loop, name="memo-heartbeat", daemon=True).start()


def start() -> None:
    """Start the thread now, if this process may (a worker that should sweep before its first stage)."""
    _ensure_thread()


def _loop() -> None:
    # At least three beats per lease, so one slow beat never lets a live turn's lease run out.
    beat = max(0.2, min(float(settings.PIPELINE_HEARTBEAT_SECONDS), settings.PIPELINE_LEASE_SECONDS / 3))
    sweep_every = float(settings.PIPELINE_SWEEP_SECONDS)
    next_sweep = 0.0
    ticks = 0.0
    while True:
        time.sleep(beat)
        ticks += beat
        with _lock:
            keys = list(_running)
        try:
            renew(keys)
            if sweep_every > 0 and ticks >= next_sweep:
                next_sweep = ticks + sweep_every * random.uniform(0.8, 1.2)
                found = sweep()
                if found and any(found.values()):
                    logger.info("RECOVERY_SWEEP %s", found)
        except DatabaseError:
            logger.warning("heartbeat: the database did not answer; trying again in %.1f s", beat)
        except Exception:  # never let the thread die: leases would run out under live turns
            logger.exception("heartbeat failed")
        finally:
            connection.close()  # hold no connection between beats (and give a pooled one back)
