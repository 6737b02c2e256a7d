"""Webhook to reply through the real pipeline: the real Celery worker, the real client, the fake Graph API."""

from __future__ import annotations

import time

import pytest

from memo.conversations.models import Message, OutboundMessage, PendingHITL, Turn
from memo.reminders.models import Task
from tests.whatsapp.conftest import USER, body, status, text_message, wait_for

pytestmark = pytest.mark.worker


def now_ts() -> int:
    return int(time.time())


def test_a_text_message_is_answered_on_whatsapp_with_read_receipt_and_typing(worker, fake_graph, post):
    response = post(body([text_message("wamid.E1", "remind me tomorrow at 9 to call mom", ts=now_ts())]))
    assert response.status_code == 200

    reply = wait_for(lambda: next((t for t in fake_graph.texts() if "call mom" in t), None), what="the reply")
    assert "Reminder set" in reply
    assert Task.objects.filter(text__icontains="call mom").count() == 1
    assert {"messaging_product": "whatsapp", "status": "read", "message_id": "wamid.E1",
            "typing_indicator": {"type": "text"}} in fake_graph.reads
    assert all(body["to"] == USER for body in fake_graph.sent)
    assert fake_graph.texts()[0].startswith("👋")  # a first-time user: the welcome comes first

    row = wait_for(lambda: OutboundMessage.objects.filter(turn__isnull=False, status="sent").first(),
                   what="the sent outbox row")
    post(body(statuses=[status(row.channel_message_id, "delivered")]))
    row.refresh_from_db()
    assert row.status == OutboundMessage.Status.DELIVERED


def test_a_question_goes_as_buttons_and_a_tapped_button_answers_it(worker, fake_graph, post):
    post(body([text_message("wamid.Q1", "delete all my tasks", ts=now_ts())]))
    question = wait_for(lambda: next((b for b in fake_graph.sent if b.get("type") == "interactive"), None),
                        what="the approval question")
    buttons = question["interactive"]["action"]["buttons"]
    scope = PendingHITL.objects.get().hitl_id.hex[:12]
    assert [b["reply"]["id"] for b in buttons] == [f"q:{scope}:yes", f"q:{scope}:no"]  # the question's own

    tap = {"from": USER, "id": "wamid.Q2", "timestamp": str(now_ts()), "type": "interactive",
           "context": {"from": "15550001111", "id": "wamid.FAKE0002"},
           "interactive": {"type": "button_reply", "button_reply": {"id": buttons[1]["reply"]["id"],
                                                                    "title": buttons[1]["reply"]["title"]}}}
    post(body([tap]))

    wait_for(lambda: any("won't do it" in t for t in fake_graph.texts()), what="the declined answer")
    assert PendingHITL.objects.get().status == PendingHITL.Status.ANSWERED


def test_a_voice_note_is_transcribed_and_handled_like_text(worker, fake_graph, fake_ai, post):
    fake_graph.add_media("555", b"OggS-voice-bytes", "audio/ogg; codecs=opus")
    fake_ai.transcripts.append("remind me tomorrow at 9 to call mom")
    voice = {"from": USER, "id": "wamid.V1", "timestamp": str(now_ts()), "type": "audio",
             "audio": {"mime_type": "audio/ogg; codecs=opus", "sha256": "x", "id": "555", "voice": True}}

    assert post(body([voice])).status_code == 200

    wait_for(lambda: any("call mom" in t for t in fake_graph.texts()), what="the reply to the voice note")
    message = Message.objects.get(channel_message_id="wamid.V1")
    assert (message.kind, message.text, message.media_ref) == ("audio", "remind me tomorrow at 9 to call mom",
                                                               "whatsapp:555")
    assert fake_ai.transcription_requests[0]["model"] == "gpt-4o-mini-transcribe"
    assert fake_ai.transcription_requests[0]["file"]["size"] == len(b"OggS-voice-bytes")
    assert Task.objects.filter(text__icontains="call mom").exists()


def test_a_voice_note_without_openai_is_stored_and_answered_that_voice_needs_it(worker, fake_graph, post):
    voice = {"from": USER, "id": "wamid.V2", "timestamp": str(now_ts()), "type": "audio",
             "audio": {"mime_type": "audio/ogg; codecs=opus", "sha256": "x", "id": "556", "voice": True}}

    post(body([voice]))

    # A new Israeli number that sent no words: Memo answers in Hebrew ("I can't listen to voice messages yet").
    wait_for(lambda: any("להאזין להודעות קוליות" in t for t in fake_graph.texts()), what="the answer")
    message = Message.objects.get(channel_message_id="wamid.V2")
    assert (message.status, message.kind, message.media_ref) == (Message.Status.DONE, "audio", "whatsapp:556")
    assert fake_graph.downloads == []


def test_an_image_is_analysed_and_the_analysis_kept_as_image_context(worker, fake_graph, fake_ai, post):
    fake_graph.add_media("777", b"\xff\xd8\xff-jpeg", "image/jpeg")
    fake_ai.completions.append({"description": "A wedding invitation: Dana & Yoav, 5 December at 19:30, Tel Aviv.",
                                "text": "Dana & Yoav 5.12 19:30"})
    image = {"from": USER, "id": "wamid.P1", "timestamp": str(now_ts()), "type": "image",
             "image": {"caption": "what's this?", "mime_type": "image/jpeg", "sha256": "x", "id": "777"}}

    post(body([image]))

    message = wait_for(lambda: Message.objects.filter(channel_message_id="wamid.P1", turn__isnull=False).first(),
                       what="the image's turn")
    assert message.text.startswith("what's this?\n[image: A wedding invitation: Dana & Yoav, 5 December at 19:30")
    assert "Text in the image: Dana & Yoav 5.12 19:30]" in message.text
    vision = fake_ai.chat_requests[0]
    assert vision["model"] == "gpt-4o"
    assert vision["messages"][1]["content"][1]["image_url"]["url"].startswith("data:image/jpeg;base64,")
    wait_for(lambda: Turn.objects.filter(pk=message.turn_id, status__in=["completed", "paused"]).exists(),
             what="the turn to answer")


def test_messages_behind_a_voice_note_wait_for_it_and_keep_their_order(worker, fake_graph, fake_ai, post):
    fake_graph.add_media("558", b"OggS", "audio/ogg")
    fake_ai.transcripts.append("remind me tomorrow at 9 to call mom")
    ts = now_ts()
    voice = {"from": USER, "id": "wamid.O1", "timestamp": str(ts), "type": "audio",
             "audio": {"mime_type": "audio/ogg", "sha256": "x", "id": "558", "voice": True}}

    post(body([voice, text_message("wamid.O2", "what are my tasks?", ts=ts + 1)]))

    turns = wait_for(lambda: list(Turn.objects.filter(status="completed").order_by("id")
                                  .values_list("inbound_message__channel_message_id", flat=True))
                     if Turn.objects.filter(status="completed").count() == 2 else None, what="both turns")
    assert turns == ["wamid.O1", "wamid.O2"]


def test_a_voice_note_that_cannot_be_downloaded_is_answered_and_frees_the_thread(worker, fake_graph, fake_ai, post):
    ts = now_ts()
    voice = {"from": USER, "id": "wamid.F1", "timestamp": str(ts), "type": "audio",
             "audio": {"mime_type": "audio/ogg", "sha256": "x", "id": "gone", "voice": True}}

    post(body([voice, text_message("wamid.F2", "what are my tasks?", ts=ts + 1)]))

    wait_for(lambda: any("לא הצלחתי להבין את ההודעה הקולית" in t for t in fake_graph.texts()), what="the apology")
    wait_for(lambda: Message.objects.filter(channel_message_id="wamid.F2", turn__status="completed").exists(),
             what="the next message's turn")
    assert Message.objects.get(channel_message_id="wamid.F1").status == Message.Status.DONE


def test_a_bad_message_in_the_middle_of_a_body_does_not_keep_the_others_from_being_answered(worker, fake_graph, post):
    ts = now_ts()
    payload = body([text_message("wamid.N1", "remind me tomorrow at 9 to call mom", ts=ts),
                    text_message("wamid.N2\u0000", "hello", ts=ts + 1),  # refused: a NUL in its id
                    text_message("wamid.N3", "what are my tasks?\u0000\ud800", ts=ts + 2)])  # cleaned, answered

    assert post(payload).status_code == 200

    turns = wait_for(lambda: list(Turn.objects.filter(status="completed").order_by("id")
                                  .values_list("inbound_message__channel_message_id", "id"))
                     if Turn.objects.filter(status="completed").count() == 2 else None, what="both turns")
    assert [wamid for wamid, _ in turns] == ["wamid.N1", "wamid.N3"]
    for _, turn_id in turns:
        wait_for(lambda t=turn_id: OutboundMessage.objects.filter(turn_id=t, status="sent").exists(),
                 what=f"the reply of turn {turn_id}")
    assert any("call mom" in t for t in fake_graph.texts())
    assert Message.objects.get(channel_message_id="wamid.N3").text == "what are my tasks?\ufffd"
    assert not Message.objects.filter(channel_message_id__startswith="wamid.N2").exists()
