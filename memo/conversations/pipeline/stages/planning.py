"""planner and capability_check: what the user wants, and whether Memo can do it for them."""

from __future__ import annotations

import logging
import threading
from typing import Any

from memo.conversations.pipeline.base import Outcome, Stage, StageContext
from memo.conversations.texts import t
from memo.planning import registry
from memo.planning.dsl import CONFIDENCE_FLOOR, PlannerOutput, PlanStep
from memo.planning.state import TurnState

logger = logging.getLogger(__name__)

SAVE_TO_MEMORY = "save_to_memory"
# After this many clarifications in one turn, stop asking and say so.
MAX_CLARIFICATIONS = 2


def replan_answer(state: TurnState) -> dict[str, Any] | None:
    """The newest answer to a question that sent the turn back to the planner, if any."""
    answers = [a for a in state.hitlResults.values() if (a.get("returnTo") or {}).get("node") == "planner"]
    return answers[-1] if answers else None


def run_planners(state: TurnState, *, outside_only: bool = False, local_only: bool = False,
                 ) -> tuple[PlannerOutput, str]:
    """Rules first, then the LLM; the first confident planner wins. A plan below the confidence floor
    (a half-read message) is kept only when no later planner answers; none at all -> ask.
    `outside_only`: the local planners already had their say (on the worker that handed the stage over).
    `local_only`: no planner that waits on an outside service (the caller holds a database transaction)."""
    doubted: tuple[PlannerOutput, str] | None = None
    planners = registry.planners()
    if outside_only:  # from the first outside planner on (local ones after it, such as fallbacks, stay)
        planners = planners[next((i for i, p in enumerate(planners) if _outside(p)), len(planners)):]
    if local_only:
        planners = [p for p in planners if not _outside(p)]
    for planner in planners:
        try:
            output = planner.plan(state)
        except Exception:  # a broken planner must not take the turn down: the next one tries
            logger.exception("planner %s failed", getattr(planner, "name", planner))
            continue
        if output is None:
            continue
        if output.confidence >= CONFIDENCE_FLOOR or output.missingFields:
            return output, planner.name
        doubted = doubted or (output, planner.name)
    return doubted or (PlannerOutput.unclear(), "none")


class Planner(Stage):
    name = "planner"

    def run(self, state: TurnState, ctx: StageContext) -> Outcome | None:
        answer = replan_answer(state)
        # A replan starts the downstream work afresh; earlier answers stay in hitlResults (audit).
        state.resolverResults, state.executorArgs, state.disambiguation = {}, {}, None
        state.approvedOperations = {}  # an approval covers the plan it was asked about, not a new one
        if answer and SAVE_TO_MEMORY in answer.get("optionIds", []):
            step = PlanStep(id="s1", capability="second-brain", action="store",
                            constraints={"rawMessage": state.input.message, "text": state.input.message})
            state.plannerOutput, state.plannerSource = PlannerOutput(intentType="operation", confidence=1.0,
                                                                     plan=[step]), "rules"
            return None
        found, _local.found = getattr(_local, "found", None), None
        if answer:
            output, source = self._replan(state, answer)
        elif found is not None and found[:2] == (state.traceId, state.text()):
            output, source = found[2], found[3]  # waits_outside just planned this very message in this thread
        elif ctx.handed_over:
            # A CPU worker found no local planner confident (waits_outside) and sent the stage here: asking
            # them again would only repeat the grammars and the embedding before the LLM.
            output, source = run_planners(state, outside_only=True)
        else:
            output, source = run_planners(state)
        state.plannerOutput, state.plannerSource = output, source  # type: ignore[assignment]
        asked = sum(1 for a in state.hitlResults.values() if a.get("questionKind") == "clarification")
        if output.missingFields and asked >= MAX_CLARIFICATIONS:
            state.finalResponse = t("low_confidence", state.lang)
            state.endStatus = "completed"
            return Outcome(goto="response_writer")
        return None

    def waits_outside(self, state: TurnState) -> bool:
        """True when the plan will come from an outside planner (the LLM): no local planner answers first."""
        planners = registry.planners()
        if not any(_outside(p) for p in planners):
            return False
        answer = replan_answer(state)
        if answer is not None:  # a replan tries several readings: any may reach the LLM
            return SAVE_TO_MEMORY not in answer.get("optionIds", [])
        for planner in planners:
            if _outside(planner):
                return True
            try:
                output = planner.plan(state)
            except Exception:
                continue
            if output is not None and (output.confidence >= CONFIDENCE_FLOOR or output.missingFields):
                # a local planner answers: no call out, and run() takes this plan as is
                _local.found = (state.traceId, state.text(), output, planner.name)
                return False
        return False

    def _replan(self, state: TurnState, answer: dict[str, Any]) -> tuple[PlannerOutput, str]:
        """Plan again with the user's clarification: the answer alone, then original + answer."""
        original = state.input.message
        reply = answer.get("text", "")
        if answer.get("reason") == "missing_fields":
            # The answer completes the request; when it is a time, it replaces the original's time words
            # ("remind me on 1/1/2020 to X" + "tomorrow at 10").
            tries = [f"{_without_time(original, state)} {reply}", f"{original} {reply}", reply]
        else:
            tries = [reply, f"{original} {reply}"]
        best: tuple[PlannerOutput, str] | None = None
        for text in tries:
            state.input.enhancedMessage = text
            output, source = run_planners(state)
            if not output.missingFields:
                return output, source
            best = best or (output, source)
        state.input.enhancedMessage = original
        assert best is not None
        return best


# The plan waits_outside found, for run() right after it in the same thread (checked by trace and text).
_local = threading.local()


def _outside(planner: Any) -> bool:
    waits = getattr(planner, "waits_outside", None)
    return bool(waits()) if callable(waits) else False


def _without_time(text: str, state: TurnState) -> str:
    from memo.planning.timeexpr import parse_time_expression, strip_spans

    match = parse_time_expression(text, state.now_dt)
    return strip_spans(text, match.spans) if match else text


class CapabilityCheck(Stage):
    """Stop early, with a clear answer, when a step needs something this user or install lacks."""

    name = "capability_check"

    def run(self, state: TurnState, ctx: StageContext) -> Outcome | None:
        plan = state.plannerOutput.plan if state.plannerOutput else []
        for index, step in enumerate(plan):
            handler = registry.capability(step.capability)
            if handler is None:
                state.finalResponse = t("not_available_yet", state.lang)
            elif not handler.available(state) and handler.requires_connection(step):
                # A read another capability can answer (the day's tasks for "what do I have tomorrow?")
                # beats a refusal; anything else is refused with the capability's own reason.
                substitute = handler.substitute(step, state)
                if substitute is not None and registry.capability(substitute.capability) is not None:
                    plan[index] = substitute
                    continue
                state.finalResponse = handler.unavailable_reply_for(state)
            else:
                continue
            return Outcome(goto="response_writer")
        for step in list(plan):
            handler = registry.capability(step.capability)
            plan.extend(c for c in (handler.companions(step, state) if handler else [])
                        if registry.capability(c.capability) is not None)
        return None
