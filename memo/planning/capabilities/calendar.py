"""The `calendar` capability: the user's Google Calendar (create, getEvents, update, delete).

Arguments are V1's calendarOperations (seed 003 §8, DESIGN §7). The rules grammar (`rules/calendar.py`)
produces them directly; a step from the LLM planner is mapped from its constraints/changes. Talking to
Google is not wired yet: `execute` answers NOT_CONNECTED, so a plan is complete and checkable
(`manage.py plan`) while nothing pretends to have changed a calendar.
"""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import TYPE_CHECKING, Any, Literal

from memo.planning.capabilities.common import constraint_args, rules_args
from memo.planning.dsl import PlanStep
from memo.planning.registry import CapabilityHandler, ExecContext, ExecutionResult, register_capability

if TYPE_CHECKING:
    from memo.planning.state import TurnState

DEFAULT_MINUTES = 60
FIELDS = ("summary", "start", "end", "allDay", "attendees", "location", "description", "reminderMinutesBefore",
          "recurrence", "days", "until", "timeMin", "timeMax", "searchCriteria", "updateFields", "eventId",
          "isRecurring", "excludeSummaries")
# Planner action names that are not V1 operation names.
_OPERATIONS = {"find": "getEvents", "get": "getEvents", "list": "getEvents", "get_events": "getEvents",
               "create_event": "create", "update_event": "update", "move": "update", "delete_event": "delete",
               "cancel": "delete"}

NOT_CONNECTED = {
    "en": "Google Calendar isn't connected to Memo yet, so I can't put that in your calendar. "
          "I can set a reminder for it instead — just say \"remind me …\".",
    "he": "יומן Google עוד לא מחובר ל-Memo, אז אין לי איך להכניס את זה ליומן. "
          "אפשר לקבוע לזה תזכורת במקום — פשוט לכתוב \"תזכיר לי …\".",
}
_SUMMARY = {
    "delete": {"en": "delete the event '{name}' from your calendar", "he": "למחוק מהיומן את האירוע '{name}'"},
    "delete_all": {"en": "delete all your calendar events{when}", "he": "למחוק את כל האירועים ביומן שלך{when}"},
    "update": {"en": "change the event '{name}' in your calendar", "he": "לשנות ביומן את האירוע '{name}'"},
    "create": {"en": "add '{name}' to your calendar", "he": "להוסיף ליומן את '{name}'"},
    "getEvents": {"en": "look at your calendar", "he": "לבדוק מה ביומן שלך"},
}


def _lang(language: str) -> str:
    return "he" if language == "he" else "en"


def _from_constraints(step: PlanStep) -> dict[str, Any]:
    """V1 arguments from an LLM step: its named fields, plus the planner's own words (whenIso, target, changes)."""
    operation = _OPERATIONS.get(step.action, step.action)
    args = constraint_args(step, operation, FIELDS)
    args["operation"] = _OPERATIONS.get(args["operation"], args["operation"])
    c = step.constraints
    when = c.get("whenIso")
    if operation == "create":
        args.setdefault("summary", c.get("text") or "")
        if when and "start" not in args:
            try:  # an hour by default, as the rules grammar does
                end = datetime.fromisoformat(str(when)) + timedelta(minutes=DEFAULT_MINUTES)
                args.update(start=when, end=end.isoformat())
            except ValueError:
                args["start"] = when
    elif operation in ("update", "delete"):
        target = c.get("target")
        if "searchCriteria" not in args:
            name = target.get("summary") if isinstance(target, dict) else target or c.get("summary") or c.get("text")
            args["searchCriteria"] = {"summary": name} if name else {}
        if isinstance(target, dict) and target.get("ids") and "eventId" not in args:
            args["eventId"] = target["ids"][0]
        if operation == "update":
            changes = {k: v for k, v in step.changes.items() if k != "operation"}
            for key in changes:  # new values belong in updateFields, not next to the search
                args.pop(key, None)
            args.setdefault("updateFields", changes)
    return args


def _days(args: dict[str, Any], language: str) -> str:
    """" on 23/11" / " ב-23/11" (or a span of days) for an approval question about a whole window."""
    criteria = args.get("searchCriteria") if isinstance(args.get("searchCriteria"), dict) else {}
    try:
        low = datetime.fromisoformat(str(criteria["timeMin"]))
        high = datetime.fromisoformat(str(criteria["timeMax"])) - timedelta(seconds=1)
    except (KeyError, ValueError):
        return ""
    first, last = f"{low:%d/%m}", f"{high:%d/%m}"
    if first == last:
        return f" ב-{first}" if language == "he" else f" on {first}"
    return f" בין {first} ל-{last}" if language == "he" else f" from {first} to {last}"


def _target_name(args: dict[str, Any], step: PlanStep) -> str:
    criteria = args.get("searchCriteria") if isinstance(args.get("searchCriteria"), dict) else {}
    return str(args.get("summary") or criteria.get("summary") or step.constraints.get("summary") or "")


class CalendarCapability(CapabilityHandler):
    name = "calendar"

    def resolve(self, step: PlanStep, state: TurnState) -> dict[str, Any]:
        args = rules_args(step, state, self.name)
        return args if args is not None else _from_constraints(step)

    def operation(self, name: str) -> str:
        return _OPERATIONS.get(name, name)

    def risk(self, step: PlanStep, args: dict[str, Any] | None) -> Literal["low", "medium", "high"]:
        """Deleting an event cannot be undone from WhatsApp, and changing a whole series touches many: confirm."""
        args = args or step.constraints.get("args") or {}
        operation = _OPERATIONS.get(args.get("operation") or step.action, args.get("operation") or step.action)
        if operation == "delete":
            return "high"
        fields = args.get("updateFields") or {}
        if operation == "update" and (args.get("isRecurring") or "recurrence" in fields or "days" in fields):
            return "high"
        return "low"

    def summarize_step(self, step: PlanStep, language: str) -> str:
        args = step.constraints.get("args") if isinstance(step.constraints.get("args"), dict) else {}
        operation = _OPERATIONS.get(step.action, step.action)
        name = _target_name(args, step) or _target_name(_from_constraints(step), step)
        key = "delete_all" if operation == "delete" and not name else operation
        template = _SUMMARY.get(key, {}).get(_lang(language))
        return template.format(name=name, when=_days(args, _lang(language))) if template else step.action

    def describe(self, language: str) -> str | None:
        # Only what this installation can really do: the Google client is not wired to execute yet.
        if not executes_yet():
            return None
        if language == "he":
            return ("יומן Google: הוספת אירועים (חד-פעמיים, ליום שלם, שבועיים/חודשיים), מה יש לך ביומן, "
                    "והזזה או ביטול של אירועים")
        return ("Google Calendar: add events (one-time, all-day, weekly/monthly), see what's on your schedule, "
                "and move or cancel events")

    def available(self, state: TurnState) -> bool:
        return bool(state.user.capabilities.get("calendar"))

    def unavailable_reply(self, language: str) -> str:
        return NOT_CONNECTED[_lang(language)]

    def substitute(self, step: PlanStep, state: TurnState) -> PlanStep | None:
        """A look at the schedule is answered from the user's tasks for that window, marked as such."""
        args = rules_args(step, state, self.name) or _from_constraints(step)
        if _OPERATIONS.get(args.get("operation") or step.action, step.action) != "getEvents":
            return None
        filters: dict[str, Any] = {"calendarNotConnected": True}
        if args.get("timeMin") and args.get("timeMax"):
            from memo.planning.timeexpr import parse_range

            window = parse_range(str(step.constraints.get("rawMessage") or ""), state.now_dt)
            filters.update(timeMin=args["timeMin"], timeMax=args["timeMax"])
            if window is not None:
                filters["window"] = window.label
        task_args = {"operation": "getAll", "filters": filters}
        return PlanStep(id=step.id, capability="database", action="getAll", dependsOn=step.dependsOn,
                        constraints={"rawMessage": step.constraints.get("rawMessage", ""), "entity": "task",
                                     "args": task_args, "notes": ["calendar_substitute"]})

    def execute(self, args: dict[str, Any], ctx: ExecContext) -> ExecutionResult:
        # Google Calendar execution (OAuth tokens, events API, entity resolution of "the meeting with Dana")
        # comes later; until then nothing is claimed to have happened.
        return ExecutionResult(ok=False, error="NOT_CONNECTED", summary=NOT_CONNECTED[_lang(ctx.language)])


register_capability(CalendarCapability())


def executes_yet() -> bool:
    """Calendar execution needs the Google integration, which is not built yet (see execute())."""
    return False
