"""Benchmark: what users lose, or get twice, when Memo's processes die while they write.

    .venv/bin/python bench/chaos.py --messages 200 --users 40 [--redis] [--beat] [--postgres] [--json]

Starts Memo's production layout on this machine, on the embedded PostgreSQL and Redis of a data folder of
its own, var/bench-chaos/ (wiped at every start; processes and engines an interrupted run left on it are
stopped first): `manage.py migrate`, then gunicorn, a CPU worker (2 processes), two I/O workers (20
threads each) and beat. Unlike `make run`, which stops everything when one process dies, each process is
started here in a session of its own, so that one can be killed and started again while the rest runs on.
WhatsApp points at a fake Graph API served from this process, which records every message Memo sends; no
LLM is configured (unless `--llm-delay`: then a fake one answering after that delay, and each user's third
message is a question for it), so the rules plan the other messages. Memo's output goes to var/bench-chaos.log.

Then `--users` users send `--messages` messages through the signed webhook, `--rate` a second, each
user's in order. Each message has an effect that would show if done twice: odd ones "remind me to call
<Name>-<n> tomorrow at 5pm" (a task with its own text), even ones "add item-<n> to the shopping list" (a
list item). A POST that fails (refused, 5xx) is posted again every second until it gets its 200, as Meta
retries; and, as Meta does, a "sent" receipt goes back to the webhook for every message Memo sends.
Meanwhile, every `--kill-min`..`--kill-max` seconds until the last message is posted, something
is killed: a Celery worker (SIGKILL of its process group, a crash), started again `--restart-after` seconds
later, as systemd would; with `--beat` also beat, the same way; with `--redis` also Redis and with
`--postgres` also PostgreSQL, each stopped and started again `--outage` seconds later (PostgreSQL sooner if
a Memo process, which starts the embedded server when it finds it absent, does so first). `--seed` makes
the choices repeatable. Once the last message is posted the stack runs until every message's turn is over
and its reply has reached the fake Graph API, or `--timeout`. Ctrl-C (or SIGTERM) stops every process and
the engines.

Prints (or with `--json`, one JSON object):
- every kill: what, when (seconds after the first message), when it was back (a worker: when it answered
  a ping), and the webhook POSTs: acknowledged, given up, retries and why they failed;
- lost: acknowledged messages with no Message row; "stuck" messages whose turn never ended (queued or
  processing at the end); effects missing (the task or list item is not there);
- done twice: messages with more than one turn, tasks or list items whose text is there more than
  once, ledger rows (ExecutedOperation) repeated for one (trace, step), outbox rows beyond one per turn,
  and the same reply sent twice to one user at the Graph API;
- replies: messages with exactly one reply, none, several; reply latency, first POST to reply;
- recovery: stalled turns and late starts, as n, p50, p95 and max (bench/chaos_checks.py's `recovery`).
  A turn's recorded activity is its creation, its StageRun rows (start to start + duration) and its
  reply's arrival; a stall is a gap in it that a worker or beat kill fell in, or that a Redis or
  PostgreSQL outage overlapped, measured from the kill to the turn's next activity (a turn running on a
  process that was not killed shows a stall of a few milliseconds, hence the count of those over 1 s). A
  late start is a message whose turn began more than a second after it arrived, with an outage of the CPU
  worker, Redis or PostgreSQL over in between, measured from the end of that outage (a worker's end: when
  it answered a ping) to the turn's start;
- the run's time: the load, the wait for the last reply, and everything from the stack's start.
Where something could not be measured it says n/a. A script, not a test: it prints figures and asserts
nothing.
"""

from __future__ import annotations

import argparse
import fcntl
import http.client
import json
import os
import random
import shutil
import signal
import socket
import subprocess
import sys
import threading
import time
from collections import Counter
from pathlib import Path
from typing import IO, Any

ROOT = Path(__file__).resolve().parent.parent
VAR_DIR = ROOT / "var" / "bench-chaos"
LOG_PATH = VAR_DIR.parent / "bench-chaos.log"  # beside the data folder, so wiping it keeps the last log
# This process reads the same database at the end and pings the workers: it needs the stack's settings.
os.environ.update({"MEMO_VAR_DIR": str(VAR_DIR), "DATABASE_URL": "", "CELERY_BROKER_URL": "",
                   "DJANGO_SETTINGS_MODULE": "memo.settings"})
sys.path.insert(0, str(ROOT))

import django  # noqa: E402

django.setup()

from chaos_checks import Inbound, Kill, Reply, figures, progress, read_database, report  # noqa: E402
from django.conf import settings  # noqa: E402
from django.db import connections  # noqa: E402
from fakes import FakeGraph, FakeLLM  # noqa: E402
from llm_load import (  # noqa: E402
    Post,
    free_port,
    phones_for,
    post_webhook,
    receipt_body,
    tail,
    webhook_body,
)
from llm_load import stack_env as llm_load_env  # noqa: E402
from llm_load_report import is_welcome  # noqa: E402

from memo import engines, serving  # noqa: E402

NAMES = ("Dana", "Yossi", "Noa", "Avi", "Maya")
RETRY_SECONDS = 1.0  # Meta's retries are slower; a second keeps the run short and still shows every outage
SETTLE_SECONDS = 2.0  # after the last reply, how long to watch for a second one
WORKERS = ("cpu", "io1", "io2")


def log(text: str) -> None:
    """Progress goes to stderr, so `--json` leaves stdout to the one object."""
    print(text, file=sys.stderr, flush=True)


def stack_env(graph_url: str, llm_url: str = "") -> dict[str, str]:
    """Every child's environment: llm_load's (own engines and data, the fakes, quiet logs), on this folder."""
    return llm_load_env(llm_url or None, graph_url, var_dir=VAR_DIR)


# --- the stack ------------------------------------------------------------------------------------------
class Stack:
    """Memo's processes, each in a session of its own: a kill reaches one process group, a Ctrl-C none."""

    def __init__(self, env: dict[str, str], port: int, out: IO[str]) -> None:
        layout = serving.worker_layout(cpu_processes=2, io_threads=20, io_processes=2)
        base = {**env, **layout.env}  # every process knows the I/O queue, as under runall
        beat = [sys.executable, "-m", "celery", "-A", "memo", "beat", "-l", "INFO", "--scheduler",
                settings.CELERY_BEAT_SCHEDULER]
        self.commands: dict[str, tuple[list[str], dict[str, str]]] = {
            "web": (serving.gunicorn_command("127.0.0.1", port), base),
            **{name: (cmd, {**base, **layout.env_for(cmd)})
               for name, cmd in zip(WORKERS, layout.commands, strict=True)},
            "beat": (beat, base)}
        # Celery names a worker from its -n, %h being this host's name: what a ping's answer is keyed by.
        self.nodes = {name: cmd[cmd.index("-n") + 1].replace("%h", socket.gethostname())
                      for name, (cmd, _) in self.commands.items() if name in WORKERS}
        self.env, self.port, self.out = base, port, out
        self.procs: dict[str, subprocess.Popen] = {}
        self.closed = False
        self._lock = threading.Lock()

    def migrate(self) -> None:
        done = subprocess.run([sys.executable, "manage.py", "migrate", "--noinput"], cwd=ROOT, env=self.env,
                              stdout=self.out, stderr=subprocess.STDOUT, start_new_session=True, check=False)
        if done.returncode:
            raise SystemExit(f"migrate failed; see {LOG_PATH}:\n{tail(LOG_PATH)}")

    def start(self, name: str) -> float | None:
        """Start one process (unless the run is stopping); when it was started."""
        with self._lock:
            if self.closed:
                return None
            cmd, env = self.commands[name]
            self.procs[name] = subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=self.out, stderr=subprocess.STDOUT,
                                                start_new_session=True)
            return time.time()

    def kill(self, name: str) -> float:
        """SIGKILL the process and everything it forked (a prefork worker's pool): a crash, not a shutdown."""
        proc = self.procs[name]
        killed_at = time.time()
        try:
            os.killpg(proc.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        proc.wait()
        return killed_at

    def answering(self, names: list[str], timeout: float = 0.5) -> set[str]:
        """Which of these workers answer a ping through the broker (none while Redis is down)."""
        from memo.celery import app

        if not engines.redis_is_up(VAR_DIR):
            return set()
        try:
            with app.connection_for_write() as conn:
                conn.ensure_connection(max_retries=1)  # Redis going down meanwhile: no retrying for minutes
                answers = app.control.ping(destination=[self.nodes[n] for n in names], timeout=timeout,
                                           limit=len(names), connection=conn)
        except Exception:  # the broker down or restarting: kombu raises several kinds
            return set()
        nodes = {node for answer in answers for node in answer}
        return {n for n in names if self.nodes[n] in nodes}

    def wait_ready(self, timeout: float) -> None:
        """Until the web server answers (the webhook's GET without a token is a 403) and every worker pings back."""
        deadline = time.monotonic() + timeout
        waiting = list(WORKERS)
        web_up = False
        while time.monotonic() < deadline:
            for name, proc in self.procs.items():
                if proc.poll() is not None:
                    raise SystemExit(f"{name} exited during start-up; see {LOG_PATH}:\n{tail(LOG_PATH)}")
            if not web_up:
                try:
                    conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=2)
                    conn.request("GET", "/webhooks/whatsapp/")
                    conn.getresponse().read()
                    web_up = True
                except OSError:
                    pass
            waiting = [n for n in waiting if n not in self.answering(waiting)]
            if web_up and not waiting:
                return
            time.sleep(0.5)
        raise SystemExit(f"not up within {timeout:g} s (web {'up' if web_up else 'down'}, waiting for "
                         f"{', '.join(waiting) or 'nothing'}); see {LOG_PATH}")

    def exited_on_their_own(self, down: set[str]) -> list[str]:
        return [name for name, proc in self.procs.items() if name not in down and proc.poll() is not None]

    def stop(self) -> None:
        """SIGTERM every process group, SIGKILL what is left after 15 s."""
        with self._lock:
            self.closed = True
        for proc in self.procs.values():
            signal_group(proc.pid, signal.SIGTERM)
        deadline = time.monotonic() + 15
        for proc in self.procs.values():
            try:
                proc.wait(timeout=max(0.1, deadline - time.monotonic()))
            except subprocess.TimeoutExpired:
                pass
            signal_group(proc.pid, signal.SIGKILL)  # also pool children whose parent is already gone
            proc.wait()


def signal_group(pgid: int, sig: int) -> None:
    try:
        os.killpg(pgid, sig)
    except ProcessLookupError:
        pass


def postgres_up() -> bool:
    """The embedded server accepts a connection (its socket directory and port are in postmaster.pid)."""
    import psycopg

    try:
        lines = (engines.pg_data_dir(VAR_DIR) / "postmaster.pid").read_text().splitlines()
        with psycopg.connect(host=lines[4].strip(), port=int(lines[3]), user="postgres", dbname="postgres",
                             connect_timeout=1):
            return True
    except (OSError, IndexError, ValueError, psycopg.Error):
        return False


def fresh_var_dir() -> None:
    """A clean data folder: what an interrupted run left on it is stopped before it is removed."""
    import psutil

    # Its children run in sessions of their own and outlive it; they are the processes whose environment
    # names this data folder (the engines they started too, which stop_embedded_* then finds gone).
    for proc in psutil.process_iter(["pid", "name"]):
        if proc.pid == os.getpid() or "python" not in (proc.info["name"] or ""):
            continue
        try:
            if proc.environ().get("MEMO_VAR_DIR") == str(VAR_DIR):
                proc.kill()
        except psutil.Error:
            continue
    engines.stop_embedded_redis(VAR_DIR)
    engines.stop_embedded_postgres(VAR_DIR)
    shutil.rmtree(VAR_DIR, ignore_errors=True)
    VAR_DIR.mkdir(parents=True)


# --- chaos ----------------------------------------------------------------------------------------------
class Chaos(threading.Thread):
    """Kills something every U(kill_min, kill_max) seconds and brings it back, until told to stop."""

    def __init__(self, stack: Stack, args: argparse.Namespace, rng: random.Random) -> None:
        super().__init__(daemon=True, name="chaos")
        self.stack, self.args, self.rng = stack, args, rng
        self.kinds = ["worker", *(kind for kind in ("redis", "beat", "postgres") if getattr(args, kind))]
        self.kills: list[Kill] = []
        self.down: set[str] = set()  # targets killed and not yet back: never killed twice at once
        self.stopping = threading.Event()
        self._outages: list[threading.Thread] = []

    def run(self) -> None:
        while not self.stopping.wait(self.rng.uniform(self.args.kill_min, self.args.kill_max)):
            up = {kind: [t for t in (WORKERS if kind == "worker" else (kind,)) if t not in self.down]
                  for kind in self.kinds}
            kinds = [kind for kind, targets in up.items() if targets]
            if not kinds:
                continue
            kind = self.rng.choice(kinds)
            target = self.rng.choice(up[kind])
            self.down.add(target)
            kill = Kill(kind, target, time.time())
            self.kills.append(kill)
            outage = threading.Thread(target=self._outage, args=(kill,), daemon=True, name=f"outage-{target}")
            self._outages.append(outage)
            outage.start()

    def _outage(self, kill: Kill) -> None:
        try:
            if kill.kind in ("worker", "beat"):
                kill.killed_at = self.stack.kill(kill.target)
                time.sleep(self.args.restart_after)  # what systemd's RestartSec would wait
                kill.restarted_at = self.stack.start(kill.target)
                if kill.kind == "worker" and kill.restarted_at:
                    kill.ready_at = self._wait_ping(kill.target)
            elif kill.kind == "redis":
                engines.stop_embedded_redis(VAR_DIR)
                time.sleep(self.args.outage)
                engines.ensure_embedded_redis(VAR_DIR)
                kill.restarted_at = time.time()
            else:
                self._postgres_outage(kill)
            log(f"  chaos: {kill.target} killed, back after {(kill.back_at or time.time()) - kill.killed_at:.1f} s")
        finally:
            self.down.discard(kill.target)

    def _postgres_outage(self, kill: Kill) -> None:
        """Stopped; started again after --outage seconds, unless a Memo process (which starts the embedded
        server when it finds it absent) has done so already: then that moment is when it was back."""
        engines.stop_embedded_postgres(VAR_DIR)
        until = time.monotonic() + self.args.outage
        while time.monotonic() < until:
            if postgres_up():
                kill.restarted_at, kill.restarted_by = time.time(), "memo"
                return
            time.sleep(0.1)
        engines.ensure_embedded_postgres(VAR_DIR, settings.DATABASES["default"]["NAME"])
        kill.restarted_at = time.time()

    def _wait_ping(self, name: str, timeout: float = 60.0) -> float | None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline and not self.stack.closed:
            if self.stack.answering([name]):
                return time.time()
            time.sleep(0.2)
        return None

    def finish(self) -> None:
        """No more kills; wait until everything killed is back."""
        self.stopping.set()
        self.join()
        for outage in self._outages:
            outage.join()


# --- the load -------------------------------------------------------------------------------------------
def schedule(args: argparse.Namespace, phones: list[str], start: float) -> list[Inbound]:
    """Message n (from 1) is due n-1 / rate seconds after `start`, from user (n-1) mod users."""
    messages = []
    for n in range(1, args.messages + 1):
        phone, due = phones[(n - 1) % len(phones)], start + (n - 1) / args.rate
        name = f"{NAMES[n % len(NAMES)]}-{n}"
        if args.llm_delay and (n - 1) // len(phones) == 2:
            # Each user's third message asks the (fake) LLM, twice: the planner, then the writer. Its turn
            # spends seconds in I/O stages, so a killed I/O worker leaves turns mid-stage to recover.
            text, effect, kind = f"any thoughts on naming {name}'s new puppy", "", "question"
        elif n % 2:
            text, effect, kind = f"remind me to call {name} tomorrow at 5pm", f"call {name}", "task"
        else:
            text, effect, kind = f"add item-{n} to the shopping list", f"item-{n}", "item"
        messages.append(Inbound(n, phone, f"wamid.CHAOS.{n}", text, effect, kind, due))
    return messages


def deliver(port: int, message: Inbound, give_up_after: float) -> None:
    """Post until the webhook answers 200, every RETRY_SECONDS, as Meta retries what fails."""
    raw = webhook_body(message.phone, message.wamid, message.text)  # the same body on every retry, as Meta's
    while True:
        post = Post(message.phone)
        now = time.time()
        message.first_post_at = message.first_post_at or now
        message.attempts += 1
        post_webhook(port, raw, post)
        if not post.failed:
            message.acked_at, message.ack_s = time.time(), post.ack_ms / 1000
            return
        message.failures[post.error.split(":")[0] or f"HTTP {post.status}"] += 1
        if not post.error and post.status < 500:
            message.gave_up = f"HTTP {post.status}"  # refused for good (a bad signature): retrying cannot help
            return
        if time.time() - message.first_post_at > give_up_after:
            message.gave_up = "retried past --timeout"
            return
        time.sleep(RETRY_SECONDS)


class Receipts(threading.Thread):
    """Meta's "sent" receipt for every message Memo sends, posted back to the webhook a moment later (until
    it gets its 200), as Meta does: a send whose worker died before recording it is known by its receipt."""

    def __init__(self, port: int, graph: FakeGraph) -> None:
        super().__init__(daemon=True)
        self.port, self.graph, self.posted = port, graph, 0
        self._stop_event = threading.Event()

    def run(self) -> None:
        done: set[str] = set()
        while not self._stop_event.is_set():
            for sent in [s for s in self.graph.snapshot() if s.wamid not in done]:
                done.add(sent.wamid)
                while not self._stop_event.is_set():
                    post = Post(sent.to)
                    post_webhook(self.port, receipt_body(sent, "sent"), post)
                    if not post.failed:
                        self.posted += 1
                        break
                    time.sleep(RETRY_SECONDS)
            time.sleep(0.2)

    def stop(self) -> None:
        self._stop_event.set()
        self.join(timeout=30)


def send_all(port: int, messages: list[Inbound], give_up_after: float) -> None:
    """One client thread per user: a user's messages go in order, each when due or once the last is acked."""
    by_phone: dict[str, list[Inbound]] = {}
    for message in messages:
        by_phone.setdefault(message.phone, []).append(message)

    def user(own: list[Inbound]) -> None:
        for message in own:
            time.sleep(max(0.0, message.due - time.time()))
            deliver(port, message, give_up_after)

    threads = [threading.Thread(target=user, args=(own,), daemon=True) for own in by_phone.values()]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()


def quiet_resets(graph: FakeGraph) -> None:
    """A worker killed with a connection open to the fake Graph API resets it: expected here, so no traceback."""
    server = graph._served._server
    report_error = server.handle_error

    def handle_error(request: Any, client_address: Any) -> None:
        if not isinstance(sys.exc_info()[1], ConnectionResetError):
            report_error(request, client_address)

    server.handle_error = handle_error


def graph_replies(graph: FakeGraph, phones: set[str], offset: float) -> list[Reply]:
    """What the users got, welcomes left out, on this process's time.time() clock."""
    return [Reply(s.to, s.text, s.at + offset, s.wamid) for s in graph.snapshot()
            if s.to in phones and not is_welcome(s)]


def warm_up(port: int, graph: FakeGraph, offset: float) -> None:
    """Two users through the whole path first: the workers' first queries and imports are not the point."""
    phones = phones_for("1", 2)
    for i, phone in enumerate(phones):
        deliver(port, Inbound(0, phone, f"wamid.CHAOS.warmup.{i}", f"add warmup-{i} to the shopping list",
                              "", "item", 0.0), give_up_after=60)
    deadline = time.monotonic() + 120
    while {r.phone for r in graph_replies(graph, set(phones), offset)} != set(phones):
        if time.monotonic() > deadline:
            raise SystemExit(f"the warm-up messages got no reply in 120 s; see {LOG_PATH}")
        time.sleep(0.2)


def wait_until_done(graph: FakeGraph, messages: list[Inbound], offset: float, timeout: float) -> bool:
    """Until every acknowledged message's turn is over and its reply is at the Graph API, or the timeout."""
    phones = {m.phone for m in messages}
    acked = sum(1 for m in messages if m.acked_at)
    deadline, reported = time.monotonic() + timeout, time.monotonic()
    while time.monotonic() < deadline:
        finished, replied = progress(read_database(phones), graph_replies(graph, phones, offset), messages)
        if finished == replied == acked:
            time.sleep(SETTLE_SECONDS)
            return True
        if time.monotonic() - reported >= 10:
            log(f"  … {finished}/{acked} turns over, {replied}/{acked} replied")
            reported = time.monotonic()
        time.sleep(1.0)
    return False


# --- the run --------------------------------------------------------------------------------------------
def run(args: argparse.Namespace, stack: Stack, graph: FakeGraph, rng: random.Random) -> dict[str, Any]:
    began = time.time()
    offset = time.time() - time.perf_counter()  # the fake Graph API stamps arrivals with perf_counter()
    stack.migrate()
    engines.ensure_embedded_redis(VAR_DIR)
    for name in stack.commands:
        stack.start(name)
    stack.wait_ready(timeout=180)
    warm_up(stack.port, graph, offset)
    log(f"stack up and answering in {time.time() - began:.1f} s (log: {LOG_PATH})")
    load_start = time.time() + 0.5
    messages = schedule(args, phones_for("2", args.users), load_start)
    chaos = Chaos(stack, args, rng)
    log(f"load: {args.messages} messages from {args.users} users at {args.rate:g}/s; killing {', '.join(chaos.kinds)}")
    receipts = Receipts(stack.port, graph)
    receipts.start()
    chaos.start()
    try:
        send_all(stack.port, messages, give_up_after=args.timeout)
    finally:
        chaos.finish()
    last_post = max((m.acked_at or m.first_post_at or 0.0) for m in messages)
    log(f"last message posted {last_post - load_start:.1f} s in; {len(chaos.kills)} kills; waiting for the replies")
    finished = wait_until_done(graph, messages, offset, args.timeout)
    receipts.stop()
    done_at = time.time()
    phones = {m.phone for m in messages}
    result = figures(messages, chaos.kills, read_database(phones), graph_replies(graph, phones, offset), load_start)
    connections.close_all()  # before the engines stop under it
    failures: Counter[str] = Counter()
    for message in messages:
        failures.update(message.failures)
    result.update({
        "users": args.users, "rate": args.rate, "killing": chaos.kinds, "finished": finished,
        "kills": [{**vars(k), "at_s": round(k.killed_at - load_start, 2),
                   "back_after_s": round(k.back_at - k.killed_at, 2) if k.back_at else None} for k in chaos.kills],
        "kills_by_target": dict(Counter(k.target for k in chaos.kills)),
        "webhook_retries": sum(m.retries for m in messages),
        "messages_retried": sum(1 for m in messages if m.retries),
        "webhook_failures": dict(failures), "gave_up": dict(Counter(m.gave_up for m in messages if m.gave_up)),
        "exited_on_their_own": stack.exited_on_their_own(chaos.down),
        "load_s": round(last_post - load_start, 1), "wait_s": round(done_at - last_post, 1),
        "total_s": round(time.time() - began, 1),
    })
    return result


def parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--messages", type=int, default=200, help="messages sent in all (default 200)")
    parser.add_argument("--users", type=int, default=40, help="users sending them, each in order (default 40)")
    parser.add_argument("--rate", type=float, default=20.0, help="messages posted per second (default 20)")
    parser.add_argument("--kill-min", type=float, default=2.0, help="least seconds between two kills (default 2)")
    parser.add_argument("--kill-max", type=float, default=4.0, help="most seconds between two kills (default 4)")
    parser.add_argument("--restart-after", type=float, default=1.0,
                        help="seconds before a killed worker or beat is started again (default 1.0)")
    parser.add_argument("--outage", type=float, default=3.0,
                        help="seconds Redis or PostgreSQL stays down once stopped (default 3)")
    parser.add_argument("--redis", action="store_true", help="also stop and restart Redis (the broker)")
    parser.add_argument("--beat", action="store_true", help="also kill and restart Celery beat")
    parser.add_argument("--postgres", action="store_true", help="also stop and restart PostgreSQL")
    parser.add_argument("--timeout", type=float, default=180.0,
                        help="seconds to wait for the last replies after the last message is posted, and to "
                             "keep posting one message the webhook refuses (default 180)")
    parser.add_argument("--seed", type=int, help="seed of the random choice of what to kill and when")
    parser.add_argument("--llm-delay", type=float, default=0.0,
                        help="configure a fake LLM answering after this many seconds, and make each user's third "
                             "message a question for it (no effect; one reply): turns then wait in I/O stages, "
                             "where kills catch them mid-stage (default 0: no LLM)")
    parser.add_argument("--json", action="store_true", help="print the figures as one JSON object")
    args = parser.parse_args()
    if not 0 < args.kill_min <= args.kill_max or args.rate <= 0 or args.messages < 1 or args.users < 1:
        parser.error("need 0 < --kill-min <= --kill-max, --rate > 0, --messages and --users >= 1")
    return args


def on_sigterm(signum: int, frame: object) -> None:
    """A SIGTERM to the benchmark stops the stack as a Ctrl-C does."""
    raise KeyboardInterrupt


def main() -> None:
    args = parse_args()
    signal.signal(signal.SIGTERM, on_sigterm)
    # Two runs on one data folder would stop each other's processes and engines: the second one refuses.
    VAR_DIR.parent.mkdir(parents=True, exist_ok=True)
    lock = (VAR_DIR.parent / "bench-chaos.lock").open("w")
    try:
        fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        raise SystemExit(f"another bench/chaos.py runs on {VAR_DIR}") from None
    graph = FakeGraph()
    quiet_resets(graph)
    graph.start()
    llm = FakeLLM(args.llm_delay) if args.llm_delay else None
    if llm is not None:
        llm.start()
    fresh_var_dir()
    with LOG_PATH.open("w") as out:  # each child writes to its own copy of the descriptor
        stack = Stack(stack_env(graph.url, llm.url if llm is not None else ""), free_port(), out)
        try:
            result = run(args, stack, graph, random.Random(args.seed))
        except KeyboardInterrupt:
            log("interrupted: stopping the stack")
            raise SystemExit(130) from None
        finally:
            log("stopping the stack")
            connections.close_all()
            stack.stop()
            engines.stop_embedded_redis(VAR_DIR)
            engines.stop_embedded_postgres(VAR_DIR)
            graph.stop()
            if llm is not None:
                llm.stop()
    print(json.dumps(result, ensure_ascii=False) if args.json else report(result))


if __name__ == "__main__":
    main()
