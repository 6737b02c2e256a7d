"""Google accounts in the admin: status and scopes for support, never a token; "Disconnect" revokes at
Google, tells the user and records which staff member did it."""

from __future__ import annotations

import json

from django.contrib.admin.models import LogEntry
from django.urls import reverse
from django.utils import timezone

from memo.google import crypto, services
from memo.google.models import GoogleAccount, OAuthState
from tests.google.accounts import page, told
from tests.support.fake_google import ACCESS_TOKEN, CALENDAR_SCOPE, CLIENT_SECRET, REFRESH_TOKEN


def secrets_of(account: GoogleAccount) -> list[str]:
    info = json.loads(crypto.decrypt(account.credentials))
    return [ACCESS_TOKEN, REFRESH_TOKEN, CLIENT_SECRET, info["token"], account.credentials, account.credentials[:40]]


def test_the_admin_never_shows_or_searches_token_text(admin_client, fake_google, user):
    account = services.store_authorized_user(user.pk, fake_google.user_info(scopes=[CALENDAR_SCOPE]))
    state = OAuthState.objects.create(state="st-1", user=user, link="n", code_verifier=crypto.encrypt("v" * 60),
                                      scopes=[CALENDAR_SCOPE], expires_at=timezone.now())
    pages = {
        "list": admin_client.get(reverse("admin:google_googleaccount_changelist")),
        "change": admin_client.get(reverse("admin:google_googleaccount_change", args=[account.pk])),
        "states": admin_client.get(reverse("admin:google_oauthstate_changelist")),
        "state": admin_client.get(reverse("admin:google_oauthstate_change", args=[state.pk])),
    }
    for name, response in pages.items():
        assert response.status_code == 200, name
        text = page(response)
        for secret in secrets_of(account) + [state.code_verifier, "v" * 60]:
            assert secret not in text, f"{name} shows secret text"
    listing = page(pages["list"])
    assert user.phone in listing and "connected" in listing and "calendar" in listing
    found = admin_client.get(reverse("admin:google_googleaccount_changelist"), {"q": REFRESH_TOKEN})
    assert found.context["cl"].result_count == 0  # not searchable by token either
    assert admin_client.get(reverse("admin:google_googleaccount_changelist"),
                            {"q": user.phone}).context["cl"].result_count == 1


def test_staff_disconnect_revokes_tells_the_user_and_is_recorded(admin_client, admin_user, fake_google, user):
    account = services.store_authorized_user(user.pk, fake_google.user_info())
    response = admin_client.post(reverse("admin:google_googleaccount_changelist"),
                                 {"action": "disconnect_selected", "_selected_action": [account.pk]}, follow=True)
    assert "Disconnected 1 Google account(s); each user was told." in page(response)
    account.refresh_from_db()
    assert account.status == GoogleAccount.Status.DISCONNECTED and account.credentials == ""
    assert fake_google.revoked == [REFRESH_TOKEN]
    assert told(user)[-1].startswith("Your Google account is disconnected from Memo")
    entry = LogEntry.objects.get(object_id=str(account.pk))
    assert entry.user == admin_user and entry.get_change_message() == "Disconnected from Google"


def test_the_users_list_shows_each_users_google_connection(admin_client, fake_google, user):
    from memo.conversations.models import User

    other = User.objects.create(phone="+972507654321", language="he")
    services.store_authorized_user(user.pk, fake_google.user_info())
    GoogleAccount.objects.filter(user=user).update(status=GoogleAccount.Status.BROKEN)

    listing = page(admin_client.get(reverse("admin:conversations_user_changelist")))
    broken = page(admin_client.get(reverse("admin:conversations_user_changelist") + "?google_account__status=broken"))

    assert "broken (access revoked or expired: needs reconnecting)" in listing
    assert user.phone in broken and other.phone not in broken
