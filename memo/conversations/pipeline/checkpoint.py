"""The hot path's checkpoint in one statement: advance the turn, record the stage, renew the lease.

A turn passes ~13 checkpoints. Through the ORM each is BEGIN, three writes and COMMIT: five round
trips. As one statement (data-modifying CTEs run in a single snapshot, atomically) it is one. The
compare-and-set on `stage_seq` is unchanged: if another worker already moved the turn on, nothing is
written and the caller learns it.
"""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Any

from django.conf import settings
from django.db import connection
from django.utils import timezone
from psycopg.types.json import Jsonb

from memo.conversations.models import StageRun, Thread, Turn

_SQL = f"""
WITH moved AS (
    UPDATE {Turn._meta.db_table}
       SET state = %(state)s, stage_seq = %(seq)s + 1, current_stage = %(next)s, error = %(error)s,
           updated_at = %(now)s, llm_calls = %(llm_calls)s, llm_tokens = %(llm_tokens)s,
           llm_cost_usd = %(llm_cost)s
     WHERE id = %(turn)s AND stage_seq = %(seq)s AND status = 'running'
 RETURNING id
), lease AS (
    UPDATE {Thread._meta.db_table} SET lease_expires_at = %(lease)s
     WHERE id = %(thread)s AND active_turn_id = %(turn)s AND EXISTS (SELECT 1 FROM moved)
)
INSERT INTO {StageRun._meta.db_table}
       (turn_id, seq, stage, step_id, started_at, duration_ms, outcome, next_stage, wrote, state_before, error,
        worker)
SELECT id, %(seq)s, %(stage)s, '', %(started)s, %(duration)s, %(outcome)s, %(next)s, %(wrote)s, %(before)s,
       %(run_error)s, %(worker)s
  FROM moved
RETURNING id
"""


def advance(*, turn: Turn, seq: int, stage: str, next_stage: str, state: dict[str, Any], llm: dict[str, Any],
            error: str, started: datetime, duration_ms: float, outcome: str, wrote: dict[str, Any],
            before: dict[str, Any], run_error: str, worker: str) -> bool:
    """Move a running turn from `stage` (at `seq`) to `next_stage`. False when it was not ours to move."""
    now = timezone.now()
    params = {
        "state": Jsonb(state), "seq": seq, "next": next_stage, "error": error, "now": now,
        "llm_calls": llm["calls"], "llm_tokens": llm["promptTokens"] + llm["completionTokens"],
        "llm_cost": llm["costUsd"], "turn": turn.pk, "thread": turn.thread_id,
        "lease": now + timedelta(seconds=settings.PIPELINE_LEASE_SECONDS),
        "stage": stage, "started": started, "duration": duration_ms, "outcome": outcome, "wrote": Jsonb(wrote),
        "before": Jsonb(before), "run_error": run_error, "worker": worker,
    }
    with connection.cursor() as cursor:
        cursor.execute(_SQL, params)
        return cursor.fetchone() is not None
