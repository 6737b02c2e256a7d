"""The `database` capability: tasks, reminders, nudges and lists, stored in Memo's own database."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Literal

from memo.planning.capabilities.common import constraint_args, rules_args
from memo.planning.dsl import PlanStep
from memo.planning.registry import CapabilityHandler, EntityMatch, ExecContext, ExecutionResult, register_capability
from memo.reminders.texts import r

if TYPE_CHECKING:
    from memo.planning.state import TurnState

# Bulk changes cannot be undone by the user in one message: always confirm (seed 002 §2, DESIGN §7).
HIGH_RISK = {"deleteAll", "updateAll", "completeAll"}
TASK_FIELDS = ("text", "dueDate", "reminder", "reminderRecurrence", "category", "ids", "filters", "updateFields",
               "tasks")
LIST_FIELDS = ("listName", "items", "item", "ids")

_SUMMARY = {
    "deleteAll": {"en": "delete all your tasks and reminders", "he": "למחוק את כל המשימות והתזכורות שלך"},
    "completeAll": {"en": "mark all your tasks as done", "he": "לסמן את כל המשימות שלך כבוצעו"},
    "updateAll": {"en": "change all your tasks", "he": "לשנות את כל המשימות שלך"},
}
# Whole-list changes ask first (rules/lists.py); the question must name the list, not say "delete".
_LIST_SUMMARY = {
    "delete": {"en": "delete the list \"{name}\"", "he": "למחוק את הרשימה \"{name}\""},
    "clear": {"en": "clear the list \"{name}\"", "he": "לרוקן את הרשימה \"{name}\""},
}
# Any other operation still reads as words, never as an operation id.
_GENERIC = {
    "delete": {"en": "delete it", "he": "למחוק את זה"},
    "update": {"en": "change it", "he": "לשנות את זה"},
    "complete": {"en": "mark it as done", "he": "לסמן את זה כבוצע"},
}


class DatabaseCapability(CapabilityHandler):
    name = "database"
    transactional = True  # every effect is a row in Memo's own database

    def resolve(self, step: PlanStep, state: TurnState) -> dict[str, Any]:
        is_list = step.constraints.get("entity") == "list" or "listName" in step.constraints
        args = rules_args(step, state, self.name)
        if args is None:
            args = constraint_args(step, step.action, LIST_FIELDS if is_list else TASK_FIELDS)
        if is_list:
            args.setdefault("entity", "list")  # V1 kept lists and tasks in separate schemas
        return args

    def risk(self, step: PlanStep, args: dict[str, Any] | None) -> Literal["low", "medium", "high"]:
        operation = (args or {}).get("operation") or step.action
        return "high" if operation in HIGH_RISK else "low"

    def summarize_step(self, step: PlanStep, language: str) -> str:
        lang = "he" if language == "he" else "en"
        if step.action in _SUMMARY:
            return _SUMMARY[step.action][lang]
        args = step.constraints.get("args") if isinstance(step.constraints.get("args"), dict) else {}
        name = args.get("listName") or step.constraints.get("listName")
        if name and step.action in _LIST_SUMMARY:
            key = "clear" if "clears_list" in (step.constraints.get("notes") or []) else step.action
            return _LIST_SUMMARY[key][lang].format(name=name)
        return _GENERIC.get(step.action, {}).get(lang, step.action)

    def describe(self, language: str) -> str | None:
        if language == "he":
            return "תזכורות ומשימות: חד-פעמיות, יומיות/שבועיות/חודשיות, ונדנודים עד שמסיימים; ורשימות (קניות וכל השאר)"
        return "Reminders and tasks: one-time, daily/weekly/monthly, and nudges until done; and lists (shopping, ...)"

    def find_entities(self, step: PlanStep, args: dict[str, Any], state: TurnState) -> EntityMatch | None:
        from memo.reminders import entities

        # "default_list": no list was named, the planner chose one by what the items are (rules/lists_context.py).
        return entities.find(args, state, guessed_list="default_list" in (step.constraints.get("notes") or []))

    def apply_selection(self, args: dict[str, Any], match: dict[str, Any], option_ids: list[str]) -> dict[str, Any]:
        return {**args, "ids": list(option_ids)}

    def execute(self, args: dict[str, Any], ctx: ExecContext) -> ExecutionResult:
        from memo.reminders import executors

        return executors.execute(args, ctx)

    def unavailable_reply(self, language: str) -> str:
        return r("not_available_yet", language)


register_capability(DatabaseCapability())
