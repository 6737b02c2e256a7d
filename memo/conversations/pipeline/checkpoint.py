"""The hot path's checkpoints, each one statement: move the turn on (or stop it) and record the stage.

A turn passes ~13 stages. Through the ORM each checkpoint was BEGIN, three or four writes and COMMIT; as
one statement (data-modifying CTEs run in a single snapshot, atomically) it is one round trip, and stages
that change nothing outside the turn's state are written together with the next checkpoint (each keeps
its own StageRun row and seq). The
compare-and-set on `stage_seq` is unchanged: if another worker already moved the turn on, nothing is
written and the caller learns it.

Durability: these statements commit with `synchronous_commit` off for their own transaction only. A
checkpoint lost in a database crash (at most a fraction of a second of them) is progress, not an
effect: the turn's lease runs out, the recovery sweep re-runs the stage from the last checkpoint that
survived, and every side effect a stage has (ledger, outbox, tasks) is idempotent and written with a
normal, synchronous commit. Any later synchronous commit also flushes the earlier relaxed ones.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from django.conf import settings
from django.db import connection
from django.utils import timezone
from psycopg.types.json import Jsonb

from memo.conversations.models import Message, StageRun, Thread, Turn

LEASE_RENEW_SECONDS = 10

# Transaction-local, so the connection's other work keeps the server's setting.
_RELAXED = "relaxed AS (SELECT set_config('synchronous_commit', 'off', true) AS off)"

def _record_sql(count: int) -> str:
    """INSERT of `count` stage records (params suffixed _0.._n), for the turn `moved` returned."""
    rows = ", ".join(f"(%(seq_{i})s, %(stage_{i})s, %(started_{i})s, %(duration_{i})s, %(outcome_{i})s, "
                     f"%(next_{i})s, %(wrote_{i})s, %(before_{i})s, %(run_error_{i})s, %(worker_{i})s)"
                     for i in range(count))
    return f"""
INSERT INTO {StageRun._meta.db_table}
       (turn_id, seq, stage, step_id, started_at, duration_ms, outcome, next_stage, wrote, state_before, error,
        worker)
SELECT moved.id, v.seq, v.stage, '', v.started, v.duration, v.outcome, v.next, v.wrote, v.before, v.run_error,
       v.worker
  FROM moved CROSS JOIN relaxed
 CROSS JOIN (VALUES {rows}) AS v(seq, stage, started, duration, outcome, next, wrote, before, run_error, worker)
RETURNING id
"""


_ADVANCE = f"""
WITH {_RELAXED}, moved AS (
    UPDATE {Turn._meta.db_table}
       SET state = %(state)s, stage_seq = %(last_seq)s + 1, current_stage = %(next)s, error = %(error)s,
           updated_at = %(now)s, llm_calls = %(llm_calls)s, llm_tokens = %(llm_tokens)s,
           llm_cost_usd = %(llm_cost)s
     WHERE id = %(turn)s AND stage_seq = %(first_seq)s AND status = 'running'
 RETURNING id
), lease AS (
    UPDATE {Thread._meta.db_table} SET lease_expires_at = %(lease)s
     WHERE id = %(thread)s AND active_turn_id = %(turn)s AND lease_expires_at < %(renew_before)s
       AND EXISTS (SELECT 1 FROM moved)
)
"""

_FINISH = f"""
WITH {_RELAXED}, moved AS (
    UPDATE {Turn._meta.db_table}
       SET state = %(state)s, stage_seq = %(last_seq)s + 1, current_stage = '', status = %(status)s,
           finished_at = %(finished)s, error = %(error)s, updated_at = %(now)s, llm_calls = %(llm_calls)s,
           llm_tokens = %(llm_tokens)s, llm_cost_usd = %(llm_cost)s
     WHERE id = %(turn)s AND stage_seq = %(first_seq)s AND status = 'running'
 RETURNING id
), released AS (
    UPDATE {Thread._meta.db_table} SET active_turn_id = NULL, lease_expires_at = NULL
     WHERE id = %(thread)s AND active_turn_id = %(turn)s AND EXISTS (SELECT 1 FROM moved)
), closed AS (
    UPDATE {Message._meta.db_table} SET status = '{Message.Status.DONE}'
     WHERE turn_id = %(turn)s AND status = '{Message.Status.PROCESSING}' AND EXISTS (SELECT 1 FROM moved)
)
"""


@dataclass
class StageRecord:
    """One stage as it ran: what its StageRun row says. Several may be written by one checkpoint."""

    seq: int
    stage: str
    next_stage: str
    started: datetime
    duration_ms: float
    outcome: str
    wrote: dict[str, Any]
    before: dict[str, Any]
    run_error: str
    worker: str


def _params(turn: Turn, records: list[StageRecord], state: dict[str, Any], error: str,
            next_stage: str) -> dict[str, Any]:
    llm = state["llm"]
    params: dict[str, Any] = {
        "state": Jsonb(state), "first_seq": records[0].seq, "last_seq": records[-1].seq, "next": next_stage,
        "error": error, "now": timezone.now(), "llm_calls": llm["calls"],
        "llm_tokens": llm["promptTokens"] + llm["completionTokens"], "llm_cost": llm["costUsd"],
        "turn": turn.pk, "thread": turn.thread_id,
    }
    for i, r in enumerate(records):
        params.update({f"seq_{i}": r.seq, f"stage_{i}": r.stage, f"started_{i}": r.started,
                       f"duration_{i}": r.duration_ms, f"outcome_{i}": r.outcome, f"next_{i}": r.next_stage,
                       f"wrote_{i}": Jsonb(r.wrote), f"before_{i}": Jsonb(r.before), f"run_error_{i}": r.run_error,
                       f"worker_{i}": r.worker})
    return params


def _run(sql: str, params: dict[str, Any]) -> bool:
    with connection.cursor() as cursor:
        cursor.execute(sql, params)
        return cursor.fetchone() is not None


def advance(*, turn: Turn, records: list[StageRecord], next_stage: str, state: dict[str, Any], error: str) -> bool:
    """Move a running turn past `records` (consecutive stages, the first at the turn's current seq) to
    `next_stage`, record each stage, and keep the thread's lease fresh. False when it was not ours to move."""
    params = _params(turn, records, state, error, next_stage)
    params["lease"] = params["now"] + timedelta(seconds=settings.PIPELINE_LEASE_SECONDS)
    # A lease renewed less than LEASE_RENEW_SECONDS ago is left alone: a turn's quick stages then write
    # the thread row once (when the turn starts), and every stage still begins with most of a lease.
    params["renew_before"] = params["lease"] - timedelta(
        seconds=min(LEASE_RENEW_SECONDS, settings.PIPELINE_LEASE_SECONDS / 2))
    return _run(_ADVANCE + _record_sql(len(records)), params)


def finish(*, turn: Turn, records: list[StageRecord], status: str, state: dict[str, Any], error: str) -> bool:
    """Stop a running turn after `records` (ended or paused): its status, the stage records, the thread
    released and its message closed, together. False when it was not ours to stop."""
    params = _params(turn, records, state, error, "")
    params["status"] = status
    params["finished"] = params["now"] if status in Turn.TERMINAL else None
    return _run(_FINISH + _record_sql(len(records)), params)
