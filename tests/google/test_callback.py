"""Google's callback: the code is exchanged at the (fake) token endpoint with the stored PKCE verifier, the
credentials are stored encrypted, the user is told on WhatsApp what is on; any failure stores nothing."""

from __future__ import annotations

import json

import pytest
from django.test import Client

from memo.google import crypto, services
from memo.google.models import GoogleAccount, OAuthState
from tests.google.accounts import page, path_of, stored_column, told
from tests.support.fake_google import CALENDAR_SCOPE, GMAIL_SCOPE

CONNECTED_CALENDAR = "Your Google account is connected — calendar on."


def open_link(client: Client, fake, user, scopes: list[str]) -> tuple[str, str]:
    """The user opens Memo's link and agrees on Google's page: (code, state) Google redirects back with."""
    response = client.get(path_of(services.connect_link(user.pk, scopes)))
    assert response.status_code == 302, page(response)
    return fake.consent(response["Location"])


def callback(client: Client, **params: str):
    return client.get("/google/callback/", params)


def nothing_stored(fake, user) -> bool:
    return not GoogleAccount.objects.filter(user=user).exists() and not told(user)


def test_a_consent_connects_the_calendar_stores_it_encrypted_and_tells_the_user(client, fake_google, user):
    code, state = open_link(client, fake_google, user, [CALENDAR_SCOPE])
    response = callback(client, state=state, code=code)

    assert response.status_code == 200
    assert "Connected — you can go back to WhatsApp." in page(response)
    account = GoogleAccount.objects.get(user=user)
    assert account.status == GoogleAccount.Status.CONNECTED and account.scopes == [CALENDAR_SCOPE]
    assert services.capabilities_for(user.pk) == {"calendar": True, "gmail": False}
    # The token endpoint got the verifier Memo stored for this state (PKCE) and issued fresh tokens.
    exchange = fake_google.token_requests("authorization_code")[0].body
    assert exchange["code_verifier"] == crypto.decrypt(OAuthState.objects.get(state=state).code_verifier)
    info = json.loads(crypto.decrypt(account.credentials))
    assert info["refresh_token"].startswith("1//fake-refresh-") and info["token"].startswith("ya29.fake-")
    raw = stored_column(user)
    assert info["refresh_token"] not in raw and info["token"] not in raw and "refresh" not in raw
    assert told(user) == [CONNECTED_CALENDAR]
    assert services.credentials_for(user.pk).token == info["token"]


def test_the_link_is_spent_once_it_connected(client, fake_google, user):
    link = services.connect_link(user.pk, [CALENDAR_SCOPE])
    code, state = fake_google.consent(client.get(path_of(link))["Location"])
    callback(client, state=state, code=code)
    again = client.get(path_of(link))
    assert again.status_code == 410
    assert "This link was already used to connect your Google account" in page(again)
    assert OAuthState.objects.count() == 1


def test_a_reused_state_is_refused_and_changes_nothing(client, fake_google, user):
    code, state = open_link(client, fake_google, user, [CALENDAR_SCOPE])
    callback(client, state=state, code=code)
    version = GoogleAccount.objects.get(user=user).version
    client.cookies["memo_google_state"] = state  # the browser still has it (a reload of the callback)
    response = callback(client, state=state, code=code)
    assert response.status_code == 400
    assert "This sign-in was already completed" in page(response)
    assert GoogleAccount.objects.get(user=user).version == version
    assert told(user) == [CONNECTED_CALENDAR]
    assert len(fake_google.token_requests("authorization_code")) == 1


def test_a_callback_in_another_browser_or_with_an_unknown_state_stores_nothing(client, fake_google, user):
    code, state = open_link(client, fake_google, user, [CALENDAR_SCOPE])
    elsewhere = callback(Client(), state=state, code=code)  # someone else's browser: no state cookie
    assert elsewhere.status_code == 400
    assert "This sign-in was started in another browser" in page(elsewhere)
    unknown = callback(client, state="not-a-state-memo-made", code=code)
    assert "הכניסה הזו לא תואמת כניסה ש-Memo התחיל" in page(unknown)  # whose it was is unknown: default language
    assert nothing_stored(fake_google, user)
    assert fake_google.token_requests("authorization_code") == []
    # The real browser can still finish.
    assert callback(client, state=state, code=code).status_code == 200


def test_a_lost_verifier_stores_nothing(client, fake_google, user):
    code, state = open_link(client, fake_google, user, [CALENDAR_SCOPE])
    OAuthState.objects.filter(state=state).update(code_verifier="")
    response = callback(client, state=state, code=code)
    assert response.status_code == 400
    assert "Memo lost track of this sign-in" in page(response)
    assert nothing_stored(fake_google, user)
    assert fake_google.token_requests("authorization_code") == []


def test_a_refused_consent_stores_nothing_and_the_link_can_be_opened_again(client, fake_google, user):
    link = services.connect_link(user.pk, [CALENDAR_SCOPE])
    response = client.get(path_of(link))
    _, state = fake_google.consent(response["Location"])
    denied = callback(client, state=state, error="access_denied")
    assert "You didn't allow Memo access to your Google account" in page(denied)
    assert nothing_stored(fake_google, user)
    assert OAuthState.objects.get(state=state).outcome == "access_denied"
    assert client.get(path_of(link)).status_code == 302


def test_google_refusing_the_code_stores_nothing(client, fake_google, user):
    code, state = open_link(client, fake_google, user, [CALENDAR_SCOPE])
    response = callback(client, state=state, code=code + "-tampered")
    assert "Google didn't complete the sign-in" in page(response)
    assert nothing_stored(fake_google, user)


def test_google_down_at_the_exchange_stores_nothing(client, fake_google, user):
    code, state = open_link(client, fake_google, user, [CALENDAR_SCOPE])
    fake_google.fail_next(503, times=5, path="/token")
    response = callback(client, state=state, code=code)
    assert "Google didn't complete the sign-in" in page(response)
    assert nothing_stored(fake_google, user)


@pytest.mark.parametrize(("granted", "capabilities", "message"), [
    ([GMAIL_SCOPE], {"calendar": False, "gmail": True},
     "Your Google account is connected — Gmail on. Calendar access wasn't allowed (its box was unticked), "
     "so the calendar stays off."),
    ([CALENDAR_SCOPE], {"calendar": True, "gmail": False},
     "Your Google account is connected — calendar on. Gmail access wasn't allowed (its box was unticked), "
     "so Gmail stays off."),
    ([CALENDAR_SCOPE, GMAIL_SCOPE], {"calendar": True, "gmail": True},
     "Your Google account is connected — calendar and Gmail on."),
])
def test_only_what_was_granted_is_turned_on(client, fake_google, user, granted, capabilities, message):
    fake_google.grant_scopes = granted  # the user unticked a box on Google's page
    code, state = open_link(client, fake_google, user, [CALENDAR_SCOPE, GMAIL_SCOPE])
    response = callback(client, state=state, code=code)
    assert response.status_code == 200
    assert services.capabilities_for(user.pk) == capabilities
    assert sorted(GoogleAccount.objects.get(user=user).scopes) == sorted(granted)
    assert told(user) == [message]
    assert message in page(response)


def test_a_reconnect_without_a_refresh_token_keeps_the_stored_one(client, fake_google, user):
    code, state = open_link(client, fake_google, user, [CALENDAR_SCOPE])
    callback(client, state=state, code=code)
    first = json.loads(crypto.decrypt(GoogleAccount.objects.get(user=user).credentials))

    fake_google.issue_refresh_token = False
    code, state = open_link(client, fake_google, user, [CALENDAR_SCOPE, GMAIL_SCOPE])
    assert callback(client, state=state, code=code).status_code == 200
    account = GoogleAccount.objects.get(user=user)
    second = json.loads(crypto.decrypt(account.credentials))
    assert second["refresh_token"] == first["refresh_token"]
    assert second["token"] != first["token"]
    assert account.version == 2
    assert services.capabilities_for(user.pk) == {"calendar": True, "gmail": True}


def test_a_first_connection_without_a_refresh_token_stores_nothing(client, fake_google, user):
    fake_google.issue_refresh_token = False
    code, state = open_link(client, fake_google, user, [CALENDAR_SCOPE])
    response = callback(client, state=state, code=code)
    assert "Google didn't give Memo lasting access" in page(response)
    assert nothing_stored(fake_google, user)


def test_a_hebrew_speaker_is_answered_in_hebrew(client, fake_google, user):
    user.language = "he"
    user.save()
    code, state = open_link(client, fake_google, user, [CALENDAR_SCOPE])
    response = callback(client, state=state, code=code)
    assert "מחובר — אפשר לחזור ל-WhatsApp." in page(response) and 'dir="rtl"' in page(response)
    assert told(user) == ["חשבון ה-Google שלך מחובר — היומן פעיל."]
