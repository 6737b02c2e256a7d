"""How risky a turn's plan is, judged on what will execute, and whether the user has approved it.

The planner's risk is only a starting point: each capability's policy can raise it (never lower it),
and it is judged again on the resolved arguments, so the operation that executes is always the one
that was risk-checked. An approval covers the exact operations it described; anything else that is
risky asks again.
"""

from __future__ import annotations

from typing import Any

from memo.planning import registry
from memo.planning.dsl import PlanStep
from memo.planning.state import TurnState

RISK_ORDER = {"low": 0, "medium": 1, "high": 2}


def step_args(state: TurnState, step_id: str) -> dict[str, Any] | None:
    """The arguments a step will execute with, as far as the turn has got: entity-resolved, resolved, or none."""
    if step_id in state.executorArgs:
        return state.executorArgs[step_id]
    resolved = state.resolverResults.get(step_id) or {}
    return resolved.get("args") if resolved.get("ok") else None


def step_risk(step: PlanStep, args: dict[str, Any] | None) -> str:
    """A capability's risk for a step: the higher of its plan's reading and its arguments' reading."""
    handler = registry.capability(step.capability)
    if handler is None:
        return "low"
    risks = [handler.risk(step, None)]
    if args is not None:
        risks.append(handler.risk(step, args))
    return max(risks, key=RISK_ORDER.__getitem__)


def effective_risk(state: TurnState) -> str:
    """The planner's risk, raised by each capability's own policy: a planner never lowers it."""
    po = state.plannerOutput
    risk = po.riskLevel if po else "low"
    for step in po.plan if po else []:
        risk = max(risk, step_risk(step, step_args(state, step.id)), key=RISK_ORDER.__getitem__)
    return risk


def planned_operations(state: TurnState) -> dict[str, str]:
    """step id -> "capability:operation" that step will run (canonical names), what an approval covers."""
    out: dict[str, str] = {}
    for step in state.plannerOutput.plan if state.plannerOutput else []:
        handler = registry.capability(step.capability)
        args = step_args(state, step.id) or {}
        name = str(args.get("operation") or step.action)
        out[step.id] = f"{step.capability}:{handler.operation(name) if handler else name}"
    return out


def approved(state: TurnState) -> bool:
    """Whether the user said yes to exactly the operations the plan will now run."""
    operations = planned_operations(state)
    return bool(operations) and all(state.approvedOperations.get(k) == v for k, v in operations.items())


def needs_approval(state: TurnState) -> bool:
    po = state.plannerOutput
    if po is None or not po.plan:
        return False
    return (effective_risk(state) == "high" or po.needsApproval) and not approved(state)
