"""Registries the pipeline looks things up in: planners, and capability handlers by name.

Capabilities plug in here; the pipeline stages know nothing about any one of them. Each app owns and
registers its own from its AppConfig.ready (database: memo.reminders, second-brain: memo.notes, general
and meta: memo.conversations); calendar and gmail still live in memo/planning/capabilities, loaded on
first use. Planning imports none of those apps. Tests register their own through the same functions.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal, Protocol

from memo.planning.dsl import PlannerOutput, PlanStep

if TYPE_CHECKING:
    from memo.planning.state import TurnState


@dataclass
class ExecutionResult:
    ok: bool
    summary: str = ""  # short, human, in the user's language (goes into the reply and latestActions)
    data: dict[str, Any] = field(default_factory=dict)
    error: str = ""  # machine code, e.g. NOT_FOUND, IDEMPOTENCY_MISSING_RESULT
    external_ids: list[str] = field(default_factory=list)
    when: str | None = None  # ISO time the action is about, if any

    def as_dict(self) -> dict[str, Any]:
        return {"ok": self.ok, "summary": self.summary, "data": self.data, "error": self.error,
                "externalIds": self.external_ids, "when": self.when}


@dataclass
class EntityMatch:
    """What entity resolution found for one step: machine-only, the question is built by hitl_gate."""

    status: Literal["resolved", "ambiguous", "not_found"]
    args: dict[str, Any] = field(default_factory=dict)
    candidates: list[dict[str, str]] = field(default_factory=list)  # [{id, label}]
    allow_multiple: bool = False
    entity: str = "item"  # what the candidates are ("task", "event", "list"), for the question
    query: str = ""
    explanation: str = ""  # not_found: what to tell the user, when the capability knows better than "not found"


@dataclass
class ExecContext:
    user_id: int | None
    trace_id: str
    step_id: str
    now: Any  # tz-aware datetime: the turn's clock
    language: str
    timezone: str


class CapabilityHandler:
    """Base class for one capability. Override what applies; defaults are safe no-ops."""

    name: str = ""
    # Whether execute() has side effects that must go through the ledger.
    side_effects: bool = True
    # True when every effect is in Memo's own database: the ledger then wraps claim and effect in one
    # transaction, so a crash can never leave a claimed-but-unknown operation.
    transactional: bool = False
    # True when running an effect again is harmless because the effect carries its own idempotency key
    # (a Calendar event id derived from the ledger key): a claimed operation whose worker died before it
    # was recorded is then run again instead of being reported as unknown.
    rerunnable: bool = False
    # True when the approval question must show what only entity resolution knows (the recipient a name
    # stands for, the exact text that will be sent): the question waits until then. It is still asked
    # before anything executes: entity resolution always checks for a missing approval.
    approve_after_lookup: bool = False

    def resolve(self, step: PlanStep, state: TurnState) -> dict[str, Any]:
        raise NotImplementedError

    def find_entities(self, step: PlanStep, args: dict[str, Any], state: TurnState) -> EntityMatch | None:
        return None

    def apply_selection(self, args: dict[str, Any], match: dict[str, Any], option_ids: list[str]) -> dict[str, Any]:
        return {**args, "ids": option_ids}

    def execute(self, args: dict[str, Any], ctx: ExecContext) -> ExecutionResult:
        raise NotImplementedError

    def risk(self, step: PlanStep, args: dict[str, Any] | None) -> Literal["low", "medium", "high"]:
        return "low"

    def operation(self, name: str) -> str:
        """The canonical name of an operation, whatever a planner called it ("draft" -> "compose").

        The pipeline compares the operation a step's resolved arguments will execute with the one its
        plan named, by these names: a resolver may fill in arguments but never change the operation
        that the risk check and the user's approval were about.
        """
        return name

    def available(self, state: TurnState) -> bool:
        return True

    def waits_outside(self, step: PlanStep) -> bool:
        """Whether resolving the entities of `step` or executing it calls an outside system (Google, the LLM):
        those stages then run on the I/O workers. Database-only capabilities keep the default."""
        return False

    def requires_connection(self, step: PlanStep) -> bool:
        """Whether this step needs the capability to be available ("connect my calendar" does not)."""
        return True

    def unavailable_reply(self, language: str) -> str:
        if language == "he":
            return "היכולת הזאת עוד לא מחוברת אצלך."
        return "That isn't connected for you yet."

    def unavailable_reply_for(self, state: TurnState) -> str:
        """The refusal for this user (e.g. with a link to connect); by default the same for everyone."""
        return self.unavailable_reply(state.lang)

    def companions(self, step: PlanStep, state: TurnState) -> list[PlanStep]:
        """Read-only steps of other capabilities that belong with this one in the answer ("what do I have
        tomorrow?" is the calendar's events and the day's tasks). Added by capability_check."""
        return []

    def substitute(self, step: PlanStep, state: TurnState) -> PlanStep | None:
        """When this capability is unavailable, a step another capability can answer instead (None: none).

        "What do I have tomorrow?" is the calendar's question, but without a calendar the user's own
        tasks for that day still answer it better than a refusal does.
        """
        return None

    def describe(self, language: str) -> str | None:
        """One line for the "what can you do" answer; None hides the capability."""
        return None

    def summarize_step(self, step: PlanStep, language: str) -> str:
        """A short phrase for an approval question ("delete all your tasks")."""
        return step.action

    def summarize(self, step: PlanStep, args: dict[str, Any] | None, language: str) -> str:
        """The approval question's phrase once the step's arguments are resolved (they may say more: which
        event, what it overlaps). By default the step's own phrase."""
        return self.summarize_step(step, language)


class Planner(Protocol):
    name: Literal["rules", "llm"]

    def plan(self, state: TurnState) -> PlannerOutput | None:
        """A plan when this planner is confident enough, else None (the next planner tries)."""


_capabilities: dict[str, CapabilityHandler] = {}
_planners: list[Planner] = []


def register_capability(handler: CapabilityHandler) -> CapabilityHandler:
    _capabilities[handler.name] = handler
    return handler


def unregister_capability(name: str) -> None:
    _capabilities.pop(name, None)


def capability(name: str) -> CapabilityHandler | None:
    _load_defaults()
    return _capabilities.get(name)


def capabilities() -> dict[str, CapabilityHandler]:
    _load_defaults()
    return dict(_capabilities)


def register_planner(planner: Planner, first: bool = False, before: type | None = None) -> Planner:
    """Add a planner: last, `first`, or just before the first planner of type `before` (if any)."""
    place = next((i for i, p in enumerate(_planners) if before is not None and isinstance(p, before)), None)
    if first:
        _planners.insert(0, planner)
    elif place is not None:
        _planners.insert(place, planner)
    else:
        _planners.append(planner)
    return planner


def unregister_planner(planner: Planner) -> None:
    if planner in _planners:
        _planners.remove(planner)


def planners() -> list[Planner]:
    _load_defaults()
    return list(_planners)


_loaded = False
# The threads of an I/O worker ask for the planners at once on its first messages: one registers them
# while the others wait. (Seeing the list half-built, a turn was planned without the LLM planner.)
_load_lock = threading.RLock()
_loading = False


def _load_defaults() -> None:
    """Import the built-in capabilities once; each module registers itself."""
    global _loaded, _loading
    if _loaded:
        return
    with _load_lock:
        if _loaded or _loading:  # loaded meanwhile, or a module being imported asks again (same thread)
            return
        _loading = True
        try:
            _register_defaults()
        finally:
            _loaded, _loading = True, False


def _register_defaults() -> None:
    import pkgutil
    from importlib import import_module

    from django.conf import settings

    from memo.planning import capabilities as builtin
    from memo.planning.rules import RulesPlanner, SemanticPlanner

    # Every module of memo/planning/capabilities registers its handler when imported.
    for module in sorted(m.name for m in pkgutil.iter_modules(builtin.__path__) if m.name != "common"):
        import_module(f"{builtin.__name__}.{module}")

    register_planner(RulesPlanner())
    # The semantic layer last: with an LLM it only answers when the LLM could not (llm_planner.install
    # puts the LLM before it); without one it follows the grammars directly.
    register_planner(SemanticPlanner())
    from memo.integrations.openai import is_configured

    if is_configured():  # hybrid (DESIGN §6): rules first, the LLM only when they are not confident
        from memo.planning import llm_planner

        llm_planner.install()
    for module in settings.MEMO_PLUGINS:
        import_module(module)
