"""executor and join: code performs the side effects, each exactly once, and the results are tallied."""

from __future__ import annotations

from typing import Any

from memo.conversations.pipeline.base import FanoutStage, Outcome, Stage, StageContext
from memo.conversations.pipeline.stages.resolution import next_level, plan_steps, steps_wait_outside
from memo.planning import ledger, registry
from memo.planning.registry import ExecContext
from memo.planning.state import TurnState


class Executor(FanoutStage):
    name = "executor"
    effects = True

    def waits_outside(self, state: TurnState) -> bool:
        return steps_wait_outside(state, state.executionResults)

    def next_level(self, state: TurnState) -> list[str]:
        return next_level(state, state.executionResults, eligible=lambda sid: sid in state.executorArgs)

    def run_step(self, state: TurnState, step_id: str, ctx: StageContext) -> dict[str, Any]:
        step = plan_steps(state)[step_id]
        args = state.executorArgs[step_id]
        operation = str(args.get("operation") or step.action)
        # "executed" marks results the executor produced (not entity resolution's not-found).
        base = {"capability": step.capability, "operation": operation, "executed": True}
        handler = registry.capability(step.capability)
        if handler is None:
            return {**base, "ok": False, "error": "UNKNOWN_CAPABILITY", "summary": ""}
        exec_ctx = ExecContext(user_id=state.user.userId, trace_id=state.traceId, step_id=step_id,
                               now=state.now_dt, language=state.lang, timezone=state.user.timezone)
        if not handler.side_effects:  # nothing to protect: runs for real, also in a dry run
            return {**base, **handler.execute(args, exec_ctx).as_dict()}
        if ctx.dry_run:
            return {**base, "ok": True, "dryRun": True, "summary": f"(dry run) would {operation}"}
        # Claim and effect in one transaction only when the effect stays in Memo's database: a capability
        # that will call outside (notes with the LLM's summary or OpenAI embeddings) must not hold one open.
        atomic = handler.transactional and not handler.waits_outside(step)
        result = ledger.execute_once(exec_ctx, step.capability, operation, lambda: handler.execute(args, exec_ctx),
                                     atomic=atomic, rerunnable=handler.rerunnable)
        return {**base, **result}

    def merge(self, state: TurnState, step_id: str, result: dict[str, Any]) -> None:
        state.executionResults[step_id] = result
        op_id = ledger.operation_id(state.traceId, step_id)
        state.executedOperations[op_id] = {"capability": result.get("capability"),
                                           "operation": result.get("operation"), "ok": bool(result.get("ok")),
                                           "error": result.get("error", "")}


class Join(Stage):
    """Counts what worked and what failed, so the reply can say "I did X but couldn't do Y"."""

    name = "join"

    def run(self, state: TurnState, ctx: StageContext) -> Outcome | None:
        results = state.executionResults
        failed = [sid for sid, r in results.items() if not r.get("ok")]
        state.join = {"total": len(results), "ok": len(results) - len(failed), "failed": failed,
                      "partial": bool(failed) and len(failed) < len(results)}
        return None
