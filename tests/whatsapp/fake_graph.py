"""A local fake of the WhatsApp Cloud (Graph) API: the real client talks to it over HTTP.

It speaks the real wire format: `POST /{version}/{phone-number-id}/messages` answers like Meta (a
`messages: [{id: "wamid…"}]` object, `{"success": true}` for read receipts), `GET /{version}/{media-id}`
returns the media object with a download URL, and that URL serves the bytes, both only with the bearer
token. Failures are scripted per request and answered with Meta's real error bodies (HTTP status plus
`{"error": {"message", "type", "code", "error_data": {"messaging_product", "details"}, "fbtrace_id"}}`).
Everything is recorded, so tests can assert exactly what Memo sent.
"""

from __future__ import annotations

import hashlib
import json
import threading
from collections import deque
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler
from typing import Any

from tests.support.local_server import serving

TOKEN = "test-token"
PHONE_NUMBER_ID = "1122334455667"
VERSION = "v21.0"


@dataclass
class Reply:
    status: int = 200
    body: dict[str, Any] | None = None
    headers: dict[str, str] = field(default_factory=dict)


def meta_error(status: int, code: int, message: str, details: str = "", subcode: int | None = None,
               headers: dict[str, str] | None = None) -> Reply:
    """An error exactly as the Graph API returns it."""
    error: dict[str, Any] = {"message": message, "type": "OAuthException", "code": code,
                             "fbtrace_id": "AqT3mF4kQ9xZ_fake"}
    if details:
        error["error_data"] = {"messaging_product": "whatsapp", "details": details}
    if subcode is not None:
        error["error_subcode"] = subcode
    return Reply(status=status, body={"error": error}, headers=headers or {})


def rate_limited(**kw: Any) -> Reply:
    return meta_error(429, 130429, "(#130429) Rate limit hit",
                      "Cloud API message throughput has been reached.", **kw)


def server_error() -> Reply:
    return meta_error(500, 2, "An unexpected error has occurred. Please retry your request later.")


def not_allowed_recipient() -> Reply:
    return meta_error(400, 131030, "(#131030) Recipient phone number not in allowed list",
                      "Recipient phone number not in allowed list: Add recipient phone number to recipient list and "
                      "try again.")


def bad_parameter() -> Reply:
    return meta_error(400, 131009, "(#131009) Parameter value is not valid",
                      "Button title length invalid. Min length: 1, Max length: 20")


def reengagement() -> Reply:
    return meta_error(400, 131047, "(#131047) Re-engagement message",
                      "Message failed to send because more than 24 hours have passed since the customer last "
                      "replied to this number.")


class FakeGraph:
    """The server's state: scripted replies, media, and every request. Thread-safe."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._script: deque[Reply] = deque()
        self.sent: list[dict[str, Any]] = []  # message bodies Meta accepted (not read receipts)
        self.attempts: list[dict[str, Any]] = []  # every message POST, accepted or not
        self.reads: list[dict[str, Any]] = []  # read receipts / typing indicators
        self.media: dict[str, tuple[bytes, str]] = {}
        self.downloads: list[str] = []
        self.url = ""
        self._count = 0

    def script(self, *replies: Reply) -> None:
        """Answers for the next message POSTs, in order (then success again)."""
        with self._lock:
            self._script.extend(replies)

    def add_media(self, media_id: str, content: bytes, mime_type: str) -> None:
        self.media[media_id] = (content, mime_type)

    def texts(self) -> list[str]:
        """The visible text of every accepted message (text body, interactive body, template parameter)."""
        out = []
        for body in self.sent:
            kind = body.get("type")
            if kind == "text":
                out.append(body["text"]["body"])
            elif kind == "interactive":
                out.append(body["interactive"]["body"]["text"])
            elif kind == "template":
                params = body["template"]["components"][0]["parameters"]
                out.append(params[0]["text"])
        return out

    def _post_message(self, body: dict[str, Any]) -> Reply:
        with self._lock:
            if body.get("status") == "read":
                self.reads.append(body)
                return Reply(body={"success": True})
            self.attempts.append(body)
            reply = self._script.popleft() if self._script else None
            if reply is not None and reply.status >= 300:
                return reply
            # Addressed by phone (`to`, which wins when both are given) or by business-scoped user id
            # (`recipient`); with neither Meta refuses the request.
            to, recipient = str(body.get("to") or ""), str(body.get("recipient") or "")
            if not to and not recipient:
                return meta_error(400, 100, "(#100) The parameter to is required.")
            self._count += 1
            self.sent.append(body)
            contact = {"input": to, "wa_id": to} if to else {"input": recipient, "user_id": recipient}
            return Reply(body={"messaging_product": "whatsapp", "contacts": [contact],
                               "messages": [{"id": f"wamid.FAKE{self._count:04d}"}]})


def _handler(fake: FakeGraph) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 - stdlib signature
            pass

        def _authorised(self) -> bool:
            if self.headers.get("Authorization") == f"Bearer {TOKEN}":
                return True
            reply = meta_error(401, 190, "Invalid OAuth access token - Cannot parse access token")
            self._send(reply.status, reply.body or {})
            return False

        def do_POST(self) -> None:  # noqa: N802 - stdlib naming
            length = int(self.headers.get("Content-Length") or 0)
            raw = self.rfile.read(length) if length else b""
            if not self._authorised():
                return
            if self.path != f"/{VERSION}/{PHONE_NUMBER_ID}/messages":
                reply = meta_error(400, 100, "Unsupported post request.")
                self._send(reply.status, reply.body or {})
                return
            try:
                body = json.loads(raw or b"{}")
            except ValueError:
                reply = meta_error(400, 100, "(#100) Invalid parameter")
                self._send(reply.status, reply.body or {})
                return
            reply = fake._post_message(body)
            self._send(reply.status, reply.body or {}, reply.headers)

        def do_GET(self) -> None:  # noqa: N802 - stdlib naming
            if not self._authorised():
                return
            if self.path.startswith("/media-bytes/"):
                media_id = self.path.rsplit("/", 1)[1]
                content, mime = fake.media.get(media_id, (b"", ""))
                if not content:
                    self._send(404, {"error": {"message": "not found"}})
                    return
                fake.downloads.append(media_id)
                self._send_bytes(content, mime)
                return
            media_id = self.path.rsplit("/", 1)[1]
            if self.path != f"/{VERSION}/{media_id}" or media_id not in fake.media:
                reply = meta_error(400, 100, f"Unsupported get request. Object with ID '{media_id}' does not exist",
                                   subcode=33)
                self._send(reply.status, reply.body or {})
                return
            content, mime = fake.media[media_id]
            self._send(200, {"messaging_product": "whatsapp", "url": f"{fake.url}/media-bytes/{media_id}",
                             "mime_type": mime, "sha256": hashlib.sha256(content).hexdigest(),
                             "file_size": len(content), "id": media_id})

        def _send(self, status: int, payload: dict[str, Any], headers: dict[str, str] | None = None) -> None:
            data = json.dumps(payload).encode()
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            for name, value in (headers or {}).items():
                self.send_header(name, value)
            self.end_headers()
            self.wfile.write(data)

        def _send_bytes(self, content: bytes, mime: str) -> None:
            self.send_response(200)
            self.send_header("Content-Type", mime)
            self.send_header("Content-Length", str(len(content)))
            self.end_headers()
            self.wfile.write(content)

    return Handler


@contextmanager
def running_fake_graph() -> Iterator[FakeGraph]:
    """Serve a FakeGraph on 127.0.0.1 (a free port) for the duration of the block."""
    fake = FakeGraph()
    with serving(_handler(fake), "fake-graph") as base:
        fake.url = base + ""
        yield fake
