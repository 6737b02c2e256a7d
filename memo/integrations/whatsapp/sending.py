"""Outbox rows -> Graph API message bodies, and the delivery of one row (the outbox's WhatsApp path).

- Options become interactive reply buttons (1-3 short labels) or a list (up to 10); more options, a
  body too long for an interactive message, or Meta refusing the interactive one fall back to plain
  text with numbered options ("Reply with a number: 1, 2 or 3"), which the HITL reply parser reads.
- The 24-hour customer-service window: when the user's last inbound message is older than 24 hours
  (or unknown), free text would be refused by Meta (#131047), so the row goes out as an approved
  template instead: reminders/nudges/overdue notices as WHATSAPP_TEMPLATE_REMINDER, the morning brief as
  WHATSAPP_TEMPLATE_BRIEF, anything else as WHATSAPP_TEMPLATE_NOTICE, in the user's language. Each
  template must have one body variable, {{1}}, which carries the message text.
- The recipient: `to` with the phone's digits when the user has a phone, else `recipient` with their
  business-scoped user id (a WhatsApp user with a username may have given us no phone). Meta reads
  `to` first when both are present, so exactly one is ever sent.
- Temporary failures leave the row pending (the recovery sweep re-sends it) until MAX_ATTEMPTS;
  permanent ones mark it failed with Meta's error, visible in the admin.
"""

from __future__ import annotations

import logging
import re
from datetime import datetime, timedelta
from typing import TYPE_CHECKING, Any

from django.conf import settings
from django.utils import timezone

from memo.integrations.whatsapp.client import WhatsAppClient, WhatsAppError
from memo.integrations.whatsapp.texts import w

if TYPE_CHECKING:
    from memo.conversations.models import OutboundMessage, User

logger = logging.getLogger(__name__)

WINDOW = timedelta(hours=24)
MAX_ATTEMPTS = 8  # deliveries of one row before a temporary failure is given up as failed
MAX_TEXT = 4096
MAX_INTERACTIVE_BODY = 1024
MAX_BUTTONS, MAX_BUTTON_TITLE = 3, 20
MAX_ROWS, MAX_ROW_TITLE, MAX_ROW_DESCRIPTION = 10, 24, 72
MAX_TEMPLATE_PARAM = 1000
_NUMBERED = re.compile(r"^\s*1[.)]\s", re.MULTILINE)
_SPACES = re.compile(r"[ \t]{4,}")


def window_open(last_inbound_at: datetime | None, now: datetime | None = None) -> bool:
    """Whether free-form messages may be sent: the user wrote to us within the last 24 hours."""
    return last_inbound_at is not None and (now or timezone.now()) - last_inbound_at < WINDOW


def template_for(msg: OutboundMessage) -> str:
    """Which approved template carries this row when the window is closed (names are settings)."""
    key = msg.idempotency_key
    if key.startswith("brief:"):
        return settings.WHATSAPP_TEMPLATE_BRIEF
    if key.startswith(("reminder:", "overdue:", "nudge:")):
        return settings.WHATSAPP_TEMPLATE_REMINDER
    return settings.WHATSAPP_TEMPLATE_NOTICE


def address_of(user: User) -> dict[str, str]:
    """Who a message goes to, as Graph API fields: {"to": digits} or, without a phone, {"recipient": BSUID}."""
    if user.phone:
        return {"to": user.phone.lstrip("+")}
    if user.bsuid:
        return {"recipient": user.bsuid}
    return {}


def template_body(to: dict[str, str], name: str, language: str, text: str) -> dict[str, Any]:
    """A template message whose one body variable carries `text`.

    Template parameters may not contain newlines, tabs or more than four spaces in a row (Meta
    rejects them, #132018), so a multi-line brief is joined with " · ".
    """
    flat = " · ".join(line.strip() for line in text.splitlines() if line.strip()).replace("\t", " ")
    flat = _SPACES.sub("   ", flat)
    if len(flat) > MAX_TEMPLATE_PARAM:
        flat = flat[:MAX_TEMPLATE_PARAM - 1] + "…"
    code = settings.WHATSAPP_TEMPLATE_LANGUAGE_HE if language == "he" else settings.WHATSAPP_TEMPLATE_LANGUAGE_EN
    return {**to, "type": "template",
            "template": {"name": name, "language": {"code": code},
                         "components": [{"type": "body", "parameters": [{"type": "text", "text": flat or "-"}]}]}}


def text_body(to: dict[str, str], text: str) -> dict[str, Any]:
    return {**to, "type": "text", "text": {"body": text[:MAX_TEXT], "preview_url": False}}


def interactive_body(to: dict[str, str], text: str, options: list[dict[str, Any]],
                     language: str) -> dict[str, Any] | None:
    """Reply buttons (<= 3 short labels) or a list (<= 10); None when neither fits (text fallback)."""
    if not options or len(options) > MAX_ROWS or len(text) > MAX_INTERACTIVE_BODY or not text.strip():
        return None
    labels = [str(o.get("label") or o.get("id")) for o in options]
    ids = [str(o["id"])[:256] for o in options]
    if len(set(ids)) != len(ids):
        return None
    if len(options) <= MAX_BUTTONS and all(len(lb) <= MAX_BUTTON_TITLE for lb in labels) \
            and len(set(labels)) == len(labels):
        buttons = [{"type": "reply", "reply": {"id": i, "title": lb}} for i, lb in zip(ids, labels, strict=True)]
        return {**to, "type": "interactive",
                "interactive": {"type": "button", "body": {"text": text}, "action": {"buttons": buttons}}}
    rows = []
    for n, (i, label) in enumerate(zip(ids, labels, strict=True), 1):
        title = f"{n}. {label}"
        row: dict[str, Any] = {"id": i, "title": _cut(title, MAX_ROW_TITLE)}
        if len(title) > MAX_ROW_TITLE:
            row["description"] = _cut(label, MAX_ROW_DESCRIPTION)
        rows.append(row)
    return {**to, "type": "interactive",
            "interactive": {"type": "list", "body": {"text": text},
                            "action": {"button": w("choose", language),
                                       "sections": [{"title": w("options", language), "rows": rows}]}}}


def with_numbered_options(text: str, options: list[dict[str, Any]], language: str) -> str:
    """The text fallback: options numbered under the text, unless the text already numbers them."""
    if not options:
        return text
    ids = {str(o.get("id")) for o in options}
    if ids <= {"yes", "no"} or _NUMBERED.search(text):
        return text  # yes/no questions say "(yes/no)"; disambiguation texts are numbered templates
    lines = [f"{n}. {o.get('label') or o.get('id')}" for n, o in enumerate(options, 1)]
    numbers = [str(n) for n in range(1, len(options) + 1)]
    spoken = numbers[0] if len(numbers) == 1 else ", ".join(numbers[:-1]) + w("or", language) + numbers[-1]
    return "\n".join([text, "", *lines, w("reply_with_number", language, numbers=spoken)])


def _cut(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[:limit - 1] + "…"


def deliver(msg: OutboundMessage, client: WhatsAppClient | None = None) -> None:
    """Send one outbox row, updating status, error, sent_at and channel_message_id in place (not saved)."""
    from memo.conversations.models import OutboundMessage

    user = msg.thread.user
    to, language = address_of(user), user.language
    if not to:  # cannot happen through the channels (each sets a phone or a BSUID); never sent blind
        msg.status, msg.error = OutboundMessage.Status.FAILED, "the user has neither a phone nor a BSUID"
        return
    client = client or WhatsAppClient.from_settings()
    try:
        if window_open(user.last_inbound_at):
            wamid = _send_free_form(client, msg, to, language)
        else:
            logger.info("WHATSAPP_TEMPLATE outbound=%s: 24-hour window closed", msg.pk)
            wamid = client.send(template_body(to, template_for(msg), language, msg.text))
    except WhatsAppError as exc:
        gave_up = not exc.permanent and msg.attempts >= MAX_ATTEMPTS
        msg.status = OutboundMessage.Status.FAILED if exc.permanent or gave_up else OutboundMessage.Status.PENDING
        msg.error = (f"gave up after {msg.attempts} attempts: " if gave_up else "") + str(exc)
        msg.error = msg.error[:1000]
        logger.warning("WHATSAPP_SEND_FAILED outbound=%s permanent=%s code=%s", msg.pk, exc.permanent, exc.code)
        return
    msg.status, msg.sent_at, msg.channel_message_id, msg.error = (
        OutboundMessage.Status.SENT, timezone.now(), wamid, "")


def _send_free_form(client: WhatsAppClient, msg: OutboundMessage, to: dict[str, str], language: str) -> str:
    options = list(msg.options or [])
    try:
        interactive = interactive_body(to, msg.text, options, language)
        if interactive is not None:
            try:
                return client.send(interactive)
            except WhatsAppError as exc:
                if not (exc.permanent and exc.bad_parameters):
                    raise
                logger.info("WHATSAPP_INTERACTIVE_REFUSED outbound=%s code=%s: sending as text", msg.pk, exc.code)
        return client.send(text_body(to, with_numbered_options(msg.text, options, language)))
    except WhatsAppError as exc:
        if not exc.reengagement:
            raise
        # Our record of the user's last message disagrees with Meta's: the window is closed after all.
        logger.info("WHATSAPP_REENGAGEMENT outbound=%s: resending as a template", msg.pk)
        return client.send(template_body(to, template_for(msg), language, msg.text))
