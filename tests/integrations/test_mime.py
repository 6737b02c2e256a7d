"""Mail building and reading: threading headers, recipients, Hebrew through RFC 2047 and UTF-8 bodies,
right-to-left HTML, attachments, HTML-only mail, forwarding as message/rfc822.

Gmail's message resources here come from the fake Gmail's wire format (standard library only), built
from the very bytes `encode` produces, so each test is a round trip through what Gmail would store.
"""

from __future__ import annotations

import base64
import email
import email.policy
from datetime import UTC, datetime, timedelta, timezone
from email.message import EmailMessage

import pytest

from memo.integrations.google import mime
from memo.integrations.google.gmail import METADATA_HEADERS
from memo.integrations.google.mime import Mail
from tests.support.fake_gmail_wire import StoredMail

OWN = "owner@example.com"
WHEN = datetime(2026, 11, 23, 8, 30, tzinfo=UTC)


def stored(message: EmailMessage, *, labels: tuple[str, ...] = ("INBOX", "UNREAD"),
           received: datetime | None = WHEN) -> StoredMail:
    raw = base64.urlsafe_b64decode(mime.encode(message))
    internal = int(received.timestamp() * 1000) if received else 0
    return StoredMail("18c0aa", "18c0aa", list(labels), raw, internal, 1001, 1)


def round_trip(message: EmailMessage, fmt: str = "full", **kw) -> Mail:
    resource = stored(message, **kw).resource(fmt, list(METADATA_HEADERS) if fmt == "metadata" else None)
    if kw.get("received", WHEN) is None:
        resource.pop("internalDate")
    return mime.parse_message(resource)


def original(**overrides) -> Mail:
    fields = {"id": "m1", "thread_id": "t1", "label_ids": ["INBOX"], "sender": "Avi Cohen <avi@example.com>",
              "sender_name": "Avi Cohen", "sender_address": "avi@example.com", "to": [OWN, "dana@example.com"],
              "cc": ["Owner@Example.com", "ron@example.com"], "subject": "Budget", "date": WHEN,
              "message_id": "<a1@example.com>", "references": "<a0@example.com>", "text": "Numbers?\n\nThanks"}
    return Mail(**{**fields, **overrides})


def parts_of(message: EmailMessage) -> dict[str, EmailMessage]:
    return {part.get_content_type(): part for part in message.walk() if not part.is_multipart()}


# --- Hebrew, charsets, direction --------------------------------------------------------------------
def test_hebrew_subject_and_body_round_trip_through_rfc2047_and_utf8():
    message = mime.new_message(to=["avi@example.com"], subject="פגישה מחר בבוקר", sender="דנה לוי <dana@example.com>",
                               body="שלום אבי,\nנתראה מחר ב-10.")

    raw = base64.urlsafe_b64decode(mime.encode(message))
    head = raw.split(b"\r\n\r\n", 1)[0]
    assert head.isascii()  # Hebrew in headers travels as encoded words only
    assert b"Subject: =?utf-8?b?" in head and b"From: =?utf-8?b?" in head
    mail = round_trip(message)
    assert mail.subject == "פגישה מחר בבוקר"
    assert (mail.sender_name, mail.sender_address) == ("דנה לוי", "dana@example.com")
    assert mail.sender == "דנה לוי <dana@example.com>"
    assert mail.text == "שלום אבי,\nנתראה מחר ב-10."
    assert mail.to == ["avi@example.com"] and mail.unread


def test_html_part_is_right_to_left_only_for_mostly_hebrew_text():
    hebrew = parts_of(mime.new_message(to=["a@example.com"], subject="x", body="תזכורת: לשלם ל-IEC עד יום ה׳"))
    english = parts_of(mime.new_message(to=["a@example.com"], subject="x", body="Pay IEC by Thursday (שלום)"))

    assert '<div dir="rtl">' in hebrew["text/html"].get_content()
    assert 'dir="rtl"' not in english["text/html"].get_content()
    assert english["text/html"].get_content_charset() == "utf-8" == hebrew["text/plain"].get_content_charset()
    assert "Pay IEC by Thursday" in english["text/plain"].get_content()


def test_html_escapes_the_text_it_carries():
    html = parts_of(mime.new_message(to=["a@example.com"], subject="x", body="a < b & <script>"))["text/html"]

    assert "a &lt; b &amp; &lt;script&gt;" in html.get_content() and "<script>" not in html.get_content()


def test_legacy_hebrew_charset_is_decoded():
    message = EmailMessage()
    message["From"], message["To"], message["Subject"] = "avi@example.com", OWN, "old client"
    message.set_content("שלום מלקוח ישן", charset="iso-8859-8")

    assert round_trip(message).text.strip() == "שלום מלקוח ישן"


def test_new_message_has_recipients_date_and_a_message_id_from_the_senders_domain():
    message = mime.new_message(to=["a@example.com", "b@example.com"], cc=["c@example.com"], bcc=["d@example.com"],
                               subject="Hi", body="Hello", sender="Owner <owner@example.com>")

    assert message["To"] == "a@example.com, b@example.com" and message["Cc"] == "c@example.com"
    assert message["Bcc"] == "d@example.com"
    assert message["Message-ID"].endswith("@example.com>")
    assert message["Date"].datetime.tzinfo is not None
    assert [p.get_content_type() for p in message.walk()] == ["multipart/alternative", "text/plain", "text/html"]
    assert mime.new_message(to=["a@example.com"], subject="x", body="y")["Message-ID"] is None  # Gmail sets it


def test_encode_is_base64url_of_the_message_bytes():
    message = mime.new_message(to=["a@example.com"], subject="?>?>", body="ÿ" * 300)

    encoded = mime.encode(message)

    assert "+" not in encoded and "/" not in encoded
    assert base64.urlsafe_b64decode(encoded) == message.as_bytes(policy=email.policy.SMTP)


# --- replies ----------------------------------------------------------------------------------------
def test_reply_threads_with_in_reply_to_and_references_and_quotes_the_original():
    reply = mime.reply_message(original(), body="Attached.", own_address=OWN)

    assert reply["In-Reply-To"] == "<a1@example.com>"
    assert reply["References"] == "<a0@example.com> <a1@example.com>"
    assert reply["Subject"] == "Re: Budget" and reply["To"] == "avi@example.com" and reply["Cc"] is None
    plain = parts_of(reply)["text/plain"].get_content()
    assert plain.startswith("Attached.\n\nOn Mon, 23 Nov 2026 08:30:00 +0000, Avi Cohen <avi@example.com> wrote:\n")
    assert "> Numbers?\n>\n> Thanks\n" in plain
    assert "gmail_quote" in parts_of(reply)["text/html"].get_content()


def test_reply_to_a_first_message_references_only_its_id():
    reply = mime.reply_message(original(references=""), body="ok", own_address=OWN)

    assert reply["References"] == "<a1@example.com>"


@pytest.mark.parametrize(("subject", "expected"), [("Budget", "Re: Budget"), ("Re: Budget", "Re: Budget"),
                                                   ("RE: Budget", "RE: Budget"), ("re:Budget", "re:Budget"),
                                                   ("Regarding Budget", "Re: Regarding Budget")])
def test_reply_subject_gets_re_once(subject, expected):
    assert mime.reply_message(original(subject=subject), body="x", own_address=OWN)["Subject"] == expected


def test_reply_goes_to_reply_to_when_there_is_one():
    to, cc = mime.reply_recipients(original(reply_to="list@example.com"), OWN)

    assert (to, cc) == (["list@example.com"], [])


def test_reply_all_copies_to_and_cc_without_the_user_or_duplicates():
    mail = original(to=[OWN, "Dana@example.com", "avi@example.com"], cc=["OWNER@example.com", "dana@example.com",
                                                                         "ron@example.com"])

    to, cc = mime.reply_recipients(mail, "Owner@Example.com", reply_all=True)

    assert to == ["avi@example.com"]
    assert cc == ["Dana@example.com", "ron@example.com"]
    reply = mime.reply_message(mail, body="all", own_address=OWN, reply_all=True, sender=OWN)
    assert reply["Cc"] == "Dana@example.com, ron@example.com" and reply["From"] == OWN


def test_reply_to_the_users_own_mail_goes_to_its_recipients():
    mine = original(sender=OWN, sender_name=OWN, sender_address=OWN, to=["avi@example.com"], cc=[])

    assert mime.reply_recipients(mine, OWN) == (["avi@example.com"], [])


def test_reply_in_hebrew_is_right_to_left_and_round_trips():
    hebrew = original(subject="תקציב", text="מה המספרים?")
    reply = mime.reply_message(hebrew, body="מצורף.", own_address=OWN)

    assert reply["Subject"] == "Re: תקציב"
    assert '<div dir="rtl">מצורף.' in parts_of(reply)["text/html"].get_content()
    mail = round_trip(reply)
    assert mail.subject == "Re: תקציב" and mail.in_reply_to == "<a1@example.com>"
    assert mail.text.startswith("מצורף.\n") and "> מה המספרים?" in mail.text


# --- forwards and attachments -----------------------------------------------------------------------
def seeded(subject: str = "Invoice 7", attachments: tuple[tuple[str, bytes], ...] = ()) -> EmailMessage:
    message = EmailMessage(policy=email.policy.SMTP)
    message["From"], message["To"], message["Subject"] = "Billing <bill@example.com>", OWN, subject
    message["Message-ID"] = "<inv7@example.com>"
    message.set_content("Please find the invoice attached.")
    for name, data in attachments:
        message.add_attachment(data, maintype="application", subtype="pdf", filename=name)
    return message


def test_attachments_are_listed_by_filename_and_kept_out_of_the_text():
    message = seeded(attachments=(("invoice.pdf", b"%PDF-1.4 one"), ("חשבונית.pdf", b"%PDF-1.4 two")))

    mail = round_trip(message)

    assert mail.attachments == ["invoice.pdf", "חשבונית.pdf"]
    assert mail.text.strip() == "Please find the invoice attached." and "PDF" not in mail.text


def test_forward_attaches_the_original_as_message_rfc822():
    raw = seeded(attachments=(("invoice.pdf", b"%PDF-1.4"),)).as_bytes()
    mail = round_trip(seeded())

    forward = mime.forward_message(raw, mail, to=["accountant@example.com"], note="FYI, see below")

    assert forward["Subject"] == "Fwd: Invoice 7" and forward["To"] == "accountant@example.com"
    attached = [p for p in forward.walk() if p.get_content_type() == "message/rfc822"]
    assert len(attached) == 1 and attached[0].get_filename() == "Invoice 7.eml"
    inner = attached[0].get_content()
    assert inner["Message-ID"] == "<inv7@example.com>" and inner["Subject"] == "Invoice 7"
    assert [p.get_filename() for p in inner.iter_attachments()] == ["invoice.pdf"]
    back = round_trip(forward)
    assert back.text.strip() == "FYI, see below" and back.attachments == ["Invoice 7.eml"]
    reparsed = email.message_from_bytes(base64.urlsafe_b64decode(mime.encode(forward)), policy=email.policy.default)
    assert any(p.get_content_type() == "message/rfc822" for p in reparsed.walk())


@pytest.mark.parametrize(("subject", "expected"), [("Invoice", "Fwd: Invoice"), ("Fwd: Invoice", "Fwd: Invoice"),
                                                   ("FW: Invoice", "FW: Invoice"), ("Re: Invoice", "Fwd: Re: Invoice")])
def test_forward_subject_gets_fwd_once(subject, expected):
    mail = original(subject=subject)

    assert mime.forward_message(seeded().as_bytes(), mail, to=["a@example.com"])["Subject"] == expected


# --- reading ----------------------------------------------------------------------------------------
def test_html_only_mail_is_read_as_text():
    message = EmailMessage()
    message["From"], message["To"], message["Subject"] = "news@example.com", OWN, "News"
    message.set_content("<html><head><style>p{color:red}</style><title>N</title></head><body>"
                        "<h1>Weekly&nbsp;news</h1><p>Read <a href='https://example.com/a'>the story</a> &amp; more."
                        "</p><script>track()</script><ul><li>one</li><li>two</li></ul></body></html>", subtype="html")

    mail = round_trip(message)

    assert mail.text == "Weekly news\n\nRead the story (https://example.com/a) & more.\n\n- one\n- two"


def test_html_to_text_breaks_lines_and_keeps_link_targets():
    markup = ('<div>Hi<br>there</div><p>\n  many   spaces\n</p><p>Mail <a href="mailto:a@example.com">'
              'a@example.com</a>, <a href="#top">top</a>, <a href="https://x.example">https://x.example</a></p>'
              "<table><tr><td>a</td><td>b</td></tr></table><p>&lt;tag&gt; &#1513;&#1500;&#1493;&#1501;</p>")

    assert mime.html_to_text(markup) == ("Hi\nthere\n\nmany spaces\n\nMail a@example.com, top, https://x.example"
                                         "\n\na b\n\n<tag> שלום")


def test_metadata_resource_has_headers_and_no_text():
    message = seeded()
    message["Cc"] = "=?utf-8?b?16jXldef?= <ron@example.com>, dana@example.com"
    message["Reply-To"] = "Billing desk <desk@example.com>"

    mail = round_trip(message, "metadata", labels=("INBOX",))

    assert mail.text == "" and mail.subject == "Invoice 7" and mail.message_id == "<inv7@example.com>"
    assert mail.cc == ["ron@example.com", "dana@example.com"] and mail.reply_to == "desk@example.com"
    assert not mail.unread and mail.snippet == "Please find the invoice attached."


def test_date_is_internal_date_else_the_date_header_and_always_aware():
    message = seeded()
    message["Date"] = "Mon, 23 Nov 2026 10:00:00 +0200"

    assert round_trip(message, received=WHEN + timedelta(minutes=5)).date == WHEN + timedelta(minutes=5)
    from_header = round_trip(message, received=None).date
    assert from_header == datetime(2026, 11, 23, 8, 0, tzinfo=UTC)
    assert from_header.utcoffset() == timezone(timedelta(hours=2)).utcoffset(None)
    message.replace_header("Date", "Mon, 23 Nov 2026 10:00:00 -0000")
    assert round_trip(message, received=None).date.tzinfo is not None


def test_a_sender_without_a_name_is_named_by_the_address_and_folded_references_are_unfolded():
    raw = (b"From: bill@example.com\r\nTo: owner@example.com\r\nSubject: =?utf-8?q?caf=C3=A9?=\r\n"
           b"References: <a@example.com>\r\n <b@example.com>\r\nContent-Type: text/plain\r\n\r\nhi\r\n")

    resource = StoredMail("m", "t", [], raw, 0, 1, 1).resource("full")
    del resource["internalDate"]

    mail = mime.parse_message(resource)

    assert (mail.sender_name, mail.sender_address) == ("bill@example.com", "bill@example.com")
    assert mail.references == "<a@example.com> <b@example.com>"
    assert mail.subject == "café" and mail.text == "hi" and mail.date is None


def test_a_subject_with_a_line_break_becomes_one_line():
    message = mime.new_message(to=["a@example.com"], subject="Lunch\r\ntomorrow?\nBcc: x@example.com", body="?")

    assert message["Subject"] == "Lunch tomorrow? Bcc: x@example.com" and message["Bcc"] is None
    assert mime.reply_message(original(subject="a\nb"), body="x", own_address=OWN)["Subject"] == "Re: a b"
