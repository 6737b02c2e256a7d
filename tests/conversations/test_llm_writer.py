"""The response writer with an LLM configured: general answers and combined replies, template fallbacks."""

from __future__ import annotations

import pytest

from memo.conversations.models import Turn
from tests.support.capabilities import plan, step
from tests.support.fake_openai import closed_port_url, configure, ok, running_fake_openai

pytestmark = pytest.mark.worker


@pytest.fixture
def fake_llm(settings, monkeypatch):
    with running_fake_openai() as fake:
        configure(settings, monkeypatch, fake)
        yield fake


def test_general_question_is_answered_by_the_llm_and_costed(chat, fake_llm):
    fake_llm.script(ok({"reply": "Autumn leaves fall softly, gold on the quiet street."}))
    out = chat().line("write me a short poem about autumn")
    assert out["replies"] == ["Autumn leaves fall softly, gold on the quiet street."]
    turn = Turn.objects.get()
    assert turn.llm_calls == 1 and turn.llm_tokens > 0
    assert "write me a short poem about autumn" in fake_llm.requests[0]["messages"][-1]["content"]


def test_several_results_are_worded_by_the_llm_from_the_facts_only(chat, fake_caps, fake_llm):
    fake_caps.planner.scripts["two things"] = plan(step("a", "note", text="milk"), step("b", "fail"))
    fake_llm.script(ok({"reply": "I noted milk, but the second thing didn't work."}))
    out = chat().line("two things")
    assert out["replies"] == ["I noted milk, but the second thing didn't work."]
    sent = fake_llm.requests[0]["messages"][-1]["content"]
    assert "note done: milk" in sent and "task:" not in sent


def test_an_answer_in_the_wrong_language_falls_back_to_the_template(chat, fake_caps, fake_llm):
    fake_caps.planner.scripts["שני דברים"] = plan(step("a", "note", text="חלב"), step("b", "note", text="לחם"))
    fake_llm.script(ok({"reply": "Done, both notes saved."}))
    out = chat().line("שני דברים")
    assert out["replies"] == ["note done: חלב\nnote done: לחם"]


def test_an_empty_llm_answer_falls_back_to_the_template(chat, fake_llm):
    fake_llm.script(ok({"reply": "  "}))
    out = chat().line("write me a short poem about autumn")
    assert "AI model" in out["replies"][0]


def test_a_dead_llm_still_gets_the_user_an_answer(chat, settings):
    settings.OPENAI_BASE_URL = closed_port_url()
    out = chat().line("write me a short poem about autumn")
    assert out["turn_status"] == "completed" and "AI model" in out["replies"][0]


def test_a_question_the_notes_answer_is_answered_from_them_not_by_the_llm(chat, fake_llm):
    c = chat()
    c.line("note: Dana's birthday is on March 3rd")
    calls = len(fake_llm.requests)
    out = c.line("when is Dana's birthday?")
    assert "March 3rd" in out["replies"][0]
    writer_calls = [r for r in fake_llm.requests[calls:] if "memo_reply" in str(r.get("response_format", ""))]
    assert writer_calls == []
