"""The executed-operations ledger: a side effect runs at most once per trace and step."""

from __future__ import annotations

import pytest
from django.utils import timezone

from memo.planning import ledger
from memo.planning.models import ExecutedOperation
from memo.planning.registry import ExecContext, ExecutionResult

pytestmark = pytest.mark.django_db


def ctx(step: str = "s1") -> ExecContext:
    return ExecContext(user_id=1, trace_id="trace-1", step_id=step, now=timezone.now(), language="en",
                       timezone="UTC")


def test_second_execution_reuses_the_recorded_result_without_repeating_the_effect():
    calls = []

    def effect():
        calls.append(1)
        return ExecutionResult(ok=True, summary="Reminder set: call mom", data={"taskId": 7, "text": "call mom"})

    first = ledger.execute_once(ctx(), "database", "create", effect)
    second = ledger.execute_once(ctx(), "database", "create", effect)
    assert calls == [1]
    assert first["ok"] and second["ok"] and second["reused"]
    assert second["data"] == {"taskId": 7}


def test_ledger_keeps_no_user_text():
    ledger.execute_once(ctx(), "database", "create",
                        lambda: ExecutionResult(ok=True, summary="call mom", data={"text": "call mom", "id": 3}))
    row = ExecutedOperation.objects.get()
    assert "call mom" not in str(row.result) and row.operation_id == "trace-1:s1"


def test_claimed_but_never_completed_is_a_safe_failure():
    ExecutedOperation.objects.create(operation_id="trace-1:s1", trace_id="trace-1", step_id="s1", user_id=1,
                                     capability="database", operation="create", claimed_at=timezone.now())
    calls = []
    result = ledger.execute_once(ctx(), "database", "create", lambda: calls.append(1) or ExecutionResult(ok=True))
    assert calls == [] and result == {"ok": False, "error": ledger.MISSING_RESULT, "summary": "", "data": {},
                                      "externalIds": []}


def test_a_raising_effect_is_recorded_as_failed_not_left_claimed():
    def effect():
        raise RuntimeError("google said no")

    result = ledger.execute_once(ctx(), "calendar", "create", effect)
    assert result["ok"] is False and result["error"] == "EXECUTION_FAILED"
    assert ExecutedOperation.objects.get().completed_at is not None


def test_transactional_effect_rolls_back_with_its_claim():
    def effect():
        raise KeyboardInterrupt  # a crash mid-effect that is not an ordinary error

    with pytest.raises(KeyboardInterrupt):
        ledger.execute_once(ctx(), "database", "create", effect, atomic=True)
    assert not ExecutedOperation.objects.exists()  # nothing claimed, so a retry runs cleanly
    ok = ledger.execute_once(ctx(), "database", "create", lambda: ExecutionResult(ok=True), atomic=True)
    assert ok["ok"]


def test_different_steps_of_one_trace_are_separate_operations():
    ledger.execute_once(ctx("s1"), "database", "create", lambda: ExecutionResult(ok=True))
    ledger.execute_once(ctx("s2"), "database", "create", lambda: ExecutionResult(ok=True))
    assert ExecutedOperation.objects.count() == 2
