"""Runs the stage graph: one stage (or one parallel step) at a time, checkpointed in PostgreSQL.

The database is the source of truth. A stage task carries (turn id, seq, stage); `Turn.stage_seq`
advances by compare-and-set at every transition, so a redelivered or duplicated task is recognised as
stale and dropped. What runs next is handed to a Dispatcher: Celery tasks in production, an in-process
queue for the benchmark. `run_inline` walks the same graph with no database writes at all (plan,
replay --dry-run).
"""

from __future__ import annotations

import json
import logging
import os
import socket
import time
from collections import deque
from collections.abc import Callable
from datetime import timedelta
from typing import Any, Protocol

from django.conf import settings
from django.db import DatabaseError, connection, transaction
from django.utils import timezone
from pydantic import ValidationError

from memo.conversations import threadrows
from memo.conversations.models import Message, StageRun, Thread, Turn
from memo.conversations.pipeline import checkpoint, graph, heartbeat
from memo.conversations.pipeline.base import FanoutStage, Outcome, StageContext
from memo.conversations.texts import t
from memo.planning.state import Fanout, TurnState, changed_keys

logger = logging.getLogger(__name__)
_HOST = socket.gethostname()


def _worker() -> str:
    """Which process ran a stage (host:pid): a prefork child's pid is its own, known only after the fork."""
    return f"{_HOST}:{os.getpid()}"


class Dispatcher(Protocol):
    # Whether stages that wait outside go to another queue (the I/O workers); False: one queue runs all.
    splits_io: bool

    def stage(self, turn_id: int, seq: int, name: str, io: bool = False) -> None: ...
    def steps(self, turn_id: int, seq: int, name: str, step_ids: list[str], io: bool = False) -> None: ...
    def drain(self, thread_id: int) -> None: ...


class LocalDispatcher:
    """Runs the chain in this process, in order (benchmarks and the no-broker fallback)."""

    splits_io = False

    def __init__(self) -> None:
        self.queue: deque[Callable[[], None]] = deque()

    def stage(self, turn_id: int, seq: int, name: str, io: bool = False) -> None:
        self.queue.append(lambda: execute_stage(turn_id, seq, name, self))

    def steps(self, turn_id: int, seq: int, name: str, step_ids: list[str], io: bool = False) -> None:
        for step_id in step_ids:
            self.queue.append(lambda s=step_id: execute_step(turn_id, seq, name, s, self))

    def drain(self, thread_id: int) -> None:
        from memo.conversations import services

        self.queue.append(lambda: services.drain_thread(thread_id, self))

    def run_until_idle(self) -> None:
        while self.queue:
            self.queue.popleft()()


# --- state -------------------------------------------------------------------------------------------
def load_state(turn: Turn) -> TurnState | None:
    try:
        state = TurnState.model_validate(turn.state)
    except ValidationError:
        logger.exception("turn %s has an unreadable state", turn.trace_id)
        return None
    state.turnId = turn.pk  # not stored when the turn starts: the row's id is known only after its insert
    return state


def renew_lease(turn: Turn) -> bool:
    """Extend the thread lease if this turn still owns the thread (else another worker took over)."""
    until = timezone.now() + timedelta(seconds=settings.PIPELINE_LEASE_SECONDS)
    return threadrows.set_lease(turn.thread_id, until, owner_turn_id=turn.pk)


_CURRENT_SQL = (
    f"SELECT t.id, t.trace_id, t.status, t.stage_seq, t.current_stage, t.state, t.error, t.thread_id, "
    f"th.active_turn_id, th.channel FROM {Turn._meta.db_table} t JOIN {Thread._meta.db_table} th "
    f"ON th.id = t.thread_id WHERE t.id = %s")


def _current(turn_id: int, seq: int, name: str) -> Turn | None:
    """The turn, if this task is still its next piece of work and the turn still owns its thread.

    Plain SQL on purpose: this runs for every stage of every turn, and the ORM's query compilation
    cost more than the query itself.
    """
    with connection.cursor() as cursor:
        cursor.execute(_CURRENT_SQL, [turn_id])
        row = cursor.fetchone()
    if row is None:
        return None
    pk, trace_id, status, stage_seq, current_stage, state, error, thread_id, owner, channel = row
    if status != Turn.Status.RUNNING or stage_seq != seq or current_stage != name:
        logger.info("stale stage task turn=%s seq=%s stage=%s", turn_id, seq, name)
        return None
    if owner != pk:
        logger.info("turn %s no longer owns its thread", trace_id)
        return None
    turn = Turn(pk=pk, trace_id=trace_id, status=status, stage_seq=stage_seq, current_stage=current_stage,
                state=state if isinstance(state, dict) else json.loads(state), error=error, thread_id=thread_id)
    turn.channel = channel  # not a field: carried to the stages so `send` needs no lookup
    return turn


# --- one stage ---------------------------------------------------------------------------------------
# Stages that follow one another on the same kind of worker run in one task, each still checkpointed
# (its StageRun row, the turn's seq and current stage): a plain turn is one or two hand-overs, not 13.
# Past this many in one task, the rest goes back through the broker so one turn cannot hog a worker.
MAX_INLINE_STAGES = 40


def execute_stage(turn_id: int, seq: int, name: str, dispatcher: Dispatcher, io: bool = False) -> None:
    """Run the turn from `name` at `seq`, stage after stage, until it ends, pauses, fans out, or reaches a
    stage that waits outside while this is a CPU worker (that stage is handed to the I/O queue).

    `io`: this task runs on the I/O queue (a threads pool where waiting on the LLM or Google costs nothing).
    """
    turn = _current(turn_id, seq, name)
    if turn is None:
        return
    if heartbeat.enabled() and not renew_lease(turn):
        return  # taken over meanwhile
    # Renewed now: a turn handed over through a queue held a long queued lease, which a crash of this
    # process must not leave standing; from here this process's heartbeat keeps the short one fresh.
    with heartbeat.holding(turn.thread_id, turn.pk):
        _execute_from(turn, seq, name, dispatcher, io)


def _execute_from(turn: Turn, seq: int, name: str, dispatcher: Dispatcher, io: bool) -> None:
    state = load_state(turn)
    if state is None:
        fail_unreadable(turn)
        return
    for run in range(MAX_INLINE_STAGES):
        if getattr(dispatcher, "splits_io", False) and not io and graph.node(name).stage.waits_outside(state):
            if flush(turn, next_stage=name):  # same seq: the I/O worker runs this very stage
                dispatcher.stage(turn.pk, seq, name, io=True)
            return
        if graph.node(name).stage.effects and not flush(turn, next_stage=name):
            return  # the row says this stage while its effects run; someone else moved the turn meanwhile
        nxt = _run_one(turn, seq, name, state, dispatcher, io, handed_over=io and run == 0)
        if nxt is None:
            return
        seq, name = seq + 1, nxt
    if flush(turn, next_stage=name):
        dispatcher.stage(turn.pk, seq, name, io=io)


def _run_one(turn: Turn, seq: int, name: str, state: TurnState, dispatcher: Dispatcher, io: bool, *,
             handed_over: bool = False) -> str | None:
    """One stage of the turn; the next stage's name when this task should go on with it, else None.
    `handed_over`: a CPU worker sent this stage here because it waits outside (StageContext says so)."""
    node = graph.node(name)
    ctx = StageContext(turn_id=turn.pk, thread_id=turn.thread_id, dry_run=state.dryRun, channel=turn.channel,
                       handed_over=handed_over)
    before, started, t0 = turn.state, timezone.now(), time.perf_counter()
    if node.fanout:
        assert isinstance(node.stage, FanoutStage)
        stage = node.stage
        level = stage.next_level(state)
        # A level of one step runs right here: a group of one would only add a broker round trip.
        while len(level) == 1:
            stage.merge(state, level[0], stage.safe_step(state, level[0], ctx))
            level = stage.next_level(state)
        if level:
            state.fanout = Fanout(stage=name, level=level)
            if flush(turn, next_stage=name):  # the row must say this stage before its steps start
                _save_fanout(turn, seq, state, before, started, t0, dispatcher, io or stage.waits_outside(state))
            return None
        outcome, error = _guarded(lambda: stage.finish(state, ctx), state, name)
    else:
        outcome, error = _guarded(lambda: node.stage.run(state, ctx), state, name)
    return transition(turn, seq, name, state, before, outcome, error, started, t0, dispatcher, inline=True)


def _guarded(run: Callable[[], Outcome | None], state: TurnState, name: str) -> tuple[Outcome | None, str]:
    """Run stage code. Database errors propagate (the task retries); anything else is a stage failure."""
    try:
        return run(), ""
    except DatabaseError:
        raise
    except Exception as exc:
        logger.exception("stage %s failed for %s", name, state.traceId)
        state.errors.append({"stage": name, "error": type(exc).__name__})
        return None, f"{type(exc).__name__}: {exc}"[:2000]


def _error_route(name: str, state: TurnState) -> str | None:
    """After a stage crashed: still answer the user, clearly, whenever a reply can be written."""
    order = graph.STAGES
    state.endStatus = "failed"
    if order.index(name) < order.index("response_writer"):
        state.finalResponse = t("internal_error", state.lang)
        return "response_writer"
    if name in ("response_writer", "memory_update"):
        if not state.replies:
            from memo.planning.state import Reply

            state.replies = [Reply(text=t("internal_error", state.lang))]
        return "send"
    return None


def transition(turn: Turn, seq: int, name: str, state: TurnState, before: dict[str, Any],
               outcome: Outcome | None, error: str, started, t0: float, dispatcher: Dispatcher,
               *, inline: bool = False) -> str | None:
    """Checkpoint the stage and hand over to the next one (atomically, whether or not in a transaction).

    `inline`: the caller goes on with the next stage itself, in this task: its name is returned (and the
    turn object now describes it) instead of being dispatched. The stage's record then waits in
    `turn.pending` for the next checkpoint, which writes them all in one statement: before a stage with
    effects (the row says where the turn is while they run), at a hand-over, and at the end. A crash in
    between re-runs those stages from the last checkpoint, as a crash mid-stage always did. None when the
    turn stopped here or was not ours to move."""
    if error:
        nxt = _error_route(name, state)
        run_outcome = StageRun.Outcome.ERROR
    else:
        try:
            nxt = graph.next_stage(name, outcome)
        except graph.GraphError as exc:
            logger.error("%s", exc)
            error, nxt = str(exc), _error_route(name, state)
        run_outcome = _run_outcome(outcome, error)
    state.snapshotNext = False
    after = state.dump()
    wrote = changed_keys(before, after)
    wrote.pop("snapshotNext", None)
    pending: list[checkpoint.StageRecord] = getattr(turn, "pending", [])
    pending.append(checkpoint.StageRecord(
        seq=seq, stage=name, next_stage=nxt or "", started=started, duration_ms=(time.perf_counter() - t0) * 1000,
        outcome=run_outcome, wrote=wrote, before=before if before.get("snapshotNext") else {}, run_error=error,
        worker=_worker()))
    turn.pending, turn.state = pending, after
    if error:
        turn.error = error
    if nxt is not None:
        inline = inline and not connection.in_atomic_block
        if inline and not error:
            turn.stage_seq, turn.current_stage = seq + 1, nxt
            return nxt
        if not flush(turn, next_stage=nxt):
            return None
        if inline:
            return nxt
        transaction.on_commit(lambda: dispatcher.stage(turn.pk, seq + 1, nxt))
        return None
    status = Turn.Status.PAUSED if outcome is not None and outcome.pause else (
        state.endStatus or Turn.Status.COMPLETED)
    records, turn.pending = turn.pending, []
    if checkpoint.finish(turn=turn, records=records, status=status, state=after, error=turn.error or ""):
        # After the release commits: a message that arrived meanwhile is seen here, or its own drain
        # (enqueued after it committed) finds the thread free. Either way it is not stranded.
        transaction.on_commit(lambda: _drain_if_waiting(turn.thread_id, dispatcher))
    return None


def flush(turn: Turn, *, next_stage: str) -> bool:
    """Write the stage records waiting in `turn.pending` and move the turn row to `next_stage` (after them).
    True when there was nothing to write, or it was written; False when the turn was no longer ours."""
    records: list[checkpoint.StageRecord] = getattr(turn, "pending", [])
    if not records:
        return True
    turn.pending = []
    moved = checkpoint.advance(turn=turn, records=records, next_stage=next_stage, state=turn.state,
                               error=turn.error or "")
    if moved:
        turn.stage_seq, turn.current_stage = records[-1].seq + 1, next_stage
    return moved


def _run_outcome(outcome: Outcome | None, error: str) -> str:
    if error:
        return StageRun.Outcome.ERROR
    if outcome is None:
        return StageRun.Outcome.OK
    if outcome.pause:
        return StageRun.Outcome.PAUSED
    if outcome.end:
        return StageRun.Outcome.ENDED
    return StageRun.Outcome.JUMP if outcome.goto else StageRun.Outcome.OK


def _record(turn: Turn, seq: int, name: str, step_id: str, before: dict[str, Any], after: dict[str, Any],
            outcome: str, nxt: str | None, error: str, started, t0: float) -> None:
    snapshot = bool(before.get("snapshotNext"))
    wrote = changed_keys(before, after)
    wrote.pop("snapshotNext", None)
    StageRun.objects.create(
        turn=turn, seq=seq, stage=name, step_id=step_id, started_at=started,
        duration_ms=(time.perf_counter() - t0) * 1000, outcome=outcome, next_stage=nxt or "",
        wrote=wrote, state_before=before if snapshot else {}, error=error, worker=_worker())


def _drain_if_waiting(thread_id: int, dispatcher: Dispatcher) -> None:
    if threadrows.has_queued(thread_id):
        dispatcher.drain(thread_id)


def fail_unreadable(turn: Turn) -> None:
    """A state that no longer validates: end the turn, tell the user, keep the message for staff."""
    from memo.conversations import outbox

    lang = turn.thread.user.language
    with transaction.atomic():
        Turn.objects.filter(pk=turn.pk).update(status=Turn.Status.FAILED, error="unreadable state",
                                               finished_at=timezone.now(), current_stage="")
        outbox.queue(turn.thread_id, f"turn:{turn.trace_id}:failed", t("internal_error", lang), turn_id=turn.pk)
        Message.objects.filter(turn_id=turn.pk, status=Message.Status.PROCESSING).update(
            status=Message.Status.FAILED)
        Thread.objects.filter(pk=turn.thread_id, active_turn_id=turn.pk).update(active_turn=None,
                                                                               lease_expires_at=None)
    from memo.conversations.tasks import CeleryDispatcher

    CeleryDispatcher().drain(turn.thread_id)


# --- parallel steps ------------------------------------------------------------------------------------
def _save_fanout(turn: Turn, seq: int, state: TurnState, before: dict[str, Any], started, t0: float,
                 dispatcher: Dispatcher, io: bool) -> None:
    after = state.dump()
    level = list(state.fanout.level) if state.fanout else []
    with transaction.atomic():
        if not Turn.objects.filter(pk=turn.pk, stage_seq=seq, status=Turn.Status.RUNNING).update(state=after):
            return
        _record(turn, seq, state.fanout.stage if state.fanout else "", "", before, after, StageRun.Outcome.OK,
                None, "", started, t0)
        transaction.on_commit(lambda: dispatcher.steps(turn.pk, seq, state.fanout.stage, level, io=io))


def execute_step(turn_id: int, seq: int, name: str, step_id: str, dispatcher: Dispatcher) -> None:
    """One plan step of a parallel level; the last one of the level moves the turn on."""
    turn = _current(turn_id, seq, name)
    if turn is None or not renew_lease(turn):
        return
    with heartbeat.holding(turn.thread_id, turn.pk):
        _execute_step(turn, seq, name, step_id, dispatcher)


def _execute_step(turn: Turn, seq: int, name: str, step_id: str, dispatcher: Dispatcher) -> None:
    turn_id = turn.pk
    state = load_state(turn)
    if state is None or state.fanout is None or step_id not in state.fanout.level or step_id in state.fanout.done:
        return
    stage = graph.node(name).stage
    assert isinstance(stage, FanoutStage)
    ctx = StageContext(turn_id=turn.pk, thread_id=turn.thread_id, dry_run=state.dryRun)
    started, t0 = timezone.now(), time.perf_counter()
    result = stage.safe_step(state, step_id, ctx)
    with transaction.atomic():
        turn = Turn.objects.select_for_update().get(pk=turn_id)
        if turn.stage_seq != seq or turn.status != Turn.Status.RUNNING:
            return
        state = load_state(turn)
        if state is None or state.fanout is None or step_id in state.fanout.done:
            return
        before = state.dump()
        stage.merge(state, step_id, result)
        state.fanout.done.append(step_id)
        if set(state.fanout.level) - set(state.fanout.done):
            after = state.dump()
            Turn.objects.filter(pk=turn.pk).update(state=after)
            _record(turn, seq, name, step_id, before, after, StageRun.Outcome.OK, None, "", started, t0)
            return
        _record(turn, seq, name, step_id, before, state.dump(), StageRun.Outcome.OK, None, "", started, t0)
        level = stage.next_level(state)
        if level:
            state.fanout = Fanout(stage=name, level=level)
            Turn.objects.filter(pk=turn.pk).update(state=state.dump())
            io = stage.waits_outside(state)
            transaction.on_commit(lambda: dispatcher.steps(turn.pk, seq, name, level, io=io))
            return
        state.fanout = None
        fin_before, fin_started, fin_t0 = state.dump(), timezone.now(), time.perf_counter()
        outcome, error = _guarded(lambda: stage.finish(state, ctx), state, name)
        transition(turn, seq, name, state, fin_before, outcome, error, fin_started, fin_t0, dispatcher)


# --- in process, no database writes ------------------------------------------------------------------
def run_inline(state: TurnState, start: str, ctx: StageContext, *, stop_before: set[str] | None = None,
               only: set[str] | None = None) -> list[dict[str, Any]]:
    """Walk the graph in this process. Returns what each stage did: [{stage, outcome, next, wrote}].

    `stop_before` ends the walk before a stage; `only` runs just those stages, in graph order, and
    ignores pauses (the plan command uses it to go through resolvers even when a question is due).
    """
    trail: list[dict[str, Any]] = []
    name: str | None = start
    while name and not (stop_before and name in stop_before):
        node = graph.node(name)
        if only is not None and name not in only:
            name = node.next
            continue
        before, t0 = state.dump(), time.perf_counter()
        outcome = node.stage.run(state, ctx)
        nxt = graph.next_stage(name, outcome)
        if only is not None and nxt is None and node.next and outcome and outcome.pause:
            nxt = node.next
        trail.append({"stage": name, "outcome": _run_outcome(outcome, ""), "next": nxt,
                      "ms": (time.perf_counter() - t0) * 1000, "wrote": changed_keys(before, state.dump())})
        name = nxt
    return trail
