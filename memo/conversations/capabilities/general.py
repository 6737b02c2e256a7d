"""The `general` capability: conversation and questions that need no tool.

Offline it answers greetings and thanks itself and is honest about questions; with an LLM configured
the answer comes from the model (the response writer's job).
"""

from __future__ import annotations

import logging
import re
from typing import TYPE_CHECKING, Any

from memo.planning.capabilities.common import rules_args
from memo.planning.dsl import PlanStep
from memo.planning.registry import CapabilityHandler, ExecContext, ExecutionResult, register_capability

if TYPE_CHECKING:
    from memo.planning.state import TurnState

_REPLIES = {
    "thanks": {"en": "You're welcome! 😊", "he": "בשמחה! 😊"},
    "bye": {"en": "Bye! I'm here whenever you need me.", "he": "ביי! אני כאן מתי שצריך."},
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
        if kind == "small_talk":
            kind = _small_talk_kind(str(args.get("question") or ""))
        if kind == "question":
            found = _from_notes(str(args.get("question") or ""), ctx)
            if found is not None:
                return found
        return ExecutionResult(ok=True, summary=_REPLIES[kind][lang], data={"kind": kind})


def _from_notes(question: str, ctx: ExecContext) -> ExecutionResult | None:
    """The user's own notes answering a question ("when is Dana's birthday?"), or None.

    A secretary answers personal questions from what she was told before saying she cannot; the notes
    search keeps its relevance floor, so an unrelated question still gets the honest answer.
    """
    if not question.strip():
        return None
    from memo.notes import operations

    try:
        result = operations.search({"operation": "search", "query": question}, ctx)
    except Exception:  # the notes store failing must not cost the user their answer
        logging.getLogger(__name__).exception("notes lookup for a general question failed")
        return None
    if not result.ok or not (result.data or {}).get("count"):
        return None
    return ExecutionResult(ok=True, summary=result.summary, data={"kind": "notes", **(result.data or {})},
                           external_ids=result.external_ids)


_THANKS = re.compile(r"thank|thx|\bty\b|cheers|תודה|תנקס", re.IGNORECASE)
_BYE = re.compile(r"\bbye\b|goodbye|see you|good night|להתראות|ביי|לילה טוב", re.IGNORECASE)


def _small_talk_kind(text: str) -> str:
    """Thanks get "you're welcome", goodbyes a goodbye; anything else a greeting."""
    if _THANKS.search(text):
        return "thanks"
    if _BYE.search(text):
        return "bye"
    return "small_talk"


register_capability(GeneralCapability())
