"""The planners and grammars load once per process, even when a worker's threads all ask at once."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

# Twenty threads of a fresh process ask for the planners and read a message at the same moment, as an
# I/O worker's threads do on its first messages after a (re)start.
SCRIPT = """
import json, threading, django
django.setup()
from memo.planning import registry
from memo.planning.rules import RuleContext, understand
from datetime import datetime
from zoneinfo import ZoneInfo

start, seen = threading.Barrier(20), []
now = datetime(2026, 11, 22, 9, tzinfo=ZoneInfo("Asia/Jerusalem"))

def ask():
    start.wait()
    kinds = [type(p).__name__ for p in registry.planners()]
    intent = understand(RuleContext(raw="add milk and eggs to the shopping list", now=now))
    seen.append([kinds, intent.action if intent else None])

threads = [threading.Thread(target=ask) for _ in range(20)]
for t in threads: t.start()
for t in threads: t.join()
print(json.dumps(seen))
"""


def test_every_thread_of_a_fresh_worker_sees_every_planner_and_grammar(settings):
    env = {**os.environ, "DJANGO_SETTINGS_MODULE": "memo.settings", "OPENAI_BASE_URL": "http://127.0.0.1:9/v1",
           "OPENAI_API_KEY": "unused", "MEMO_VAR_DIR": str(settings.VAR_DIR)}
    out = subprocess.run([sys.executable, "-c", SCRIPT], cwd=ROOT, env=env, capture_output=True, text=True,
                         timeout=120, check=True)
    seen = json.loads(out.stdout.strip().splitlines()[-1])
    assert len(seen) == 20
    assert all(kinds == ["RulesPlanner", "LLMPlanner", "SemanticPlanner"] for kinds, _ in seen), seen
    assert all(action == "addItem" for _, action in seen), seen
