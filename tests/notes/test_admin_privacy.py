"""A note's text stays private on every admin page, not only the notes': the conversation that stored or
read a note (messages, replies, latest actions, turn states, stage snapshots, questions, answers) shows
no text to staff without `notes.view_note_text`; holders of the permission see it all."""

from __future__ import annotations

import pytest
from django.contrib.auth.models import Permission
from django.contrib.auth.models import User as Staff
from django.urls import reverse

from memo.conversations import memory
from memo.conversations.models import (
    HITLResult,
    LatestAction,
    Message,
    OutboundMessage,
    PendingHITL,
    StageRun,
    Turn,
)
from memo.notes.models import Note

pytestmark = pytest.mark.worker

SECRET = "sunflower22"  # in the first note
BIRTHDAY = "March 3rd"  # in the second note, read back by a general question
MODELS = (Message, OutboundMessage, Turn, StageRun, LatestAction, PendingHITL, HITLResult)


def url(model, view: str, *args) -> str:
    return reverse(f"admin:{model._meta.app_label}_{model._meta.model_name}_{view}", args=args)


def staff(client, *, note_text: bool):
    """A support account that may view every conversation record, and read notes only when told."""
    user = Staff.objects.create_user(f"support-{note_text}", password="x", is_staff=True)
    codenames = [f"view_{m._meta.model_name}" for m in MODELS]
    perms = list(Permission.objects.filter(content_type__app_label="conversations", codename__in=codenames))
    if note_text:
        perms += list(Permission.objects.filter(content_type__app_label="notes", codename="view_note_text"))
    user.user_permissions.set(perms)
    client.force_login(user)
    return client


def pages(client) -> str:
    """Every changelist and every change page of the conversation records, as one HTML string."""
    html = []
    for model in MODELS:
        response = client.get(url(model, "changelist"))
        assert response.status_code == 200, model.__name__
        html.append(response.content.decode())
        for pk in model.objects.values_list("pk", flat=True):
            response = client.get(url(model, "change", pk))
            assert response.status_code == 200, f"{model.__name__} {pk}"
            html.append(response.content.decode())
    return "\n".join(html)


@pytest.fixture
def noted(chat):
    """Notes stored, searched, answered from, and asked about through the real pipeline; then a turn that
    has nothing to do with notes but whose state carries copies of what was said before."""
    c = chat()
    assert "Saved" in c.line(f"remember that my wifi password is {SECRET}")["replies"][0]
    assert SECRET in c.line("what's my wifi password?")["replies"][0]
    c.line(f"note: Dana's birthday is on {BIRTHDAY}")
    assert BIRTHDAY in c.line("tell me about Dana's birthday")["replies"][0]  # a general question, from the notes
    c.line(f"remember that the office wifi password is {SECRET}-office")
    approval = c.line("delete the note about the wifi password")
    assert approval["hitl"] and approval["hitl"]["kind"] == "approval", approval
    asked = c.line("yes")  # then which of the two notes
    assert asked["hitl"] and any(SECRET in label for label in asked["hitl"]["options"]), asked
    c.line("1")
    assert Note.objects.count() == 2 and PendingHITL.objects.filter(kind="disambiguation").exists()
    assert HITLResult.objects.filter(pending__kind="disambiguation").exists()

    c.line("add milk to my shopping list")
    plain = Turn.objects.order_by("-id").first()
    # With an LLM configured, a turn's state carries the recent messages; a reply quotes its message.
    quoted = OutboundMessage.objects.filter(text__contains=SECRET).first()
    state = {**plain.state, "recentMessages": memory.recent_messages(c.thread.id),
             "input": {**plain.state["input"], "replyContext": quoted.text[:1000]}}
    Turn.objects.filter(pk=plain.pk).update(state=state)
    StageRun.objects.filter(turn=plain, stage="context_assembly").update(wrote={"recentMessages": state[
        "recentMessages"], "latestActions": plain.state["latestActions"]})
    assert any(SECRET in str(a.get("summary")) for a in plain.state["latestActions"])
    return plain


def test_staff_without_the_note_permission_never_see_a_note_on_any_conversation_page(client, noted):
    html = pages(staff(client, note_text=False))
    assert SECRET not in html and BIRTHDAY not in html
    assert "🔒 hidden" in html
    # Only what touched notes is hidden: the shopping request and its turn are there as they were.
    assert "add milk to my shopping list" in html
    assert "Added milk" in client.get(url(Turn, "change", noted.pk)).content.decode()


def test_the_note_permission_shows_the_same_pages_in_full(client, noted):
    html = pages(staff(client, note_text=True))
    assert SECRET in html and BIRTHDAY in html and "🔒 hidden" not in html


def test_each_conversation_page_hides_the_note_on_its_own(client, noted):
    client = staff(client, note_text=False)
    stored = Message.objects.get(text__contains=f"my wifi password is {SECRET}")
    reply = OutboundMessage.objects.filter(turn=stored.turn).first()
    for model, pk in [(Message, stored.pk), (OutboundMessage, reply.pk), (Turn, stored.turn_id),
                      (StageRun, StageRun.objects.filter(turn=stored.turn, stage="executor").first().pk),
                      (LatestAction, LatestAction.objects.filter(capability="general").get().pk),
                      (PendingHITL, PendingHITL.objects.get(kind="disambiguation").pk),
                      (HITLResult, HITLResult.objects.get(pending__kind="disambiguation").pk)]:
        page = client.get(url(model, "change", pk)).content.decode()
        assert SECRET not in page and BIRTHDAY not in page, model.__name__
        assert "🔒 hidden" in page, model.__name__
    listing = client.get(url(Message, "changelist")).content.decode()
    assert "what&#x27;s my wifi password?" not in listing and "add milk to my shopping list" in listing


def test_a_masked_row_cannot_be_saved_over_its_text(client, noted):
    """Staff who may change messages but not read notes get a read-only page: the mask is never written back."""
    client = staff(client, note_text=False)
    account = Staff.objects.get(username="support-False")
    account.user_permissions.add(Permission.objects.get(content_type__app_label="conversations",
                                                        codename="change_message"))
    stored = Message.objects.get(text__contains=f"my wifi password is {SECRET}")
    assert client.post(url(Message, "change", stored.pk), {"text": "🔒 hidden"}).status_code == 403
    stored.refresh_from_db()
    assert SECRET in stored.text
