"""WhatsApp Cloud API channel. Sending is owned by `client`; this is the outbox's entry point."""

from __future__ import annotations

from typing import TYPE_CHECKING

from django.conf import settings

if TYPE_CHECKING:
    from memo.conversations.models import OutboundMessage


def is_configured() -> bool:
    return bool(settings.WHATSAPP_TOKEN and settings.WHATSAPP_PHONE_NUMBER_ID)


def send_outbound(msg: OutboundMessage) -> None:
    """Deliver an outbox row over WhatsApp, updating its status and error in place (not saved)."""
    from memo.conversations.models import OutboundMessage

    if not is_configured():
        # Visible in the admin as a failed send with the reason, instead of vanishing.
        msg.status = OutboundMessage.Status.FAILED
        msg.error = "WhatsApp is not configured (WHATSAPP_TOKEN / WHATSAPP_PHONE_NUMBER_ID)"
        return
    from memo.integrations.whatsapp.client import WhatsAppClient, WhatsAppError

    try:
        sent_id = WhatsAppClient.from_settings().send_text(msg.thread.user.phone, msg.text, msg.options)
    except WhatsAppError as exc:
        msg.status = OutboundMessage.Status.FAILED if exc.permanent else OutboundMessage.Status.PENDING
        msg.error = str(exc)[:1000]
        return
    from django.utils import timezone

    msg.status, msg.sent_at, msg.channel_message_id, msg.error = (
        OutboundMessage.Status.SENT, timezone.now(), sent_id, "")
