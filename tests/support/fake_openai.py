"""A local OpenAI-compatible server for tests: the real `openai` client talks to it over HTTP.

It speaks the real wire format of `POST /v1/chat/completions` (response body and error bodies) and
serves a script: a queue of `Reply` items, one per request. It records every request body, so tests
can assert which model was asked, with which messages and response_format. When the script runs out
it answers 500, so a test that makes more calls than it scripted fails visibly.

Use it through `running_fake_openai()`; test modules wrap it in their own `fake_openai` fixture
(tests/conftest.py belongs to the harness), typically with `configure()`.
"""

from __future__ import annotations

import json
import threading
import time
import uuid
from collections import deque
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler
from typing import Any

from tests.support.local_server import serving

_ERROR_TYPES = {400: "invalid_request_error", 401: "invalid_request_error", 404: "invalid_request_error",
                429: "rate_limit_exceeded", 500: "server_error", 503: "server_error"}


@dataclass
class Reply:
    """One scripted answer. `content` is a dict (sent as a JSON string) or a raw string (e.g. bad JSON);
    `status` >= 400 sends an error body instead; `delay` waits first (longer than the client's timeout
    makes the client give up on this request)."""

    content: dict[str, Any] | str | None = None
    status: int = 200
    delay: float = 0.0
    prompt_tokens: int = 120
    completion_tokens: int = 40
    finish_reason: str = "stop"
    error_message: str = ""
    headers: dict[str, str] = field(default_factory=dict)


def ok(content: dict[str, Any] | str, **kw: Any) -> Reply:
    return Reply(content=content, **kw)


def error(status: int, message: str = "", **kw: Any) -> Reply:
    return Reply(status=status, error_message=message or f"scripted error {status}", **kw)


def slow(seconds: float, content: dict[str, Any] | str | None = None) -> Reply:
    return Reply(content=content if content is not None else {}, delay=seconds)


class FakeOpenAI:
    """The server's state: the script and what was asked. Thread-safe (the server is threaded)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._script: deque[Reply] = deque()
        self.requests: list[dict[str, Any]] = []
        self.headers: list[dict[str, str]] = []
        self.url = ""  # the base URL to give the client, ending in /v1

    def script(self, *replies: Reply) -> None:
        with self._lock:
            self._script.extend(replies)

    def reset(self) -> None:
        with self._lock:
            self._script.clear()
            self.requests.clear()
            self.headers.clear()

    @property
    def models(self) -> list[str]:
        """The model of every request, in order."""
        return [r.get("model", "") for r in self.requests]

    @property
    def pending(self) -> int:
        with self._lock:
            return len(self._script)

    def _next(self, body: dict[str, Any], headers: dict[str, str]) -> Reply | None:
        with self._lock:
            self.requests.append(body)
            self.headers.append(headers)
            return self._script.popleft() if self._script else None


def completion_body(model: str, content: str, reply: Reply) -> dict[str, Any]:
    """A chat.completion object exactly as OpenAI returns it (the fields the SDK reads, and more)."""
    return {
        "id": f"chatcmpl-{uuid.uuid4().hex[:24]}",
        "object": "chat.completion",
        "created": int(time.time()),
        "model": model,
        "choices": [{"index": 0, "message": {"role": "assistant", "content": content, "refusal": None},
                     "logprobs": None, "finish_reason": reply.finish_reason}],
        "usage": {"prompt_tokens": reply.prompt_tokens, "completion_tokens": reply.completion_tokens,
                  "total_tokens": reply.prompt_tokens + reply.completion_tokens},
        "system_fingerprint": "fp_fake",
    }


def error_body(reply: Reply) -> dict[str, Any]:
    code = {429: "rate_limit_exceeded", 500: "server_error"}.get(reply.status)
    return {"error": {"message": reply.error_message, "type": _ERROR_TYPES.get(reply.status, "api_error"),
                      "param": None, "code": code}}


def _handler(fake: FakeOpenAI) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"  # keep-alive, like the real API (the SDK pools connections)

        def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 - stdlib signature
            pass  # quiet test output

        def do_POST(self) -> None:  # noqa: N802 - stdlib naming
            length = int(self.headers.get("Content-Length") or 0)
            raw = self.rfile.read(length) if length else b""
            if self.path.rstrip("/") != "/v1/chat/completions":
                self._send(404, {"error": {"message": f"unknown path {self.path}", "type": "invalid_request_error",
                                           "param": None, "code": "unknown_url"}})
                return
            try:
                body = json.loads(raw or b"{}")
            except ValueError:
                self._send(400, {"error": {"message": "invalid JSON body", "type": "invalid_request_error",
                                           "param": None, "code": None}})
                return
            reply = fake._next(body, {k.lower(): v for k, v in self.headers.items()})
            if reply is None:
                reply = error(500, "fake_openai: no scripted reply left")
            if reply.delay:
                time.sleep(reply.delay)
            if reply.status >= 400:
                self._send(reply.status, error_body(reply), reply.headers)
                return
            content = reply.content if isinstance(reply.content, str) else json.dumps(reply.content,
                                                                                       ensure_ascii=False)
            self._send(200, completion_body(str(body.get("model", "")), content, reply), reply.headers)

        def _send(self, status: int, payload: dict[str, Any], headers: dict[str, str] | None = None) -> None:
            data = json.dumps(payload, ensure_ascii=False).encode()
            try:
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                for name, value in (headers or {}).items():
                    self.send_header(name, value)
                self.end_headers()
                self.wfile.write(data)
            except (BrokenPipeError, ConnectionResetError):
                pass  # the client timed out and left: expected for delayed replies

    return Handler


@contextmanager
def running_fake_openai() -> Iterator[FakeOpenAI]:
    """Serve a FakeOpenAI on 127.0.0.1 (a free port) in a daemon thread for the duration of the block."""
    fake = FakeOpenAI()
    with serving(_handler(fake), "fake-openai") as base:
        fake.url = base + "/v1"
        yield fake


def configure(settings: Any, monkeypatch: Any, fake: FakeOpenAI, *, timeout: float = 2.0,
              backoff: float = 0.01) -> None:
    """Point Memo's LLM layer at `fake`: base URL (no key), tiny backoff, a short per-request timeout."""
    settings.OPENAI_BASE_URL = fake.url
    settings.OPENAI_API_KEY = ""
    monkeypatch.setenv("LLM_BACKOFF_SECONDS", str(backoff))
    monkeypatch.setenv("LLM_TIMEOUT_SECONDS", str(timeout))
    for name in ("LLM_PLANNER_MODEL", "LLM_RESOLVER_MODEL", "LLM_WRITER_MODEL", "LLM_FALLBACK_MODELS",
                 "LLM_MAX_RETRIES"):
        monkeypatch.delenv(name, raising=False)


def closed_port_url() -> str:
    """A /v1 URL on which nothing listens (connection refused at once): "the server is down"."""
    import socket

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    return f"http://127.0.0.1:{port}/v1"


@contextmanager
def planning_with_fake_openai(settings: Any, monkeypatch: Any) -> Iterator[FakeOpenAI]:
    """A FakeOpenAI configured as Memo's LLM, with the LLM planner installed behind the rules for the block."""
    from memo.planning import llm_planner, registry

    with running_fake_openai() as fake:
        configure(settings, monkeypatch, fake)
        planner = llm_planner.install()
        try:
            yield fake
        finally:
            registry.unregister_planner(planner)
