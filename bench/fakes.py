"""Local stand-ins for the outside services a load benchmark talks to, each an HTTP server in a thread.

- `FakeLLM`: an OpenAI-compatible `POST /v1/chat/completions` that answers after a fixed delay with an
  object Memo accepts for the schema it asked for (a one-step `general`/`respond` plan for the planner,
  `{"reply": ...}` in the user's language for the response writer, a filled-in object for any other
  schema). It counts requests, and the most that were in flight at once.
- `FakeGraph`: the WhatsApp Graph API's `POST /{version}/{phone_number_id}/messages`. It records each
  outgoing message (recipient, arrival time, body) and, apart, the read receipts / typing indicators
  sent to the same path.

Both listen on 127.0.0.1 on a free port; arrival times are `time.perf_counter()` of this process, so
they compare directly with the send times the benchmark takes.
"""

from __future__ import annotations

import itertools
import json
import threading
import time
import uuid
from collections import Counter
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

REPLY_TEXT = {"en": "A classic is Clint Yeastwood; Bread Pitt and Doughlene Dion are popular too.",
              "he": "שם קלאסי הוא ״שאורית״; גם ״מחמצת המלכה״ אהוב מאוד."}


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    # A burst of users opens many connections at once; the default backlog of 5 would refuse some.
    request_queue_size = 1024


class _Served:
    """One HTTP server in a daemon thread; `url` is "http://127.0.0.1:<port>"."""

    def __init__(self, handler: type[BaseHTTPRequestHandler], name: str) -> None:
        self._server = _Server(("127.0.0.1", 0), handler)
        self._thread = threading.Thread(target=self._server.serve_forever, kwargs={"poll_interval": 0.05},
                                        daemon=True, name=name)
        self.url = f"http://127.0.0.1:{self._server.server_address[1]}"

    def start(self) -> None:
        self._thread.start()

    def stop(self) -> None:
        self._server.shutdown()
        self._server.server_close()
        self._thread.join(timeout=5)


class _JSONHandler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"  # keep-alive: Memo's clients pool their connections

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 - stdlib signature
        pass

    def read_json(self) -> Any:
        length = int(self.headers.get("Content-Length") or 0)
        raw = self.rfile.read(length) if length else b""
        try:
            return json.loads(raw or b"{}")
        except ValueError:
            return None

    def send_json(self, status: int, payload: dict[str, Any]) -> None:
        data = json.dumps(payload, ensure_ascii=False).encode()
        try:
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)
        except (BrokenPipeError, ConnectionResetError):
            pass  # the client gave up (its timeout): nothing to answer


# --- the LLM ------------------------------------------------------------------------------------------
class FakeLLM:
    def __init__(self, delay: float) -> None:
        self.delay = delay
        self._lock = threading.Lock()
        self.in_flight = 0
        self.max_in_flight = 0
        self.total = 0
        self.by_schema: Counter[str] = Counter()
        self.unknown_paths: Counter[str] = Counter()
        self._served = _Served(self._handler(), "fake-llm")
        self.url = self._served.url + "/v1"

    def start(self) -> None:
        self._served.start()

    def stop(self) -> None:
        self._served.stop()

    def reset_counts(self) -> None:
        """Forget what came before (the warm-up); requests still in flight stay counted as in flight."""
        with self._lock:
            self.max_in_flight = self.in_flight
            self.total = 0
            self.by_schema.clear()

    def _enter(self, schema: str) -> None:
        with self._lock:
            self.in_flight += 1
            self.max_in_flight = max(self.max_in_flight, self.in_flight)
            self.total += 1
            self.by_schema[schema] += 1

    def _leave(self) -> None:
        with self._lock:
            self.in_flight -= 1

    def _handler(self) -> type[BaseHTTPRequestHandler]:
        fake = self

        class Handler(_JSONHandler):
            def do_POST(self) -> None:  # noqa: N802 - stdlib naming
                body = self.read_json()
                if self.path.rstrip("/") not in ("/v1/chat/completions", "/chat/completions"):
                    with fake._lock:
                        fake.unknown_paths[f"POST {self.path}"] += 1
                    self.send_json(404, {"error": {"message": f"unknown path {self.path}",
                                                   "type": "invalid_request_error", "param": None,
                                                   "code": "unknown_url"}})
                    return
                body = body if isinstance(body, dict) else {}
                schema = _schema_of(body)
                fake._enter(schema.get("name", "?"))
                try:
                    time.sleep(fake.delay)  # what a real model takes: the point of the benchmark
                    content = json.dumps(answer(schema, body.get("messages") or []), ensure_ascii=False)
                    self.send_json(200, completion(str(body.get("model", "")), content))
                finally:
                    fake._leave()

        return Handler


def _schema_of(body: dict[str, Any]) -> dict[str, Any]:
    """{"name": ..., "schema": ...} of a structured-output request, or {} for free text."""
    fmt = body.get("response_format") or {}
    spec = fmt.get("json_schema") if isinstance(fmt, dict) else None
    return spec if isinstance(spec, dict) else {}


def answer(schema: dict[str, Any], messages: list[dict[str, Any]]) -> dict[str, Any]:
    """The object a well-behaved model would return for this schema."""
    user = _last_user_text(messages)
    name = schema.get("name", "")
    if name == "planner_output":
        return plan_for(_message_block(user))
    if name == "memo_reply":
        return {"reply": REPLY_TEXT[_language_of(user)]}
    return _fill(schema.get("schema") or {})


def plan_for(message: str) -> dict[str, Any]:
    """A low-risk plan the executor runs without asking: answer the question (general/respond).
    Free-form objects travel as JSON strings, as strict structured outputs send them."""
    return {"intentType": "conversation", "confidence": 0.9, "riskLevel": "low", "needsApproval": False,
            "missingFields": [],
            "plan": [{"id": "s1", "capability": "general", "action": "respond",
                      "constraints": json.dumps({"rawMessage": message, "text": message}, ensure_ascii=False),
                      "changes": "{}", "dependsOn": []}]}


def _last_user_text(messages: list[dict[str, Any]]) -> str:
    for message in reversed(messages):
        if isinstance(message, dict) and message.get("role") == "user":
            content = message.get("content")
            return content if isinstance(content, str) else json.dumps(content)
    return ""


def _message_block(prompt: str) -> str:
    """The user's words: everything after the planner prompt's "## Message" heading."""
    _, found, rest = prompt.rpartition("## Message\n")
    return rest.strip() if found else prompt.strip()


def _language_of(prompt: str) -> str:
    """The response writer sends {"language": "he" | "en", ...}; it rejects a reply in the other one."""
    try:
        payload = json.loads(prompt)
    except ValueError:
        return "en"
    return "he" if isinstance(payload, dict) and payload.get("language") == "he" else "en"


def _fill(schema: dict[str, Any]) -> Any:
    """A value of the schema's type: every property of an object, the first of an enum."""
    if "enum" in schema:
        return schema["enum"][0]
    for key in ("anyOf", "oneOf"):
        if schema.get(key):
            return _fill(schema[key][0])
    kind = schema.get("type")
    kind = kind[0] if isinstance(kind, list) else kind
    if kind == "object":
        return {name: _fill(sub) for name, sub in (schema.get("properties") or {}).items()}
    return {"array": [], "string": "ok", "number": 0.5, "integer": 1, "boolean": False}.get(kind)


def completion(model: str, content: str) -> dict[str, Any]:
    """A chat.completion object as OpenAI returns it."""
    return {"id": f"chatcmpl-{uuid.uuid4().hex[:24]}", "object": "chat.completion", "created": int(time.time()),
            "model": model,
            "choices": [{"index": 0, "message": {"role": "assistant", "content": content, "refusal": None},
                         "logprobs": None, "finish_reason": "stop"}],
            "usage": {"prompt_tokens": 120, "completion_tokens": 40, "total_tokens": 160},
            "system_fingerprint": "fp_bench"}


# --- the Graph API ------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Sent:
    to: str
    at: float  # time.perf_counter() when it arrived
    body: dict[str, Any] = field(repr=False)
    wamid: str = ""  # the id the fake answered with, which Meta's receipts for this message name

    @property
    def text(self) -> str:
        """The words the user sees: a text body, an interactive message's body, or a template's name."""
        body = self.body
        if isinstance(body.get("text"), dict):
            return str(body["text"].get("body", ""))
        if isinstance(body.get("interactive"), dict):
            return str((body["interactive"].get("body") or {}).get("text", ""))
        if isinstance(body.get("template"), dict):
            return f"[template {body['template'].get('name', '')}]"
        return ""


class FakeGraph:
    def __init__(self) -> None:
        self._lock = threading.Lock()
        self.sent: list[Sent] = []
        self.reads: list[Sent] = []  # read receipts and typing indicators: not answers
        self.other: Counter[str] = Counter()
        self._ids = itertools.count(1)
        self._served = _Served(self._handler(), "fake-graph")
        self.url = self._served.url

    def start(self) -> None:
        self._served.start()

    def stop(self) -> None:
        self._served.stop()

    def snapshot(self) -> list[Sent]:
        with self._lock:
            return list(self.sent)

    def clear(self) -> None:
        """Forget what was sent so far (the users' earlier messages), keep serving."""
        with self._lock:
            self.sent.clear()
            self.reads.clear()

    def _record(self, body: dict[str, Any]) -> str:
        with self._lock:
            wamid = f"wamid.BENCH.OUT.{next(self._ids)}"
            item = Sent(str(body.get("to") or body.get("recipient") or ""), time.perf_counter(), body, wamid)
            (self.reads if body.get("status") == "read" else self.sent).append(item)
            return wamid

    def _handler(self) -> type[BaseHTTPRequestHandler]:
        fake = self

        class Handler(_JSONHandler):
            def do_POST(self) -> None:  # noqa: N802 - stdlib naming
                body = self.read_json()
                if not (self.path.rstrip("/").endswith("/messages") and isinstance(body, dict)):
                    self._refuse("POST")
                    return
                wamid = fake._record(body)
                if body.get("status") == "read":
                    self.send_json(200, {"success": True})
                    return
                to = str(body.get("to") or body.get("recipient") or "")
                self.send_json(200, {"messaging_product": "whatsapp", "contacts": [{"input": to, "wa_id": to}],
                                     "messages": [{"id": wamid}]})

            def do_GET(self) -> None:  # noqa: N802 - stdlib naming
                self._refuse("GET")  # media: the benchmark sends text only

            def _refuse(self, method: str) -> None:
                with fake._lock:
                    fake.other[f"{method} {self.path}"] += 1
                # Code 100 (bad parameters): permanent, so nothing retries it for the rest of the run.
                self.send_json(400, {"error": {"message": "not served by the benchmark's Graph API",
                                               "type": "OAuthException", "code": 100}})

        return Handler
