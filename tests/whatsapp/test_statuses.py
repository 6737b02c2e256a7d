"""Delivery receipts update the outbox, only ever forward, deduplicated by (id, status)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from unittest import mock

import pytest

from memo.conversations.channels.whatsapp import statuses
from memo.conversations.models import OutboundMessage, Thread, User
from memo.integrations.whatsapp.parsing import StatusUpdate
from tests.whatsapp.conftest import body, status

pytestmark = pytest.mark.django_db
S = OutboundMessage.Status
THROTTLED = [{"code": 131056, "title": "(Business Account, Consumer Account) pair rate limit hit",
              "error_data": {"details": "Too many messages sent from this phone number to the same phone number"}}]
UNDELIVERABLE = [{"code": 131026, "title": "Message undeliverable",
                  "error_data": {"details": "Message Undeliverable."}}]


@pytest.fixture
def row():
    user = User.objects.create(phone="+972501112233")
    thread = Thread.objects.create(user=user)
    return OutboundMessage.objects.create(idempotency_key="turn:t:0", thread=thread, text="hi", status=S.SENT,
                                          channel_message_id="wamid.OUT1", attempts=1)


def status_of(row: OutboundMessage) -> str:
    row.refresh_from_db()
    return row.status


def test_statuses_move_the_row_forward(post, row):
    for state in ("delivered", "read"):
        assert post(body(statuses=[status("wamid.OUT1", state)])).status_code == 200
        assert status_of(row) == state


def test_out_of_order_statuses_never_move_a_row_backwards(post, row):
    post(body(statuses=[status("wamid.OUT1", "read")]))
    post(body(statuses=[status("wamid.OUT1", "delivered")]))
    post(body(statuses=[status("wamid.OUT1", "sent")]))

    assert status_of(row) == S.READ


def test_statuses_batched_out_of_order_in_one_body_end_at_the_furthest(post, row):
    post(body(statuses=[status("wamid.OUT1", "read"), status("wamid.OUT1", "sent"), status("wamid.OUT1", "delivered")]))

    assert status_of(row) == S.READ


def test_a_receipt_tells_a_row_when_it_was_sent_once(row):
    # The worker lost Meta's answer, so the row never learnt its send time: the first receipt gives it,
    # and a later receipt does not move it.
    OutboundMessage.objects.filter(pk=row.pk).update(status=S.SENDING, sent_at=None)
    first = datetime(2026, 11, 22, 7, 0, 5, tzinfo=UTC)
    assert statuses.apply(StatusUpdate("wamid.OUT1", "delivered", timestamp=first))
    assert statuses.apply(StatusUpdate("wamid.OUT1", "read", timestamp=first + timedelta(minutes=3)))

    row.refresh_from_db()
    assert (row.status, row.sent_at) == (S.READ, first)


def test_a_repeated_status_changes_nothing(row):
    update = StatusUpdate("wamid.OUT1", "delivered")
    assert statuses.apply(update)
    assert statuses.apply(update)
    assert status_of(row) == S.DELIVERED


def test_a_permanent_failure_marks_the_row_failed_with_the_error(post, row):
    post(body(statuses=[status("wamid.OUT1", "failed", errors=UNDELIVERABLE)]))

    row.refresh_from_db()
    assert row.status == S.FAILED
    assert row.error == "(#131026) Message undeliverable — Message Undeliverable."


def test_a_failure_after_delivery_is_ignored(post, row):
    post(body(statuses=[status("wamid.OUT1", "delivered")]))
    post(body(statuses=[status("wamid.OUT1", "failed", errors=UNDELIVERABLE)]))

    assert status_of(row) == S.DELIVERED


def test_a_temporary_failure_puts_the_row_back_to_pending_and_resends_it(row, django_capture_on_commit_callbacks):
    with mock.patch("memo.conversations.outbox.enqueue_delivery") as enqueue, \
            django_capture_on_commit_callbacks(execute=True):
        assert statuses.apply(StatusUpdate("wamid.OUT1", "failed", errors=tuple(THROTTLED)))

    row.refresh_from_db()
    assert row.status == S.PENDING
    assert row.error.startswith("retrying after: (#131056)")
    enqueue.assert_called_once_with(row.pk)


def test_a_receipt_for_an_unknown_message_is_retried_later_not_lost(post, django_capture_on_commit_callbacks):
    with mock.patch("memo.conversations.channels.whatsapp.tasks.enqueue_status_retry") as retry, \
            django_capture_on_commit_callbacks(execute=True):
        assert post(body(statuses=[status("wamid.NOT-YET", "delivered")])).status_code == 200

    retry.assert_called_once_with("wamid.NOT-YET", "delivered", [])


def test_the_retry_task_applies_the_receipt_once_the_row_has_its_id(row):
    from memo.conversations.channels.whatsapp.tasks import apply_status

    assert apply_status("wamid.OUT1", "read", []) is True
    assert status_of(row) == S.READ
