"""What the built-in capability handlers share: resolving a step into V1 arguments."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from memo.planning.dsl import PlanStep

if TYPE_CHECKING:
    from memo.conversations.pipeline.state import TurnState


def rules_args(step: PlanStep, state: TurnState, capability: str) -> dict[str, Any] | None:
    """Arguments for a step: the rules planner's own (already resolved), or the grammar's reading of the
    step's rawMessage when the step came from the LLM planner. None when neither applies."""
    args = step.constraints.get("args")
    if isinstance(args, dict) and args.get("operation"):
        return dict(args)
    raw = step.constraints.get("rawMessage") or state.input.message
    from memo.planning.rules import understand
    from memo.planning.rules.base import RuleContext, language_of

    intent = understand(RuleContext(raw=raw, now=state.now_dt, language=language_of(raw, state.lang),
                                    latest_actions=state.latestActions))
    if intent is not None and intent.capability == capability and not intent.missing:
        return dict(intent.args)
    return None


def constraint_args(step: PlanStep, operation: str, names: tuple[str, ...]) -> dict[str, Any]:
    """V1 arguments straight from an LLM step's constraints/changes, keeping only the names V1 knows."""
    merged = {**step.constraints, **step.changes}
    return {"operation": merged.get("operation") or operation,
            **{k: merged[k] for k in names if merged.get(k) not in (None, "", [])}}
