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

Every string is taken through `text()`: a JSON body may carry a NUL ("\\u0000") or a lone surrogate
("\\ud800"), which PostgreSQL cannot store, and a list where a string belongs, which is never turned
into its repr (a deeply nested one would exhaust the stack). Cleaned fields are named in the log; a
message id that needed cleaning, or is longer than the column, refuses its message (the id is the
dedupe key, so it is never invented). Text longer than WhatsApp's own limit is cut with a visible
marker (and the intake tells the user).
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from typing import Any, Literal

logger = logging.getLogger(__name__)

# WhatsApp's own limit on one text message: the webhook body may carry more (its limit is bytes), and
# anything beyond this is cut rather than stored whole.
MAX_TEXT_CHARS = 65_536
MAX_ID_CHARS = 200  # Message.channel_message_id, reply_to_channel_id, interactive_id
_SURROGATE = re.compile("[\ud800-\udfff]")

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
    cut: int = 0  # characters of the text left out (over MAX_TEXT_CHARS)
    cleaned: tuple[str, ...] = ()  # fields that carried NUL or lone surrogates (logged)

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
    callback_data: str = ""  # biz_opaque_callback_data the message was sent with, echoed back by Meta

    def error_text(self) -> str:
        parts = []
        for err in self.errors:
            if not isinstance(err, dict):
                continue
            data = err.get("error_data")
            # Meta documents an object; a string has been seen too, and is the details themselves.
            details = text(data.get("details") if isinstance(data, dict) else data)
            parts.append(f"(#{text(err.get('code'))}) {text(err.get('title') or err.get('message'))}"
                         + (f" — {details}" if details else ""))
        return "; ".join(parts)[:1000]

    @property
    def error_codes(self) -> tuple[int, ...]:
        return tuple(e["code"] for e in self.errors if isinstance(e, dict) and isinstance(e.get("code"), int))


@dataclass
class Parsed:
    messages: list[Inbound] = field(default_factory=list)
    statuses: list[StatusUpdate] = field(default_factory=list)
    skipped: list[str] = field(default_factory=list)  # on purpose (other fields, other objects): logged as info
    refused: list[str] = field(default_factory=list)  # malformed parts: logged as warnings


def parse_body(body: Any) -> Parsed:
    """Every message and status of a webhook body, in payload order. Never raises on a malformed part."""
    parsed = Parsed()
    if not isinstance(body, dict) or body.get("object") != "whatsapp_business_account":
        parsed.skipped.append(f"object {text(body.get('object')) if isinstance(body, dict) else type(body).__name__!r}")
        return parsed
    for entry in _list(body.get("entry")):
        for change in _list(entry.get("changes")):
            value = change.get("value") if isinstance(change.get("value"), dict) else {}
            if change.get("field") != "messages":
                parsed.skipped.append(f"field {text(change.get('field'))!r}")
                continue
            if not value:
                parsed.refused.append("a messages change without a value object")
            for err in _list(value.get("errors")):
                logger.warning("WHATSAPP_WEBHOOK_ERROR code=%s title=%s", text(err.get("code")), text(err.get("title")))
            contacts = _list(value.get("contacts"))
            for raw in _items(value.get("messages"), "message", parsed):
                message = _message(raw, contacts)
                if isinstance(message, str):
                    parsed.refused.append(message)
                else:
                    parsed.messages.append(message)
            for raw in _items(value.get("statuses"), "status", parsed):
                update = _status(raw)
                if isinstance(update, str):
                    parsed.refused.append(update)
                else:
                    parsed.statuses.append(update)
    return parsed


def text(value: Any, limit: int | None = None) -> str:
    """A scalar of the body as text PostgreSQL can store; "" for a missing value, a list or an object.

    NUL is removed (PostgreSQL text cannot hold it) and lone surrogates become U+FFFD (they cannot be
    encoded as UTF-8); a surrogate pair that arrived as two halves is joined back into its character.
    """
    if isinstance(value, str):
        result = value
    elif isinstance(value, bool) or value is None:
        result = ""
    elif isinstance(value, int | float):
        result = str(value)
    else:
        return ""
    if "\x00" in result:
        result = result.replace("\x00", "")
    if _SURROGATE.search(result):
        result = result.encode("utf-16-le", "surrogatepass").decode("utf-16-le", "replace")
    return result[:limit] if limit is not None else result


def is_clean(value: Any) -> bool:
    """False for a string `text()` has to change (NUL or lone surrogates in it)."""
    return not isinstance(value, str) or ("\x00" not in value and not _SURROGATE.search(value))


def cut(value: str) -> tuple[str, int]:
    """(`value` within MAX_TEXT_CHARS, with a visible marker when cut; how many characters were left out)."""
    if len(value) <= MAX_TEXT_CHARS:
        return value, 0
    left_out = len(value) - MAX_TEXT_CHARS
    return f"{value[:MAX_TEXT_CHARS]}\n… [cut: {left_out:,} more characters]", left_out


def _items(value: Any, what: str, parsed: Parsed) -> list[dict[str, Any]]:
    """The objects of a list of messages or statuses; anything else in it is refused (logged)."""
    if value is None:
        return []
    if not isinstance(value, list):
        parsed.refused.append(f"{what}s that are not a list")
        return []
    items = [v for v in value if isinstance(v, dict)]
    if len(items) < len(value):
        parsed.refused.append(f"{len(value) - len(items)} {what}(s) that are not objects")
    return items


def _status(raw: dict[str, Any]) -> StatusUpdate | str:
    """A receipt, or why it is refused. Its errors are kept as flat, clean objects of Meta's shape (they
    are logged, stored in the outbox row and passed to a retry task as JSON)."""
    wamid, state = raw.get("id"), text(raw.get("status"), 20)
    if not wamid or not state:
        return "status without id or status"
    if not isinstance(wamid, str) or not is_clean(wamid) or len(wamid) > MAX_ID_CHARS:
        return f"status with a malformed message id {ascii(text(wamid, 40))}"
    errors = []
    for err in _list(raw.get("errors")):
        data = err.get("error_data")
        code = err.get("code")
        errors.append({"code": code if isinstance(code, int) and not isinstance(code, bool) else text(code, 20),
                       "title": text(err.get("title"), 300), "message": text(err.get("message"), 300),
                       "error_data": {"details": text(data.get("details") if isinstance(data, dict) else data, 500)}})
    return StatusUpdate(wamid=wamid, status=state,
                        recipient=text(raw.get("recipient_id") or raw.get("recipient_user_id"), 140),
                        timestamp=_time(raw.get("timestamp")), errors=tuple(errors),
                        callback_data=text(raw.get("biz_opaque_callback_data"), 512))


def _list(value: Any) -> list[dict[str, Any]]:
    return [v for v in value if isinstance(v, dict)] if isinstance(value, list) else []


def _time(value: Any) -> datetime | None:
    try:
        return datetime.fromtimestamp(int(value), tz=UTC)
    except (TypeError, ValueError, OverflowError, OSError):
        return None


def _digits(value: Any) -> str:
    digits = text(value).strip().lstrip("+")
    return digits if digits.isascii() and digits.isdigit() and 6 <= len(digits) <= 15 else ""


Read = Callable[..., str]


def _sender(raw: dict[str, Any], contacts: list[dict[str, Any]], read: Read) -> tuple[str, str, str]:
    """(phone digits, business-scoped id, profile name) of the sender.

    `from` is the phone when present. Payloads with business-scoped ids may carry the phone only in
    `contacts` (matched by user id), or no phone at all.
    """
    user_id = read("from_user_id", raw.get("from_user_id"))
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
        user_id = user_id or read("user_id", contact.get("user_id"))
    profile = contact.get("profile") if contact and isinstance(contact.get("profile"), dict) else {}
    return phone, user_id, read("name", profile.get("name"), 120)


def _message(raw: dict[str, Any], contacts: list[dict[str, Any]]) -> Inbound | str:
    """One message, or why it is refused."""
    wamid = raw.get("id")
    if not wamid:
        return "message without id"
    if not isinstance(wamid, str) or not is_clean(wamid) or len(wamid) > MAX_ID_CHARS:
        return f"message with a malformed id {ascii(text(wamid, 40))}"
    cleaned: list[str] = []

    def read(label: str, value: Any, limit: int | None = None) -> str:
        if not is_clean(value):
            cleaned.append(label)
        return text(value, limit)

    phone, user_id, name = _sender(raw, contacts, read)
    context = raw.get("context") if isinstance(raw.get("context"), dict) else {}
    reply_to = read("context", context.get("id"))
    base: dict[str, Any] = {"wamid": wamid, "phone": phone, "user_id": user_id, "name": name,
                            "timestamp": _time(raw.get("timestamp")),
                            # Longer than any id we store, so never one of our messages.
                            "reply_to": reply_to if len(reply_to) <= MAX_ID_CHARS else ""}
    kind = read("type", raw.get("type"), 40) or "unknown"
    body = raw.get(kind) if isinstance(raw.get(kind), dict) else {}
    message = _classify(kind, body, base, read)
    words, left_out = cut(message.text)
    return replace(message, text=words, cut=left_out, cleaned=tuple(dict.fromkeys(cleaned)))


def _classify(kind: str, body: dict[str, Any], base: dict[str, Any], read: Read) -> Inbound:
    if kind == "text":
        words = read("text", body.get("body"))
        if not words:
            return Inbound(type=kind, action="ignore", why="a text message without a body", **base)
        return Inbound(type=kind, action="process", text=words, **base)
    if kind == "interactive":
        reply_type = read("interactive", body.get("type"), 40)
        reply = body.get(reply_type) if isinstance(body.get(reply_type), dict) else {}
        if reply_type in ("button_reply", "list_reply") and text(reply.get("id")):
            return Inbound(type=kind, action="process", text=read("title", reply.get("title")),
                           interactive_id=read("reply id", reply.get("id"), MAX_ID_CHARS), **base)
        return Inbound(type=kind, action="ignore", why=f"interactive {reply_type or 'without a reply'}", **base)
    if kind == "button":  # a template's quick-reply button
        return Inbound(type=kind, action="process", text=read("button", body.get("text")),
                       interactive_id=read("payload", body.get("payload"), MAX_ID_CHARS), **base)
    if kind in ("audio", "image"):
        return Inbound(type=kind, action="media", media_id=read("media id", body.get("id"), MAX_ID_CHARS),
                       mime_type=read("mime_type", body.get("mime_type"), 100),
                       text=read("caption", body.get("caption")),
                       extra={"voice": "1" if body.get("voice") else ""}, **base)
    if kind in ("video", "document"):
        return Inbound(type=kind, action="caption_only", text=read("caption", body.get("caption")),
                       media_id=read("media id", body.get("id"), MAX_ID_CHARS), **base)
    if kind == "revoke":
        original = read("original id", body.get("original_message_id"), MAX_ID_CHARS)
        return Inbound(type=kind, action="revoke", extra={"original": original}, **base)
    if kind == "system":
        if body.get("type") == "user_changed_number" and _digits(body.get("wa_id")):
            return Inbound(type=kind, action="number_change", extra={"new_phone": _digits(body.get("wa_id"))},
                           **base)
        return Inbound(type=kind, action="ignore", why=f"system notice {text(body.get('type'), 40)!r}", **base)
    return Inbound(type=kind, action="ignore", why=_IGNORED_TYPES.get(kind, f"unknown type {kind!r}"), **base)
