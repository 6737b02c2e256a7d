"""Mail from a chosen sender is announced on WhatsApp: asked for in chat, found by polling Gmail's history
(the local fake), announced once, and stopped on request."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from memo.conversations.models import OutboundMessage
from memo.google import mail_watch
from memo.google.models import GoogleAccount
from memo.planning.texts import quotes_outside_content
from tests.google.conftest import MAIL_OWNER

pytestmark = pytest.mark.worker

OWN = MAIL_OWNER


def deliver(google, sender: str, subject: str) -> dict:
    return google.gmail.seed_mail(sender=sender, to=OWN, subject=subject, body="hello",
                                  date=datetime(2026, 11, 22, 7, 0, tzinfo=UTC))


def announced(talk) -> list[str]:
    return list(OutboundMessage.objects.filter(thread=talk.thread, kind=OutboundMessage.Kind.PROACTIVE)
                .order_by("id").values_list("text", flat=True))


def test_asking_to_hear_about_a_sender_then_their_mail_is_announced_once(mailbox, google):
    deliver(google, "Dana Levi <dana@example.com>", "Old news")  # before the request: not news
    out = mailbox.line("tell me when I get an email from Dana")
    assert out["replies"] == ["OK — I'll tell you here when new mail from Dana arrives."]
    assert GoogleAccount.objects.get(user_id=mailbox.thread.user_id).mail_watch == ["Dana"]

    assert mail_watch.poll() == {"accounts": 1, "announced": 0, "failed": 0}  # where the mailbox is now
    deliver(google, "Dana Levi <dana@example.com>", "Contract signed")
    deliver(google, "Shop <news@shop.example>", "Sale")
    first, again = mail_watch.poll(), mail_watch.poll()

    assert first["announced"] == 1 and again["announced"] == 0
    (text,) = announced(mailbox)
    assert text.endswith('📧 New email from Dana Levi: "Contract signed"') and quotes_outside_content(text)


def test_a_history_gmail_no_longer_keeps_starts_again_from_now(mailbox, google):
    mailbox.line("let me know when Avi emails")
    mail_watch.poll()
    deliver(google, "Avi <avi@example.com>", "Missed while away")
    google.gmail.forget_history()

    assert mail_watch.poll() == {"accounts": 1, "announced": 0, "failed": 0}
    deliver(google, "Avi <avi@example.com>", "Back again")
    assert mail_watch.poll()["announced"] == 1
    assert [t.split("📧 ")[-1] for t in announced(mailbox)] == ['New email from Avi: "Back again"']


def test_stopping_in_hebrew_removes_the_sender(mailbox, google):
    mailbox.line("תודיע לי כשמגיע מייל מדנה")
    assert GoogleAccount.objects.get(user_id=mailbox.thread.user_id).mail_watch == ["דנה"]

    out = mailbox.line("תפסיק להודיע לי על מיילים מדנה")

    assert GoogleAccount.objects.get(user_id=mailbox.thread.user_id).mail_watch == []
    assert out["replies"] == ["בסדר — לא אודיע יותר על מיילים מ-דנה."]
    assert mail_watch.poll()["accounts"] == 0


def test_gmail_down_during_a_poll_is_counted_and_retried_next_time(mailbox, google):
    mailbox.line("tell me when I get an email from Dana")
    mail_watch.poll()
    deliver(google, "Dana <dana@example.com>", "Ping")
    google.fail_next(503, times=4, path="/gmail/")  # the first try and its three retries

    assert mail_watch.poll()["failed"] == 1
    assert mail_watch.poll()["announced"] == 1
