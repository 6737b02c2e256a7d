"""Per-user inbound rate limit (per user and channel): one user cannot run up LLM costs by flooding Memo.

Checked after the message is stored (it is kept, with status "ignored", so nothing is lost and the
admin shows it): if the user already sent INBOUND_RATE_LIMIT_PER_MINUTE messages in the last 60 s, this
one is not processed, and the user gets one polite notice per minute. The check reads only the
user's last N+1 message times (newest first), so it costs the same for a user with a long history.
"""

from __future__ import annotations

import logging
from datetime import datetime, timedelta

from django.conf import settings
from django.utils import timezone

from memo.conversations import outbox
from memo.conversations.channels.whatsapp.texts import w
from memo.conversations.models import Message, Thread

logger = logging.getLogger(__name__)
WINDOW = timedelta(seconds=60)


def over_limit(thread_id: int, now: datetime | None = None) -> bool:
    """True when the thread's last N+1 inbound messages (this one included) all arrived within a minute.

    Per thread, i.e. per user and channel: a user's WhatsApp messages are one thread, and the query
    stays on the thread's index however many messages the whole table holds.
    """
    limit = settings.INBOUND_RATE_LIMIT_PER_MINUTE
    if limit <= 0:
        return False
    now = now or timezone.now()
    times = list(Message.objects.filter(thread_id=thread_id, direction=Message.Direction.INBOUND)
                 .order_by("-id").values_list("created_at", flat=True)[:limit + 1])
    return len(times) > limit and times[-1] >= now - WINDOW


def refuse(message: Message, thread: Thread, language: str, now: datetime | None = None) -> None:
    """Keep the message unprocessed and tell the user, at most once a minute."""
    now = now or timezone.now()
    Message.objects.filter(pk=message.pk).update(status=Message.Status.IGNORED)
    minute = int(now.timestamp() // 60)
    outbox.queue(thread.pk, f"ratelimit:{thread.user_id}:{minute}", w("rate_limited", language), kind="notice",
                 channel=thread.channel)
    logger.warning("INBOUND_RATE_LIMITED user=%s message=%s", thread.user_id, message.pk)
