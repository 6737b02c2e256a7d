"""response_formatter, response_writer, memory_update and send: one voice, remembered, delivered."""

from __future__ import annotations

from typing import Any

from memo.conversations import memory, outbox
from memo.conversations.pipeline.base import Outcome, Stage, StageContext
from memo.conversations.pipeline.state import Reply, TurnState
from memo.conversations.texts import t
from memo.planning.ledger import MISSING_RESULT

# WhatsApp's limit for one text message.
MAX_MESSAGE_CHARS = 4096


class ResponseFormatter(Stage):
    """Normalises execution results into per-step facts the writer can phrase."""

    name = "response_formatter"

    def run(self, state: TurnState, ctx: StageContext) -> Outcome | None:
        items = []
        for step in state.plannerOutput.plan if state.plannerOutput else []:
            result = state.executionResults.get(step.id)
            if result is None:
                continue
            items.append({"stepId": step.id, "capability": step.capability,  # facts only: no ids
                          "operation": result.get("operation", step.action), "ok": bool(result.get("ok")),
                          "summary": result.get("summary", ""), "error": result.get("error", ""),
                          "query": result.get("query", ""),
                          "fromNotes": (result.get("data") or {}).get("kind") == "notes"})
        state.formatted = {"items": items, "partial": bool(state.join.get("partial"))}
        return None


def _failure_line(item: dict[str, Any], lang: str) -> str:
    if item["error"] == MISSING_RESULT:
        return t("idempotency_missing_result", lang)
    if item["error"] == "NOT_FOUND":
        return t("not_found", lang, what=f"\"{item['query']}\"" if item.get("query") else "it")
    return t("internal_error", lang)


def compose(state: TurnState) -> str:
    """The reply from templates: used always offline, and as the fallback when an LLM writer fails."""
    lang = state.lang
    if state.finalResponse:
        return state.finalResponse
    items = state.formatted.get("items", [])
    if not items:
        return t("internal_error", lang) if state.errors else t("done_generic", lang)
    ok = [i["summary"] or t("done_generic", lang) for i in items if i["ok"]]
    failed = [_failure_line(i, lang) for i in items if not i["ok"]]
    if ok and failed:
        return "\n".join([*ok, t("partial_failure", lang), *failed])
    return "\n".join(ok or failed)


def split_message(text: str, limit: int = MAX_MESSAGE_CHARS) -> list[str]:
    """Split on line boundaries so no item is cut between two WhatsApp messages."""
    parts, current = [], ""
    for line in text.split("\n"):
        while len(line) > limit:  # a single overlong line: cut at the limit as a last resort
            parts.append(line[:limit])
            line = line[limit:]
        candidate = f"{current}\n{line}" if current else line
        if len(candidate) > limit:
            parts.append(current)
            candidate = line
        current = candidate
    if current or not parts:
        parts.append(current)
    return parts


class ResponseWriter(Stage):
    name = "response_writer"

    def run(self, state: TurnState, ctx: StageContext) -> Outcome | None:
        from memo.conversations import llm_writer

        text = compose(state)
        if llm_writer.wanted(state):
            text = llm_writer.write(state, fallback=text)
        state.replies = [Reply(text=part) for part in split_message(text)]
        return None


class MemoryUpdate(Stage):
    """Every successful step becomes a LatestAction, so "it/that/זה" can refer to it next time."""

    name = "memory_update"

    def run(self, state: TurnState, ctx: StageContext) -> Outcome | None:
        if not ctx.persist or ctx.dry_run or not state.user.userId:
            return None
        for step in state.plannerOutput.plan if state.plannerOutput else []:
            result = state.executionResults.get(step.id)
            if not result or not result.get("ok") or result.get("dryRun") or step.capability == "meta":
                continue
            from datetime import datetime

            when = result.get("when")
            memory.remember_action(
                state.user.userId, capability=step.capability, action=result.get("operation", step.action),
                summary=result.get("summary", ""), when=datetime.fromisoformat(when) if when else None,
                external_ids=result.get("externalIds", []), at=state.now_dt)
        return None


class Send(Stage):
    name = "send"

    def run(self, state: TurnState, ctx: StageContext) -> Outcome | None:
        if ctx.persist and not ctx.dry_run:
            for part, reply in enumerate(state.replies):
                outbox.queue(ctx.thread_id, f"turn:{state.traceId}:{part}", reply.text, kind=reply.kind,
                             options=reply.options, turn_id=ctx.turn_id, part=part, channel=ctx.channel or None)
        return Outcome(end=True)
