"""The recovery sweep under a burst: a message whose drain is still queued behind others is left alone.

Re-sending the drain of every message that waited a few seconds is right when the drain was lost (the
broker restarted, the enqueue failed), and wrong under a burst: the drain is then still in the queue, and
each sweep would add a duplicate behind it, so the workers spend their time on drains that find nothing
and every real turn waits longer.
"""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.utils import timezone

from memo.celery import app
from memo.conversations import outbox, services
from memo.conversations.models import Message, OutboundMessage
from memo.conversations.tasks import CeleryDispatcher, drain_thread
from tests.support.worker_procs import NoDispatch

QUEUE = "memo-backlog-test"


class RecordingDispatcher(CeleryDispatcher):
    """Asks the real broker how long its queue is, but records the drains instead of sending them."""

    def __init__(self) -> None:
        super().__init__(QUEUE)
        self.drained: list[int] = []

    def drain(self, thread_id: int) -> None:
        self.drained.append(thread_id)


def purge() -> None:
    with app.connection_for_write() as conn:
        conn.default_channel.queue_purge(QUEUE)


@pytest.fixture
def queue():
    purge()
    yield
    purge()


def waiting_message(phone: str, seconds: int) -> int:
    """A stored message whose drain never ran, received `seconds` ago. Returns its thread's id."""
    thread = services.get_thread(phone, "console")
    received = services.receive_message(thread, "note that the gate code is 4471", dispatcher=NoDispatch())
    Message.objects.filter(pk=received.message.pk).update(created_at=timezone.now() - timedelta(seconds=seconds))
    return thread.pk


@pytest.mark.django_db
def test_a_waiting_message_is_not_drained_again_while_the_queue_still_holds_work(queue, settings):
    settings.PIPELINE_REDISPATCH_SECONDS, settings.PIPELINE_QUEUED_LEASE_SECONDS = 5, 60
    waiting_message("+972501230101", seconds=20)
    for _ in range(3):  # other users' drains, still waiting for a worker
        drain_thread.apply_async((0,), queue=QUEUE)
    dispatcher = RecordingDispatcher()
    assert dispatcher.backlog() == 3

    services.recover(dispatcher=dispatcher)

    assert dispatcher.drained == []


@pytest.mark.django_db
def test_a_waiting_message_is_drained_again_once_the_queue_is_empty(queue, settings):
    settings.PIPELINE_REDISPATCH_SECONDS, settings.PIPELINE_QUEUED_LEASE_SECONDS = 5, 60
    thread_id = waiting_message("+972501230102", seconds=20)
    dispatcher = RecordingDispatcher()
    assert dispatcher.backlog() == 0

    services.recover(dispatcher=dispatcher)

    assert dispatcher.drained == [thread_id]


@pytest.mark.django_db
def test_a_message_older_than_the_queued_lease_is_drained_again_even_behind_a_backlog(queue, settings):
    settings.PIPELINE_REDISPATCH_SECONDS, settings.PIPELINE_QUEUED_LEASE_SECONDS = 5, 60
    old = waiting_message("+972501230103", seconds=90)
    waiting_message("+972501230104", seconds=20)
    drain_thread.apply_async((0,), queue=QUEUE)
    dispatcher = RecordingDispatcher()

    services.recover(dispatcher=dispatcher)

    assert dispatcher.drained == [old]


@pytest.mark.django_db
def test_a_broker_that_cannot_say_counts_as_busy(settings, monkeypatch):
    settings.PIPELINE_REDISPATCH_SECONDS, settings.PIPELINE_QUEUED_LEASE_SECONDS = 5, 60
    waiting_message("+972501230105", seconds=20)
    dispatcher = RecordingDispatcher()
    monkeypatch.setattr(app, "connection_for_read", lambda: (_ for _ in ()).throw(ConnectionError("down")))
    assert dispatcher.backlog() is None

    services.recover(dispatcher=dispatcher)

    assert dispatcher.drained == []


def pending_reply(thread_id: int, seconds: int) -> int:
    """A WhatsApp reply stored `seconds` ago whose delivery task never ran. Returns its id."""
    row = OutboundMessage.objects.create(thread_id=thread_id, idempotency_key=f"backlog-test:{thread_id}",
                                         text="Noted.")
    OutboundMessage.objects.filter(pk=row.pk).update(created_at=timezone.now() - timedelta(seconds=seconds))
    return row.pk


@pytest.mark.django_db
def test_a_pending_reply_is_sent_again_only_once_the_delivery_queue_is_empty(queue, settings, monkeypatch):
    settings.PIPELINE_REDISPATCH_SECONDS, settings.PIPELINE_QUEUED_LEASE_SECONDS = 5, 60
    thread = services.get_thread("+972501230106", "whatsapp")
    row = pending_reply(thread.pk, seconds=20)
    enqueued: list[int] = []
    monkeypatch.setattr(outbox, "enqueue_delivery", enqueued.append)
    dispatcher = RecordingDispatcher()
    drain_thread.apply_async((0,), queue=QUEUE)  # the delivery queue (here the same queue) is busy

    services.recover(dispatcher=dispatcher)
    assert enqueued == []

    purge()
    services.recover(dispatcher=dispatcher)
    assert enqueued == [row]
