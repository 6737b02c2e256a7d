"""Delivery receipts -> the outbox: sent, delivered, read, failed (with Meta's error).

Meta delivers receipts out of order and more than once. A status only ever moves a row forward
(pending < sent < delivered < read; failed only from pending or sent), as one conditional UPDATE, so a
late "sent" never undoes "read", and a repeated (id, status) pair changes nothing: the dedupe is the
UPDATE's WHERE clause, with no extra bookkeeping.

A failure Meta reports later with a temporary code (throttling, "try again") puts the row back to
pending and re-sends it, up to `sending.MAX_ATTEMPTS`; a permanent one marks it failed with the error.
"""

from __future__ import annotations

import logging

from django.db import connection, transaction
from django.utils import timezone

from memo.conversations.channels.whatsapp.sending import MAX_ATTEMPTS, outbound_of
from memo.conversations.models import OutboundMessage
from memo.integrations.whatsapp.client import TEMPORARY_CODES
from memo.integrations.whatsapp.parsing import StatusUpdate

logger = logging.getLogger(__name__)
S = OutboundMessage.Status
# "sending" is a row claimed by a worker: its receipt may come before the worker records the send, or
# instead of it (the worker died, or lost Meta's answer).
ORDER = [S.PENDING, S.SENDING, S.SENT, S.DELIVERED, S.READ]
# "played" is a voice note being listened to: for the outbox it is as good as read.
ALIASES = {"sent": S.SENT, "delivered": S.DELIVERED, "read": S.READ, "played": S.READ}


# Plain SQL for the two statements every receipt runs (a reply brings two or three receipts): through the
# ORM, compiling them cost more CPU than running them.
_TABLE = OutboundMessage._meta.db_table
_FORWARD_SQL = (f"UPDATE {_TABLE} SET status = %s, error = '', sent_at = COALESCE(sent_at, %s) "
                f"WHERE channel_message_id = %s AND status = ANY(%s)")
_BIND_SQL = f"UPDATE {_TABLE} SET channel_message_id = %s WHERE id = %s AND channel_message_id = ''"


def apply(update: StatusUpdate) -> bool:
    """Apply one receipt. False when no outbox row carries this message id (yet): see `tasks.apply_status`."""
    _bind(update)
    rows = OutboundMessage.objects.filter(channel_message_id=update.wamid)
    target = ALIASES.get(update.status)
    if target is not None:
        earlier = [str(s) for s in ORDER[:ORDER.index(target)]]
        # One statement: the status moves forward, and a row that never learnt when it was sent does now.
        with connection.cursor() as cursor:
            cursor.execute(_FORWARD_SQL, [target, update.timestamp or timezone.now(), update.wamid, earlier])
            if cursor.rowcount:
                return True
        return rows.exists()  # already there or further along: nothing to do
    if update.status == "failed":
        return _failed(rows, update)
    logger.info("WHATSAPP_STATUS_IGNORED status=%s id=%s", update.status, update.wamid)
    return True


def _bind(update: StatusUpdate) -> None:
    """A receipt naming one of our rows (its callback data) that does not know Meta's id yet: the send
    reached Meta although its worker never recorded it. The row learns the id, so it is never sent again."""
    outbound_id = outbound_of(update.callback_data)
    if outbound_id is None:
        return
    with connection.cursor() as cursor:
        cursor.execute(_BIND_SQL, [update.wamid, outbound_id])
        bound = cursor.rowcount
    if bound:
        logger.info("WHATSAPP_SEND_CONFIRMED outbound=%s id=%s: by its receipt", outbound_id, update.wamid)


def _failed(rows, update: StatusUpdate) -> bool:
    error = update.error_text() or "failed (no details from WhatsApp)"
    codes = update.error_codes
    temporary = bool(codes) and all(code in TEMPORARY_CODES for code in codes)
    with transaction.atomic():
        row = rows.select_for_update().filter(status__in=[S.PENDING, S.SENDING, S.SENT]).first()
        if row is None:
            return rows.exists()
        if temporary and row.attempts < MAX_ATTEMPTS:
            row.status, row.error = S.PENDING, f"retrying after: {error}"[:1000]
            row.save(update_fields=["status", "error"])
            from memo.conversations import outbox

            transaction.on_commit(lambda: outbox.enqueue_delivery(row.pk))
        else:
            row.status, row.error = S.FAILED, error
            row.save(update_fields=["status", "error"])
    logger.warning("WHATSAPP_DELIVERY_FAILED outbound=%s codes=%s temporary=%s", row.pk, codes, temporary)
    return True
