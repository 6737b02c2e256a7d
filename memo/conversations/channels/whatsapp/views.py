"""`GET/POST /webhooks/whatsapp/`: Meta's verification handshake and message delivery. Thin.

A plain Django view rather than a DRF one on purpose: the signature covers the raw bytes, which must be
checked before any parser touches the body, and the view is on the hot path (target p99 <= 50 ms).
Order of checks on POST: size (413, before reading a huge body), signature (403), a JSON object (400:
invalid UTF-8 or JSON, nested too deeply to decode, or not an object), then store and answer 200. Meta
re-sends anything that did not get a 200, for days, so a body we could read is always answered 200:
each message and receipt in it is stored or refused on its own (inbound.py), never by the others' fault.
Only a lost database answers 500, precisely so that the body is re-sent (dedupe by message id makes that
harmless).

The verification GET carries WHATSAPP_VERIFY_TOKEN in its query string: it is never logged here, and
`memo.integrations.whatsapp.logfilters.HideVerifyToken` blanks it in the access logs (settings.LOGGING,
memo/gunicorn_conf.py).
"""

from __future__ import annotations

import hmac
import json
import logging

from django.conf import settings
from django.http import HttpRequest, HttpResponse, HttpResponseBadRequest, HttpResponseForbidden
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_http_methods

from memo.conversations.channels.whatsapp import inbound
from memo.integrations.whatsapp import signature
from memo.integrations.whatsapp.parsing import parse_body

logger = logging.getLogger(__name__)


@csrf_exempt
@require_http_methods(["GET", "POST"])
def webhook(request: HttpRequest) -> HttpResponse:
    if request.method == "GET":
        return verify(request)
    return receive(request)


def verify(request: HttpRequest) -> HttpResponse:
    """Meta's subscription handshake: echo hub.challenge when hub.verify_token is ours."""
    mode = request.GET.get("hub.mode", "")
    token = request.GET.get("hub.verify_token", "")
    expected = settings.WHATSAPP_VERIFY_TOKEN
    if mode == "subscribe" and expected and hmac.compare_digest(token.encode(), expected.encode()):
        return HttpResponse(request.GET.get("hub.challenge", ""), content_type="text/plain")
    logger.warning("WHATSAPP_VERIFY_REFUSED mode=%r", mode)
    return HttpResponseForbidden("verification failed")


def receive(request: HttpRequest) -> HttpResponse:
    limit = settings.WHATSAPP_MAX_BODY_BYTES
    try:
        declared = int(request.META.get("CONTENT_LENGTH") or 0)
    except ValueError:
        declared = 0
    if declared > limit:
        return HttpResponse("body too large", status=413)
    raw = request.body
    if len(raw) > limit:
        return HttpResponse("body too large", status=413)
    if not signature.verify_request(raw, request.headers.get("X-Hub-Signature-256")):
        return HttpResponseForbidden("bad signature")
    try:
        body = json.loads(raw)
    except RecursionError:  # the decoder recurses once per level: 100k nested brackets end here, quickly
        logger.warning("WHATSAPP_BODY_REFUSED nested too deeply (%d bytes)", len(raw))
        return HttpResponseBadRequest("nested too deeply")
    except ValueError as exc:  # invalid JSON, and invalid UTF-8 (UnicodeDecodeError is a ValueError)
        logger.warning("WHATSAPP_BODY_REFUSED not JSON (%d bytes): %s", len(raw), type(exc).__name__)
        return HttpResponseBadRequest("not JSON")
    if not isinstance(body, dict):
        logger.warning("WHATSAPP_BODY_REFUSED a JSON %s, not an object", type(body).__name__)
        return HttpResponseBadRequest("not a JSON object")
    outcomes = inbound.handle(parse_body(body))
    logger.debug("whatsapp webhook: %s", dict(outcomes))
    if outcomes["unavailable"]:
        return HttpResponse("database unavailable, send again", status=500, content_type="text/plain")
    return HttpResponse("OK", content_type="text/plain")
