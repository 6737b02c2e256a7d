"""Retention: old conversation content is erased, the ledger and the HITL audit stay, PII-free."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.utils import timezone

from memo.conversations import retention
from memo.conversations.models import HITLResult, Message, OutboundMessage, PendingHITL, StageRun, Turn
from memo.planning.models import ExecutedOperation

pytestmark = pytest.mark.worker


def test_content_older_than_the_window_is_erased_and_audit_kept(chat, fake_caps, settings):
    settings.RETENTION_DAYS = 30
    c = chat()
    c.line("delete everything")
    c.line("yes")
    assert ExecutedOperation.objects.count() == 1 and HITLResult.objects.count() == 1
    changed = retention.purge(timezone.now() + timedelta(days=31))
    assert changed["messages"] == 2 and changed["turns"] == 1
    assert set(Message.objects.values_list("text", flat=True)) == {retention.ERASED}
    assert set(OutboundMessage.objects.values_list("text", flat=True)) == {retention.ERASED}
    assert Turn.objects.get().state == {}
    assert not StageRun.objects.exclude(wrote={}).exists()
    assert PendingHITL.objects.get().question == retention.ERASED
    assert ExecutedOperation.objects.count() == 1 and HITLResult.objects.count() == 1  # audit kept
    assert retention.purge(timezone.now() + timedelta(days=31)) == dict.fromkeys(changed, 0)  # idempotent


def test_recent_content_is_kept(chat, fake_caps):
    c = chat()
    c.line("note it")
    retention.purge(timezone.now())
    assert Message.objects.get().text == "note it"


def test_hitl_audit_row_never_holds_the_words_typed(chat, fake_caps):
    c = chat()
    c.line("purple monkey dishwasher")
    c.line("my secret diary entry")
    audit = HITLResult.objects.get().answer
    assert "text" not in audit and audit["textLength"] == len("my secret diary entry")
    assert "my secret diary entry" not in str(audit)
