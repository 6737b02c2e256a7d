"""Outbox rows sent through the real client to the fake Graph API: buttons, lists, fallbacks, templates,
the 24-hour window, and what a failed send leaves in the outbox."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.utils import timezone

from memo.conversations import outbox
from memo.conversations.channels.whatsapp.sending import MAX_ATTEMPTS
from memo.conversations.models import OutboundMessage, Thread, User
from tests.whatsapp.fake_graph import bad_parameter, not_allowed_recipient, rate_limited, reengagement

pytestmark = pytest.mark.django_db
S = OutboundMessage.Status


def make_thread(hours_since_inbound: float | None = 1, language: str = "en") -> Thread:
    last = timezone.now() - timedelta(hours=hours_since_inbound) if hours_since_inbound is not None else None
    user = User.objects.create(phone="+972501112233", language=language, last_inbound_at=last)
    return Thread.objects.create(user=user, channel=Thread.Channel.WHATSAPP)


def send(thread: Thread, text: str, *, key: str = "turn:t1:0", kind: str = "reply",
         options: list[dict] | None = None) -> OutboundMessage:
    row = OutboundMessage.objects.create(idempotency_key=key, thread=thread, text=text, kind=kind,
                                         options=options or [])
    outbox.deliver(row.pk)
    row.refresh_from_db()
    return row


def test_a_reply_in_the_window_goes_as_free_text_and_records_metas_id(fake_graph):
    row = send(make_thread(), "Reminder set: call mom — tomorrow at 09:00")

    assert (row.status, row.channel_message_id, row.attempts, row.error) == (S.SENT, "wamid.FAKE0001", 1, "")
    assert fake_graph.sent[0]["to"] == "972501112233"
    assert fake_graph.sent[0]["text"] == {"body": "Reminder set: call mom — tomorrow at 09:00", "preview_url": False}


def test_up_to_three_short_options_become_reply_buttons_with_the_option_ids(fake_graph):
    send(make_thread(), "Delete all your tasks? (yes/no)", kind="question",
         options=[{"id": "yes", "label": "Yes"}, {"id": "no", "label": "No"}])

    interactive = fake_graph.sent[0]["interactive"]
    assert interactive["type"] == "button"
    assert interactive["action"]["buttons"] == [{"type": "reply", "reply": {"id": "yes", "title": "Yes"}},
                                                {"type": "reply", "reply": {"id": "no", "title": "No"}}]


def test_nudges_get_done_and_snooze_buttons(fake_graph):
    send(make_thread(), "🔔 water the plants — still to do.", key="reminder:7:2026-11-22T09:00:00+00:00",
         kind="proactive", options=[{"id": "done:task:7", "label": "Done ✅"},
                                    {"id": "snooze:task:7", "label": "Snooze 10 min"}])

    buttons = fake_graph.sent[0]["interactive"]["action"]["buttons"]
    assert [b["reply"]["id"] for b in buttons] == ["done:task:7", "snooze:task:7"]


def test_long_labels_or_more_than_three_options_become_a_numbered_list(fake_graph):
    options = [{"id": f"task:{n}", "label": f"Meeting with the accountant about invoice {n}"} for n in range(1, 6)]
    send(make_thread(), "I found 5 tasks that match:\n1. ...\nWhich one did you mean?", kind="question",
         options=options)

    interactive = fake_graph.sent[0]["interactive"]
    assert interactive["type"] == "list"
    rows = interactive["action"]["sections"][0]["rows"]
    assert [r["id"] for r in rows] == [f"task:{n}" for n in range(1, 6)]
    assert all(len(r["title"]) <= 24 for r in rows) and rows[0]["title"].startswith("1. ")
    assert rows[0]["description"] == "Meeting with the accountant about invoice 1"[:72]
    assert interactive["action"]["button"] == "Choose"


def test_more_than_ten_options_fall_back_to_text_with_numbers(fake_graph):
    options = [{"id": f"o{n}", "label": f"Option {n}"} for n in range(1, 13)]
    send(make_thread(), "Which one?", kind="question", options=options)

    body = fake_graph.sent[0]["text"]["body"]
    assert body.startswith("Which one?\n\n1. Option 1\n2. Option 2")
    assert body.endswith("Reply with a number: 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11 or 12.")


def test_an_interactive_message_meta_refuses_is_sent_again_as_text(fake_graph):
    fake_graph.script(bad_parameter())
    row = send(make_thread(language="he"), "לאיזה התכוונת?", kind="question",
               options=[{"id": "a", "label": "ראשון"}, {"id": "b", "label": "שני"}])

    assert row.status == S.SENT
    assert [b["type"] for b in fake_graph.attempts] == ["interactive", "text"]
    assert fake_graph.sent[0]["text"]["body"].endswith("נא לענות במספר: 1 או 2.")


def test_outside_the_24_hour_window_a_reminder_goes_as_the_reminder_template(fake_graph):
    row = send(make_thread(hours_since_inbound=25, language="he"), "⏰ תזכורת: להתקשר לאמא",
               key="reminder:3:2026-11-23T07:00:00+00:00", kind="proactive",
               options=[{"id": "done:task:3", "label": "בוצע ✅"}])

    assert row.status == S.SENT
    sent = fake_graph.sent[0]
    assert sent["type"] == "template"
    assert sent["template"]["name"] == "memo_reminder"
    assert sent["template"]["language"] == {"code": "he"}
    assert sent["template"]["components"] == [{"type": "body", "parameters": [
        {"type": "text", "text": "⏰ תזכורת: להתקשר לאמא"}]}]


def test_the_morning_brief_outside_the_window_is_one_line_in_the_brief_template(fake_graph, settings):
    settings.WHATSAPP_TEMPLATE_BRIEF = "daily_brief_v2"
    send(make_thread(hours_since_inbound=None), "☀️ Good morning! Here's your day:\nToday\n• 09:00 call mom\n\n• gym",
         key="brief:1:2026-11-23", kind="proactive")

    template = fake_graph.sent[0]["template"]
    assert (template["name"], template["language"]["code"]) == ("daily_brief_v2", "en")
    param = template["components"][0]["parameters"][0]["text"]
    assert param == "☀️ Good morning! Here's your day: · Today · • 09:00 call mom · • gym"
    assert "\n" not in param


def test_other_notices_outside_the_window_use_the_notice_template(fake_graph):
    send(make_thread(hours_since_inbound=30), "I've closed my earlier question.", key="hitl:x:closed", kind="notice")

    assert fake_graph.sent[0]["template"]["name"] == "memo_notice"


def test_inside_the_window_proactive_messages_are_free_text(fake_graph):
    send(make_thread(hours_since_inbound=23.5), "⏰ Reminder: call mom", key="reminder:1:x", kind="proactive")

    assert fake_graph.sent[0]["type"] == "text"


def test_when_meta_says_the_window_is_closed_the_row_is_resent_as_a_template(fake_graph):
    fake_graph.script(reengagement())
    row = send(make_thread(hours_since_inbound=2), "⏰ Reminder: call mom", key="reminder:1:x", kind="proactive")

    assert row.status == S.SENT
    assert [b["type"] for b in fake_graph.attempts] == ["text", "template"]


def test_a_temporary_failure_leaves_the_row_pending_with_the_error_for_a_retry(fake_graph):
    fake_graph.script(*[rate_limited()] * 4)
    row = send(make_thread(), "hello")

    assert (row.status, row.attempts) == (S.PENDING, 1)
    assert "130429" in row.error

    outbox.deliver(row.pk)  # the recovery sweep re-sends pending rows
    row.refresh_from_db()
    assert (row.status, row.attempts, row.error) == (S.SENT, 2, "")


def test_a_temporary_failure_is_given_up_after_max_attempts(fake_graph):
    row = OutboundMessage.objects.create(idempotency_key="k", thread=make_thread(), text="hello",
                                         attempts=MAX_ATTEMPTS - 1)
    fake_graph.script(*[rate_limited()] * 4)

    outbox.deliver(row.pk)

    row.refresh_from_db()
    assert row.status == S.FAILED
    assert row.error.startswith(f"gave up after {MAX_ATTEMPTS} attempts")


def test_a_permanent_failure_marks_the_row_failed_with_metas_error(fake_graph):
    fake_graph.script(not_allowed_recipient())
    row = send(make_thread(), "hello")

    assert row.status == S.FAILED
    assert "(#131030) Recipient phone number not in allowed list" in row.error
    assert len(fake_graph.attempts) == 1


def test_without_whatsapp_configured_the_row_fails_visibly():
    row = send(make_thread(), "hello")

    assert row.status == S.FAILED
    assert "not configured" in row.error


@pytest.mark.django_db(transaction=True)
def test_on_an_io_worker_a_queued_reply_is_sent_by_the_same_thread_once_committed(fake_graph, settings):
    settings.MEMO_WORKER_ROLE = "io"
    thread = make_thread()

    row = outbox.queue(thread.pk, "turn:io:0", "Done — milk is on your list.", channel=thread.channel)

    row.refresh_from_db()  # no delivery task ran: the row went out before queue() returned
    assert (row.status, row.channel_message_id, row.attempts) == (S.SENT, "wamid.FAKE0001", 1)
    assert [m["text"]["body"] for m in fake_graph.sent] == ["Done — milk is on your list."]


def test_a_claimed_row_is_not_sent_by_a_second_worker_until_its_claim_is_stale(fake_graph):
    thread = make_thread()
    row = OutboundMessage.objects.create(idempotency_key="turn:claim:0", thread=thread, text="hi")
    OutboundMessage.objects.filter(pk=row.pk).update(status=S.SENDING, claimed_at=timezone.now())

    assert outbox.deliver(row.pk) == "skipped" and fake_graph.sent == []

    OutboundMessage.objects.filter(pk=row.pk).update(
        claimed_at=timezone.now() - timedelta(seconds=outbox.CLAIM_SECONDS + 1))
    assert outbox.deliver(row.pk) == S.SENT and len(fake_graph.sent) == 1


# --- exactly once: a send whose answer was lost is confirmed by its receipt, never sent twice ----------
def test_every_send_names_its_outbox_row_for_metas_receipts(fake_graph):
    row = send(make_thread(), "Reminder set: call mom — tomorrow at 09:00")

    assert fake_graph.sent[0]["biz_opaque_callback_data"] == f"memo:out:{row.pk}"


def test_a_send_whose_worker_died_is_confirmed_by_its_receipt_and_never_sent_again(fake_graph, post):
    from tests.whatsapp.conftest import body, status

    thread = make_thread()
    row = OutboundMessage.objects.create(idempotency_key="turn:died:0", thread=thread, text="hi")
    # The worker claimed the row and Meta took the message, but the worker died before recording it.
    OutboundMessage.objects.filter(pk=row.pk).update(status=S.SENDING, claimed_at=timezone.now())
    receipt = {**status("wamid.LOST1", "sent"), "biz_opaque_callback_data": f"memo:out:{row.pk}"}

    assert post(body(statuses=[receipt])).status_code == 200

    row.refresh_from_db()
    assert (row.status, row.channel_message_id) == (S.SENT, "wamid.LOST1")
    OutboundMessage.objects.filter(pk=row.pk).update(
        claimed_at=timezone.now() - timedelta(seconds=outbox.CLAIM_SECONDS + 1))
    outbox.redeliver_pending(0)
    assert outbox.deliver(row.pk) == "skipped" and fake_graph.sent == []


def test_a_receipt_naming_a_row_that_knows_its_id_changes_only_its_status(post, fake_graph):
    from tests.whatsapp.conftest import body, status

    row = send(make_thread(), "hello")
    receipt = {**status("wamid.OTHER", "delivered"), "biz_opaque_callback_data": f"memo:out:{row.pk}"}
    post(body(statuses=[receipt, status(row.channel_message_id, "delivered")]))

    row.refresh_from_db()
    assert (row.status, row.channel_message_id) == (S.DELIVERED, "wamid.FAKE0001")


def test_a_send_meta_may_have_taken_is_not_sent_again_but_waits_for_its_receipt(settings):
    """The Graph API took the request and never answered (a read timeout): a second POST could deliver the
    message twice, so the row stays claimed for the receipt (or the sweep, once the claim is stale)."""
    import socket

    with socket.socket() as silent:
        silent.bind(("127.0.0.1", 0))
        silent.listen(8)  # accepts connections (the kernel does) and never answers
        settings.WHATSAPP_TOKEN, settings.WHATSAPP_PHONE_NUMBER_ID = "t", "1"
        settings.WHATSAPP_API_BASE_URL = f"http://127.0.0.1:{silent.getsockname()[1]}"
        settings.WHATSAPP_TIMEOUT_SECONDS = 0.3
        thread = make_thread()
        row = OutboundMessage.objects.create(idempotency_key="turn:silent:0", thread=thread, text="hi")
        import os
        from unittest import mock

        with mock.patch.dict(os.environ, {"WHATSAPP_TIMEOUT_SECONDS": "0.3", "WHATSAPP_BACKOFF_SECONDS": "0"}):
            assert outbox.deliver(row.pk) == S.SENDING

    row.refresh_from_db()
    assert row.status == S.SENDING and row.attempts == 1 and "receipt" in row.error
    assert outbox.deliver(row.pk) == "skipped"  # claimed: nobody sends it again before the claim is stale
