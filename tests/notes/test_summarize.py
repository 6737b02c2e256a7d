"""Summaries of notes with an LLM configured (the real client against a local OpenAI-compatible fake)."""

from __future__ import annotations

import json

import pytest

from memo.notes import services
from tests.support.fake_openai import configure, error, ok, running_fake_openai

pytestmark = pytest.mark.django_db


@pytest.fixture
def fake_llm(settings, monkeypatch):
    from memo.planning import registry

    registry.capabilities()  # loaded before an LLM is "configured": the LLM planner stays out of the session
    with running_fake_openai() as fake:
        configure(settings, monkeypatch, fake)
        monkeypatch.setenv("LLM_FALLBACK_MODELS", "none")
        monkeypatch.setenv("LLM_MAX_RETRIES", "0")
        yield fake


def test_summary_comes_from_the_llm_with_only_the_matching_notes(make_user, fake_llm):
    user = make_user()
    services.store(user.id, "Flight to Rome booking reference QZ7P2L")
    services.store(user.id, "Hotel in Rome: Hotel Santa Maria, check-in 2pm")
    services.store(user.id, "The gate code is 4821")
    fake_llm.script(ok({"summary": "Rome: flight QZ7P2L, Hotel Santa Maria (check-in 2pm)."}))
    summary = services.summarize(user.id, "Rome", "en")
    assert summary.llm_text == "Rome: flight QZ7P2L, Hotel Santa Maria (check-in 2pm)."
    sent = json.loads(fake_llm.requests[-1]["messages"][-1]["content"])
    assert sent["language"] == "English" and sorted(n["text"] for n in sent["notes"]) == [
        "Flight to Rome booking reference QZ7P2L", "Hotel in Rome: Hotel Santa Maria, check-in 2pm"]


def test_summary_falls_back_to_the_list_when_the_llm_fails(make_user, fake_llm):
    user = make_user()
    services.store(user.id, "Flight to Rome booking reference QZ7P2L")
    fake_llm.script(error(500))
    summary = services.summarize(user.id, "Rome", "he")
    assert summary.llm_text == "" and [n.text for n, _ in summary.notes] == ["Flight to Rome booking reference QZ7P2L"]
