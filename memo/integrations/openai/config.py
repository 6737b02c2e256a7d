"""Per-node LLM configuration (seed 003 §4): which model each LLM node uses, its fallbacks and limits.

Nodes: "planner", "resolver" (one entry for every capability's resolver; "resolver.calendar" etc. may
override it), "response_writer", "hitl_question", "image_analysis", "transcription". The defaults below
are the embedded choice; the environment overrides them (read with django-environ at call time, so a
changed environment or a test's monkeypatch takes effect without a restart):

    LLM_PLANNER_MODEL, LLM_RESOLVER_MODEL, LLM_RESOLVER_<CAPABILITY>_MODEL, LLM_WRITER_MODEL,
    LLM_FALLBACK_MODELS (comma list for every node; "none" = no fallbacks), LLM_TIMEOUT_SECONDS,
    LLM_MAX_RETRIES, LLM_BACKOFF_SECONDS.

Prices are USD per 1M tokens, for per-turn cost accounting (DESIGN §6); a model missing from the table
costs 0 and is logged once, so accounting never breaks a turn.
"""

from __future__ import annotations

import logging
import threading
from dataclasses import dataclass, replace

import environ

logger = logging.getLogger(__name__)

NODES: tuple[str, ...] = ("planner", "resolver", "response_writer", "hitl_question", "image_analysis",
                          "transcription")


@dataclass(frozen=True)
class NodeConfig:
    """What one LLM node calls, and how patiently.

    `budget_seconds` bounds one logical call across every retry and fallback: a stage runs under a
    thread lease (PIPELINE_LEASE_SECONDS), and a planner that kept retrying past it would be taken over
    by the recovery sweep while still running.
    """

    node: str
    model: str
    fallbacks: tuple[str, ...] = ()
    temperature: float = 0.0
    max_tokens: int = 800
    timeout_seconds: float = 15.0
    retries: int = 2
    budget_seconds: float = 45.0

    @property
    def chain(self) -> tuple[str, ...]:
        """The models to try, in order, each once (a fallback equal to the primary is dropped)."""
        return tuple(dict.fromkeys(m for m in (self.model, *self.fallbacks) if m))


@dataclass(frozen=True)
class Price:
    input_per_million: float
    output_per_million: float


# Temperature 0 where the output is structure (plans, arguments): the same message should plan the same way.
DEFAULTS: dict[str, NodeConfig] = {
    "planner": NodeConfig("planner", "gpt-4o-mini", ("gpt-4.1-mini",), temperature=0.0, max_tokens=1200,
                          timeout_seconds=15.0, retries=2, budget_seconds=45.0),
    "resolver": NodeConfig("resolver", "gpt-4o-mini", ("gpt-4.1-mini",), temperature=0.0, max_tokens=800,
                           timeout_seconds=15.0, retries=2, budget_seconds=40.0),
    # A little warmth for the words the user reads; still short.
    "response_writer": NodeConfig("response_writer", "gpt-4o-mini", ("gpt-4.1-mini",), temperature=0.4,
                                  max_tokens=500, timeout_seconds=15.0, retries=1, budget_seconds=30.0),
    "hitl_question": NodeConfig("hitl_question", "gpt-4o-mini", ("gpt-4.1-mini",), temperature=0.3,
                                max_tokens=200, timeout_seconds=10.0, retries=1, budget_seconds=20.0),
    # Vision needs the larger model (seed 003 §4.3); the mini model is the fallback, not the other way round.
    "image_analysis": NodeConfig("image_analysis", "gpt-4o", ("gpt-4o-mini",), temperature=0.2, max_tokens=800,
                                 timeout_seconds=30.0, retries=1, budget_seconds=60.0),
    "transcription": NodeConfig("transcription", "gpt-4o-mini-transcribe", ("gpt-4o-transcribe",),
                                temperature=0.0, max_tokens=0, timeout_seconds=60.0, retries=1,
                                budget_seconds=100.0),
}

# USD per 1M tokens (OpenAI list prices, standard tier). Transcription's input is audio tokens.
PRICES: dict[str, Price] = {
    "gpt-4o-mini": Price(0.15, 0.60),
    "gpt-4o": Price(2.50, 10.00),
    "gpt-4.1-mini": Price(0.40, 1.60),
    "gpt-4.1-nano": Price(0.10, 0.40),
    "gpt-4.1": Price(2.00, 8.00),
    "gpt-4o-mini-transcribe": Price(3.00, 5.00),
    "gpt-4o-transcribe": Price(6.00, 10.00),
}

# Environment variable that overrides the primary model of a node family.
_MODEL_ENV = {"planner": "LLM_PLANNER_MODEL", "resolver": "LLM_RESOLVER_MODEL",
              "response_writer": "LLM_WRITER_MODEL"}
DEFAULT_BACKOFF_SECONDS = 0.5

_unpriced_logged: set[str] = set()
_unpriced_lock = threading.Lock()


def node_config(node: str) -> NodeConfig:
    """The effective configuration of `node` ("planner", "resolver.calendar", ...), environment applied.

    Precedence for a resolver's model: LLM_RESOLVER_<CAP>_MODEL > LLM_RESOLVER_MODEL > a
    "resolver.<cap>" entry in DEFAULTS > the "resolver" entry.
    """
    env = environ.Env()
    family, _, capability = node.partition(".")
    base = DEFAULTS.get(node) or DEFAULTS.get(family)
    if base is None:
        raise KeyError(f"unknown LLM node {node!r}; known: {', '.join(NODES)}")
    cfg = replace(base, node=node)

    model = None
    if family == "resolver" and capability:
        model = env.str(f"LLM_RESOLVER_{capability.upper().replace('-', '_')}_MODEL", default=None)
    model = model or (env.str(_MODEL_ENV[family], default=None) if family in _MODEL_ENV else None)
    if model:
        cfg = replace(cfg, model=model.strip())

    fallbacks = env.list("LLM_FALLBACK_MODELS", default=None)
    if fallbacks is not None:
        names = tuple(f.strip() for f in fallbacks if f.strip())
        cfg = replace(cfg, fallbacks=() if names == ("none",) else names)

    timeout = env.float("LLM_TIMEOUT_SECONDS", default=None)
    if timeout is not None and timeout > 0:
        # At least one full attempt must fit in the budget, whatever the timeout is raised to.
        cfg = replace(cfg, timeout_seconds=timeout, budget_seconds=max(cfg.budget_seconds, timeout))
    retries = env.int("LLM_MAX_RETRIES", default=None)
    if retries is not None and retries >= 0:
        cfg = replace(cfg, retries=retries)
    return cfg


def backoff_seconds() -> float:
    """Base of the exponential backoff between retries (LLM_BACKOFF_SECONDS; tests make it tiny)."""
    value = environ.Env().float("LLM_BACKOFF_SECONDS", default=DEFAULT_BACKOFF_SECONDS)
    return max(0.0, value)


def price_for(model: str) -> Price | None:
    """The price of `model`, also for dated snapshots ("gpt-4o-mini-2024-07-18" -> "gpt-4o-mini")."""
    if model in PRICES:
        return PRICES[model]
    # Longest matching prefix, so "gpt-4o-mini-…" is never priced as "gpt-4o".
    for name in sorted(PRICES, key=len, reverse=True):
        if model.startswith(name + "-"):
            return PRICES[name]
    return None


def cost_usd(model: str, prompt_tokens: int, completion_tokens: int) -> float:
    """What a call cost. Unknown models (self-hosted ones, new names) cost 0, logged once per model."""
    price = price_for(model)
    if price is None:
        with _unpriced_lock:
            first = model not in _unpriced_logged
            _unpriced_logged.add(model)
        if first:
            logger.info("llm: no price for model %r; its calls are accounted at 0 USD", model)
        return 0.0
    cost = (prompt_tokens * price.input_per_million + completion_tokens * price.output_per_million) / 1_000_000
    return round(cost, 8)
