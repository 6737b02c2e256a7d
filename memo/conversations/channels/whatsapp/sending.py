"""The delivery of one outbox row over WhatsApp (the outbox's WhatsApp path).

The Graph API bodies are built by `memo.integrations.whatsapp.messages`; this module decides which:

- Options become interactive reply buttons or a list; more options, a body too long for an
  interactive message, or Meta refusing the interactive one fall back to plain text with numbered
  options ("Reply with a number: 1, 2 or 3"), which the HITL reply parser reads.
- The 24-hour customer-service window: when it is closed (or Meta says so, #131047) the row goes out as
  an approved template instead: reminders/nudges/overdue notices as WHATSAPP_TEMPLATE_REMINDER, the
  morning brief as WHATSAPP_TEMPLATE_BRIEF, anything else as WHATSAPP_TEMPLATE_NOTICE, in the user's
  language.
- The recipient: `to` with the phone's digits when the user has a phone, else `recipient` with their
  business-scoped user id (a WhatsApp user with a username may have given us no phone).
- Temporary failures leave the row pending (the recovery sweep re-sends it) until MAX_ATTEMPTS;
  permanent ones mark it failed with Meta's error, visible in the admin.
"""

from __future__ import annotations

import logging
import re
from typing import TYPE_CHECKING, Any

from django.conf import settings
from django.utils import timezone

from memo.conversations.channels.whatsapp.texts import w
from memo.integrations.whatsapp.client import WhatsAppClient, WhatsAppError
from memo.integrations.whatsapp.messages import interactive_body, template_body, text_body, window_open

if TYPE_CHECKING:
    from memo.conversations.models import OutboundMessage, User

logger = logging.getLogger(__name__)

MAX_ATTEMPTS = 8  # deliveries of one row before a temporary failure is given up as failed
_NUMBERED = re.compile(r"^\s*1[.)]\s", re.MULTILINE)


# Meta's field for data of our own that comes back in the message's status webhooks (max 512 characters).
CALLBACK_FIELD = "biz_opaque_callback_data"
_CALLBACK = re.compile(r"^memo:out:(\d+)$")


def callback_data(outbound_id: int) -> str:
    return f"memo:out:{outbound_id}"


def outbound_of(data: str) -> int | None:
    """The outbox row a receipt's callback data names, if it is one of ours."""
    match = _CALLBACK.match(data or "")
    return int(match.group(1)) if match else None


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


def options_body(to: dict[str, str], text: str, options: list[dict[str, Any]],
                 language: str) -> dict[str, Any] | None:
    """Reply buttons or a list in the user's language; None when neither fits (text fallback)."""
    return interactive_body(to, text, options, list_button=w("choose", language), list_section=w("options", language))


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


def deliver(msg: OutboundMessage, client: WhatsAppClient | None = None) -> None:
    """Send one outbox row, updating status, error, sent_at and channel_message_id in place (not saved)."""
    from memo.conversations.models import OutboundMessage

    user = msg.thread.user
    to, language = address_of(user), user.language
    if not to:  # cannot happen through the channels (each sets a phone or a BSUID); never sent blind
        msg.status, msg.error = OutboundMessage.Status.FAILED, "the user has neither a phone nor a BSUID"
        return
    client = client or WhatsAppClient.from_settings()
    # Every body carries the row it delivers: Meta echoes it in the message's receipts, so a send whose
    # answer was lost (a timeout, a worker killed mid-send) is recognised when its receipt arrives.
    to = {**to, CALLBACK_FIELD: callback_data(msg.pk)}
    try:
        if window_open(user.last_inbound_at):
            wamid = _send_free_form(client, msg, to, language)
        else:
            logger.info("WHATSAPP_TEMPLATE outbound=%s: 24-hour window closed", msg.pk)
            wamid = client.send(template_body(to, template_for(msg), language, msg.text))
    except WhatsAppError as exc:
        if exc.unconfirmed:
            # Sending again could deliver it twice. The row stays claimed: its receipt marks it sent
            # (statuses.py); with no receipt by the end of the claim, the recovery sweep sends it again.
            msg.status, msg.error = OutboundMessage.Status.SENDING, f"waiting for WhatsApp's receipt: {exc}"[:1000]
            logger.warning("WHATSAPP_SEND_UNCONFIRMED outbound=%s: %s", msg.pk, exc)
            return
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
        interactive = options_body(to, msg.text, options, language)
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
