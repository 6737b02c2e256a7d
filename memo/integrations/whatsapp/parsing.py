"""Webhook bodies -> typed inbound messages and status updates. Pure: no database, no network.

Meta batches: one POST may carry several entries, each with several changes, each with several
messages and statuses. Everything is read defensively (a missing key is a skipped item with a reason,
never an exception), because a body we cannot take apart would be retried by Meta for days.

Every message type is classified once, here, into what the intake does with it:

- ``process``: text, interactive button/list replies, template quick-reply buttons -> a turn;
- ``media``: voice notes / audio and images -> transcribed or analysed first (see ``media.py``);
- ``caption_only``: video and documents -> Memo cannot open them: the caption (if any) is processed and
  the user is told;
- ``revoke``: the user deleted a message -> its stored text is erased (and it is dropped if not yet
  processed);
- ``number_change``: the user moved to a new number -> their account follows;
- ``ignore``: reactions, stickers, locations, contacts cards, orders, edits, identity notices,
  unsupported types. Edits are ignored on purpose: the original was already acted on, and running the
  edited text again could repeat an action (a second reminder).
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any, Literal

logger = logging.getLogger(__name__)

Action = Literal["process", "media", "caption_only", "revoke", "number_change", "ignore"]

_IGNORED_TYPES = {
    "reaction": "reactions are not requests",
    "sticker": "stickers are not requests",
    "location": "locations are not requests",
    "contacts": "contact cards are not requests",
    "order": "orders are not supported",
    "unsupported": "WhatsApp could not deliver this message type",
    "edit": "edits are not re-run (the original was already acted on)",
    "request_welcome": "handled by the first real message",
}


@dataclass(frozen=True)
class Inbound:
    """One inbound WhatsApp message, reduced to what Memo needs."""

    wamid: str
    type: str
    action: Action
    phone: str = ""  # digits as WhatsApp sends them (no '+'); "" when only a business-scoped id came
    user_id: str = ""  # business-scoped user id (BSUID), when present
    name: str = ""
    timestamp: datetime | None = None
    text: str = ""
    interactive_id: str = ""
    reply_to: str = ""
    media_id: str = ""
    mime_type: str = ""
    why: str = ""  # for ignored messages: the reason (logged)
    extra: dict[str, str] = field(default_factory=dict)

    @property
    def kind(self) -> str:
        """Message.kind: the WhatsApp type, with both reply-button kinds as "interactive"."""
        return "interactive" if self.type in ("interactive", "button") else self.type


@dataclass(frozen=True)
class StatusUpdate:
    """A delivery receipt for a message Memo sent: sent, delivered, read, failed (or played)."""

    wamid: str
    status: str
    recipient: str = ""
    timestamp: datetime | None = None
    errors: tuple[dict[str, Any], ...] = ()

    def error_text(self) -> str:
        parts = []
        for err in self.errors:
            details = (err.get("error_data") or {}).get("details", "") if isinstance(err, dict) else ""
            parts.append(f"(#{err.get('code')}) {err.get('title') or err.get('message', '')}"
                         + (f" — {details}" if details else ""))
        return "; ".join(parts)[:1000]

    @property
    def error_codes(self) -> tuple[int, ...]:
        return tuple(e["code"] for e in self.errors if isinstance(e, dict) and isinstance(e.get("code"), int))


@dataclass
class Parsed:
    messages: list[Inbound] = field(default_factory=list)
    statuses: list[StatusUpdate] = field(default_factory=list)
    skipped: list[str] = field(default_factory=list)


def parse_body(body: Any) -> Parsed:
    """Every message and status of a webhook body, in payload order."""
    parsed = Parsed()
    if not isinstance(body, dict) or body.get("object") != "whatsapp_business_account":
        parsed.skipped.append(f"object {body.get('object') if isinstance(body, dict) else type(body).__name__!r}")
        return parsed
    for entry in _list(body.get("entry")):
        for change in _list(entry.get("changes")):
            value = change.get("value") if isinstance(change.get("value"), dict) else {}
            if change.get("field") != "messages":
                parsed.skipped.append(f"field {change.get('field')!r}")
                continue
            for err in _list(value.get("errors")):
                logger.warning("WHATSAPP_WEBHOOK_ERROR code=%s title=%s", err.get("code"), err.get("title"))
            contacts = _list(value.get("contacts"))
            for raw in _list(value.get("messages")):
                message = _message(raw, contacts)
                if message is None:
                    parsed.skipped.append("message without id")
                else:
                    parsed.messages.append(message)
            for raw in _list(value.get("statuses")):
                if raw.get("id") and raw.get("status"):
                    parsed.statuses.append(StatusUpdate(
                        wamid=str(raw["id"]), status=str(raw["status"]),
                        recipient=str(raw.get("recipient_id") or raw.get("recipient_user_id") or ""),
                        timestamp=_time(raw.get("timestamp")), errors=tuple(_list(raw.get("errors")))))
                else:
                    parsed.skipped.append("status without id")
    return parsed


def _list(value: Any) -> list[dict[str, Any]]:
    return [v for v in value if isinstance(v, dict)] if isinstance(value, list) else []


def _time(value: Any) -> datetime | None:
    try:
        return datetime.fromtimestamp(int(value), tz=UTC)
    except (TypeError, ValueError, OverflowError, OSError):
        return None


def _digits(value: Any) -> str:
    text = str(value or "").strip().lstrip("+")
    return text if text.isdigit() and 6 <= len(text) <= 15 else ""


def _sender(raw: dict[str, Any], contacts: list[dict[str, Any]]) -> tuple[str, str, str]:
    """(phone digits, business-scoped id, profile name) of the sender.

    `from` is the phone when present. Payloads with business-scoped ids may carry the phone only in
    `contacts` (matched by user id), or no phone at all.
    """
    user_id = str(raw.get("from_user_id") or "")
    phone = _digits(raw.get("from"))
    contact: dict[str, Any] | None = None
    for c in contacts:
        if (phone and _digits(c.get("wa_id")) == phone) or (user_id and c.get("user_id") == user_id):
            contact = c
            break
    if contact is None and len(contacts) == 1:
        contact = contacts[0]
    if contact is not None:
        phone = phone or _digits(contact.get("wa_id"))
        user_id = user_id or str(contact.get("user_id") or "")
    profile = contact.get("profile") if contact and isinstance(contact.get("profile"), dict) else {}
    return phone, user_id, str(profile.get("name") or "")[:120]


def _message(raw: dict[str, Any], contacts: list[dict[str, Any]]) -> Inbound | None:
    wamid = str(raw.get("id") or "")
    if not wamid:
        return None
    phone, user_id, name = _sender(raw, contacts)
    context = raw.get("context") if isinstance(raw.get("context"), dict) else {}
    base: dict[str, Any] = {"wamid": wamid, "phone": phone, "user_id": user_id, "name": name,
                            "timestamp": _time(raw.get("timestamp")), "reply_to": str(context.get("id") or "")}
    kind = str(raw.get("type") or "unknown")
    body = raw.get(kind) if isinstance(raw.get(kind), dict) else {}
    if kind == "text":
        return Inbound(type=kind, action="process", text=str(body.get("body") or ""), **base)
    if kind == "interactive":
        reply_type = str(body.get("type") or "")
        reply = body.get(reply_type) if isinstance(body.get(reply_type), dict) else {}
        if reply_type in ("button_reply", "list_reply") and reply.get("id"):
            return Inbound(type=kind, action="process", text=str(reply.get("title") or ""),
                           interactive_id=str(reply["id"]), **base)
        return Inbound(type=kind, action="ignore", why=f"interactive {reply_type or 'without a reply'}", **base)
    if kind == "button":  # a template's quick-reply button
        return Inbound(type=kind, action="process", text=str(body.get("text") or ""),
                       interactive_id=str(body.get("payload") or ""), **base)
    if kind in ("audio", "image"):
        return Inbound(type=kind, action="media", media_id=str(body.get("id") or ""),
                       mime_type=str(body.get("mime_type") or ""), text=str(body.get("caption") or ""),
                       extra={"voice": "1" if body.get("voice") else ""}, **base)
    if kind in ("video", "document"):
        return Inbound(type=kind, action="caption_only", text=str(body.get("caption") or ""),
                       media_id=str(body.get("id") or ""), **base)
    if kind == "revoke":
        return Inbound(type=kind, action="revoke", extra={"original": str(body.get("original_message_id") or "")},
                       **base)
    if kind == "system":
        if body.get("type") == "user_changed_number" and _digits(body.get("wa_id")):
            return Inbound(type=kind, action="number_change", extra={"new_phone": _digits(body.get("wa_id"))},
                           **base)
        return Inbound(type=kind, action="ignore", why=f"system notice {body.get('type')!r}", **base)
    return Inbound(type=kind, action="ignore", why=_IGNORED_TYPES.get(kind, f"unknown type {kind!r}"), **base)
