"""The one client for OpenAI-compatible chat servers: structured outputs, timeouts, retries, fallbacks.

Everything in Memo that asks an LLM goes through `LLMClient.complete_json`, so the behaviour under
failure is the same everywhere and testable in one place:

- each attempt has the node's timeout, and one call has a total budget (config.NodeConfig);
- timeouts, connection errors, 429 and 5xx are retried on the same model with exponential backoff
  (we retry ourselves, with the SDK's own `max_retries=0`, so the schedule is ours and tests stay fast);
- a model that keeps failing, rejects the request (other 4xx) or answers with something that is not a
  JSON object with the schema's required keys is left for the next model in the node's fallback chain;
- when every model failed: `LLMBadOutput` if they all answered badly, else `LLMUnavailable`, both
  saying why per model and carrying the tokens already spent (they are billed either way).

Attempts are logged at INFO with node, model, outcome, latency and tokens — never message text (PII).
"""

from __future__ import annotations

import functools
import json
import logging
import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, NoReturn

import openai
from django.conf import settings
from openai.types.chat import ChatCompletion

from memo.integrations.openai import config
from memo.integrations.outside import outside_call

logger = logging.getLogger(__name__)

# Self-hosted servers (vLLM, Ollama, llama.cpp) ignore the key, but the SDK refuses to start without one.
PLACEHOLDER_API_KEY = "not-needed"
# HTTP statuses worth retrying on the same model (the same set the SDK itself retries).
_RETRY_STATUSES = frozenset({408, 409, 429})
# A server's Retry-After is honoured up to this many seconds (the call's budget still bounds it).
_MAX_RETRY_AFTER = 10.0


@dataclass(frozen=True)
class LLMResult:
    """A validated-enough answer: `data` is a JSON object with the schema's required keys.

    Tokens and cost cover every response this call received, including rejected ones from earlier
    models in the chain: that is what the provider bills.
    """

    data: dict[str, Any]
    model: str
    prompt_tokens: int
    completion_tokens: int
    cost_usd: float
    attempts: int = 1


@dataclass
class Usage:
    """Tokens spent by one logical call so far (what a failed call still costs)."""

    responses: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    cost_usd: float = 0.0

    def add(self, model: str, prompt_tokens: int, completion_tokens: int) -> None:
        self.responses += 1
        self.prompt_tokens += prompt_tokens
        self.completion_tokens += completion_tokens
        self.cost_usd = round(self.cost_usd + config.cost_usd(model, prompt_tokens, completion_tokens), 8)


class LLMError(Exception):
    """An LLM call that produced no usable answer. `failures` has one reason per failed attempt."""

    def __init__(self, message: str, *, failures: list[str] | None = None, usage: Usage | None = None):
        super().__init__(message)
        self.failures = list(failures or [])
        self.usage = usage or Usage()


class LLMUnavailable(LLMError):
    """Every model in the chain failed (timeouts, errors, not configured, budget spent)."""


class LLMBadOutput(LLMError):
    """Every model answered, but none with a JSON object matching the schema."""


@dataclass
class _Failure:
    kind: str  # "retry": try this model again; "next": go to the next model; "bad": output rejected
    reason: str
    retry_after: float = 0.0


@dataclass
class LLMClient:
    """Wraps one `openai.OpenAI` client (which must have `max_retries=0`)."""

    sdk: openai.OpenAI
    sleep: Callable[[float], None] = field(default=time.sleep)
    clock: Callable[[], float] = field(default=time.monotonic)

    def complete_json(self, node: str, system: str, messages: list[dict[str, Any]], schema: dict[str, Any],
                      schema_name: str, *, strict: bool = True) -> LLMResult:
        """Ask `node`'s models for a JSON object matching `schema` (structured outputs).

        `system` goes first and unchanged, so providers can cache the prompt prefix. Callers validate
        the returned data fully; here only "a JSON object with the required keys" is checked, which is
        what decides whether the next model should be asked.
        """
        cfg = config.node_config(node)
        base_backoff = config.backoff_seconds()
        deadline = self.clock() + cfg.budget_seconds
        request: dict[str, Any] = {
            "messages": [{"role": "system", "content": system}, *messages],
            "response_format": {"type": "json_schema",
                                "json_schema": {"name": schema_name, "schema": schema, "strict": strict}},
            "temperature": cfg.temperature,
        }
        if cfg.max_tokens:
            # max_tokens rather than max_completion_tokens: every OpenAI-compatible server knows it.
            request["max_tokens"] = cfg.max_tokens
        required = [str(k) for k in schema.get("required", [])]
        usage, failures, attempts = Usage(), [], 0
        all_bad = True
        for model in cfg.chain:
            for attempt in range(cfg.retries + 1):
                remaining = deadline - self.clock()
                if remaining <= 0:
                    failures.append(f"{model}: time budget of {cfg.budget_seconds:g}s spent")
                    self._give_up(node, failures, usage, all_bad=False)
                attempts += 1
                outcome = self._attempt(node, model, attempt, request, required, usage,
                                        timeout=min(cfg.timeout_seconds, remaining))
                if isinstance(outcome, LLMResult):
                    return LLMResult(outcome.data, outcome.model, usage.prompt_tokens, usage.completion_tokens,
                                     usage.cost_usd, attempts)
                failures.append(f"{model}: {outcome.reason}")
                all_bad = all_bad and outcome.kind == "bad"
                if outcome.kind != "retry" or attempt == cfg.retries:
                    break
                delay = max(base_backoff * (2**attempt) * (1 + random.random() / 4), outcome.retry_after)
                self.sleep(max(0.0, min(delay, deadline - self.clock())))
        self._give_up(node, failures, usage, all_bad)

    # --- one HTTP request ---------------------------------------------------------------------------
    def _attempt(self, node: str, model: str, attempt: int, request: dict[str, Any], required: list[str],
                 usage: Usage, *, timeout: float) -> LLMResult | _Failure:
        started = self.clock()
        try:
            with outside_call("llm"):
                # The SDK's low-level post, not chat.completions.create: create() first walks the whole
                # request (the long system prompt included) through its type transforms, a few ms of
                # CPU per call that a worker serving hundreds of turns at once cannot spare. The body
                # is already in the wire format; errors, retries off and the response type are the same.
                response = self.sdk.post("/chat/completions", body={"model": model, **request},
                                         cast_to=ChatCompletion, options={"timeout": timeout})
        except openai.APITimeoutError:
            return self._fail(node, model, attempt, started, _Failure("retry", f"timeout after {timeout:g}s"))
        except openai.APIConnectionError as exc:
            return self._fail(node, model, attempt, started,
                             _Failure("retry", f"connection error ({type(exc.__cause__ or exc).__name__})"))
        except openai.APIStatusError as exc:
            return self._fail(node, model, attempt, started, _status_failure(exc))
        except openai.OpenAIError as exc:
            return self._fail(node, model, attempt, started, _Failure("next", f"client error ({type(exc).__name__})"))

        got_model = response.model or model
        prompt_tokens = int(getattr(response.usage, "prompt_tokens", 0) or 0)
        completion_tokens = int(getattr(response.usage, "completion_tokens", 0) or 0)
        usage.add(got_model, prompt_tokens, completion_tokens)
        choice = response.choices[0] if response.choices else None
        data, problem = _parse_object(choice, required)
        if problem:
            return self._fail(node, model, attempt, started, _Failure("bad", problem),
                             tokens=(prompt_tokens, completion_tokens))
        self._log(node, model, attempt, started, None, tokens=(prompt_tokens, completion_tokens))
        return LLMResult(data, got_model, prompt_tokens, completion_tokens,
                         config.cost_usd(got_model, prompt_tokens, completion_tokens))

    def _log(self, node: str, model: str, attempt: int, started: float, failure: _Failure | None,
             tokens: tuple[int, int] = (0, 0)) -> None:
        ms = int((self.clock() - started) * 1000)
        outcome = "ok" if failure is None else f"{failure.kind}: {failure.reason}"
        logger.info("llm node=%s model=%s attempt=%d outcome=%s ms=%d prompt_tokens=%d completion_tokens=%d",
                    node, model, attempt + 1, outcome, ms, tokens[0], tokens[1])

    def _fail(self, node: str, model: str, attempt: int, started: float, failure: _Failure,
              tokens: tuple[int, int] = (0, 0)) -> _Failure:
        self._log(node, model, attempt, started, failure, tokens)
        return failure

    @staticmethod
    def _give_up(node: str, failures: list[str], usage: Usage, all_bad: bool) -> NoReturn:
        why = "; ".join(failures) or "no model configured"
        logger.warning("llm node=%s gave up: %s", node, why)
        if all_bad and failures:
            raise LLMBadOutput(f"{node}: no model returned valid JSON ({why})", failures=failures, usage=usage)
        raise LLMUnavailable(f"{node}: every model failed ({why})", failures=failures, usage=usage)


def _status_failure(exc: openai.APIStatusError) -> _Failure:
    status = exc.status_code
    code = ""
    if isinstance(exc.body, dict):
        code = str(exc.body.get("code") or exc.body.get("type") or "")
    reason = f"HTTP {status}" + (f" {code}" if code else "")
    if status in _RETRY_STATUSES or status >= 500:
        return _Failure("retry", reason, _retry_after(exc))
    # Other 4xx (unknown model, bad request, auth): repeating the same request cannot help.
    return _Failure("next", reason)


def _retry_after(exc: openai.APIStatusError) -> float:
    headers = exc.response.headers if exc.response is not None else {}
    for name, scale in (("retry-after-ms", 0.001), ("retry-after", 1.0)):
        value = headers.get(name)
        if value:
            try:
                return min(max(float(value) * scale, 0.0), _MAX_RETRY_AFTER)
            except ValueError:
                continue
    return 0.0


def _parse_object(choice: Any, required: list[str]) -> tuple[dict[str, Any], str]:
    """The message content as a JSON object, or ({}, why not). Reasons never quote the content (PII)."""
    if choice is None:
        return {}, "no choices in the response"
    message = choice.message
    if getattr(message, "refusal", None):
        return {}, "model refused"
    content = (message.content or "").strip()
    if content.startswith("```"):
        # Some self-hosted models wrap JSON in a Markdown fence even in JSON mode.
        content = content.strip("`").removeprefix("json").strip()
    if not content:
        return {}, f"empty content (finish_reason={choice.finish_reason})"
    try:
        data = json.loads(content)
    except ValueError:
        return {}, f"content is not valid JSON (finish_reason={choice.finish_reason})"
    if not isinstance(data, dict):
        return {}, f"content is JSON {type(data).__name__}, not an object"
    missing = [k for k in required if k not in data]
    if missing:
        return {}, f"content lacks required keys {missing}"
    return data, ""


@functools.lru_cache(maxsize=8)
def _sdk_client(api_key: str, base_url: str) -> openai.OpenAI:
    # Cached per (key, URL): one connection pool per server, shared by a worker's threads; a changed
    # setting (or a test's fake server) gets its own client.
    return openai.OpenAI(api_key=api_key, base_url=base_url or None, max_retries=0)


def client_for_settings() -> LLMClient:
    """The client for the configured server: OPENAI_BASE_URL (any OpenAI-compatible one) and/or key.

    Settings are read at call time. Raises LLMUnavailable when neither is set, so callers handle
    "no LLM" exactly like "LLM down".
    """
    api_key = getattr(settings, "OPENAI_API_KEY", "") or ""
    base_url = getattr(settings, "OPENAI_BASE_URL", "") or ""
    if not (api_key or base_url):
        raise LLMUnavailable("no LLM configured (set OPENAI_API_KEY or OPENAI_BASE_URL)")
    return LLMClient(_sdk_client(api_key or PLACEHOLDER_API_KEY, base_url))
