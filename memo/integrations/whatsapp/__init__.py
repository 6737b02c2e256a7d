"""WhatsApp Cloud API client side: everything that talks to Meta, and nothing of Memo's own data.

- ``client``: the one Graph API client (timeouts, retries with backoff, typed errors, media download);
- ``signature``: X-Hub-Signature-256 verification of webhook bodies;
- ``parsing``: webhook bodies -> typed messages and status updates (pure);
- ``messages``: Graph API message bodies (text, reply buttons, list, template) and the 24-hour window;
- ``media``: a media file downloaded and turned into words (transcript, image context);
- ``logfilters``: keeps the webhook's verify token out of the access logs.

The channel that stores and routes messages and delivers the outbox uses these, and lives with the
conversations (memo/conversations/channels/whatsapp/); nothing here imports Memo's apps.
"""

from __future__ import annotations

from django.conf import settings


def is_configured() -> bool:
    """Sending is possible: a token and the business phone number id are set (read at call time)."""
    return bool(settings.WHATSAPP_TOKEN and settings.WHATSAPP_PHONE_NUMBER_ID)
