"""The `meta` capability: "what can you do?", answered from what this installation has configured."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from memo.planning.dsl import PlannerOutput, PlanStep
from memo.planning.registry import (
    CapabilityHandler,
    ExecContext,
    ExecutionResult,
    capabilities,
    register_capability,
    register_planner,
)

if TYPE_CHECKING:
    from memo.conversations.pipeline.state import TurnState

_HELP = re.compile(
    r"^\s*(?:help|/help|menu|\?|what can you do|what do you do|what are you|who are you|how do (?:i|you) use"
    r"(?: you| this| memo)?|what can i (?:ask|do)(?: here)?|commands|features"
    r"|עזרה|תפריט|מה אתה יודע לעשות|מה את יודעת לעשות|מה אתה יכול לעשות|מה את יכולה לעשות|מה אפשר לעשות"
    r"|מי אתה|מי את|איך משתמשים(?: בך| בזה)?|מה אתה עושה|מה את עושה)\s*[?!.]*\s*$",
    re.IGNORECASE,
)

_INTRO = {
    "en": "I'm Memo, your personal secretary. Here's what I can do for you:",
    "he": "אני Memo, המזכירה האישית שלך. זה מה שאני יכולה לעשות בשבילך:",
}
_NOTHING = {
    "en": "Right now I can only explain myself — more abilities are on their way.",
    "he": "כרגע אני יכולה רק להסביר מה אני עושה — עוד יכולות בדרך.",
}


class MetaRulesPlanner:
    """Recognises "help / what can you do" in both languages, offline and instantly."""

    name = "rules"

    def plan(self, state: TurnState) -> PlannerOutput | None:
        if not _HELP.match(state.text()):
            return None
        step = PlanStep(id="s1", capability="meta", action="describe_capabilities",
                        constraints={"rawMessage": state.input.message})
        return PlannerOutput(intentType="meta", confidence=0.95, plan=[step])


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
register_planner(MetaRulesPlanner())
