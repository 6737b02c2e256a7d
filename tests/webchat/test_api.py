"""The web chat's JSON API: the same pipeline as the webhook, replies and proactive messages read back."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.contrib.auth import get_user_model
from django.contrib.auth.models import Permission
from django.test import Client
from django.utils import timezone

from memo.conversations.models import Message, PendingHITL, Thread, User
from memo.notes.models import Note
from memo.reminders.services import sweep_due_reminders
from tests.whatsapp.waiting import wait_for

API = "/api/chat/messages"
PHONE = "+972501114455"
PASSWORD = "pw-123456789"


def site_account(username: str, *, staff: bool = True, may_chat: bool = False, superuser: bool = False):
    """A Django (admin) login, optionally holding the chat-as-any-phone permission."""
    model = get_user_model()
    account = (model.objects.create_superuser(username, "", PASSWORD) if superuser
               else model.objects.create_user(username, password=PASSWORD, is_staff=staff))
    if may_chat:
        account.user_permissions.add(Permission.objects.get(content_type__app_label="conversations",
                                                            codename="chat_as_user"))
    return account


@pytest.fixture
def client(client):
    """The API's usual caller: a support login that was granted the permission (pytest-django's client)."""
    client.force_login(site_account("support-chat", may_chat=True))
    return client


@pytest.fixture
def anonymous():
    return Client()


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
    scope = PendingHITL.objects.get().hitl_id.hex[:12]
    assert [o["id"] for o in question["options"]] == [f"q:{scope}:yes", f"q:{scope}:no"]  # the question's own

    client.post(API, {"phone": PHONE, "text": "No", "interactiveId": f"q:{scope}:no"},
                content_type="application/json")

    wait_for(lambda: memo_texts(client, "won't do it"), what="the declined answer")
    assert Message.objects.filter(interactive_id=f"q:{scope}:no", kind="interactive").exists()


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
    assert "csrftoken" in page.cookies and b'data-csrf="' in page.content  # the page can send X-CSRFToken
    assert client.get("/chat/static/chat.js").status_code == 200
    assert client.get("/chat/static/chat.css").status_code == 200
    assert client.get("/chat/static/../urls.py").status_code == 404


@pytest.mark.django_db
def test_when_switched_off_only_staff_can_use_it(anonymous, monkeypatch):
    monkeypatch.setenv("WEBCHAT_ENABLED", "false")
    assert anonymous.get("/").status_code == 404
    assert anonymous.get(API, {"phone": PHONE}).status_code == 403
    assert anonymous.post(API, {"phone": PHONE, "text": "hi"}, content_type="application/json").status_code == 403

    member = Client()
    member.force_login(site_account("member", staff=False, may_chat=True))
    assert member.get("/").status_code == 404
    assert member.get(API, {"phone": PHONE}).status_code == 403

    anonymous.force_login(site_account("support", may_chat=True))
    assert anonymous.get("/").status_code == 200
    assert anonymous.get(API, {"phone": PHONE}).status_code == 200


@pytest.mark.django_db
def test_an_anonymous_visit_to_the_page_is_sent_to_the_admin_login(anonymous):
    response = anonymous.get("/?phone=%2B972501114455")

    assert response.status_code == 302
    assert response["Location"] == "/admin/login/?next=/%3Fphone%3D%252B972501114455"
    assert b'id="messages"' not in response.content


@pytest.mark.django_db
def test_anonymous_api_calls_are_refused_and_store_nothing(anonymous):
    posted = anonymous.post(API, {"phone": PHONE, "text": "what is my bank PIN?"}, content_type="application/json")
    polled = anonymous.get(API, {"phone": PHONE})

    for response in (posted, polled):
        assert response.status_code == 403
        assert response["Content-Type"] == "application/json"
        assert response.json()["detail"].startswith("Sign in first")
        assert "/admin/login/" in response.json()["detail"]
    assert not Message.objects.exists() and not User.objects.exists()


@pytest.mark.django_db
def test_staff_without_the_permission_can_neither_post_nor_poll(anonymous):
    anonymous.force_login(site_account("helpdesk"))

    posted = anonymous.post(API, {"phone": PHONE, "text": "hi"}, content_type="application/json")
    polled = anonymous.get(API, {"phone": PHONE, "after": 0})
    page = anonymous.get("/")

    for response in (posted, polled):
        assert response.status_code == 403
        assert "Can use the chat page as any phone number" in response.json()["detail"]
        assert "superuser" in response.json()["detail"]
    assert not Message.objects.exists() and not User.objects.exists()
    assert page.status_code == 403  # the page explains instead of offering a chat that cannot work
    assert b'id="missing-permission"' in page.content and b"chat.js" not in page.content
    assert b"helpdesk" in page.content and b"Can use the chat page as any phone number" in page.content


@pytest.mark.django_db
def test_a_superuser_may_use_the_chat_without_an_explicit_grant(anonymous):
    anonymous.force_login(site_account("admin", superuser=True))

    assert anonymous.get("/").status_code == 200
    assert anonymous.get(API, {"phone": PHONE}).status_code == 200
    posted = anonymous.post(API, {"phone": PHONE, "text": "hi"}, content_type="application/json")
    assert posted.status_code == 202
    assert Message.objects.get().text == "hi"


@pytest.mark.django_db
def test_a_post_without_the_csrf_token_is_refused_signed_in_or_not():
    # What a page on another site can do with a visitor's browser: post without knowing the token.
    cross_site = Client(enforce_csrf_checks=True)
    assert cross_site.post(API, {"phone": PHONE, "text": "hi"}, content_type="application/json").status_code == 403

    browser = Client(enforce_csrf_checks=True)
    browser.force_login(site_account("support-csrf", may_chat=True))
    page = browser.get("/")
    token = page.cookies["csrftoken"].value

    forged = browser.post(API, {"phone": PHONE, "text": "hi"}, content_type="application/json")
    assert forged.status_code == 403 and "CSRF" in forged.json()["detail"]
    assert not Message.objects.exists()

    sent = browser.post(API, {"phone": PHONE, "text": "hi"}, content_type="application/json",
                        headers={"X-CSRFToken": token})
    assert sent.status_code == 202
    assert Message.objects.get().text == "hi"


@pytest.mark.worker
def test_without_the_permission_a_phone_s_notes_cannot_be_read_through_the_chat(worker, client):
    client.post(API, {"phone": PHONE, "text": "remember that the gate code is 4821"},
                content_type="application/json")
    wait_for(lambda: memo_texts(client, "4821"), what="the note's confirmation")
    assert Note.objects.filter(user__phone=PHONE).count() == 1
    prying = Client()
    prying.force_login(site_account("support-no-grant"))

    asked = prying.post(API, {"phone": PHONE, "text": "what are my notes"}, content_type="application/json")
    searched = prying.post(API, {"phone": PHONE, "text": "what's the gate code?"}, content_type="application/json")
    history = prying.get(API, {"phone": PHONE})
    since = prying.get(API, {"phone": PHONE, "after": 0})

    for response in (asked, searched, history, since):
        assert response.status_code == 403
        assert b"4821" not in response.content and b"gate" not in response.content
    inbound = Message.objects.filter(direction=Message.Direction.INBOUND)
    assert list(inbound.values_list("text", flat=True)) == ["remember that the gate code is 4821"]
