"""Benchmark: latency of `POST /webhooks/whatsapp/` under concurrent load (issue 6 target: p99 <= 50 ms).

Starts Memo's WSGI application in a separate process behind a small thread-pool WSGI server (like
gunicorn's gthread workers: a fixed pool of threads, each keeping its database connection), on the
embedded PostgreSQL and Redis, with DEBUG off, then fires signed webhook bodies at it from several client
threads: first messages of new users
(onboarding included), follow-up messages, batched bodies (three messages and two receipts), and
redeliveries of bodies already stored (dedupe). Every request does the real work: signature check,
parsing, storing, onboarding, rate-limit check, and enqueueing the drain and read-receipt tasks on
Redis (a queue nothing consumes here, purged at the end). Prints percentiles per kind and overall.
A script, not a test: it prints figures and asserts nothing.

    .venv/bin/python bench/webhook_latency.py [--clients 4] [--requests 250] [--threads 4] [--rate 20]

(`runserver` is not used: it starts a thread, and so a new database connection, per request.)
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
BENCH_ENV = {"MEMO_DB_NAME": "memo_bench_webhook", "MEMO_TASK_QUEUE": "memo-bench-webhook",
             "WHATSAPP_APP_SECRET": "bench-secret", "WHATSAPP_TOKEN": "bench-token",
             "WHATSAPP_PHONE_NUMBER_ID": "1122334455667", "DJANGO_DEBUG": "false", "LOG_LEVEL": "ERROR",
             "MEMO_LOG_LEVEL": "ERROR", "INBOUND_RATE_LIMIT_PER_MINUTE": "1000"}
os.environ.update(BENCH_ENV)
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "memo.settings")

import django  # noqa: E402

django.setup()

import requests  # noqa: E402
from benchlib import pct  # noqa: E402
from django.conf import settings  # noqa: E402
from django.core.management import call_command  # noqa: E402

from memo import engines  # noqa: E402
from memo.celery import app  # noqa: E402
from memo.conversations.models import Message, OutboundMessage, Thread, Turn, User  # noqa: E402
from memo.integrations.whatsapp.signature import sign  # noqa: E402


def message(wamid: str, phone: str, text: str) -> dict:
    return {"from": phone, "id": wamid, "timestamp": str(int(time.time())), "type": "text", "text": {"body": text}}


def body(phone: str, messages: list[dict], statuses: list[dict] | None = None) -> bytes:
    value = {"messaging_product": "whatsapp", "metadata": {"display_phone_number": "15550001111",
                                                           "phone_number_id": "1122334455667"},
             "contacts": [{"profile": {"name": "Bench"}, "wa_id": phone}], "messages": messages}
    if statuses:
        value["statuses"] = statuses
    return json.dumps({"object": "whatsapp_business_account",
                       "entry": [{"id": "1", "changes": [{"value": value, "field": "messages"}]}]}).encode()


def workload(client: int, count: int) -> list[tuple[str, bytes]]:
    """One client's requests: a new user, follow-ups, a batch every 10th, a redelivery every 7th."""
    items: list[tuple[str, bytes]] = []
    sent: list[bytes] = []
    for n in range(count):
        phone = f"9725{client:03d}{n // 20:05d}"  # a new user every 20 requests
        wamid = f"wamid.BENCH.{client}.{n}"
        if n % 20 == 0:
            kind, raw = "first message", body(phone, [message(wamid, phone, "remind me tomorrow at 9 to call mom")])
        elif n % 10 == 0:
            msgs = [message(f"{wamid}.{i}", phone, f"add milk {i} to my shopping list") for i in range(3)]
            statuses = [{"id": f"wamid.OUT.{client}.{n}.{i}", "status": "delivered", "timestamp": "1",
                         "recipient_id": phone} for i in range(2)]
            kind, raw = "batch (3 msgs + 2 receipts)", body(phone, msgs, statuses)
        elif n % 7 == 0 and sent:
            kind, raw = "redelivery (dedupe)", sent[-1]
        else:
            kind, raw = "follow-up message", body(phone, [message(wamid, phone, "what are my tasks?")])
        sent.append(raw)
        items.append((kind, raw))
    return items


def seed_outbox(clients: list[int], per_client: int) -> None:
    """Outbox rows for the receipts of the batched bodies: receipts for messages Memo really sent."""
    user = User.objects.create(phone="+15550000000")
    thread = Thread.objects.create(user=user)
    OutboundMessage.objects.bulk_create([
        OutboundMessage(idempotency_key=f"bench:{c}:{n}:{i}", thread=thread, text="hi", status="sent",
                        channel_message_id=f"wamid.OUT.{c}.{n}.{i}")
        for c in clients for n in range(per_client) if n % 10 == 0 and n % 20 for i in range(2)])


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def serve(port: int, threads: int) -> None:
    """The server process: Memo's WSGI app on a fixed pool of threads (persistent DB connections)."""
    from concurrent.futures import ThreadPoolExecutor
    from wsgiref.simple_server import WSGIRequestHandler, WSGIServer

    from django.core.wsgi import get_wsgi_application

    class QuietHandler(WSGIRequestHandler):
        def log_message(self, format: str, *args: object) -> None:  # noqa: A002 - stdlib signature
            pass

    class PoolServer(WSGIServer):
        request_queue_size = 128
        pool = ThreadPoolExecutor(threads)

        def process_request(self, request, client_address):
            self.pool.submit(self._work, request, client_address)

        def _work(self, request, client_address):
            try:
                self.finish_request(request, client_address)
            except Exception:
                self.handle_error(request, client_address)
            finally:
                self.shutdown_request(request)

    from django.db import connection

    # Attach to the embedded PostgreSQL once, before the pool threads connect concurrently (the embedded
    # server's first attach is not thread-safe).
    connection.ensure_connection()
    django_app = get_wsgi_application()
    timings: list[float] = []

    def timed_app(environ, start_response):
        """Server-side time of one request: the application's work, without the client's CPU."""
        started = time.perf_counter()
        try:
            return list(django_app(environ, start_response))
        finally:
            if environ.get("PATH_INFO") == "/webhooks/whatsapp/" and environ.get("REQUEST_METHOD") == "POST":
                timings.append((time.perf_counter() - started) * 1000)

    def dump(signum, frame):
        Path(os.environ["BENCH_TIMINGS"]).write_text(json.dumps(timings))
        os._exit(0)

    signal.signal(signal.SIGTERM, dump)
    server = PoolServer(("127.0.0.1", port), QuietHandler)
    server.set_app(timed_app)
    server.serve_forever()


def start_server(port: int, threads: int, timings: Path) -> subprocess.Popen:
    server = subprocess.Popen([sys.executable, __file__, "--serve", str(port), "--threads", str(threads)],
                              cwd=ROOT, env={**os.environ, **BENCH_ENV, "BENCH_TIMINGS": str(timings)},
                              stdout=subprocess.DEVNULL,
                              stderr=open(os.environ.get("BENCH_SERVER_LOG", os.devnull), "w"))  # noqa: SIM115
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        try:
            requests.get(f"http://127.0.0.1:{port}/webhooks/whatsapp/", timeout=1)
            return server
        except requests.ConnectionError:
            time.sleep(0.2)
    server.kill()
    raise SystemExit("the web server did not start")


def run(url: str, clients: int, per_client: int, rate: float = 0.0, first_client: int = 0) -> dict[str, list[float]]:
    """Send every client's workload. rate = 0: closed loop (each client sends as soon as the last answer
    came: saturation). rate > 0: open loop at `rate` requests/s in total, latency counted from the
    scheduled send time, so a slow server cannot hide its queueing (no coordinated omission)."""
    results: dict[str, list[float]] = {}
    lock = threading.Lock()
    errors: list[str] = []
    interval = clients / rate if rate else 0.0
    t0 = time.perf_counter() + 0.2

    def client(index: int) -> None:
        session = requests.Session()
        for n, (kind, raw) in enumerate(workload(first_client + index, per_client)):
            headers = {"Content-Type": "application/json", "X-Hub-Signature-256": sign(raw, "bench-secret")}
            started = time.perf_counter()
            if interval:
                started = t0 + (n + index / clients) * interval
                time.sleep(max(0.0, started - time.perf_counter()))
            response = session.post(url, data=raw, headers=headers, timeout=30)
            elapsed = (time.perf_counter() - started) * 1000
            with lock:
                results.setdefault(kind, []).append(elapsed)
                if response.status_code != 200:
                    errors.append(f"{response.status_code} {response.text[:80]}")

    threads = [threading.Thread(target=client, args=(i,)) for i in range(clients)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    if errors:
        print(f"!! {len(errors)} requests failed, e.g. {errors[0]}")
    return results


def report(name: str, values: list[float]) -> str:
    return (f"{name:<30} n={len(values):>5}  p50 {pct(values, 50):6.1f} ms  p90 {pct(values, 90):6.1f} ms  "
            f"p99 {pct(values, 99):6.1f} ms  max {max(values):6.1f} ms  mean {statistics.fmean(values):6.1f} ms")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clients", type=int, default=4, help="concurrent senders")
    parser.add_argument("--requests", type=int, default=250, help="requests per sender")
    parser.add_argument("--threads", type=int, default=4, help="server threads")
    parser.add_argument("--rate", type=float, default=20.0, help="offered load of the open-loop run, requests/s")
    parser.add_argument("--serve", type=int, default=0, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.serve:
        serve(args.serve, args.threads)
        return
    if settings.EMBEDDED_REDIS:
        engines.ensure_embedded_redis(settings.VAR_DIR)
    call_command("migrate", verbosity=0)
    for model in (Turn, OutboundMessage, Message, Thread, User):
        model.objects.all().delete()
    seed_outbox([*range(200, 200 + args.clients), *range(300, 300 + args.clients)], args.requests)
    port = free_port()
    timings_file = Path(tempfile.mkstemp(prefix="memo-bench-webhook-", suffix=".json")[1])
    server = start_server(port, args.threads, timings_file)
    url = f"http://127.0.0.1:{port}/webhooks/whatsapp/"
    try:
        run(url, 2, 20)  # warm-up: connections, imports, first queries (their receipts match nothing)
        alone = run(url, 1, 100, first_client=100)  # one sender: the service time without queueing
        steady = run(url, args.clients, args.requests, rate=args.rate, first_client=200)
        started = time.perf_counter()
        results = run(url, args.clients, args.requests, first_client=300)
        wall = time.perf_counter() - started
    finally:
        server.terminate()
        server.wait(timeout=10)
        app.control.purge()
    server_side = json.loads(timings_file.read_text() or "[]")
    timings_file.unlink()
    # The server saw: warm-up (40), one sender (100), steady, saturation, in this order.
    n_alone, n_steady = 100, args.clients * args.requests
    server_alone = server_side[40:40 + n_alone]
    server_steady = server_side[40 + n_alone:40 + n_alone + n_steady]
    def flat(runs: dict[str, list[float]]) -> list[float]:
        return [v for values in runs.values() for v in values]

    print(f"webhook latency: WSGI server with {args.threads} threads, embedded PostgreSQL + Redis, "
          f"{os.cpu_count()} CPUs shared with the load generator; load average before: {os.getloadavg()[0]:.1f}")
    print(f"one sender, one request at a time ({len(flat(alone))} requests): service time")
    print("  " + report("all requests", flat(alone)))
    print("  " + report("server side (app only)", server_alone))
    print(f"steady load: {args.rate:g} requests/s offered by {args.clients} senders ({len(flat(steady))} requests)")
    for kind in sorted(steady):
        print("  " + report(kind, steady[kind]))
    print("  " + report("all requests", flat(steady)) + "   target: p99 <= 50 ms")
    print("  " + report("server side (app only)", server_steady))
    total = flat(results)
    print(f"saturation: {args.clients} senders back to back ({len(total)} requests), "
          f"throughput {len(total) / wall:,.0f} requests/s")
    print("  " + report("all requests", total))
    print(f"stored {Message.objects.count():,} messages of {User.objects.count():,} users")


if __name__ == "__main__":
    main()
