"""The hot path's one-statement checkpoints: compare-and-set, the stage record, and where a turn stops."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.db import connection
from django.utils import timezone

from memo.conversations import services
from memo.conversations.models import Message, StageRun, Thread, Turn
from memo.conversations.pipeline import checkpoint, runner


class _Recorder:
    """A dispatcher that only remembers what it was asked to start."""

    def __init__(self) -> None:
        self.calls: list[tuple] = []

    def stage(self, turn_id: int, seq: int, name: str, io: bool = False) -> None:
        self.calls.append(("stage", turn_id, seq, name))

    def steps(self, turn_id: int, seq: int, name: str, step_ids: list[str], io: bool = False) -> None:
        self.calls.append(("steps", turn_id, seq, name))

    def drain(self, thread_id: int) -> None:
        self.calls.append(("drain", thread_id))


@pytest.fixture
def started_turn(transactional_db):
    thread = services.get_thread("+972501234567", Thread.Channel.CONSOLE)
    dispatcher = _Recorder()
    services.receive_message(thread, "what can you do?", dispatcher=dispatcher)
    services.drain_thread(thread.pk, dispatcher)
    return Turn.objects.get(), dispatcher


def _record(turn: Turn, seq: int, stage: str, next_stage: str = "reply_context") -> dict:
    return {"turn": runner._current(turn.pk, seq, stage), "state": runner.load_state(turn).dump(), "error": "",
            "records": [_stage(seq, stage, next_stage)]}


def _stage(seq: int, stage: str, next_stage: str) -> checkpoint.StageRecord:
    return checkpoint.StageRecord(seq=seq, stage=stage, next_stage=next_stage, started=timezone.now(),
                                  duration_ms=1.0, outcome=StageRun.Outcome.OK, wrote={"x": 1}, before={},
                                  run_error="", worker="test")


def test_a_started_turn_learns_its_own_id_when_its_state_is_first_read(started_turn):
    turn, dispatcher = started_turn
    assert dispatcher.calls[-1] == ("stage", turn.pk, 0, "context_assembly")
    assert runner.load_state(runner._current(turn.pk, 0, "context_assembly")).turnId == turn.pk


def test_advance_moves_the_turn_once_and_records_the_stage(started_turn):
    turn, _ = started_turn
    record = _record(turn, 0, "context_assembly")

    assert checkpoint.advance(next_stage="reply_context", **record) is True
    assert checkpoint.advance(next_stage="reply_context", **record) is False  # a duplicate task: stale

    turn.refresh_from_db()
    assert (turn.stage_seq, turn.current_stage, turn.status) == (1, "reply_context", Turn.Status.RUNNING)
    assert list(StageRun.objects.filter(turn=turn).values_list("stage", "next_stage")) == [
        ("context_assembly", "reply_context")]
    # The relaxed commit was the checkpoint's own; the connection's other work keeps the server default.
    with connection.cursor() as cursor:
        cursor.execute("SHOW synchronous_commit")
        assert cursor.fetchone()[0] == "on"


def test_finish_stops_the_turn_releases_the_thread_and_closes_its_message(started_turn):
    turn, _ = started_turn
    record = _record(turn, 0, "context_assembly")
    assert checkpoint.finish(status=Turn.Status.COMPLETED, **record) is True

    turn.refresh_from_db()
    assert turn.status == Turn.Status.COMPLETED and turn.finished_at is not None and turn.current_stage == ""
    assert Thread.objects.get(pk=turn.thread_id).active_turn_id is None
    assert Message.objects.get(pk=turn.inbound_message_id).status == Message.Status.DONE
    assert checkpoint.finish(status=Turn.Status.COMPLETED, **record) is False


def test_a_paused_turn_keeps_no_finish_time(started_turn):
    turn, _ = started_turn
    assert checkpoint.finish(status=Turn.Status.PAUSED, **_record(turn, 0, "context_assembly")) is True
    turn.refresh_from_db()
    assert turn.status == Turn.Status.PAUSED and turn.finished_at is None


def test_a_checkpoint_renews_a_lease_running_out_and_leaves_a_fresh_one(started_turn, settings):
    turn, _ = started_turn
    thread = Thread.objects.filter(pk=turn.thread_id)
    fresh = thread.get().lease_expires_at
    assert checkpoint.advance(next_stage="reply_context", **_record(turn, 0, "context_assembly"))
    assert thread.get().lease_expires_at == fresh  # claimed a moment ago: no write

    almost_out = timezone.now() + timedelta(seconds=5)
    thread.update(lease_expires_at=almost_out)
    assert checkpoint.advance(next_stage="planner", **_record(turn, 1, "reply_context", "planner"))
    renewed = thread.get().lease_expires_at
    assert renewed > timezone.now() + timedelta(seconds=settings.PIPELINE_LEASE_SECONDS - 10)


def test_stages_that_only_changed_the_state_are_written_together_each_with_its_own_record(started_turn):
    turn, _ = started_turn
    current = runner._current(turn.pk, 0, "context_assembly")
    records = [_stage(0, "context_assembly", "reply_context"), _stage(1, "reply_context", "planner"),
               _stage(2, "planner", "capability_check")]

    assert checkpoint.advance(turn=current, records=records, next_stage="capability_check",
                              state=runner.load_state(turn).dump(), error="") is True
    assert checkpoint.advance(turn=current, records=records[:1], next_stage="reply_context",
                              state=runner.load_state(turn).dump(), error="") is False  # not at seq 0 any more

    turn.refresh_from_db()
    assert (turn.stage_seq, turn.current_stage) == (3, "capability_check")
    assert list(StageRun.objects.filter(turn=turn).order_by("seq").values_list("seq", "stage", "next_stage")) == [
        (0, "context_assembly", "reply_context"), (1, "reply_context", "planner"), (2, "planner", "capability_check")]
