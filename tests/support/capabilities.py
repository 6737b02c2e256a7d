"""Test capabilities and a scripted planner, registered through the real registries.

Loaded in-process by fixtures, and in subprocess workers through MEMO_PLUGINS. Their side effects are
appended to a file (MEMO_TEST_EFFECTS) so a test can count how often each really happened, even
across processes.
"""

from __future__ import annotations

import json
import os
import time
from pathlib import Path
from typing import Any

from memo.planning.dsl import PlannerOutput, PlanStep
from memo.planning.registry import (
    CapabilityHandler,
    EntityMatch,
    ExecContext,
    ExecutionResult,
    register_capability,
    register_planner,
)

ITEMS = [{"id": "t1", "label": "Email the landlord"}, {"id": "t2", "label": "Email the accountant"},
         {"id": "t3", "label": "Water the plants"}]


def effects_file() -> Path:
    return Path(os.environ.get("MEMO_TEST_EFFECTS", "/tmp/memo-test-effects.jsonl"))


def record_effect(kind: str, **data: Any) -> None:
    with effects_file().open("a", encoding="utf-8") as f:
        f.write(json.dumps({"kind": kind, **data}) + "\n")


def effects(kind: str | None = None) -> list[dict[str, Any]]:
    path = effects_file()
    if not path.exists():
        return []
    rows = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
    return [r for r in rows if kind is None or r["kind"] == kind]


class ScriptedPlanner:
    """Maps exact messages to plans, so runtime tests do not depend on the real grammar."""

    name = "rules"
    scripts: dict[str, PlannerOutput] = {}

    def plan(self, state) -> PlannerOutput | None:
        return self.scripts.get(state.text().strip().casefold())


def step(sid: str, action: str, capability: str = "database", depends: list[str] | None = None,
         **constraints: Any) -> PlanStep:
    return PlanStep(id=sid, capability=capability, action=action, constraints=constraints, dependsOn=depends or [])


def plan(*steps: PlanStep, **kw: Any) -> PlannerOutput:
    return PlannerOutput(intentType="operation", confidence=kw.pop("confidence", 0.95), plan=list(steps), **kw)


class FakeDatabase(CapabilityHandler):
    """A stand-in for the database capability: named items, risky deleteAll, a slow and a broken action."""

    name = "database"
    transactional = False

    def resolve(self, step: PlanStep, state) -> dict[str, Any]:
        if step.action == "explode_in_resolver":
            raise RuntimeError("resolver exploded")
        return {"operation": step.action, **step.constraints}

    def find_entities(self, step, args, state) -> EntityMatch | None:
        query = args.get("name")
        if not query:
            return None
        found = [i for i in ITEMS if query.casefold() in i["label"].casefold()]
        if not found:
            return EntityMatch("not_found", args=args, entity="task", query=query)
        if len(found) == 1:
            return EntityMatch("resolved", args={**args, "ids": [found[0]["id"]]})
        return EntityMatch("ambiguous", args=args, candidates=found, entity="task", query=query,
                           allow_multiple=bool(args.get("multi")))

    def apply_selection(self, args, match, option_ids):
        return {**args, "ids": list(option_ids)}

    def risk(self, step, args):
        # "bulk" arguments stand for what only resolution reveals (a whole series, every item).
        return "high" if step.action in ("deleteAll", "completeAll") or (args or {}).get("bulk") else "low"

    def summarize_step(self, step, language):
        return "delete all your tasks" if step.action == "deleteAll" else step.action

    def execute(self, args: dict[str, Any], ctx: ExecContext) -> ExecutionResult:
        op = args["operation"]
        if op == "slow":
            Path(os.environ.get("MEMO_TEST_INSIDE", "/tmp/memo-test-inside")).write_text(ctx.trace_id)
            time.sleep(float(args.get("seconds", 30)))
        if op == "stop_broker":
            from django.conf import settings

            from memo import engines

            engines.stop_embedded_redis(settings.VAR_DIR)
        if op == "fail":
            return ExecutionResult(ok=False, error="BOOM")
        if op == "crash":
            raise RuntimeError("executor crashed")
        record_effect(op, trace=ctx.trace_id, step=ctx.step_id, ids=args.get("ids", []),
                      text=args.get("text", ""))
        return ExecutionResult(ok=True, summary=f"{op} done" + (f": {args['text']}" if args.get("text") else ""),
                               data={"ids": args.get("ids", [])}, external_ids=list(args.get("ids", [])))


planner = ScriptedPlanner()
# Scripts a subprocess worker also knows (it cannot see what a test sets in its own process).
planner.scripts.update({
    "do the slow thing": plan(step("s1", "slow", seconds=30)),
    "take your time": plan(step("s1", "slow", seconds=6)),
    "delete everything": plan(step("s1", "deleteAll")),
    "note it": plan(step("s1", "note", text="noted")),
})
database = FakeDatabase()


def install() -> None:
    register_capability(database)
    register_planner(planner, first=True)


if os.environ.get("MEMO_TEST_PLUGIN_AUTOINSTALL") == "1":
    install()
