"""Fixtures of the Google tests: an encryption key, a user Memo can message, and the fake Google
(helpers: accounts.py)."""

from __future__ import annotations

import pytest

from memo.conversations.models import Thread, User
from tests.google.accounts import PUBLIC_URL, new_key


@pytest.fixture
def key(settings) -> str:
    """One FIELD_ENCRYPTION_KEY for the test."""
    settings.FIELD_ENCRYPTION_KEY = new_key()
    return settings.FIELD_ENCRYPTION_KEY


@pytest.fixture
def user(db) -> User:
    """A user who wrote to Memo on WhatsApp (so notices have a thread to go to), in English."""
    person = User.objects.create(phone="+972501234567", language="en", name="Dana")
    Thread.objects.create(user=person, channel=Thread.Channel.WHATSAPP)
    return person


@pytest.fixture
def fake_google(settings, monkeypatch, key):
    """The local fake of Google's OAuth endpoints (and REST paths), with Memo configured to use it."""
    from tests.support.fake_google import configure, running_fake_google

    with running_fake_google() as fake:
        configure(settings, monkeypatch, fake)
        settings.MEMO_PUBLIC_URL = PUBLIC_URL
        settings.GOOGLE_CONNECT_LINK_MINUTES = 15
        yield fake
