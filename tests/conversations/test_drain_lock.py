"""A drain that finds its thread locked by another short transaction waits for it instead of giving up.

Skipping a locked thread lost messages: a media release that found nothing to queue still held the thread
when the webhook's drain for a message stored meanwhile ran, and that message then waited for the recovery
sweep (minutes) instead of being answered.
"""

from __future__ import annotations

import threading
import time

import pytest
from django.db import connection, connections, transaction

from memo.conversations import services
from memo.conversations.models import Message, Thread, Turn
from memo.planning import registry
from memo.planning.dsl import PlannerOutput, PlanStep


class _Recorder:
    def __init__(self) -> None:
        self.calls: list[tuple] = []

    def stage(self, turn_id: int, seq: int, name: str, io: bool = False) -> None:
        self.calls.append(("stage", turn_id, seq, name))

    def steps(self, turn_id: int, seq: int, name: str, step_ids: list[str], io: bool = False) -> None:
        self.calls.append(("steps", turn_id, seq, name))

    def drain(self, thread_id: int) -> None:
        self.calls.append(("drain", thread_id))


def _hold_thread_lock(thread_id: int, seconds: float, locked: threading.Event) -> threading.Thread:
    """Lock the thread row from another connection for `seconds`, as a concurrent webhook would."""

    def hold() -> None:
        try:
            with transaction.atomic():
                Thread.objects.select_for_update().filter(pk=thread_id).first()
                locked.set()
                time.sleep(seconds)
        finally:
            connections.close_all()

    holder = threading.Thread(target=hold)
    holder.start()
    assert locked.wait(5), "the other transaction never took the lock"
    return holder


@pytest.fixture
def queued(transactional_db):
    thread = services.get_thread("+972501234567", Thread.Channel.CONSOLE)
    services.receive_message(thread, "what can you do?", dispatcher=_Recorder())
    return thread


def test_a_drain_waits_for_a_short_lock_and_starts_the_turn(queued):
    holder = _hold_thread_lock(queued.pk, 0.5, threading.Event())
    dispatcher = _Recorder()

    outcome = services.drain_thread(queued.pk, dispatcher)
    holder.join()

    assert outcome == "started"
    turn = Turn.objects.get()
    assert Message.objects.get(direction=Message.Direction.INBOUND).turn_id == turn.pk
    assert dispatcher.calls and dispatcher.calls[0][0] == "stage"


def test_a_lock_held_too_long_enqueues_the_drain_again_and_keeps_the_message(queued, monkeypatch):
    monkeypatch.setattr(services, "THREAD_LOCK_WAIT_MS", 200)
    holder = _hold_thread_lock(queued.pk, 1.5, threading.Event())
    dispatcher = _Recorder()

    outcome = services.drain_thread(queued.pk, dispatcher)
    holder.join()

    assert outcome == "locked"
    assert dispatcher.calls == [("drain", queued.pk)]
    assert Message.objects.get(direction=Message.Direction.INBOUND).status == Message.Status.QUEUED
    assert not Turn.objects.exists()
    # The connection is usable and waits as long as it did before (the shorter wait was only for the drain).
    with connection.cursor() as cursor:
        cursor.execute("SHOW lock_timeout")
        assert cursor.fetchone()[0] == "0"
    assert services.drain_thread(queued.pk, _Recorder()) == "started"


class _OutsidePlanner:
    """A planner that waits on an outside service (the LLM's place in the registry)."""

    name = "llm"

    def __init__(self) -> None:
        self.asked: list[str] = []

    def waits_outside(self) -> bool:
        return True

    def plan(self, state):
        self.asked.append(state.input.message)
        return PlannerOutput(intentType="operation", confidence=0.95, plan=[
            PlanStep(id="A", capability="database", action="task_operation", changes={"operation": "getAll"})])


def test_a_reply_to_a_question_is_never_sent_to_the_llm_while_the_thread_is_locked(transactional_db):
    user = services.get_thread("+972501234567", Thread.Channel.CONSOLE).user
    outside = registry.register_planner(_OutsidePlanner(), first=True)
    try:
        # Unreadable for the rules; only the outside planner would call it a request.
        assert services.is_new_request("blorp florp", user) is False
    finally:
        registry.unregister_planner(outside)
    assert outside.asked == []
