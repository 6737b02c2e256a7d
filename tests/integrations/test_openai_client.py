"""The LLM client against a local OpenAI-compatible server: the real `openai` SDK over real HTTP."""

from __future__ import annotations

import logging

import pytest

from memo.integrations import openai as llm
from memo.integrations.openai import config
from memo.integrations.openai.client import LLMBadOutput, LLMClient, LLMUnavailable, client_for_settings
from memo.planning.llm_planner import SYSTEM_PROMPT, LLMPlanner
from memo.planning.state import TurnInput, TurnState, UserContext
from tests.support.fake_openai import configure, error, ok, running_fake_openai, slow

SCHEMA = {"type": "object", "properties": {"answer": {"type": "integer"}}, "required": ["answer"],
          "additionalProperties": False}
MESSAGES = [{"role": "user", "content": "what is six times seven?"}]


@pytest.fixture
def fake_openai(settings, monkeypatch):
    with running_fake_openai() as fake:
        configure(settings, monkeypatch, fake)
        yield fake


def ask(node: str = "planner"):
    return client_for_settings().complete_json(node, "You answer in JSON.", MESSAGES, SCHEMA, "answer")


def test_valid_json_comes_back_with_tokens_and_cost_from_the_price_table(fake_openai):
    fake_openai.script(ok({"answer": 42}, prompt_tokens=1000, completion_tokens=500))

    result = ask()

    assert result.data == {"answer": 42}
    assert result.model == "gpt-4o-mini"
    assert (result.prompt_tokens, result.completion_tokens) == (1000, 500)
    assert result.cost_usd == pytest.approx((1000 * 0.15 + 500 * 0.60) / 1_000_000)
    request = fake_openai.requests[0]
    assert request["response_format"] == {"type": "json_schema",
                                          "json_schema": {"name": "answer", "schema": SCHEMA, "strict": True}}
    assert request["messages"][0] == {"role": "system", "content": "You answer in JSON."}
    assert request["messages"][1:] == MESSAGES


def test_rate_limit_is_retried_on_the_same_model(fake_openai):
    fake_openai.script(error(429, "Rate limit reached"), ok({"answer": 1}))

    result = ask()

    assert result.data == {"answer": 1}
    assert fake_openai.models == ["gpt-4o-mini", "gpt-4o-mini"]


def test_timeout_is_retried_and_then_succeeds(fake_openai, monkeypatch):
    monkeypatch.setenv("LLM_TIMEOUT_SECONDS", "0.3")
    fake_openai.script(slow(1.5, {"answer": 0}), ok({"answer": 2}))

    result = ask()

    assert result.data == {"answer": 2}
    assert fake_openai.models == ["gpt-4o-mini", "gpt-4o-mini"]


def test_primary_model_failing_twice_falls_back_to_the_fallback_model(fake_openai, monkeypatch):
    monkeypatch.setenv("LLM_MAX_RETRIES", "1")
    fake_openai.script(error(500), error(500), ok({"answer": 3}))

    result = ask()

    assert fake_openai.models == ["gpt-4o-mini", "gpt-4o-mini", "gpt-4.1-mini"]
    assert result.model == "gpt-4.1-mini" and result.data == {"answer": 3}


@pytest.mark.parametrize("content", [{"wrong": 1}, "{not json", "[1, 2]", ""],
                         ids=["missing-required-key", "bad-json", "not-an-object", "empty"])
def test_content_that_does_not_match_the_schema_falls_back_to_the_next_model(fake_openai, content):
    fake_openai.script(ok(content, prompt_tokens=100, completion_tokens=10),
                       ok({"answer": 4}, prompt_tokens=100, completion_tokens=10))

    result = ask()

    assert fake_openai.models == ["gpt-4o-mini", "gpt-4.1-mini"]
    assert result.data == {"answer": 4}
    # The rejected answer was billed too, so it is accounted.
    assert (result.prompt_tokens, result.completion_tokens) == (200, 20)


def test_a_rejected_request_goes_to_the_next_model_without_retrying(fake_openai):
    fake_openai.script(error(404, "The model does not exist"), ok({"answer": 5}))

    assert ask().data == {"answer": 5}
    assert fake_openai.models == ["gpt-4o-mini", "gpt-4.1-mini"]


def test_every_model_failing_raises_unavailable_saying_why(fake_openai, monkeypatch):
    monkeypatch.setenv("LLM_MAX_RETRIES", "0")
    fake_openai.script(error(500), error(503))

    with pytest.raises(LLMUnavailable) as failed:
        ask()

    assert fake_openai.models == ["gpt-4o-mini", "gpt-4.1-mini"]
    assert "gpt-4o-mini: HTTP 500" in str(failed.value) and "gpt-4.1-mini: HTTP 503" in str(failed.value)
    assert failed.value.usage.responses == 0


def test_every_model_answering_badly_raises_bad_output_with_the_tokens_spent(fake_openai):
    fake_openai.script(ok("nope"), ok({"other": True}))

    with pytest.raises(LLMBadOutput) as failed:
        ask()

    assert failed.value.usage.responses == 2
    assert failed.value.usage.prompt_tokens == 240


def test_unreachable_server_raises_unavailable_after_retrying_every_model(settings, monkeypatch):
    from tests.support.fake_openai import closed_port_url

    settings.OPENAI_BASE_URL, settings.OPENAI_API_KEY = closed_port_url(), ""
    monkeypatch.setenv("LLM_BACKOFF_SECONDS", "0.001")

    with pytest.raises(LLMUnavailable) as failed:
        ask()

    assert len(failed.value.failures) == 2 * (config.DEFAULTS["planner"].retries + 1)
    assert all("connection error" in f for f in failed.value.failures)


def test_a_call_stops_retrying_once_its_time_budget_is_spent(fake_openai):
    readings = iter(range(0, 10_000, 20))  # every clock reading is 20 s later than the previous one
    client = LLMClient(client_for_settings().sdk, sleep=lambda seconds: None, clock=lambda: float(next(readings)))
    fake_openai.script(*[error(500)] * 6)

    with pytest.raises(LLMUnavailable) as failed:
        client.complete_json("planner", "You answer in JSON.", MESSAGES, SCHEMA, "answer")

    assert len(fake_openai.requests) == 1
    assert "time budget of 45s spent" in str(failed.value)


def test_the_planner_system_prompt_is_byte_identical_across_calls(fake_openai):
    plan = {"intentType": "meta", "confidence": 0.9, "riskLevel": "low", "needsApproval": False,
            "missingFields": [], "plan": [{"id": "s1", "capability": "meta", "action": "describe_capabilities",
                                           "constraints": "{}", "changes": "{}", "dependsOn": []}]}
    fake_openai.script(ok(plan), ok(plan))
    planner = LLMPlanner()
    for text, lang in (("what are your skills", "en"), ("מה את יודעת", "he")):
        state = TurnState(traceId="t", threadId="+972501112233", now="2026-11-22T09:00:00+02:00",
                          input=TurnInput(message=text), user=UserContext(language=lang))
        assert planner.plan(state) is not None

    first, second = fake_openai.requests
    assert first["messages"][0] == second["messages"][0] == {"role": "system", "content": SYSTEM_PROMPT}
    assert first["response_format"] == second["response_format"]
    assert first["messages"][1] != second["messages"][1]


def test_env_override_changes_the_requested_model(fake_openai, monkeypatch, caplog):
    monkeypatch.setenv("LLM_PLANNER_MODEL", "qwen2.5-7b-instruct")
    fake_openai.script(ok({"answer": 6}))

    with caplog.at_level(logging.INFO, logger="memo.integrations.openai.config"):
        result = ask()

    assert fake_openai.models == ["qwen2.5-7b-instruct"]
    assert result.cost_usd == 0.0  # not in the price table: free, and said so in the log
    assert "no price for model 'qwen2.5-7b-instruct'" in caplog.text


def test_base_url_alone_configures_the_client_with_a_placeholder_key(fake_openai, settings):
    assert llm.is_configured()
    fake_openai.script(ok({"answer": 7}))
    ask()
    assert fake_openai.headers[0]["authorization"] == "Bearer not-needed"

    settings.OPENAI_BASE_URL = ""
    assert not llm.is_configured()
    with pytest.raises(LLMUnavailable):
        client_for_settings()


def test_api_key_is_sent_when_set(fake_openai, settings):
    settings.OPENAI_API_KEY = "sk-test-123"
    fake_openai.script(ok({"answer": 8}))
    ask()
    assert fake_openai.headers[0]["authorization"] == "Bearer sk-test-123"


# --- configuration ----------------------------------------------------------------------------------
def test_dated_snapshots_are_priced_as_their_model_and_unknown_models_cost_nothing():
    assert config.price_for("gpt-4o-mini-2024-07-18") == config.PRICES["gpt-4o-mini"]
    assert config.price_for("gpt-4o-2024-08-06") == config.PRICES["gpt-4o"]
    assert config.cost_usd("llama3.1:8b", 10_000, 10_000) == 0.0


def test_fallback_models_from_the_environment_apply_to_every_node(monkeypatch):
    monkeypatch.setenv("LLM_FALLBACK_MODELS", "gpt-4o, gpt-4.1")
    for node in config.NODES:
        assert config.node_config(node).fallbacks == ("gpt-4o", "gpt-4.1")
    monkeypatch.setenv("LLM_FALLBACK_MODELS", "none")
    assert config.node_config("planner").chain == ("gpt-4o-mini",)


def test_resolver_models_can_be_set_for_all_capabilities_and_for_one(monkeypatch):
    monkeypatch.setenv("LLM_RESOLVER_MODEL", "gpt-4.1-mini")
    monkeypatch.setenv("LLM_RESOLVER_SECOND_BRAIN_MODEL", "gpt-4.1")
    assert config.node_config("resolver.calendar").model == "gpt-4.1-mini"
    assert config.node_config("resolver.second-brain").model == "gpt-4.1"
    assert config.node_config("resolver.calendar").node == "resolver.calendar"


def test_timeout_and_retries_come_from_the_environment(monkeypatch):
    monkeypatch.setenv("LLM_TIMEOUT_SECONDS", "90")
    monkeypatch.setenv("LLM_MAX_RETRIES", "0")
    cfg = config.node_config("response_writer")
    assert (cfg.timeout_seconds, cfg.retries) == (90.0, 0)
    assert cfg.budget_seconds >= 90.0
    monkeypatch.setenv("LLM_WRITER_MODEL", "gpt-4.1-nano")
    assert config.node_config("response_writer").model == "gpt-4.1-nano"


def test_unknown_node_is_an_error():
    with pytest.raises(KeyError):
        config.node_config("poet")
