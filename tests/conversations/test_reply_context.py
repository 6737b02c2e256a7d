"""Replies to earlier messages: numbered lists, quoted context, and replies that point nowhere."""

from __future__ import annotations

import pytest

from memo.conversations import services
from memo.conversations.models import Message, OutboundMessage, Turn
from memo.conversations.pipeline.stages.context import detect_language, resolve_list_reference
from memo.reminders.models import Task

pytestmark = pytest.mark.worker

LISTING = "Your tasks:\n*Today*\n1. email the landlord — tomorrow at 10:00\n2. email the accountant — tomorrow at 12:00"


@pytest.mark.parametrize(("reply", "expected"), [
    ("delete 2", "delete email the accountant"),
    ("delete the second one", "delete email the accountant"),
    ("תמחק את השני", "תמחק email the accountant"),
    ("delete the last one", "delete email the accountant"),
    ("done with number 1", "done with email the landlord"),
])
def test_reference_to_a_numbered_list_becomes_the_item(reply, expected):
    assert resolve_list_reference(reply, LISTING) == expected


@pytest.mark.parametrize("reply", ["delete 7", "move it to 5:30", "call mom"])
def test_no_item_means_no_rewrite(reply):
    assert resolve_list_reference(reply, LISTING) is None


def test_not_a_numbered_list_means_no_rewrite():
    assert resolve_list_reference("delete 2", "Reminder set: call mom — tomorrow at 09:00") is None


@pytest.mark.parametrize(("text", "language"), [("привет, напомни мне", "en"), ("مرحبا", "en"), ("שלום", "he"),
                                                 ("hello", "en"), ("👍", "he")])
def test_a_third_language_is_answered_in_english(text, language):
    assert detect_language(text, "he") == language


def _reply_in_thread(conversation, text: str, reply_to: str):
    services.receive_message(conversation.thread, text, received_at=conversation.clock, reply_to=reply_to)
    conversation.wait_idle()
    return Turn.objects.order_by("-id").first()


def test_replying_delete_2_to_the_task_list_deletes_that_task(chat):
    c = chat()
    c.line("remind me tomorrow at 10 to email the landlord")
    c.line("remind me tomorrow at 12 to email the accountant")
    c.line("what are my tasks?")
    listing = OutboundMessage.objects.order_by("-id").first()
    assert "1. email the landlord" in listing.text and listing.channel_message_id
    turn = _reply_in_thread(c, "delete 2", listing.channel_message_id)
    assert turn.state["executionResults"]["s1"]["operation"] == "delete"
    assert list(Task.objects.values_list("text", flat=True)) == ["email the landlord"]


def test_reply_to_a_message_that_no_longer_exists_is_handled_as_a_plain_message(chat):
    c = chat()
    turn = _reply_in_thread(c, "what can you do?", "wamid.GONE")
    assert turn.status == "completed" and turn.state["input"]["replyContext"] == ""


def test_reply_to_another_users_message_is_not_used(chat):
    other = chat(phone="+972509990000")
    other.line("remind me tomorrow at 10 to see the secret doctor")
    other.line("what are my tasks?")
    theirs = OutboundMessage.objects.filter(thread=other.thread).order_by("-id").first()
    me = chat()
    turn = _reply_in_thread(me, "delete 1", theirs.channel_message_id)
    assert turn.state["input"]["replyContext"] == ""
    assert Task.objects.filter(user=other.thread.user).count() == 1
    assert "secret doctor" not in " ".join(Message.objects.filter(thread=me.thread).values_list("text", flat=True))


def test_an_analysed_image_stays_context_for_the_next_three_messages(chat):
    from memo.conversations import memory

    c = chat()
    c.line("thanks")
    Message.objects.create(thread=c.thread, channel_message_id="img-1", kind="image", status=Message.Status.DONE,
                           text="my shopping list\n[image: a note listing milk, eggs and flour]")
    for n, text in enumerate(["help", "thanks!", "what are my tasks?", "hi"], 1):
        services.receive_message(c.thread, text, received_at=c.clock)
        c.wait_idle()
        turn = Turn.objects.order_by("-id").first()
        expected = "a note listing milk, eggs and flour" if n <= memory.IMAGE_CONTEXT_MESSAGES else ""
        assert turn.state["input"]["imageContext"] == expected, n
