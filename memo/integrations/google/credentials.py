"""google-auth user credentials to and from google-auth's authorized-user format, and their refresh.

The format (what `manage.py google_connect` reads and what the connection stores, encrypted):
{"token", "refresh_token", "token_uri", "client_id", "client_secret", "scopes": [...], "expiry":
"2026-11-22T09:00:00Z"}. `refresh_token` may be None (Google sends one only on the first consent; the
caller keeps the one it has).

google-auth keeps `Credentials.expiry` as a *naive* UTC datetime and compares it with its own naive
utcnow(); an aware expiry would make every validity check raise, so naive UTC is what goes in, and only
here: everything that leaves this module is an ISO string with "Z".
"""

from __future__ import annotations

import functools
from datetime import UTC, datetime
from typing import Any

import google.auth.exceptions
import requests
from django.conf import settings
from google.auth.transport.requests import Request
from google.oauth2.credentials import Credentials

from memo.integrations.google.errors import GoogleError, GrantRevoked, Unavailable
from memo.integrations.outside import outside_call


def credentials_from_info(info: dict[str, Any]) -> Credentials:
    """Credentials from an authorized-user dict. Refresh goes to the info's own `token_uri`.

    google-auth's own `from_authorized_user_info` always refreshes at Google's token endpoint (it
    ignores `token_uri`); Memo builds the object itself so that a configured endpoint (a local fake in
    tests) is used. When the info has no client id/secret, the configured OAuth client's are used, but
    only for the configured token endpoint, so they are never sent anywhere else.
    """
    token_uri = info.get("token_uri") or settings.GOOGLE_OAUTH_TOKEN_URI
    client_id, client_secret = info.get("client_id"), info.get("client_secret")
    if token_uri == settings.GOOGLE_OAUTH_TOKEN_URI:
        client_id = client_id or settings.GOOGLE_CLIENT_ID or None
        client_secret = client_secret or settings.GOOGLE_CLIENT_SECRET or None
    scopes = info.get("scopes")
    if isinstance(scopes, str):
        scopes = scopes.split()
    return Credentials(
        token=info.get("token") or None,
        refresh_token=info.get("refresh_token") or None,
        token_uri=token_uri,
        client_id=client_id,
        client_secret=client_secret,
        scopes=list(scopes) if scopes else None,
        expiry=_parse_expiry(info.get("expiry"), has_token=bool(info.get("token"))),
    )


def credentials_to_info(creds: Credentials) -> dict[str, Any]:
    """The authorized-user dict of `creds`, JSON-serialisable; every key present (None when unknown)."""
    return {
        "token": creds.token,
        "refresh_token": creds.refresh_token,
        "token_uri": creds.token_uri,
        "client_id": creds.client_id,
        "client_secret": creds.client_secret,
        "scopes": list(creds.scopes or []),
        "expiry": format_expiry(creds.expiry),
    }


def needs_refresh(creds: Credentials) -> bool:
    """No access token, or it expires within google-auth's margin (3 min 45 s): refresh before a call."""
    return not creds.token or bool(creds.expired)


def refresh(creds: Credentials) -> None:
    """Get a new access token at the credentials' token endpoint, with the configured timeout.

    Raises GrantRevoked when Google says invalid_grant (revoked, expired, or the password changed: the
    account must be connected again) or there is no refresh token; Unavailable when the endpoint cannot
    be reached or keeps failing (google-auth has already retried those); GoogleError for anything else
    (e.g. a wrong client secret).
    """
    if not creds.refresh_token:
        # Nothing to refresh with (Google sent none and none was kept): only a new consent helps.
        raise GrantRevoked("no refresh token: the account must be connected again", reason="no_refresh_token")
    session = requests.Session()
    try:
        # google-auth calls the request without a timeout (its default is 120 s): bind Memo's.
        request = functools.partial(Request(session), timeout=settings.GOOGLE_TIMEOUT_SECONDS)
        with outside_call("google"):
            creds.refresh(request)
    except google.auth.exceptions.GoogleAuthError as exc:
        raise refresh_error(exc) from exc
    finally:
        session.close()


def refresh_error(exc: Exception) -> GoogleError:
    """The Memo error for a google-auth failure during a token refresh."""
    if isinstance(exc, google.auth.exceptions.TransportError):
        return Unavailable(f"Google token endpoint unreachable: {exc}", reason="transport")
    data = exc.args[1] if len(exc.args) > 1 and isinstance(exc.args[1], dict) else {}
    reason = str(data.get("error") or "")
    if reason == "invalid_grant":
        return GrantRevoked(f"Google refused the refresh token: {exc.args[0]}", status=400, reason=reason)
    if getattr(exc, "retryable", False):
        return Unavailable(f"Google token endpoint failed: {exc.args[0]}", reason=reason or "server_error")
    return GoogleError(f"Google token refresh failed: {exc.args[0] if exc.args else exc}", reason=reason)


def format_expiry(expiry: datetime | None) -> str | None:
    """ISO 8601 in UTC with "Z", to the second; naive values are UTC (google-auth's convention)."""
    if expiry is None:
        return None
    if expiry.tzinfo is not None:
        expiry = expiry.astimezone(UTC).replace(tzinfo=None)
    return expiry.replace(microsecond=0).isoformat() + "Z"


def _parse_expiry(value: Any, *, has_token: bool) -> datetime | None:
    if not value:
        # An access token of unknown age is treated as expired, so it is refreshed before use
        # (google-auth's own rule for authorized-user files).
        return datetime.now(UTC).replace(tzinfo=None) if has_token else None
    parsed = datetime.fromisoformat(str(value).replace("Z", "+00:00"))
    if parsed.tzinfo is not None:
        parsed = parsed.astimezone(UTC).replace(tzinfo=None)
    return parsed
