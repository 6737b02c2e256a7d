"""The `meta` capability: "what can you do?", answered from what this installation has configured."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from memo.planning.dsl import PlanStep
from memo.planning.registry import (
    CapabilityHandler,
    ExecContext,
    ExecutionResult,
    capabilities,
    register_capability,
)

if TYPE_CHECKING:
    from memo.conversations.pipeline.state import TurnState

_INTRO = {
    "en": "I'm Memo, your personal secretary. Here's what I can do for you:",
    "he": "אני Memo, המזכירה האישית שלך. זה מה שאני יכולה לעשות בשבילך:",
}
_NOTHING = {
    "en": "Right now I can only explain myself — more abilities are on their way.",
    "he": "כרגע אני יכולה רק להסביר מה אני עושה — עוד יכולות בדרך.",
}


class MetaCapability(CapabilityHandler):
    name = "meta"
    side_effects = False

    def resolve(self, step: PlanStep, state: TurnState) -> dict[str, Any]:
        return {"operation": "describe", "language": state.lang}

    def execute(self, args: dict[str, Any], ctx: ExecContext) -> ExecutionResult:
        lang = "he" if args.get("language", ctx.language) == "he" else "en"
        lines = [line for h in capabilities().values() if h.name != "meta" and (line := h.describe(lang))]
        text = "\n".join([_INTRO[lang], *(f"• {line}" for line in lines)]) if lines else _NOTHING[lang]
        return ExecutionResult(ok=True, summary=text, data={"lines": len(lines)})

    def describe(self, language: str) -> str | None:
        return None


register_capability(MetaCapability())
