"""The turn state: one JSON document per turn, validated at every stage boundary.

It is the seeds' MemoState, trimmed to what the Django pipeline needs. Stages read and write it; the
runner stores it on the Turn row and records what each stage changed on a StageRun. Planning owns it
because it is the contract every capability receives (resolve, find_entities, available); the pipeline
in memo/conversations drives it.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any, Literal
from zoneinfo import ZoneInfo

from pydantic import BaseModel, ConfigDict, Field

from memo.planning.dsl import PlannerOutput


class _Model(BaseModel):
    # Unknown keys are dropped rather than fatal, so a state written by an older release still loads.
    model_config = ConfigDict(extra="ignore")


class TurnInput(_Model):
    message: str = ""
    messageId: int | None = None
    channelMessageId: str = ""
    replyToId: str = ""
    interactiveId: str = ""
    kind: str = "text"
    enhancedMessage: str = ""
    replyContext: str = ""
    imageContext: str = ""  # the analysis of an image the user sent within their last 3 messages


class UserContext(_Model):
    userId: int | None = None
    phone: str = ""
    name: str = ""
    timezone: str = "Asia/Jerusalem"
    language: Literal["he", "en"] = "he"
    capabilities: dict[str, bool] = Field(default_factory=dict)


class ResumeInput(_Model):
    text: str = ""
    interactiveId: str = ""
    replyToId: str = ""
    messageId: int | None = None
    receivedAt: str = ""


class Reply(_Model):
    text: str
    kind: Literal["reply", "question", "notice", "proactive"] = "reply"
    options: list[dict[str, str]] = Field(default_factory=list)


class Fanout(_Model):
    """Progress of a stage that runs plan steps in parallel, one dependency level at a time."""

    stage: str
    level: list[str] = Field(default_factory=list)
    done: list[str] = Field(default_factory=list)


class LLMUsage(_Model):
    calls: int = 0
    promptTokens: int = 0
    completionTokens: int = 0
    costUsd: float = 0.0
    byNode: dict[str, dict[str, Any]] = Field(default_factory=dict)

    def add(self, node: str, prompt_tokens: int, completion_tokens: int, cost_usd: float) -> None:
        self.calls += 1
        self.promptTokens += prompt_tokens
        self.completionTokens += completion_tokens
        self.costUsd = round(self.costUsd + cost_usd, 6)
        entry = self.byNode.setdefault(node, {"calls": 0, "tokens": 0, "costUsd": 0.0})
        entry["calls"] += 1
        entry["tokens"] += prompt_tokens + completion_tokens
        entry["costUsd"] = round(entry["costUsd"] + cost_usd, 6)


class TurnState(_Model):
    traceId: str
    threadId: str
    turnId: int | None = None
    now: str  # ISO 8601 with offset: the user's clock for this turn (message time, or resume time)
    input: TurnInput = Field(default_factory=TurnInput)
    user: UserContext = Field(default_factory=UserContext)
    recentMessages: list[dict[str, Any]] = Field(default_factory=list)
    latestActions: list[dict[str, Any]] = Field(default_factory=list)

    plannerOutput: PlannerOutput | None = None
    plannerSource: Literal["rules", "llm", "none"] | None = None
    routingSuggestions: list[str] = Field(default_factory=list)

    pendingHITL: dict[str, Any] | None = None
    hitlResults: dict[str, dict[str, Any]] = Field(default_factory=dict)
    resumeInput: ResumeInput | None = None
    # step id -> "capability:operation" the user said yes to; an approval covers exactly these.
    approvedOperations: dict[str, str] = Field(default_factory=dict)

    resolverResults: dict[str, dict[str, Any]] = Field(default_factory=dict)
    disambiguation: dict[str, Any] | None = None
    executorArgs: dict[str, dict[str, Any]] = Field(default_factory=dict)
    executionResults: dict[str, dict[str, Any]] = Field(default_factory=dict)
    executedOperations: dict[str, dict[str, Any]] = Field(default_factory=dict)
    fanout: Fanout | None = None

    join: dict[str, Any] = Field(default_factory=dict)
    formatted: dict[str, Any] = Field(default_factory=dict)
    finalResponse: str | None = None
    replies: list[Reply] = Field(default_factory=list)
    endStatus: Literal["completed", "cancelled", "expired", "failed"] | None = None

    # Per-turn LLM accounting; the runner copies it onto the Turn row (llm_calls, llm_tokens, llm_cost_usd).
    llm: LLMUsage = Field(default_factory=lambda: LLMUsage())
    dryRun: bool = False
    # Set when a chain segment starts (new turn, resume, take-over, re-run): that stage's checkpoint stores
    # the full state; the others store only what they changed, and replay folds the changes back.
    snapshotNext: bool = False
    errors: list[dict[str, Any]] = Field(default_factory=list)

    # --- helpers ----------------------------------------------------------------------------------
    @property
    def tz(self) -> ZoneInfo:
        return ZoneInfo(self.user.timezone)

    @property
    def now_dt(self) -> datetime:
        return datetime.fromisoformat(self.now).astimezone(self.tz)

    @property
    def lang(self) -> str:
        return self.user.language

    def text(self) -> str:
        """The message the planner should read: enriched by reply context when there is some."""
        return self.input.enhancedMessage or self.input.message

    def dump(self) -> dict[str, Any]:
        return self.model_dump(mode="json")


def changed_keys(before: dict[str, Any], after: dict[str, Any]) -> dict[str, Any]:
    """The top-level keys a stage changed, with their new values (what a StageRun records)."""
    return {k: v for k, v in after.items() if before.get(k) != v}
