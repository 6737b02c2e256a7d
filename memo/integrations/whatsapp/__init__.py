"""WhatsApp Cloud API channel.

- ``client``: the one Graph API client (timeouts, retries with backoff, typed errors, media download);
- ``signature``: X-Hub-Signature-256 verification of webhook bodies;
- ``parsing``: webhook bodies -> typed messages and status updates (pure);
- ``identity``: who sent a message: phone, business-scoped user id (BSUID), or both;
- ``intake``: store each message first, onboarding, rate limit, media hold, read receipts;
- ``media``: voice transcription and image analysis before a media message's turn;
- ``statuses``: delivery receipts -> the outbox (never backwards);
- ``sending``: outbox rows -> text / buttons / list / template (the 24-hour window), to a phone or a BSUID;
- ``views``: the webhook endpoint (thin);
- ``logfilters``: keeps the webhook's verify token out of the access logs.

`send_outbound` is the outbox's entry point (memo.conversations.outbox.deliver calls it).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from django.conf import settings

if TYPE_CHECKING:
    from memo.conversations.models import OutboundMessage


def is_configured() -> bool:
    """Sending is possible: a token and the business phone number id are set (read at call time)."""
    return bool(settings.WHATSAPP_TOKEN and settings.WHATSAPP_PHONE_NUMBER_ID)


def send_outbound(msg: OutboundMessage) -> None:
    """Deliver an outbox row over WhatsApp, updating its status and error in place (not saved)."""
    from memo.conversations.models import OutboundMessage

    if not is_configured():
        # Visible in the admin as a failed send with the reason, instead of vanishing.
        msg.status = OutboundMessage.Status.FAILED
        msg.error = "WhatsApp is not configured (WHATSAPP_TOKEN / WHATSAPP_PHONE_NUMBER_ID)"
        return
    from memo.integrations.whatsapp import sending

    sending.deliver(msg)
