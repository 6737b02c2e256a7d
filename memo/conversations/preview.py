"""Planning a message without executing anything: what `manage.py plan` prints (DESIGN §7).

The same stage code as a real turn (planner, resolvers, the HITL trigger rules), run in this process
with nothing written anywhere: no user, no turn, no question, no side effect.
"""

from __future__ import annotations

import uuid
from datetime import datetime
from typing import Any

from memo.conversations.pipeline.base import StageContext
from memo.conversations.pipeline.stages.context import detect_language
from memo.conversations.pipeline.stages.hitl_gate import decide_question
from memo.conversations.pipeline.stages.planning import Planner
from memo.conversations.pipeline.stages.resolution import ResolverRouter
from memo.planning.state import TurnInput, TurnState, UserContext

_PLANNER, _RESOLVERS = Planner(), ResolverRouter()


def plan_message(text: str, now: datetime, timezone: str, language: str = "en") -> dict[str, Any]:
    """The plan contract's object for one message."""
    text = text if isinstance(text, str) else ""
    state = TurnState(
        traceId=f"plan-{uuid.uuid4().hex[:12]}", threadId="plan", now=now.isoformat(),
        input=TurnInput(message=text, enhancedMessage=text),
        user=UserContext(timezone=timezone, language=detect_language(text, language),
                         capabilities={"calendar": True, "gmail": True}),
    )
    ctx = StageContext(persist=False)
    _PLANNER.run(state, ctx)
    output = state.plannerOutput
    if output is not None and output.plan and not output.missingFields:
        _RESOLVERS.run(state, ctx)
    question = decide_question(state)
    steps = [{"stepId": sid, "capability": r.get("capability"), "args": r.get("args", {})}
             for sid, r in state.resolverResults.items() if r.get("ok")]
    return {
        "source": "llm" if state.plannerSource == "llm" else "rules",
        "llm_calls": state.llm.calls,
        "decided_by": _decided_by(state),
        "planner": output.model_dump(mode="json") if output else None,
        "steps": steps,
        "hitl": None if question is None else {
            "kind": question.kind, "expectedInput": question.expected_input, "question": question.text,
            "options": [o["label"] for o in question.options]},
    }


def _decided_by(state: TurnState) -> str:
    """Which layer planned the message and why: a grammar, the semantic layer's neighbours, the LLM."""
    if state.plannerSource == "llm":
        return "llm"
    output = state.plannerOutput
    steps = output.plan if output is not None else []
    return str(steps[0].constraints.get("decidedBy") or "grammar") if steps else "none (nothing read it: ask)"
