"""The `second-brain` capability: notes, ideas and facts the user asks Memo to keep (V1 memoryOperations).

Planning is complete (store / search / delete / deleteAll resolve to V1 arguments; wiping every note
is confirmed first). The notes store itself (pgvector search by meaning) is not built yet, so
`execute` answers NOT_AVAILABLE in the user's language rather than pretending something was saved.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Literal

from memo.planning.capabilities.common import constraint_args, rules_args
from memo.planning.dsl import PlanStep
from memo.planning.registry import CapabilityHandler, ExecContext, ExecutionResult, register_capability

if TYPE_CHECKING:
    from memo.conversations.pipeline.state import TurnState

HIGH_RISK = {"deleteAll"}
FIELDS = ("text", "query", "noteId", "kind")
# What an LLM planner may call an operation, mapped to memoryOperations' names.
_ALIASES = {"save": "store", "remember": "store", "add": "store", "create": "store", "note": "store",
            "find": "search", "query": "search", "recall": "search", "get": "search", "remove": "delete",
            "forget": "delete", "clear": "deleteAll", "forgetall": "deleteAll", "deleteall": "deleteAll"}
_SUMMARY = {
    "deleteAll": {"en": "delete all your notes", "he": "למחוק את כל הפתקים שלך"},
    "delete": {"en": "delete a note", "he": "למחוק פתק"},
    "store": {"en": "save a note", "he": "לשמור פתק"},
    "search": {"en": "search your notes", "he": "לחפש בפתקים שלך"},
}
_NOT_AVAILABLE = {
    "en": "I can't keep notes yet — that's coming soon, so nothing was saved or searched.",
    "he": "אני עוד לא יכולה לשמור פתקים — זה בדרך, כך ששום דבר לא נשמר ולא חופש.",
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
    # Nothing is written yet (execute only reports NOT_AVAILABLE), so there is nothing for the ledger to
    # guard. When the notes store lands, its rows live in Memo's database: side_effects and
    # transactional both become True.
    side_effects = False

    def resolve(self, step: PlanStep, state: TurnState) -> dict[str, Any]:
        args = rules_args(step, state, self.name)
        if args is None:
            # LLM steps, and the "save to memory?" answer to an unclear message (planning stage), which
            # carries the whole message as constraints.text.
            args = constraint_args(step, step.action, (*FIELDS, "target"))
        return normalise(args)

    def risk(self, step: PlanStep, args: dict[str, Any] | None) -> Literal["low", "medium", "high"]:
        operation = normalise({"operation": (args or {}).get("operation") or step.action})["operation"]
        return "high" if operation in HIGH_RISK else "low"

    def summarize_step(self, step: PlanStep, language: str) -> str:
        operation = normalise({"operation": step.action})["operation"]
        return _SUMMARY.get(operation, {}).get(_lang(language), operation)

    def describe(self, language: str) -> str | None:
        # Hidden until the notes store exists (see execute()): "what can you do" lists only what works.
        if self.side_effects is False:
            return None
        if _lang(language) == "he":
            return "פתקים: לזכור עובדות, רעיונות ומחשבות ולמצוא אותם שוב („איפה חניתי?”)"
        return "Notes: remember facts, ideas and thoughts, and find them again (\"where did I park?\")"

    def execute(self, args: dict[str, Any], ctx: ExecContext) -> ExecutionResult:
        # The notes store (text + embedding per note, searched by meaning) comes later; until then be
        # honest about it in the user's language.
        lang = _lang(args.get("language") or ctx.language)
        return ExecutionResult(ok=False, error="NOT_AVAILABLE", summary=_NOT_AVAILABLE[lang],
                               data={"operation": args.get("operation", "")})


register_capability(SecondBrainCapability())
