"""Crash recovery in seconds: short leases that a live worker keeps fresh, and a sweep the workers run
themselves (memo/conversations/pipeline/heartbeat.py); a re-run memory_update that adds nothing."""

from __future__ import annotations

import subprocess
import threading
import time
from datetime import timedelta
from pathlib import Path

import pytest
from django.db import connection, transaction
from django.utils import timezone

from memo.conversations import memory, services
from memo.conversations.models import LatestAction, OutboundMessage, SweepClaim, Thread, Turn
from memo.conversations.pipeline import heartbeat
from memo.conversations.pipeline.base import StageContext
from memo.conversations.pipeline.stages.response import MemoryUpdate
from memo.conversations.tasks import CeleryDispatcher
from memo.planning.dsl import PlannerOutput, PlanStep
from memo.planning.models import ExecutedOperation
from memo.planning.state import TurnState, UserContext
from tests.support.worker_procs import NoDispatch, kill_group, wait_for
from tests.support.worker_procs import start_worker as start_celery_worker

QUEUE = "memo-recovery-test"
# A worker that sweeps and renews quickly, so the tests take seconds (the defaults are 8 / 2 / 2).
FAST = {"PIPELINE_LEASE_SECONDS": "2", "PIPELINE_HEARTBEAT_SECONDS": "0.4", "PIPELINE_SWEEP_SECONDS": "0.5",
        "PIPELINE_REDISPATCH_SECONDS": "1"}


def start_worker(tmp_path: Path, effects: Path, inside: Path) -> subprocess.Popen:
    return start_celery_worker(QUEUE, tmp_path / f"worker-{time.monotonic_ns()}.log", env={
        "MEMO_PLUGINS": "tests.support.capabilities", "MEMO_TEST_PLUGIN_AUTOINSTALL": "1",
        "MEMO_TEST_EFFECTS": str(effects), "MEMO_TEST_INSIDE": str(inside), **FAST})


@pytest.mark.subprocess_worker
@pytest.mark.django_db(transaction=True)
def test_a_stage_longer_than_the_lease_keeps_its_turn(tmp_path, settings):
    """A 6 s side effect under a 2 s lease, with the worker sweeping every half second: its heartbeat
    keeps the lease, so nobody takes the turn over and the effect runs once, answered normally."""
    settings.PIPELINE_LEASE_SECONDS = 2
    effects, inside = tmp_path / "effects.jsonl", tmp_path / "inside"
    thread = services.get_thread("+972501239000", "console")
    received = services.receive_message(thread, "take your time", dispatcher=NoDispatch())
    worker = start_worker(tmp_path, effects, inside)
    try:
        CeleryDispatcher(QUEUE).drain(thread.pk)
        turn = None
        wait_for(lambda: Turn.objects.filter(inbound_message=received.message, status=Turn.Status.COMPLETED)
                 .exists(), 60, "the slow turn to finish")
        turn = Turn.objects.get(inbound_message=received.message)
    finally:
        kill_group(worker)
    assert effects.read_text().count('"slow"') == 1
    assert turn.state["executionResults"]["s1"]["ok"] is True
    assert ExecutedOperation.objects.get(trace_id=turn.trace_id).ok is True
    assert "may have already done" not in OutboundMessage.objects.get(turn=turn).text


@pytest.mark.subprocess_worker
@pytest.mark.django_db(transaction=True)
def test_a_turn_whose_worker_died_is_taken_over_by_another_worker_without_beat(tmp_path, settings):
    """Nothing here calls the recovery sweep and no beat runs: the second worker's own sweep finds the
    dead worker's turn once its lease ran out, and finishes it without repeating the side effect."""
    effects, inside = tmp_path / "effects.jsonl", tmp_path / "inside"
    thread = services.get_thread("+972501239001", "console")
    received = services.receive_message(thread, "do the slow thing", dispatcher=NoDispatch())
    first = start_worker(tmp_path, effects, inside)
    try:
        CeleryDispatcher(QUEUE).drain(thread.pk)
        wait_for(inside.exists, 60, "the worker to enter the side effect")
    finally:
        kill_group(first)
    died = time.monotonic()
    second = start_worker(tmp_path, effects, inside)
    try:
        wait_for(lambda: Turn.objects.filter(inbound_message=received.message, status=Turn.Status.COMPLETED)
                 .exists(), 60, "another worker to take the turn over")
    finally:
        kill_group(second)
    turn = Turn.objects.get(inbound_message=received.message)
    assert turn.state["executionResults"]["s1"]["error"] == "IDEMPOTENCY_MISSING_RESULT"
    assert not effects.exists() or "slow" not in effects.read_text()
    assert ExecutedOperation.objects.filter(trace_id=turn.trace_id).count() == 1
    # Well before beat's 30 s backup sweep or a 600 s redelivery (generous: the worker starts up first).
    assert time.monotonic() - died < 30


@pytest.mark.django_db(transaction=True)
def test_renewing_keeps_only_the_leases_a_turn_still_owns():
    thread = services.get_thread("+972501239002", "console")
    other = services.get_thread("+972501239003", "console")
    soon = timezone.now() + timedelta(seconds=1)
    Thread.objects.filter(pk__in=[thread.pk, other.pk]).update(lease_expires_at=soon)
    message = services.receive_message(thread, "hello", dispatcher=NoDispatch()).message
    turn = Turn.objects.create(thread=thread, inbound_message=message, trace_id="t-renew", state={},
                               status=Turn.Status.RUNNING)
    Thread.objects.filter(pk=thread.pk).update(active_turn=turn)
    assert heartbeat.renew([(thread.pk, turn.pk), (other.pk, turn.pk)]) == 1
    thread.refresh_from_db()
    other.refresh_from_db()
    assert thread.lease_expires_at > soon + timedelta(seconds=1)
    assert other.lease_expires_at == soon  # not its turn: another worker took it over, or it ended


@pytest.mark.django_db(transaction=True)
def test_two_processes_never_sweep_at_once():
    held, release = threading.Event(), threading.Event()

    def hold_the_lock():
        with transaction.atomic(), connection.cursor() as cursor:
            cursor.execute("SELECT pg_advisory_xact_lock(%s)", [heartbeat.SWEEP_LOCK_KEY])
            held.set()
            release.wait(10)
        connection.close()

    other = threading.Thread(target=hold_the_lock)
    other.start()
    try:
        assert held.wait(10)
        assert heartbeat.sweep() is None
    finally:
        release.set()
        other.join()
    assert heartbeat.sweep() is not None


@pytest.mark.django_db(transaction=True)
def test_the_fleet_sweeps_once_per_interval_however_many_processes_offer():
    results: list[object] = []

    def offer():
        results.append(heartbeat.sweep())
        connection.close()

    offers = [threading.Thread(target=offer) for _ in range(6)]  # six worker processes' heartbeats at once
    for each in offers:
        each.start()
    for each in offers:
        each.join(10)
    assert sum(result is not None for result in results) == 1, results
    assert heartbeat.sweep() is None  # within the interval: swept already

    SweepClaim.objects.update(claimed_until=timezone.now() - timedelta(seconds=1))  # the interval has passed
    assert heartbeat.sweep() is not None


@pytest.mark.django_db
def test_memory_update_run_again_records_each_action_once():
    thread = services.get_thread("+972501239004", "console")
    state = TurnState(traceId="trace-mem", threadId=str(thread.pk), now=timezone.now().isoformat(),
                      user=UserContext(userId=thread.user_id))
    state.plannerOutput = PlannerOutput(intentType="operation", confidence=1.0,
                                        plan=[PlanStep(id="s1", capability="database", action="create")])
    state.executionResults = {"s1": {"ok": True, "operation": "create", "summary": "Reminder set",
                                     "externalIds": ["task:1"]}}
    ctx = StageContext(turn_id=None, thread_id=thread.pk)
    MemoryUpdate().run(state, ctx)
    MemoryUpdate().run(state, ctx)  # a take-over or a replay runs the stage again
    assert LatestAction.objects.filter(user_id=thread.user_id).count() == 1
    memory.remember_action(thread.user_id, capability="database", action="create", summary="another",
                           when=None, external_ids=[], at=timezone.now())
    assert LatestAction.objects.filter(user_id=thread.user_id).count() == 2  # no source: always recorded
