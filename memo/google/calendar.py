"""The `calendar` capability: the user's Google Calendar (V1 calendarOperations, seed 003 §8.2).

Arguments come from the rules grammar (`planning/rules/calendar.py`) or are mapped from an LLM step's
constraints/changes. With the user's Google account connected, the operations run against Google
(memo/google/calendar_ops.py); without it, a request answers with a link to connect, and a look at the
schedule is answered from the user's tasks instead. "connect my calendar" / "disconnect google" are this
capability's `connect` and `disconnect`.
"""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import TYPE_CHECKING, Any, Literal

from memo.google import calendar_ops
from memo.google.calendar_texts import TEXTS, c
from memo.planning.capabilities.common import constraint_args, rules_args
from memo.planning.dsl import PlanStep
from memo.planning.registry import CapabilityHandler, EntityMatch, ExecContext, ExecutionResult, register_capability

if TYPE_CHECKING:
    from memo.planning.state import TurnState

DEFAULT_MINUTES = 60
FIELDS = ("summary", "start", "end", "allDay", "attendees", "location", "description", "reminderMinutesBefore",
          "recurrence", "days", "interval", "until", "timeMin", "timeMax", "searchCriteria", "updateFields", "eventId",
          "isRecurring", "excludeSummaries", "events", "maxResults")
# Planner action names that are not V1 operation names.
_OPERATIONS = {"find": "getEvents", "list": "getEvents", "get_events": "getEvents", "create_event": "create",
               "update_event": "update", "move": "update", "delete_event": "delete", "cancel": "delete",
               "check_conflicts": "checkConflicts", "instances": "getRecurringInstances"}
# Operations that are one kind of act, for comparing what was planned, approved and resolved: booking a
# series or several events is booking; deleting by name is deleting; every read is a read.
_FAMILY = {"createRecurring": "create", "createMultiple": "create", "createMultipleRecurring": "create",
           "deleteBySummary": "delete", "get": "getEvents", "checkConflicts": "getEvents",
           "getRecurringInstances": "getEvents"}

NOT_CONNECTED = {lang: TEXTS["not_configured"][lang] for lang in ("en", "he")}
_SUMMARY = {
    "delete": {"en": "delete the event '{name}' from your calendar", "he": "למחוק מהיומן את האירוע '{name}'"},
    "delete_all": {"en": "delete all your calendar events{when}", "he": "למחוק את כל האירועים ביומן שלך{when}"},
    "deleteBySummary": {"en": "delete every '{name}' event from your calendar{when}",
                        "he": "למחוק מהיומן את כל האירועים '{name}'{when}"},
    "createMultiple": {"en": "add {count} events to your calendar", "he": "להוסיף ליומן {count} אירועים"},
    "update": {"en": "change the event '{name}' in your calendar", "he": "לשנות ביומן את האירוע '{name}'"},
    "create": {"en": "add '{name}' to your calendar", "he": "להוסיף ליומן את '{name}'"},
    "getEvents": {"en": "look at your calendar", "he": "לבדוק מה ביומן שלך"},
    "truncateRecurring": {"en": "stop the series '{name}' from {when}", "he": "להפסיק את הסדרה '{name}' החל מ-{when}"},
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
    target = c.get("target")
    if operation == "get":  # one event by the id an earlier answer gave; without one, a look at the calendar
        ids = target.get("ids") if isinstance(target, dict) else None
        if ids and "eventId" not in args:
            args["eventId"] = str(ids[0]).removeprefix("event:")
        if not args.get("eventId"):
            args["operation"] = operation = "getEvents"
    if operation == "create" and args.get("recurrence"):
        args["operation"] = "createRecurring"
    if operation == "create":
        args.setdefault("summary", c.get("text") or "")
        if when and "start" not in args:
            try:  # an hour by default, as the rules grammar does
                end = datetime.fromisoformat(str(when)) + timedelta(minutes=DEFAULT_MINUTES)
                args.update(start=when, end=end.isoformat())
            except ValueError:
                args["start"] = when
    elif operation in ("update", "delete", "deleteBySummary", "getRecurringInstances", "truncateRecurring"):
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
    # Each effect carries its own key (a new event's id comes from the ledger key; moves are absolute):
    # a claimed step whose worker died is run again and finds what the first run did.
    rerunnable = True

    def resolve(self, step: PlanStep, state: TurnState) -> dict[str, Any]:
        args = rules_args(step, state, self.name)
        return args if args is not None else _from_constraints(step)

    def operation(self, name: str) -> str:
        name = _OPERATIONS.get(name, name)
        return _FAMILY.get(name, name)

    def risk(self, step: PlanStep, args: dict[str, Any] | None) -> Literal["low", "medium", "high"]:
        """Deleting an event cannot be undone from WhatsApp, and changing a whole series touches many: confirm."""
        args = args or step.constraints.get("args") or {}
        operation = self.operation(str(args.get("operation") or step.action))
        if operation in ("delete", "truncateRecurring"):
            return "high"
        if args.get("conflicts") or args.get("othersMeeting"):
            return "high"  # booking over another event, or changing someone else's meeting: ask first
        fields = args.get("updateFields") or {}
        if operation == "update" and (args.get("isRecurring") or "recurrence" in fields or "days" in fields):
            return "high"
        return "low"

    def summarize_step(self, step: PlanStep, language: str) -> str:
        args = step.constraints.get("args") if isinstance(step.constraints.get("args"), dict) else {}
        operation = _OPERATIONS.get(step.action, step.action)
        name = _target_name(args, step) or _target_name(_from_constraints(step), step)
        key = "delete_all" if operation == "delete" and not name else operation
        key = {"createRecurring": "create", "createMultipleRecurring": "createMultiple"}.get(key, key)
        template = _SUMMARY.get(key, {}).get(_lang(language))
        when = _days(args, _lang(language))
        if operation == "truncateRecurring" and args.get("from"):
            when = datetime.fromisoformat(str(args["from"])).strftime("%d/%m")
        count = len(args.get("events") or []) or ""
        phrase = template.format(name=name, when=when, count=count) if template else step.action
        kept = [str(x) for x in args.get("excludeSummaries") or []]
        if kept:  # "everything tomorrow except the dentist": say what stays
            joined = "', '".join(kept)
            phrase += f" חוץ מ-'{joined}'" if _lang(language) == "he" else f" except '{joined}'"
        return phrase

    def summarize(self, step: PlanStep, args: dict[str, Any] | None, language: str) -> str:
        """Names the event a resolved step is about, and what a new one overlaps."""
        lang = _lang(language)
        if not args:
            return self.summarize_step(step, language)
        labels = list((args.get("labels") or {}).values())
        operation = self.operation(str(args.get("operation") or step.action))
        if operation == "delete" and len(labels) > 1:
            phrase = self.summarize_step(step, language)
            return phrase + ":\n" + "\n".join(f"• {label}" for label in labels[:10])
        if operation == "delete" and len(labels) == 1:
            return _SUMMARY["delete"][lang].format(name=labels[0])
        phrase = self.summarize_step(step, language)
        if operation == "update" and labels:
            phrase = _SUMMARY["update"][lang].format(name=labels[0])
        if args.get("othersMeeting"):
            phrase += c("others_meeting", lang)
        if args.get("conflicts"):
            phrase += c("overlaps", lang, others=", ".join(args["conflicts"]))
        return phrase

    def find_entities(self, step: PlanStep, args: dict[str, Any], state: TurnState) -> EntityMatch | None:
        return calendar_ops.find(args, state.user.userId, state.user.timezone, state.now_dt, state.lang)

    def apply_selection(self, args: dict[str, Any], match: dict[str, Any], option_ids: list[str]) -> dict[str, Any]:
        # The turn's zone and language are not passed here; the arguments carry what the labels need.
        return calendar_ops.apply_selection(args, option_ids, str(args.get("timeZone") or "UTC"),
                                            str(args.get("language") or "en"))

    def companions(self, step: PlanStep, state: TurnState) -> list[PlanStep]:
        """A look at the calendar also shows the day's tasks (the user asked what they *have*)."""
        args = rules_args(step, state, self.name) or _from_constraints(step)
        name = str(args.get("operation") or step.action)
        if _OPERATIONS.get(name, name) != "getEvents":  # a look at a window, not a check of one moment
            return []
        if not (args.get("timeMin") and args.get("timeMax")):
            return []
        if (args.get("searchCriteria") or {}).get("summary"):
            return []  # "when is my dentist?" asks about one event, not the day's tasks
        filters = {"timeMin": args["timeMin"], "timeMax": args["timeMax"], "quietWhenEmpty": True}
        return [PlanStep(id=f"{step.id}_tasks", capability="database", action="getAll", dependsOn=step.dependsOn,
                         constraints={"rawMessage": step.constraints.get("rawMessage", ""), "entity": "task",
                                      "args": {"operation": "getAll", "filters": filters},
                                      "notes": ["calendar_companion"]})]

    def waits_outside(self, step: PlanStep) -> bool:
        return True  # every operation talks to Google (a look, a change, a connect link's revoke)

    def requires_connection(self, step: PlanStep) -> bool:
        return self.operation(step.action) not in ("connect", "disconnect")

    def unavailable_reply_for(self, state: TurnState) -> str:
        if not google_configured() or not state.user.userId:
            return self.unavailable_reply(state.lang)
        return c("connect_first", _lang(state.lang), link=calendar_ops.link(state.user.userId))

    def describe(self, language: str) -> str | None:
        # Only what this installation can really do: without a Google client the calendar is not offered.
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
        if not google_configured() and args.get("operation") not in ("disconnect",):
            return ExecutionResult(ok=False, error="NOT_CONNECTED", summary=NOT_CONNECTED[_lang(ctx.language)])
        return calendar_ops.execute(args, ctx)


register_capability(CalendarCapability())


def google_configured() -> bool:
    from memo.integrations.google import is_configured

    return is_configured()


def executes_yet() -> bool:
    """Calendar (and Gmail) execution needs this installation's Google client (GOOGLE_CLIENT_ID/SECRET)."""
    return google_configured()
