"""The HITL control plane (DESIGN §5, seeds 002 + 004): ask, wait, validate, resume, expire.

The hitl_gate stage decides *whether* to ask; everything about the question's lifecycle lives here so
the stage, the inbound drain, the expiry sweep and the admin actions share one implementation.
"""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any, Literal

from django.conf import settings
from django.db import IntegrityError, connection, transaction
from django.utils import timezone

from memo.conversations import outbox
from memo.conversations.hitl_replies import Option, ParsedReply, normalise, parse_reply
from memo.conversations.models import HITLResult, Message, OutboundMessage, PendingHITL, Thread, Turn
from memo.conversations.texts import t

logger = logging.getLogger(__name__)

RETURN_TO = {
    "replan": {"node": "planner", "mode": "replan"},
    "continue": {"node": "resolver_router", "mode": "continue"},
    "apply_selection": {"node": "entity_resolution", "mode": "apply_selection"},
}


@dataclass(frozen=True)
class Question:
    """A question the gate wants to ask. Options and expected input are always set by code."""

    kind: Literal["clarification", "approval", "disambiguation"]
    source: Literal["planner", "entity_resolution"]
    return_to: dict[str, str]
    expected_input: Literal["yes_no", "single_choice", "multi_choice", "free_text"]
    text: str
    options: tuple[dict[str, str], ...] = ()
    reason: str = ""
    step_id: str = ""

    def as_state(self, hitl_id: str, created_at: datetime, expires_at: datetime) -> dict[str, Any]:
        """The seeds' pendingHITL object as it is kept in the turn state."""
        return {
            "hitlId": hitl_id, "kind": self.kind, "source": self.source, "returnTo": self.return_to,
            "expectedInput": self.expected_input, "question": self.text, "options": list(self.options),
            "reason": self.reason, "stepId": self.step_id,
            "createdAt": created_at.isoformat(), "expiresAt": expires_at.isoformat(),
        }


class DuplicateQuestion(Exception):
    """Another question is already pending in this thread (HITL_DUPLICATE_ATTEMPT)."""

    def __init__(self, existing: PendingHITL | None):
        super().__init__("a question is already pending in this thread")
        self.existing = existing


def ttl() -> timedelta:
    return timedelta(seconds=settings.HITL_TTL_SECONDS)


def ask(turn: Turn, question: Question, now: datetime) -> PendingHITL:
    """Create the pending question and queue it to the user. Raises DuplicateQuestion.

    The partial unique index makes a second pending question in one thread impossible even when two
    workers race; the loser logs HITL_DUPLICATE_ATTEMPT and the caller tells the user.
    """
    try:
        with transaction.atomic():
            pending = PendingHITL.objects.create(
                thread_id=turn.thread_id, turn=turn, kind=question.kind, source=question.source,
                return_to=question.return_to, expected_input=question.expected_input, question=question.text,
                options=list(question.options), reason=question.reason, step_id=question.step_id,
                created_at=now, expires_at=now + ttl(),
            )
    except IntegrityError:
        existing = PendingHITL.objects.pending().filter(thread_id=turn.thread_id).first()
        logger.warning("HITL_DUPLICATE_ATTEMPT thread=%s turn=%s existing=%s", turn.thread_id, turn.trace_id,
                       existing.hitl_id if existing else None)
        raise DuplicateQuestion(existing) from None
    outbox.queue(turn.thread_id, f"hitl:{pending.hitl_id}:0", question.text, kind="question",
                 options=button_options(pending), turn_id=turn.pk)
    return pending


def options_of(pending: PendingHITL | dict[str, Any]) -> list[Option]:
    raw = pending.options if isinstance(pending, PendingHITL) else pending.get("options") or []
    return [Option(id=str(o["id"]), label=str(o.get("label", ""))) for o in raw]


# --- which question a button belongs to -----------------------------------------------------------------
# Every question's "Yes"/"No" (and every disambiguation row) would otherwise share ids across questions,
# and a tap on an old "Yes" would approve a newer "delete all?". So the buttons a question is sent with
# carry that question: "q:<first 12 hex digits of its hitl_id>:<option id>".
_BUTTON = re.compile(r"^q:([0-9a-f]{12}):(.+)$", re.DOTALL)
STALE_BUTTON = "stale_button"


def _scope(pending: PendingHITL) -> str:
    return pending.hitl_id.hex[:12]


def button_options(pending: PendingHITL) -> list[dict[str, Any]]:
    """The question's options as sent to the user: ids scoped to this question, labels unchanged."""
    return [{**o, "id": f"q:{_scope(pending)}:{o['id']}"} for o in pending.options]


def is_question_button(interactive_id: str) -> bool:
    """Whether a tapped id came from a question's buttons (of any question, open or long closed)."""
    return bool(_BUTTON.match(interactive_id or ""))


def _answered_option(pending: PendingHITL, interactive_id: str, reply_to: str) -> str | None:
    """The option id a reply picks by button, "" for none, None when it answers another question.

    A scoped button names its question. A message that quotes one of Memo's questions (a WhatsApp
    reply's context) answers that question; quoting an earlier one is not an answer to this one.
    """
    match = _BUTTON.match(interactive_id or "")
    if match is not None:
        return match.group(2) if match.group(1) == _scope(pending) else None
    if reply_to:
        quoted = (OutboundMessage.objects.filter(thread_id=pending.thread_id, channel_message_id=reply_to)
                  .values_list("idempotency_key", flat=True).first())
        if quoted and quoted.startswith("hitl:") and not quoted.startswith(f"hitl:{pending.hitl_id}:"):
            return None
    return interactive_id or ""


def button_option(pending: PendingHITL, interactive_id: str) -> str:
    """The option id of a tapped button of this question ("" when it is none of its buttons)."""
    return _answered_option(pending, interactive_id, "") or ""


def parse(pending: PendingHITL, text: str, interactive_id: str = "", reply_to: str = "") -> ParsedReply:
    option_id = _answered_option(pending, interactive_id, reply_to)
    if option_id is None:
        logger.info("HITL_STALE_REPLY hitl=%s (a button or quote of an earlier question)", pending.hitl_id)
        return ParsedReply(valid=False, kind="invalid", text=normalise(text), error=STALE_BUTTON)
    return parse_reply(text, pending.expected_input, options_of(pending), option_id or None)


def is_expired(pending: PendingHITL, at: datetime) -> bool:
    return pending.status == PendingHITL.Status.PENDING and at >= pending.expires_at


def record_answer(pending: PendingHITL, reply: ParsedReply, message: Message | None) -> dict[str, Any]:
    """Store a valid answer (append-only) and close the question. Returns the hitlResults entry."""
    answer = {
        "kind": reply.kind, "choices": list(reply.choices), "optionIds": list(reply.option_ids),
        "text": reply.text, "returnTo": pending.return_to, "questionKind": pending.kind,
        "reason": pending.reason, "stepId": pending.step_id,
        "answeredAt": (message.received_at if message else timezone.now()).isoformat(),
    }
    from memo.conversations.retention import audit_answer

    # The audit row is PII-free (kept forever); the full answer lives in the turn state (erased later).
    HITLResult.objects.create(pending=pending, turn=pending.turn, message=message, answer=audit_answer(answer))
    PendingHITL.objects.filter(pk=pending.pk).update(
        status=PendingHITL.Status.ANSWERED, closed_at=timezone.now())
    return answer


def reask(pending: PendingHITL, reply: ParsedReply, language: str) -> None:
    """An answer that fits no option: ask again, same hitl_id, with an error prefix."""
    PendingHITL.objects.filter(pk=pending.pk).update(attempts=pending.attempts + 1)
    hint = "hitl_invalid_yes_no" if pending.expected_input == "yes_no" else "hitl_invalid_choice"
    prefix = t("hitl_invalid_prefix", language) + t(hint, language)
    if reply.error == STALE_BUTTON:
        prefix = t("hitl_stale_button", language)
    text = prefix + "\n" + pending.question
    outbox.queue(pending.thread_id, f"hitl:{pending.hitl_id}:{pending.attempts + 1}", text, kind="question",
                 options=button_options(pending), turn_id=pending.turn_id)


def close(pending: PendingHITL, status: str, *, reason: str, by=None, notify: bool, language: str,
          turn_status: str | None = None) -> bool:
    """Expire or cancel a pending question and its paused turn. Idempotent: False if already closed."""
    with transaction.atomic():
        changed = PendingHITL.objects.filter(pk=pending.pk, status=PendingHITL.Status.PENDING).update(
            status=status, closed_at=timezone.now(), closed_by=by, close_reason=reason[:200])
        if not changed:
            return False
        Turn.objects.filter(pk=pending.turn_id, status=Turn.Status.PAUSED).update(
            status=turn_status or status, finished_at=timezone.now())
        if notify:
            key = "hitl_expired" if status == PendingHITL.Status.EXPIRED else "hitl_cancelled_by_staff"
            text = t(key, language, minutes=settings.HITL_TTL_SECONDS // 60)
            outbox.queue(pending.thread_id, f"hitl:{pending.hitl_id}:closed", text, kind="notice",
                         turn_id=pending.turn_id)
    logger.info("HITL_%s hitl=%s reason=%s", status.upper(), pending.hitl_id, reason)
    return True


def expire_due(now: datetime) -> int:
    """The expiry sweep: close every question whose time is up and tell its user. Returns how many."""
    count = 0
    for pending in PendingHITL.objects.pending().filter(expires_at__lte=now).select_related("thread__user"):
        if close(pending, PendingHITL.Status.EXPIRED, reason="ttl", notify=True,
                 language=pending.thread.user.language):
            count += 1
    return count


def pending_for(thread: Thread) -> PendingHITL | None:
    """The thread's pending question, if any. Every message asks this before its turn starts, and nearly
    every one finds none: that answer takes one plain statement, not the ORM query (whose building cost
    more Python than the rest of starting the turn); the question itself is then loaded as usual."""
    with connection.cursor() as cursor:
        cursor.execute(f"SELECT id FROM {PendingHITL._meta.db_table} WHERE thread_id = %s AND status = %s"
                       " ORDER BY id LIMIT 1", [thread.pk, PendingHITL.Status.PENDING])
        row = cursor.fetchone()
    if row is None:
        return None
    return PendingHITL.objects.select_related("turn").filter(pk=row[0]).first()
