"""Benchmark: the semantic layer's cost per message (memo/planning/semantic.py).

    .venv/bin/python bench/semantic_speed.py [--threads 1] [--repeat 1] [FILES...]

Routes every message of Memo's evaluation sets (eval/cases and eval/fresh by default) through
`semantic.route`, the bundled e5 model's embedding plus the nearest-example vote, after a warm-up that
loads the model and the example vectors. Each message is embedded once per repeat (the per-process cache is
cleared between messages, so nothing is served from it). `--threads` is the model's OpenMP threads
(OMP_NUM_THREADS; Memo's default is 1, see the README). Prints p50 / p95 / max in milliseconds, and the
same for the messages no grammar reads, the only ones that reach the layer when no LLM answers first.
A script, not a test: it prints figures and asserts nothing.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

ROOT = Path(__file__).resolve().parent.parent
NOW = datetime(2026, 11, 22, 9, 0, tzinfo=ZoneInfo("Asia/Jerusalem"))


def messages(files: list[str]) -> list[str]:
    paths = [Path(f) for f in files] or sorted([*ROOT.glob("eval/cases/*.jsonl"), *ROOT.glob("eval/fresh/*.jsonl")])
    return [json.loads(line)["text"] for path in paths for line in path.read_text(encoding="utf-8").splitlines()
            if line.strip()]


def figures(label: str, millis: list[float]) -> str:
    ordered = sorted(millis)
    if not ordered:
        return f"  {label}: no messages"
    p50, p95 = ordered[len(ordered) // 2], ordered[min(len(ordered) - 1, int(len(ordered) * 0.95))]
    return f"  {label:<34} n={len(ordered):<5} p50 {p50:6.1f} ms   p95 {p95:6.1f} ms   max {ordered[-1]:6.1f} ms"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("files", nargs="*", help="JSONL case files (default: eval/cases and eval/fresh)")
    parser.add_argument("--threads", type=int, default=1, help="the model's OpenMP threads (default 1)")
    parser.add_argument("--repeat", type=int, default=1, help="passes over the messages (default 1)")
    args = parser.parse_args()
    os.environ["OMP_NUM_THREADS"] = str(args.threads)  # read by the model's library when it loads
    sys.path.insert(0, str(ROOT))
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "memo.settings")
    import django

    django.setup()
    from memo.planning import semantic
    from memo.planning.rules import understand
    from memo.planning.rules.base import RuleContext

    texts = messages(args.files)
    semantic.route("warm up: load the model and the example vectors")
    unread = {t for t in texts if understand(RuleContext(raw=t, now=NOW)) is None}
    every, unread_ms = [], []
    for _ in range(args.repeat):
        for text in texts:
            semantic._bank._seen.clear()  # measure the model, never the per-process cache
            start = time.perf_counter()
            semantic.route(text)
            elapsed = (time.perf_counter() - start) * 1000
            every.append(elapsed)
            if text in unread:
                unread_ms.append(elapsed)
    print(f"semantic layer, {len(texts)} messages x {args.repeat}, OMP_NUM_THREADS={args.threads}")
    print(figures("every message", every))
    print(figures("messages no grammar reads", unread_ms))
    print("  target: p50 <= 15 ms a message")


if __name__ == "__main__":
    main()
