"""Replaying turns: show a turn's timeline, and re-run it from any checkpoint (StageRun)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from django.db import transaction
from django.utils import timezone

from memo.conversations.models import StageRun, Turn
from memo.conversations.pipeline import graph, runner
from memo.conversations.pipeline.base import StageContext
from memo.planning.state import TurnState


class ReplayError(Exception):
    pass


def find_turns(key: str, limit: int = 10) -> list[Turn]:
    """A trace id names one turn; a phone number (or, for a WhatsApp user known only by it, a
    business-scoped user id) names that user's latest turns (newest first)."""
    turn = Turn.objects.filter(trace_id=key).first()
    if turn:
        return [turn]
    from memo.conversations.services import InvalidPhone, normalise_phone

    by_bsuid = Turn.objects.filter(thread__user__bsuid=key.strip()) if key.strip() else Turn.objects.none()
    if by_bsuid.exists():
        return list(by_bsuid.order_by("-id")[:limit])
    try:
        phone = normalise_phone(key)
    except InvalidPhone:
        raise ReplayError(f"no turn with trace id {key!r}, and it is not a phone number or a known BSUID") from None
    turns = list(Turn.objects.filter(thread__user__phone=phone).order_by("-id")[:limit])
    if not turns:
        raise ReplayError(f"no turns for {phone}")
    return turns


def timeline(turn: Turn) -> list[dict[str, Any]]:
    return [{"seq": r.seq, "stage": r.stage, "step": r.step_id, "outcome": r.outcome, "next": r.next_stage,
             "ms": round(r.duration_ms, 2), "wrote": sorted(r.wrote), "error": r.error}
            for r in turn.stage_runs.order_by("id")]


def checkpoint(turn: Turn, stage: str) -> StageRun:
    graph.node(stage)  # unknown stage names fail with a clear message
    run = turn.stage_runs.filter(stage=stage, step_id="").order_by("id").first()
    if run is None:
        raise ReplayError(f"stage {stage} never ran in turn {turn.trace_id}")
    return run


def state_before(run: StageRun) -> dict[str, Any]:
    """The full state a stage started from: the nearest snapshot at or before it, plus every change
    recorded between them (checkpoints store full states only where a chain segment starts)."""
    runs = list(run.turn.stage_runs.filter(id__lte=run.pk).order_by("id"))
    base = next((i for i in range(len(runs) - 1, -1, -1) if runs[i].state_before), None)
    if base is None:
        raise ReplayError(f"no snapshot to rebuild turn {run.turn.trace_id} from (erased by retention?)")
    state = dict(runs[base].state_before)
    for earlier in runs[base:-1]:
        state.update(earlier.wrote)
    return state


# Bookkeeping that differs between a Celery run and an in-process one without meaning anything.
_NOT_COMPARED = {"dryRun", "fanout", "llm"}


def _stage_effects(turn: Turn, start: StageRun) -> list[tuple[str, dict[str, Any]]]:
    """What each stage execution changed, in order. A parallel stage's rows (its start, one per step,
    its finish) share one seq and are merged into one effect, as the in-process run produces it."""
    effects: list[tuple[str, int, dict[str, Any]]] = []
    for run in turn.stage_runs.filter(id__gte=start.pk).order_by("id"):
        if effects and effects[-1][1] == run.seq and effects[-1][0] == run.stage:
            effects[-1][2].update(run.wrote)
        else:
            effects.append((run.stage, run.seq, dict(run.wrote)))
    return [(stage, wrote) for stage, _, wrote in effects]


@dataclass
class DryRun:
    trail: list[dict[str, Any]]
    differences: list[dict[str, Any]] = field(default_factory=list)


def dry_run(turn: Turn, stage: str) -> DryRun:
    """Re-run from `stage` in this process with every side effect disabled; compare with what happened."""
    start = checkpoint(turn, stage)
    state = TurnState.model_validate(state_before(start))
    state.dryRun = True
    ctx = StageContext(turn_id=turn.pk, thread_id=turn.thread_id, dry_run=True)
    trail = runner.run_inline(state, stage, ctx)
    original = _stage_effects(turn, start)
    differences = []
    for i, item in enumerate(trail):
        if i >= len(original) or original[i][0] != item["stage"]:
            differences.append({"stage": item["stage"], "what": "the path differs from here"})
            break
        before = original[i][1]
        for key in sorted(set(before) | set(item["wrote"])):
            if key in _NOT_COMPARED:
                continue
            if before.get(key) != item["wrote"].get(key):
                differences.append({"stage": item["stage"], "what": key,
                                    "was": before.get(key), "now": item["wrote"].get(key)})
    return DryRun(trail=trail, differences=differences)


def rerun(turn: Turn, stage: str) -> Turn:
    """Re-run a finished turn from a checkpoint, for real, in this process. The ledger still guards
    every side effect (same trace id), so steps that already ran are not run again."""
    if turn.status in (Turn.Status.RUNNING, Turn.Status.PAUSED):
        raise ReplayError(f"turn {turn.trace_id} is {turn.status}; only finished turns can be re-run")
    start = checkpoint(turn, stage)
    dispatcher = runner.LocalDispatcher()
    state = {**state_before(start), "snapshotNext": True}
    with transaction.atomic():
        seq = turn.stage_seq + 1
        Turn.objects.filter(pk=turn.pk).update(state=state, status=Turn.Status.RUNNING,
                                               current_stage=stage, stage_seq=seq, finished_at=None,
                                               updated_at=timezone.now())
        turn.thread.__class__.objects.filter(pk=turn.thread_id).update(
            active_turn=turn, lease_expires_at=timezone.now() + timezone.timedelta(minutes=5))
    dispatcher.stage(turn.pk, seq, stage)
    dispatcher.run_until_idle()
    return Turn.objects.get(pk=turn.pk)
