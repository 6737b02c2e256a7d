"""What a turn costs: the stage chain on real Celery workers versus the same graph in one process.

    .venv/bin/python bench/turn_overhead.py [--turns 200] [--users 50] [--warmup 20] [--profile]
    make bench

Uses its own database (`memo_bench`, flushed at start) on the embedded PostgreSQL and its own queue
(`memo-bench`) on the embedded Redis, and starts two prefork worker processes for that queue, so it
neither sees nor disturbs a running Memo or a test session. Every turn is the built-in `meta` question
("what can you do?"): all thirteen stages, one parallel step in resolver_router and executor, one
outbox row, and no external service. Latency is "stored message to outbox row": Message.created_at to
the turn's first OutboundMessage.created_at. This script prints figures; it never asserts on them.
`--pool solo` runs two independent single-process workers instead of one prefork parent with two
children; bench/celery_floor.py measures the same chain with empty tasks (what Celery and Redis cost).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time
from collections import defaultdict
from pathlib import Path

from benchlib import pct, start_workers, stop_workers

ROOT = Path(__file__).resolve().parent.parent
DB_NAME = "memo_bench"
QUEUE = "memo-bench"
POOL = "prefork"  # --pool
TEXT = "what can you do?"
TARGET = "p50 ≤ 20 ms per turn, ≥ 60 turns/s with 2 worker processes"
TARGET_P50_MS, TARGET_RATE = 20.0, 60.0

# Before Django reads its settings: this process and its workers use the bench database and queue.
os.environ["MEMO_DB_NAME"] = DB_NAME
os.environ["MEMO_TASK_QUEUE"] = QUEUE
os.environ.setdefault("MEMO_LOG_LEVEL", "WARNING")
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "memo.settings")
if os.environ.get("DATABASE_URL"):  # an external server: the bench database on it, never the configured one
    os.environ["DATABASE_URL"] = os.environ["DATABASE_URL"].rsplit("/", 1)[0] + "/" + DB_NAME
sys.path.insert(0, str(ROOT))


def setup_django() -> None:
    import django
    from django.core.management import call_command

    django.setup()
    from memo.conversations.worker import ensure_broker

    ensure_broker()
    call_command("migrate", verbosity=0, interactive=False)
    call_command("flush", verbosity=0, interactive=False)


def purge_queue() -> None:
    from memo.celery import app

    app.control.purge()


# --- where the CPU goes ------------------------------------------------------------------------------------
def cpu_seconds(pid: int | None, descendants: bool = True) -> float:
    """CPU time of a process, with its reaped children and live descendants (a server and its backends)."""
    import psutil

    if not pid:
        return 0.0
    try:
        proc = psutil.Process(pid)
        t = proc.cpu_times()
        if not descendants:
            return t.user + t.system
        total = t.user + t.system + t.children_user + t.children_system
        for child in proc.children(recursive=True):
            try:
                c = child.cpu_times()
                total += c.user + c.system
            except psutil.Error:
                pass
        return total
    except psutil.Error:
        return 0.0


def server_pids(workers: list[subprocess.Popen]) -> dict[str, int | list[int] | None]:
    from django.conf import settings

    def pid_file(path: Path) -> int | None:
        try:
            return int(path.read_text().split()[0])
        except (OSError, ValueError, IndexError):
            return None

    return {
        "workers": [proc.pid for proc in workers],
        "postgres": pid_file(settings.VAR_DIR / "pgdata" / "postmaster.pid") if settings.EMBEDDED_POSTGRES else None,
        "redis": pid_file(settings.VAR_DIR / "redis.pid") if settings.EMBEDDED_REDIS else None,
        "bench": os.getpid(),
    }


def pg_counters() -> dict[str, int]:
    """The bench database's own counters: sessions opened, transactions (reads included), rows written."""
    from django.db import connection

    time.sleep(1.2)  # backends report their statistics about once a second
    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_stat_clear_snapshot()")
        cursor.execute("SELECT sessions, xact_commit, tup_inserted + tup_updated + tup_deleted FROM pg_stat_database"
                       " WHERE datname = current_database()")
        sessions, commits, rows = cursor.fetchone()
    return {"sessions": sessions, "commits": commits, "rows": rows}


def cpu_snapshot(pids: dict[str, int | list[int] | None]) -> dict[str, float]:
    # The bench process's own time only: the worker processes are its descendants and counted apart.
    snap = {name: sum(cpu_seconds(p, descendants=name != "bench") for p in (pid if isinstance(pid, list) else [pid]))
            for name, pid in pids.items()}
    snap.update({f"pg_{k}": float(v) for k, v in pg_counters().items()})
    return snap


def cpu_per_turn(before: dict[str, float], after: dict[str, float], turns: int) -> dict[str, float]:
    return {name: (after[name] - before[name]) * (1 if name.startswith("pg_") else 1000) / turns
            for name in before}


# --- sending turns and waiting for them --------------------------------------------------------------------
def phones(users: int) -> list[str]:
    return [f"+97250700{i:04d}" for i in range(users)]


def threads_for(users: int) -> list:
    from memo.conversations import services

    return [services.get_thread(phone, "console") for phone in phones(users)]


def send(threads: list, count: int, offset: int = 0, dispatcher=None) -> list[int]:
    """Store `count` messages round-robin over the threads (each drained after commit). Returns message ids."""
    from memo.conversations import services

    ids = []
    for i in range(count):
        thread = threads[(offset + i) % len(threads)]
        ids.append(services.receive_message(thread, TEXT, dispatcher=dispatcher).message.pk)
    return ids


def wait_done(message_ids: list[int], workers: list[subprocess.Popen], timeout: float = 300.0,
              poll: float = 0.25) -> None:
    """Wait until every message's turn has finished (its message is closed in the same commit as the reply).

    One indexed count per poll, and not too often: on a small machine the polling itself competes with
    the workers for CPU. The figures come from database timestamps, so polling never shifts them.
    """
    from memo.conversations.models import Message

    closed = (Message.Status.DONE, Message.Status.FAILED, Message.Status.IGNORED)
    deadline = time.monotonic() + timeout
    done = 0
    while time.monotonic() < deadline:
        done = Message.objects.filter(pk__in=message_ids, status__in=closed).count()
        if done == len(message_ids):
            return
        exited = [proc.returncode for proc in workers if proc.poll() is not None]
        if exited:
            raise SystemExit(f"a worker process exited ({exited[0]}); see var/bench-worker.log")
        time.sleep(poll)
    raise SystemExit(f"turns not finished after {timeout:.0f}s ({done}/{len(message_ids)})")


# --- figures -----------------------------------------------------------------------------------------------
def measure(message_ids: list[int]) -> dict:
    """Per turn: stored message -> first outbox row; and how the time splits into stage work and hand-overs."""
    from django.db.models import Min

    from memo.conversations.models import StageRun, Turn

    turns = list(Turn.objects.filter(inbound_message_id__in=message_ids)
                 .annotate(first_out=Min("outbox__created_at"))
                 .values("pk", "status", "inbound_message__created_at", "first_out", "finished_at"))
    latencies = [(t["first_out"] - t["inbound_message__created_at"]).total_seconds() * 1000 for t in turns
                 if t["first_out"]]
    first_in = min(t["inbound_message__created_at"] for t in turns)
    last_out = max(t["first_out"] for t in turns if t["first_out"])
    span = (last_out - first_in).total_seconds()
    runs = defaultdict(list)
    for r in StageRun.objects.filter(turn_id__in=[t["pk"] for t in turns]).values(
            "turn_id", "stage", "step_id", "duration_ms", "started_at"):
        runs[r["turn_id"]].append(r)
    in_stages, hand_over, tasks = [], [], []
    first_out = {t["pk"]: t["first_out"] for t in turns}
    created = {t["pk"]: t["inbound_message__created_at"] for t in turns}
    for turn_id, rows in runs.items():
        work = sum(r["duration_ms"] for r in rows)
        total = (first_out[turn_id] - created[turn_id]).total_seconds() * 1000 if first_out[turn_id] else 0
        in_stages.append(work)
        hand_over.append(max(total - work, 0.0))
        tasks.append(len(rows))
    return {
        "turns": len(turns), "failed": sum(1 for t in turns if t["status"] != Turn.Status.COMPLETED),
        "latencies": latencies, "span": span, "rate": len(turns) / span if span > 0 else float("nan"),
        "in_stages": in_stages, "hand_over": hand_over, "tasks": tasks,
    }


def stage_table(message_ids: list[int]) -> list[tuple[str, int, float, float]]:
    from memo.conversations.models import StageRun
    from memo.conversations.pipeline import graph

    durations = defaultdict(list)
    for stage, step_id, ms in StageRun.objects.filter(turn__inbound_message_id__in=message_ids).values_list(
            "stage", "step_id", "duration_ms"):
        durations[f"{stage}[step]" if step_id else stage].append(ms)
    order = [name for stage in graph.STAGES for name in (stage, f"{stage}[step]")]
    return [(name, len(durations[name]), pct(durations[name], 50), pct(durations[name], 95))
            for name in order if durations.get(name)]


def row(label: str, m: dict) -> str:
    lat = m["latencies"]
    return (f"  {label:<34} {m['turns']:>6} {pct(lat, 50):>8.1f} {pct(lat, 95):>8.1f} {max(lat):>8.1f}"
            f" {m['rate']:>8.1f} {m['failed']:>6}")


def verdict(ok: bool) -> str:
    return "meets" if ok else "MISSES"


# --- the run -----------------------------------------------------------------------------------------------
def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--turns", type=int, default=200, help="measured turns per mode (default 200)")
    parser.add_argument("--users", type=int, default=50, help="distinct phone numbers / threads (default 50)")
    parser.add_argument("--warmup", type=int, default=20, help="turns run first and not counted (default 20)")
    parser.add_argument("--sequential", type=int, default=50,
                        help="turns sent one at a time on the workers, for unloaded latency (default 50)")
    parser.add_argument("--concurrency", type=int, default=2, help="worker processes (default 2)")
    parser.add_argument("--pool", default="prefork", choices=["prefork", "threads", "solo"],
                        help="the worker pool (default prefork: the 2 worker processes of the target)")
    parser.add_argument("--profile", action="store_true", help="cProfile the in-process run, print the top 25")
    args = parser.parse_args()
    global POOL
    POOL = args.pool

    setup_django()
    from django.conf import settings

    from memo.conversations.pipeline.runner import LocalDispatcher

    log_path = settings.VAR_DIR / "bench-worker.log"
    purge_queue()
    threads = threads_for(args.users)
    workers: list[subprocess.Popen] = []
    try:
        env = {**os.environ, "MEMO_DB_NAME": DB_NAME, "MEMO_TASK_QUEUE": QUEUE}
        workers = start_workers("memo", QUEUE, POOL, args.concurrency, log_path, cwd=ROOT, env=env)
        t0 = time.monotonic()
        warm = send(threads, max(args.warmup, 1))
        wait_done(warm, workers, timeout=180)
        print(f"workers ready and warmed up ({args.warmup} turns) in {time.monotonic() - t0:.1f}s; "
              f"{os.cpu_count()} CPUs, load average {os.getloadavg()[0]:.2f} (other work on the machine skews figures)")

        pids = server_pids(workers)
        cpu_before = cpu_snapshot(pids)
        burst = send(threads, args.turns)
        wait_done(burst, workers)
        cpu_burst = cpu_per_turn(cpu_before, cpu_snapshot(pids), args.turns)
        one_by_one = []
        for i in range(args.sequential):
            ids = send(threads, 1, offset=i)
            wait_done(ids, workers, poll=0.01)
            one_by_one += ids
    finally:
        stop_workers(workers)
        purge_queue()

    local = LocalDispatcher()
    for i in range(min(args.warmup, len(threads))):
        send(threads, 1, offset=i, dispatcher=local)
        local.run_until_idle()
    profiler = None
    if args.profile:
        import cProfile

        profiler = cProfile.Profile()
        profiler.enable()
    in_process = []
    pids = {**server_pids([]), "workers": None}
    cpu_before = cpu_snapshot(pids)
    for i in range(args.turns):
        in_process += send(threads, 1, offset=i, dispatcher=local)
        local.run_until_idle()
    cpu_local = cpu_per_turn(cpu_before, cpu_snapshot(pids), args.turns)
    if profiler:
        profiler.disable()
    purge_queue()  # the in-process run's deliveries were published for workers that are gone

    m_burst, m_seq, m_local = measure(burst), measure(one_by_one), measure(in_process)
    print()
    print(f"Memo turn overhead: `meta` turns (\"{TEXT}\"), {args.users} users, "
          f"{args.concurrency} {POOL} workers, queue {QUEUE}, database {DB_NAME}")
    print(f"target: {TARGET}   (worker log: {log_path})")
    print()
    print(f"  {'stored message -> outbox row':<34} {'turns':>6} {'p50 ms':>8} {'p95 ms':>8} {'max ms':>8}"
          f" {'turns/s':>8} {'failed':>6}")
    print(row(f"celery, burst of {args.turns}", m_burst))
    print(row("celery, one turn at a time", m_seq))
    print(row("one process (LocalDispatcher)", m_local))
    print()
    print(f"  where a turn's time goes (p50 per turn)      {'stage work':>10} {'hand-over':>10} {'stage runs':>10}")
    for label, m in (("celery, burst", m_burst), ("celery, one at a time", m_seq), ("one process", m_local)):
        print(f"  {label:<44} {pct(m['in_stages'], 50):>9.1f}ms {pct(m['hand_over'], 50):>9.1f}ms"
              f" {pct(m['tasks'], 50):>10.0f}")
    print("  (hand-over = latency minus the StageRun durations: commit, publish, broker, task pickup, reload)")
    print()
    print(f"  CPU per turn                       {'workers':>8} {'postgres':>9} {'redis':>7} {'bench':>7} {'total':>7}"
          f"   ceiling on {os.cpu_count()} CPUs   per turn in the database")
    for label, cpu in ((f"celery, burst of {args.turns}", cpu_burst), ("one process (LocalDispatcher)", cpu_local)):
        total = sum(cpu[k] for k in ("workers", "postgres", "redis", "bench"))
        print(f"  {label:<34} {cpu['workers']:>6.1f}ms {cpu['postgres']:>7.1f}ms {cpu['redis']:>5.1f}ms"
              f" {cpu['bench']:>5.1f}ms {total:>5.1f}ms   {os.cpu_count() * 1000 / total:>6.1f} turns/s"
              f"      {cpu['pg_sessions']:>4.1f} connections, {cpu['pg_commits']:>4.1f} transactions,"
              f" {cpu['pg_rows']:>4.1f} rows written")
    print("  (postgres = the whole embedded server, other sessions on it included; bench = the sending and polling"
          " process, or the whole pipeline in one process)")
    print()
    print(f"  {'per stage (celery burst)':<34} {'runs':>6} {'p50 ms':>8} {'p95 ms':>8}"
          f"    {'one process':>11} {'p50 ms':>8} {'p95 ms':>8}")
    local_stages = {name: (p50, p95) for name, _, p50, p95 in stage_table(in_process)}
    for name, count, p50, p95 in stage_table(burst):
        lp50, lp95 = local_stages.get(name, (float("nan"), float("nan")))
        print(f"  {name:<34} {count:>6} {p50:>8.2f} {p95:>8.2f}    {'':>11} {lp50:>8.2f} {lp95:>8.2f}")
    print()
    seq_p50 = pct(m_seq["latencies"], 50)
    print(f"  p50 ≤ {TARGET_P50_MS:.0f} ms per turn:  {verdict(seq_p50 <= TARGET_P50_MS)} "
          f"(one at a time {seq_p50:.1f} ms; in a burst {pct(m_burst['latencies'], 50):.1f} ms, mostly queueing)")
    print(f"  ≥ {TARGET_RATE:.0f} turns/s on {args.concurrency} workers: {verdict(m_burst['rate'] >= TARGET_RATE)} "
          f"({m_burst['rate']:.1f} turns/s; one process managed {m_local['rate']:.1f})")
    print(f"  chain cost: celery one-at-a-time p50 {seq_p50:.1f} ms vs one process "
          f"{pct(m_local['latencies'], 50):.1f} ms for the same graph")
    if profiler:
        import pstats

        print()
        pstats.Stats(profiler, stream=sys.stdout).sort_stats("cumulative").print_stats(25)


if __name__ == "__main__":
    main()
