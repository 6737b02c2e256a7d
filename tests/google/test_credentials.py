"""Stored credentials in use: refreshed at the (fake) token endpoint and saved without clobbering a newer
token, a revoked grant turning into one reconnect message, disconnecting, and the support command."""

from __future__ import annotations

import io
import json
import logging

import pytest
from django.core.management import CommandError, call_command
from django.db.models import F

from memo.conversations.services import user_context
from memo.google import crypto, services
from memo.google.models import GoogleAccount
from memo.integrations.google import credentials as google_credentials
from tests.google.accounts import path_of, stored_column, told
from tests.support.fake_google import ACCESS_TOKEN, CALENDAR_SCOPE, GMAIL_SCOPE, REFRESH_TOKEN


def stored_info(user) -> dict:
    return json.loads(crypto.decrypt(GoogleAccount.objects.get(user=user).credentials))


def test_an_expired_token_is_refreshed_and_the_new_one_is_kept(fake_google, user):
    services.store_authorized_user(user.pk, fake_google.user_info(expired=True))
    creds = services.credentials_for(user.pk)

    assert creds.token != ACCESS_TOKEN and creds.token in fake_google.access_tokens
    account = GoogleAccount.objects.get(user=user)
    assert stored_info(user)["token"] == creds.token and account.version == 2 and account.refreshed_at
    assert creds.token not in stored_column(user)
    # The saved token is used from now on: no second refresh.
    assert services.credentials_for(user.pk).token == creds.token
    assert len(fake_google.token_requests("refresh_token")) == 1


def test_a_valid_token_is_used_without_asking_google(fake_google, user):
    services.store_authorized_user(user.pk, fake_google.user_info())
    assert services.credentials_for(user.pk).token == ACCESS_TOKEN
    assert fake_google.token_requests() == []


def test_a_refresh_that_raced_a_newer_write_keeps_the_newer_token(fake_google, user, monkeypatch):
    services.store_authorized_user(user.pk, fake_google.user_info(expired=True))
    newer = {**fake_google.user_info(), "token": "ya29.written-by-the-other-worker"}
    fake_google.access_tokens.add(newer["token"])
    real_refresh = google_credentials.refresh

    def refresh_while_another_worker_saves(creds):
        real_refresh(creds)  # this worker's refresh at Google...
        # ...while another worker refreshed too and saved first.
        GoogleAccount.objects.filter(user=user).update(credentials=crypto.encrypt(json.dumps(newer)),
                                                       version=F("version") + 1)

    monkeypatch.setattr(google_credentials, "refresh", refresh_while_another_worker_saves)
    creds = services.credentials_for(user.pk)

    assert stored_info(user)["token"] == "ya29.written-by-the-other-worker"  # not clobbered by the stale write
    assert creds.token == "ya29.written-by-the-other-worker"
    assert GoogleAccount.objects.get(user=user).version == 2


def test_a_revoked_grant_breaks_the_connection_and_sends_one_reconnect_link(client, fake_google, user):
    services.store_authorized_user(user.pk, fake_google.user_info(expired=True, scopes=[CALENDAR_SCOPE]))
    fake_google.invalid_grant = True

    assert services.credentials_for(user.pk) is None
    account = GoogleAccount.objects.get(user=user)
    assert account.status == GoogleAccount.Status.BROKEN and account.broken_at is not None
    assert "invalid_grant" in account.broken_reason
    assert services.capabilities_for(user.pk) == {"calendar": False, "gmail": False}
    # Asking again neither calls Google nor messages the user again.
    assert services.credentials_for(user.pk) is None
    assert len(fake_google.token_requests("refresh_token")) == 1
    [notice] = told(user)
    assert notice.startswith("⚠️ Google no longer accepts Memo's access to your account")
    link = next(word for word in notice.split() if word.startswith("https://memo.example.com/google/connect/"))
    # The link in it starts a new sign-in for the same scopes.
    assert "calendar.events" in client.get(path_of(link))["Location"]


def test_google_down_during_a_refresh_is_an_error_for_the_caller_not_a_broken_account(fake_google, user):
    from memo.integrations.google.errors import GoogleError

    services.store_authorized_user(user.pk, fake_google.user_info(expired=True))
    fake_google.fail_next(503, times=10, path="/token")
    with pytest.raises(GoogleError):
        services.credentials_for(user.pk)
    assert GoogleAccount.objects.get(user=user).status == GoogleAccount.Status.CONNECTED
    assert told(user) == []


def test_disconnect_revokes_at_google_deletes_the_credentials_and_tells_the_user(fake_google, user):
    services.store_authorized_user(user.pk, fake_google.user_info(scopes=[CALENDAR_SCOPE, GMAIL_SCOPE]))
    assert services.disconnect(user.pk) is True

    assert fake_google.revoked == [REFRESH_TOKEN]
    account = GoogleAccount.objects.get(user=user)
    assert account.status == GoogleAccount.Status.DISCONNECTED
    assert account.credentials == "" and account.scopes == []
    assert services.credentials_for(user.pk) is None
    assert services.capabilities_for(user.pk) == {"calendar": False, "gmail": False}
    assert told(user) == ["Your Google account is disconnected from Memo: calendar and Gmail are off, and Memo's "
                          "access to the account was removed."]
    assert services.disconnect(user.pk) is False  # nothing left to disconnect
    assert len(told(user)) == 1


def test_a_disconnect_the_user_asked_for_in_the_chat_can_leave_the_telling_to_the_reply(fake_google, user):
    services.store_authorized_user(user.pk, fake_google.user_info())
    assert services.disconnect(user.pk, notify=False) is True
    assert fake_google.revoked == [REFRESH_TOKEN] and told(user) == []


def test_disconnect_deletes_here_even_when_google_cannot_be_reached(fake_google, user, caplog):
    services.store_authorized_user(user.pk, fake_google.user_info())
    fake_google.fail_next(503, times=10, path="/revoke")
    with caplog.at_level(logging.WARNING, logger="memo.google.services"):
        assert services.disconnect(user.pk) is True
    assert "revoking at Google failed" in caplog.text
    assert GoogleAccount.objects.get(user=user).credentials == ""


def test_the_turns_capabilities_come_from_the_google_account(fake_google, user):
    user.google_connected = user.calendar_enabled = user.gmail_enabled = True  # the old flags no longer count
    user.save()
    assert user_context(user).capabilities == {"calendar": False, "gmail": False}
    services.store_authorized_user(user.pk, fake_google.user_info(scopes=[CALENDAR_SCOPE]))
    assert user_context(user).capabilities == {"calendar": True, "gmail": False}


def test_google_connect_command_stores_a_file_that_works_like_a_connection(fake_google, user, tmp_path):
    path = tmp_path / "authorized_user.json"
    path.write_text(json.dumps(fake_google.user_info(expired=True, scopes=[CALENDAR_SCOPE, GMAIL_SCOPE])))
    out = io.StringIO()
    call_command("google_connect", "--phone", user.phone, "--credentials", str(path), stdout=out)

    assert "enabled: calendar, gmail" in out.getvalue()
    assert REFRESH_TOKEN not in stored_column(user)
    creds = services.credentials_for(user.pk)  # refreshed at the file's token_uri (the fake)
    assert creds.token in fake_google.access_tokens and creds.token != ACCESS_TOKEN
    assert services.capabilities_for(user.pk) == {"calendar": True, "gmail": True}


def test_google_connect_command_refuses_an_unknown_phone_or_an_incomplete_file(fake_google, user, tmp_path):
    path = tmp_path / "authorized_user.json"
    path.write_text(json.dumps(fake_google.user_info()))
    with pytest.raises(CommandError, match="no user with phone"):
        call_command("google_connect", "--phone", "+972500000000", "--credentials", str(path))
    path.write_text(json.dumps({**fake_google.user_info(), "refresh_token": None}))
    with pytest.raises(CommandError, match="lack refresh_token"):
        call_command("google_connect", "--phone", user.phone, "--credentials", str(path))
    assert not GoogleAccount.objects.exists()


@pytest.mark.parametrize(("command", "option"), [("google_connect", "--credentials"),
                                                   ("rotate_google_keys", "--dry-run")])
def test_the_support_commands_explain_themselves(capsys, command, option):
    with pytest.raises(SystemExit):
        call_command(command, "--help")
    assert option in capsys.readouterr().out
