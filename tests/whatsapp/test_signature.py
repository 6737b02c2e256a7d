"""X-Hub-Signature-256: HMAC-SHA256 of the raw body with the app secret, checked before parsing."""

from __future__ import annotations

import hashlib
import hmac
import json

import pytest

from memo.conversations.models import Message
from memo.integrations.whatsapp import signature
from tests.whatsapp.conftest import SECRET, body, text_message

RAW = b'{"object":"whatsapp_business_account","entry":[]}'


def test_signature_is_hmac_sha256_of_the_raw_body():
    expected = "sha256=" + hmac.new(SECRET.encode(), RAW, hashlib.sha256).hexdigest()
    assert signature.sign(RAW, SECRET) == expected
    assert signature.is_valid(RAW, expected, SECRET)


@pytest.mark.parametrize("header", [
    None, "", "sha256=", "sha1=" + "0" * 40, "sha256=" + "0" * 64, "garbage",
])
def test_missing_or_wrong_signatures_are_invalid(header):
    assert not signature.is_valid(RAW, header, SECRET)


def test_a_signature_of_other_bytes_or_another_secret_is_invalid():
    assert not signature.is_valid(RAW + b" ", signature.sign(RAW, SECRET), SECRET)
    assert not signature.is_valid(RAW, signature.sign(RAW, "other-secret"), SECRET)


def test_a_reserialised_body_does_not_verify_so_the_raw_bytes_are_what_counts():
    pretty = json.dumps(json.loads(RAW), indent=2).encode()
    assert not signature.is_valid(pretty, signature.sign(RAW, SECRET), SECRET)


@pytest.mark.django_db
def test_bad_signature_is_refused_with_403_and_nothing_is_stored(post):
    payload = body([text_message("wamid.SIG1", "hello")])

    assert post(payload, signature="sha256=" + "0" * 64).status_code == 403
    assert post(payload, signature=None).status_code == 403
    assert post(payload, secret="wrong-secret").status_code == 403
    assert not Message.objects.exists()


@pytest.mark.django_db
def test_without_an_app_secret_posts_are_refused_unless_debug(post, settings):
    settings.WHATSAPP_APP_SECRET = ""
    payload = body([text_message("wamid.SIG2", "hello")])

    settings.DEBUG = False
    assert post(payload, signature=None).status_code == 403
    assert not Message.objects.exists()

    settings.DEBUG = True
    assert post(payload, signature=None).status_code == 200
    assert Message.objects.filter(channel_message_id="wamid.SIG2").exists()
