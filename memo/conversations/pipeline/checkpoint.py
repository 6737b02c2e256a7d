"""The hot path's checkpoints, each one statement: move the turn on (or stop it) and record the stage.

A turn passes ~13 checkpoints. Through the ORM each was BEGIN, three or four writes and COMMIT; as one
statement (data-modifying CTEs run in a single snapshot, atomically) it is one round trip. The
compare-and-set on `stage_seq` is unchanged: if another worker already moved the turn on, nothing is
written and the caller learns it.

Durability: these statements commit with `synchronous_commit` off for their own transaction only. A
checkpoint lost in a database crash (at most a fraction of a second of them) is progress, not an
effect: the turn's lease runs out, the recovery sweep re-runs the stage from the last checkpoint that
survived, and every side effect a stage has (ledger, outbox, tasks) is idempotent and written with a
normal, synchronous commit. Any later synchronous commit also flushes the earlier relaxed ones.
"""

from __future__ import annotations

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

_RECORD = f"""
INSERT INTO {StageRun._meta.db_table}
       (turn_id, seq, stage, step_id, started_at, duration_ms, outcome, next_stage, wrote, state_before, error,
        worker)
SELECT id, %(seq)s, %(stage)s, '', %(started)s, %(duration)s, %(outcome)s, %(next)s, %(wrote)s, %(before)s,
       %(run_error)s, %(worker)s
  FROM moved CROSS JOIN relaxed
RETURNING id
"""

_ADVANCE = f"""
WITH {_RELAXED}, moved AS (
    UPDATE {Turn._meta.db_table}
       SET state = %(state)s, stage_seq = %(seq)s + 1, current_stage = %(next)s, error = %(error)s,
           updated_at = %(now)s, llm_calls = %(llm_calls)s, llm_tokens = %(llm_tokens)s,
           llm_cost_usd = %(llm_cost)s
     WHERE id = %(turn)s AND stage_seq = %(seq)s AND status = 'running'
 RETURNING id
), lease AS (
    UPDATE {Thread._meta.db_table} SET lease_expires_at = %(lease)s
     WHERE id = %(thread)s AND active_turn_id = %(turn)s AND lease_expires_at < %(renew_before)s
       AND EXISTS (SELECT 1 FROM moved)
)
{_RECORD}
"""

_FINISH = f"""
WITH {_RELAXED}, moved AS (
    UPDATE {Turn._meta.db_table}
       SET state = %(state)s, stage_seq = %(seq)s + 1, current_stage = '', status = %(status)s,
           finished_at = %(finished)s, error = %(error)s, updated_at = %(now)s, llm_calls = %(llm_calls)s,
           llm_tokens = %(llm_tokens)s, llm_cost_usd = %(llm_cost)s
     WHERE id = %(turn)s AND stage_seq = %(seq)s AND status = 'running'
 RETURNING id
), released AS (
    UPDATE {Thread._meta.db_table} SET active_turn_id = NULL, lease_expires_at = NULL
     WHERE id = %(thread)s AND active_turn_id = %(turn)s AND EXISTS (SELECT 1 FROM moved)
), closed AS (
    UPDATE {Message._meta.db_table} SET status = '{Message.Status.DONE}'
     WHERE turn_id = %(turn)s AND status = '{Message.Status.PROCESSING}' AND EXISTS (SELECT 1 FROM moved)
)
{_RECORD}
"""


def _params(*, turn: Turn, seq: int, stage: str, next_stage: str, state: dict[str, Any], error: str,
            started: datetime, duration_ms: float, outcome: str, wrote: dict[str, Any], before: dict[str, Any],
            run_error: str, worker: str) -> dict[str, Any]:
    llm = state["llm"]
    return {
        "state": Jsonb(state), "seq": seq, "next": next_stage, "error": error, "now": timezone.now(),
        "llm_calls": llm["calls"], "llm_tokens": llm["promptTokens"] + llm["completionTokens"],
        "llm_cost": llm["costUsd"], "turn": turn.pk, "thread": turn.thread_id,
        "stage": stage, "started": started, "duration": duration_ms, "outcome": outcome, "wrote": Jsonb(wrote),
        "before": Jsonb(before), "run_error": run_error, "worker": worker,
    }


def _run(sql: str, params: dict[str, Any]) -> bool:
    with connection.cursor() as cursor:
        cursor.execute(sql, params)
        return cursor.fetchone() is not None


def advance(*, turn: Turn, seq: int, stage: str, next_stage: str, state: dict[str, Any], error: str,
            started: datetime, duration_ms: float, outcome: str, wrote: dict[str, Any], before: dict[str, Any],
            run_error: str, worker: str) -> bool:
    """Move a running turn from `stage` (at `seq`) to `next_stage` and keep the thread's lease fresh.
    False when it was not ours to move."""
    params = _params(turn=turn, seq=seq, stage=stage, next_stage=next_stage, state=state, error=error,
                     started=started, duration_ms=duration_ms, outcome=outcome, wrote=wrote, before=before,
                     run_error=run_error, worker=worker)
    params["lease"] = params["now"] + timedelta(seconds=settings.PIPELINE_LEASE_SECONDS)
    # A lease renewed less than LEASE_RENEW_SECONDS ago is left alone: a turn's quick stages then write
    # the thread row once (when the turn starts), and every stage still begins with most of a lease.
    params["renew_before"] = params["lease"] - timedelta(seconds=LEASE_RENEW_SECONDS)
    return _run(_ADVANCE, params)


def finish(*, turn: Turn, seq: int, stage: str, status: str, state: dict[str, Any], error: str,
           started: datetime, duration_ms: float, outcome: str, wrote: dict[str, Any], before: dict[str, Any],
           run_error: str, worker: str) -> bool:
    """Stop a running turn after `stage` (ended or paused): its status, the stage record, the thread
    released and its message closed, together. False when it was not ours to stop."""
    params = _params(turn=turn, seq=seq, stage=stage, next_stage="", state=state, error=error,
                     started=started, duration_ms=duration_ms, outcome=outcome, wrote=wrote, before=before,
                     run_error=run_error, worker=worker)
    params["status"] = status
    params["finished"] = params["now"] if status in Turn.TERMINAL else None
    return _run(_FINISH, params)
