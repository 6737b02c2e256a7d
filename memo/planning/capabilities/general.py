"""The `general` capability: conversation and questions that need no tool.

Offline it answers greetings and thanks itself and is honest about questions; with an LLM configured
the answer comes from the model (the response writer's job).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from memo.planning.capabilities.common import rules_args
from memo.planning.dsl import PlanStep
from memo.planning.registry import CapabilityHandler, ExecContext, ExecutionResult, register_capability

if TYPE_CHECKING:
    from memo.conversations.pipeline.state import TurnState

_REPLIES = {
    "small_talk": {"en": "Hi! I'm here — tell me what to remember, remind you of or add to a list.",
                   "he": "היי! אני כאן — אפשר לבקש ממני לזכור, להזכיר או להוסיף לרשימה."},
    "question": {"en": "I can't answer general questions without an AI model configured — but I can keep your "
                       "reminders, tasks and lists. Send \"help\" to see what I can do.",
                 "he": "בלי מודל בינה מלאכותית מוגדר אני לא יכולה לענות על שאלות כלליות — אבל אני כן יכולה לנהל "
                       "תזכורות, משימות ורשימות. שלחו \"עזרה\" כדי לראות מה אני יודעת לעשות."},
}


class GeneralCapability(CapabilityHandler):
    name = "general"
    side_effects = False

    def resolve(self, step: PlanStep, state: TurnState) -> dict[str, Any]:
        args = rules_args(step, state, self.name) or {"operation": "respond", "kind": "question"}
        return {**args, "language": state.lang, "question": step.constraints.get("rawMessage", "")}

    def execute(self, args: dict[str, Any], ctx: ExecContext) -> ExecutionResult:
        lang = "he" if args.get("language", ctx.language) == "he" else "en"
        kind = args.get("kind") if args.get("kind") in _REPLIES else "question"
        return ExecutionResult(ok=True, summary=_REPLIES[kind][lang], data={"kind": kind})


register_capability(GeneralCapability())
