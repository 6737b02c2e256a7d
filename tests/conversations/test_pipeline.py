"""The turn pipeline through a real Celery worker, Redis and PostgreSQL."""

from __future__ import annotations

import pytest

from memo.conversations.models import Message, OutboundMessage, StageRun, Turn
from memo.conversations.pipeline import graph

pytestmark = pytest.mark.worker


def test_meta_question_is_answered_through_every_stage(chat):
    conversation = chat()
    out = conversation.line("what can you do?")

    assert out["turn_status"] == "completed"
    assert out["replies"] and "Memo" in out["replies"][0] or "explain" in out["replies"][0]
    assert [(e["capability"], e["operation"], e["ok"]) for e in out["executed"]] == [("meta", "describe", True)]
    turn = Turn.objects.get()
    stages = list(StageRun.objects.filter(turn=turn, step_id="").values_list("stage", flat=True))
    for name in graph.STAGES:
        assert name in stages, f"stage {name} did not run"
    assert Message.objects.get().status == Message.Status.DONE
    assert OutboundMessage.objects.get().status == OutboundMessage.Status.SENT


def test_hebrew_help_is_answered_in_hebrew(chat):
    out = chat().line("מה את יודעת לעשות?")
    assert out["turn_status"] == "completed"
    assert any("\u05d0" <= ch <= "\u05ea" for ch in out["replies"][0])


def test_bare_number_with_no_open_question_gets_the_stale_reply_guard(chat):
    out = chat().line("2")
    assert out["executed"] == [] and out["hitl"] is None
    assert out["replies"] == ["אני לא מחכה לתשובה ממך כרגע — במה אפשר לעזור?"]
    assert out["turn_status"] == "completed"


def test_trace_id_is_immutable(chat):
    chat().line("help")
    turn = Turn.objects.get()
    turn.trace_id = "something-else"
    with pytest.raises(ValueError):
        turn.save()
