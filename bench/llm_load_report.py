"""The figures of `bench/llm_load.py`: what users saw in one burst, and the spread over several bursts.

Kept apart from the driver (which starts the stack and sends the load) so each stays short; `bench/chaos.py`
reads replies the same way.
"""

from __future__ import annotations

import argparse
import os
import statistics
from typing import TYPE_CHECKING, Any

from benchlib import pct
from fakes import FakeGraph, FakeLLM, Sent

if TYPE_CHECKING:
    from llm_load import ConnectionSampler, Post

LOAD_TAG = "wamid.BENCH.load"  # the measured messages' ids start with it (read receipts name them)
MAX_SENDERS = 512  # client threads: enough to have every POST on the wire within a fraction of a second
TARGETS = ("100 users, 1 s LLM: p95 ≤ 4 s, no errors, ≤ 60 DB connections; "
           "500 users: no errors, nothing lost, ≥ 40 turns/s; webhook ack p99 ≤ 100 ms")


# --- whose reply is which -------------------------------------------------------------------------------
def is_welcome(sent: Sent) -> bool:
    """Memo's onboarding welcome (onboarding.WELCOME starts with a wave in both languages)."""
    return sent.text.startswith("👋")


def replies_by_phone(graph: FakeGraph, phones: set[str]) -> dict[str, list[Sent]]:
    found: dict[str, list[Sent]] = {phone: [] for phone in phones}
    for sent in graph.snapshot():
        if sent.to in found and not is_welcome(sent):
            found[sent.to].append(sent)
    return found


# --- figures --------------------------------------------------------------------------------------------
def figures(args: argparse.Namespace, text: str, posts: list[Post], graph: FakeGraph, llm: FakeLLM,
            sampler: ConnectionSampler) -> dict[str, Any]:
    return {"users": len(posts), "new_users": args.new_users, "llm": not args.no_llm,
            "llm_delay_s": None if args.no_llm else args.llm_delay,
            "message": text, **reply_figures(posts, graph), **webhook_figures(posts, graph),
            **resource_figures(llm, sampler), "unexpected_requests": {**graph.other, **llm.unknown_paths},
            "targets": TARGETS}


def reply_figures(posts: list[Post], graph: FakeGraph) -> dict[str, Any]:
    """What the users saw: when their reply came, whether exactly one came, and the throughput."""
    phones = {p.phone for p in posts}
    replies = replies_by_phone(graph, phones)
    seen = first_seen(graph, phones)
    firsts = {phone: min(s.at for s in sent) for phone, sent in replies.items() if sent}
    arrivals = sorted(firsts.values())
    span = arrivals[-1] - arrivals[0] if len(arrivals) > 1 else 0.0
    return {
        "reply_s": summary([firsts[p.phone] - p.sent_at for p in posts if p.phone in firsts], (50, 95), digits=2),
        "first_message_s": summary([seen[p.phone] - p.sent_at for p in posts if p.phone in seen], (50, 95), digits=2),
        "users_one_reply": sum(1 for s in replies.values() if len(s) == 1),
        "users_no_reply": sum(1 for s in replies.values() if not s),
        "users_several_replies": sum(1 for s in replies.values() if len(s) > 1),
        "welcomes": sum(1 for s in graph.snapshot() if s.to in phones and is_welcome(s)),
        "turns_per_s": round((len(arrivals) - 1) / span, 1) if span > 0 else None,
        "first_to_last_reply_s": round(span, 2),
        "missing": sorted(phone for phone, sent in replies.items() if not sent)[:20],
    }


def webhook_figures(posts: list[Post], graph: FakeGraph) -> dict[str, Any]:
    failures = [p for p in posts if p.failed]
    starts = [p.sent_at for p in posts]
    return {
        "senders": min(len(posts), MAX_SENDERS), "sent_within_s": round(max(starts) - min(starts), 3),
        "webhook_failures": len(failures),
        "webhook_failure_example": (failures[0].error or f"HTTP {failures[0].status}") if failures else "",
        "ack_ms": summary([p.ack_ms for p in posts if not p.error], (50, 95, 99), digits=1),
        "read_receipts": sum(1 for s in list(graph.reads) if str(s.body.get("message_id", "")).startswith(LOAD_TAG)),
    }


def resource_figures(llm: FakeLLM, sampler: ConnectionSampler) -> dict[str, Any]:
    return {
        "llm_max_in_flight": llm.max_in_flight, "llm_requests": llm.total,
        "llm_requests_by_schema": dict(llm.by_schema),
        "db_connections_max": max(sampler.samples, default=None),
        "db_connections_p50": pct(sampler.samples, 50) if sampler.samples else None,
        "db_max_connections": sampler.max_connections or None,
    }


def first_seen(graph: FakeGraph, phones: set[str]) -> dict[str, float]:
    """When each user got anything at all from Memo (for a new user, usually the welcome)."""
    seen: dict[str, float] = {}
    for sent in graph.snapshot():
        if sent.to in phones:
            seen[sent.to] = min(seen.get(sent.to, sent.at), sent.at)
    return seen


def summary(values: list[float], percentiles: tuple[int, ...], digits: int) -> dict[str, Any]:
    out: dict[str, Any] = {f"p{p}": round(pct(values, p), digits) if values else None for p in percentiles}
    out["max"] = round(max(values), digits) if values else None
    out["n"] = len(values)
    return out


def report(f: dict[str, Any]) -> str:
    llm = f"LLM answering after {f['llm_delay_s']:g} s" if f["llm"] else "no LLM configured"
    r, a, w = f["reply_s"], f["ack_ms"], f["first_message_s"]
    by_schema = ", ".join(f"{name} {count}" for name, count in sorted(f["llm_requests_by_schema"].items()))
    llm_line = f"not configured ({f['llm_requests']} requests)"
    if f["llm"]:
        llm_line = (f"at most {f['llm_max_in_flight']} requests in flight, {f['llm_requests']} requests"
                    + (f" ({by_schema})" if by_schema else ""))
    lines = [
        f"LLM load: {f['users']} {'new' if f.get('new_users') else 'returning'} users at once, {llm}, message "
        f"{f['message']!r}; runall's default layout, "
        f"{os.cpu_count()} CPUs shared with the fakes and the load",
        f"  sent {f['users']} webhooks from {f['senders']} client threads within {f['sent_within_s']:.3f} s",
        f"  reply (webhook POST -> message at the Graph API)  n={r['n']}  p50 {fmt(r['p50'], 's')}  "
        f"p95 {fmt(r['p95'], 's')}  max {fmt(r['max'], 's')}",
        f"  first message of any kind (the welcome)        n={w['n']}  p50 {fmt(w['p50'], 's')}  "
        f"p95 {fmt(w['p95'], 's')}  max {fmt(w['max'], 's')}",
        f"  users with one reply {f['users_one_reply']}, none {f['users_no_reply']}, "
        f"several {f['users_several_replies']}   (welcomes sent besides: {f['welcomes']}, "
        f"read receipts: {f['read_receipts']})",
        f"  webhook POSTs failed: {f['webhook_failures']}"
        + (f"  e.g. {f['webhook_failure_example']}" if f["webhook_failures"] else ""),
        f"  webhook ack of the burst  p50 {fmt(a['p50'], 'ms')}  p95 {fmt(a['p95'], 'ms')}  p99 {fmt(a['p99'], 'ms')}  "
        f"max {fmt(a['max'], 'ms')}",
        f"  webhook ack while the workers are busy (Meta's delivered receipts for the replies, as they go out)"
        f"  n={f['receipt_ack_ms']['n']}  p50 {fmt(f['receipt_ack_ms']['p50'], 'ms')}  "
        f"p95 {fmt(f['receipt_ack_ms']['p95'], 'ms')}  p99 {fmt(f['receipt_ack_ms']['p99'], 'ms')}  "
        f"failed {f['receipt_failures']}",
        f"  turns/s between the first and the last reply: {fmt(f['turns_per_s'], '/s')} "
        f"(over {f['first_to_last_reply_s']:.2f} s)",
        f"  LLM: {llm_line}",
        f"  DB client connections: max {fmt(f['db_connections_max'], '')} (p50 {fmt(f['db_connections_p50'], '')}) "
        f"of max_connections {fmt(f['db_max_connections'], '')}",
    ]
    if f.get("cpu_ms_per_user"):
        spent = sorted(f["cpu_ms_per_user"].items(), key=lambda kv: -kv[1])
        lines.append("  CPU per user: " + ", ".join(f"{kind} {ms:g} ms" for kind, ms in spent if ms)
                     + f"  (total {sum(ms for _, ms in spent):.0f} ms)")
    if f["missing"]:
        lines.append(f"  no reply for: {', '.join(f['missing'])}{' …' if f['users_no_reply'] > 20 else ''}")
    if f["unexpected_requests"]:
        lines.append(f"  requests the fakes did not serve: {f['unexpected_requests']}")
    lines.append(f"  targets: {TARGETS}")
    return "\n".join(lines)


def fmt(value: float | None, unit: str) -> str:
    if value is None:
        return "n/a"
    number = f"{value:,.2f}" if unit == "s" else f"{value:,.1f}" if unit in ("ms", "/s") else f"{value:g}"
    return f"{number}{unit}" if unit == "/s" else f"{number} {unit}".rstrip()


# --- several bursts -------------------------------------------------------------------------------------
def spread(results: list[dict[str, Any]]) -> dict[str, Any]:
    """The measures users feel, burst by burst, with their median and range: on a small shared machine one
    burst says little (the same code has measured a third apart from one run to the next)."""
    picks = {"reply_p95_s": lambda r: r["reply_s"]["p95"], "reply_p50_s": lambda r: r["reply_s"]["p50"],
             "turns_per_s": lambda r: r["turns_per_s"], "receipt_ack_p99_ms": lambda r: r["receipt_ack_ms"]["p99"],
             "db_connections_max": lambda r: r["db_connections_max"],
             "failed_or_unanswered": lambda r: r["webhook_failures"] + r["users_no_reply"]
             + r["users_several_replies"]}
    out: dict[str, Any] = {"bursts": len(results)}
    for name, pick in picks.items():
        values = [v for v in (pick(r) for r in results) if v is not None]
        out[name] = {"each": values, "median": statistics.median(values) if values else None,
                     "min": min(values, default=None), "max": max(values, default=None)}
    return out


def spread_report(s: dict[str, Any]) -> str:
    lines = [f"Over {s['bursts']} bursts on the same stack (each: median, range, every burst in order):"]
    for name, unit in (("reply_p95_s", "s"), ("reply_p50_s", "s"), ("turns_per_s", "/s"),
                       ("receipt_ack_p99_ms", "ms"), ("db_connections_max", ""), ("failed_or_unanswered", "")):
        v = s[name]
        each = ", ".join(fmt(x, unit) for x in v["each"])
        lines.append(f"  {name:<22} median {fmt(v['median'], unit)}  range {fmt(v['min'], unit)} – "
                     f"{fmt(v['max'], unit)}   [{each}]")
    return "\n".join(lines)
