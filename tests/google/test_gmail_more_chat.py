"""More of Gmail from chat against the local fake: forward, reply to everyone, labels, mark read, an HTML-only
mail, Hebrew mail on the wire, a read cut for WhatsApp, the morning brief, and a "read 2" with nothing listed.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from memo.conversations import proactive
from memo.conversations.models import OutboundMessage, User
from tests.google.conftest import MAIL_OWNER

pytestmark = pytest.mark.worker

OWN = MAIL_OWNER
SENT_AT = datetime(2026, 11, 21, 8, 30, tzinfo=UTC)


def seed(google, sender: str, subject: str, body: str, **extra) -> dict:
    extra.setdefault("to", OWN)
    return google.gmail.seed_mail(sender=sender, subject=subject, body=body, date=SENT_AT, **extra)


def test_forward_asks_then_attaches_the_original(mailbox, google):
    seed(google, "Bank <alerts@bank.example>", "Invoice 2211", "Amount due: 120")

    asked = mailbox.line("forward the email from the bank to accountant@example.com")
    assert asked["hitl"]["kind"] == "approval"
    assert "accountant@example.com" in asked["replies"][-1] and "Invoice 2211" in asked["replies"][-1]
    mailbox.line("yes")

    (sent,) = google.gmail.sent_mail()
    assert sent["To"] == "accountant@example.com" and sent["Subject"] == "Fwd: Invoice 2211"
    attached = [part for part in sent.iter_attachments() if part.get_content_type() == "message/rfc822"]
    assert len(attached) == 1


def test_reply_to_everyone_says_so_and_goes_to_everyone_but_the_user(mailbox, google):
    seed(google, "Dana <dana@example.com>", "Offsite", "Which date works?", to=[OWN, "avi@example.com"])

    asked = mailbox.line("reply all to Dana's email saying Tuesday works for me")
    question = asked["replies"][-1]
    assert "to everyone" in question and "dana@example.com" in question and "avi@example.com" in question
    mailbox.line("yes")

    (sent,) = google.gmail.sent_mail()
    recipients = {a.strip() for a in f"{sent['To']},{sent.get('Cc', '')}".split(",") if a.strip()}
    assert recipients == {"dana@example.com", "avi@example.com"}


def test_label_and_mark_read(mailbox, google):
    invoice = seed(google, "Accountant <acc@example.com>", "Tax forms", "attached")
    news = seed(google, "Shop <news@shop.example>", "Sale", "50% off")

    labelled = mailbox.line("label the email from the accountant as Taxes")
    read = mailbox.line("mark the email from the shop as read")

    assert labelled["executed"][0]["ok"] and read["executed"][0]["ok"]
    taxes = [lid for lid in google.gmail.labels_of(invoice["id"]) if lid not in ("INBOX", "UNREAD")]
    assert len(taxes) == 1 and google.gmail.user_labels[taxes[0]]["name"] == "Taxes"
    assert "UNREAD" not in google.gmail.labels_of(news["id"])


def test_an_html_only_mail_is_read_as_text_and_a_long_one_is_cut(mailbox, google):
    seed(google, "Newsletter <n@example.com>", "Digest", "", html="<html><body><h1>Top story</h1>"
         "<p>Rates went <b>down</b>.</p><script>track()</script></body></html>")
    seed(google, "Avi <avi@example.com>", "Long notes", "line of notes\n" * 400)

    html = mailbox.line("read the email from Newsletter")
    long = mailbox.line("read the email from Avi")

    assert "> Top story" in html["replies"][0] and "Rates went down." in html["replies"][0]
    assert "track()" not in html["replies"][0]
    assert "(cut here: the whole email is in Gmail)" in long["replies"][0] and len(long["replies"][0]) < 2500


def test_a_hebrew_mail_goes_out_as_utf8_with_encoded_headers(mailbox, google):
    asked = mailbox.line("תשלח מייל ל-dana@example.com בנושא חוזה שהחוזה נחתם היום")
    assert asked["hitl"]["kind"] == "approval"
    mailbox.line("כן")

    (sent,) = google.gmail.sent_mail()
    assert "נחתם" in sent.get_body(("plain",)).get_content()
    (sent_id,) = google.gmail.sent_ids()
    assert b"=?utf-8?" in google.gmail.message(sent_id).raw.lower()


def test_read_a_number_with_nothing_listed_is_explained(mailbox, google):
    out = mailbox.line("read email number 2")

    assert google.gmail.sent_mail() == []
    assert out["executed"] == [] or not out["executed"][0]["ok"]
    assert out["replies"] == ["I don't have an email number 2 from the last list. Search again and pick one."]


def test_the_morning_brief_counts_unread_mail_and_names_important_senders(mailbox, google):
    seed(google, "Avi Cohen <avi@example.com>", "Contract", "please sign", labels=("INBOX", "UNREAD", "IMPORTANT"))
    seed(google, "Shop <news@shop.example>", "Sale", "50% off")
    seed(google, "Old <old@example.com>", "Read already", "x", labels=("INBOX",))
    User.objects.filter(pk=mailbox.thread.user_id).update(morning_brief_hour=8, language="en")

    proactive.morning_brief(datetime(2026, 11, 23, 6, 5, tzinfo=UTC))  # 08:05 in Jerusalem

    brief = OutboundMessage.objects.get(thread=mailbox.thread, kind=OutboundMessage.Kind.PROACTIVE).text
    assert "*Email*: 2 unread — important: Avi Cohen" in brief
