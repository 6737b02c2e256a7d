"""hitl_gate: the single place that decides to ask, and that takes the answer when it comes.

Forward path: trigger rules in seed 002's priority order (disambiguation first). Resume path: the
reply is validated against expectedInput; a valid one is recorded and the turn continues at
pendingHITL.returnTo, an invalid one is asked again with the same hitl_id.
"""

from __future__ import annotations

import dataclasses
import logging

from memo.conversations import hitl
from memo.conversations.hitl import RETURN_TO, Question
from memo.conversations.hitl_replies import ParsedReply, calls_off, normalise, parse_reply
from memo.conversations.models import Message, PendingHITL, Turn
from memo.conversations.pipeline.base import Outcome, Stage, StageContext
from memo.conversations.pipeline.risk import approved, effective_risk, planned_operations, step_args
from memo.conversations.pipeline.stages.planning import SAVE_TO_MEMORY
from memo.conversations.texts import missing_question, t
from memo.planning import registry
from memo.planning.dsl import CONFIDENCE_FLOOR, INTENT_UNCLEAR
from memo.planning.state import TurnState

logger = logging.getLogger(__name__)


def yes_no_options(lang: str) -> tuple[dict[str, str], ...]:
    return ({"id": "yes", "label": t("yes", lang)}, {"id": "no", "label": t("no", lang)})


def describe_plan(state: TurnState) -> str:
    parts = []
    for step in state.plannerOutput.plan if state.plannerOutput else []:
        handler = registry.capability(step.capability)
        parts.append(handler.summarize(step, step_args(state, step.id), state.lang) if handler else step.action)
    return "; ".join(parts)


def decide_question(state: TurnState) -> Question | None:
    """Seed 002 §2's trigger rules, in priority order. Pure: reads the state, asks nothing."""
    lang = state.lang
    if state.disambiguation and not state.disambiguation.get("selection"):
        return _disambiguation_question(state)
    po = state.plannerOutput
    if po is None:
        return None
    replan = RETURN_TO["replan"]
    if INTENT_UNCLEAR in po.missingFields:
        return Question("clarification", "planner", replan, "free_text", t("intent_unclear", lang),
                        ({"id": SAVE_TO_MEMORY, "label": t("save_to_memory", lang)},), reason=INTENT_UNCLEAR)
    if po.confidence < CONFIDENCE_FLOOR:
        return Question("clarification", "planner", replan, "free_text", t("low_confidence", lang),
                        reason="low_confidence")
    if po.missingFields:
        return Question("clarification", "planner", replan, "free_text", missing_question(po.missingFields, lang),
                        reason="missing_fields")
    if approved(state):
        return None  # the user already said yes to exactly what will run
    if effective_risk(state) == "high" or po.needsApproval:
        action = describe_plan(state)
        text = t("approval_long" if "\n" in action else "approval", lang, action=action.strip())
        return Question("approval", "planner", RETURN_TO["continue"], "yes_no", text, yes_no_options(lang),
                        reason="high_risk" if effective_risk(state) == "high" else "needs_approval")
    return None


def _ask_after_lookup(state: TurnState) -> bool:
    """Whether this approval waits for entity resolution: every step's capability wants the question to
    show what the lookup finds (an email's recipients and text), and some step has not been looked up.
    Entity resolution then finds the approval missing and comes back here to ask, before any execution."""
    steps = state.plannerOutput.plan if state.plannerOutput else []
    handlers = [registry.capability(step.capability) for step in steps]
    if not steps or not all(h is not None and h.approve_after_lookup for h in handlers):
        return False
    return any(step.id not in state.executorArgs and step.id not in state.executionResults for step in steps)


def _disambiguation_question(state: TurnState) -> Question:
    """A template, never the LLM: numbered candidates, options in the same order (seed 004)."""
    d = state.disambiguation or {}
    candidates = d.get("candidates", [])[:10]
    lines = "\n".join(f"{i}. {c['label']}" for i, c in enumerate(candidates, 1))
    key = "disambiguation_multi" if d.get("allowMultiple") else "disambiguation"
    text = t(key, state.lang, count=len(candidates), entity=d.get("entity", "item"), lines=lines)
    expected = "multi_choice" if d.get("allowMultiple") else "single_choice"
    options = tuple({"id": str(c["id"]), "label": str(c["label"])[:72]} for c in candidates)
    return Question("disambiguation", "entity_resolution", RETURN_TO["apply_selection"], expected, text, options,
                    reason="disambiguation", step_id=str(d.get("stepId", "")))


class HITLGate(Stage):
    name = "hitl_gate"

    def run(self, state: TurnState, ctx: StageContext) -> Outcome | None:
        if state.resumeInput is not None:
            return self._resume(state, ctx)
        question = decide_question(state)
        if question is None or (question.kind == "approval" and _ask_after_lookup(state)):
            return None
        if not ctx.persist or ctx.dry_run:
            now = state.now_dt
            state.pendingHITL = question.as_state("preview", now, now + hitl.ttl())
            return Outcome(pause=True)
        turn = Turn.objects.get(pk=ctx.turn_id)
        try:
            pending = hitl.ask(turn, question, state.now_dt)
        except hitl.DuplicateQuestion as dup:
            existing = dup.existing.question if dup.existing else ""
            state.finalResponse = t("hitl_duplicate", state.lang, question=existing)
            state.endStatus = "cancelled"
            return Outcome(goto="response_writer")
        state.pendingHITL = question.as_state(str(pending.hitl_id), pending.created_at, pending.expires_at)
        if question.kind == "approval":
            state.pendingHITL["covers"] = planned_operations(state)
        if question.kind == "disambiguation" and state.disambiguation is not None:
            state.disambiguation["hitlId"] = str(pending.hitl_id)
        return Outcome(pause=True)

    def _resume(self, state: TurnState, ctx: StageContext) -> Outcome:
        resume, state.resumeInput = state.resumeInput, None
        hitl_id = (state.pendingHITL or {}).get("hitlId")
        pending = PendingHITL.objects.filter(hitl_id=hitl_id).first() if hitl_id else None
        if pending is None or pending.status != PendingHITL.Status.PENDING:
            # Closed meanwhile (expired, or by staff): nothing to continue.
            state.pendingHITL = None
            state.finalResponse = t("hitl_expired", state.lang, minutes=hitl.ttl().seconds // 60)
            state.endStatus = "expired"
            return Outcome(goto="response_writer")
        reply = hitl.parse(pending, resume.text, resume.interactiveId, resume.replyToId)
        if pending.expected_input == "free_text" and pending.options and reply.error != hitl.STALE_BUTTON:
            # A clarification's buttons ("save to memory?") can also be chosen by number or label.
            tapped = hitl.button_option(pending, resume.interactiveId)
            chosen = parse_reply(resume.text, "single_choice", hitl.options_of(pending), tapped or None)
            if (chosen.valid and chosen.kind == "choice") or _says_save(resume.text):
                reply = chosen if chosen.valid else parse_reply(
                    "1", "single_choice", hitl.options_of(pending)[:1])
        if pending.kind == PendingHITL.Kind.CLARIFICATION and calls_off(resume.text):
            reply = ParsedReply(valid=True, kind="no", text=normalise(resume.text))
        if not reply.valid:
            if not ctx.dry_run:
                hitl.reask(pending, reply, state.lang)
            return Outcome(pause=True)
        if reply.kind == "text":
            # A written answer is replanned as written: the matching form is lower-cased, a task's or a
            # note's text must keep the user's own spelling ("call Avi", "ג'ינס").
            reply = dataclasses.replace(reply, text=" ".join((resume.text or "").split()))
        message = Message.objects.filter(pk=resume.messageId).first() if resume.messageId else None
        answer = hitl.record_answer(pending, reply, message) if not ctx.dry_run else {}
        state.hitlResults[str(pending.hitl_id)] = answer
        if pending.kind == PendingHITL.Kind.APPROVAL and reply.kind == "yes":
            state.approvedOperations.update((state.pendingHITL or {}).get("covers") or {})
        state.pendingHITL = None
        if reply.kind == "no":
            # "No" to an approval, "none of them" to a which-one question, "never mind" to a question:
            # nothing is done.
            state.finalResponse = t("declined", state.lang)
            state.endStatus = "completed"
            return Outcome(goto="response_writer")
        if pending.kind == PendingHITL.Kind.DISAMBIGUATION and state.disambiguation is not None:
            state.disambiguation["selection"] = list(reply.option_ids)
        return Outcome(goto=pending.return_to["node"])


def _says_save(text: str) -> bool:
    return normalise(text) in {"save", "save it", "שמור", "תשמור", "תשמרי", "לשמור", "שמרי"}


