"""Embeddings from an OpenAI-compatible server (`POST /v1/embeddings`), for the second brain.

Same failure behaviour as `client.py`, which owns the SDK client (one connection pool per server):

- each attempt has a timeout, one call has a total time budget;
- timeouts, connection errors, 408/409/429 and 5xx are retried with exponential backoff (honouring
  Retry-After up to a limit); other 4xx (unknown model, bad key) fail at once;
- a response that is not one vector per input, all of one dimension (the requested one when asked),
  is rejected.

There is deliberately **no fallback model**: vectors of two models live in different spaces, so
answering with another model would silently corrupt search. A failure raises `EmbeddingsUnavailable`
(or `EmbeddingsBadOutput`), and the caller decides (the notes store fails the step honestly).

Logged at INFO: model, attempt, outcome, latency, token count — never the text (PII).
"""

from __future__ import annotations

import logging
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import openai
from django.conf import settings

from memo.integrations.openai import config
from memo.integrations.openai.client import (
    _RETRY_STATUSES,
    PLACEHOLDER_API_KEY,
    LLMBadOutput,
    LLMUnavailable,
    _retry_after,
    _sdk_client,
)
from memo.integrations.outside import outside_call

logger = logging.getLogger(__name__)

# USD per 1M input tokens (OpenAI list prices).
PRICES: dict[str, float] = {"text-embedding-3-small": 0.02, "text-embedding-3-large": 0.13,
                            "text-embedding-ada-002": 0.10}
MAX_BATCH = 256  # inputs per request (the API allows 2048; smaller requests retry cheaper)


class EmbeddingsUnavailable(LLMUnavailable):
    """The server could not be reached or kept failing, or no server is configured."""


class EmbeddingsBadOutput(LLMBadOutput):
    """The server answered, but not with one vector of the expected dimension per input."""


@dataclass(frozen=True)
class EmbeddingsResult:
    vectors: list[list[float]]
    model: str
    prompt_tokens: int
    cost_usd: float


@dataclass(frozen=True)
class EmbeddingsPolicy:
    """Patience of one embed() call. A search embeds one short query, so the defaults are brief."""

    timeout_seconds: float = 10.0
    retries: int = 2
    budget_seconds: float = 30.0


def embed(texts: Sequence[str], *, model: str | None = None, dimensions: int | None = None,
          policy: EmbeddingsPolicy | None = None, sleep: Callable[[float], None] = time.sleep,
          clock: Callable[[], float] = time.monotonic) -> EmbeddingsResult:
    """One vector per text, from `model` (default: settings.OPENAI_EMBEDDINGS_MODEL).

    `dimensions` asks the server to shorten the vectors (text-embedding-3-* support it natively);
    the answer is checked to have exactly that many.
    """
    api_key = getattr(settings, "OPENAI_API_KEY", "") or ""
    base_url = getattr(settings, "OPENAI_BASE_URL", "") or ""
    if not (api_key or base_url):
        raise EmbeddingsUnavailable("no embeddings server configured (set OPENAI_API_KEY or OPENAI_BASE_URL)")
    sdk = _sdk_client(api_key or PLACEHOLDER_API_KEY, base_url)
    model = model or settings.OPENAI_EMBEDDINGS_MODEL
    policy = policy or EmbeddingsPolicy()
    deadline = clock() + policy.budget_seconds
    vectors: list[list[float]] = []
    tokens = 0
    for start in range(0, len(texts), MAX_BATCH):
        batch = list(texts[start:start + MAX_BATCH])
        got, used = _embed_batch(sdk, batch, model, dimensions, policy, deadline, sleep, clock)
        vectors.extend(got)
        tokens += used
    cost = round(tokens * PRICES.get(model, 0.0) / 1_000_000, 8)
    return EmbeddingsResult(vectors, model, tokens, cost)


def _embed_batch(sdk: openai.OpenAI, batch: list[str], model: str, dimensions: int | None,
                 policy: EmbeddingsPolicy, deadline: float, sleep: Callable[[float], None],
                 clock: Callable[[], float]) -> tuple[list[list[float]], int]:
    failures: list[str] = []
    base_backoff = config.backoff_seconds()
    for attempt in range(policy.retries + 1):
        remaining = deadline - clock()
        if remaining <= 0:
            failures.append(f"time budget of {policy.budget_seconds:g}s spent")
            break
        started = clock()
        retry_after = 0.0
        try:
            kwargs = {"dimensions": dimensions} if dimensions else {}
            with outside_call("llm"):
                response = sdk.embeddings.create(model=model, input=batch, encoding_format="float",
                                                 timeout=min(policy.timeout_seconds, remaining), **kwargs)
        except openai.APITimeoutError:
            reason = "timeout"
        except openai.APIConnectionError as exc:
            reason = f"connection error ({type(exc.__cause__ or exc).__name__})"
        except openai.APIStatusError as exc:
            reason = f"HTTP {exc.status_code}"
            if not (exc.status_code in _RETRY_STATUSES or exc.status_code >= 500):
                _log(model, attempt, started, clock, reason, 0)
                raise EmbeddingsUnavailable(f"embeddings {model}: {reason}", failures=[*failures, reason]) from exc
            retry_after = _retry_after(exc)
        except openai.OpenAIError as exc:
            reason = f"client error ({type(exc).__name__})"
            _log(model, attempt, started, clock, reason, 0)
            raise EmbeddingsUnavailable(f"embeddings {model}: {reason}", failures=[*failures, reason]) from exc
        else:
            used = int(getattr(response.usage, "prompt_tokens", 0) or 0)
            vectors, problem = _check(response, len(batch), dimensions)
            _log(model, attempt, started, clock, problem or "ok", used)
            if problem:
                raise EmbeddingsBadOutput(f"embeddings {model}: {problem}", failures=[*failures, problem])
            return vectors, used
        _log(model, attempt, started, clock, reason, 0)
        failures.append(reason)
        if attempt < policy.retries:
            delay = max(base_backoff * (2**attempt) * (1 + random.random() / 4), retry_after)
            sleep(max(0.0, min(delay, deadline - clock())))
    raise EmbeddingsUnavailable(f"embeddings {model}: every attempt failed ({'; '.join(failures)})",
                                failures=failures)


def _check(response: object, expected: int, dimensions: int | None) -> tuple[list[list[float]], str]:
    """The vectors in input order, or ([], why not)."""
    data = sorted(getattr(response, "data", None) or [], key=lambda d: d.index)
    if len(data) != expected:
        return [], f"{len(data)} vectors for {expected} inputs"
    vectors = [list(d.embedding) for d in data]
    sizes = {len(v) for v in vectors}
    if len(sizes) != 1:
        return [], f"vectors of different dimensions {sorted(sizes)}"
    size = sizes.pop()
    if dimensions and size != dimensions:
        return [], f"{size}-dimensional vectors, {dimensions} were asked for"
    return vectors, ""


def _log(model: str, attempt: int, started: float, clock: Callable[[], float], outcome: str, tokens: int) -> None:
    logger.info("embeddings model=%s attempt=%d outcome=%s ms=%d tokens=%d", model, attempt + 1, outcome,
                int((clock() - started) * 1000), tokens)
