"""The plan DSL (seed 002 §1): what a planner produces and every later stage reads.

Field names are the contract's camelCase on purpose: they are written to the turn state and printed by
`manage.py plan --json` exactly as named here.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

Capability = Literal["calendar", "database", "gmail", "second-brain", "general", "meta"]
CAPABILITIES: tuple[str, ...] = ("calendar", "database", "gmail", "second-brain", "general", "meta")
INTENT_UNCLEAR = "intent_unclear"
CONFIDENCE_FLOOR = 0.7


class PlanStep(BaseModel):
    model_config = ConfigDict(extra="forbid")

    id: str = Field(min_length=1, max_length=40)
    capability: Capability
    action: str = Field(min_length=1, max_length=60)
    constraints: dict[str, Any] = Field(default_factory=dict)
    changes: dict[str, Any] = Field(default_factory=dict)
    dependsOn: list[str] = Field(default_factory=list)


class PlannerOutput(BaseModel):
    model_config = ConfigDict(extra="forbid")

    intentType: Literal["operation", "conversation", "meta"]
    confidence: float = Field(ge=0, le=1)
    riskLevel: Literal["low", "medium", "high"] = "low"
    needsApproval: bool = False
    missingFields: list[str] = Field(default_factory=list)
    plan: list[PlanStep] = Field(default_factory=list)

    @classmethod
    def unclear(cls, confidence: float = 0.3) -> PlannerOutput:
        """What every planner falls back to: ask, never guess (DESIGN §6)."""
        return cls(intentType="conversation", confidence=confidence, missingFields=[INTENT_UNCLEAR], plan=[])


def dependency_levels(steps: list[PlanStep]) -> list[list[str]]:
    """Group step ids into levels: a step runs once every step it depends on ran in an earlier level.

    Unknown dependencies are ignored (a planner mistake must not stall the turn); a cycle puts the
    remaining steps in one final level so they still run and fail visibly rather than hang.
    """
    ids = {s.id for s in steps}
    waiting = {s.id: {d for d in s.dependsOn if d in ids and d != s.id} for s in steps}
    order = [s.id for s in steps]
    levels: list[list[str]] = []
    done: set[str] = set()
    while waiting:
        level = [sid for sid in order if sid in waiting and waiting[sid] <= done]
        if not level:
            level = [sid for sid in order if sid in waiting]
        for sid in level:
            waiting.pop(sid)
        done.update(level)
        levels.append(level)
    return levels
