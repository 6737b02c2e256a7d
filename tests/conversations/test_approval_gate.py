"""Approval through the real pipeline: what executes is what was risk-checked and approved.

The LLM planner talks to a local OpenAI-compatible server that obeys an attacker; the user's tasks and
notes are real rows. Nothing destructive may happen without the user's "yes" to exactly that.
"""

from __future__ import annotations

import json

import pytest

from memo.notes.models import Note
from memo.reminders.models import Task
from tests.support.capabilities import effects, plan, step
from tests.support.fake_openai import ok, planning_with_fake_openai

pytestmark = pytest.mark.worker


@pytest.fixture
def llm(settings, monkeypatch):
    with planning_with_fake_openai(settings, monkeypatch) as fake:
        yield fake


def obeying(capability: str, action: str, constraints: dict) -> dict:
    return {"intentType": "operation", "confidence": 0.99, "riskLevel": "low", "needsApproval": False,
            "missingFields": [], "plan": [{"id": "s1", "capability": capability, "action": action,
                                           "constraints": json.dumps(constraints), "changes": "{}",
                                           "dependsOn": []}]}


def test_a_task_listing_carrying_delete_all_deletes_nothing(chat, llm):
    talk = chat(phone="+972501110001")
    for line in ("remind me tomorrow at 10 to call Dana", "remind me tomorrow at 11 to pay the bill",
                 "remind me tomorrow at 12 to water the plants"):
        talk.line(line)
    llm.script(ok(obeying("database", "getAll", {"args": {"operation": "deleteAll"}})))

    out = talk.line("hmm sort out my stuff please")

    assert Task.objects.filter(user__phone="+972501110001").count() == 3
    assert not any(e["operation"] == "deleteAll" for e in out["executed"])
    assert not any("Deleted" in r for r in out["replies"])


def test_a_completion_whose_words_say_delete_all_deletes_nothing(chat, llm):
    talk = chat(phone="+972501110002")
    talk.line("remind me tomorrow at 10 to call Dana")
    talk.line("remind me tomorrow at 11 to pay the bill")
    llm.script(ok(obeying("database", "complete", {"rawMessage": "delete all my tasks"})))

    out = talk.line("hmm sort out my stuff please")

    assert Task.objects.filter(user__phone="+972501110002").count() == 2
    assert not any(e["operation"] == "deleteAll" for e in out["executed"])


def test_a_note_search_carrying_delete_all_deletes_no_note(chat, llm):
    talk = chat(phone="+972501110003")
    for line in ("remember that the wifi password is 1234", "remember that Dana's birthday is in May",
                 "remember that I parked on level 3"):
        talk.line(line)
    assert Note.objects.filter(user__phone="+972501110003").count() == 3
    llm.script(ok(obeying("second-brain", "search", {"args": {"operation": "deleteAll"}})))

    out = talk.line("hmm what about my stuff")

    assert Note.objects.filter(user__phone="+972501110003").count() == 3
    assert not any(e["operation"] == "deleteAll" for e in out["executed"])


def test_arguments_that_make_a_step_risky_are_asked_about_before_it_runs(chat, fake_caps):
    # The plan looks harmless; only its resolved arguments show it touches everything.
    fake_caps.planner.scripts["tidy up"] = plan(step("s1", "tidy", bulk=True))
    talk = chat()

    asked = talk.line("tidy up")
    assert asked["hitl"] is not None and asked["hitl"]["kind"] == "approval"
    assert effects("tidy") == []

    done = talk.line("yes")
    assert done["turn_status"] == "completed"
    assert [(e["operation"], e["ok"]) for e in done["executed"]] == [("tidy", True)]
    assert len(effects("tidy")) == 1  # asked once, ran once: the approval covered it


def test_no_to_arguments_that_make_a_step_risky_runs_nothing(chat, fake_caps):
    fake_caps.planner.scripts["tidy up"] = plan(step("s1", "tidy", bulk=True))
    talk = chat()
    talk.line("tidy up")

    out = talk.line("no")

    assert out["executed"] == [] and effects("tidy") == []
    assert out["turn_status"] == "completed"


def test_an_approved_plan_is_not_asked_about_twice(chat, fake_caps):
    fake_caps.planner.scripts["delete everything"] = plan(step("s1", "deleteAll"))
    talk = chat()
    assert talk.line("delete everything")["hitl"]["kind"] == "approval"

    out = talk.line("yes")

    assert out["hitl"] is None
    assert [(e["operation"], e["ok"]) for e in out["executed"]] == [("deleteAll", True)]
    assert len(effects("deleteAll")) == 1
