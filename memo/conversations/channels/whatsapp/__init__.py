"""The WhatsApp channel: Memo's side of the WhatsApp Cloud API.

The Graph API client, webhook signatures, payload parsing and message bodies are in
`memo.integrations.whatsapp`; this package stores and routes what they deliver:

- ``identity``: who sent a message: phone, business-scoped user id (BSUID), or both;
- ``intake``: store each message first, onboarding, rate limit, media hold, read receipts;
- ``inbound``: what the webhook does with a parsed body, item by item;
- ``onboarding``: a new user's timezone, language and welcome;
- ``ratelimit``: the per-user inbound rate limit;
- ``media``: voice transcription and image analysis before a media message's turn;
- ``statuses``: delivery receipts -> the outbox (never backwards);
- ``sending``: outbox rows -> text / buttons / list / template (the 24-hour window), to a phone or a BSUID;
- ``views``: the webhook endpoint (thin);
- ``tasks``: the channel's Celery tasks (registered through `memo.conversations.tasks`);
- ``texts``: what the channel says by itself, in Hebrew and English.

`send_outbound` is the outbox's entry point (memo.conversations.outbox.deliver calls it).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from memo.integrations.whatsapp import is_configured

if TYPE_CHECKING:
    from memo.conversations.models import OutboundMessage


def send_outbound(msg: OutboundMessage) -> None:
    """Deliver an outbox row over WhatsApp, updating its status and error in place (not saved)."""
    from memo.conversations.models import OutboundMessage

    if not is_configured():
        # Visible in the admin as a failed send with the reason, instead of vanishing.
        msg.status = OutboundMessage.Status.FAILED
        msg.error = "WhatsApp is not configured (WHATSAPP_TOKEN / WHATSAPP_PHONE_NUMBER_ID)"
        return
    from memo.conversations.channels.whatsapp import sending

    sending.deliver(msg)
