#!/usr/bin/env python3
"""Score the planner on Memo's own evaluation sets: accuracy, and wrong actions apart from questions.

    .venv/bin/python eval/score.py                      # every eval/cases/*.jsonl
    .venv/bin/python eval/score.py eval/cases/lists.jsonl -v
    .venv/bin/python eval/score.py --json               # the figures as one JSON object

Each case is {"id", "text", "lang", "expect"} (the expectation keys of ../shared/eval/README.md). The
messages go through `manage.py plan --batch - --json` at the evaluation clock (Sunday 2026-11-22 09:00,
Asia/Jerusalem), with no LLM configured, so what is scored is what Memo understands on its own.

Every case ends as one of:
- correct: what was expected (the right operation with the right details, or the right question);
- asked: Memo asked (a clarification or which-one question) where an action was expected. A miss, but
  a safe one: the user answers and nothing wrong happened;
- wrong: Memo would have acted, and not as expected (another operation, a wrong time, a garbled text, a
  risky step without approval), or acted where it should have asked. These must be 0.

Prints the failures (-v: every case), then accuracy by capability and by language, and the totals.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
from collections import Counter, defaultdict
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any
from zoneinfo import ZoneInfo

ROOT = Path(__file__).resolve().parent.parent
NOW, TZ = "2026-11-22T09:00", "Asia/Jerusalem"
# Where a plan says what it is about: a named recipient ("a thank-you note to Yossi") counts like a title.
TEXT_KEYS = ("text", "summary", "listName", "items", "item", "query", "body", "subject", "tasks", "title", "name",
             "labelName", "toNames",
             "description", "searchCriteria", "events", "updateFields")
QUESTIONS = ("clarification", "disambiguation")


def local(value: Any, tz: ZoneInfo) -> datetime | None:
    if value is None:
        return None
    if isinstance(value, dict):
        value = value.get("dateTime") or value.get("date")
    try:
        dt = datetime.fromisoformat(str(value).replace("Z", "+00:00"))
    except ValueError:
        return None
    return (dt if dt.tzinfo else dt.replace(tzinfo=tz)).astimezone(tz)


def minutes(value: Any) -> int | None:
    if value is None:
        return None
    if isinstance(value, (int, float)):
        return int(value)
    m = re.match(r"\s*(\d+)\s*(m|min|mins|minute|minutes|h|hr|hrs|hour|hours|דקות|דקה|שעה|שעות)?\s*$", str(value))
    if not m:
        return None
    n, unit = int(m.group(1)), (m.group(2) or "minutes")
    return n * 60 if unit[0] in "hש" else n


def texts(obj: Any) -> list[str]:
    if isinstance(obj, str):
        return [obj]
    if isinstance(obj, dict):
        return [t for v in obj.values() for t in texts(v)]
    if isinstance(obj, list):
        return [t for v in obj for t in texts(v)]
    return []


def norm(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip().casefold()


def step_for(result: dict[str, Any], capability: str | None) -> dict[str, Any] | None:
    steps = result.get("steps") or []
    for step in steps:
        if capability is None or step.get("capability") == capability:
            return step
    return steps[0] if steps else None


def problems(expect: dict[str, Any], result: dict[str, Any], tz: ZoneInfo) -> list[str]:
    """Why `result` is not what `expect` asks for ([] when it is)."""
    hitl = result.get("hitl") or {}
    if "hitl" in expect:
        return [] if hitl.get("kind") == expect["hitl"] else [f"hitl {hitl.get('kind')!r} != {expect['hitl']!r}"]
    planned = [s.get("capability") for s in (result.get("planner") or {}).get("plan", [])]
    step = step_for(result, expect.get("capability"))
    capability = step.get("capability") if step else (planned[0] if planned else None)
    if expect.get("capability") and capability != expect["capability"] and expect["capability"] not in planned:
        return [f"capability {capability!r} != {expect['capability']!r}"]
    if expect.get("capability") in ("meta", "general"):
        return []
    if not step:
        return ["no resolved step"]
    why: list[str] = []
    args = step.get("args") or {}
    if "operation" in expect and args.get("operation") != expect["operation"]:
        why.append(f"operation {args.get('operation')!r} != {expect['operation']!r}")
    said = norm(" ".join(texts({k: args[k] for k in TEXT_KEYS if k in args})))
    why += [f"text lacks {s!r}" for s in expect.get("text_contains", []) if norm(s) not in said]
    due = local(args.get("dueDate"), tz)
    # Several tasks in one message carry a due time each: the expected time is one of them, the expected day
    # is every one's.
    dues = [due] if due else [d for d in (local(t.get("dueDate"), tz) for t in args.get("tasks") or []) if d]
    shown = args.get("dueDate") if due else [t.get("dueDate") for t in args.get("tasks") or []] or None
    if "dueDate" in expect and expect["dueDate"] not in {d.strftime("%Y-%m-%dT%H:%M") for d in dues}:
        why.append(f"dueDate {shown!r} != {expect['dueDate']}")
    if "dueDate_date" in expect and (not dues or any(d.strftime("%Y-%m-%d") != expect["dueDate_date"] for d in dues)):
        why.append(f"dueDate {shown!r} not on {expect['dueDate_date']}")
    if "fires_at" in expect:
        fire = due - timedelta(minutes=minutes(args.get("reminder")) or 0) if due else None
        if not fire or fire.strftime("%Y-%m-%dT%H:%M") != expect["fires_at"]:
            why.append(f"fires at {fire} != {expect['fires_at']}")
    if "recurrence" in expect:
        got, want = args.get("reminderRecurrence") or {}, expect["recurrence"]
        if got.get("type") != want["type"]:
            why.append(f"recurrence type {got.get('type')!r} != {want['type']!r}")
        if "time" in want and (got.get("time") or "")[:5].rjust(5, "0") != want["time"]:
            why.append(f"recurrence time {got.get('time')!r} != {want['time']}")
        if "days" in want and sorted(got.get("days") or []) != sorted(want["days"]):
            why.append(f"recurrence days {got.get('days')!r} != {want['days']}")
        if "dayOfMonth" in want and got.get("dayOfMonth") != want["dayOfMonth"]:
            why.append(f"dayOfMonth {got.get('dayOfMonth')!r} != {want['dayOfMonth']}")
        if "interval_minutes" in want and minutes(got.get("interval")) != want["interval_minutes"]:
            why.append(f"nudge interval {got.get('interval')!r} != {want['interval_minutes']} minutes")
    if "list_items" in expect:
        items = [i if isinstance(i, str) else (i.get("text") or i.get("name") or "") for i in (args.get("items") or [])]
        if args.get("item") and not items:
            items = [args["item"] if isinstance(args["item"], str) else args["item"].get("text", "")]
        if sorted(map(norm, items)) != sorted(map(norm, expect["list_items"])):
            why.append(f"list items {items!r} != {expect['list_items']!r}")
    for key in ("start", "end"):
        got = local(args.get(key), tz)
        if key in expect and (not got or got.strftime("%Y-%m-%dT%H:%M") != expect[key]):
            why.append(f"{key} {args.get(key)!r} != {expect[key]}")
    for key in ("start_date", "end_date"):
        if key in expect:
            raw = args.get(key.split("_")[0])
            if raw is None and isinstance(args.get("updateFields"), dict):  # a move to a day: its new date
                raw = args["updateFields"].get(f"{key.split('_')[0]}Date")
            raw = raw.get("date") or raw.get("dateTime") if isinstance(raw, dict) else raw
            if not raw or str(raw)[:10] != expect[key]:
                why.append(f"{key} {raw!r} != {expect[key]}")
    if expect.get("allDay") and not args.get("allDay"):
        why.append("allDay not set")
    if "start_time" in expect:
        got = local(args.get("start"), tz)
        if not got or got.strftime("%H:%M") != expect["start_time"]:
            why.append(f"start time {args.get('start')!r} != {expect['start_time']}")
    if "days_names" in expect:
        days = norm(" ".join(texts(args.get("days") or args.get("recurrence") or [])))
        why += [f"recurrence lacks {d}" for d in expect["days_names"] if d.casefold() not in days]
    if "range_covers" in expect:
        lo, hi = local(args.get("timeMin"), tz), local(args.get("timeMax"), tz)
        want_lo, want_hi = (local(v, tz) for v in expect["range_covers"])
        if not lo or not hi or lo > want_lo or hi < want_hi:  # type: ignore[operator]
            span = f"{args.get('timeMin')!r}..{args.get('timeMax')!r}"
            why.append(f"range {span} does not cover {expect['range_covers']}")
    if "to" in expect:
        to = args.get("to") or []
        to = [to] if isinstance(to, str) else to
        if sorted(t.casefold() for t in to) != sorted(t.casefold() for t in expect["to"]):
            why.append(f"to {to!r} != {expect['to']!r}")
    if expect.get("confirm") and hitl.get("kind") not in ("approval", "confirmation"):
        why.append(f"no approval asked before a risky step (hitl={hitl.get('kind')!r})")
    return why


def verdict(expect: dict[str, Any], result: dict[str, Any] | None, tz: ZoneInfo) -> tuple[str, list[str]]:
    """("correct" | "asked" | "wrong", reasons)."""
    if result is None:
        return "wrong", ["no output for this case"]
    why = problems(expect, result, tz)
    kind = (result.get("hitl") or {}).get("kind")
    if kind in QUESTIONS and "hitl" not in expect and not why and "doubted" in str(result.get("decided_by")):
        # The right step, planned but doubted: the user is asked to say it again, so nothing happens yet. (A
        # which-one question of the resolver is not this: the evaluation account holds no tasks or lists.)
        return "asked", ["the right step, but doubted and asked about rather than done"]
    if not why:
        return "correct", []
    if kind in QUESTIONS and "hitl" not in expect:
        return "asked", why
    if kind == "approval" and expect.get("confirm"):
        return "asked", why  # asked before acting (for the wrong details): nothing happens without a yes
    return "wrong", why


def run_plan(cases: list[dict[str, Any]], cmd: list[str]) -> dict[str, dict[str, Any]]:
    feed = "".join(json.dumps({"id": c["id"], "text": c["text"]}, ensure_ascii=False) + "\n" for c in cases)
    env = {k: v for k, v in os.environ.items() if not k.startswith(("OPENAI_", "LLM_"))}
    proc = subprocess.run([*cmd, "--batch", "-", "--json", "--now", NOW, "--tz", TZ], input=feed, text=True,
                          capture_output=True, cwd=ROOT, env=env, timeout=1800)
    if proc.returncode != 0:
        raise SystemExit(f"the plan command exited {proc.returncode}:\n{proc.stderr[-3000:]}")
    results = {}
    for line in proc.stdout.splitlines():
        if line.startswith("{"):
            obj = json.loads(line)
            results[obj.get("id")] = obj
    return results


def language(case: dict[str, Any]) -> str:
    return case.get("lang") or ("he" if re.search(r"[\u0590-\u05FF]", case["text"]) else "en")


def score(cases: list[dict[str, Any]], results: dict[str, dict[str, Any]]) -> dict[str, Any]:
    tz = ZoneInfo(TZ)
    by: dict[str, dict[str, Counter[str]]] = {"capability": defaultdict(Counter), "language": defaultdict(Counter)}
    total: Counter[str] = Counter()
    rows = []
    for case in cases:
        outcome, why = verdict(case["expect"], results.get(case["id"]), tz)
        capability = case["expect"].get("capability") or f"({case['expect'].get('hitl', '?')})"
        for axis, key in (("capability", capability), ("language", language(case))):
            by[axis][key][outcome] += 1
        total[outcome] += 1
        rows.append({"id": case["id"], "text": case["text"], "outcome": outcome, "why": why,
                     "source": (results.get(case["id"]) or {}).get("source")})
    return {"cases": len(cases), **{k: total[k] for k in ("correct", "asked", "wrong")},
            "accuracy": round(100 * total["correct"] / max(len(cases), 1), 1),
            "by_capability": {k: dict(v) for k, v in sorted(by["capability"].items())},
            "by_language": {k: dict(v) for k, v in sorted(by["language"].items())}, "rows": rows}


def report(figures: dict[str, Any], verbose: bool) -> str:
    lines = []
    for row in figures["rows"]:
        if verbose or row["outcome"] != "correct":
            lines.append(f"{row['outcome'].upper():7} {row['id']:8} {row['text']!r}"
                         + (f"  <- {'; '.join(row['why'])}" if row["why"] else ""))
    for axis in ("by_capability", "by_language"):
        lines.append(f"\n{axis.replace('_', ' ')}:")
        for key, counts in figures[axis].items():
            n = sum(counts.values())
            lines.append(f"  {key:14} {counts.get('correct', 0):4}/{n:<4} ({100 * counts.get('correct', 0) / n:5.1f}%)"
                         f"  asked {counts.get('asked', 0):3}  wrong {counts.get('wrong', 0):3}")
    lines.append(f"\ncorrect {figures['correct']}/{figures['cases']} ({figures['accuracy']}%), "
                 f"asked {figures['asked']}, wrong actions {figures['wrong']}")
    return "\n".join(lines)


def load(paths: list[Path]) -> list[dict[str, Any]]:
    cases = []
    for path in paths:
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if line.strip():
                try:
                    cases.append(json.loads(line))
                except ValueError as exc:
                    raise SystemExit(f"{path}:{number}: not JSON ({exc})") from None
    return cases


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="*", type=Path, help="case files (default: eval/cases/*.jsonl)")
    parser.add_argument("--cmd", default=f"{sys.executable} manage.py plan", help="the plan command to score")
    parser.add_argument("-v", "--verbose", action="store_true", help="print every case, not only the misses")
    parser.add_argument("--json", action="store_true", help="print the figures as one JSON object")
    args = parser.parse_args()
    cases = load(args.files or sorted((ROOT / "eval" / "cases").glob("*.jsonl")))
    figures = score(cases, run_plan(cases, args.cmd.split()))
    sys.stdout.write((json.dumps(figures, ensure_ascii=False) if args.json else report(figures, args.verbose)) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
