"""A fake of Gmail v1's REST paths in Gmail's wire format, served by `FakeGoogle` (tests/support/fake_google.py).

The same server, Bearer-token check, `fail_next` / `stall_next` / `hold_after` (give them a path such
as "/gmail/", "/gmail/v1/users/me/drafts/send" or "/batch/") and request recording as Calendar; the
mailbox is `fake.gmail`, a `FakeGmail`.

Paths under /gmail/v1/users/me/ ("me" or the owner's address): profile; messages list (q, labelIds,
maxResults, pageToken, includeSpamTrash) / get (format full|metadata|minimal|raw, metadataHeaders) /
send / modify / batchModify / trash / untrash; drafts create / list / get / send (the draft is gone
after: a second send is 404) / delete; labels list / create (409 on a taken name); threads get;
history list (startHistoryId, historyTypes, labelId; 404 when the id is older than the fake keeps).
POST /batch/gmail/v1 (and /batch) is Google's batch endpoint: multipart/mixed of HTTP requests,
answered multipart/mixed with Content-ID "<response-...>"; each part is recorded in the batch
request's `parts` and `fail_next` applies to parts too. The search language is in fake_gmail_wire.

Helpers for tests, on `fake.gmail`:
- `seed_mail(sender=, to=, subject=, body=, html=None, attachments=(), labels=("INBOX", "UNREAD"),
  thread_id=None, message_id=None, references=None, date=None)` delivers a real RFC 822 message and
  returns its "full" resource (body "" with `html`: an HTML-only mail; attachments are filenames or
  (filename, bytes[, mime type]); labels are label ids or user label names, created when new);
- `sent_mail()` the messages sent (drafts.send or messages.send), parsed as EmailMessage, oldest first;
- `drafts()` [{"id", "message": {"id", "threadId", "labelIds"}, "email": EmailMessage}];
- `labels_of(message_id)`, `message(message_id)` (the StoredMail), `gmail_requests()`;
- `forget_history()`: history before now is no longer kept (history.list from an older id is 404).
"""

from __future__ import annotations

import email
import email.policy
import json
import re
import secrets
import threading
from datetime import UTC, datetime
from email.message import EmailMessage
from email.utils import format_datetime, getaddresses, make_msgid
from typing import TYPE_CHECKING, Any
from urllib.parse import parse_qs, unquote, urlsplit

from tests.support.fake_gmail_wire import SYSTEM_LABELS, StoredMail, from_b64url, matches, parse_query

if TYPE_CHECKING:
    from tests.support.fake_google import Answer, FakeGoogle, Recorded

GMAIL_PREFIX = "/gmail/v1/"
BATCH_PATHS = ("/batch/gmail/v1", "/batch")


def gmail_error(status: int, reason: str, message: str, state: str) -> dict[str, Any]:
    return {"error": {"code": status, "message": message, "errors": [{"message": message, "domain": "global",
                                                                       "reason": reason}], "status": state}}


NOT_FOUND: Answer = (404, gmail_error(404, "notFound", "Requested entity was not found.", "NOT_FOUND"), {})


def _bad(message: str) -> Answer:
    return 400, gmail_error(400, "invalidArgument", message, "INVALID_ARGUMENT"), {}


class FakeGmail:
    """The mailbox of `owner.email`, and Gmail's REST paths on it."""

    def __init__(self, owner: FakeGoogle) -> None:
        self.owner = owner
        self._lock: threading.RLock = owner._lock
        self.messages: dict[str, StoredMail] = {}
        self._drafts: dict[str, str] = {}  # draft id -> message id
        self._sent: list[str] = []
        self.user_labels: dict[str, dict[str, Any]] = {}
        self.history_id = 1000
        self.history_floor = 1000  # the oldest startHistoryId history.list still answers
        self._history: list[dict[str, Any]] = []
        self._seq = 0

    # --- helpers for tests ------------------------------------------------------------------------
    def seed_mail(self, *, sender: str, to: str | list[str], subject: str, body: str, html: str | None = None,
                  attachments: tuple[Any, ...] | list[Any] = (),
                  labels: tuple[str, ...] | list[str] = ("INBOX", "UNREAD"),
                  thread_id: str | None = None, message_id: str | None = None, references: str | None = None,
                  date: datetime | None = None) -> dict[str, Any]:
        """Deliver a mail to the mailbox as Gmail would store it; returns its "full" resource."""
        message = EmailMessage(policy=email.policy.SMTP)
        message["From"] = sender
        message["To"] = to if isinstance(to, str) else ", ".join(to)
        message["Subject"] = subject
        moment = date or datetime.now(UTC)
        message["Date"] = format_datetime(moment)
        domain = getaddresses([sender])[0][1].rpartition("@")[2] or "example.com"
        message["Message-ID"] = message_id or make_msgid(domain=domain)
        if references:
            message["References"] = references
            message["In-Reply-To"] = references.split()[-1]
        if html is not None and not body:
            message.set_content(html, subtype="html", charset="utf-8")
        else:
            message.set_content(body, charset="utf-8")
            if html is not None:
                message.add_alternative(html, subtype="html", charset="utf-8")
        for attachment in attachments:
            name, data, kind = (attachment, b"attachment content", "application/octet-stream") \
                if isinstance(attachment, str) else (tuple(attachment) + ("application/octet-stream",))[:3]
            maintype, _, subtype = kind.partition("/")
            message.add_attachment(data, maintype=maintype, subtype=subtype, filename=name)
        with self._lock:
            label_ids = [self._label_id(label) for label in labels]
            stored = self._store(message.as_bytes(), label_ids, thread_id, int(moment.timestamp() * 1000))
            return stored.resource("full")

    def sent_mail(self) -> list[EmailMessage]:
        with self._lock:
            return [self._parsed(self.messages[i].raw) for i in self._sent if i in self.messages]

    def sent_ids(self) -> list[str]:
        """The ids of the messages sent, oldest first (for their thread and labels)."""
        with self._lock:
            return [i for i in self._sent if i in self.messages]

    def drafts(self) -> list[dict[str, Any]]:
        with self._lock:
            return [{"id": d, "message": self.messages[m].resource("minimal"),
                     "email": self._parsed(self.messages[m].raw)} for d, m in self._drafts.items()]

    def labels_of(self, message_id: str) -> list[str]:
        with self._lock:
            return list(self.messages[message_id].labels)

    def message(self, message_id: str) -> StoredMail:
        return self.messages[message_id]

    def gmail_requests(self) -> list[Recorded]:
        return [r for r in self.owner.requests if r.path.startswith(GMAIL_PREFIX) or r.path.startswith(BATCH_PATHS)]

    def forget_history(self) -> None:
        with self._lock:
            # As after changes Gmail no longer keeps: every id handed out so far is too old, the current one
            # (what users.getProfile says now) is a valid place to start again.
            self.history_id += 1
            self.history_floor = self.history_id
            self._history.clear()

    # --- state --------------------------------------------------------------------------------------
    @staticmethod
    def _parsed(raw: bytes) -> EmailMessage:
        return email.message_from_bytes(raw, policy=email.policy.default)  # type: ignore[return-value]

    def _next_history(self) -> int:
        self.history_id += 1
        return self.history_id

    def _label_id(self, label: str) -> str:
        if label in SYSTEM_LABELS or label in self.user_labels:
            return label
        return self._find_label(label) or self._create_label(label)[1]["id"]

    def _find_label(self, name: str) -> str | None:
        """A label id by name, as label:NAME finds it (case-insensitive; "-" matches a space or "/")."""
        wanted = name.casefold().replace(" ", "-").replace("/", "-")
        for label_id in SYSTEM_LABELS:
            if label_id.casefold() == wanted:
                return label_id
        for label in self.user_labels.values():
            if label["name"].casefold().replace(" ", "-").replace("/", "-") == wanted:
                return label["id"]
        return None

    def _store(self, raw: bytes, labels: list[str], thread_id: str | None, internal_date: int) -> StoredMail:
        self._seq += 1
        message_id = f"{0x18c0000000000000 + self._seq * 7919 + secrets.randbelow(7000):x}"
        thread = thread_id if thread_id and any(m.thread_id == thread_id for m in self.messages.values()) else None
        stored = StoredMail(message_id, "", list(dict.fromkeys(labels)), raw, internal_date, 0, self._seq)
        if thread is None:  # a reply joins the thread of the message it names, as Gmail threads them
            named = set(stored.header("References").split()) | set(stored.header("In-Reply-To").split())
            thread = next((m.thread_id for m in self.messages.values() if m.header("Message-ID") in named), None)
        stored.thread_id = thread or message_id
        stored.history_id = self._next_history()
        self.messages[message_id] = stored
        self._record(stored, "messagesAdded")
        return stored

    def _record(self, stored: StoredMail, kind: str, labels: list[str] | None = None) -> None:
        item: dict[str, Any] = {"message": stored.resource("minimal")}
        if labels is not None:
            item["labelIds"] = labels
        self._history.append({"id": str(stored.history_id),
                              "messages": [{"id": stored.id, "threadId": stored.thread_id}], kind: [item]})

    def _relabel(self, stored: StoredMail, add: list[str], remove: list[str]) -> None:
        added = [label for label in add if label not in stored.labels]
        removed = [label for label in remove if label in stored.labels and label not in add]
        stored.labels = [label for label in stored.labels if label not in removed] + added
        if added or removed:
            stored.history_id = self._next_history()
            if added:
                self._record(stored, "labelsAdded", added)
            if removed:
                self._record(stored, "labelsRemoved", removed)

    def _create_label(self, name: str) -> Answer:
        name = name.strip()
        if not name:
            return _bad("Invalid label name")
        taken = {label["name"].casefold() for label in self.user_labels.values()}
        taken |= {s.casefold() for s in SYSTEM_LABELS}
        if name.casefold() in taken:
            return 409, gmail_error(409, "duplicate", "Label name exists or conflicts", "ALREADY_EXISTS"), {}
        label = {"id": f"Label_{len(self.user_labels) + 1}", "name": name, "type": "user",
                 "messageListVisibility": "show", "labelListVisibility": "labelShow"}
        self.user_labels[label["id"]] = label
        return 200, label, {}

    # --- dispatch -----------------------------------------------------------------------------------
    def handle(self, req: Recorded) -> Answer:
        """Answer one Gmail REST request (the caller has checked its token)."""
        path = req.path[req.path.index(GMAIL_PREFIX) + len(GMAIL_PREFIX):] if GMAIL_PREFIX in req.path else ""
        parts = [unquote(p) for p in path.split("/")]
        if len(parts) < 3 or parts[0] != "users":
            return NOT_FOUND
        if parts[1] not in ("me", self.owner.email):
            return 403, gmail_error(403, "forbidden", "Delegation denied for " + self.owner.email,
                                    "PERMISSION_DENIED"), {}
        resource, rest, method = parts[2], parts[3:], req.method
        with self._lock:
            if resource == "profile" and not rest:
                return 200, {"emailAddress": self.owner.email, "historyId": str(self.history_id),
                             "messagesTotal": len(self.messages),
                             "threadsTotal": len({m.thread_id for m in self.messages.values()})}, {}
            handler = {"messages": self._messages, "drafts": self._drafts_api, "labels": self._labels_api,
                       "threads": self._threads, "history": self._history_api}.get(resource)
            return handler(method, rest, req) if handler else NOT_FOUND

    def _messages(self, method: str, rest: list[str], req: Recorded) -> Answer:
        body = req.body if isinstance(req.body, dict) else {}
        if not rest:
            return self._list(req) if method == "GET" else (405, None, {})
        if rest == ["send"] and method == "POST":
            return self._send_raw(body.get("raw", ""), body.get("threadId"))
        if rest == ["batchModify"] and method == "POST":
            known = [self.messages[i] for i in body.get("ids") or [] if i in self.messages]
            if not self._labels_known(body):
                return _bad("Invalid label")
            for stored in known:
                self._relabel(stored, body.get("addLabelIds") or [], body.get("removeLabelIds") or [])
            return 204, None, {}
        stored = self.messages.get(rest[0])
        if stored is None:
            return NOT_FOUND if len(rest) < 3 else _bad("Invalid id value")
        if len(rest) == 1 and method == "GET":
            fmt = req.params.get("format", ["full"])[-1]
            return 200, stored.resource(fmt, req.params.get("metadataHeaders")), {}
        action = rest[1] if len(rest) == 2 and method == "POST" else ""
        if action == "modify":
            if not self._labels_known(body):
                return _bad("Invalid label")
            self._relabel(stored, body.get("addLabelIds") or [], body.get("removeLabelIds") or [])
        elif action in ("trash", "untrash"):
            self._relabel(stored, ["TRASH"] if action == "trash" else [], ["TRASH"] if action == "untrash" else [])
        else:
            return 405, gmail_error(405, "methodNotAllowed", "Method Not Allowed", "UNIMPLEMENTED"), {}
        return 200, stored.resource("minimal"), {}

    def _labels_known(self, body: dict[str, Any]) -> bool:
        ids = [*(body.get("addLabelIds") or []), *(body.get("removeLabelIds") or [])]
        return all(i in SYSTEM_LABELS or i in self.user_labels for i in ids)

    def _list(self, req: Recorded) -> Answer:
        # "a OR b" (Gmail's upper-case OR between terms): a mail matches when either side does.
        choices = [parse_query(part) for part in re.split(r"\s+OR\s+", req.params.get("q", [""])[-1])]
        if req.params.get("includeSpamTrash", ["false"])[-1] == "true":
            for terms in choices:
                terms.append((False, "in", "anywhere"))
        label_ids = req.params.get("labelIds") or []
        now = datetime.now(UTC)
        found = [m for m in self.messages.values() if all(label in m.labels for label in label_ids)
                 and any(matches(m, terms, own_address=self.owner.email, label_named=self._find_label, now=now)
                         for terms in choices)]
        found.sort(key=lambda m: (m.internal_date, m.seq), reverse=True)
        return self._page(req, [{"id": m.id, "threadId": m.thread_id} for m in found], "messages", 100,
                          {"resultSizeEstimate": len(found)})

    def _page(self, req: Recorded, items: list[Any], key: str, default: int, extra: dict[str, Any]) -> Answer:
        size = min(int(req.params.get("maxResults", [default])[-1]), 500, self.owner.page_size or 500)
        offset = int(req.params.get("pageToken", ["0"])[-1] or 0)
        body: dict[str, Any] = dict(extra)
        if items[offset:offset + size]:
            body[key] = items[offset:offset + size]  # Gmail leaves the key out of an empty answer
        if offset + size < len(items):
            body["nextPageToken"] = str(offset + size)
        return 200, body, {}

    def _send_raw(self, raw: str, thread_id: str | None, stored: StoredMail | None = None) -> Answer:
        """Send mail: Gmail fills in From, Date and Message-ID when missing, delivers a copy to the
        owner's inbox when the owner is a recipient, and keeps the sent message with label SENT."""
        try:
            message = self._parsed(from_b64url(raw)) if raw else (stored.parsed if stored else None)
        except (ValueError, TypeError):
            return _bad("Invalid raw message")
        if message is None:
            return _bad("Missing message")
        recipients = [a.casefold() for _, a in getaddresses(message.get_all("To", []) + message.get_all("Cc", [])
                                                           + message.get_all("Bcc", [])) if a]
        if not recipients:
            return _bad("Recipient address required")
        for name, value in (("From", self.owner.email), ("Date", format_datetime(datetime.now(UTC))),
                            ("Message-ID", make_msgid(domain="mail.gmail.com"))):
            if message.get(name) is None:
                message[name] = value
        labels = ["SENT"] + (["INBOX", "UNREAD"] if self.owner.email.casefold() in recipients else [])
        now_ms = int(datetime.now(UTC).timestamp() * 1000)
        if stored is not None:  # a draft's message becomes the sent one, with the same id and thread
            stored.raw = message.as_bytes(policy=email.policy.SMTP)
            stored.parsed, stored.internal_date = self._parsed(stored.raw), now_ms
            stored.labels, stored.history_id = labels, self._next_history()
            self._record(stored, "messagesAdded")
        else:
            stored = self._store(message.as_bytes(policy=email.policy.SMTP), labels, thread_id, now_ms)
        self._sent.append(stored.id)
        return 200, stored.resource("minimal"), {}

    def _drafts_api(self, method: str, rest: list[str], req: Recorded) -> Answer:
        body = req.body if isinstance(req.body, dict) else {}
        if not rest and method == "POST":
            raw = (body.get("message") or {}).get("raw")
            if not raw:
                return _bad("Missing draft message")
            try:
                stored = self._store(from_b64url(raw), ["DRAFT"], (body.get("message") or {}).get("threadId"),
                                     int(datetime.now(UTC).timestamp() * 1000))
            except ValueError:
                return _bad("Invalid raw message")
            draft_id = f"r{secrets.randbelow(10**19):019d}"
            self._drafts[draft_id] = stored.id
            return 200, {"id": draft_id, "message": stored.resource("minimal")}, {}
        if not rest and method == "GET":
            items = [{"id": d, "message": {"id": m, "threadId": self.messages[m].thread_id}}
                     for d, m in self._drafts.items()]
            return self._page(req, items, "drafts", 100, {"resultSizeEstimate": len(items)})
        if rest == ["send"] and method == "POST":
            message_id = self._drafts.pop(str(body.get("id") or ""), None)
            if message_id is None:
                return NOT_FOUND  # never a draft, or sent or deleted already
            return self._send_raw("", None, self.messages[message_id])
        message_id = self._drafts.get(rest[0]) if len(rest) == 1 else None
        if message_id is None:
            return NOT_FOUND
        if method == "GET":
            fmt = req.params.get("format", ["full"])[-1]
            return 200, {"id": rest[0], "message": self.messages[message_id].resource(fmt)}, {}
        if method == "DELETE":
            del self._drafts[rest[0]]
            self.messages.pop(message_id, None)
            return 204, None, {}
        return 405, gmail_error(405, "methodNotAllowed", "Method Not Allowed", "UNIMPLEMENTED"), {}

    def _labels_api(self, method: str, rest: list[str], req: Recorded) -> Answer:
        if not rest and method == "GET":
            system = [{"id": s, "name": s, "type": "system"} for s in SYSTEM_LABELS]
            return 200, {"labels": system + list(self.user_labels.values())}, {}
        if not rest and method == "POST":
            return self._create_label(str((req.body or {}).get("name") or ""))
        label = self.user_labels.get(rest[0]) or ({"id": rest[0], "name": rest[0], "type": "system"}
                                                  if rest[0] in SYSTEM_LABELS else None)
        if label is None or len(rest) != 1:
            return NOT_FOUND
        if method == "DELETE" and label["type"] == "user":
            del self.user_labels[rest[0]]
            for stored in self.messages.values():
                self._relabel(stored, [], [rest[0]])
            return 204, None, {}
        return (200, label, {}) if method == "GET" else _bad("Invalid label")

    def _threads(self, method: str, rest: list[str], req: Recorded) -> Answer:
        found = sorted((m for m in self.messages.values() if rest and m.thread_id == rest[0]), key=lambda m: m.seq)
        if method != "GET" or len(rest) != 1 or not found:
            return NOT_FOUND
        fmt = req.params.get("format", ["full"])[-1]
        messages = [m.resource(fmt, req.params.get("metadataHeaders")) for m in found]
        return 200, {"id": rest[0], "historyId": str(max(m.history_id for m in found)), "messages": messages}, {}

    def _history_api(self, method: str, rest: list[str], req: Recorded) -> Answer:
        try:
            start = int(req.params.get("startHistoryId", [""])[-1])
        except ValueError:
            return _bad("Invalid startHistoryId")
        if start < self.history_floor:
            return NOT_FOUND
        kinds = req.params.get("historyTypes") or ["messageAdded", "messageDeleted", "labelAdded", "labelRemoved"]
        keys = {_HISTORY_KEYS.get(k, k) for k in kinds}
        label = req.params.get("labelId", [""])[-1]
        records = []
        for record in self._history:
            if int(record["id"]) <= start:
                continue
            kept = {k: [i for i in v if not label or label in i["message"]["labelIds"]]
                    for k, v in record.items() if k in keys}
            if any(kept.values()):
                kept = {k: v for k, v in kept.items() if v}
                records.append({"id": record["id"], "messages": record["messages"], **kept})
        return self._page(req, records, "history", 100, {"historyId": str(self.history_id)})

    # --- Google's batch endpoint ---------------------------------------------------------------------
    def batch(self, req: Recorded) -> Answer:
        """Answer a multipart/mixed batch: each application/http part is run as its own request."""
        content_type = req.headers.get("content-type", "")
        if not content_type.startswith("multipart/mixed") or not isinstance(req.body, str):
            return _bad("Batch requests must be multipart/mixed")
        envelope = email.message_from_string(f"Content-Type: {content_type}\r\n\r\n{req.body}")
        boundary = "batch_" + secrets.token_hex(12)
        chunks: list[str] = []
        for part in envelope.get_payload() if envelope.is_multipart() else []:
            inner = self._inner_request(str(part.get_payload()))
            req.parts.append(inner)
            answer = self.owner.scripted_failure(inner)
            if answer is None and not self.owner.authorized(inner.headers, fallback=req.headers):
                answer = self.owner.unauthorized()
            if answer is None:
                answer = self.handle(inner) if GMAIL_PREFIX in inner.path else NOT_FOUND
            inner.status = answer[0]
            status, payload, _ = answer
            data = "" if payload is None else json.dumps(payload, ensure_ascii=False)
            content_id = (part.get("Content-ID") or "<>").strip()
            chunks.append(f"--{boundary}\r\nContent-Type: application/http\r\n"
                          f"Content-ID: <response-{content_id[1:-1]}>\r\n\r\n"
                          f"HTTP/1.1 {status} {_REASONS.get(status, 'Error')}\r\n"
                          + ("Content-Type: application/json; charset=UTF-8\r\n" if payload is not None else "")
                          + f"Content-Length: {len(data.encode())}\r\n\r\n{data}\r\n")
        content = "".join(chunks) + f"--{boundary}--\r\n"
        return 200, content.encode("utf-8"), {"Content-Type": f"multipart/mixed; boundary={boundary}"}

    @staticmethod
    def _inner_request(text: str) -> Recorded:
        from tests.support.fake_google import Recorded

        request_line, _, rest = text.replace("\r\n", "\n").partition("\n")
        method, target, _ = (request_line.split(" ") + ["", ""])[:3]
        head = email.message_from_string(rest)
        raw_body = head.get_payload()
        headers = {k.lower(): v for k, v in head.items()}
        body: Any = json.loads(raw_body) if raw_body.strip() and "json" in headers.get("content-type", "json") else None
        url = urlsplit(target)
        params = parse_qs(url.query, keep_blank_values=True)
        return Recorded(method, url.path, {k: v[-1] for k, v in params.items()}, headers, body, params=params)


_HISTORY_KEYS = {"messageAdded": "messagesAdded", "messageDeleted": "messagesDeleted", "labelAdded": "labelsAdded",
                 "labelRemoved": "labelsRemoved"}
_REASONS = {200: "OK", 204: "No Content", 400: "Bad Request", 401: "Unauthorized", 403: "Forbidden",
            404: "Not Found", 409: "Conflict", 429: "Too Many Requests", 500: "Internal Server Error",
            503: "Service Unavailable"}
