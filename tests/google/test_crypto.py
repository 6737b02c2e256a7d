"""Tokens at rest: encrypted with the newest FIELD_ENCRYPTION_KEY, readable with any listed key, never
handed back when no key opens them, and moved to a new key by `rotate_google_keys`."""

from __future__ import annotations

import io
import stat

import pytest
from django.core.exceptions import ImproperlyConfigured
from django.core.management import CommandError, call_command
from django.utils import timezone

from memo.google import crypto
from memo.google.models import GoogleAccount, OAuthState
from tests.google.accounts import new_key

SECRET = '{"refresh_token": "1//refresh-secret", "token": "ya29.access-secret"}'


def test_round_trip_and_the_stored_form_shows_nothing_of_the_text(settings):
    settings.FIELD_ENCRYPTION_KEY = new_key()
    token = crypto.encrypt(SECRET)
    assert "refresh-secret" not in token and "access-secret" not in token
    assert crypto.decrypt(token) == SECRET
    assert crypto.encrypt(SECRET) != token  # a fresh IV every time: equal secrets do not look equal


def test_the_newest_key_encrypts_and_an_older_listed_key_still_decrypts(settings):
    old, new = new_key(), new_key()
    settings.FIELD_ENCRYPTION_KEY = old
    written_before = crypto.encrypt(SECRET)
    settings.FIELD_ENCRYPTION_KEY = f"{new}, {old}"  # newest first
    assert crypto.decrypt(written_before) == SECRET
    assert not crypto.uses_newest_key(written_before)
    written_now = crypto.encrypt(SECRET)
    assert crypto.uses_newest_key(written_now)
    settings.FIELD_ENCRYPTION_KEY = new
    assert crypto.decrypt(written_now) == SECRET  # the new key alone reads what it wrote


def test_rotate_moves_a_value_to_the_newest_key(settings):
    old, new = new_key(), new_key()
    settings.FIELD_ENCRYPTION_KEY = old
    token = crypto.encrypt(SECRET)
    settings.FIELD_ENCRYPTION_KEY = f"{new},{old}"
    rotated = crypto.rotate(token)
    settings.FIELD_ENCRYPTION_KEY = new
    assert crypto.decrypt(rotated) == SECRET
    with pytest.raises(crypto.DecryptionError):
        crypto.decrypt(token)


def test_a_wrong_key_raises_a_clear_error_never_the_ciphertext_or_nothing(settings):
    settings.FIELD_ENCRYPTION_KEY = new_key()
    token = crypto.encrypt(SECRET)
    settings.FIELD_ENCRYPTION_KEY = new_key()
    with pytest.raises(crypto.DecryptionError, match="FIELD_ENCRYPTION_KEY"):
        crypto.decrypt(token)
    with pytest.raises(crypto.DecryptionError):
        crypto.decrypt(token[:-4] + "AAAA")  # damaged
    with pytest.raises(crypto.DecryptionError):
        crypto.decrypt("")


def test_without_a_key_an_outside_database_refuses_to_encrypt(settings):
    settings.FIELD_ENCRYPTION_KEY = ""
    settings.EMBEDDED_POSTGRES = False
    with pytest.raises(ImproperlyConfigured, match="FIELD_ENCRYPTION_KEY is not set"):
        crypto.encrypt(SECRET)


def test_a_malformed_key_is_named_as_such(settings):
    settings.FIELD_ENCRYPTION_KEY = f"{new_key()},not-a-key"
    with pytest.raises(ImproperlyConfigured, match="key 2 is not a Fernet key"):
        crypto.encrypt(SECRET)


def test_the_embedded_mode_keeps_one_development_key_readable_by_its_owner_only(settings, tmp_path):
    settings.FIELD_ENCRYPTION_KEY = ""
    settings.EMBEDDED_POSTGRES = True
    settings.VAR_DIR = tmp_path
    token = crypto.encrypt(SECRET)
    path = tmp_path / crypto.DEVELOPMENT_KEY_FILE
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    key = path.read_text().strip()
    assert crypto.decrypt(token) == SECRET
    assert path.read_text().strip() == key  # stable: made once
    settings.FIELD_ENCRYPTION_KEY = key  # moving to a configured key starts from the same one
    assert crypto.decrypt(token) == SECRET


def _stored(person, key: str) -> tuple[GoogleAccount, OAuthState]:
    account = GoogleAccount.objects.create(user=person, credentials=crypto.encrypt(SECRET), scopes=[])
    now = timezone.now()
    state = OAuthState.objects.create(state="s-1", user=person, link="n-1", code_verifier=crypto.encrypt("v" * 50),
                                      expires_at=now)
    return account, state


@pytest.mark.django_db
def test_rotate_command_reencrypts_so_the_old_key_can_be_removed(settings, user):
    old, new = new_key(), new_key()
    settings.FIELD_ENCRYPTION_KEY = old
    account, state = _stored(user, old)
    settings.FIELD_ENCRYPTION_KEY = f"{new},{old}"

    dry = io.StringIO()
    call_command("rotate_google_keys", "--dry-run", stdout=dry)
    assert "Google credentials: would re-encrypt 1, already on the newest key 0" in dry.getvalue()
    assert "OAuth verifiers: would re-encrypt 1" in dry.getvalue()
    account.refresh_from_db()
    assert not crypto.uses_newest_key(account.credentials)  # a dry run changes nothing

    out = io.StringIO()
    call_command("rotate_google_keys", stdout=out)
    assert "Google credentials: re-encrypted 1, already on the newest key 0" in out.getvalue()
    settings.FIELD_ENCRYPTION_KEY = new  # the old key is gone
    account.refresh_from_db()
    state.refresh_from_db()
    assert crypto.decrypt(account.credentials) == SECRET
    assert crypto.decrypt(state.code_verifier) == "v" * 50

    again = io.StringIO()
    call_command("rotate_google_keys", stdout=again)
    assert "Google credentials: re-encrypted 0, already on the newest key 1" in again.getvalue()


@pytest.mark.django_db
def test_rotate_command_changes_nothing_when_a_value_cannot_be_read(settings, user):
    lost = new_key()
    settings.FIELD_ENCRYPTION_KEY = lost
    account, state = _stored(user, lost)
    settings.FIELD_ENCRYPTION_KEY = new_key()
    before = (account.credentials, state.code_verifier)
    with pytest.raises(CommandError, match="Nothing was changed"):
        call_command("rotate_google_keys", stdout=io.StringIO())
    account.refresh_from_db()
    state.refresh_from_db()
    assert (account.credentials, state.code_verifier) == before
