"""One way to run a fake of an outside system: a local HTTP server on a free loopback port.

Each fake (OpenAI, Graph API, embeddings, media) owns its request handler; this owns the server's life.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer


@contextmanager
def serving(handler: type[BaseHTTPRequestHandler], name: str) -> Iterator[str]:
    """Serve `handler` on 127.0.0.1 in a daemon thread for the block; yields "http://127.0.0.1:<port>"."""
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    server.daemon_threads = True
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True, name=name)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=5)
