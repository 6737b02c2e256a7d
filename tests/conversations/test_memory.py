"""Conversation memory: the recent-messages window and the latest-actions FIFO (seed 000)."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.utils import timezone

from memo.conversations import memory, services
from memo.conversations.models import LatestAction, Message

pytestmark = pytest.mark.django_db


@pytest.fixture
def thread():
    return services.get_thread("+972508880000", "console")


def _say(thread, text, at):
    return Message.objects.create(thread=thread, channel_message_id=f"m{Message.objects.count()}", text=text,
                                  received_at=at)


def test_recent_messages_keep_the_12_hour_session_only(thread):
    now = timezone.now()
    _say(thread, "from yesterday", now - timedelta(hours=13))
    _say(thread, "from this morning", now - timedelta(hours=2))
    texts = [m["text"] for m in memory.recent_messages(thread.pk, now=now)]
    assert texts == ["from this morning"]


def test_recent_messages_keep_the_newest_ten_within_about_500_tokens(thread):
    now = timezone.now()
    for i in range(15):
        _say(thread, f"message {i}", now - timedelta(minutes=15 - i))
    texts = [m["text"] for m in memory.recent_messages(thread.pk, now=now)]
    assert texts == [f"message {i}" for i in range(5, 15)]
    for i in range(5):
        _say(thread, "long " * 100, now - timedelta(seconds=5 - i))
    kept = memory.recent_messages(thread.pk, now=now)
    assert sum(len(m["text"]) for m in kept) <= memory.TOKEN_BUDGET * memory.CHARS_PER_TOKEN + 500
    assert kept[-1]["text"].startswith("long")  # the newest survive


def test_latest_actions_are_a_fifo_of_ten_read_newest_first(thread):
    now = timezone.now()
    for i in range(12):
        memory.remember_action(thread.user_id, capability="database", action="create", summary=f"task {i}",
                               when=None, external_ids=[f"task:{i}"], at=now + timedelta(seconds=i))
    assert LatestAction.objects.filter(user_id=thread.user_id).count() == LatestAction.MAX_PER_USER
    assert [a["summary"] for a in memory.latest_actions(thread.user_id)] == ["task 11", "task 10", "task 9"]


def test_a_turn_reads_the_same_memory_in_one_statement(thread, django_assert_num_queries):
    """What the start of a turn reads (recent messages both ways, the image among the last messages, the last
    three actions) in one statement equals what the separate reads give."""
    from memo.conversations.models import OutboundMessage

    now = timezone.now()
    for i in range(13):
        _say(thread, f"message {i}", now - timedelta(minutes=30 - i))
    _say(thread, "a photo\n[image: a shopping list: eggs, flour]", now - timedelta(minutes=5))
    current = _say(thread, "add these to my list", now - timedelta(seconds=1))
    _say(thread, "a later message", now)  # after the turn's message: never part of its memory
    for i in range(3):
        sent = OutboundMessage.objects.create(thread=thread, idempotency_key=f"k{i}", text=f"reply {i}")
        OutboundMessage.objects.filter(pk=sent.pk).update(created_at=now - timedelta(minutes=20 - i))
    for i in range(5):
        memory.remember_action(thread.user_id, capability="database", action="create", summary=f"task {i}",
                               when=now if i % 2 else None, external_ids=[f"task:{i}"], at=now + timedelta(seconds=i))
    with django_assert_num_queries(1):
        recent, image, actions = memory.for_turn(thread.pk, current.pk, thread.user_id, now=now)
    assert (recent, image) == memory.turn_context(thread.pk, current.pk, now=now)
    assert image == "a shopping list: eggs, flour"
    assert any(m["role"] == "assistant" for m in recent) and recent[-1]["text"].startswith("a photo")
    assert actions == memory.latest_actions(thread.user_id, limit=3)
    assert [a["summary"] for a in actions] == ["task 4", "task 3", "task 2"]
    assert actions[0]["externalIds"] == ["task:4"]
    assert memory.for_turn(thread.pk, current.pk, thread.user_id, now=now, with_recent=False)[:2] == ([], image)
