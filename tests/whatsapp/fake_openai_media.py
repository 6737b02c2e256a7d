"""A local OpenAI-compatible server for voice and images: the real `openai` SDK talks to it over HTTP.

`POST /v1/audio/transcriptions` (multipart, like OpenAI: a `file` part and a `model` field) answers
`{"text": ...}` from a queue of transcripts; `POST /v1/chat/completions` answers chat.completion objects
whose content is the next scripted JSON (the vision call). Requests are recorded; an empty script
answers 500 with OpenAI's error body, so an unexpected call fails visibly.
"""

from __future__ import annotations

import json
import re
import threading
import time
from collections import deque
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler
from typing import Any

from tests.support.local_server import serving


class FakeOpenAIMedia:
    def __init__(self) -> None:
        self._lock = threading.Lock()
        self.transcripts: deque[str | int] = deque()  # a text, or an HTTP error status to answer with
        self.completions: deque[dict[str, Any]] = deque()
        self.transcription_requests: list[dict[str, Any]] = []
        self.chat_requests: list[dict[str, Any]] = []
        self.url = ""

    def _transcript(self, fields: dict[str, Any]) -> str | int | None:
        with self._lock:
            self.transcription_requests.append(fields)
            return self.transcripts.popleft() if self.transcripts else None

    def _completion(self, body: dict[str, Any]) -> dict[str, Any] | None:
        with self._lock:
            self.chat_requests.append(body)
            return self.completions.popleft() if self.completions else None


def _multipart_fields(raw: bytes, content_type: str) -> dict[str, Any]:
    """The form fields of a multipart body (file parts as their size and filename)."""
    match = re.search(r"boundary=\"?([^\";]+)\"?", content_type)
    if not match:
        return {}
    fields: dict[str, Any] = {}
    for part in raw.split(b"--" + match.group(1).encode()):
        head, _, data = part.partition(b"\r\n\r\n")
        name = re.search(rb'name="([^"]+)"', head)
        if not name:
            continue
        filename = re.search(rb'filename="([^"]*)"', head)
        value = data.rstrip(b"\r\n")
        if filename:
            fields[name.group(1).decode()] = {"filename": filename.group(1).decode(), "size": len(value)}
        else:
            fields[name.group(1).decode()] = value.decode(errors="replace")
    return fields


def _handler(fake: FakeOpenAIMedia) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 - stdlib signature
            pass

        def do_POST(self) -> None:  # noqa: N802 - stdlib naming
            raw = self.rfile.read(int(self.headers.get("Content-Length") or 0))
            if self.path == "/v1/audio/transcriptions":
                answer = fake._transcript(_multipart_fields(raw, self.headers.get("Content-Type", "")))
                if isinstance(answer, str):
                    self._send(200, {"text": answer, "usage": {"type": "tokens", "input_tokens": 40,
                                                               "output_tokens": 12, "total_tokens": 52}})
                else:
                    self._error(answer or 500)
                return
            if self.path == "/v1/chat/completions":
                body = json.loads(raw or b"{}")
                content = fake._completion(body)
                if content is None:
                    self._error(500)
                    return
                self._send(200, {
                    "id": "chatcmpl-fake", "object": "chat.completion", "created": int(time.time()),
                    "model": body.get("model", ""),
                    "choices": [{"index": 0, "finish_reason": "stop", "logprobs": None,
                                 "message": {"role": "assistant", "content": json.dumps(content), "refusal": None}}],
                    "usage": {"prompt_tokens": 900, "completion_tokens": 60, "total_tokens": 960}})
                return
            self._error(404)

        def _error(self, status: int) -> None:
            self._send(status, {"error": {"message": f"scripted error {status}", "type": "server_error",
                                          "param": None, "code": None}})

        def _send(self, status: int, payload: dict[str, Any]) -> None:
            data = json.dumps(payload).encode()
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

    return Handler


@contextmanager
def running_fake_openai_media() -> Iterator[FakeOpenAIMedia]:
    fake = FakeOpenAIMedia()
    with serving(_handler(fake), "fake-openai-media") as base:
        fake.url = base + "/v1"
        yield fake
