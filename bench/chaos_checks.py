"""What bench/chaos.py finds once the run is over (the database and the fake Graph API, read back), and
how it prints it.

Everything here works on one clock, this process's time.time(): the database's timestamps come from the
same machine's clock, the kills are stamped with it, and the fake Graph API's perf_counter() arrival
times are converted with the offset taken when the benchmark starts.
"""

from __future__ import annotations

import os
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from typing import Any

from benchlib import pct

TERMINAL = ("completed", "expired", "cancelled", "failed")
# A turn that starts this long after its message arrived waited for something (a dead worker, the broker, a
# backlog); a sooner start is ordinary queueing.
LATE_START_SECONDS = 1.0
# What a turn's start waits on: the CPU worker runs it, Redis carries it there, PostgreSQL holds it. An I/O
# worker or beat being down delays no start, so their outages explain no late one.
STARTS_NEED = ("cpu", "redis", "postgres")
EXAMPLES = 20  # the longest stalls and the repeated replies listed with their times, for a closer look


@dataclass
class Inbound:
    """One message a user sends, and what became of its webhook POSTs."""

    n: int
    phone: str
    wamid: str
    text: str
    effect: str  # the task text or list item the message should create, once
    kind: str  # "task", "item", or "question" (an LLM answer, no effect)
    due: float  # when the schedule says to post it (time.time())
    first_post_at: float | None = None
    acked_at: float | None = None
    ack_s: float | None = None  # how long the POST that got the 200 waited for it
    attempts: int = 0
    failures: Counter[str] = field(default_factory=Counter)  # why posts failed: "HTTP 500", "ConnectionRefusedError"
    gave_up: str = ""  # a POST refused for good (4xx), or retried past the timeout

    @property
    def retries(self) -> int:
        return max(0, self.attempts - 1)


@dataclass
class Kill:
    """One thing the chaos thread took down, and when it came back."""

    kind: str  # worker, redis, beat, postgres
    target: str  # cpu, io1, io2, redis, beat, postgres
    killed_at: float
    restarted_at: float | None = None  # started again (a process spawned, an engine answering)
    ready_at: float | None = None  # a restarted worker answering a ping
    restarted_by: str = "bench"  # "memo": a Memo process started the embedded PostgreSQL first

    @property
    def back_at(self) -> float | None:
        """When the thing could serve again: a worker once it answers, anything else once started."""
        return self.ready_at or self.restarted_at


@dataclass
class Reply:
    """A message at the fake Graph API."""

    phone: str
    text: str
    at: float
    wamid: str


@dataclass
class Recorded:
    """What the database holds about the measured users once the run is over."""

    messages: dict[str, dict[str, Any]]  # wamid -> id, created_at, status
    turns: list[dict[str, Any]]  # id, wamid of the inbound message, status, started_at
    stages: dict[int, list[tuple[float, float]]]  # turn id -> (start, end) of each StageRun
    outbound: list[dict[str, Any]]  # turn_id, kind, text, channel_message_id, phone (digits)
    task_texts: list[str]
    item_texts: list[str]
    ledger: list[tuple[str, str]]  # (trace_id, step_id) of every executed operation


def read_database(phones: set[str]) -> Recorded:
    """Everything the figures need about these users, in a handful of queries (Django must be set up)."""
    from memo.conversations.models import Message, OutboundMessage, StageRun, Turn, User
    from memo.planning.models import ExecutedOperation
    from memo.reminders.models import ListItem, Task

    users = list(User.objects.filter(phone__in=[f"+{p}" for p in phones]).values_list("pk", flat=True))
    messages = {row["channel_message_id"]: {"id": row["pk"], "created_at": row["created_at"].timestamp(),
                                            "status": row["status"]}
                for row in Message.objects.filter(thread__user__in=users, direction="in")
                .values("pk", "channel_message_id", "created_at", "status")}
    turns = [{"id": row["pk"], "wamid": row["inbound_message__channel_message_id"], "status": row["status"],
              "started_at": row["started_at"].timestamp()}
             for row in Turn.objects.filter(thread__user__in=users)
             .values("pk", "inbound_message__channel_message_id", "status", "started_at")]
    stages: dict[int, list[tuple[float, float]]] = defaultdict(list)
    for turn_id, started, duration_ms in StageRun.objects.filter(turn__thread__user__in=users).values_list(
            "turn_id", "started_at", "duration_ms"):
        stages[turn_id].append((started.timestamp(), started.timestamp() + (duration_ms or 0) / 1000))
    outbound = [{"turn_id": row["turn_id"], "kind": row["kind"], "text": row["text"],
                 "channel_message_id": row["channel_message_id"], "phone": row["thread__user__phone"].lstrip("+")}
                for row in OutboundMessage.objects.filter(thread__user__in=users)
                .values("turn_id", "kind", "text", "channel_message_id", "thread__user__phone")]
    return Recorded(
        messages=messages, turns=turns, stages=dict(stages), outbound=outbound,
        task_texts=list(Task.objects.filter(user__in=users).values_list("text", flat=True)),
        item_texts=list(ListItem.objects.filter(list__user__in=users).values_list("text", flat=True)),
        ledger=list(ExecutedOperation.objects.filter(user_id__in=users).values_list("trace_id", "step_id")))


def replies_by_turn(recorded: Recorded, replies: list[Reply]) -> tuple[dict[int, list[Reply]], int]:
    """Each reply at the Graph API matched to the turn whose outbox row it came from, and how many match none.

    By the id the fake answered with, as the row records it; a second send of the same row (a worker
    killed between the send and the row's update) carries another id, so the user and text match too.
    """
    by_wamid = {row["channel_message_id"]: row["turn_id"] for row in recorded.outbound if row["channel_message_id"]}
    by_text = {(row["phone"], row["text"]): row["turn_id"] for row in recorded.outbound}
    found: dict[int, list[Reply]] = defaultdict(list)
    unmatched = 0
    for reply in replies:
        turn_id = by_wamid.get(reply.wamid) or by_text.get((reply.phone, reply.text))
        if turn_id is None:
            unmatched += 1
        else:
            found[turn_id].append(reply)
    return found, unmatched


def progress(recorded: Recorded, replies: list[Reply], sent: list[Inbound]) -> tuple[int, int]:
    """(messages whose turn is over, messages with a reply) among the acknowledged ones."""
    acked = {m.wamid for m in sent if m.acked_at}
    per_turn, _ = replies_by_turn(recorded, replies)
    finished = {t["wamid"] for t in recorded.turns if t["status"] in TERMINAL} & acked
    replied = {t["wamid"] for t in recorded.turns if per_turn.get(t["id"])} & acked
    return len(finished), len(replied)


def figures(sent: list[Inbound], kills: list[Kill], recorded: Recorded, replies: list[Reply],
            origin: float) -> dict[str, Any]:
    """Every figure; the examples' times are seconds after `origin` (the first message's schedule)."""
    per_turn, unmatched = replies_by_turn(recorded, replies)
    turns_of: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for turn in recorded.turns:
        turns_of[turn["wamid"]].append(turn)
    return {**loss(sent, recorded, turns_of),
            **duplicates(recorded, replies, turns_of, origin),
            **reply_counts(sent, turns_of, per_turn, unmatched),
            **recovery(sent, kills, recorded, turns_of, per_turn, origin)}


def loss(sent: list[Inbound], recorded: Recorded, turns_of: dict[str, list[dict[str, Any]]]) -> dict[str, Any]:
    acked = [m for m in sent if m.acked_at]
    stuck = [m for m in acked if m.wamid in recorded.messages
             and not any(t["status"] in TERMINAL for t in turns_of[m.wamid])]
    tasks, items = set(recorded.task_texts), set(recorded.item_texts)
    missing = [m for m in acked if m.kind != "question" and m.effect not in (tasks if m.kind == "task" else items)]
    return {
        "messages": len(sent), "acked": len(acked), "never_acked": len(sent) - len(acked),
        "lost_no_message_row": sum(1 for m in acked if m.wamid not in recorded.messages),
        "stuck": len(stuck),
        "stuck_statuses": dict(Counter(recorded.messages[m.wamid]["status"] for m in stuck)),
        "effect_missing": len(missing),
        "effect_missing_examples": [m.effect for m in missing[:5]],
        "turn_statuses": dict(Counter(t["status"] for t in recorded.turns)),
    }


def duplicates(recorded: Recorded, replies: list[Reply], turns_of: dict[str, list[dict[str, Any]]],
               origin: float) -> dict[str, Any]:
    def extra(counts: Counter[Any]) -> int:
        return sum(c - 1 for c in counts.values() if c > 1)

    # A turn's outbox rows: one reply for these messages (an action and its confirmation, in one part).
    rows_per_turn = Counter(row["turn_id"] for row in recorded.outbound if row["turn_id"] is not None)
    at_graph = Counter((r.phone, r.text) for r in replies)
    repeated = [key for key, count in at_graph.items() if count > 1]
    return {
        "messages_with_several_turns": sum(1 for turns in turns_of.values() if len(turns) > 1),
        "tasks_duplicated": extra(Counter(recorded.task_texts)),
        "items_duplicated": extra(Counter(recorded.item_texts)),
        "ledger_duplicated": extra(Counter(recorded.ledger)),
        "outbox_rows_extra": extra(rows_per_turn),
        "graph_replies_repeated": extra(at_graph),
        "graph_repeated": [{"phone": phone, "text": text, "arrivals_s": [
                               round(r.at - origin, 2) for r in replies if (r.phone, r.text) == (phone, text)]}
                           for phone, text in repeated[:EXAMPLES]],
    }


def reply_counts(sent: list[Inbound], turns_of: dict[str, list[dict[str, Any]]], per_turn: dict[int, list[Reply]],
                 unmatched: int) -> dict[str, Any]:
    counts = [sum(len(per_turn.get(t["id"], [])) for t in turns_of[m.wamid]) for m in sent if m.acked_at]
    latency = []
    for m in sent:
        arrivals = [r.at for t in turns_of[m.wamid] for r in per_turn.get(t["id"], [])]
        if arrivals and m.first_post_at is not None:
            latency.append(min(arrivals) - m.first_post_at)
    return {"one_reply": counts.count(1), "no_reply": counts.count(0),
            "several_replies": sum(1 for c in counts if c > 1), "replies_unmatched": unmatched,
            "reply_latency_s": summary(latency),
            "webhook_ack_s": summary([m.ack_s for m in sent if m.ack_s is not None], digits=3)}


def recovery(sent: list[Inbound], kills: list[Kill], recorded: Recorded, turns_of: dict[str, list[dict[str, Any]]],
             per_turn: dict[int, list[Reply]], origin: float) -> dict[str, Any]:
    """How long work stood still after a kill, seen from the turns' own records.

    Stalled turns: a turn's activity is its creation, each StageRun (start to start + duration) and each
    reply's arrival. A gap between two activities hit by a kill (see `hit`) is a stall; it lasted from the
    kill (or the gap's start, if the engine was already down) to the next activity. A turn in flight on a
    process that was not killed shows a stall of a few milliseconds; `stalls_over_1s` counts the others.
    Late starts: a message whose turn started more than LATE_START_SECONDS after it arrived, with an
    outage of something a start needs (STARTS_NEED) over in between, recovered when its turn started.
    """
    number = {m.wamid: m.n for m in sent}
    stalls: list[dict[str, Any]] = []
    never_resumed = 0
    for turn in recorded.turns:
        spans = sorted([(turn["started_at"], turn["started_at"]), *recorded.stages.get(turn["id"], []),
                        *((r.at, r.at) for r in per_turn.get(turn["id"], []))])
        end = spans[0][1]
        for start, finish in spans[1:]:
            hits = [(max(k.killed_at, end), k) for k in kills if hit(k, end, start)]
            if hits:
                since, kill = min(hits, key=lambda h: h[0])
                stalls.append({"n": number.get(turn["wamid"]), "killed": kill.target,
                               "kill_at_s": round(kill.killed_at - origin, 2),
                               "idle_since_s": round(end - origin, 2), "seconds": start - since})
            end = max(end, finish)
        if not per_turn.get(turn["id"]) and any(k.killed_at >= end for k in kills):
            never_resumed += 1
    late: list[float] = []
    late_without_outage = 0
    for wamid, turns in turns_of.items():
        if wamid not in number or wamid not in recorded.messages or not turns:
            continue  # no turn at all: counted as stuck (loss), there is no start to measure
        arrived, started = recorded.messages[wamid]["created_at"], min(t["started_at"] for t in turns)
        if started - arrived <= LATE_START_SECONDS:
            continue
        ends = [k.back_at for k in kills if k.target in STARTS_NEED and k.back_at
                and k.killed_at < started and arrived < k.back_at <= started]
        if ends:
            late.append(started - max(ends))
        else:
            late_without_outage += 1
    stalls.sort(key=lambda s: -s["seconds"])
    return {"stalled_turns_s": summary([s["seconds"] for s in stalls]), "stalled_never_resumed": never_resumed,
            "stalls_over_1s": sum(1 for s in stalls if s["seconds"] > 1),
            "longest_stalls": [{**s, "seconds": round(s["seconds"], 2)} for s in stalls[:EXAMPLES]],
            "late_starts_s": summary(late), "late_starts_without_outage": late_without_outage}


def hit(kill: Kill, idle_from: float, idle_until: float) -> bool:
    """A worker or beat dies in an instant: it hits the gaps it falls in, not turns run elsewhere meanwhile.
    Redis and PostgreSQL are down for a while and every turn needs them: they hit the gaps they overlap
    (a stop takes a moment, in which a stage may still end)."""
    if kill.kind in ("worker", "beat"):
        return idle_from <= kill.killed_at < idle_until
    return kill.killed_at < idle_until and idle_from < (kill.back_at or idle_until)


def summary(values: list[float], digits: int = 2) -> dict[str, Any]:
    """n, p50, p95 and max in seconds; None where there is nothing to measure."""
    return {"n": len(values), "p50": round(pct(values, 50), digits) if values else None,
            "p95": round(pct(values, 95), digits) if values else None,
            "max": round(max(values), digits) if values else None}


# --- printing -------------------------------------------------------------------------------------------
def report(f: dict[str, Any]) -> str:
    """The figures as text: one line a subject, the three longest stalls and any repeated reply shown."""
    r, s, late = f["reply_latency_s"], f["stalled_turns_s"], f["late_starts_s"]
    lines = [
        f"Chaos: {f['messages']} messages from {f['users']} users at {f['rate']:g}/s, killing "
        f"{', '.join(f['killing'])}; {os.cpu_count()} CPUs shared with the load and the fake Graph API",
        f"  kills: {len(f['kills'])} ("
        f"{', '.join(f'{t} {c}' for t, c in sorted(f['kills_by_target'].items())) or 'none'})",
        *(f"    +{k['at_s']:6.2f} s  {k['target']:<8} back after {fmt(k['back_after_s'])}"
          + (" (started again by a Memo process)" if k["restarted_by"] == "memo" else "") for k in f["kills"]),
        f"  webhook: {f['acked']} acked, {f['never_acked']} never; {f['webhook_retries']} retries for "
        f"{f['messages_retried']} messages"
        + (f" ({', '.join(f'{why} {c}' for why, c in f['webhook_failures'].items())})" if f["webhook_failures"] else "")
        + (f"; gave up: {f['gave_up']}" if f["gave_up"] else "")
        + f"; the 200 came within p50 {fmt(f['webhook_ack_s']['p50'], 3)}, max {fmt(f['webhook_ack_s']['max'], 3)}",
        f"  lost: {f['lost_no_message_row']} acked without a message row, {f['stuck']} stuck"
        + (f" {f['stuck_statuses']}" if f["stuck"] else "")
        + f", {f['effect_missing']} effects missing"
        + (f" (e.g. {', '.join(f['effect_missing_examples'])})" if f["effect_missing"] else ""),
        f"  done twice: messages with several turns {f['messages_with_several_turns']}, tasks "
        f"{f['tasks_duplicated']}, list items {f['items_duplicated']}, ledger (trace, step) {f['ledger_duplicated']}, "
        f"outbox rows beyond one per turn {f['outbox_rows_extra']}, same reply twice at the Graph API "
        f"{f['graph_replies_repeated']}"
        + "".join(f"\n    {rep['text']!r} to {rep['phone']} at +{', +'.join(f'{a:.2f}' for a in rep['arrivals_s'])} s"
                  for rep in f["graph_repeated"][:5]),
        f"  replies: {f['one_reply']} of {f['acked']} messages got exactly one, {f['no_reply']} none, "
        f"{f['several_replies']} several ({f['replies_unmatched']} replies matched no turn)",
        f"  reply latency (first POST -> reply at the Graph API)  {spread(r)}",
        f"  stalled turns (kill -> next activity of the turn)      {spread(s)}; "
        f"{f['stalls_over_1s']} over 1 s, {f['stalled_never_resumed']} never resumed",
        *(f"    message {st['n']}: idle from +{st['idle_since_s']:.2f} s, {st['killed']} killed at "
          f"+{st['kill_at_s']:.2f} s, moved again {st['seconds']:.2f} s later" for st in f["longest_stalls"][:3]),
        f"  late starts (cpu/redis/postgres back -> turn starts)  {spread(late)}; "
        f"{f['late_starts_without_outage']} late with no such outage in between",
        f"  turns: {', '.join(f'{status} {c}' for status, c in sorted(f['turn_statuses'].items())) or 'none'}"
        + (f"; exited without being killed: {', '.join(f['exited_on_their_own'])}" if f["exited_on_their_own"] else ""),
        f"  time: load {f['load_s']} s, then {f['wait_s']} s "
        f"{'until every reply was in' if f['finished'] else 'until the timeout (not every reply came)'}; "
        f"total {f['total_s']} s with the stack's start",
    ]
    return "\n".join(lines)


def spread(s: dict[str, Any]) -> str:
    return f"n={s['n']}  p50 {fmt(s['p50'])}  p95 {fmt(s['p95'])}  max {fmt(s['max'])}"


def fmt(seconds: float | None, digits: int = 2) -> str:
    return "n/a" if seconds is None else f"{seconds:.{digits}f} s"
