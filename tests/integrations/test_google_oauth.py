"""Google OAuth and credentials: the consent URL, the code exchange, refresh and revoke, against the local
fake of Google's token endpoints over real HTTP (no request leaves the machine)."""

from __future__ import annotations

import base64
import hashlib
import json
import socket
from datetime import UTC, datetime, timedelta
from urllib.parse import parse_qs, urlsplit

import pytest

from memo.integrations import google
from memo.integrations.google import oauth
from memo.integrations.google.calendar import CalendarClient
from memo.integrations.google.credentials import (
    credentials_from_info,
    credentials_to_info,
    needs_refresh,
    refresh,
)
from memo.integrations.google.errors import GoogleError, GrantRevoked, Unavailable
from tests.support.fake_google import (
    CALENDAR_SCOPE,
    CLIENT_ID,
    CLIENT_SECRET,
    GMAIL_SCOPE,
    REFRESH_TOKEN,
    configure,
    running_fake_google,
)

REDIRECT = "https://memo.example.com/google/callback"


@pytest.fixture
def fake_google(settings, monkeypatch):
    with running_fake_google() as fake:
        configure(settings, monkeypatch, fake)
        yield fake


def query_of(url: str) -> dict[str, str]:
    return {k: v[-1] for k, v in parse_qs(urlsplit(url).query).items()}


def s256(verifier: str) -> str:
    return base64.urlsafe_b64encode(hashlib.sha256(verifier.encode()).digest()).decode().rstrip("=")


def closed_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


# --- configuration and the consent URL --------------------------------------------------------------
def test_google_is_configured_only_with_client_id_and_secret(settings):
    settings.GOOGLE_CLIENT_ID, settings.GOOGLE_CLIENT_SECRET = "id", ""
    assert not google.is_configured()
    settings.GOOGLE_CLIENT_SECRET = "secret"
    assert google.is_configured()


def test_authorization_url_asks_offline_consent_with_pkce_and_only_the_requested_scopes(settings):
    settings.GOOGLE_CLIENT_ID, settings.GOOGLE_CLIENT_SECRET = CLIENT_ID, CLIENT_SECRET
    verifier = oauth.new_code_verifier()

    url = oauth.authorization_url([CALENDAR_SCOPE], REDIRECT, "state-123", verifier)

    assert url.startswith("https://accounts.google.com/o/oauth2/auth?")
    query = query_of(url)
    assert query["response_type"] == "code" and query["client_id"] == CLIENT_ID
    assert query["redirect_uri"] == REDIRECT and query["state"] == "state-123"
    assert query["scope"] == CALENDAR_SCOPE
    assert query["access_type"] == "offline" and query["prompt"] == "consent"
    assert query["include_granted_scopes"] == "true"
    assert query["code_challenge_method"] == "S256" and query["code_challenge"] == s256(verifier)
    assert CLIENT_SECRET not in url


def test_code_verifiers_are_fresh_and_valid_and_bad_ones_are_refused():
    first, second = oauth.new_code_verifier(), oauth.new_code_verifier()

    assert first != second and 43 <= len(first) <= 128
    with pytest.raises(ValueError):
        oauth.authorization_url([CALENDAR_SCOPE], REDIRECT, "s", "too-short")
    with pytest.raises(ValueError):
        oauth.exchange_code("code", REDIRECT, "s", "x" * 42, [CALENDAR_SCOPE])


# --- the code exchange ------------------------------------------------------------------------------
def connect(fake, scopes: list[str]) -> tuple[dict, list[str]]:
    verifier = oauth.new_code_verifier()
    url = oauth.authorization_url(scopes, REDIRECT, "state-1", verifier)
    code, state = fake.consent(url)
    assert state == "state-1"
    return oauth.exchange_code(code, REDIRECT, state, verifier, scopes)


def test_code_exchange_returns_usable_credentials_with_a_refresh_token(fake_google):
    before = datetime.now(UTC)

    info, granted = connect(fake_google, [CALENDAR_SCOPE])

    assert granted == [CALENDAR_SCOPE] and info["scopes"] == [CALENDAR_SCOPE]
    assert info["token"] in fake_google.access_tokens and info["refresh_token"] in fake_google.refresh_tokens
    assert (info["client_id"], info["client_secret"]) == (CLIENT_ID, CLIENT_SECRET)
    assert info["token_uri"] == fake_google.url + "/token"
    expiry = datetime.fromisoformat(info["expiry"].replace("Z", "+00:00"))
    assert info["expiry"].endswith("Z") and timedelta(minutes=55) < expiry - before < timedelta(minutes=61)
    json.dumps(info)  # storable as it is
    exchange = fake_google.token_requests("authorization_code")[0].body
    assert exchange["redirect_uri"] == REDIRECT and exchange["client_id"] == CLIENT_ID
    assert exchange["code_verifier"] and exchange["client_secret"] == CLIENT_SECRET
    # The credentials work: a Calendar call with them reaches the fake with the new token.
    client = CalendarClient(credentials_from_info(info))
    assert client.list_events(datetime(2026, 1, 1, tzinfo=UTC), datetime(2026, 1, 2, tzinfo=UTC)) == []
    assert fake_google.calendar_requests[0].headers["authorization"] == "Bearer " + info["token"]


def test_code_exchange_without_a_refresh_token_returns_none_for_it(fake_google):
    fake_google.issue_refresh_token = False

    info, _ = connect(fake_google, [CALENDAR_SCOPE])

    assert info["refresh_token"] is None and info["token"]


def test_partial_consent_returns_only_the_granted_scopes(fake_google):
    fake_google.grant_scopes = [CALENDAR_SCOPE]

    info, granted = connect(fake_google, [CALENDAR_SCOPE, GMAIL_SCOPE])

    assert granted == [CALENDAR_SCOPE] and info["scopes"] == [CALENDAR_SCOPE]


def test_earlier_grants_come_back_with_an_incremental_consent(fake_google):
    fake_google.grant_scopes = [CALENDAR_SCOPE, GMAIL_SCOPE]

    _, granted = connect(fake_google, [GMAIL_SCOPE])

    assert sorted(granted) == sorted([CALENDAR_SCOPE, GMAIL_SCOPE])


def test_a_used_code_or_a_wrong_verifier_is_refused_as_invalid_grant(fake_google):
    verifier = oauth.new_code_verifier()
    code, state = fake_google.consent(oauth.authorization_url([CALENDAR_SCOPE], REDIRECT, "s", verifier))

    with pytest.raises(GrantRevoked) as caught:
        oauth.exchange_code(code, REDIRECT, state, oauth.new_code_verifier(), [CALENDAR_SCOPE])
    assert caught.value.reason == "invalid_grant"
    with pytest.raises(GrantRevoked):  # the code was spent by the first attempt
        oauth.exchange_code(code, REDIRECT, state, verifier, [CALENDAR_SCOPE])


def test_a_failing_token_endpoint_is_unavailable(fake_google):
    verifier = oauth.new_code_verifier()
    code, state = fake_google.consent(oauth.authorization_url([CALENDAR_SCOPE], REDIRECT, "s", verifier))
    fake_google.fail_next(503, path="/token")

    with pytest.raises(Unavailable) as caught:
        oauth.exchange_code(code, REDIRECT, state, verifier, [CALENDAR_SCOPE])
    assert caught.value.status == 503


def test_an_unreachable_token_endpoint_is_unavailable(fake_google, settings):
    verifier = oauth.new_code_verifier()
    settings.GOOGLE_OAUTH_TOKEN_URI = f"http://127.0.0.1:{closed_port()}/token"

    with pytest.raises(Unavailable):
        oauth.exchange_code("4/code", REDIRECT, "s", verifier, [CALENDAR_SCOPE])


# --- credentials and refresh ------------------------------------------------------------------------
def test_credentials_info_round_trips_with_a_utc_expiry(settings):
    info = {"token": "t", "refresh_token": "r", "token_uri": "https://oauth2.googleapis.com/token",
            "client_id": "c", "client_secret": "s", "scopes": f"{CALENDAR_SCOPE} {GMAIL_SCOPE}",
            "expiry": "2026-11-22T09:00:00.123456+02:00"}

    creds = credentials_from_info(info)
    again = credentials_to_info(creds)

    assert creds.expiry == datetime(2026, 11, 22, 7, 0, 0, 123456)  # google-auth's naive UTC
    assert again == {**info, "scopes": [CALENDAR_SCOPE, GMAIL_SCOPE], "expiry": "2026-11-22T07:00:00Z"}
    assert credentials_to_info(credentials_from_info(again)) == again
    assert json.loads(json.dumps(again)) == again


def test_a_token_of_unknown_age_needs_refresh_and_a_fresh_one_does_not():
    base = {"refresh_token": "r", "client_id": "c", "client_secret": "s"}
    fresh = (datetime.now(UTC) + timedelta(hours=1)).isoformat()
    soon = (datetime.now(UTC) + timedelta(minutes=2)).isoformat()

    assert needs_refresh(credentials_from_info({**base, "token": "t"}))
    assert needs_refresh(credentials_from_info({**base, "token": None, "expiry": fresh}))
    assert needs_refresh(credentials_from_info({**base, "token": "t", "expiry": soon}))
    assert not needs_refresh(credentials_from_info({**base, "token": "t", "expiry": fresh}))


def test_client_secret_is_filled_in_only_for_the_configured_token_endpoint(settings):
    settings.GOOGLE_CLIENT_ID, settings.GOOGLE_CLIENT_SECRET = CLIENT_ID, CLIENT_SECRET

    own = credentials_from_info({"token": "t", "refresh_token": "r"})
    foreign = credentials_from_info({"token": "t", "refresh_token": "r", "token_uri": "https://elsewhere/token"})

    assert (own.client_id, own.client_secret, own.token_uri) == (CLIENT_ID, CLIENT_SECRET,
                                                                  settings.GOOGLE_OAUTH_TOKEN_URI)
    assert (foreign.client_id, foreign.client_secret, foreign.token_uri) == (None, None, "https://elsewhere/token")


def test_refresh_gets_a_new_access_token_from_the_credentials_token_uri(fake_google):
    creds = credentials_from_info(fake_google.user_info(expired=True))
    old = creds.token
    assert needs_refresh(creds)

    refresh(creds)

    assert creds.token != old and creds.token in fake_google.access_tokens
    assert creds.refresh_token == REFRESH_TOKEN and not needs_refresh(creds)
    request = fake_google.token_requests("refresh_token")[0]
    assert request.body["refresh_token"] == REFRESH_TOKEN and request.body["client_id"] == CLIENT_ID


def test_refresh_with_a_revoked_grant_is_grant_revoked(fake_google):
    fake_google.invalid_grant = True
    creds = credentials_from_info(fake_google.user_info(expired=True))

    with pytest.raises(GrantRevoked) as caught:
        refresh(creds)
    assert (caught.value.status, caught.value.reason) == (400, "invalid_grant")
    assert not caught.value.retryable and len(fake_google.token_requests()) == 1


def test_credentials_without_a_refresh_token_need_reconnecting(fake_google):
    info = {**fake_google.user_info(expired=True), "refresh_token": None}

    with pytest.raises(GrantRevoked) as caught:
        refresh(credentials_from_info(info))
    assert caught.value.reason == "no_refresh_token"
    with pytest.raises(GrantRevoked):
        CalendarClient(credentials_from_info(info)).get_event("abc12345")
    assert fake_google.requests == []


def test_refresh_with_an_unreachable_token_endpoint_is_unavailable():
    info = {"token": "t", "refresh_token": "r", "client_id": "c", "client_secret": "s",
            "token_uri": f"http://127.0.0.1:{closed_port()}/token"}

    with pytest.raises(Unavailable):
        refresh(credentials_from_info(info))


def test_refresh_with_a_wrong_client_secret_is_a_plain_google_error(fake_google):
    creds = credentials_from_info({**fake_google.user_info(expired=True), "client_secret": "wrong"})

    with pytest.raises(GoogleError) as caught:
        refresh(creds)
    assert type(caught.value) is GoogleError and caught.value.reason == "invalid_client"


# --- revoke -----------------------------------------------------------------------------------------
def test_revoke_ends_the_grant_and_revoking_again_is_fine(fake_google):
    oauth.revoke(REFRESH_TOKEN)

    assert fake_google.revoked == [REFRESH_TOKEN]
    with pytest.raises(GrantRevoked):
        refresh(credentials_from_info(fake_google.user_info(expired=True)))
    oauth.revoke(REFRESH_TOKEN)  # Google answers 400 invalid_token: already done
    assert fake_google.revoked == [REFRESH_TOKEN]
    assert fake_google.requests[0].body == {"token": REFRESH_TOKEN}


def test_revoke_retries_server_errors_with_backoff(fake_google):
    sleeps: list[float] = []
    fake_google.fail_next(503, times=2, path="/revoke")

    oauth.revoke(REFRESH_TOKEN, sleep=sleeps.append)

    assert len(sleeps) == 2 and sleeps[1] == 2 * sleeps[0] and fake_google.revoked == [REFRESH_TOKEN]


def test_revoke_that_keeps_failing_is_unavailable(fake_google, settings):
    settings.GOOGLE_MAX_RETRIES = 1
    fake_google.fail_next(500, times=2, path="/revoke")

    with pytest.raises(Unavailable):
        oauth.revoke(REFRESH_TOKEN, sleep=lambda _: None)
    assert fake_google.revoked == []
