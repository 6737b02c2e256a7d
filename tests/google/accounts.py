"""Helpers of the Google connection's tests (fixtures are in conftest.py)."""

from __future__ import annotations

import html

from cryptography.fernet import Fernet

from memo.conversations.models import OutboundMessage, User

PUBLIC_URL = "https://memo.example.com"


def new_key() -> str:
    return Fernet.generate_key().decode()


def told(user: User) -> list[str]:
    """What Memo queued for the user on its own (notices), oldest first."""
    return list(OutboundMessage.objects.filter(thread__user=user, kind=OutboundMessage.Kind.PROACTIVE)
                .order_by("id").values_list("text", flat=True))


def page(response) -> str:
    """A page's HTML with entities decoded (apostrophes are escaped in it)."""
    return html.unescape(response.content.decode())


def path_of(link: str) -> str:
    """The path of a link Memo built on PUBLIC_URL (what the test client requests)."""
    assert link.startswith(PUBLIC_URL + "/"), link
    return link[len(PUBLIC_URL):]


def stored_column(user: User) -> str:
    """The credentials column exactly as the database holds it."""
    from django.db import connection

    from memo.google.models import GoogleAccount

    with connection.cursor() as cursor:
        cursor.execute(f"SELECT credentials FROM {GoogleAccount._meta.db_table} WHERE user_id = %s", [user.pk])
        return cursor.fetchone()[0]
