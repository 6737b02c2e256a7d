"""The webhook view: verification, size limit, batching, dedupe, users by E.164, what gets stored."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from memo.conversations.models import Message, OutboundMessage, Thread, User
from tests.whatsapp.conftest import USER, VERIFY_TOKEN, WEBHOOK, batch, body, text_message

pytestmark = pytest.mark.django_db


def test_verification_echoes_the_challenge_for_our_token(client):
    response = client.get(WEBHOOK, {"hub.mode": "subscribe", "hub.verify_token": VERIFY_TOKEN,
                                    "hub.challenge": "1158201444"})
    assert response.status_code == 200
    assert response.content == b"1158201444"


@pytest.mark.parametrize("params", [
    {"hub.mode": "subscribe", "hub.verify_token": "wrong", "hub.challenge": "1"},
    {"hub.mode": "unsubscribe", "hub.verify_token": VERIFY_TOKEN, "hub.challenge": "1"},
    {"hub.challenge": "1"},
])
def test_verification_with_a_wrong_token_or_mode_is_403(client, params):
    assert client.get(WEBHOOK, params).status_code == 403


def test_verification_is_refused_when_no_verify_token_is_configured(client, settings):
    settings.WHATSAPP_VERIFY_TOKEN = ""
    assert client.get(WEBHOOK, {"hub.mode": "subscribe", "hub.verify_token": "", "hub.challenge": "1"}).status_code \
        == 403


def test_a_body_over_the_size_limit_is_refused_before_parsing(post, settings):
    settings.WHATSAPP_MAX_BODY_BYTES = 300
    payload = body([text_message("wamid.BIG", "x" * 400)])

    assert post(payload).status_code == 413
    assert not Message.objects.exists()


def test_a_signed_body_that_is_not_json_is_a_400(post):
    assert post(b"not json at all").status_code == 400


def test_other_methods_are_not_allowed(client):
    assert client.put(WEBHOOK).status_code == 405


def test_a_text_message_is_stored_first_keyed_by_e164_with_whatsapps_time_and_name(post):
    response = post(body([text_message("wamid.T1", "remind me tomorrow at 9 to call mom", ts=1_790_000_000)]))

    assert response.status_code == 200
    message = Message.objects.select_related("thread__user").get(channel_message_id="wamid.T1")
    assert message.text == "remind me tomorrow at 9 to call mom"
    assert message.thread.channel == Thread.Channel.WHATSAPP
    assert message.thread.user.phone == "+" + USER
    assert message.thread.user.name == "Dana Levi"
    assert message.received_at == datetime.fromtimestamp(1_790_000_000, tz=UTC)
    assert message.status == Message.Status.QUEUED
    assert message.thread.user.last_inbound_at == message.received_at


def test_a_batched_body_stores_every_message_of_every_entry_and_change(post):
    first = body([text_message("wamid.B1", "one"), text_message("wamid.B2", "two", ts=1_790_000_001)])
    second = body([text_message("wamid.B3", "three", phone="447911123456")], phone="447911123456")
    two_changes = batch(first, second)
    german = body([text_message("wamid.B4", "four", phone="4915112345678")], phone="4915112345678")
    two_changes["entry"][0]["changes"].append(german["entry"][0]["changes"][0])

    assert post(two_changes).status_code == 200

    stored = dict(Message.objects.values_list("channel_message_id", "thread__user__phone"))
    assert stored == {"wamid.B1": "+972501112233", "wamid.B2": "+972501112233", "wamid.B3": "+447911123456",
                      "wamid.B4": "+4915112345678"}


def test_a_redelivered_body_is_deduplicated_by_message_id(post):
    payload = body([text_message("wamid.D1", "hello"), text_message("wamid.D2", "again", ts=1_790_000_005)])

    for _ in range(3):
        assert post(payload).status_code == 200

    assert Message.objects.filter(channel_message_id__in=["wamid.D1", "wamid.D2"]).count() == 2
    assert User.objects.count() == 1
    assert OutboundMessage.objects.filter(idempotency_key__startswith="welcome:").count() == 1


def test_a_reply_keeps_the_quoted_message_id_as_reply_context(post):
    post(body([text_message("wamid.R1", "make it 10", context={"from": "15550001111", "id": "wamid.MEMO1"})]))

    assert Message.objects.get(channel_message_id="wamid.R1").reply_to_channel_id == "wamid.MEMO1"


def test_a_reply_button_passes_its_id_as_interactive_id_and_its_title_as_text(post):
    tap = {"from": USER, "id": "wamid.I1", "timestamp": "1790000000", "type": "interactive",
           "context": {"from": "15550001111", "id": "wamid.Q1"},
           "interactive": {"type": "button_reply", "button_reply": {"id": "yes", "title": "Yes"}}}
    pick = {"from": USER, "id": "wamid.I2", "timestamp": "1790000001", "type": "interactive",
            "interactive": {"type": "list_reply", "list_reply": {"id": "task:42", "title": "2. Call mom",
                                                                 "description": "Call mom about Friday"}}}
    quick = {"from": USER, "id": "wamid.I3", "timestamp": "1790000002", "type": "button",
             "button": {"payload": "done:task:7", "text": "Done ✅"}}

    post(body([tap, pick, quick]))

    got = {m.channel_message_id: (m.kind, m.interactive_id, m.text, m.reply_to_channel_id)
           for m in Message.objects.all()}
    assert got == {"wamid.I1": ("interactive", "yes", "Yes", "wamid.Q1"),
                   "wamid.I2": ("interactive", "task:42", "2. Call mom", ""),
                   "wamid.I3": ("interactive", "done:task:7", "Done ✅", "")}


def test_a_business_scoped_id_without_a_phone_is_stored_for_a_user_without_a_phone(post):
    # Users with a WhatsApp username may come without a phone; tests/whatsapp/test_bsuid.py covers the rest.
    message = {"from_user_id": "US.13491208655302741918", "id": "wamid.BSUID", "timestamp": "1790000000",
               "type": "text", "text": {"body": "hi"}}
    payload = body([message])
    payload["entry"][0]["changes"][0]["value"]["contacts"] = [
        {"profile": {"name": "X"}, "user_id": "US.13491208655302741918"}]

    assert post(payload).status_code == 200

    user = Message.objects.get(channel_message_id="wamid.BSUID").thread.user
    assert (user.phone, user.bsuid, user.name) == ("", "US.13491208655302741918", "X")


def test_a_business_scoped_id_is_resolved_to_the_phone_through_contacts(post):
    message = {"from_user_id": "US.1349", "id": "wamid.BSUID2", "timestamp": "1790000000", "type": "text",
               "text": {"body": "hi"}}
    payload = body([message])
    payload["entry"][0]["changes"][0]["value"]["contacts"] = [
        {"profile": {"name": "X"}, "wa_id": "972509998877", "user_id": "US.1349"},
        {"profile": {"name": "Y"}, "wa_id": "972501111111", "user_id": "US.9999"}]

    post(payload)

    assert Message.objects.get(channel_message_id="wamid.BSUID2").thread.user.phone == "+972509998877"


def test_an_impossible_phone_number_is_skipped_and_its_neighbours_still_stored(post):
    payload = body([text_message("wamid.BAD", "hi", phone="12"), text_message("wamid.OK", "hi", ts=1_790_000_009)])
    payload["entry"][0]["changes"][0]["value"]["contacts"] = []

    assert post(payload).status_code == 200
    assert list(Message.objects.values_list("channel_message_id", flat=True)) == ["wamid.OK"]


def test_non_message_fields_and_other_objects_are_accepted_and_ignored(post):
    template_update = {"object": "whatsapp_business_account", "entry": [{"id": "1", "changes": [
        {"field": "message_template_status_update", "value": {"event": "APPROVED", "message_template_id": 1}}]}]}

    assert post(template_update).status_code == 200
    assert post({"object": "page", "entry": []}).status_code == 200
    assert not Message.objects.exists()


@pytest.mark.parametrize("payload", [
    {"object": "whatsapp_business_account", "entry": "not a list"},
    {"object": "whatsapp_business_account", "entry": [{"changes": None}]},
    {"object": "whatsapp_business_account", "entry": [{"changes": [{"field": "messages", "value": None}]}]},
    {"object": "whatsapp_business_account", "entry": [{"changes": [{"field": "messages", "value": {
        "messages": [None, 7, {"type": "text"}, {"id": "wamid.X", "type": "text", "text": "not an object"}],
        "statuses": [{"status": "read"}, "x"]}}]}]},
])  # a body that is not an object at all is a 400: tests/whatsapp/test_webhook_bad_input.py
def test_malformed_bodies_are_accepted_without_crashing(post, payload):
    assert post(payload).status_code == 200


@pytest.mark.django_db(transaction=True)  # commits for real: drains and receipts are sent after them
def test_a_batch_sends_one_drain_per_thread_and_one_read_receipt_per_sender(post, fake_graph):
    from unittest import mock

    other = "447400123456"
    payload = batch(body([text_message("wamid.M1", "one"), text_message("wamid.M2", "two", ts=1_790_000_002)]),
                    body([text_message("wamid.M3", "three", phone=other, ts=1_790_000_001)], phone=other))

    with mock.patch("memo.conversations.tasks.CeleryDispatcher.drain") as drain, \
            mock.patch("memo.conversations.channels.whatsapp.tasks.enqueue_mark_read") as mark_read:
        assert post(payload).status_code == 200

    assert drain.call_count == 2  # two threads, three messages
    assert sorted(c.args[0] for c in mark_read.call_args_list) == ["wamid.M2", "wamid.M3"]  # the latest of each
