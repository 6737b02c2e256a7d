"""Per-user inbound rate limit: over the limit, messages are kept but not processed, with one polite notice."""

from __future__ import annotations

import pytest

from memo.conversations.models import Message, OutboundMessage
from tests.whatsapp.conftest import USER, body, text_message

pytestmark = pytest.mark.django_db


def test_messages_over_the_limit_are_kept_unprocessed_and_the_user_is_told_once(post, settings):
    settings.INBOUND_RATE_LIMIT_PER_MINUTE = 3
    for n in range(6):
        post(body([text_message(f"wamid.RL{n}", f"message {n}", ts=1_790_000_000 + n)]))

    statuses = list(Message.objects.order_by("id").values_list("status", flat=True))
    assert statuses == [Message.Status.QUEUED] * 3 + [Message.Status.IGNORED] * 3
    notices = OutboundMessage.objects.filter(idempotency_key__startswith="ratelimit:")
    assert notices.count() == 1
    assert "faster than I can keep up" in notices.get().text


def test_the_limit_is_per_user(post, settings):
    settings.INBOUND_RATE_LIMIT_PER_MINUTE = 2
    for n in range(2):
        post(body([text_message(f"wamid.A{n}", "hi", ts=1_790_000_000 + n)]))
    post(body([text_message("wamid.OTHER", "hi", phone="447911123456")], phone="447911123456"))

    assert Message.objects.get(channel_message_id="wamid.OTHER").status == Message.Status.QUEUED
    assert not Message.objects.filter(status=Message.Status.IGNORED).exists()


def test_the_notice_is_in_the_users_language(post, settings):
    settings.INBOUND_RATE_LIMIT_PER_MINUTE = 1
    post(body([text_message("wamid.H1", "שלום")]))
    post(body([text_message("wamid.H2", "תזכיר לי מחר", ts=1_790_000_001)]))

    notice = OutboundMessage.objects.get(idempotency_key__startswith="ratelimit:")
    assert "מהר" in notice.text
    assert Message.objects.get(channel_message_id="wamid.H2").thread.user.phone == "+" + USER


def test_zero_turns_the_limit_off(post, settings):
    settings.INBOUND_RATE_LIMIT_PER_MINUTE = 0
    for n in range(5):
        post(body([text_message(f"wamid.Z{n}", "hi", ts=1_790_000_000 + n)]))

    assert not Message.objects.filter(status=Message.Status.IGNORED).exists()
