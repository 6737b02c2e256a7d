"""What the webhook does with a parsed body: each message stored and routed, each receipt applied.

Every item is handled on its own, in its own savepoint, so one bad item (a phone we cannot key a user
by, a malformed business-scoped id, no sender at all, a value the database refuses, a bug) is logged and
skipped without losing its neighbours or undoing them. A sender known only by business-scoped user id
(BSUID, no phone) is served like anyone else (see identity.py).

A lost database connection (or a deadlock, a timeout) is different: a later delivery can succeed, so
the item is counted as "unavailable" and the webhook answers 500 once the whole body has been tried;
Meta delivers the body again and the items already stored are deduplicated.
"""

from __future__ import annotations

import logging
from collections import Counter
from collections.abc import Callable

from django.db import InterfaceError, OperationalError, transaction

from memo.conversations import services
from memo.conversations.channels.whatsapp import identity, media, statuses
from memo.conversations.channels.whatsapp.intake import BatchDispatcher, Incoming, accept, after_commit_mark_read
from memo.conversations.models import Message, Thread, User
from memo.integrations.whatsapp.parsing import MAX_TEXT_CHARS, Inbound, Parsed, StatusUpdate

logger = logging.getLogger(__name__)


def handle(parsed: Parsed) -> Counter[str]:
    """Store and route every message, apply every status. Returns what happened, by outcome.

    Drains are sent once per thread and read receipts once per sender, after the whole body is stored.
    """
    outcomes: Counter[str] = Counter()
    dispatcher = BatchDispatcher()
    last_read: dict[str, str] = {}  # sender (phone, else BSUID) -> their latest accepted message id
    for reason in parsed.refused:
        logger.warning("WHATSAPP_REFUSED %s", reason)
    try:
        for message in sorted(parsed.messages, key=lambda m: m.timestamp.timestamp() if m.timestamp else 0):
            outcome = _isolated(f"message {message.wamid!a} type={message.type!a}",
                                lambda m=message: handle_message(m, dispatcher))
            outcomes[outcome] += 1
            if outcome in READ_OUTCOMES:
                last_read[message.phone or message.user_id] = message.wamid
    finally:
        dispatcher.flush()
        for wamid in last_read.values():
            after_commit_mark_read(wamid)
    for update in parsed.statuses:
        outcomes[_isolated(f"status {update.wamid!a} {update.status!a}", lambda u=update: apply_status(u))] += 1
    for reason in parsed.skipped:
        logger.info("WHATSAPP_SKIPPED %s", reason)
    return outcomes


def _isolated(what: str, work: Callable[[], str]) -> str:
    """Run one item's work in a savepoint: a failure undoes this item only, and the next one still runs.

    Any exception is caught on purpose: Meta re-sends a body that did not get a 200 for days, so an
    item that fails for its content would otherwise keep every other item of the body from being stored.
    """
    try:
        with transaction.atomic():
            return work()
    except (OperationalError, InterfaceError):
        logger.exception("WHATSAPP_DB_UNAVAILABLE %s: not stored, the body will be answered 500 (sent again)", what)
        return "unavailable"
    except Exception:
        logger.exception("WHATSAPP_ITEM_FAILED %s: skipped", what)
        return "failed"


def apply_status(update: StatusUpdate) -> str:
    """Apply a receipt now, or (no outbox row carries its id yet) retry it shortly."""
    if statuses.apply(update):
        return "status"
    from memo.conversations.channels.whatsapp import tasks

    transaction.on_commit(lambda: tasks.enqueue_status_retry(update.wamid, update.status, list(update.errors)))
    return "status_later"


# Accepted messages get blue ticks; refused (rate-limited), duplicate and ignored ones do not.
READ_OUTCOMES = frozenset({"queued", "held", "preparing", "answered"})


def handle_message(m: Inbound, dispatcher: BatchDispatcher | None = None) -> str:
    if m.cleaned:
        logger.warning("WHATSAPP_CLEANED id=%s type=%s: NUL or lone surrogates removed from %s", m.wamid, m.type,
                       ", ".join(m.cleaned))
    if m.cut:
        logger.warning("WHATSAPP_TEXT_CUT id=%s type=%s: %d characters over the limit of %d left out (user told)",
                       m.wamid, m.type, m.cut, MAX_TEXT_CHARS)
    if m.action == "ignore":
        logger.info("WHATSAPP_IGNORED id=%s type=%s: %s", m.wamid, m.type, m.why)
        return "ignored"
    if not m.phone and not m.user_id:
        logger.warning("WHATSAPP_NO_SENDER id=%s type=%s: no phone and no business-scoped id, not stored",
                       m.wamid, m.type)
        return "no_sender"
    if m.action == "revoke":
        return revoke(m.phone, m.user_id, m.extra.get("original", ""))
    if m.action == "number_change":
        return change_number(m.phone, m.user_id, m.extra.get("new_phone", ""))
    try:
        result = accept(to_incoming(m), dispatcher=dispatcher, mark_read=False)
    except services.InvalidPhone:
        logger.warning("WHATSAPP_BAD_PHONE id=%s type=%s: not stored", m.wamid, m.type)
        return "bad_phone"
    except (identity.InvalidBsuid, identity.NoSender):
        # Logged with the id's shape only (its first characters), never a crash: Meta would retry for days.
        logger.warning("WHATSAPP_BAD_BSUID id=%s type=%s bsuid=%r: not stored", m.wamid, m.type, m.user_id[:12])
        return "bad_bsuid"
    return result.outcome


def to_incoming(m: Inbound) -> Incoming:
    """The intake's view of a WhatsApp message: what to store, and whether to prepare, answer or process."""
    common = {"phone": m.phone, "bsuid": m.user_id, "channel": Thread.Channel.WHATSAPP, "channel_message_id": m.wamid,
              "received_at": m.timestamp, "reply_to": m.reply_to, "interactive_id": m.interactive_id,
              "kind": m.kind, "name": m.name}
    if m.action == "media":
        ref = media.media_ref(m.media_id, pending=False)
        if not m.media_id:
            notice = "voice_failed" if m.type == "audio" else "image_failed"
            return Incoming(text=m.text, media_ref=ref, notice=notice, process=False, **common)
        if _understands_media():
            return Incoming(text=m.text, media_ref=media.media_ref(m.media_id, pending=True), prepare=True, **common)
        if m.type == "audio":
            return Incoming(text=m.text, media_ref=ref, notice="voice_needs_openai", process=False, **common)
        if m.text.strip():  # an image with a caption: the caption is still a request
            return Incoming(text=m.text, media_ref=ref, notice="image_caption_only", **common)
        return Incoming(text="", media_ref=ref, notice="image_needs_openai", process=False, **common)
    if m.action == "caption_only":
        ref = media.media_ref(m.media_id, pending=False) if m.media_id else ""
        return Incoming(text=m.text, media_ref=ref, notice="file_unsupported", process=bool(m.text.strip()),
                        **common)
    # A text cut to the limit is answered with a notice first, so the user knows the end was not read.
    return Incoming(text=m.text, notice="text_cut" if m.cut else "", **common)


def _understands_media() -> bool:
    """Voice and images need both the Graph API (to download) and an OpenAI-compatible server."""
    from memo.integrations import openai as llm
    from memo.integrations import whatsapp

    return whatsapp.is_configured() and llm.is_configured()


def revoke(phone: str, bsuid: str, original_id: str) -> str:
    """The user deleted a message for everyone: erase its text; if not processed yet, never process it."""
    if not original_id:
        return "ignored"
    user = identity.find_user(phone, bsuid)
    if user is None:
        return "ignored"
    with transaction.atomic():
        message = (Message.objects.select_for_update().filter(channel_message_id=original_id, thread__user=user)
                   .first())
        if message is None:
            return "ignored"
        waiting = message.status == Message.Status.QUEUED or (
            message.status == Message.Status.PROCESSING and message.turn_id is None)
        Message.objects.filter(pk=message.pk).update(
            text="", **({"status": Message.Status.IGNORED} if waiting else {}))
    if waiting:
        media.release(message.thread_id)  # it may have been what others were waiting behind
    logger.info("WHATSAPP_REVOKED message=%s unprocessed=%s", message.pk, waiting)
    return "revoked"


def change_number(old_phone: str, bsuid: str, new_phone: str) -> str:
    """The user moved to a new number: their account (tasks, lists, settings) moves with them.

    Meta issues a new business-scoped id with the new number, so the old one is forgotten; the next
    message records the new one.
    """
    try:
        new = services.normalise_phone(new_phone)
    except services.InvalidPhone:
        return "bad_phone"
    user = identity.find_user(old_phone, bsuid)
    if user is None:
        logger.info("WHATSAPP_NUMBER_CHANGED moved=0")
        return "ignored"
    if User.objects.filter(phone=new).exclude(pk=user.pk).exists():
        logger.warning("WHATSAPP_NUMBER_CHANGE user with the new number already exists; not merged")
        return "ignored"
    User.objects.filter(pk=user.pk).update(phone=new, bsuid="")
    logger.info("WHATSAPP_NUMBER_CHANGED moved=1 user=%s", user.pk)
    return "number_changed"
