"""Taking in one message from a channel (the WhatsApp webhook, the web chat): store it first, then decide.

In one transaction: find or create the user and thread (a new user is onboarded, and the welcome is
queued before anything else), store the message through `services.receive_message` (deduplicated by
its channel id; the per-thread drain starts after commit), then apply the channel rules, which only
ever change the stored message's status:

- over the per-user rate limit -> kept as "ignored", one polite notice a minute;
- a notice to send right away (voice with no transcription configured, a video) -> queued;
- nothing to process (no caption) -> kept as "done", answered by that notice only;
- media to understand first -> held until `media.prepare` has turned it into words;
- an earlier message of the thread still held -> held too, so arrival order is kept.

Because all of this commits together, the drain that runs after commit already sees the final status.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from datetime import datetime

from django.conf import settings
from django.db import connection, transaction
from django.utils import timezone

from memo.conversations import outbox, services, threadrows
from memo.conversations.channels.whatsapp import identity, media, onboarding, ratelimit
from memo.conversations.channels.whatsapp.texts import w
from memo.conversations.models import Message, Thread, User

logger = logging.getLogger(__name__)


@dataclass(frozen=True)
class Incoming:
    """One message as a channel hands it over."""

    phone: str  # "" for a WhatsApp user known only by business-scoped id (then `bsuid` is set)
    channel: str
    text: str
    bsuid: str = ""
    channel_message_id: str | None = None
    received_at: datetime | None = None
    reply_to: str = ""
    interactive_id: str = ""
    kind: str = "text"
    media_ref: str = ""
    name: str = ""
    notice: str = ""  # a channel text key (texts.py) to answer with at once
    process: bool = True  # False: nothing for a turn to do (the notice is the whole answer)
    prepare: bool = False  # media to download and understand before the turn


@dataclass(frozen=True)
class Accepted:
    message: Message
    thread: Thread
    outcome: str  # queued | held | preparing | answered | refused | duplicate
    new_user: bool = False


def ensure_thread(phone: str, channel: str, name: str = "", bsuid: str = "") -> tuple[Thread, bool]:
    """The user's thread on `channel`, and whether the user is new (services.get_thread's rules, plus
    telling a first contact apart so it can be onboarded). `bsuid`: WhatsApp's business-scoped user id,
    alone or next to the phone (see identity.py for how the two are matched)."""
    e164, key = identity.sender_keys(phone, bsuid) if bsuid else (services.normalise_phone(phone), "")
    # The common case, one query: someone who wrote before, on this channel, already known by these keys.
    thread = threadrows.find(channel, phone=e164) if e164 else threadrows.find(channel, bsuid=key)
    if thread is not None and (not key or thread.user.bsuid == key):
        return thread, False
    if key:
        user, created = identity.resolve_user(e164, key, name)
    else:
        user, created = User.objects.get_or_create(
            phone=e164, defaults={"timezone": settings.MEMO_DEFAULT_TIMEZONE, "name": name[:120]})
    thread, _ = Thread.objects.get_or_create(user=user, channel=channel)
    thread.user = user
    return thread, created


class BatchDispatcher:
    """Collects the drains a webhook body asks for and sends each thread's once, at the end.

    A batched body with three messages of one user would otherwise enqueue three drains of the same
    thread (the first does the work, the others find it busy). Stages and steps pass straight through.
    """

    def __init__(self) -> None:
        from memo.conversations.tasks import CeleryDispatcher

        self.celery = CeleryDispatcher()
        self.threads: list[int] = []
        self.flushed = False

    @property
    def splits_io(self) -> bool:
        return self.celery.splits_io

    def stage(self, turn_id: int, seq: int, name: str, io: bool = False) -> None:
        self.celery.stage(turn_id, seq, name, io=io)

    def steps(self, turn_id: int, seq: int, name: str, step_ids: list[str], io: bool = False) -> None:
        self.celery.steps(turn_id, seq, name, step_ids, io=io)

    def drain(self, thread_id: int) -> None:
        if self.flushed:  # a commit that came after the flush (an outer transaction): nothing to merge
            self.celery.drain(thread_id)
        elif thread_id not in self.threads:
            self.threads.append(thread_id)

    def flush(self) -> None:
        """Send the collected drains once the caller's transaction (if any) commits."""
        threads, self.threads, self.flushed = self.threads, [], True
        for thread_id in threads:
            transaction.on_commit(lambda t=thread_id: self.celery.drain(t))


def accept(item: Incoming, *, dispatcher: BatchDispatcher | None = None, mark_read: bool = True) -> Accepted:
    """Store and route one message. Raises services.InvalidPhone for a phone we cannot key a user by,
    identity.InvalidBsuid / identity.NoSender for a message with no usable sender.

    `dispatcher` (a BatchDispatcher) defers the drain to its flush; `mark_read=False` leaves the read
    receipt to the caller (one per sender and body: marking a message read marks the earlier ones too).
    """
    # No savepoint of its own inside the webhook's per-item transaction (inbound._isolated), which already
    # undoes this item alone on any error: two round trips less per message on the hot path.
    with transaction.atomic(savepoint=False):
        thread, new_user = ensure_thread(item.phone, item.channel, item.name, item.bsuid)
        user = thread.user
        if new_user:
            onboarding.onboard(user, thread, item.text)
        received = services.receive_message(
            thread, item.text, channel_message_id=item.channel_message_id, received_at=item.received_at,
            reply_to=item.reply_to, interactive_id=item.interactive_id, kind=item.kind, media_ref=item.media_ref,
            dispatcher=dispatcher)
        message = received.message
        if not received.created:
            return Accepted(message, thread, "duplicate")
        outcome = _route(item, message, thread, user)
    if mark_read and item.channel == Thread.Channel.WHATSAPP and item.channel_message_id and outcome != "refused":
        after_commit_mark_read(item.channel_message_id)
    return Accepted(message, thread, outcome, new_user=new_user)


def _route(item: Incoming, message: Message, thread: Thread, user: User) -> str:
    from memo.conversations.pipeline.stages.context import detect_language

    language = detect_language(item.text, user.language)
    over_limit, held_before = _thread_state(thread.pk, message.pk)
    if over_limit:
        ratelimit.refuse(message, thread, language)
        return "refused"
    if item.notice:
        outbox.queue(thread.pk, f"notice:{message.channel_message_id}", w(item.notice, language), kind="reply",
                     channel=thread.channel)
    if not item.process:
        Message.objects.filter(pk=message.pk).update(status=Message.Status.DONE)
        return "answered"
    if item.prepare:
        media.hold(message)
        from memo.conversations.channels.whatsapp import tasks

        transaction.on_commit(lambda: tasks.enqueue_prepare(message.pk))
        return "preparing"
    if held_before and media.hold_if_waiting(message):
        return "held"
    return "queued"


def _thread_state(thread_id: int, message_id: int) -> tuple[bool, bool]:
    """(over the rate limit, an earlier message of the thread is held), in one round trip.

    The webhook's hot path (target p99 <= 50 ms): the same questions as `ratelimit.over_limit` and
    `media.hold_if_waiting`, asked in one statement instead of two ORM queries.
    """
    limit = max(settings.INBOUND_RATE_LIMIT_PER_MINUTE, 0)
    table = Message._meta.db_table
    since = timezone.now() - ratelimit.WINDOW
    with connection.cursor() as cursor:
        cursor.execute(
            f"""SELECT (SELECT count(*) FROM (SELECT created_at FROM {table} WHERE thread_id = %s AND direction = %s
                                              ORDER BY id DESC LIMIT %s) recent WHERE created_at >= %s),
                       EXISTS (SELECT 1 FROM {table} WHERE thread_id = %s AND direction = %s AND status = %s
                               AND turn_id IS NULL AND id <> %s)""",
            [thread_id, Message.Direction.INBOUND, limit + 1 if limit else 0, since,
             thread_id, Message.Direction.INBOUND, Message.Status.PROCESSING, message_id])
        recent, held = cursor.fetchone()
    return bool(limit) and recent > limit, bool(held)


def after_commit_mark_read(wamid: str) -> None:
    from memo.integrations import whatsapp

    if whatsapp.is_configured():
        from memo.conversations.channels.whatsapp import tasks

        transaction.on_commit(lambda: tasks.enqueue_mark_read(wamid))
