"""The plain-SQL thread queries of the message path give what the ORM gave: whole model instances, the
thread's user loaded, JSON decoded, the same row chosen, and leases moved only when they should be."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.db import connection, transaction
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from memo.conversations import outbox, threadrows
from memo.conversations.models import Message, OutboundMessage, Thread, Turn, User

pytestmark = pytest.mark.django_db


def _thread(phone: str = "+972501234567", channel: str = Thread.Channel.WHATSAPP, **user) -> Thread:
    person = User.objects.create(phone=phone, **user)
    return Thread.objects.create(user=person, channel=channel)


def test_the_thread_is_found_by_phone_or_bsuid_with_its_user_in_one_query():
    mine = _thread(name="Dana", language="he", timezone="Asia/Jerusalem")
    _thread("+972509999999")
    other_channel = Thread.objects.create(user=mine.user, channel=Thread.Channel.WEB)
    User.objects.filter(pk=mine.user_id).update(bsuid="IL.123")

    with CaptureQueriesContext(connection) as queries:
        found = threadrows.find(Thread.Channel.WHATSAPP, phone="+972501234567")
        assert (found.pk, found.user.name, found.user.language, found.user.bsuid) == (mine.pk, "Dana", "he", "IL.123")
    assert len(queries) == 1
    assert threadrows.find(Thread.Channel.WEB, bsuid="IL.123").pk == other_channel.pk
    assert threadrows.find(Thread.Channel.WHATSAPP, phone="+972500000000") is None
    assert threadrows.find(Thread.Channel.WHATSAPP) is None


def test_a_found_thread_saves_like_one_the_orm_loaded():
    thread = _thread()
    found = threadrows.find(Thread.Channel.WHATSAPP, phone="+972501234567")
    found.user.name = "Noa"
    found.user.save(update_fields=["name"])
    assert User.objects.get(pk=thread.user_id).name == "Noa"
    assert found.created_at == thread.created_at and found.created_at.tzinfo is not None


def test_the_lock_holds_the_thread_row_until_the_transaction_ends():
    thread = _thread()
    with transaction.atomic():
        locked = threadrows.lock(thread.pk)
        assert locked.user.phone == "+972501234567"
        with connection.cursor() as cursor:
            cursor.execute("SELECT count(*) FROM pg_locks WHERE pid = pg_backend_pid() AND mode = 'RowShareLock'"
                           " AND relation = %s::regclass", [Thread._meta.db_table])
            assert cursor.fetchone()[0] == 1
    assert threadrows.lock(10**9) is None


def test_the_next_message_is_the_oldest_queued_inbound_one():
    thread = _thread()
    now = timezone.now()
    later = Message.objects.create(thread=thread, channel_message_id="b", text="second", received_at=now)
    first = Message.objects.create(thread=thread, channel_message_id="a", text="first",
                                   received_at=now - timedelta(seconds=5))
    Message.objects.create(thread=thread, channel_message_id="c", text="done", received_at=now - timedelta(minutes=1),
                           status=Message.Status.DONE)
    with transaction.atomic():
        assert threadrows.lock_next_message(thread.pk).text == "first"
    Message.objects.filter(pk=first.pk).update(status=Message.Status.DONE)
    with transaction.atomic():
        got = threadrows.lock_next_message(thread.pk)
    assert (got.pk, got.received_at) == (later.pk, later.received_at)


def test_a_lease_moves_only_while_the_turn_owns_the_thread():
    thread = _thread()
    message = Message.objects.create(thread=thread, channel_message_id="m", text="hi")
    turn = Turn.objects.create(trace_id="t1", thread=thread, inbound_message=message)
    soon, later = timezone.now() + timedelta(seconds=8), timezone.now() + timedelta(seconds=60)

    threadrows.claim(thread.pk, turn.pk, soon)
    thread.refresh_from_db()
    assert (thread.active_turn_id, thread.lease_expires_at) == (turn.pk, soon)
    assert threadrows.set_lease(thread.pk, later, owner_turn_id=turn.pk + 1) is False
    assert threadrows.extend_lease_of_turn(turn.pk, soon - timedelta(seconds=1)) is False  # never pulled in
    assert threadrows.extend_lease_of_turn(turn.pk, later) is True
    thread.refresh_from_db()
    assert thread.lease_expires_at == later


def test_the_outbox_claim_returns_the_row_with_its_options_thread_and_user_and_claims_it_once():
    thread = _thread(language="he")
    options = [{"id": "1", "label": "כן"}, {"id": "2", "label": "לא"}]
    # The test's transaction never commits, so the delivery queued on commit never runs: the claim is ours.
    row = outbox.queue(thread.pk, "k1", "בטוח?", kind="question", options=options, channel=thread.channel)
    claimed = outbox._claim(row.pk)
    assert claimed.options == options and claimed.status == OutboundMessage.Status.SENDING
    assert claimed.attempts == 1 and claimed.thread.user.language == "he"
    assert outbox._claim(row.pk) is None  # claimed by a live worker: nobody else takes it


def test_a_started_message_belongs_to_its_turn_and_no_longer_waits():
    thread = _thread()
    message = Message.objects.create(thread=thread, channel_message_id="m", text="hi")
    assert threadrows.has_queued(thread.pk)
    turn = Turn.objects.create(trace_id="t1", thread=thread, inbound_message=message)
    threadrows.start_message(message.pk, turn.pk)
    message.refresh_from_db()
    assert (message.status, message.turn_id) == (Message.Status.PROCESSING, turn.pk)
    assert not threadrows.has_queued(thread.pk)
