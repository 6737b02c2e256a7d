"""The rules planner: a deterministic Hebrew + English grammar for the requests people send a secretary.

Each capability contributes grammar functions (see `base.py`); the planner runs all of them and takes
the most confident answer. Offline, sub-millisecond, and it never guesses: anything it does not
recognise with confidence is left to the LLM planner or becomes a clarifying question.
"""

from __future__ import annotations

import copy
import json
import re
import threading
from collections import OrderedDict
from collections.abc import Callable
from datetime import timedelta
from typing import TYPE_CHECKING

from memo.planning.dsl import PlannerOutput, PlanStep
from memo.planning.rules.base import Intent, RuleContext, iso, language_of

if TYPE_CHECKING:
    from memo.planning.state import TurnState

Grammar = Callable[[RuleContext], Intent | None]
GRAMMARS: list[Grammar] = []


def grammar(func: Grammar) -> Grammar:
    """Decorator: register a grammar function with the rules planner."""
    GRAMMARS.append(func)
    return func


_loaded = False


def _load() -> None:
    """Import every grammar module of this package; each registers its grammars on import.

    A module that fails to import is logged and skipped: one broken grammar must not take the
    others (and with them every request) down.
    """
    global _loaded
    import logging
    import pkgutil
    from importlib import import_module

    _loaded = True
    for module in sorted(m.name for m in pkgutil.iter_modules(__path__) if m.name != "base"):
        try:
            import_module(f"{__name__}.{module}")
        except Exception:
            logging.getLogger(__name__).exception("grammar module %s could not be loaded", module)


# A turn reads its message more than once (the planner, then the capability re-reading its arguments),
# often in the same process and thread: the last readings are kept, keyed by everything a grammar reads.
# They are copied out, so a caller that changes its intent never changes the kept one.
_READINGS: OrderedDict[tuple[str, str, str, str], Intent | None] = OrderedDict()
_READINGS_KEPT = 256
_readings_lock = threading.Lock()


def understand(ctx: RuleContext) -> Intent | None:
    """The most confident reading of the message across every grammar, or None."""
    key = (ctx.raw, ctx.now.isoformat(), ctx.language, json.dumps(ctx.latest_actions, sort_keys=True, default=str))
    with _readings_lock:
        if key in _READINGS:
            _READINGS.move_to_end(key)
            return copy.deepcopy(_READINGS[key])
    best = _read(ctx)
    with _readings_lock:
        _READINGS[key] = copy.deepcopy(best)
        while len(_READINGS) > _READINGS_KEPT:
            _READINGS.popitem(last=False)
    return best


def _read(ctx: RuleContext) -> Intent | None:
    if not _loaded:
        _load()
    if not ctx.text:
        return None
    best: Intent | None = None
    for func in GRAMMARS:
        try:
            intent = func(ctx)
        except Exception:  # a grammar bug must cost that grammar only, never the message
            import logging

            logging.getLogger(__name__).exception("grammar %s failed", func.__qualname__)
            continue
        if intent is not None and (best is None or intent.confidence > best.confidence):
            best = intent
    return best


def to_planner_output(intent: Intent, ctx: RuleContext) -> PlannerOutput:
    step = PlanStep(id="s1", capability=intent.capability, action=intent.action,  # type: ignore[arg-type]
                    constraints={"rawMessage": ctx.raw, "entity": intent.entity, "args": intent.args,
                                 "notes": intent.notes})
    return PlannerOutput(intentType=intent.intent_type, confidence=intent.confidence,  # type: ignore[arg-type]
                         riskLevel=intent.risk, needsApproval=intent.needs_approval,  # type: ignore[arg-type]
                         missingFields=intent.missing, plan=[step])


_BUTTON = re.compile(r"^(done|snooze):task:(\d+)$")
SNOOZE_MINUTES = 10


def button_intent(interactive_id: str, ctx: RuleContext) -> Intent | None:
    """A tap on a nudge's "Done ✅" / "Snooze" button: the id says exactly what to do, in any language."""
    match = _BUTTON.match(interactive_id or "")
    if match is None:
        return None
    target = {"ids": [f"task:{match.group(2)}"]}
    if match.group(1) == "done":
        return Intent("database", "complete", {"operation": "complete", **target}, 1.0, entity="task")
    due = iso(ctx.now + timedelta(minutes=SNOOZE_MINUTES))
    return Intent("database", "update", {"operation": "update", **target, "updateFields": {"dueDate": due}}, 1.0,
                  entity="task")


class RulesPlanner:
    name = "rules"

    def plan(self, state: TurnState) -> PlannerOutput | None:
        ctx = RuleContext(raw=state.text(), now=state.now_dt, language=language_of(state.text(), state.lang),
                          latest_actions=state.latestActions)
        intent = button_intent(state.input.interactiveId, ctx) or understand(ctx)
        if intent is None:
            return None
        return to_planner_output(intent, ctx)
