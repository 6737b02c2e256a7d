"""Around every call to an outside system (the LLM, Google, WhatsApp's Graph API): hold no database, and
never more calls to one provider at once than it should get.

`outside_call("llm")` wraps one HTTP exchange:

- The calling thread's database connection goes back to the process's pool first (when connections are
  pooled, as on the I/O workers and web processes), so hundreds of turns waiting on a 1-second LLM hold
  no connection while they wait; the next query takes one from the pool again.
- An open transaction around an outside call is a bug (a lock held for seconds, and an effect that could
  outlive a rollback): it is logged as OUTSIDE_CALL_IN_TRANSACTION, and with OUTSIDE_CALLS_STRICT (the test
  settings) it raises.
- A per-provider semaphore (LLM_MAX_CONCURRENCY, GOOGLE_MAX_CONCURRENCY, WHATSAPP_MAX_CONCURRENCY, per
  process) keeps a burst within the provider's rate limits: extra calls wait their turn here, in this
  process, instead of being refused by the provider.
- `in_flight()` reports how many calls per provider are running in this process (benchmarks, logs).
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Iterator
from contextlib import contextmanager

from django.conf import settings
from django.db import connections

logger = logging.getLogger(__name__)

_LIMIT_SETTINGS = {"llm": "LLM_MAX_CONCURRENCY", "google": "GOOGLE_MAX_CONCURRENCY",
                   "whatsapp": "WHATSAPP_MAX_CONCURRENCY"}
_lock = threading.Lock()
_semaphores: dict[tuple[str, int], threading.BoundedSemaphore] = {}
_running: dict[str, int] = {}


class OutsideCallInTransaction(RuntimeError):
    """An outside call was made while a database transaction was open on this thread."""


def _semaphore(provider: str) -> threading.BoundedSemaphore | None:
    limit = int(getattr(settings, _LIMIT_SETTINGS.get(provider, ""), 0) or 0)
    if limit <= 0:
        return None
    with _lock:  # one per provider and limit (a test may change the setting)
        return _semaphores.setdefault((provider, limit), threading.BoundedSemaphore(limit))


def _in_transaction(conn) -> bool:
    # A test case's own wrapping transaction is not the code's (Django marks those `_from_testcase`, and
    # treats them the same way for durable blocks).
    return any(not getattr(block, "_from_testcase", False) for block in conn.atomic_blocks)


def release_database(provider: str) -> None:
    """Give this thread's pooled connections back, or complain about an open transaction."""
    for conn in connections.all(initialized_only=True):
        if _in_transaction(conn):
            logger.error("OUTSIDE_CALL_IN_TRANSACTION provider=%s database=%s", provider, conn.alias)
            if getattr(settings, "OUTSIDE_CALLS_STRICT", False):
                raise OutsideCallInTransaction(f"a call to {provider} inside a database transaction")
            continue
        if conn.connection is not None and conn.settings_dict.get("OPTIONS", {}).get("pool"):
            conn.close()  # a pooled connection goes back to the pool; the next query takes one again


@contextmanager
def outside_call(provider: str) -> Iterator[None]:
    """Wrap one exchange with `provider` ("llm", "google", "whatsapp"): see the module docstring."""
    release_database(provider)
    semaphore = _semaphore(provider)
    if semaphore is not None:
        semaphore.acquire()
    with _lock:
        _running[provider] = _running.get(provider, 0) + 1
    try:
        yield
    finally:
        with _lock:
            _running[provider] -= 1
        if semaphore is not None:
            semaphore.release()


def in_flight() -> dict[str, int]:
    """Calls running right now in this process, per provider."""
    with _lock:
        return dict(_running)
