"""Gmail's wire format and search language for the fake Gmail (tests/support/fake_gmail.py).

- `StoredMail`: one message as the fake keeps it (the RFC 822 bytes and Gmail's bookkeeping), and
  `resource()` building what messages.get answers in each format: "minimal", "metadata", "full"
  (the payload parts tree, header values as they stand in the message, bodies as base64url of the
  decoded bytes) and "raw";
- `matches()`: the part of Gmail's search language tests need (see `parse_query`).

The fake reads mail with the standard library only (never with the code under test), so a mistake in
Memo's own MIME code cannot hide behind the same mistake here.
"""

from __future__ import annotations

import base64
import email
import email.header
import email.policy
import html
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from email.message import EmailMessage, Message
from typing import Any

SYSTEM_LABELS = ("INBOX", "SENT", "DRAFT", "TRASH", "SPAM", "UNREAD", "STARRED", "IMPORTANT",
                 "CATEGORY_PERSONAL", "CATEGORY_SOCIAL", "CATEGORY_PROMOTIONS", "CATEGORY_UPDATES",
                 "CATEGORY_FORUMS")
_TOKEN = re.compile(r'(-?)(?:([a-z_]+):("[^"]*"|\S+)|"([^"]*)"|(\S+))', re.IGNORECASE)


def b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode("ascii")


def from_b64url(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


@dataclass
class StoredMail:
    """A message in the fake mailbox."""

    id: str
    thread_id: str
    labels: list[str]
    raw: bytes
    internal_date: int  # epoch milliseconds, when Gmail received (or sent) it
    history_id: int
    seq: int  # arrival order, to keep "newest first" stable for equal dates
    parsed: EmailMessage = field(init=False)

    def __post_init__(self) -> None:
        self.parsed = email.message_from_bytes(self.raw, policy=email.policy.default)  # type: ignore[assignment]

    # --- what Gmail derives from the bytes ------------------------------------------------------
    def header(self, name: str) -> str:
        value = self.parsed.get(name)
        return " ".join(str(value).split()) if value is not None else ""

    def text(self) -> str:
        body = self.parsed.get_body(preferencelist=("plain", "html"))
        if body is None:
            return ""
        content = body.get_content()
        if body.get_content_subtype() == "html":
            content = html.unescape(re.sub(r"<(script|style)\b.*?</\1>|<[^>]+>", " ", content, flags=re.S | re.I))
        return content

    def snippet(self) -> str:
        return html.escape(" ".join(self.text().split())[:200])  # Gmail escapes snippets as HTML

    def attachments(self) -> list[str]:
        return [part.get_filename() or "" for part in self.parsed.iter_attachments()]

    # --- messages.get ---------------------------------------------------------------------------
    def resource(self, fmt: str = "full", metadata_headers: list[str] | None = None) -> dict[str, Any]:
        resource: dict[str, Any] = {"id": self.id, "threadId": self.thread_id, "labelIds": list(self.labels)}
        if fmt == "minimal":
            return resource
        resource.update(snippet=self.snippet(), sizeEstimate=len(self.raw), historyId=str(self.history_id),
                        internalDate=str(self.internal_date))
        if fmt == "raw":
            resource["raw"] = b64url(self.raw)
            return resource
        message = email.message_from_bytes(self.raw, policy=email.policy.compat32)  # headers as sent
        if fmt == "metadata":
            wanted = {h.lower() for h in metadata_headers or []}
            headers = [h for h in _raw_headers(message) if not wanted or h["name"].lower() in wanted]
            resource["payload"] = {"partId": "", "mimeType": message.get_content_type(), "filename": "",
                                   "headers": headers, "body": {"size": 0}}
            return resource
        resource["payload"] = _part(message, "")
        return resource


def _raw_headers(message: Message) -> list[dict[str, str]]:
    headers = []
    for name, value in message.raw_items():
        if isinstance(value, str) and any("\udc80" <= c <= "\udcff" for c in value):
            value = value.encode("ascii", "surrogateescape").decode("utf-8", "replace")  # 8-bit header
        headers.append({"name": name, "value": re.sub(r"\r?\n(?=[ \t])", "", str(value))})  # unfolded
    return headers


def _part(message: Message, part_id: str) -> dict[str, Any]:
    """One node of Gmail's payload tree: partId "", "0", "0.1"...; attachments by attachmentId only."""
    node: dict[str, Any] = {"partId": part_id, "mimeType": message.get_content_type(),
                            "filename": _filename(message), "headers": _raw_headers(message)}
    if message.get_content_type() == "message/rfc822":
        inner = message.get_payload()
        size = len(inner[0].as_bytes()) if isinstance(inner, list) and inner else 0
        node["body"] = {"attachmentId": f"ANGjdJ-{part_id or 'root'}", "size": size}
    elif message.is_multipart():
        node["body"] = {"size": 0}
        prefix = f"{part_id}." if part_id else ""
        node["parts"] = [_part(child, f"{prefix}{i}") for i, child in enumerate(message.get_payload())]
    else:
        data = message.get_payload(decode=True) or b""
        if node["filename"]:
            node["body"] = {"attachmentId": f"ANGjdJ-{part_id or 'root'}", "size": len(data)}
        else:
            node["body"] = {"size": len(data), **({"data": b64url(data)} if data else {})}
    return node


def _filename(message: Message) -> str:
    name = message.get_filename() or ""
    return str(email.header.make_header(email.header.decode_header(name))) if name else ""


# --- search ---------------------------------------------------------------------------------------
Term = tuple[bool, str, str]  # (negated, operator or "" for a word, value)


def parse_query(query: str) -> list[Term]:
    """Gmail search terms: from: to: cc: subject: (name or address, substring; quoted values), is:unread
    is:read is:starred, in:inbox in:trash in:sent in:drafts in:spam in:anywhere, label:NAME,
    has:attachment, newer_than:/older_than: (Nd, Nm, Ny), after:/before: (epoch seconds or
    YYYY/MM/DD, UTC), "quoted phrases", plain words; a leading "-" negates. Every term must hold (the
    fake's list splits "a OR b" first, and either side may match)."""
    terms: list[Term] = []
    for negated, operator, value, phrase, word in _TOKEN.findall(query):
        if operator:
            terms.append((bool(negated), operator.lower(), value.strip('"')))
        else:
            terms.append((bool(negated), "", phrase if phrase else word))
    return terms


def matches(mail: StoredMail, terms: list[Term], *, own_address: str,
            label_named: Callable[[str], str | None], now: datetime) -> bool:
    """Whether `mail` answers the query; trash and spam only when the query asks for them."""
    wanted_folders = {v.lower() for neg, op, v in terms if op == "in" and not neg}
    if "anywhere" not in wanted_folders:
        for folder in ("TRASH", "SPAM"):
            if folder in mail.labels and folder.lower() not in wanted_folders:
                return False
    return all(_holds(mail, op, value, own_address, label_named, now) != negated for negated, op, value in terms)


def _holds(mail: StoredMail, op: str, value: str, own: str, label_named: Callable[[str], str | None],
           now: datetime) -> bool:
    needle = value.casefold()
    if op in ("from", "to", "cc", "bcc"):
        names = {"to": ("To", "Cc", "Bcc")}.get(op, (op.capitalize(),))
        if needle == "me":
            needle = own.casefold()
        return any(needle in mail.header(name).casefold() for name in names)
    if op == "subject":
        return needle in mail.header("Subject").casefold()
    if op == "is":
        label = {"unread": "UNREAD", "starred": "STARRED", "important": "IMPORTANT"}.get(needle)
        if needle == "read":
            return "UNREAD" not in mail.labels
        return label is not None and label in mail.labels
    if op == "in":
        if needle == "anywhere":
            return True
        return {"drafts": "DRAFT"}.get(needle, needle.upper()) in mail.labels
    if op == "label":
        label_id = label_named(value)
        return label_id is not None and label_id in mail.labels
    if op == "has":
        return needle == "attachment" and bool(mail.attachments())
    if op in ("newer_than", "older_than"):
        found = re.fullmatch(r"(\d+)([dmy])", needle)
        if not found:
            return False
        days = int(found[1]) * {"d": 1, "m": 31, "y": 366}[found[2]]
        moment = (now - timedelta(days=days)).timestamp() * 1000
        return mail.internal_date > moment if op == "newer_than" else mail.internal_date < moment
    if op in ("after", "before"):
        moment = _query_time(value)
        if moment is None:
            return False
        return mail.internal_date >= moment * 1000 if op == "after" else mail.internal_date < moment * 1000
    if op:  # an operator the fake does not know: Gmail would treat "foo:bar" as words
        needle = f"{op}:{value}".casefold()
    searchable = " ".join([mail.header("Subject"), mail.header("From"), mail.header("To"), mail.header("Cc"),
                           mail.text(), *mail.attachments()]).casefold()
    return needle in searchable


def _query_time(value: str) -> float | None:
    if value.isdigit():
        return float(value)
    found = re.fullmatch(r"(\d{4})[/-](\d{1,2})[/-](\d{1,2})", value)
    if not found:
        return None
    return datetime(int(found[1]), int(found[2]), int(found[3]), tzinfo=UTC).timestamp()
