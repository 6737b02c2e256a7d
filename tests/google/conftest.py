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


CHAT_NOW = "2026-11-22T09:00"  # Sunday 22 Nov 2026, 09:00 in Jerusalem


@pytest.fixture
def google(settings, monkeypatch, key):
    """The local fake of Google behind GOOGLE_API_ENDPOINT, for conversations through the pipeline."""
    from tests.support.fake_google import configure, running_fake_google

    with running_fake_google() as fake:
        configure(settings, monkeypatch, fake)
        settings.MEMO_PUBLIC_URL = "https://memo.example.com"
        yield fake


@pytest.fixture
def connected(chat, google):
    """A conversation whose user has connected Google Calendar."""
    from memo.google import services as accounts

    talk = chat(phone="+972501119900", now=CHAT_NOW)
    accounts.store_authorized_user(talk.thread.user_id, google.user_info())
    return talk


MAIL_OWNER = "me@example.com"


@pytest.fixture
def mailbox(chat, google):
    """A conversation whose user connected Google with both the calendar and Gmail (address MAIL_OWNER)."""
    from memo.google import services as accounts
    from memo.google.models import GoogleAccount
    from tests.support.fake_google import CALENDAR_SCOPE, GMAIL_SCOPE

    talk = chat(phone="+972501119911", now=CHAT_NOW)
    accounts.store_authorized_user(talk.thread.user_id, google.user_info(scopes=[CALENDAR_SCOPE, GMAIL_SCOPE]))
    GoogleAccount.objects.filter(user_id=talk.thread.user_id).update(email=MAIL_OWNER)
    return talk
