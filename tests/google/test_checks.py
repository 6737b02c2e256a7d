"""`check --deploy` and the Google connection's encryption key."""

from __future__ import annotations

import io

import pytest
from django.core.checks import run_checks
from django.core.management import call_command
from django.core.management.base import SystemCheckError

from tests.google.accounts import new_key


def ids(deploy: bool) -> set[str]:
    return {message.id for message in run_checks(include_deployment_checks=deploy)}


@pytest.fixture
def google(settings):
    settings.GOOGLE_CLIENT_ID, settings.GOOGLE_CLIENT_SECRET = "id.apps.googleusercontent.com", "secret"
    return settings


def test_deploy_check_warns_when_google_is_configured_without_a_key(google):
    google.FIELD_ENCRYPTION_KEY = ""
    assert "memo.W103" in ids(deploy=True)
    err = io.StringIO()
    call_command("check", "--deploy", stderr=err, stdout=io.StringIO())
    assert "FIELD_ENCRYPTION_KEY is not set while Google is configured" in err.getvalue()
    assert "memo.W103" not in ids(deploy=False)  # a development run is not nagged


def test_no_warning_with_a_key_or_without_google(google):
    google.FIELD_ENCRYPTION_KEY = new_key()
    assert "memo.W103" not in ids(deploy=True)
    google.FIELD_ENCRYPTION_KEY = ""
    google.GOOGLE_CLIENT_ID = ""
    assert "memo.W103" not in ids(deploy=True)


def test_a_malformed_key_stops_every_command(settings):
    settings.FIELD_ENCRYPTION_KEY = "not-a-fernet-key"
    assert "memo.E103" in ids(deploy=False)
    with pytest.raises(SystemCheckError, match="key 1 is not a Fernet key"):
        call_command("check", stdout=io.StringIO(), stderr=io.StringIO())
