"""The `second-brain` capability: notes, ideas and facts the user asks Memo to keep (V1 memoryOperations).

Operations: store, search, update, delete, deleteAll, summarize. The notes live in Memo's own
database (memo/notes: pgvector + full text, searched by meaning in Hebrew and English), so the
executor runs through the ledger in one transaction with its claim. "delete/update the note about X"
is resolved to a note here (find_entities): one relevant note is used, several are asked about,
none is explained. Wiping every note is confirmed first (risk high).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Literal

from memo.planning.capabilities.common import constraint_args, rules_args
from memo.planning.dsl import PlanStep
from memo.planning.registry import (
    CapabilityHandler,
    EntityMatch,
    ExecContext,
    ExecutionResult,
    register_capability,
)

if TYPE_CHECKING:
    from memo.planning.state import TurnState

HIGH_RISK = {"deleteAll"}
FIELDS = ("text", "query", "noteId", "kind", "ids")
# Operations that act on one existing note, named by what it says ("the note about the trip").
TARGETED = {"delete", "update"}
# What an LLM planner may call an operation, mapped to memoryOperations' names.
_ALIASES = {"save": "store", "remember": "store", "add": "store", "create": "store", "note": "store",
            "find": "search", "query": "search", "recall": "search", "get": "search", "remove": "delete",
            "forget": "delete", "clear": "deleteAll", "forgetall": "deleteAll", "deleteall": "deleteAll",
            "edit": "update", "change": "update", "modify": "update", "summary": "summarize",
            "summarise": "summarize", "list": "search"}
_SUMMARY = {
    "deleteAll": {"en": "delete all your notes", "he": "למחוק את כל הפתקים שלך"},
    "delete": {"en": "delete a note", "he": "למחוק פתק"},
    "store": {"en": "save a note", "he": "לשמור פתק"},
    "search": {"en": "search your notes", "he": "לחפש בפתקים שלך"},
    "update": {"en": "change a note", "he": "לשנות פתק"},
    "summarize": {"en": "summarize your notes", "he": "לסכם את הפתקים שלך"},
}


def _lang(language: str | None) -> str:
    return "he" if language == "he" else "en"


def normalise(args: dict[str, Any]) -> dict[str, Any]:
    """A known operation name, and `query` for what an LLM step called its `target`."""
    out = dict(args)
    op = str(out.get("operation") or "").strip()
    out["operation"] = _ALIASES.get(op.lower(), op)
    if "target" in out and "query" not in out:
        out["query"] = out.pop("target")
    return out


class SecondBrainCapability(CapabilityHandler):
    name = "second-brain"
    side_effects = True
    transactional = True  # every effect is a row in Memo's own database

    def resolve(self, step: PlanStep, state: TurnState) -> dict[str, Any]:
        args = rules_args(step, state, self.name)
        if args is None:
            # LLM steps, and the "save to memory?" answer to an unclear message (planning stage), which
            # carries the whole message as constraints.text.
            args = constraint_args(step, step.action, (*FIELDS, "target"))
        return normalise(args)

    def waits_outside(self, step: PlanStep) -> bool:
        # With an LLM configured, a summary is the model's and embeddings may be OpenAI's; offline every
        # note is embedded by the bundled model, in this process.
        from django.conf import settings

        from memo.integrations.openai import is_configured

        return is_configured() or str(settings.EMBEDDINGS_PROVIDER or "").startswith("openai")

    def find_entities(self, step: PlanStep, args: dict[str, Any], state: TurnState) -> EntityMatch | None:
        """"the note about X" -> that note: one relevant match resolves, several are asked about."""
        operation = args.get("operation")
        query = str(args.get("query") or "").strip()
        if operation not in TARGETED or args.get("noteId") or args.get("ids") or not query:
            return None
        if not state.user.userId:
            return None
        from memo.notes import services
        from memo.notes.replies import preview

        hits = services.find(state.user.userId, query)
        if not hits:
            return EntityMatch("not_found", args=args, entity="note", query=query)
        if len(hits) == 1:
            return EntityMatch("resolved", args={**args, "noteId": hits[0].note_id}, entity="note", query=query)
        notes = services.notes_by_id(state.user.userId, [h.note_id for h in hits])
        candidates = [{"id": str(h.note_id), "label": preview(notes[h.note_id].text, 80)}
                      for h in hits if h.note_id in notes]
        return EntityMatch("ambiguous", args=args, candidates=candidates, entity="note", query=query,
                           allow_multiple=operation == "delete")

    def operation(self, name: str) -> str:
        return normalise({"operation": name})["operation"]

    def risk(self, step: PlanStep, args: dict[str, Any] | None) -> Literal["low", "medium", "high"]:
        operation = normalise({"operation": (args or {}).get("operation") or step.action})["operation"]
        return "high" if operation in HIGH_RISK else "low"

    def summarize_step(self, step: PlanStep, language: str) -> str:
        operation = normalise({"operation": step.action})["operation"]
        return _SUMMARY.get(operation, {}).get(_lang(language), operation)

    def describe(self, language: str) -> str | None:
        if _lang(language) == "he":
            return "פתקים: לזכור עובדות, רעיונות ומחשבות ולמצוא אותם שוב, גם בשפה אחרת („איפה חניתי?”)"
        return ("Notes: remember facts, ideas and thoughts, and find them again in either language "
                "(\"where did I park?\")")

    def execute(self, args: dict[str, Any], ctx: ExecContext) -> ExecutionResult:
        from memo.notes import operations

        return operations.execute(args, ctx)


register_capability(SecondBrainCapability())
