"""Every real webhook body in payloads/ is accepted (200) and handled or ignored on purpose.

Each case has an explicit expectation below; a new sample without one fails, so every payload type
gets a decision. Sending and OpenAI are off here, so voice notes and images get the "needs
configuration" answers (tests/whatsapp/test_media.py covers them with both configured).
"""

from __future__ import annotations

import pytest

from memo.conversations.models import Message, OutboundMessage, Thread, User
from tests.whatsapp.conftest import load_samples

pytestmark = pytest.mark.django_db
SAMPLES = load_samples()
SENDER = "+972987654321"

# What each case must leave behind: ("stored", status, kind, notice) / ("ignored",) / ("status", outbox status)
STORED_QUEUED = ("stored", Message.Status.QUEUED, "text", None)
INTERACTIVE = ("stored", Message.Status.QUEUED, "interactive", None)
EXPECTED: dict[tuple[str, str], tuple] = {
    ("message", "text"): STORED_QUEUED,
    ("message", "reply"): STORED_QUEUED,
    ("message", "forwarded"): STORED_QUEUED,
    ("message", "forwarded_many_times"): STORED_QUEUED,
    ("message", "referral"): STORED_QUEUED,
    ("message", "image"): ("stored", Message.Status.DONE, "image", "image_needs_openai"),
    ("message", "media_with_url"): ("stored", Message.Status.DONE, "image", "image_needs_openai"),
    ("message", "audio"): ("stored", Message.Status.DONE, "audio", "voice_needs_openai"),
    ("message", "voice"): ("stored", Message.Status.DONE, "audio", "voice_needs_openai"),
    ("message", "video"): ("stored", Message.Status.QUEUED, "video", "file_unsupported"),  # caption processed
    ("message", "document"): ("stored", Message.Status.QUEUED, "document", "file_unsupported"),
    ("message", "static_sticker"): ("ignored",),
    ("message", "animated_sticker"): ("ignored",),
    ("message", "reaction"): ("ignored",),
    ("message", "unreaction_empty"): ("ignored",),
    ("message", "unreaction_no_emoji"): ("ignored",),
    ("message", "current_location"): ("ignored",),
    ("message", "chosen_location"): ("ignored",),
    ("message", "contacts"): ("ignored",),
    ("message", "order"): ("ignored",),
    ("message", "unsupported"): ("ignored",),
    ("message", "unsupported_with_type"): ("ignored",),
    ("message", "interactive_message_with_err"): ("ignored",),
    ("callback_button", "button"): INTERACTIVE,
    ("callback_button", "quick_reply"): INTERACTIVE,
    ("callback_button", "quick_reply_without_context"): INTERACTIVE,
    ("callback_selection", "callback"): INTERACTIVE,
    ("callback_selection", "description"): INTERACTIVE,
    ("edited_message", "image"): ("ignored",),  # edits are never re-run
    ("deleted_message", "revoke"): ("ignored",),  # the original is unknown here (see test_revoke_* below)
    ("system", "identity_change"): ("ignored",),
    ("system", "phone_number_change"): ("number_changed",),
    ("message_status", "sent"): ("status", OutboundMessage.Status.SENT),
    ("message_status", "with_tracker"): ("status", OutboundMessage.Status.SENT),
    ("message_status", "delivered"): ("status", OutboundMessage.Status.DELIVERED),
    ("message_status", "read"): ("status", OutboundMessage.Status.READ),
    ("message_status", "played"): ("status", OutboundMessage.Status.READ),
    ("message_status", "failed"): ("status", OutboundMessage.Status.FAILED),
    ("message_status", "group"): ("status", OutboundMessage.Status.PENDING),  # not a message Memo sent
}


def _wamids(case: dict) -> list[str]:
    return [m["id"] for e in case["entry"] for c in e["changes"] for m in c["value"].get("messages", [])]


def test_every_sample_has_an_expectation():
    assert {(f, n) for f, n, _ in SAMPLES} == set(EXPECTED)


@pytest.mark.parametrize(("file", "name", "case"), SAMPLES, ids=[f"{f}:{n}" for f, n, _ in SAMPLES])
def test_sample_is_accepted_and_handled_or_ignored_on_purpose(post, file, name, case):
    expected = EXPECTED[(file, name)]
    outbound = None
    if expected[0] == "status":
        user = User.objects.create(phone=SENDER)
        thread = Thread.objects.create(user=user)
        outbound = OutboundMessage.objects.create(idempotency_key="k", thread=thread, text="hi",
                                                  channel_message_id="wamid.xyzxyz")
    if expected[0] == "number_changed":
        User.objects.create(phone=SENDER)

    assert post(case).status_code == 200

    stored = Message.objects.filter(channel_message_id__in=_wamids(case))
    if expected[0] == "stored":
        _, state, kind, notice = expected
        message = stored.select_related("thread__user").get()
        assert (message.status, message.kind) == (state, kind)
        assert message.thread.user.phone == SENDER
        notices = OutboundMessage.objects.filter(idempotency_key=f"notice:{message.channel_message_id}")
        assert notices.exists() == bool(notice)
    elif expected[0] == "status":
        assert not stored.exists()
        outbound.refresh_from_db()
        assert outbound.status == expected[1]
        if expected[1] == OutboundMessage.Status.FAILED:
            assert "130472" in outbound.error and "experiment" in outbound.error
    elif expected[0] == "number_changed":
        assert User.objects.filter(phone="+972912345678").exists()
        assert not User.objects.filter(phone=SENDER).exists()
    else:
        assert not stored.exists()


def test_interactive_samples_carry_the_reply_id_and_title(post):
    for file, name, case in SAMPLES:
        if EXPECTED[(file, name)] is INTERACTIVE:
            post(case)
            message = Message.objects.get(channel_message_id=_wamids(case)[0])
            assert (message.interactive_id, message.text) == ("callback_data", "title")
            Message.objects.all().delete()


def test_revoke_erases_the_text_of_a_stored_message_and_drops_it_if_unprocessed(post):
    text_case = next(c for f, n, c in SAMPLES if (f, n) == ("message", "text"))
    revoke_case = next(c for f, n, c in SAMPLES if (f, n) == ("deleted_message", "revoke"))
    post(text_case)
    revoke_case["entry"][0]["changes"][0]["value"]["messages"][0]["revoke"]["original_message_id"] = "wamid.xyzxyz"

    assert post(revoke_case).status_code == 200

    message = Message.objects.get(channel_message_id="wamid.xyzxyz")
    assert (message.text, message.status) == ("", Message.Status.IGNORED)
