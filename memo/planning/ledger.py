"""Executor idempotency (seed 004): claim `trace_id:step_id` before any side effect, once, ever.

- Not claimed yet: claim, run, record the PII-safe outcome.
- Claimed and completed: reuse the recorded outcome; the side effect is not repeated.
- Claimed but never completed (the worker died mid-effect): answer IDEMPOTENCY_MISSING_RESULT, a
  safe failure the reply explains, instead of guessing whether it happened.
Database-only capabilities run claim, effect and completion in one transaction, so for them the
third case cannot arise.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from django.db import IntegrityError, transaction
from django.utils import timezone

from memo.planning.models import ExecutedOperation
from memo.planning.registry import ExecContext, ExecutionResult

logger = logging.getLogger(__name__)
MISSING_RESULT = "IDEMPOTENCY_MISSING_RESULT"


def operation_id(trace_id: str, step_id: str) -> str:
    return f"{trace_id}:{step_id}"


def execute_once(ctx: ExecContext, capability: str, operation: str, effect: Callable[[], ExecutionResult],
                 *, atomic: bool = False, rerunnable: bool = False) -> dict[str, Any]:
    """Run `effect` at most once for this trace and step. Returns the result as a dict.

    `rerunnable`: the effect is idempotent by its own key, so a claim left unfinished by a dead worker is
    finished by running the effect again (it finds what the first run did) instead of reporting
    IDEMPOTENCY_MISSING_RESULT.
    """
    op_id = operation_id(ctx.trace_id, ctx.step_id)
    if atomic:
        with transaction.atomic():
            claimed = _claim(op_id, ctx, capability, operation)
            if claimed is not None:
                return claimed
            return _complete(op_id, effect)
    claimed = _claim(op_id, ctx, capability, operation, rerunnable=rerunnable)
    if claimed is not None:
        return claimed
    return _complete(op_id, effect)


def _claim(op_id: str, ctx: ExecContext, capability: str, operation: str,
           rerunnable: bool = False) -> dict[str, Any] | None:
    """Claim the operation; if someone already did, return what to answer instead of running."""
    try:
        with transaction.atomic():
            ExecutedOperation.objects.create(
                operation_id=op_id, trace_id=ctx.trace_id, step_id=ctx.step_id, user_id=ctx.user_id or 0,
                capability=capability, operation=operation, claimed_at=timezone.now())
        return None
    except IntegrityError:
        pass
    existing = ExecutedOperation.objects.get(operation_id=op_id)
    if existing.completed_at is None and rerunnable:
        logger.warning("IDEMPOTENT_RERUN op=%s (claimed, never recorded: the effect finds its own work)", op_id)
        return None
    if existing.completed_at is None:
        logger.warning("%s op=%s", MISSING_RESULT, op_id)
        return {"ok": False, "error": MISSING_RESULT, "summary": "", "data": {}, "externalIds": []}
    logger.info("IDEMPOTENT_REUSE op=%s", op_id)
    return {"ok": bool(existing.ok), "error": existing.error_code, "summary": "", "reused": True,
            "data": (existing.result or {}).get("data", {}),
            "externalIds": (existing.result or {}).get("externalIds", [])}


def _complete(op_id: str, effect: Callable[[], ExecutionResult]) -> dict[str, Any]:
    try:
        result = effect()
    except Exception:
        logger.exception("operation %s raised", op_id)
        result = ExecutionResult(ok=False, error="EXECUTION_FAILED")
    ExecutedOperation.objects.filter(operation_id=op_id).update(
        completed_at=timezone.now(), ok=result.ok, error_code=result.error[:60],
        # Ids only: the ledger must stay free of anything the user wrote.
        result={"externalIds": result.external_ids, "data": _ids_only(result.data)})
    return result.as_dict()


def note_progress(ctx: ExecContext, **ids: str) -> None:
    """Record ids an effect made part-way (a Gmail draft before it is sent) on the claimed, unfinished row.

    A rerunnable effect that dies after this point finds them with `progress` and continues from there
    (sends that draft) instead of starting again (a second draft, a second mail). Ids only, like `result`.
    One short autocommit UPDATE: it is never held across the outside call that follows.
    """
    op_id = operation_id(ctx.trace_id, ctx.step_id)
    row = ExecutedOperation.objects.filter(operation_id=op_id, completed_at__isnull=True).first()
    if row is None:
        return
    result = dict(row.result or {})
    result["progress"] = {**result.get("progress", {}), **_ids_only(ids)}
    ExecutedOperation.objects.filter(pk=row.pk, completed_at__isnull=True).update(result=result)


def progress(ctx: ExecContext) -> dict[str, Any]:
    """The ids `note_progress` recorded for this trace and step ({} when none)."""
    op_id = operation_id(ctx.trace_id, ctx.step_id)
    result = ExecutedOperation.objects.filter(operation_id=op_id).values_list("result", flat=True).first()
    return dict((result or {}).get("progress") or {})


def _ids_only(data: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in data.items() if k.endswith(("id", "Id", "ids", "Ids")) or k in ("count",)}
