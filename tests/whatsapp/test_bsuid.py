"""Users known by business-scoped user id (BSUID) only: WhatsApp users with a username may reach us
without a phone number. They are stored, answered (`recipient` instead of `to`) and matched to their
phone when it shows up, through the real webhook, the real client and the fake Graph API."""

from __future__ import annotations

import logging
import time
from datetime import timedelta

import pytest
from django.db import IntegrityError, transaction
from django.utils import timezone

from memo.conversations import outbox
from memo.conversations.channels.whatsapp import identity
from memo.conversations.models import Message, OutboundMessage, Thread, User
from memo.reminders.models import Task
from tests.whatsapp.conftest import USER, body, status, text_message, wait_for

BSUID = "US.13491208655302741918"
OTHER_BSUID = "GB.8812734650012"
WAMID_OUT = "wamid.OUT-B1"


def bsuid_body(messages: list[dict], *, bsuid: str = BSUID, phone: str = "", name: str = "Noa Username") -> dict:
    """A webhook body as Meta sends it for a user with a username: `from_user_id`, and `contacts[].user_id`
    (the phone in `from` / `wa_id` only when given)."""
    payload = body(messages, name=name)
    contact: dict = {"profile": {"name": name, "username": "@noa"}, "user_id": bsuid,
                     "parent_user_id": "US.ENT.11815799212886844830"}
    if phone:
        contact["wa_id"] = phone
    payload["entry"][0]["changes"][0]["value"]["contacts"] = [contact] if bsuid or phone else []
    return payload


def bsuid_text(wamid: str, text: str, *, bsuid: str = BSUID, phone: str = "", ts: int = 1_790_000_000) -> dict:
    message = {"from_user_id": bsuid, "id": wamid, "timestamp": str(ts), "type": "text", "text": {"body": text}}
    if phone:
        message["from"] = phone
    return message


# --- the whole way: webhook -> pipeline -> reply on the wire --------------------------------------------


@pytest.mark.worker
def test_a_bsuid_only_user_is_answered_by_recipient_and_later_gets_their_phone_attached(worker, fake_graph, post):
    now = int(time.time())
    assert post(bsuid_body([bsuid_text("wamid.B1", "remind me tomorrow at 9 to call mom", ts=now)])).status_code \
        == 200

    user = User.objects.get()
    assert (user.phone, user.bsuid, user.name) == ("", BSUID, "Noa Username")
    message = Message.objects.get(channel_message_id="wamid.B1")
    assert message.thread.user_id == user.pk and message.thread.channel == Thread.Channel.WHATSAPP
    reply = wait_for(lambda: next((t for t in fake_graph.texts() if "call mom" in t), None), what="the reply")
    assert "Reminder set" in reply
    assert Task.objects.filter(user=user, text__icontains="call mom").count() == 1
    # Every message went to the BSUID, never to a phone: the welcome first, then the reply.
    assert fake_graph.texts()[0].startswith("👋")
    for sent in fake_graph.sent:
        assert sent["recipient"] == BSUID and "to" not in sent
        assert sent["messaging_product"] == "whatsapp" and sent["recipient_type"] == "individual"
    assert {"messaging_product": "whatsapp", "status": "read", "message_id": "wamid.B1",
            "typing_indicator": {"type": "text"}} in fake_graph.reads
    # The turn names the thread by BSUID, since there is no phone.
    turn = Message.objects.get(channel_message_id="wamid.B1").turn
    assert turn is not None and turn.state["threadId"] == f"bsuid:{BSUID}"

    # Delivery receipts for a BSUID user carry no phone (`recipient_user_id`): they key by message id.
    row = wait_for(lambda: OutboundMessage.objects.filter(turn__isnull=False, status="sent").first(),
                   what="the sent outbox row")
    receipt = {"id": row.channel_message_id, "status": "delivered", "timestamp": str(now),
               "recipient_user_id": BSUID, "recipient_parent_user_id": "US.ENT.11815799212886844830"}
    post(body(statuses=[receipt]))
    row.refresh_from_db()
    assert row.status == OutboundMessage.Status.DELIVERED

    # Later the phone shows up next to the same BSUID: it joins the same account, replies go to `to`.
    sent_before = len(fake_graph.sent)
    post(bsuid_body([bsuid_text("wamid.B2", "remind me tomorrow at 10 to water the plants", phone=USER,
                                ts=now + 1)], phone=USER))
    wait_for(lambda: any("water the plants" in t for t in fake_graph.texts()), what="the second reply")
    assert User.objects.count() == 1
    user.refresh_from_db()
    assert (user.phone, user.bsuid) == ("+" + USER, BSUID)
    assert Task.objects.filter(user=user).count() == 2
    later = fake_graph.sent[sent_before:]
    assert later and all(b["to"] == USER and "recipient" not in b for b in later)


# --- who is who ---------------------------------------------------------------------------------------------


@pytest.mark.django_db
def test_a_bsuid_only_message_creates_a_phoneless_user_stores_it_and_queues_the_welcome(post):
    assert post(bsuid_body([bsuid_text("wamid.B1", "hello there")])).status_code == 200

    user = User.objects.get()
    assert (user.phone, user.bsuid, user.name, user.language) == ("", BSUID, "Noa Username", "en")
    assert user.timezone == "America/New_York"  # from the BSUID's country, US (the welcome says so)
    message = Message.objects.get()
    assert (message.channel_message_id, message.text, message.status) == ("wamid.B1", "hello there", "queued")
    assert user.last_inbound_at is not None
    assert OutboundMessage.objects.filter(idempotency_key=f"welcome:{user.pk}").exists()
    assert str(user) == f"Noa Username (bsuid:{BSUID})"


@pytest.mark.django_db
def test_a_redelivered_bsuid_only_message_is_stored_once(post):
    payload = bsuid_body([bsuid_text("wamid.B1", "hi")])
    post(payload)
    post(payload)

    assert Message.objects.count() == 1 and User.objects.count() == 1


@pytest.mark.django_db
def test_a_phone_user_whose_webhook_adds_a_bsuid_gets_it_recorded(post):
    post(body([text_message("wamid.P1", "hi")]))  # before usernames: phone only
    assert User.objects.get().bsuid == ""

    post(bsuid_body([bsuid_text("wamid.P2", "again", phone=USER, ts=1_790_000_009)], phone=USER))

    user = User.objects.get()
    assert (user.phone, user.bsuid) == ("+" + USER, BSUID)
    assert Message.objects.filter(thread__user=user).count() == 2


@pytest.mark.django_db
def test_a_phone_in_contacts_only_is_attached_to_the_known_bsuid_user(post):
    post(bsuid_body([bsuid_text("wamid.B1", "hi")]))
    message = bsuid_text("wamid.B2", "it's me again", ts=1_790_000_009)  # no `from`: the phone is in contacts

    post(bsuid_body([message], phone=USER))

    user = User.objects.get()
    assert (user.phone, user.bsuid) == ("+" + USER, BSUID)
    assert Thread.objects.count() == 1 and Message.objects.count() == 2


@pytest.mark.django_db
def test_a_new_bsuid_for_a_phone_user_replaces_the_old_one(post):
    User.objects.create(phone="+" + USER, bsuid=OTHER_BSUID)

    post(bsuid_body([bsuid_text("wamid.P1", "hi", phone=USER)], phone=USER))

    assert User.objects.get().bsuid == BSUID


@pytest.mark.django_db
def test_phone_and_bsuid_of_two_different_users_go_to_the_phone_user_and_are_logged(post, caplog):
    phone_user = User.objects.create(phone="+" + USER)
    bsuid_user = User.objects.create(bsuid=BSUID)

    with caplog.at_level(logging.WARNING, logger="memo.conversations.channels.whatsapp"):
        post(bsuid_body([bsuid_text("wamid.C1", "hi", phone=USER)], phone=USER))

    assert Message.objects.get().thread.user_id == phone_user.pk
    assert "WHATSAPP_IDENTITY_CONFLICT" in caplog.text
    assert f"phone user={phone_user.pk} bsuid user={bsuid_user.pk}" in caplog.text
    phone_user.refresh_from_db()
    bsuid_user.refresh_from_db()
    assert (phone_user.bsuid, bsuid_user.phone, bsuid_user.bsuid) == ("", "", BSUID)  # nothing merged or moved


@pytest.mark.django_db
def test_a_known_bsuid_with_a_different_phone_keeps_the_stored_phone(post, caplog):
    user = User.objects.create(phone="+972509998877", bsuid=BSUID)

    with caplog.at_level(logging.WARNING, logger="memo.conversations.channels.whatsapp"):
        post(bsuid_body([bsuid_text("wamid.M1", "hi", phone=USER)], phone=USER))

    # The phone is new to Memo, so it is matched by BSUID; number changes come as their own system message.
    assert Message.objects.get().thread.user_id == user.pk
    user.refresh_from_db()
    assert user.phone == "+972509998877"
    assert "WHATSAPP_PHONE_MISMATCH" in caplog.text


@pytest.mark.django_db
@pytest.mark.parametrize("bad", ["13491208655302741918", "us.1349", "US.", "US.13-49", "US." + "1" * 129,
                                 "US.1349 OR 1=1", "  "])
def test_a_malformed_bsuid_without_a_phone_is_refused_logged_and_its_neighbours_kept(post, caplog, bad):
    payload = bsuid_body([bsuid_text("wamid.BAD", "hi", bsuid=bad),
                          bsuid_text("wamid.OK", "hi", ts=1_790_000_009)])
    payload["entry"][0]["changes"][0]["value"]["contacts"] = []

    with caplog.at_level(logging.WARNING, logger="memo.conversations.channels.whatsapp"):
        assert post(payload).status_code == 200

    assert list(Message.objects.values_list("channel_message_id", flat=True)) == ["wamid.OK"]
    assert list(User.objects.values_list("bsuid", flat=True)) == [BSUID]
    assert ("WHATSAPP_BAD_BSUID id=wamid.BAD" in caplog.text) or ("WHATSAPP_NO_SENDER id=wamid.BAD" in caplog.text)


@pytest.mark.django_db
def test_a_message_with_neither_phone_nor_bsuid_is_logged_not_stored(post, caplog):
    payload = bsuid_body([bsuid_text("wamid.NONE", "hi", bsuid="")], bsuid="")

    with caplog.at_level(logging.WARNING, logger="memo.conversations.channels.whatsapp"):
        assert post(payload).status_code == 200

    assert not Message.objects.exists() and not User.objects.exists()
    assert "WHATSAPP_NO_SENDER id=wamid.NONE" in caplog.text


@pytest.mark.django_db
def test_a_malformed_bsuid_next_to_a_phone_is_ignored_and_the_message_stored_by_phone(post, caplog):
    with caplog.at_level(logging.WARNING, logger="memo.conversations.channels.whatsapp"):
        post(bsuid_body([bsuid_text("wamid.P1", "hi", bsuid="not a bsuid", phone=USER)], bsuid="", phone=USER))

    user = User.objects.get()
    assert (user.phone, user.bsuid) == ("+" + USER, "")
    assert Message.objects.get().thread.user_id == user.pk
    assert "WHATSAPP_BAD_BSUID ignored" in caplog.text


@pytest.mark.django_db
def test_a_parent_bsuid_is_a_valid_key():
    assert identity.normalise_bsuid(" US.ENT.11815799212886844830 ") == "US.ENT.11815799212886844830"


# --- the rest of the channel, for BSUID-only users ------------------------------------------------------------


@pytest.mark.django_db
def test_bsuid_only_button_taps_replies_and_media_are_stored_like_a_phone_users(post):
    tap = {"from_user_id": BSUID, "id": "wamid.I1", "timestamp": "1790000000", "type": "interactive",
           "context": {"from": "15550001111", "id": "wamid.Q1"},
           "interactive": {"type": "button_reply", "button_reply": {"id": "yes", "title": "Yes"}}}
    image = {"from_user_id": BSUID, "id": "wamid.IMG", "timestamp": "1790000001", "type": "image",
             "image": {"id": "media-1", "mime_type": "image/jpeg"}}

    post(bsuid_body([tap, image]))

    got = {m.channel_message_id: (m.kind, m.interactive_id, m.reply_to_channel_id, m.status)
           for m in Message.objects.all()}
    assert got == {"wamid.I1": ("interactive", "yes", "wamid.Q1", "queued"),
                   "wamid.IMG": ("image", "", "", "done")}
    assert OutboundMessage.objects.filter(idempotency_key="notice:wamid.IMG").exists()  # needs OpenAI: told so
    assert User.objects.count() == 1


@pytest.mark.django_db
def test_a_bsuid_only_user_over_the_rate_limit_gets_the_notice(post, settings):
    settings.INBOUND_RATE_LIMIT_PER_MINUTE = 1
    post(bsuid_body([bsuid_text("wamid.R1", "one"), bsuid_text("wamid.R2", "two", ts=1_790_000_001)]))

    statuses = dict(Message.objects.values_list("channel_message_id", "status"))
    assert statuses == {"wamid.R1": "queued", "wamid.R2": "ignored"}
    assert OutboundMessage.objects.filter(idempotency_key__startswith="ratelimit:").count() == 1


@pytest.mark.django_db
def test_a_bsuid_only_user_can_delete_a_message_before_it_is_processed(post):
    post(bsuid_body([bsuid_text("wamid.D1", "secret")]))
    revoke = {"from_user_id": BSUID, "id": "wamid.REV", "timestamp": "1790000009", "type": "revoke",
              "revoke": {"original_message_id": "wamid.D1"}}

    post(bsuid_body([revoke]))

    message = Message.objects.get(channel_message_id="wamid.D1")
    assert (message.text, message.status) == ("", Message.Status.IGNORED)


@pytest.mark.django_db
def test_a_number_change_moves_the_account_and_forgets_the_old_bsuid(post):
    user = User.objects.create(phone="+" + USER, bsuid=BSUID)
    change = {"from": USER, "from_user_id": BSUID, "id": "wamid.SYS", "timestamp": "1790000009", "type": "system",
              "system": {"body": "changed", "wa_id": "972912345678", "type": "user_changed_number"}}

    post(bsuid_body([change], phone=USER))

    user.refresh_from_db()
    assert (user.phone, user.bsuid) == ("+972912345678", "")  # Meta issues a new BSUID with a new number


@pytest.mark.django_db
def test_a_receipt_without_a_phone_updates_the_bsuid_users_outbox_row(post):
    thread = Thread.objects.create(user=User.objects.create(bsuid=BSUID))
    row = OutboundMessage.objects.create(idempotency_key="turn:t:0", thread=thread, text="hi",
                                         status=OutboundMessage.Status.SENT, channel_message_id=WAMID_OUT)
    read = status(WAMID_OUT, "read")
    del read["recipient_id"]
    read["recipient_user_id"] = BSUID

    post(body(statuses=[read]))

    row.refresh_from_db()
    assert row.status == OutboundMessage.Status.READ


# --- sending: the wire format ------------------------------------------------------------------------------------


def bsuid_thread(hours_since_inbound: float = 1, **user_fields) -> Thread:
    last = timezone.now() - timedelta(hours=hours_since_inbound)
    fields = {"bsuid": BSUID, "language": "en", "last_inbound_at": last, **user_fields}
    return Thread.objects.create(user=User.objects.create(**fields), channel=Thread.Channel.WHATSAPP)


def deliver(thread: Thread, text: str, *, key: str = "turn:t1:0", kind: str = "reply",
            options: list[dict] | None = None) -> OutboundMessage:
    row = OutboundMessage.objects.create(idempotency_key=key, thread=thread, text=text, kind=kind,
                                         options=options or [])
    outbox.deliver(row.pk)
    row.refresh_from_db()
    return row


@pytest.mark.django_db
def test_text_buttons_and_lists_go_to_the_bsuid_as_recipient(fake_graph):
    thread = bsuid_thread()
    row = deliver(thread, "Done: water the plants")
    deliver(thread, "Delete all your tasks? (yes/no)", key="turn:t1:1", kind="question",
            options=[{"id": "yes", "label": "Yes"}, {"id": "no", "label": "No"}])
    deliver(thread, "Which one?", key="turn:t1:2", kind="question",
            options=[{"id": f"task:{n}", "label": f"A rather long task label {n}"} for n in range(4)])

    assert (row.status, row.channel_message_id) == (OutboundMessage.Status.SENT, "wamid.FAKE0001")
    text, buttons, listing = fake_graph.sent
    assert text == {"messaging_product": "whatsapp", "recipient_type": "individual", "recipient": BSUID,
                    "type": "text", "text": {"body": "Done: water the plants", "preview_url": False},
                    "biz_opaque_callback_data": f"memo:out:{row.pk}"}
    assert buttons["recipient"] == BSUID and buttons["interactive"]["type"] == "button"
    assert listing["recipient"] == BSUID and listing["interactive"]["type"] == "list"
    assert all("to" not in b for b in fake_graph.sent)


@pytest.mark.django_db
def test_outside_the_window_the_template_goes_to_the_bsuid_as_recipient(fake_graph, settings):
    row = deliver(bsuid_thread(hours_since_inbound=30), "🔔 call mom", key="reminder:1:2026-11-22T09:00:00+00:00",
                  kind="proactive")

    assert row.status == OutboundMessage.Status.SENT
    sent = fake_graph.sent[0]
    assert sent["recipient"] == BSUID and "to" not in sent
    assert sent["type"] == "template" and sent["template"]["name"] == settings.WHATSAPP_TEMPLATE_REMINDER


@pytest.mark.django_db
def test_a_user_with_phone_and_bsuid_is_addressed_by_phone_only(fake_graph):
    deliver(bsuid_thread(phone="+" + USER), "hi")

    sent = fake_graph.sent[0]
    assert sent["to"] == USER and "recipient" not in sent


@pytest.mark.django_db
def test_a_user_with_neither_phone_nor_bsuid_is_never_sent_blind(fake_graph):
    row = deliver(bsuid_thread(bsuid=""), "hi")

    assert row.status == OutboundMessage.Status.FAILED and "neither a phone nor a BSUID" in row.error
    assert fake_graph.attempts == []


# --- the model and the admin ----------------------------------------------------------------------------------


@pytest.mark.django_db
def test_phone_and_bsuid_are_each_unique_only_when_set():
    User.objects.create(bsuid=BSUID)
    User.objects.create(bsuid=OTHER_BSUID)  # two users without a phone
    User.objects.create(phone="+" + USER)
    User.objects.create(phone="+972509998877")  # two users without a BSUID
    with pytest.raises(IntegrityError), transaction.atomic():
        User.objects.create(bsuid=BSUID)
    with pytest.raises(IntegrityError), transaction.atomic():
        User.objects.create(phone="+" + USER)


@pytest.mark.django_db
def test_the_admin_finds_and_shows_users_by_bsuid(admin_client):
    user = User.objects.create(bsuid=BSUID, name="Noa")
    User.objects.create(phone="+" + USER, name="Dana")
    Thread.objects.create(user=user)

    users = admin_client.get("/admin/conversations/user/", {"q": "US.1349"})
    threads = admin_client.get("/admin/conversations/thread/", {"q": BSUID})

    assert [u.pk for u in users.context["cl"].result_list] == [user.pk]
    assert BSUID in users.content.decode()
    assert [t.user_id for t in threads.context["cl"].result_list] == [user.pk]
    assert f"Noa (bsuid:{BSUID})" in threads.content.decode()
