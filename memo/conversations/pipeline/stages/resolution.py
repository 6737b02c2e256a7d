"""resolver_router and entity_resolution: plan steps become tool arguments, names become ids."""

from __future__ import annotations

import logging
from typing import Any

from memo.conversations.pipeline.base import FanoutStage, Outcome, Stage, StageContext
from memo.conversations.pipeline.risk import needs_approval
from memo.planning import registry
from memo.planning.dsl import PlanStep, dependency_levels
from memo.planning.state import TurnState

logger = logging.getLogger(__name__)


def plan_steps(state: TurnState) -> dict[str, PlanStep]:
    return {s.id: s for s in (state.plannerOutput.plan if state.plannerOutput else [])}


def next_level(state: TurnState, done: dict[str, Any], eligible=lambda step_id: True) -> list[str]:
    """The first dependency level with work left, limited to steps not in `done`."""
    steps = list(plan_steps(state).values())
    for level in dependency_levels(steps):
        todo = [sid for sid in level if sid not in done and eligible(sid)]
        if todo:
            return todo
    return []


def steps_wait_outside(state: TurnState, pending: dict[str, Any]) -> bool:
    """Whether a step not yet in `pending` belongs to a capability that calls outside (Google, the LLM)."""
    for step_id, step in plan_steps(state).items():
        handler = registry.capability(step.capability)
        if step_id not in pending and handler is not None and handler.waits_outside(step):
            return True
    return False


class ResolverRouter(FanoutStage):
    """Runs each step's resolver; a result already in state is reused (a resume never re-resolves)."""

    name = "resolver_router"

    def next_level(self, state: TurnState) -> list[str]:
        return next_level(state, state.resolverResults)

    def run_step(self, state: TurnState, step_id: str, ctx: StageContext) -> dict[str, Any]:
        step = plan_steps(state)[step_id]
        handler = registry.capability(step.capability)
        if handler is None:
            return {"ok": False, "capability": step.capability, "error": "UNKNOWN_CAPABILITY"}
        args = handler.resolve(step, state)
        resolved = str(args.get("operation") or step.action)
        if handler.operation(resolved) != handler.operation(step.action):
            # The plan's operation is what the risk check judged and the user may have approved; arguments
            # that would run another one (whatever filled them in) are refused, never executed.
            logger.warning("PLAN_OPERATION_CHANGED trace=%s step=%s capability=%s planned=%s resolved=%s",
                           state.traceId, step_id, step.capability, step.action, resolved)
            return {"ok": False, "capability": step.capability, "error": "OPERATION_CHANGED"}
        return {"ok": True, "capability": step.capability, "args": args}

    def merge(self, state: TurnState, step_id: str, result: dict[str, Any]) -> None:
        state.resolverResults[step_id] = result


class EntityResolution(Stage):
    """Maps names to the user's own ids. Several candidates -> disambiguation; none -> not found."""

    name = "entity_resolution"

    def waits_outside(self, state: TurnState) -> bool:
        return steps_wait_outside(state, {**state.executorArgs, **state.executionResults})

    def run(self, state: TurnState, ctx: StageContext) -> Outcome | None:
        steps = plan_steps(state)
        if state.disambiguation and state.disambiguation.get("selection") is not None:
            self._apply_selection(state, steps)
        for step_id, resolved in state.resolverResults.items():
            if step_id in state.executorArgs or step_id in state.executionResults or step_id not in steps:
                continue
            step = steps[step_id]
            if not resolved.get("ok"):
                state.executionResults[step_id] = {
                    "ok": False, "capability": step.capability, "operation": step.action,
                    "error": resolved.get("error", "RESOLVER_FAILED"), "summary": ""}
                continue
            handler = registry.capability(step.capability)
            match = handler.find_entities(step, resolved["args"], state) if handler else None
            if match is None or match.status == "resolved":
                state.executorArgs[step_id] = match.args if match else resolved["args"]
            elif match.status == "not_found":
                state.executionResults[step_id] = {
                    "ok": False, "capability": step.capability, "operation": resolved["args"].get("operation", ""),
                    "error": "NOT_FOUND", "summary": match.explanation, "query": match.query, "entity": match.entity}
            else:
                state.disambiguation = {
                    "stepId": step_id, "entity": match.entity, "candidates": match.candidates,
                    "allowMultiple": match.allow_multiple, "args": match.args or resolved["args"],
                    "query": match.query}
                return Outcome(goto="hitl_gate")
        if needs_approval(state) and any(step_id in state.executorArgs for step_id in steps):
            # Judged again on the resolved arguments: what will execute was never approved (the plan
            # looked harmless, or its arguments made it riskier), so the user is asked first. When
            # nothing is left to execute (the email to reply to was not found), there is nothing to ask.
            return Outcome(goto="hitl_gate")
        return None

    def _apply_selection(self, state: TurnState, steps: dict[str, PlanStep]) -> None:
        d = state.disambiguation or {}
        step = steps.get(d.get("stepId", ""))
        handler = registry.capability(step.capability) if step else None
        if step and handler:
            state.executorArgs[step.id] = handler.apply_selection(d.get("args", {}), d, d.get("selection") or [])
        state.disambiguation = None
