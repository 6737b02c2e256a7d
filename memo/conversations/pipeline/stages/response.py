"""response_formatter, response_writer, memory_update and send: one voice, remembered, delivered."""

from __future__ import annotations

from typing import Any

from memo.conversations import memory, outbox
from memo.conversations.pipeline.base import Outcome, Stage, StageContext
from memo.conversations.texts import t
from memo.planning.ledger import MISSING_RESULT
from memo.planning.state import Reply, TurnState

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
    if item["error"] == "NOT_FOUND" and not item.get("summary"):
        return t("not_found", lang, what=f"\"{item['query']}\"" if item.get("query") else "it")
    if item["error"] == "OPERATION_CHANGED":
        return t("operation_changed", lang)
    if item["error"] == "UNSUPPORTED":
        return t("not_available_yet", lang)
    if item.get("summary"):  # the capability said what went wrong, in the user's words ("connect it again: …")
        return item["summary"]
    return t("internal_error", lang)


def compose(state: TurnState) -> str:
    """The reply from templates: used always offline, and as the fallback when an LLM writer fails."""
    lang = state.lang
    if state.finalResponse:
        return state.finalResponse
    items = state.formatted.get("items", [])
    if not items:
        return t("internal_error", lang) if state.errors else t("done_generic", lang)
    # A step with nothing to say (the day's tasks beside its events, when there are none) adds no line.
    ok = [i["summary"] for i in items if i["ok"] and i["summary"]]
    failed = [_failure_line(i, lang) for i in items if not i["ok"]]
    if not ok and not failed:
        return t("done_generic", lang)
    if ok and failed:
        return "\n".join([*ok, t("partial_failure", lang), *failed])
    return "\n".join(ok or failed)


def cut_notice(state: TurnState) -> str:
    """What of a message too long to take whole was not taken, in the user's words; "" when all of it was.

    Two things can leave part of a message behind, never in the middle of an item or a word: the planners
    read a long message up to a clean boundary (rules/base.py `read_part`, measured by `left_out`), and an
    executor may keep less than it was given (a task's text column: `textLeft` in its result). Lists are
    told in items, anything else in characters. Nothing is said when a step took the whole message (a
    note keeps its whole text) or when nothing ran.
    """
    from memo.planning.rules.base import clean, left_out

    told = ""
    for step in state.plannerOutput.plan if state.plannerOutput else []:
        result = state.executionResults.get(step.id)
        if result is None:
            continue
        raw = str(step.constraints.get("rawMessage") or state.text())
        left = left_out(raw, state.executorArgs.get(step.id))
        if left is None:  # the message was read whole
            left = {"limit": 0, "taken": len(clean(raw)), "chars": 0, "items": 0}
        kept_less = int((result.get("data") or {}).get("textLeft") or 0)
        chars = left["chars"] + kept_less
        if not chars:
            return ""  # this step took the whole message
        if told:
            continue  # one account of the message is enough
        if left["items"]:
            key = "message_cut_item" if left["items"] == 1 else "message_cut_items"
            told = t(key, state.lang, limit=left["limit"], count=left["items"])
        else:
            told = t("message_cut", state.lang, taken=max(left["taken"] - kept_less, 0), chars=chars)
    return told


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

    def waits_outside(self, state: TurnState) -> bool:
        from memo.conversations import llm_writer

        return llm_writer.wanted(state)

    def run(self, state: TurnState, ctx: StageContext) -> Outcome | None:
        from memo.conversations import llm_writer

        text = compose(state)
        if llm_writer.wanted(state):
            text = llm_writer.write(state, fallback=text)
        if not state.finalResponse:
            # Added after either writer, so a reworded reply never drops it.
            text = "\n".join(filter(None, [text, cut_notice(state)]))
        state.replies = [Reply(text=part) for part in split_message(text)]
        return None


class MemoryUpdate(Stage):
    """Every successful step becomes a LatestAction, so "it/that/זה" can refer to it next time."""

    name = "memory_update"
    effects = True

    def run(self, state: TurnState, ctx: StageContext) -> Outcome | None:
        if not ctx.persist or ctx.dry_run or not state.user.userId:
            return None
        for step in state.plannerOutput.plan if state.plannerOutput else []:
            result = state.executionResults.get(step.id)
            if not result or not result.get("ok") or result.get("dryRun") or step.capability == "meta":
                continue
            from datetime import datetime

            when = result.get("when")
            external_ids = list(result.get("externalIds", []))
            data = result.get("data") or {}
            if data.get("kind") == "notes":
                # An answer quoted from the notes says so, so the admin hides it like a note (notes/privacy.py).
                external_ids += [f"note:{i}" for i in data.get("noteIds") or []]
            memory.remember_action(
                state.user.userId, capability=step.capability, action=result.get("operation", step.action),
                # A capability may give a neutral line to remember instead of its reply (no email text).
                summary=data.get("remember") or result.get("summary", ""),
                when=datetime.fromisoformat(when) if when else None,
                external_ids=external_ids, at=state.now_dt, source=f"{state.traceId}:{step.id}")
        return None


class Send(Stage):
    name = "send"

    def run(self, state: TurnState, ctx: StageContext) -> Outcome | None:
        if ctx.persist and not ctx.dry_run:
            for part, reply in enumerate(state.replies):
                outbox.queue(ctx.thread_id, f"turn:{state.traceId}:{part}", reply.text, kind=reply.kind,
                             options=reply.options, turn_id=ctx.turn_id, part=part, channel=ctx.channel or None)
        return Outcome(end=True)
