"""Helpers the planning rule tests share: a fixed clock and ways to read one message with the rules planner.

The clock is Sunday 22 November 2026, 09:00 in Asia/Jerusalem. ``latest`` is always the user's latest actions, most
recent first (none when it is not given).
"""

from __future__ import annotations

from datetime import datetime
from typing import Any
from zoneinfo import ZoneInfo

import pytest

from memo.planning.dsl import CONFIDENCE_FLOOR
from memo.planning.rules import coverage, doubt, understand
from memo.planning.rules.base import Intent, RuleContext, language_of

TZ = ZoneInfo("Asia/Jerusalem")
NOW = datetime(2026, 11, 22, 9, 0, tzinfo=TZ)  # a Sunday


def ctx_of(text: str, latest: list[dict[str, Any]] | None = None) -> RuleContext:
    return RuleContext(raw=text, now=NOW, language=language_of(text), latest_actions=latest or [])


def intent_of(text: str, latest: list[dict[str, Any]] | None = None) -> Intent | None:
    """The grammars' reading alone, without the whole-message check."""
    return understand(ctx_of(text, latest))


def plan(text: str, latest: list[dict[str, Any]] | None = None) -> Intent | None:
    """The rules planner's reading, with the whole-message check it runs after every grammar."""
    ctx = ctx_of(text, latest)
    intent = understand(ctx)
    if intent is not None and doubt(intent, ctx):
        intent.confidence = min(intent.confidence, coverage.DOUBTED_CONFIDENCE)
    return intent


def planned(text: str, capability: str, action: str, latest: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    """The plan's arguments, asserting it is that step, complete and not doubted by the coverage check."""
    intent = intent_of(text, latest)
    assert intent is not None and (intent.capability, intent.action) == (capability, action), (text, intent)
    assert not intent.missing, (text, intent.missing)
    assert not doubt(intent, ctx_of(text, latest)), (text, doubt(intent, ctx_of(text, latest)))
    return intent.args


def not_taken_as(text: str, capability: str, action: str, latest: list[dict[str, Any]] | None = None) -> None:
    """Not read as that step (another step, or nothing)."""
    intent = intent_of(text, latest)
    assert intent is None or (intent.capability, intent.action) != (capability, action), (text, intent)


def acted(intent: Intent | None) -> bool:
    """Whether Memo would act on this reading without asking."""
    return intent is not None and not intent.missing and intent.confidence >= CONFIDENCE_FLOOR


def not_acted(text: str) -> None:
    """Memo asks (or understands nothing) rather than act on `text`."""
    intent = plan(text)
    assert not acted(intent), (text, intent and intent.args, intent and intent.decided_by)


def reads_as(text: str, capability: str, operation: str) -> Intent:
    """The whole planner's reading (the whole-message check included), asserting it acts as that operation."""
    intent = plan(text)
    assert intent is not None and acted(intent), (text, intent and intent.decided_by)
    assert (intent.capability, intent.args.get("operation")) == (capability, operation), (text, intent.decided_by,
                                                                                          intent.args)
    return intent


def not_read_as(text: str, capability: str) -> None:
    """The whole planner does not act on `text` as that capability."""
    intent = plan(text)
    assert not (acted(intent) and intent is not None and intent.capability == capability), \
        (text, intent and intent.decided_by)


def expect(text: str, capability: str, operation: str) -> Intent:
    """The reading, asserting it is that operation, complete and confident enough to act on."""
    intent = intent_of(text)
    assert intent is not None, f"nothing understood in {text!r}"
    assert (intent.capability, intent.args.get("operation")) == (capability, operation), (text, intent)
    assert intent.confidence >= CONFIDENCE_FLOOR and not intent.missing, (text, intent)
    return intent


def not_taken(text: str, capability: str, operation: str | None = None) -> None:
    """Not acted on as that capability (or that operation of it)."""
    intent = intent_of(text)
    taken = intent is not None and intent.capability == capability and not intent.missing and (
        operation is None or intent.args.get("operation") == operation) and intent.confidence >= CONFIDENCE_FLOOR
    assert not taken, (text, intent)


def local(value: str) -> str:
    """An ISO time as the local minute, "YYYY-MM-DDTHH:MM"."""
    return datetime.fromisoformat(value).astimezone(TZ).strftime("%Y-%m-%dT%H:%M")


def local_or_none(value: str | None) -> str | None:
    """As ``local``, with no time read as None."""
    if value is None:
        return None
    return local(value)


def case(message: str, /, **expect: Any) -> Any:
    """One table row: the message and what is expected of its reading, named by the message's start."""
    return pytest.param(message, expect, id=message[:60])


def check_list(intent: Intent | None, expect: dict[str, Any]) -> None:
    """A list reading as `expect` says: "op", and when given "list", "items", "ids", "missing", "notes", "approval";
    always confident enough to act on (or to ask with)."""
    assert intent is not None, "nothing understood"
    args = intent.args
    assert intent.capability == "database" and intent.entity == "list", (intent.capability, args)
    assert args.get("operation") == expect["op"] and intent.action == expect["op"], (intent.action, args)
    if "list" in expect:
        assert args.get("listName") == expect["list"], args
    if "items" in expect:
        assert args.get("items") == expect["items"], args
    if "ids" in expect:
        assert args.get("ids") == expect["ids"], args
    assert sorted(intent.missing) == sorted(expect.get("missing", [])), (intent.missing, args)
    for note in expect.get("notes", []):
        assert note in intent.notes, intent.notes
    if "approval" in expect:
        assert intent.needs_approval is expect["approval"]
    assert intent.confidence >= 0.85, intent.confidence


def check_list_request(intent: Intent | None, expect: dict[str, Any]) -> None:
    """A list request read as `expect` says ("action", and when given "listName" and "items"), confident enough to
    act on. The tables of the later list rounds use these keys."""
    assert intent is not None and intent.capability == "database" and intent.entity == "list", intent
    assert intent.action == expect["action"], (intent.action, intent.args)
    assert intent.confidence >= 0.8 and not intent.missing, (intent.confidence, intent.missing, intent.args)
    for key in ("listName", "items"):
        if key in expect:
            assert intent.args.get(key) == expect[key], intent.args
