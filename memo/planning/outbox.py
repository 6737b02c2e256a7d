"""How a domain app sends a message of its own: a reminder, a nudge, an overdue notice, the brief.

The domain apps (reminders, notes, Google) sit below conversations, which owns the users' threads and
the outbox, so they never import it. They hand `Notice`s to `send`, and conversations installs the
sender when it is ready (memo/conversations/proactive.py). The sender queues them in the caller's
transaction, so a reminder's claim, its next fire time and its message commit together or not at all.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime


@dataclass(frozen=True)
class Remembered:
    """A latest action recorded with a notice, so "done" right after a reminder refers to it."""

    capability: str
    action: str
    summary: str
    at: datetime
    when: datetime | None = None
    external_ids: tuple[str, ...] = ()


@dataclass(frozen=True)
class Notice:
    user_id: int
    key: str  # idempotency key of the outbox row: the same key twice is sent once
    text: str
    options: tuple[dict[str, str], ...] = ()
    remember: Remembered | None = None


Sender = Callable[[Sequence[Notice]], set[str]]
_sender: Sender | None = None


def install(sender: Sender) -> None:
    global _sender
    _sender = sender


def send(notices: Sequence[Notice]) -> set[str]:
    """Queue the notices in the current transaction. Returns the keys queued: a user Memo has no thread
    for (never wrote in) is left out, and the caller may try again later."""
    if _sender is None:
        raise RuntimeError("no outbox is installed: memo.conversations must be in INSTALLED_APPS")
    return _sender(list(notices)) if notices else set()
