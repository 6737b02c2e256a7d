"""Celery tasks of the WhatsApp channel: thin wrappers, enqueued after the webhook's transaction commits.

They are registered with the worker through `memo/conversations/tasks.py`, which imports them: Celery
autodiscovers only the `tasks` module of each installed app, and this package is not an app of its own.
"""

from __future__ import annotations

import logging
from typing import Any

from celery import shared_task
from django.db import InterfaceError, OperationalError
from kombu.exceptions import OperationalError as BrokerError

logger = logging.getLogger(__name__)
_DB_RETRY = {"autoretry_for": (OperationalError, InterfaceError), "retry_backoff": 1, "retry_backoff_max": 30,
             "max_retries": 5}
STATUS_RETRIES, STATUS_RETRY_SECONDS = 3, 2.0


@shared_task(name="memo.whatsapp.mark_read", ignore_result=True)
def mark_read(wamid: str) -> None:
    """Blue ticks and "typing…" for an accepted message. Best effort: a failure costs only the ticks."""
    from memo.integrations import whatsapp
    from memo.integrations.whatsapp.client import WhatsAppClient, WhatsAppError

    if not whatsapp.is_configured():
        return
    try:
        WhatsAppClient.from_settings(retries=1, timeout=5.0).mark_read(wamid, typing=True)
    except WhatsAppError as exc:
        logger.info("WHATSAPP_MARK_READ_FAILED id=%s (%s)", wamid, exc)


@shared_task(name="memo.whatsapp.prepare_media", **_DB_RETRY)
def prepare_media(message_id: int) -> str:
    from memo.conversations.channels.whatsapp import media

    return media.prepare(message_id)


@shared_task(name="memo.whatsapp.apply_status", bind=True, max_retries=STATUS_RETRIES)
def apply_status(self: Any, wamid: str, status: str, errors: list[dict[str, Any]]) -> bool:
    """A receipt that arrived before its outbox row recorded the message id (the send was still
    committing): try again shortly, a few times, then let it go."""
    from memo.conversations.channels.whatsapp import statuses
    from memo.integrations.whatsapp.parsing import StatusUpdate

    if statuses.apply(StatusUpdate(wamid=wamid, status=status, errors=tuple(errors))):
        return True
    if self.request.retries >= STATUS_RETRIES:
        logger.info("WHATSAPP_STATUS_UNMATCHED id=%s status=%s (not a message Memo sent)", wamid, status)
        return False
    raise self.retry(countdown=STATUS_RETRY_SECONDS)


def _send(what: str, send) -> None:
    try:
        send()
    except BrokerError:
        logger.warning("BROKER_UNAVAILABLE could not enqueue %s", what)


def enqueue_mark_read(wamid: str) -> None:
    _send(f"mark_read {wamid}", lambda: mark_read.delay(wamid))


def enqueue_prepare(message_id: int) -> None:
    # A lost prepare is found again by media.recover_stuck.
    _send(f"prepare_media {message_id}", lambda: prepare_media.delay(message_id))


def enqueue_status_retry(wamid: str, status: str, errors: list[dict[str, Any]]) -> None:
    _send(f"apply_status {wamid}", lambda: apply_status.apply_async((wamid, status, errors),
                                                                    countdown=STATUS_RETRY_SECONDS))
