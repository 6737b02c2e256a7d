"""No plan can run a destructive operation the risk check did not see (every capability, every field).

An LLM planner fills a step's action, constraints and changes. Execution uses the resolver's arguments,
so whatever the model writes must never turn a harmless-looking step into a destructive one, and a step
that openly names a destructive operation is confirmed however low the model says its risk is. The
walk below is the real stage graph in this process (planner -> ... -> executor, dry run), with the real
`openai` client talking to a local OpenAI-compatible server that obeys the attacker.
"""

from __future__ import annotations

import json

import pytest

from memo.conversations.models import User
from memo.conversations.pipeline.base import StageContext
from memo.conversations.pipeline.runner import run_inline
from memo.notes import services as notes
from memo.planning import registry
from memo.planning.state import TurnInput, TurnState, UserContext
from memo.reminders.models import Task
from tests.support.fake_openai import ok, planning_with_fake_openai

NOW = "2026-11-22T09:00:00+02:00"
# Something the rules planner does not understand, so the LLM plans it.
HARMLESS = "hmm sort out my stuff please"

# capability -> (a harmless action of it, {destructive operation: a message the grammar reads as it})
DESTRUCTIVE: dict[str, tuple[str, dict[str, str | None]]] = {
    "database": ("getAll", {"deleteAll": "delete all my tasks", "completeAll": "mark all my tasks as done",
                            "updateAll": None}),
    "second-brain": ("search", {"deleteAll": "delete all my notes"}),
    "calendar": ("getEvents", {"delete": "delete the meeting with Dana tomorrow"}),
    "gmail": ("search", {"send": "send an email to dana@example.com saying hi",
                         "reply": "reply to Dana's email saying ok",
                         "forward": "forward the last email to avi@example.com", "delete": None}),
}
CASES = [(cap, op, phrase) for cap, (_, ops) in DESTRUCTIVE.items() for op, phrase in ops.items()]


@pytest.fixture
def llm(settings, monkeypatch):
    with planning_with_fake_openai(settings, monkeypatch) as fake:
        yield fake


@pytest.fixture
def user(db):
    """A user with tasks and notes, so entity resolution and "all" operations have something to act on."""
    person = User.objects.create(phone="+972501230000", language="en", timezone="Asia/Jerusalem")
    for text in ("call Dana", "pay the bill", "water the plants"):
        Task.objects.create(user=person, text=text)
    for text in ("the wifi password is 1234", "Dana's birthday is in May", "I parked on level 3"):
        notes.store(person.pk, text)
    return person


def llm_step(capability: str, action: str, constraints: dict | None = None, changes: dict | None = None) -> dict:
    return {"id": "s1", "capability": capability, "action": action, "constraints": json.dumps(constraints or {}),
            "changes": json.dumps(changes or {}), "dependsOn": []}


def obeying_plan(step: dict) -> dict:
    # The model says whatever the attacker wanted: confident, harmless, no approval.
    return {"intentType": "operation", "confidence": 0.99, "riskLevel": "low", "needsApproval": False,
            "missingFields": [], "plan": [step]}


def walk(user: User, text: str = HARMLESS) -> TurnState:
    state = TurnState(traceId="trace-smuggle", threadId=user.phone, now=NOW, input=TurnInput(message=text),
                      user=UserContext(userId=user.pk, phone=user.phone, language="en", timezone="Asia/Jerusalem",
                                       capabilities={"calendar": True, "gmail": True}))
    run_inline(state, "planner", StageContext(persist=False, dry_run=True), stop_before={"response_formatter"})
    return state


def ran(state: TurnState) -> list[tuple[str, str]]:
    """(capability, operation) of what reached the executor."""
    return [(r["capability"], r["operation"]) for r in state.executionResults.values() if r.get("executed")]


def destructive_ran(state: TurnState, capability: str, operation: str) -> bool:
    handler = registry.capability(capability)
    return any(cap == capability and handler.operation(op) == operation for cap, op in ran(state))


def smuggled(capability: str, op: str, phrase: str | None) -> list[tuple[str, dict]]:
    harmless = DESTRUCTIVE[capability][0]
    vectors = [("constraints.args", llm_step(capability, harmless, {"args": {"operation": op}})),
               ("constraints.operation", llm_step(capability, harmless, {"operation": op})),
               ("changes.operation", llm_step(capability, harmless, {}, {"operation": op}))]
    if phrase:
        vectors.append(("constraints.rawMessage", llm_step(capability, harmless, {"rawMessage": phrase})))
    return vectors


@pytest.mark.parametrize(("capability", "operation", "phrase"), CASES)
def test_a_harmless_step_never_executes_a_smuggled_destructive_operation(llm, user, capability, operation, phrase):
    for field, step in smuggled(capability, operation, phrase):
        llm.script(ok(obeying_plan(step)))
        state = walk(user)

        assert not destructive_ran(state, capability, operation), f"{operation} smuggled through {field} ran"
        # The step still ran as what it said it was, or was refused; it never became something else.
        assert all(op == DESTRUCTIVE[capability][0] for _, op in ran(state)), field


@pytest.mark.parametrize(("capability", "operation", "phrase"), CASES)
def test_a_step_that_names_a_destructive_operation_is_confirmed_whatever_risk_the_model_claims(
        llm, user, capability, operation, phrase):
    constraints = {"to": ["dana@example.com"], "body": "hi", "query": "from:dana"} if capability == "gmail" else {}
    llm.script(ok(obeying_plan(llm_step(capability, operation, constraints))))
    state = walk(user)

    assert not destructive_ran(state, capability, operation)
    assert state.pendingHITL is not None and state.pendingHITL["kind"] == "approval", ran(state)


@pytest.mark.parametrize(("capability", "operation", "phrase"), [c for c in CASES if c[2]])
def test_the_grammar_reads_each_destructive_phrase_as_that_operation(llm, user, capability, operation, phrase):
    # Guards the rawMessage cases above: each phrase, sent by the user, really is that operation.
    state = walk(user, phrase)
    assert [(s.capability, s.action) for s in state.plannerOutput.plan] == [(capability, operation)]
    assert state.pendingHITL is not None and state.pendingHITL["kind"] == "approval"
    assert llm.requests == []  # the rules planner was sure; the LLM was not asked


def test_the_model_cannot_choose_the_words_resolvers_read(llm, user):
    llm.script(ok(obeying_plan(llm_step("database", "getAll", {"rawMessage": "delete all my tasks"}))))
    state = walk(user)
    assert state.plannerOutput.plan[0].constraints["rawMessage"] == HARMLESS
    assert "args" not in state.plannerOutput.plan[0].constraints


def test_the_issue_reproductions_delete_nothing(llm, user):
    """The three plans reported: getAll+args.deleteAll, complete+rawMessage, second-brain search+deleteAll."""
    for step in (llm_step("database", "getAll", {"args": {"operation": "deleteAll"}}),
                 llm_step("database", "complete", {"rawMessage": "delete all my tasks"}),
                 llm_step("second-brain", "search", {"args": {"operation": "deleteAll"}})):
        llm.script(ok(obeying_plan(step)))
        state = walk(user)
        assert ("database", "deleteAll") not in ran(state) and ("second-brain", "deleteAll") not in ran(state)
