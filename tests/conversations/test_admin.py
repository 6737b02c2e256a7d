"""The Django admin as support staff use it: real data made through the real pipeline and worker."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.contrib import admin
from django.urls import reverse
from django.utils import timezone

from memo.conversations.models import (
    HITLResult,
    LatestAction,
    OutboundMessage,
    PendingHITL,
    StageRun,
    Thread,
    Turn,
)
from memo.conversations.pipeline import graph
from memo.planning.models import ExecutedOperation

pytestmark = pytest.mark.worker


def url(model, view: str, *args) -> str:
    return reverse(f"admin:{model._meta.app_label}_{model._meta.model_name}_{view}", args=args)


def listed(response) -> set[int]:
    """The primary keys of the rows a changelist shows."""
    return {obj.pk for obj in response.context["cl"].result_list}


def ago(**delta) -> str:
    return (timezone.now() - timedelta(**delta)).isoformat()


@pytest.fixture
def answered_approval(chat, fake_caps):
    """A risky request approved with "yes": a question, its answer, a ledger row and a latest action."""
    conversation = chat("+972501110001")
    conversation.line("delete everything")
    conversation.line("yes")
    return conversation


@pytest.fixture
def questions(chat, fake_caps):
    """Open questions of different kinds and ages on four users' threads, one of them answered."""
    made = {}
    for name, phone, when, text in [
        ("fresh_approval", "+972501110011", ago(seconds=10), "delete everything"),
        ("clarification_30m", "+972501110022", ago(minutes=30), "purple monkey dishwasher"),
        ("old_approval", "+972501110033", ago(hours=3), "delete everything"),
        ("answered_2h", "+972501110044", ago(hours=2), "delete everything"),
    ]:
        conversation = chat(phone, now=when)
        asked = conversation.line(text)
        assert asked["turn_status"] == "paused"
        made[name] = PendingHITL.objects.get(thread=conversation.thread)
    chat("+972501110044", now=ago(hours=2)).line("no")
    made["answered_2h"].refresh_from_db()
    assert made["answered_2h"].status == PendingHITL.Status.ANSWERED
    return made


def test_every_registered_models_changelist_opens_for_a_superuser(admin_client, answered_approval, chat):
    chat("+972501110002").line("purple monkey dishwasher")  # an open question too
    for model in admin.site._registry:
        response = admin_client.get(url(model, "changelist"))
        assert response.status_code == 200, f"{model.__name__} changelist answered {response.status_code}"


def test_every_conversation_record_opens_in_the_admin(admin_client, answered_approval):
    for model in (Turn, StageRun, PendingHITL, HITLResult, LatestAction, OutboundMessage, ExecutedOperation,
                  Thread):
        obj = model.objects.first()
        assert obj is not None, f"the conversation made no {model.__name__}"
        response = admin_client.get(url(model, "change", obj.pk))
        assert response.status_code == 200, f"{model.__name__} page answered {response.status_code}"


def test_turn_page_shows_the_stage_timeline(admin_client, chat, fake_caps):
    out = chat().line("note it")
    assert out["turn_status"] == "completed"
    turn = Turn.objects.get()
    response = admin_client.get(url(Turn, "change", turn.pk))
    assert response.status_code == 200
    html = response.content.decode()
    assert turn.trace_id in html
    for name in graph.STAGES:
        assert f">{name}<" in html, f"stage {name} missing from the turn's timeline"
    assert "executedOperations, executionResults" in html  # what the executor step wrote
    inline = response.context["inline_admin_formsets"][0]
    assert [form.original.stage for form in inline] == list(
        StageRun.objects.filter(turn=turn).order_by("id").values_list("stage", flat=True))


def test_pending_questions_filter_by_kind(admin_client, questions):
    response = admin_client.get(url(PendingHITL, "changelist"), {"kind": "clarification"})
    assert listed(response) == {questions["clarification_30m"].pk}
    response = admin_client.get(url(PendingHITL, "changelist"), {"kind": "approval"})
    assert listed(response) == {questions["fresh_approval"].pk, questions["old_approval"].pk,
                                questions["answered_2h"].pk}


def test_pending_questions_filter_by_status(admin_client, questions):
    response = admin_client.get(url(PendingHITL, "changelist"), {"status": "pending"})
    assert listed(response) == {questions[k].pk for k in ("fresh_approval", "clarification_30m", "old_approval")}
    response = admin_client.get(url(PendingHITL, "changelist"), {"status": "answered"})
    assert listed(response) == {questions["answered_2h"].pk}


def test_pending_questions_filter_by_age(admin_client, questions):
    def by_age(value):
        return listed(admin_client.get(url(PendingHITL, "changelist"), {"age": value}))

    assert by_age("5m") == {questions["fresh_approval"].pk}
    assert by_age("1h") == {questions["fresh_approval"].pk, questions["clarification_30m"].pk}
    assert by_age("old") == {questions["old_approval"].pk, questions["answered_2h"].pk}


def test_pending_questions_are_found_by_phone(admin_client, questions):
    response = admin_client.get(url(PendingHITL, "changelist"), {"q": "+972501110022"})
    assert listed(response) == {questions["clarification_30m"].pk}
    assert "+972501110022" in response.content.decode()
    partial = admin_client.get(url(PendingHITL, "changelist"), {"q": "110033"})
    assert listed(partial) == {questions["old_approval"].pk}


def test_pending_question_list_combines_filters(admin_client, questions):
    response = admin_client.get(url(PendingHITL, "changelist"), {"kind": "approval", "status": "pending",
                                                                 "age": "old"})
    assert listed(response) == {questions["old_approval"].pk}


@pytest.mark.parametrize(("action", "status", "notice"), [
    ("expire_selected", "expired", "My question expired after 5 minutes"),
    ("cancel_selected", "cancelled", "I've closed my earlier question"),
])
def test_staff_action_closes_the_question_records_who_and_tells_the_user(admin_client, admin_user, chat, fake_caps,
                                                                         action, status, notice):
    conversation = chat("+972501110005")
    conversation.line("delete everything")
    pending = PendingHITL.objects.get()

    response = admin_client.post(url(PendingHITL, "changelist"),
                                 {"action": action, "_selected_action": [pending.pk]}, follow=True)
    assert response.status_code == 200
    assert "1 question(s); each user was told." in response.content.decode()

    conversation.wait_idle()
    pending.refresh_from_db()
    assert pending.status == status and pending.closed_by == admin_user and pending.closed_at is not None
    assert pending.turn.status == status
    told = OutboundMessage.objects.get(thread=pending.thread, kind=OutboundMessage.Kind.NOTICE)
    assert notice in told.text and told.status == OutboundMessage.Status.SENT
    assert fake_caps.effects("deleteAll") == []


def test_staff_action_on_an_already_closed_question_changes_nothing_and_says_so(admin_client, admin_user, chat,
                                                                                fake_caps):
    conversation = chat("+972501110006")
    conversation.line("delete everything")
    conversation.line("no")
    pending = PendingHITL.objects.get()
    response = admin_client.post(url(PendingHITL, "changelist"),
                                 {"action": "expire_selected", "_selected_action": [pending.pk]}, follow=True)
    assert "Expired 0 question(s); each user was told. 1 were no longer pending." in response.content.decode()
    pending.refresh_from_db()
    assert pending.status == PendingHITL.Status.ANSWERED and pending.closed_by is None
    assert not OutboundMessage.objects.filter(kind=OutboundMessage.Kind.NOTICE).exists()


@pytest.mark.parametrize("model", [StageRun, HITLResult, ExecutedOperation, LatestAction],
                         ids=lambda m: m.__name__)
def test_audit_records_cannot_be_added_changed_or_deleted(admin_client, answered_approval, model):
    obj = model.objects.first()
    assert obj is not None, f"the conversation made no {model.__name__}"

    changelist = admin_client.get(url(model, "changelist"))
    assert changelist.status_code == 200
    assert changelist.context["has_add_permission"] is False
    assert url(model, "add") not in changelist.content.decode()
    assert "delete_selected" not in changelist.content.decode()

    assert admin_client.get(url(model, "add")).status_code == 403
    page = admin_client.get(url(model, "change", obj.pk))
    assert page.status_code == 200 and page.context["has_change_permission"] is False
    assert admin_client.post(url(model, "change", obj.pk), {}).status_code == 403
    assert admin_client.get(url(model, "delete", obj.pk)).status_code == 403
    assert admin_client.post(url(model, "delete", obj.pk), {"post": "yes"}).status_code == 403
    assert admin_client.post(url(model, "changelist"),
                             {"action": "delete_selected", "_selected_action": [obj.pk], "post": "yes"},
                             follow=True).status_code == 200
    assert model.objects.filter(pk=obj.pk).exists()


def test_questions_and_outbox_cannot_be_added_by_hand(admin_client):
    assert admin_client.get(url(PendingHITL, "add")).status_code == 403
    assert admin_client.get(url(OutboundMessage, "add")).status_code == 403


def test_retry_requeues_a_failed_message_and_the_worker_delivers_it(admin_client, chat):
    conversation = chat("+972501110007")
    failed = OutboundMessage.objects.create(idempotency_key="test:retry:failed", thread=conversation.thread,
                                            text="Your reminder", status=OutboundMessage.Status.FAILED,
                                            attempts=1, error="(#131047) Re-engagement message")
    sent = OutboundMessage.objects.create(idempotency_key="test:retry:sent", thread=conversation.thread,
                                          text="Already there", status=OutboundMessage.Status.SENT, attempts=1)

    response = admin_client.post(url(OutboundMessage, "changelist"),
                                 {"action": "retry_failed", "_selected_action": [failed.pk, sent.pk]}, follow=True)
    assert "Queued 1 message(s) for another try." in response.content.decode()

    conversation.wait_idle()
    failed.refresh_from_db()
    sent.refresh_from_db()
    assert failed.status == OutboundMessage.Status.SENT and failed.error == "" and failed.attempts == 2
    assert failed.sent_at is not None
    assert sent.attempts == 1  # a message that had not failed is left alone


def test_failed_outbox_rows_show_their_error_in_the_list(admin_client, chat):
    conversation = chat("+972501110008")
    OutboundMessage.objects.create(idempotency_key="test:list:failed", thread=conversation.thread, text="x",
                                   status=OutboundMessage.Status.FAILED, error="(#131047) Re-engagement message")
    response = admin_client.get(url(OutboundMessage, "changelist"), {"status": "failed"})
    assert "(#131047) Re-engagement message" in response.content.decode()
