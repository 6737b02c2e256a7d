"""Getting a worker or web process ready before its first message, not during it.

Much of what a turn needs is imported on first use: the grammars, the planners and the OpenAI SDK (whose
types alone take about two seconds to import), the capabilities, the notes services. In a freshly started
worker the first turns paid for all of it while holding the interpreter lock, so every turn running beside
them in that process waited too: after a deploy, the first burst of users saw seconds of extra delay.

`warm_up` imports all of it at start. It then moves every object alive at that point out of the garbage
collector's view (`gc.freeze`): they live as long as the process, and a full collection no longer walks the
hundred thousand of them on every pass (30-40 ms each time, measured in a loaded worker).

It only imports and builds clients: no database query, no network call, no thread, so it is safe in a
prefork parent before it forks its children (which then share the imported modules' memory).
"""

from __future__ import annotations

import gc
import logging
import time

logger = logging.getLogger(__name__)


def warm_up(*, clients: bool = True) -> float:
    """Import what every turn uses, then freeze the survivors; the seconds it took.

    `clients`: also build the outside systems' clients (the OpenAI SDK client), which a process that will
    fork must not do (connection pools are not to be shared across a fork)."""
    started = time.monotonic()
    from memo.conversations import tasks  # noqa: F401  (the stage tasks, and through them the pipeline graph)
    from memo.conversations.pipeline import graph  # noqa: F401
    from memo.notes import operations  # noqa: F401
    from memo.planning import registry, rules

    registry.planners()  # every capability, the rules, semantic and (when configured) LLM planners
    rules.load()  # every grammar module
    if clients:
        build_clients()
    gc.collect()
    gc.freeze()
    took = time.monotonic() - started
    logger.info("MEMO_WARM_UP %.2fs (%d objects frozen)", took, gc.get_freeze_count())
    return took


def build_clients() -> None:
    """The outside systems' long-lived clients, built before the first turn needs them."""
    from memo.integrations import openai as llm

    if llm.is_configured():
        from memo.integrations.openai.client import client_for_settings

        client_for_settings()
