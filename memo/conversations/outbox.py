"""The outbox: every outbound message is a row first, then a delivery task sends it.

Rows are idempotent by key (turn+part, question+attempt, reminder+fire time), so a stage or sweep that
runs twice never sends twice. Delivery is per channel: WhatsApp goes through the Graph API client;
the console and the web chat read their rows from the database, so for them delivery only marks sent.
"""

from __future__ import annotations

import logging
from datetime import timedelta
from typing import Any

from django.conf import settings
from django.db import connection, transaction
from django.db.models import Q
from django.utils import timezone

from memo.conversations import threadrows
from memo.conversations.models import OutboundMessage, Thread, User

logger = logging.getLogger(__name__)


def queue(thread_id: int, key: str, text: str, *, kind: str = "reply", options: list[dict[str, Any]] | None = None,
          turn_id: int | None = None, part: int = 0, channel: str | None = None) -> OutboundMessage:
    """Store one outbound message (once per key) and deliver it after the transaction commits.

    Console and web chat read their messages from this table, so for them the stored row is the delivery:
    it is written as sent, with an id a later message can reply to, and no delivery task is needed.
    """
    if channel is None:
        channel = Thread.objects.filter(pk=thread_id).values_list("channel", flat=True).first()
    local = channel in (Thread.Channel.CONSOLE, Thread.Channel.WEB)
    key = key[:200]
    row = OutboundMessage(idempotency_key=key, thread_id=thread_id, turn_id=turn_id, kind=kind, part=part,
                          text=text, options=options or [])
    if local:
        row.status, row.sent_at, row.attempts = OutboundMessage.Status.SENT, timezone.now(), 1
        row.channel_message_id = f"{channel}:out:{key}"
    # One statement: insert, or touch the existing row of the same key and get its id back. A second
    # call with the same key changes nothing else, so a stage or sweep that runs twice sends once.
    (message,) = OutboundMessage.objects.bulk_create(
        [row], update_conflicts=True, unique_fields=["idempotency_key"], update_fields=["idempotency_key"])
    if not local:
        # Harmless for a duplicate: delivery only sends rows still pending.
        transaction.on_commit(lambda: enqueue_delivery(message.pk))
    return message


def queue_many(messages: list[OutboundMessage]) -> int:
    """Store many outbound messages at once (keys already present are skipped) and deliver the new ones
    after commit. For sweeps that send hundreds of messages in one go."""
    if not messages:
        return 0
    created = OutboundMessage.objects.bulk_create(messages, ignore_conflicts=True)
    keys = [m.idempotency_key for m in created]
    ids = list(OutboundMessage.objects.filter(idempotency_key__in=keys, status=OutboundMessage.Status.PENDING)
               .values_list("pk", flat=True))
    transaction.on_commit(lambda: _enqueue_many(ids))
    return len(ids)


DELIVERY_CHUNK = 20  # rows per delivery task: few broker round trips, yet one slow send delays few others


def _enqueue_many(ids: list[int]) -> None:
    from kombu.exceptions import OperationalError as BrokerError

    from memo.conversations.tasks import deliver_outbound_many

    for start in range(0, len(ids), DELIVERY_CHUNK):
        try:
            deliver_outbound_many.delay(ids[start:start + DELIVERY_CHUNK])
        except BrokerError:  # the rows stay pending; the recovery sweep re-sends them
            logger.warning("BROKER_UNAVAILABLE could not enqueue delivery of %s outbound rows", len(ids))
            return


def enqueue_delivery(outbound_id: int) -> None:
    """Deliver a committed row: right here on an I/O worker (the turn that queued it runs there, and waiting
    on the Graph API costs nothing there), else through a delivery task on the I/O queue."""
    from kombu.exceptions import OperationalError as BrokerError

    from memo.conversations.tasks import deliver_outbound

    if settings.MEMO_WORKER_ROLE == "io":
        try:
            deliver(outbound_id)
            return
        except Exception:  # the task (and its retries) takes over; the row is still pending or claimed
            logger.exception("delivery of outbound %s in the I/O worker failed; queued instead", outbound_id)
    try:
        deliver_outbound.delay(outbound_id)
    except BrokerError:  # broker down: the row stays pending and the recovery sweep retries it
        logger.warning("BROKER_UNAVAILABLE could not enqueue delivery of outbound %s", outbound_id)


def deliver(outbound_id: int) -> str:
    """Send one outbox row on its thread's channel. Returns the new status.

    The row is claimed by one conditional update (status "sending"), sent with no transaction open (the
    Graph API may take seconds; no lock is held meanwhile), and its outcome recorded in another. A second
    worker finds the row claimed and skips it; a claim older than CLAIM_SECONDS (its worker died mid-send)
    is taken over, as a lost lock was before.
    """
    msg = _claim(outbound_id)
    if msg is None:
        return "skipped"
    if msg.thread.channel in (Thread.Channel.CONSOLE, Thread.Channel.WEB):
        # These channels read the outbox directly: the row is the delivery. The id lets a later
        # message reply to this one, as WhatsApp's context.id does.
        msg.status, msg.sent_at = OutboundMessage.Status.SENT, timezone.now()
        msg.channel_message_id = msg.channel_message_id or f"{msg.thread.channel}:out:{msg.pk}"
    else:
        from memo.conversations.channels.whatsapp import send_outbound

        send_outbound(msg)
    with connection.cursor() as cursor:  # the outcome, unless a receipt moved the row on meanwhile
        cursor.execute(_OUTCOME_SQL, [msg.status, msg.sent_at, msg.error, msg.channel_message_id, msg.pk,
                                      OutboundMessage.Status.SENDING])
    return msg.status


# A claim this old is a worker that died mid-send (or a send Meta never confirmed): the row is sent again,
# unless Meta's receipt for it arrived meanwhile (statuses.py binds it). Longer than one send can take
# with its retries (WHATSAPP_TIMEOUT_SECONDS x attempts), so a live send is never taken over.
CLAIM_SECONDS = 60


def _claim(outbound_id: int) -> OutboundMessage | None:
    """Take the row for this worker, or None when it is not to be sent (sent already, or claimed by a live
    worker). One conditional UPDATE claims it: two workers racing for the row serialise on its lock and
    only the first finds it takeable. No transaction is opened for it, which saves two round trips per
    message against a SELECT ... FOR UPDATE inside one."""
    now = timezone.now()
    Status = OutboundMessage.Status
    with connection.cursor() as cursor:
        cursor.execute(_CLAIM_SQL, [Status.SENDING, now, outbound_id, Status.PENDING, Status.SENDING,
                                    now - timedelta(seconds=CLAIM_SECONDS)])
        row = cursor.fetchone()
    if row is None:
        return None
    msg = threadrows.instance(OutboundMessage, _FIELDS, row[:len(_FIELDS)])
    msg.thread = threadrows.thread_from(row)
    return msg


_OUTCOME_SQL = (f"UPDATE {OutboundMessage._meta.db_table} SET status = %s, sent_at = %s, error = %s, "
                f"channel_message_id = %s WHERE id = %s AND status = %s")
# The claim and the row with its thread and user, in one statement: this runs for every message sent, and
# the ORM's two queries (the update, then a select_related read) cost more to compile than to run.
_FIELDS = list(OutboundMessage._meta.concrete_fields)
_CLAIM_SQL = f"""
    WITH c AS (UPDATE {OutboundMessage._meta.db_table}
                  SET status = %s, claimed_at = %s, attempts = attempts + 1
                WHERE id = %s AND (status = %s OR (status = %s AND claimed_at < %s))
            RETURNING *)
    SELECT {", ".join(f"c.{f.column}" for f in _FIELDS)}, {threadrows.THREAD_USER_COLUMNS}
      FROM c JOIN {Thread._meta.db_table} t ON t.id = c.thread_id
             JOIN {User._meta.db_table} u ON u.id = t.user_id"""


def redeliver_pending(older_than_seconds: int = 30) -> int:
    """Re-enqueue pending rows whose delivery task was lost (broker restart). Returns how many."""
    now = timezone.now()
    cutoff = now - timedelta(seconds=older_than_seconds)
    stuck = Q(status=OutboundMessage.Status.SENDING, claimed_at__lt=now - timedelta(seconds=CLAIM_SECONDS))
    ids = list(OutboundMessage.objects.filter(Q(status=OutboundMessage.Status.PENDING) | stuck, created_at__lt=cutoff)
               .values_list("pk", flat=True)[:500])
    for pk in ids:
        enqueue_delivery(pk)
    return len(ids)
