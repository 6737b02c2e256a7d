"""Retention: what users wrote is kept for RETENTION_DAYS, then erased; audit rows stay, PII-free.

Erased after the window: message bodies (in and out), turn state documents, stage snapshots, question
texts and option labels. Kept: every row's existence, timings, statuses, the executed-operations
ledger and the HITL audit (kinds, choices, outcomes). The database stops growing with chat history.
"""

from __future__ import annotations

from datetime import datetime, timedelta

from django.conf import settings
from django.db import transaction
from django.utils import timezone

from memo.conversations.models import Message, OutboundMessage, PendingHITL, StageRun, Turn

ERASED = "[erased after the retention period]"


def purge(now: datetime | None = None) -> dict[str, int]:
    """Erase content older than the retention window. Idempotent; returns how many rows it changed."""
    cutoff = (now or timezone.now()) - timedelta(days=settings.RETENTION_DAYS)
    with transaction.atomic():
        done = {
            "messages": Message.objects.filter(received_at__lt=cutoff).exclude(text=ERASED)
            .update(text=ERASED, media_ref=""),
            "outbound": OutboundMessage.objects.filter(created_at__lt=cutoff).exclude(text=ERASED)
            .update(text=ERASED, options=[]),
            "turns": Turn.objects.filter(started_at__lt=cutoff).exclude(state={}).update(state={}),
            "stage_runs": StageRun.objects.filter(started_at__lt=cutoff).exclude(wrote={}, state_before={})
            .update(wrote={}, state_before={}),
            "questions": PendingHITL.objects.filter(created_at__lt=cutoff).exclude(question=ERASED)
            .update(question=ERASED, options=[]),
        }
    return done


def audit_answer(answer: dict) -> dict:
    """The HITL audit copy of an answer: what kind of answer it was, never the words typed."""
    return {k: v for k, v in answer.items() if k != "text"} | {"textLength": len(answer.get("text", ""))}

