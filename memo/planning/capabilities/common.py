"""What the built-in capability handlers share: resolving a step into V1 arguments."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from memo.planning.dsl import PlanStep

if TYPE_CHECKING:
    from memo.planning.state import TurnState


def rules_args(step: PlanStep, state: TurnState, capability: str) -> dict[str, Any] | None:
    """Arguments for a step: the rules planner's own (already resolved), or the grammar's reading of the
    step's rawMessage when the step came from the LLM planner. None when neither applies.

    Either is used only when it performs the operation the step names: that operation is what the risk
    check judged, so arguments that would do something else (an LLM step "getAll" carrying
    `args.operation: deleteAll`, or "complete" over a message the grammar reads as "delete all") are
    ignored, never executed.
    """
    args = step.constraints.get("args")
    if isinstance(args, dict) and args.get("operation"):
        return dict(args) if same_operation(capability, args["operation"], step.action) else None
    raw = step.constraints.get("rawMessage") or state.input.message
    from memo.planning.rules import understand
    from memo.planning.rules.base import RuleContext, as_typed_marks, language_of

    intent = understand(RuleContext(raw=raw, now=state.now_dt, language=language_of(raw, state.lang),
                                    latest_actions=state.latestActions))
    if intent is not None and intent.capability == capability and not intent.missing \
            and same_operation(capability, str(intent.args.get("operation") or intent.action), step.action):
        return dict(as_typed_marks(intent.args, raw))
    return None


def same_operation(capability: str, first: str, second: str) -> bool:
    """Whether two operation names mean the same operation of `capability` (aliases folded)."""
    from memo.planning import registry

    handler = registry.capability(capability)
    if handler is None:
        return first == second
    return handler.operation(str(first)) == handler.operation(str(second))


def constraint_args(step: PlanStep, operation: str, names: tuple[str, ...]) -> dict[str, Any]:
    """V1 arguments straight from an LLM step's constraints/changes, keeping only the names V1 knows.

    The operation is the one the caller names (the step's action): an `operation` key the model put in
    constraints or changes is not taken, because it was never risk-checked.
    """
    merged = {**step.constraints, **step.changes}
    return {"operation": operation, **{k: merged[k] for k in names if merged.get(k) not in (None, "", [])}}
