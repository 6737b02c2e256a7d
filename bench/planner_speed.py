"""Benchmark: the rules planner + resolvers per message, and `manage.py plan --batch` end to end.

Targets (issue 3): p50 <= 2 ms and p99 <= 10 ms per message over the dev cases repeated 1,000 times;
`plan --batch` of 1,000 messages in <= 10 s including start-up. Prints figures; asserts nothing.

    .venv/bin/python bench/planner_speed.py [--repeat 1000] [--cases ../shared/eval/plan_cases.jsonl]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "memo.settings")

import django  # noqa: E402

django.setup()

from memo.conversations.preview import plan_message  # noqa: E402

NOW = datetime(2026, 11, 22, 9, 0, tzinfo=ZoneInfo("Asia/Jerusalem"))


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=1000)
    parser.add_argument("--cases", default=str(ROOT.parent / "shared" / "eval" / "plan_cases.jsonl"))
    args = parser.parse_args()
    lines = Path(args.cases).read_text(encoding="utf-8").splitlines()
    texts = [json.loads(line)["text"] for line in lines if line.strip()]
    for text in texts:  # warm-up: imports, compiled patterns
        plan_message(text, NOW, "Asia/Jerusalem")
    timings = []
    for _ in range(args.repeat):
        for text in texts:
            t0 = time.perf_counter()
            plan_message(text, NOW, "Asia/Jerusalem")
            timings.append((time.perf_counter() - t0) * 1000)
    print(f"in process: {len(timings):,} plans of {len(texts)} dev messages: p50 {statistics.median(timings):.3f} ms, "
          f"p99 {percentile(timings, 99):.3f} ms, max {max(timings):.2f} ms   (target p50 <= 2 ms, p99 <= 10 ms)")

    batch = "".join(json.dumps({"id": f"b{i}", "text": texts[i % len(texts)]}, ensure_ascii=False) + "\n"
                    for i in range(1000))
    t0 = time.perf_counter()
    proc = subprocess.run([sys.executable, "manage.py", "plan", "--batch", "-", "--json", "--now", "2026-11-22T09:00",
                           "--tz", "Asia/Jerusalem"], input=batch, capture_output=True, text=True, cwd=ROOT)
    wall = time.perf_counter() - t0
    lines = [line for line in proc.stdout.splitlines() if line.startswith("{")]
    print(f"plan --batch: {len(lines):,} messages in {wall:.2f} s including start-up (exit {proc.returncode})"
          f"   (target <= 10 s)")


if __name__ == "__main__":
    main()
