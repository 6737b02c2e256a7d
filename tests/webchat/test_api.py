"""The web chat's JSON API: the same pipeline as the webhook, replies and proactive messages read back."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.contrib.auth import get_user_model
from django.utils import timezone

from memo.conversations.models import Message, Thread, User
from memo.reminders.services import sweep_due_reminders
from tests.whatsapp.waiting import wait_for

API = "/api/chat/messages"
PHONE = "+972501114455"


def feed(client, after: int | None = None, phone: str = PHONE) -> dict:
    params = {"phone": phone} if after is None else {"phone": phone, "after": after}
    response = client.get(API, params)
    assert response.status_code == 200, response.content
    return response.json()


def memo_texts(client, needle: str) -> list[dict] | None:
    messages = [m for m in feed(client, after=0)["messages"] if needle in m["text"]]
    return messages or None


@pytest.mark.worker
def test_a_message_goes_through_the_pipeline_and_the_reply_comes_back(worker, client):
    response = client.post(API, {"phone": "972501114455", "text": "remind me tomorrow at 9 to call mom"},
                           content_type="application/json")

    assert response.status_code == 202
    assert response.json()["phone"] == PHONE and response.json()["outcome"] == "queued"
    reply = wait_for(lambda: memo_texts(client, "call mom"), what="the reply")[0]
    assert reply["sender"] == "memo" and reply["text"].startswith("Reminder set")
    assert Message.objects.get().thread.channel == Thread.Channel.WEB
    history = feed(client)
    assert [m["sender"] for m in history["messages"]][:2] == ["memo", "user"]  # the welcome, then the request
    assert history["cursor"] == max(m["id"] for m in history["messages"] if m["sender"] == "memo")


@pytest.mark.worker
def test_options_come_with_the_question_and_a_tapped_option_answers_it(worker, client):
    client.post(API, {"phone": PHONE, "text": "delete all my tasks"}, content_type="application/json")
    question = wait_for(lambda: [m for m in feed(client, after=0)["messages"] if m["options"]], what="the question")[0]
    assert [o["id"] for o in question["options"]] == ["yes", "no"]

    client.post(API, {"phone": PHONE, "text": "No", "interactiveId": "no"}, content_type="application/json")

    wait_for(lambda: memo_texts(client, "won't do it"), what="the declined answer")
    assert Message.objects.filter(interactive_id="no", kind="interactive").exists()


@pytest.mark.worker
def test_proactive_messages_arrive_in_the_feed(worker, client):
    client.post(API, {"phone": PHONE, "text": "remind me in 10 minutes to stretch"}, content_type="application/json")
    wait_for(lambda: memo_texts(client, "stretch"), what="the confirmation")
    cursor = feed(client)["cursor"]

    sweep_due_reminders(timezone.now() + timedelta(minutes=11))

    proactive = wait_for(lambda: feed(client, after=cursor)["messages"], what="the reminder")
    assert proactive[0]["kind"] == "proactive" and "stretch" in proactive[0]["text"]


@pytest.mark.django_db
def test_polling_an_unknown_number_creates_nobody(client):
    assert feed(client) == {"phone": PHONE, "messages": [], "cursor": 0, "busy": False}
    assert not User.objects.exists()


@pytest.mark.django_db
@pytest.mark.parametrize(("payload", "field"), [
    ({"phone": "12", "text": "hi"}, "phone"),
    ({"phone": PHONE, "text": "   "}, "text"),
    ({"text": "hi"}, "phone"),
])
def test_bad_input_is_a_400_that_says_which_field(client, payload, field):
    response = client.post(API, payload, content_type="application/json")
    assert response.status_code == 400
    assert field in response.json()


@pytest.mark.django_db
def test_the_page_and_its_files_are_served(client):
    page = client.get("/")
    assert page.status_code == 200
    assert b'id="messages"' in page.content and b"/chat/static/chat.js" in page.content
    assert "csrftoken" in page.cookies
    assert client.get("/chat/static/chat.js").status_code == 200
    assert client.get("/chat/static/chat.css").status_code == 200
    assert client.get("/chat/static/../urls.py").status_code == 404


@pytest.mark.django_db
def test_when_switched_off_only_staff_can_use_it(client, monkeypatch):
    monkeypatch.setenv("WEBCHAT_ENABLED", "false")
    assert client.get("/").status_code == 404
    assert client.get(API, {"phone": PHONE}).status_code == 403
    assert client.post(API, {"phone": PHONE, "text": "hi"}, content_type="application/json").status_code == 403

    staff = get_user_model().objects.create_user("support", password="pw-123456789", is_staff=True)
    client.force_login(staff)
    assert client.get("/").status_code == 200
    assert client.get(API, {"phone": PHONE}).status_code == 200
