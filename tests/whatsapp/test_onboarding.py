"""First contact: timezone from the number, language from the first message, one welcome, first."""

from __future__ import annotations

import pytest

from memo.conversations.channels.whatsapp import onboarding
from memo.conversations.models import Message, OutboundMessage, User
from tests.whatsapp.conftest import body, text_message


@pytest.mark.parametrize(("phone", "zone"), [
    ("+972501234567", "Asia/Jerusalem"),  # Israeli mobiles have no geography: the country's zone
    ("+12125551234", "America/New_York"),  # a New York landline area code
    ("+13105551234", "America/Los_Angeles"),  # Los Angeles
    ("+447400123456", "Europe/London"),  # UK mobile: London over the Crown dependencies
    ("+4915112345678", "Europe/Berlin"),
    ("+61412345678", "Australia/Sydney"),  # several zones, no geography: the main one
    ("+33612345678", "Europe/Paris"),
])
def test_the_timezone_is_guessed_from_the_number(phone, zone):
    assert onboarding.guess_timezone(phone) == zone


def test_a_number_that_says_nothing_gives_no_guess():
    assert onboarding.guess_timezone("+447700900123") is None  # a range reserved for fiction: no country


@pytest.mark.parametrize(("phone", "text", "language"), [
    ("+447400123456", "תזכיר לי מחר", "he"),
    ("+972501234567", "remind me tomorrow", "en"),
    ("+972501234567", "👍", "he"),  # no letters: the country decides
    ("+447400123456", "123", "en"),
])
def test_the_language_comes_from_the_first_message_else_the_country(phone, text, language):
    assert onboarding.guess_language(phone, text, "he") == language


@pytest.mark.django_db
def test_a_first_time_user_is_welcomed_once_in_their_language_before_the_reply(post):
    uk = "447400123456"
    post(body([text_message("wamid.W1", "remind me tomorrow at 9 to call mom", phone=uk)], phone=uk))
    post(body([text_message("wamid.W2", "thanks", ts=1_790_000_100, phone=uk)], phone=uk))

    user = User.objects.get(phone="+447400123456")
    assert (user.timezone, user.language, user.name) == ("Europe/London", "en", "Dana Levi")
    welcome = OutboundMessage.objects.get(idempotency_key=f"welcome:{user.pk}")
    assert welcome.text.startswith("👋 Hi Dana! I'm Memo")
    assert "Europe/London" in welcome.text and "change my timezone to London" in welcome.text
    assert "Reminders and tasks" in welcome.text  # what Memo can do: the capability lines of "help"
    assert OutboundMessage.objects.order_by("id").first() == welcome  # queued before anything else
    assert OutboundMessage.objects.filter(idempotency_key__startswith="welcome:").count() == 1
    assert Message.objects.filter(thread__user=user).count() == 2


@pytest.mark.django_db
def test_a_hebrew_speaker_is_welcomed_in_hebrew_with_the_israel_zone(post):
    post(body([text_message("wamid.W3", "תזכיר לי מחר בשמונה לקנות חלב")], name="דנה"))

    user = User.objects.get(phone="+972501112233")
    assert (user.timezone, user.language) == ("Asia/Jerusalem", "he")
    welcome = OutboundMessage.objects.get(idempotency_key=f"welcome:{user.pk}").text
    assert welcome.startswith("👋 היי דנה!") and "Asia/Jerusalem" in welcome and "שנה את אזור הזמן" in welcome


@pytest.mark.django_db
def test_an_existing_user_is_not_onboarded_again(post):
    User.objects.create(phone="+972501112233", timezone="Europe/Paris", language="en")

    post(body([text_message("wamid.W4", "hello")]))

    assert User.objects.get().timezone == "Europe/Paris"
    assert not OutboundMessage.objects.filter(idempotency_key__startswith="welcome:").exists()
