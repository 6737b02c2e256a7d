"""Every Celery task keeps its name across module moves, and a starting worker registers all of them.

A queued task is found by its name: a task of an older release still in Redis must run after an
upgrade. Some tasks live outside an app's `tasks` module (the WhatsApp channel's), which Celery's
autodiscovery would not find by itself; a fresh process does what a starting worker does (import the
default modules), so nothing imported earlier in the test session can hide a missing task.
"""

from __future__ import annotations

import json
import subprocess
import sys

from django.conf import settings

from memo.conversations.pipeline import graph

# The names released versions put on the queue; never rename one.
FIXED_NAMES = {
    "memo.drain_thread", "memo.deliver_outbound", "memo.deliver_outbound_many",
    "memo.sweep.reminders", "memo.sweep.overdue", "memo.sweep.morning_brief", "memo.sweep.expire_questions",
    "memo.sweep.recover", "memo.sweep.retention",
    "memo.whatsapp.mark_read", "memo.whatsapp.prepare_media", "memo.whatsapp.apply_status",
}
STAGE_NAMES = {f"memo.stage.{name}" for name in (
    "context_assembly", "reply_context", "planner", "capability_check", "hitl_gate", "resolver_router",
    "entity_resolution", "executor", "join", "response_formatter", "response_writer", "memory_update", "send")}
STEP_NAMES = {"memo.step.resolver_router", "memo.step.executor"}

DISCOVER = """
import json
from memo.celery import app
app.loader.import_default_modules()
print(json.dumps(sorted(app.tasks)))
"""


def test_a_starting_worker_registers_every_task_by_its_name():
    done = subprocess.run([sys.executable, "-c", DISCOVER], cwd=settings.BASE_DIR, capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    registered = set(json.loads(done.stdout.strip().splitlines()[-1]))
    expected = FIXED_NAMES | STAGE_NAMES | STEP_NAMES | {f"memo.stage.{name}" for name in graph.STAGES}
    assert not expected - registered, f"not registered: {sorted(expected - registered)}"

