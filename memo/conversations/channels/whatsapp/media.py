"""Voice notes and images: turned into words before their turn, without breaking per-thread order.

A media message is stored first like any other, but *held* (status processing, no turn, media_ref
"pending:…") so the drain does not start a turn on an empty text. A Celery task (`prepare`) has
`memo.integrations.whatsapp.media` download the file and transcribe it (voice) or analyse it (image,
kept as image context in the message text: "[image: …]" after the caption); then the message is
*released* (queued) and the thread drained. Messages that arrive on the thread while something is held are held too and
released in order, so "voice note, then 'and at 5pm'" is still processed voice note first.

Held / released changes take the Thread row lock, so a message stored while a release runs can never
be left held. A prepare that fails (download or model) answers the user with a short "couldn't make it
out" and still releases what waits behind it. `recover_stuck` re-enqueues prepares whose task was lost.
"""

from __future__ import annotations

import logging
from datetime import timedelta

from django.db import transaction
from django.db.models import QuerySet
from django.utils import timezone

from memo.conversations import outbox
from memo.conversations.channels.whatsapp.texts import w
from memo.conversations.models import Message, Thread
from memo.integrations.whatsapp import media as downloads

logger = logging.getLogger(__name__)
PENDING = "pending:"
HELD = {"status": Message.Status.PROCESSING, "turn__isnull": True, "direction": Message.Direction.INBOUND}


def media_ref(media_id: str, *, pending: bool) -> str:
    return f"{PENDING if pending else ''}whatsapp:{media_id}"[:300]


def held(thread_id: int) -> QuerySet[Message]:
    """The thread's inbound messages held back from a turn (being prepared, or waiting behind one)."""
    return Message.objects.filter(thread_id=thread_id, **HELD)


def hold(message: Message) -> None:
    Message.objects.filter(pk=message.pk).update(status=Message.Status.PROCESSING)


def hold_if_waiting(message: Message) -> bool:
    """Hold `message` when an earlier message of its thread is held (keeps arrival order). Returns held."""
    if not held(message.thread_id).exclude(pk=message.pk).exists():
        return False
    Thread.objects.select_for_update().filter(pk=message.thread_id).first()
    if not held(message.thread_id).exclude(pk=message.pk).exists():  # released meanwhile
        return False
    hold(message)
    return True


def release(thread_id: int) -> int:
    """Queue the held messages of a thread, oldest first, up to the first still being prepared."""
    with transaction.atomic():
        Thread.objects.select_for_update().filter(pk=thread_id).first()
        ready = []
        for pk, ref in held(thread_id).order_by("received_at", "id").values_list("pk", "media_ref"):
            if ref.startswith(PENDING):
                break
            ready.append(pk)
        if ready:
            Message.objects.filter(pk__in=ready).update(status=Message.Status.QUEUED)
            from memo.conversations.tasks import CeleryDispatcher

            transaction.on_commit(lambda: CeleryDispatcher().drain(thread_id))
    return len(ready)


def prepare(message_id: int) -> str:
    """Download and understand one held media message, then release its thread. Returns the outcome."""
    message = Message.objects.select_related("thread__user").filter(pk=message_id, **HELD).first()
    if message is None or not message.media_ref.startswith(PENDING):
        return "skipped"
    media_id = message.media_ref.removeprefix(PENDING).removeprefix("whatsapp:")
    language = message.thread.user.language
    try:
        text = downloads.understand(media_id, message.kind, message.text, language)
    except Exception as exc:  # any failure must still answer the user and release the thread
        logger.warning("WHATSAPP_MEDIA_FAILED message=%s kind=%s (%s)", message.pk, message.kind, type(exc).__name__)
        text = None
    with transaction.atomic():
        if text is None:
            Message.objects.filter(pk=message.pk).update(status=Message.Status.DONE,
                                                         media_ref=media_ref(media_id, pending=False))
            key = "voice_failed" if message.kind == "audio" else "image_failed"
            outbox.queue(message.thread_id, f"media:{message.channel_message_id}", w(key, language), kind="reply",
                         channel=message.thread.channel)
        else:
            Message.objects.filter(pk=message.pk).update(text=text, media_ref=media_ref(media_id, pending=False))
    release(message.thread_id)
    return "failed" if text is None else "prepared"


def recover_stuck(older_than_seconds: int = 120) -> int:
    """Re-enqueue prepares of media messages held longer than this (their task was lost). Returns how many."""
    from memo.conversations.channels.whatsapp import tasks

    cutoff = timezone.now() - timedelta(seconds=older_than_seconds)
    ids = list(Message.objects.filter(created_at__lt=cutoff, media_ref__startswith=PENDING, **HELD)
               .values_list("pk", flat=True)[:200])
    for pk in ids:
        tasks.enqueue_prepare(pk)
    return len(ids)
