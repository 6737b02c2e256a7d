"""A worker loads what turns use before its first message, and opens nothing it could not share across a fork."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

# A fresh process warms up as a `celery worker` does before it forks, and reports what it then holds.
SCRIPT = """
import gc, json, sys, django
django.setup()
from django.db import connections
from memo.conversations.warmup import warm_up
warm_up(clients=False)
from memo.planning import registry, rules
sys.stdout.write(json.dumps({
    "planners": [type(p).__name__ for p in registry._planners],
    "grammars": len(rules.GRAMMARS),
    "sdk": "openai" in sys.modules,
    "frozen": gc.get_freeze_count(),
    "connections": [c.alias for c in connections.all(initialized_only=True) if c.connection is not None],
    "threads": [t.name for t in __import__("threading").enumerate() if t.name != "MainThread"],
}) + "\\n")
"""


def test_a_warmed_worker_holds_every_planner_and_grammar_and_no_connection(settings):
    env = {**os.environ, "DJANGO_SETTINGS_MODULE": "memo.settings", "OPENAI_BASE_URL": "http://127.0.0.1:9/v1",
           "OPENAI_API_KEY": "unused", "MEMO_VAR_DIR": str(settings.VAR_DIR)}
    out = subprocess.run([sys.executable, "-c", SCRIPT], cwd=ROOT, env=env, capture_output=True, text=True,
                         timeout=120, check=True)
    held = json.loads(out.stdout.strip().splitlines()[-1])
    assert held["planners"] == ["RulesPlanner", "LLMPlanner", "SemanticPlanner"]
    assert held["grammars"] >= 60  # every grammar module registered its grammars
    assert held["sdk"]  # the LLM planner's SDK, the slowest import, is in before the first message
    assert held["frozen"] > 10_000  # what start-up built is out of the collector's passes
    assert held["connections"] == [] and held["threads"] == []  # nothing a fork would share by mistake
