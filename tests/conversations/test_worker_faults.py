"""A worker killed mid-turn and a broker restarted mid-turn: nothing lost, nothing done twice."""

from __future__ import annotations

import subprocess
import time
from pathlib import Path

import pytest

from memo import engines
from memo.conversations import services
from memo.conversations.models import OutboundMessage, Turn
from memo.conversations.tasks import CeleryDispatcher
from memo.planning.models import ExecutedOperation
from tests.support.capabilities import plan, step
from tests.support.worker_procs import NoDispatch, kill_group, wait_for
from tests.support.worker_procs import start_worker as start_celery_worker

QUEUE = "memo-kill-test"


def start_worker(effects: Path, inside: Path) -> subprocess.Popen:
    """A worker with the test capabilities, which record their effects in `effects` and wait in `inside`."""
    return start_celery_worker(QUEUE, effects.parent / f"worker-{time.monotonic_ns()}.log", env={
        "MEMO_PLUGINS": "tests.support.capabilities", "MEMO_TEST_PLUGIN_AUTOINSTALL": "1",
        "MEMO_TEST_EFFECTS": str(effects), "MEMO_TEST_INSIDE": str(inside), "PIPELINE_LEASE_SECONDS": "2"})


@pytest.mark.subprocess_worker
@pytest.mark.django_db(transaction=True)
def test_worker_killed_mid_side_effect_is_taken_over_and_never_repeats_it(tmp_path, settings):
    settings.PIPELINE_LEASE_SECONDS = 2
    settings.PIPELINE_REDISPATCH_SECONDS = 0
    effects, inside = tmp_path / "effects.jsonl", tmp_path / "inside"
    thread = services.get_thread("+972501230000", "console")
    received = services.receive_message(thread, "do the slow thing", dispatcher=NoDispatch())
    first = start_worker(effects, inside)
    try:
        CeleryDispatcher(QUEUE).drain(thread.pk)
        wait_for(inside.exists, 60, "the worker to enter the side effect")
    finally:
        kill_group(first)
    turn = Turn.objects.get(inbound_message=received.message)
    assert turn.status == Turn.Status.RUNNING and turn.current_stage == "executor"

    second = start_worker(effects, inside)
    try:
        time.sleep(2.5)  # the dead worker's lease runs out
        services.recover(dispatcher=CeleryDispatcher(QUEUE))
        wait_for(lambda: Turn.objects.get(pk=turn.pk).status == Turn.Status.COMPLETED, 60, "the turn to finish")
    finally:
        kill_group(second)
    turn.refresh_from_db()
    assert turn.state["executionResults"]["s1"]["error"] == "IDEMPOTENCY_MISSING_RESULT"
    reply = OutboundMessage.objects.get(turn=turn).text
    assert "may have already done" in reply
    assert not effects.exists() or "slow" not in effects.read_text()  # the effect did not run again
    assert ExecutedOperation.objects.filter(trace_id=turn.trace_id).count() == 1


@pytest.mark.worker
def test_broker_restarted_mid_turn_the_turn_still_finishes(chat, fake_caps, settings):
    settings.PIPELINE_LEASE_SECONDS = 2
    settings.PIPELINE_REDISPATCH_SECONDS = 0
    fake_caps.planner.scripts["cut the broker"] = plan(step("s1", "stop_broker"))
    conversation = chat()
    conversation.wait_seconds = 45
    services.receive_message(conversation.thread, "cut the broker", received_at=conversation.clock)
    wait_for(lambda: not engines.redis_is_up(settings.VAR_DIR), 30, "the broker to go down mid-turn")
    engines.ensure_embedded_redis(settings.VAR_DIR)
    time.sleep(2.5)
    services.recover()
    conversation.wait_idle()
    turn = Turn.objects.get()
    assert turn.status == Turn.Status.COMPLETED
    assert ExecutedOperation.objects.filter(trace_id=turn.trace_id).count() == 1
    assert OutboundMessage.objects.filter(turn=turn, status="sent").exists()


@pytest.mark.worker
def test_message_received_while_the_broker_is_down_is_kept_and_answered_later(chat, fake_caps, settings):
    settings.PIPELINE_REDISPATCH_SECONDS = 0
    conversation = chat()
    engines.stop_embedded_redis(settings.VAR_DIR)
    try:
        received = services.receive_message(conversation.thread, "note it", received_at=conversation.clock)
        assert received.created
    finally:
        engines.ensure_embedded_redis(settings.VAR_DIR)
    services.recover()
    conversation.wait_idle()
    assert Turn.objects.get().status == Turn.Status.COMPLETED
    assert len(fake_caps.effects("note")) == 1
