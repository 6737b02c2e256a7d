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
