"""Webhook authenticity: Meta signs every POST with the app secret (X-Hub-Signature-256).

The signature is an HMAC-SHA256 of the raw request body, so it is checked on the bytes exactly as
received, before any parsing, with a constant-time comparison (a timing side channel would let an
attacker forge signatures byte by byte).

No app secret configured: the webhook refuses every POST, unless Django runs with DEBUG=True (local
development against a tunnel or a fake), where unsigned bodies are accepted and a warning is logged.
An open, unauthenticated webhook in production would let anyone impersonate any user.
"""

from __future__ import annotations

import hashlib
import hmac
import logging

from django.conf import settings

logger = logging.getLogger(__name__)
PREFIX = "sha256="


def sign(body: bytes, secret: str) -> str:
    """The header value Meta would send for `body` (also what tests and the benchmark use)."""
    return PREFIX + hmac.new(secret.encode(), body, hashlib.sha256).hexdigest()


def is_valid(body: bytes, header: str | None, secret: str) -> bool:
    """True when `header` is the HMAC-SHA256 of `body` under `secret` (constant-time comparison)."""
    if not header or not secret or not header.startswith(PREFIX):
        return False
    expected = sign(body, secret)
    return hmac.compare_digest(expected.encode(), header.strip().lower().encode())


_warned = False


def verify_request(body: bytes, header: str | None) -> bool:
    """The webhook's decision: signed with our secret, or (only with DEBUG and no secret) unsigned."""
    global _warned
    secret = settings.WHATSAPP_APP_SECRET
    if secret:
        return is_valid(body, header, secret)
    if settings.DEBUG:
        if not _warned:
            logger.warning("WHATSAPP_APP_SECRET is not set: accepting unsigned webhook bodies (DEBUG only)")
            _warned = True
        return True
    logger.warning("WHATSAPP_WEBHOOK_REFUSED no WHATSAPP_APP_SECRET configured; set it to receive messages")
    return False
