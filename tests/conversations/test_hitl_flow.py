"""Questions asked, answered, re-asked, cancelled and expired, through the real worker (DESIGN §5)."""

from __future__ import annotations

import pytest

from memo.conversations.models import HITLResult, OutboundMessage, PendingHITL, Turn
from tests.support.capabilities import plan, step

pytestmark = pytest.mark.worker


def ops(out):
    return [(e["capability"], e["operation"], e["ok"]) for e in out["executed"]]


def test_risky_request_waits_for_approval_and_runs_once_on_hebrew_yes(chat, fake_caps):
    conversation = chat()
    asked = conversation.line("delete everything")
    assert asked["hitl"] == {"kind": "approval", "expectedInput": "yes_no", "options": ["Yes", "No"]}
    assert asked["turn_status"] == "paused" and asked["executed"] == []
    assert "delete all your tasks" in asked["replies"][0]

    answered = conversation.line("כן")
    assert ops(answered) == [("database", "deleteAll", True)]
    assert answered["turn_status"] == "completed" and answered["hitl"] is None
    assert len(fake_caps.effects("deleteAll")) == 1
    turn = Turn.objects.get()
    assert turn.state["hitlResults"] and HITLResult.objects.filter(turn=turn).count() == 1
    assert turn.messages.count() == 2  # the question's answer belongs to the same turn (same trace id)


def test_declined_approval_changes_nothing(chat, fake_caps):
    conversation = chat()
    conversation.line("delete everything")
    out = conversation.line("no")
    assert out["executed"] == [] and fake_caps.effects("deleteAll") == []
    assert "nothing was changed" in out["replies"][0]
    assert PendingHITL.objects.get().status == PendingHITL.Status.ANSWERED


def test_reply_that_fits_no_option_is_asked_again_with_the_same_question(chat, fake_caps):
    conversation = chat()
    conversation.line("delete everything")
    pending = PendingHITL.objects.get()
    out = conversation.line("hmm maybe")
    assert out["turn_status"] == "paused" and out["executed"] == []
    assert out["replies"][0].startswith("Sorry, I didn't catch that. Please answer yes or no.")
    again = PendingHITL.objects.get()
    assert again.hitl_id == pending.hitl_id and again.attempts == 1 and again.status == "pending"
    assert ops(conversation.line("yes")) == [("database", "deleteAll", True)]


def test_a_new_request_instead_of_an_answer_cancels_the_question(chat, fake_caps):
    conversation = chat()
    conversation.line("delete everything")
    out = conversation.line("what can you do?")
    assert ops(out) == [("meta", "describe", True)]
    assert fake_caps.effects("deleteAll") == []
    assert PendingHITL.objects.get().status == PendingHITL.Status.CANCELLED
    first, second = Turn.objects.order_by("id")
    assert first.status == Turn.Status.CANCELLED and second.status == Turn.Status.COMPLETED


def test_answer_after_expiry_is_not_executed_and_says_the_question_expired(chat, fake_caps):
    conversation = chat()
    conversation.line("delete everything")
    conversation.line("@advance 6m")
    out = conversation.line("yes")
    assert out["executed"] == [] and fake_caps.effects("deleteAll") == []
    assert out["turn_status"] == "expired"
    assert "expired" in out["replies"][0]
    assert PendingHITL.objects.get().status == PendingHITL.Status.EXPIRED


def test_expiry_sweep_tells_the_user_and_a_later_yes_gets_the_stale_guard(chat, fake_caps):
    conversation = chat()
    conversation.line("delete everything")
    conversation.line("@advance 5m")
    ticked = conversation.line("@tick")
    assert any("expired" in text for text in ticked["proactive"])
    assert Turn.objects.get().status == Turn.Status.EXPIRED
    late = conversation.line("yes")
    assert late["executed"] == [] and "not waiting on a question" in late["replies"][0]


def test_answer_within_the_ttl_is_accepted(chat, fake_caps):
    conversation = chat()
    conversation.line("delete everything")
    conversation.line("@advance 4m")
    assert ops(conversation.line("yes")) == [("database", "deleteAll", True)]


def test_several_matches_ask_which_one_and_the_choice_is_executed(chat, fake_caps):
    fake_caps.planner.scripts["delete the email task"] = plan(step("s1", "delete", name="email"))
    conversation = chat()
    asked = conversation.line("delete the email task")
    assert asked["hitl"]["kind"] == "disambiguation"
    assert asked["options"] == ["Email the landlord", "Email the accountant"]
    assert "1. Email the landlord" in asked["replies"][0]
    out = conversation.line("2")
    assert ops(out) == [("database", "delete", True)]
    assert fake_caps.effects("delete")[0]["ids"] == ["t2"]


def test_multi_choice_all_selects_every_candidate(chat, fake_caps):
    fake_caps.planner.scripts["delete the email tasks"] = plan(step("s1", "delete", name="email", multi=True))
    conversation = chat()
    assert conversation.line("delete the email tasks")["hitl"]["expectedInput"] == "multi_choice"
    conversation.line("שניהם")
    assert fake_caps.effects("delete")[0]["ids"] == ["t1", "t2"]


def test_nothing_matching_is_explained_without_a_question(chat, fake_caps):
    fake_caps.planner.scripts["delete the zebra task"] = plan(step("s1", "delete", name="zebra"))
    out = chat().line("delete the zebra task")
    assert out["hitl"] is None and out["executed"] == []
    assert "couldn't find \"zebra\"" in out["replies"][0]


def test_unclear_request_offers_save_to_memory_and_replans_with_the_answer(chat, fake_caps):
    conversation = chat()
    asked = conversation.line("purple monkey dishwasher")
    assert asked["hitl"]["kind"] == "clarification" and asked["options"] == ["Save to memory"]
    out = conversation.line("help")
    assert ops(out) == [("meta", "describe", True)]
    turn = Turn.objects.get()
    assert turn.status == Turn.Status.COMPLETED
    assert [r.stage for r in turn.stage_runs.filter(stage="planner")] == ["planner", "planner"]


def test_hebrew_unclear_request_is_asked_in_hebrew(chat, fake_caps):
    asked = chat().line("בננה סגולה")
    assert asked["options"] == ["לשמור בזכרון"]
    assert "לשמור בזכרון" in asked["replies"][0]


def test_second_pending_question_in_a_thread_is_refused_by_the_database(chat, fake_caps):
    from django.db import IntegrityError, transaction
    from django.utils import timezone

    conversation = chat()
    conversation.line("delete everything")
    first = PendingHITL.objects.get()
    with pytest.raises(IntegrityError), transaction.atomic():
        PendingHITL.objects.create(thread=first.thread, turn=first.turn, kind="approval", source="planner",
                                   return_to={}, expected_input="yes_no", question="again?",
                                   created_at=timezone.now(), expires_at=timezone.now())


def test_duplicate_attempt_is_logged_and_the_user_reminded(chat, fake_caps, caplog):
    from memo.conversations import hitl

    conversation = chat()
    conversation.line("delete everything")
    first = PendingHITL.objects.get()
    question = hitl.Question("approval", "planner", hitl.RETURN_TO["continue"], "yes_no", "Another?")
    with pytest.raises(hitl.DuplicateQuestion) as err:
        hitl.ask(first.turn, question, first.created_at)
    assert err.value.existing == first
    assert "HITL_DUPLICATE_ATTEMPT" in caplog.text
    assert OutboundMessage.objects.filter(text="Another?").count() == 0


def test_staff_can_expire_a_question_and_the_user_is_told(chat, fake_caps, django_user_model):
    from memo.conversations import services

    staff = django_user_model.objects.create_user("support", is_staff=True)
    conversation = chat()
    conversation.line("delete everything")
    pending = PendingHITL.objects.get()
    assert services.staff_close([pending.pk], PendingHITL.Status.CANCELLED, staff) == 1
    conversation.wait_idle()
    pending.refresh_from_db()
    assert pending.status == "cancelled" and pending.closed_by == staff
    assert OutboundMessage.objects.filter(kind="notice", text__contains="closed my earlier question").exists()
    assert services.staff_close([pending.pk], PendingHITL.Status.CANCELLED, staff) == 0


@pytest.mark.worker
def test_a_written_answer_to_a_question_keeps_the_users_spelling(chat):
    """The answer is matched lower-cased, but what it asks for is done as the user wrote it."""
    from memo.reminders.models import Task

    conversation = chat()
    asked = conversation.line("remind me")
    assert asked["hitl"] is not None and asked["hitl"]["kind"] == "clarification"

    done = conversation.line("call Avi about the Boiler tomorrow at 5pm")

    assert [(e["capability"], e["operation"], e["ok"]) for e in done["executed"]] == [("database", "create", True)]
    assert Task.objects.get().text == "call Avi about the Boiler"
