"""Parallel steps, failures inside a turn, message order and duplicates, through the real worker."""

from __future__ import annotations

import pytest
from django.db import transaction

from memo.conversations import services
from memo.conversations.models import Message, OutboundMessage, StageRun, Thread, Turn
from memo.conversations.pipeline import graph
from memo.conversations.pipeline.runner import execute_stage
from memo.conversations.tasks import CeleryDispatcher
from tests.support.capabilities import plan, step

pytestmark = pytest.mark.worker


def test_independent_steps_run_in_parallel_and_dependent_ones_after(chat, fake_caps):
    fake_caps.planner.scripts["three things"] = plan(
        step("a", "note", text="one"), step("b", "note", text="two"),
        step("c", "note", depends=["a", "b"], text="three"))
    out = chat().line("three things")
    assert sorted(e["summary"] for e in out["executed"]) == ["note done: one", "note done: three",
                                                              "note done: two"]
    texts = [e["text"] for e in fake_caps.effects("note")]
    assert texts[-1] == "three" and sorted(texts[:2]) == ["one", "two"]
    turn = Turn.objects.get()
    executor_steps = StageRun.objects.filter(turn=turn, stage="executor").exclude(step_id="")
    assert sorted(executor_steps.values_list("step_id", flat=True)) == ["a", "b", "c"]


def test_one_failing_step_is_a_partial_failure_not_a_failed_turn(chat, fake_caps):
    fake_caps.planner.scripts["two things"] = plan(step("a", "note", text="kept"), step("b", "fail"))
    out = chat().line("two things")
    assert {(e["operation"], e["ok"]) for e in out["executed"]} == {("note", True), ("fail", False)}
    assert out["turn_status"] == "completed"
    reply = out["replies"][0]
    assert "note done: kept" in reply and "I did part of it" in reply
    assert Turn.objects.get().state["join"]["partial"] is True


def test_a_crashing_executor_is_a_failed_step_with_a_clear_answer(chat, fake_caps):
    fake_caps.planner.scripts["crash please"] = plan(step("a", "crash"))
    out = chat().line("crash please")
    assert [(e["operation"], e["ok"]) for e in out["executed"]] == [("crash", False)]
    assert "Something went wrong on my side" in out["replies"][0]
    assert "Traceback" not in out["replies"][0] and "RuntimeError" not in out["replies"][0]


def test_a_crashing_resolver_fails_its_step_only(chat, fake_caps):
    fake_caps.planner.scripts["resolve badly"] = plan(step("a", "explode_in_resolver"), step("b", "note", text="x"))
    out = chat().line("resolve badly")
    assert [(e["operation"], e["ok"]) for e in out["executed"]] == [("note", True)]
    assert out["turn_status"] == "completed"
    assert "I did part of it" in out["replies"][0]


def test_a_stage_that_raises_still_answers_the_user_and_fails_the_turn(chat, fake_caps, monkeypatch):
    def boom(state, ctx):
        raise RuntimeError("join is broken")

    monkeypatch.setattr(graph.GRAPH["join"].stage, "run", boom)
    out = chat().line("note it")
    assert out["turn_status"] == "failed"
    assert "Something went wrong on my side" in out["replies"][0]
    run = StageRun.objects.get(stage="join")
    assert run.outcome == "error" and "join is broken" in run.error
    assert Message.objects.get().status == Message.Status.DONE


def test_unreadable_state_fails_the_turn_with_a_reply_and_frees_the_thread(chat, fake_caps):
    conversation = chat()
    conversation.line("note it")
    thread = Thread.objects.get()
    message = Message.objects.create(thread=thread, channel_message_id="garbled", text="x",
                                     status=Message.Status.PROCESSING)
    turn = Turn.objects.create(thread=thread, inbound_message=message, state={"traceId": 5, "bogus": []},
                               current_stage="planner", stage_seq=3)
    message.turn = turn
    message.save()
    Thread.objects.filter(pk=thread.pk).update(active_turn=turn)
    execute_stage(turn.pk, 3, "planner", CeleryDispatcher())
    conversation.wait_idle()
    turn.refresh_from_db()
    assert turn.status == Turn.Status.FAILED
    assert OutboundMessage.objects.filter(turn=turn, text__contains="Something went wrong").exists()
    assert Thread.objects.get().active_turn is None


def test_stale_stage_task_is_ignored(chat, fake_caps):
    conversation = chat()
    conversation.line("note it")
    turn = Turn.objects.get()
    runs = StageRun.objects.count()
    execute_stage(turn.pk, 0, "context_assembly", CeleryDispatcher())  # a redelivered, long-done task
    assert StageRun.objects.count() == runs
    assert len(fake_caps.effects("note")) == 1


def test_two_messages_arriving_together_are_processed_in_order(chat, fake_caps):
    conversation = chat()
    with transaction.atomic():
        services.receive_message(conversation.thread, "note it", received_at=conversation.clock)
        services.receive_message(conversation.thread, "what can you do?", received_at=conversation.clock)
    conversation.wait_idle()
    first, second = Turn.objects.order_by("id")
    assert first.inbound_message.text == "note it" and second.inbound_message.text == "what can you do?"
    assert first.status == second.status == Turn.Status.COMPLETED
    assert first.finished_at <= second.started_at
    replies = list(OutboundMessage.objects.order_by("id").values_list("turn_id", flat=True))
    assert replies == [first.pk, second.pk]


def test_many_threads_run_in_parallel_and_each_keeps_its_order(chat, fake_caps):
    conversations = [chat(phone=f"+97250111{i:04d}") for i in range(4)]
    for c in conversations:
        for text in ("note it", "help", "note it"):
            services.receive_message(c.thread, text, received_at=c.clock)
    for c in conversations:
        c.wait_idle()
        texts = [t.inbound_message.text for t in Turn.objects.filter(thread=c.thread).order_by("started_at")]
        assert texts == ["note it", "help", "note it"]
    assert Turn.objects.filter(status=Turn.Status.COMPLETED).count() == 12


def test_the_same_message_delivered_twice_is_processed_once(chat, fake_caps):
    conversation = chat()
    first = services.receive_message(conversation.thread, "note it", channel_message_id="wamid.ABC")
    again = services.receive_message(conversation.thread, "note it", channel_message_id="wamid.ABC")
    conversation.wait_idle()
    assert first.created and not again.created and again.message.pk == first.message.pk
    assert Turn.objects.count() == 1 and len(fake_caps.effects("note")) == 1


def test_a_whatsapp_message_id_becomes_the_trace_id(chat, fake_caps):
    conversation = chat()
    thread = services.get_thread(conversation.thread.user.phone, Thread.Channel.WHATSAPP)
    services.receive_message(thread, "note it", channel_message_id="wamid.XYZ")
    conversation.thread = thread
    conversation.wait_idle()
    assert Turn.objects.get(thread=thread).trace_id == "wamid.XYZ"
