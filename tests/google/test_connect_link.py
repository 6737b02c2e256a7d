"""The connect link Memo sends on WhatsApp and the page it opens: signed, bound to its user and scopes,
valid for 15 minutes, and sending the browser to Google's consent page with offline access and PKCE."""

from __future__ import annotations

import base64
import hashlib
from datetime import UTC, datetime, timedelta
from urllib.parse import parse_qs, urlsplit

import pytest
import time_machine
from django.core import signing

from memo.google import crypto, services
from memo.google.models import OAuthState
from memo.google.views import STATE_COOKIE
from tests.google.accounts import PUBLIC_URL as PUBLIC
from tests.google.accounts import page, path_of


@pytest.fixture
def google(settings, key):
    settings.GOOGLE_CLIENT_ID = "memo-test.apps.googleusercontent.com"
    settings.GOOGLE_CLIENT_SECRET = "memo-test-secret"
    settings.GOOGLE_OAUTH_AUTH_URI = "https://accounts.google.com/o/oauth2/auth"
    settings.MEMO_PUBLIC_URL = PUBLIC
    settings.GOOGLE_CONNECT_LINK_MINUTES = 15
    return settings


def test_opening_the_link_sends_the_browser_to_google_for_offline_calendar_access(client, google, user):
    link = services.connect_link(user.pk, [services.CALENDAR_SCOPE])
    response = client.get(path_of(link))

    assert response.status_code == 302
    location = urlsplit(response["Location"])
    assert (location.scheme, location.netloc, location.path) == ("https", "accounts.google.com", "/o/oauth2/auth")
    query = {k: v[0] for k, v in parse_qs(location.query).items()}
    state = OAuthState.objects.get(user=user)
    assert query["state"] == state.state
    assert query["access_type"] == "offline"
    assert query["include_granted_scopes"] == "true"
    assert query["prompt"] == "consent"
    assert query["code_challenge_method"] == "S256"
    verifier = crypto.decrypt(state.code_verifier)
    challenge = base64.urlsafe_b64encode(hashlib.sha256(verifier.encode()).digest()).rstrip(b"=").decode()
    assert query["code_challenge"] == challenge
    assert query["scope"] == "https://www.googleapis.com/auth/calendar.events"  # calendar only, nothing more
    assert query["redirect_uri"] == PUBLIC + "/google/callback/"
    assert query["client_id"] == "memo-test.apps.googleusercontent.com"
    assert verifier not in state.code_verifier  # the verifier is stored encrypted
    # The browser keeps the state, so only this browser can finish the sign-in.
    cookie = response.cookies[STATE_COOKIE]
    assert cookie.value == state.state
    assert cookie["httponly"] and cookie["secure"] and cookie["samesite"] == "Lax"


def test_a_link_for_gmail_asks_only_for_gmail(client, google, user):
    response = client.get(path_of(services.connect_link(user.pk, [services.GMAIL_SCOPE])))
    query = parse_qs(urlsplit(response["Location"]).query)
    assert query["scope"] == ["https://www.googleapis.com/auth/gmail.modify"]
    assert OAuthState.objects.get(user=user).scopes == [services.GMAIL_SCOPE]


def test_a_tampered_or_foreign_token_is_refused_and_starts_nothing(client, google, user):
    link = services.connect_link(user.pk, [services.CALENDAR_SCOPE])
    token = path_of(link).split("/")[3]
    forged_payload = signing.dumps({"u": user.pk, "s": [services.GMAIL_SCOPE], "n": "x"})  # right key, no salt
    for bad in (token[:-2] + ("AA" if not token.endswith("AA") else "BB"), forged_payload, "nonsense"):
        response = client.get(f"/google/connect/{bad}/")
        assert response.status_code == 400
        # Whose link it was is unknown, so the page speaks MEMO_DEFAULT_LANGUAGE (Hebrew).
        assert "הקישור הזה לא תקין" in page(response)
    assert not OAuthState.objects.exists()


def test_the_link_is_bound_to_its_user_and_scopes(client, google, user, django_user_model):
    from memo.conversations.models import User

    other = User.objects.create(phone="+972509999999", language="en")
    link = services.connect_link(other.pk, [services.CALENDAR_SCOPE, services.GMAIL_SCOPE])
    client.get(path_of(link))
    state = OAuthState.objects.get()
    assert state.user_id == other.pk != user.pk
    assert sorted(state.scopes) == sorted([services.CALENDAR_SCOPE, services.GMAIL_SCOPE])


def test_the_link_works_for_15_minutes_then_says_it_expired(client, google, user):
    start = datetime(2026, 11, 22, 9, 0, tzinfo=UTC)
    with time_machine.travel(start, tick=False) as clock:
        link = services.connect_link(user.pk, [services.CALENDAR_SCOPE])
        clock.shift(timedelta(minutes=14, seconds=59))
        assert client.get(path_of(link)).status_code == 302
        clock.shift(timedelta(seconds=2))
        response = client.get(path_of(link))
    assert response.status_code == 410
    text = page(response)
    assert "This link has expired (a link works for 15 minutes)" in text
    assert "open this link in your phone's browser (Chrome/Safari) instead of inside WhatsApp" in text
    assert OAuthState.objects.count() == 1


def test_the_expired_page_speaks_the_users_language(client, google, user):
    user.language = "he"
    user.save()
    start = datetime(2026, 11, 22, 9, 0, tzinfo=UTC)
    with time_machine.travel(start, tick=False) as clock:
        link = services.connect_link(user.pk, [services.CALENDAR_SCOPE])
        clock.shift(timedelta(minutes=16))
        response = client.get(path_of(link))
    text = page(response)
    assert 'dir="rtl"' in text and 'lang="he"' in text
    assert "תוקף הקישור פג" in text
    assert "Chrome/Safari" in text


def test_opening_the_link_again_replaces_the_unfinished_attempt(client, google, user):
    link = services.connect_link(user.pk, [services.CALENDAR_SCOPE])
    first = parse_qs(urlsplit(client.get(path_of(link))["Location"]).query)["state"][0]
    second = parse_qs(urlsplit(client.get(path_of(link))["Location"]).query)["state"][0]
    assert first != second
    # Google sending back the first attempt now finds it replaced: nothing is exchanged or stored.
    result = services.finish_connect(first, "code-1", browser_state=first)
    assert (result.ok, result.reason) == (False, "state_expired")


def test_without_google_configured_the_page_says_so(client, google, user):
    google.GOOGLE_CLIENT_ID = ""
    response = client.get(path_of(services.connect_link(user.pk, [services.CALENDAR_SCOPE])))
    assert response.status_code == 503
    assert "Google isn't set up on this Memo server yet" in page(response)
    assert not OAuthState.objects.exists()
