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

from django.db import transaction
from django.db.models import DateTimeField, F, Value
from django.db.models.functions import Coalesce
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


def apply(update: StatusUpdate) -> bool:
    """Apply one receipt. False when no outbox row carries this message id (yet): see `tasks.apply_status`."""
    _bind(update)
    rows = OutboundMessage.objects.filter(channel_message_id=update.wamid)
    target = ALIASES.get(update.status)
    if target is not None:
        earlier = ORDER[:ORDER.index(target)]
        # One statement: the status moves forward, and a row that never learnt when it was sent does now.
        sent_at = Coalesce(F("sent_at"), Value(update.timestamp or timezone.now(), output_field=DateTimeField()))
        if rows.filter(status__in=earlier).update(status=target, error="", sent_at=sent_at):
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
    bound = OutboundMessage.objects.filter(pk=outbound_id, channel_message_id="").update(
        channel_message_id=update.wamid)
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
