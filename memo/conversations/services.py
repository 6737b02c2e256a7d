"""Conversation workflows: take in a message, process a thread's messages in order, recover stalls.

Views, Celery tasks and commands call these functions and nothing else. The order guarantee: a
message is stored first (so nothing is lost), then `drain_thread` takes a thread's queued messages one
at a time, under a lease on the Thread row, so one thread never runs two turns at once while other
threads run in parallel. A lease that expires (dead worker) is taken over by the recovery sweep.
"""

from __future__ import annotations

import logging
import uuid
from dataclasses import dataclass
from datetime import datetime, timedelta

import phonenumbers
from django.conf import settings
from django.db import IntegrityError, OperationalError, connection, transaction
from django.db.models import Q
from django.utils import timezone
from psycopg.errors import LockNotAvailable

from memo.conversations import hitl, threadrows
from memo.conversations.hitl_replies import looks_like_answer
from memo.conversations.models import Message, PendingHITL, Thread, Turn, User
from memo.conversations.pipeline import graph
from memo.conversations.pipeline.runner import Dispatcher
from memo.conversations.texts import t
from memo.google import services as google_services
from memo.planning.state import ResumeInput, TurnInput, TurnState, UserContext

logger = logging.getLogger(__name__)
# How long a drain waits for a thread row another transaction holds. Holders are short (no outside call is made
# in a transaction), so this is only reached when something is wrong; the drain is then enqueued again.
THREAD_LOCK_WAIT_MS = 3000


class InvalidPhone(ValueError):
    """Not a phone number we can key a user by."""


def normalise_phone(raw: str) -> str:
    """E.164 ("+972501234567"). WhatsApp sends digits without '+', so that is accepted too."""
    text = raw.strip()
    if not text.startswith("+"):
        text = "+" + text.lstrip("0") if text.isdigit() else text
    try:
        number = phonenumbers.parse(text, None)
    except phonenumbers.NumberParseException as exc:
        raise InvalidPhone(f"not a phone number: {raw!r}") from exc
    if not phonenumbers.is_possible_number(number):
        raise InvalidPhone(f"not a possible phone number: {raw!r}")
    return phonenumbers.format_number(number, phonenumbers.PhoneNumberFormat.E164)


@dataclass(frozen=True)
class Received:
    message: Message
    created: bool  # False: a redelivery of a message we already have (deduped)


def get_thread(phone: str, channel: str = Thread.Channel.WHATSAPP, *, timezone_name: str | None = None,
               name: str = "") -> Thread:
    e164 = normalise_phone(phone)
    user, _ = User.objects.get_or_create(phone=e164, defaults={
        "timezone": timezone_name or settings.MEMO_DEFAULT_TIMEZONE, "name": name[:120]})
    thread, _ = Thread.objects.get_or_create(user=user, channel=channel)
    return thread


def receive_message(thread: Thread, text: str, *, channel_message_id: str | None = None,
                    received_at: datetime | None = None, reply_to: str = "", interactive_id: str = "",
                    kind: str = "text", media_ref: str = "", dispatcher: Dispatcher | None = None) -> Received:
    """Store an inbound message (always first), then start its thread's drain after commit."""
    received_at = received_at or timezone.now()
    key = channel_message_id or f"{thread.channel}:{uuid.uuid4().hex}"
    try:
        with transaction.atomic():
            message = Message.objects.create(
                thread=thread, channel_message_id=key, text=text or "", received_at=received_at,
                reply_to_channel_id=reply_to or "", interactive_id=interactive_id or "", kind=kind,
                media_ref=media_ref)
            User.objects.filter(pk=thread.user_id).update(last_inbound_at=received_at)
    except IntegrityError:
        logger.info("duplicate delivery of %s ignored", key)
        return Received(Message.objects.get(channel_message_id=key), created=False)
    dispatcher = dispatcher or _celery()
    transaction.on_commit(lambda: dispatcher.drain(thread.pk))
    return Received(message, created=True)


def _celery() -> Dispatcher:
    from memo.conversations.tasks import CeleryDispatcher

    return CeleryDispatcher()


def _lease_until() -> datetime:
    return timezone.now() + timedelta(seconds=settings.PIPELINE_LEASE_SECONDS)


def drain_thread(thread_id: int, dispatcher: Dispatcher) -> str:
    """Start work on the thread's oldest queued message if the thread is free. Returns what it did."""
    try:
        with transaction.atomic():
            thread = _locked_thread(thread_id)
            return "gone" if thread is None else _drain_locked(thread, dispatcher)
    except OperationalError as exc:
        if not isinstance(exc.__cause__, LockNotAvailable):
            raise
        # A transaction kept the thread longer than any of ours should: try again from the queue, never drop it.
        logger.warning("DRAIN_LOCK_TIMEOUT thread=%s; the drain is enqueued again", thread_id)
        dispatcher.drain(thread_id)
        return "locked"


def _locked_thread(thread_id: int) -> Thread | None:
    """The thread row, locked for this transaction, waiting up to THREAD_LOCK_WAIT for another holder.

    Waiting, not skipping: every holder of the lock (a webhook storing a message, a media release, a turn
    finishing, a reply being stored) is a short transaction, and one with nothing to drain itself would
    otherwise leave a message committed meanwhile queued with no drain coming for it.
    """
    with connection.cursor() as cursor:
        cursor.execute(f"SET LOCAL lock_timeout = '{THREAD_LOCK_WAIT_MS}ms'")
        thread = threadrows.lock(thread_id)
        cursor.execute("SET LOCAL lock_timeout TO DEFAULT")
    return thread


def _drain_locked(thread: Thread, dispatcher: Dispatcher) -> str:
    if thread.active_turn_id and thread.lease_expires_at and thread.lease_expires_at > timezone.now():
        return "busy"
    if thread.active_turn_id:
        return _take_over(thread, dispatcher)
    message = threadrows.lock_next_message(thread.pk)
    if message is None:
        return "idle"
    return _dispatch_message(thread, message, dispatcher)


def _dispatch_message(thread: Thread, message: Message, dispatcher: Dispatcher) -> str:
    pending = hitl.pending_for(thread)
    if pending is not None and hitl.is_expired(pending, message.received_at):
        late_answer = looks_like_answer(message.text) or bool(message.interactive_id)
        hitl.close(pending, PendingHITL.Status.EXPIRED, reason="ttl (on next message)", notify=True,
                   language=thread.user.language)
        if late_answer:
            # An answer to the expired question, not a new request: it belongs to the expired turn.
            Message.objects.filter(pk=message.pk).update(status=Message.Status.DONE, turn=pending.turn)
            transaction.on_commit(lambda: dispatcher.drain(thread.pk))
            return "expired"
        pending = None
    if pending is not None:
        reply = hitl.parse(pending, message.text, message.interactive_id, message.reply_to_channel_id)
        if not reply.valid and is_new_request(message.text, thread.user):
            hitl.close(pending, PendingHITL.Status.CANCELLED, reason="new request", notify=False,
                       language=thread.user.language, turn_status=Turn.Status.CANCELLED)
            logger.info("HITL_CANCELLED_BY_NEW_REQUEST hitl=%s", pending.hitl_id)
        else:
            return _resume(thread, pending, message, dispatcher)
    return _start_turn(thread, message, dispatcher)


def is_new_request(text: str, user: User) -> bool:
    """A reply that is clearly a request of its own (a confident plan), not an answer to the question.

    Read by the local planners only: this runs in the drain's transaction, which must not wait on the LLM. A
    request only the LLM could read is handled as a reply to the question."""
    from memo.conversations.pipeline.stages.planning import run_planners

    state = TurnState(traceId="probe", threadId=user.key, now=timezone.now().isoformat(),
                      input=TurnInput(message=text, enhancedMessage=text),
                      user=UserContext(userId=user.pk, phone=user.phone, timezone=user.timezone,
                                       language=user.language))
    output, _ = run_planners(state, local_only=True)
    return bool(output.plan) and not output.missingFields and output.confidence >= 0.7


def user_context(user: User) -> UserContext:
    """What the pipeline knows of the user for this turn (read once, when the turn starts)."""
    return UserContext(userId=user.pk, phone=user.phone, name=user.name, timezone=user.timezone,
                       language=user.language,  # type: ignore[arg-type]
                       # From the user's Google account: connected, and the scope granted.
                       capabilities=google_services.capabilities_for(user.pk))


def _claim(thread: Thread, turn: Turn) -> None:
    threadrows.claim(thread.pk, turn.pk, _lease_until())


def _start_turn(thread: Thread, message: Message, dispatcher: Dispatcher) -> str:
    user = thread.user
    state = TurnState(
        traceId=message.channel_message_id if thread.channel == Thread.Channel.WHATSAPP else uuid.uuid4().hex,
        threadId=user.key, now=message.received_at.isoformat(),  # the phone, or "bsuid:<id>" without one
        input=TurnInput(message=message.text, messageId=message.pk, channelMessageId=message.channel_message_id,
                        replyToId=message.reply_to_channel_id, interactiveId=message.interactive_id,
                        kind=message.kind),
        user=user_context(user),
        snapshotNext=True,
    )
    # state.turnId is filled in when the first stage loads the state (the id exists only after this insert).
    turn = Turn.objects.create(trace_id=state.traceId, thread=thread, inbound_message=message,
                               current_stage=graph.START, state=state.dump())
    threadrows.start_message(message.pk, turn.pk)
    _claim(thread, turn)
    transaction.on_commit(lambda: dispatcher.stage(turn.pk, 0, graph.START))
    return "started"


def _resume(thread: Thread, pending: PendingHITL, message: Message, dispatcher: Dispatcher) -> str:
    """Continue the paused turn at hitl_gate with the reply; same turn, same trace id (seed 004)."""
    turn = Turn.objects.select_for_update().get(pk=pending.turn_id)
    state = TurnState.model_validate(turn.state)
    state.resumeInput = ResumeInput(text=message.text, interactiveId=message.interactive_id,
                                    replyToId=message.reply_to_channel_id,
                                    messageId=message.pk, receivedAt=message.received_at.isoformat())
    state.snapshotNext = True
    seq = turn.stage_seq + 1
    Turn.objects.filter(pk=turn.pk).update(status=Turn.Status.RUNNING, current_stage="hitl_gate", stage_seq=seq,
                                           state=state.dump(), updated_at=timezone.now())
    threadrows.start_message(message.pk, turn.pk)
    _claim(thread, turn)
    transaction.on_commit(lambda: dispatcher.stage(turn.pk, seq, "hitl_gate"))
    return "resumed"


def _take_over(thread: Thread, dispatcher: Dispatcher) -> str:
    """The lease of a running turn expired: its worker died. Re-run its current stage."""
    turn = Turn.objects.filter(pk=thread.active_turn_id).first()
    if turn is None or turn.status != Turn.Status.RUNNING or not turn.current_stage:
        Thread.objects.filter(pk=thread.pk).update(active_turn=None, lease_expires_at=None)
        transaction.on_commit(lambda: dispatcher.drain(thread.pk))
        return "released"
    Thread.objects.filter(pk=thread.pk).update(lease_expires_at=_lease_until())
    seq, stage = turn.stage_seq, turn.current_stage
    logger.warning("TURN_TAKEN_OVER trace=%s stage=%s seq=%s", turn.trace_id, stage, seq)
    state = TurnState.model_validate(turn.state) if turn.state else None
    if state is not None:
        state.snapshotNext = True
        Turn.objects.filter(pk=turn.pk).update(state=state.dump())
    if state is not None and state.fanout is not None:
        pending_steps = [s for s in state.fanout.level if s not in state.fanout.done]
        transaction.on_commit(lambda: dispatcher.steps(turn.pk, seq, stage, pending_steps))
    else:
        transaction.on_commit(lambda: dispatcher.stage(turn.pk, seq, stage))
    return "taken_over"


def recover(now: datetime | None = None, dispatcher: Dispatcher | None = None) -> dict[str, int]:
    """The recovery sweep: stalled turns resumed, forgotten queues drained, lost deliveries re-sent."""
    from memo.conversations import outbox

    now = now or timezone.now()
    dispatcher = dispatcher or _celery()
    stale_cutoff = timezone.now() - timedelta(seconds=_redispatch_after(dispatcher))
    stalled = list(Thread.objects.filter(active_turn__isnull=False, lease_expires_at__lt=timezone.now())
                   .values_list("pk", flat=True)[:500])
    waiting = list(Message.objects.filter(status=Message.Status.QUEUED, created_at__lt=stale_cutoff)
                   .filter(Q(thread__active_turn__isnull=True) | Q(thread__lease_expires_at__lt=timezone.now()))
                   .values_list("thread_id", flat=True).distinct()[:500])
    for thread_id in {*stalled, *waiting}:
        dispatcher.drain(thread_id)
    from memo.conversations.channels.whatsapp import media

    return {"stalled": len(stalled), "waiting": len(set(waiting) - set(stalled)),
            "redelivered": outbox.redeliver_pending(_redispatch_after(dispatcher, io=True)),
            "media": media.recover_stuck()}


def _redispatch_after(dispatcher: Dispatcher, io: bool = False) -> int:
    """How long a stored message may wait for its drain before the sweep sends the drain again (`io`: a
    reply for its delivery, on the I/O queue).

    Briefly when the broker's queue is empty: the drain was lost (a broker restart, an enqueue that
    failed). Under a burst, though, a message's drain waits its turn in that queue, and re-sending it
    every sweep would put hundreds of duplicate drains behind it, each taking a worker's time and
    pushing every real turn further back. So while the queue holds work (or the broker cannot say),
    only a message older than the queued lease is re-sent."""
    backlog = getattr(dispatcher, "backlog", None)
    queued = backlog(io=io) if callable(backlog) else 0
    if queued == 0:
        return settings.PIPELINE_REDISPATCH_SECONDS
    return max(settings.PIPELINE_REDISPATCH_SECONDS, settings.PIPELINE_QUEUED_LEASE_SECONDS)


def staff_close(pending_ids: list[int], status: str, staff_user) -> int:
    """Admin action: expire or cancel questions; each user gets a short notice. Returns how many."""
    closed = 0
    for pending in PendingHITL.objects.pending().filter(pk__in=pending_ids).select_related("thread__user"):
        closed += hitl.close(pending, status, reason=f"by staff ({staff_user})", by=staff_user, notify=True,
                             language=pending.thread.user.language)
    return closed


def expiry_notice(language: str) -> str:
    return t("hitl_expired", language, minutes=settings.HITL_TTL_SECONDS // 60)
