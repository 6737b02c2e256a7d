"""Google OAuth 2.0 for a web server: the consent URL, the code exchange, and revoking a token.

The flow is google_auth_oauthlib's `Flow`, built from settings (client id and secret, the auth and
token URIs), with PKCE: the caller keeps `state` and a code verifier from `new_code_verifier()` in its
own storage between the connect link and the callback, and passes both again to `exchange_code`
(a Flow rebuilt without its verifier fails with invalid_grant "Missing code verifier").

Consent asks for offline access (a refresh token), always shows the consent screen (so a reconnect
gets a fresh refresh token), and includes scopes granted earlier (incremental: Gmail is asked only when
first needed). The user may grant fewer scopes than asked, and Google returns the earlier ones too:
`exchange_code` returns what was actually granted.
"""

from __future__ import annotations

import logging
import re
import secrets
import time
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

import requests
from django.conf import settings
from google_auth_oauthlib.flow import Flow
from oauthlib.oauth2.rfc6749.errors import OAuth2Error

from memo.integrations.google.credentials import format_expiry
from memo.integrations.google.errors import GoogleError, GrantRevoked, Unavailable, for_status
from memo.integrations.outside import outside_call

logger = logging.getLogger(__name__)

# RFC 7636: 43 to 128 unreserved characters.
_VERIFIER_RE = re.compile(r"^[A-Za-z0-9\-._~]{43,128}$")


def new_code_verifier() -> str:
    """A fresh PKCE code verifier (86 URL-safe characters, 512 random bits)."""
    return secrets.token_urlsafe(64)


def authorization_url(scopes: list[str], redirect_uri: str, state: str, code_verifier: str) -> str:
    """Google's consent URL for `scopes`: offline access, consent prompt, earlier grants included,
    `state` echoed back to `redirect_uri`, PKCE S256 challenge of `code_verifier`."""
    _check_verifier(code_verifier)
    flow = Flow.from_client_config(_client_config(), scopes=list(scopes), state=state, redirect_uri=redirect_uri,
                                   code_verifier=code_verifier, autogenerate_code_verifier=False)
    url, _ = flow.authorization_url(access_type="offline", prompt="consent", include_granted_scopes="true")
    return url


def exchange_code(code: str, redirect_uri: str, state: str, code_verifier: str,
                  scopes: list[str]) -> tuple[dict[str, Any], list[str]]:
    """Trade the callback's `code` for tokens: (authorized-user info dict, scopes Google granted).

    The info's `refresh_token` is None when Google sent none (a repeated consent may omit it): the
    caller keeps the one it has. `scopes` (what was asked) stands in for the granted ones only when
    Google's answer does not list them (it may omit `scope` when it equals the request).
    Raises GrantRevoked for invalid_grant (code used, expired, or verifier mismatch: start over),
    Unavailable / RateLimited when the token endpoint fails, GoogleError otherwise.
    """
    _check_verifier(code_verifier)
    # No scopes on the session: oauthlib would otherwise raise "Scope has changed" whenever Google
    # grants fewer (partial consent) or more (include_granted_scopes) than asked, unless the process-wide
    # OAUTHLIB_RELAX_TOKEN_SCOPE is set. The granted scopes are read from the answer instead.
    flow = Flow.from_client_config(_client_config(), scopes=None, state=state, redirect_uri=redirect_uri,
                                   code_verifier=code_verifier, autogenerate_code_verifier=False)
    flow.oauth2session.register_compliance_hook("access_token_response", _raise_for_server_errors)
    try:
        # include_client_id: id and secret in the form body, as Google documents (not Basic auth).
        with outside_call("google"):
            token = flow.fetch_token(code=code, include_client_id=True, timeout=settings.GOOGLE_TIMEOUT_SECONDS)
    except OAuth2Error as exc:
        kind = GrantRevoked if exc.error == "invalid_grant" else GoogleError
        raise kind(f"Google refused the authorization code: {exc.error}", status=exc.status_code,
                   reason=exc.error or "") from exc
    except requests.RequestException as exc:
        reason = "timeout" if isinstance(exc, requests.Timeout) else "connection"
        raise Unavailable(f"Google token endpoint unreachable: {exc!r}", reason=reason) from exc
    granted = token.get("scope") or list(scopes)
    if isinstance(granted, str):
        granted = granted.split()
    expires_at = token.get("expires_at")
    expiry = datetime.fromtimestamp(float(expires_at), UTC) if expires_at else None
    info = {
        "token": token["access_token"],
        "refresh_token": token.get("refresh_token") or None,
        "token_uri": settings.GOOGLE_OAUTH_TOKEN_URI,
        "client_id": settings.GOOGLE_CLIENT_ID,
        "client_secret": settings.GOOGLE_CLIENT_SECRET,
        "scopes": list(granted),
        "expiry": format_expiry(expiry),
    }
    return info, list(granted)


def revoke(token: str, *, sleep: Callable[[float], None] = time.sleep) -> None:
    """Revoke a refresh (or access) token at Google, ending the grant (disconnect).

    A 400 means the token is already invalid (revoked, expired): the goal is reached. 429, 5xx and
    network errors are retried with the configured backoff, then raised (RateLimited / Unavailable).
    """
    retries = max(0, int(settings.GOOGLE_MAX_RETRIES))
    for attempt in range(retries + 1):
        try:
            with outside_call("google"):
                response = requests.post(settings.GOOGLE_OAUTH_REVOKE_URI, data={"token": token},
                                         headers={"Content-Type": "application/x-www-form-urlencoded"},
                                         timeout=settings.GOOGLE_TIMEOUT_SECONDS)
        except requests.RequestException as exc:
            reason = "timeout" if isinstance(exc, requests.Timeout) else "connection"
            error: GoogleError = Unavailable(f"Google revoke endpoint unreachable: {exc!r}", reason=reason)
        else:
            if response.status_code < 300:
                return
            if response.status_code == 400:
                logger.info("Google revoke: token already invalid (%s)", response.text[:80])
                return
            error = for_status(response.status_code, response.content, what="Google revoke endpoint")
        if not error.retryable or attempt >= retries:
            raise error
        sleep(float(settings.GOOGLE_BACKOFF_SECONDS) * (2**attempt))


def _client_config() -> dict[str, Any]:
    return {"web": {
        "client_id": settings.GOOGLE_CLIENT_ID,
        "client_secret": settings.GOOGLE_CLIENT_SECRET,
        "auth_uri": settings.GOOGLE_OAUTH_AUTH_URI,
        "token_uri": settings.GOOGLE_OAUTH_TOKEN_URI,
    }}


def _check_verifier(code_verifier: str) -> None:
    if not _VERIFIER_RE.match(code_verifier or ""):
        raise ValueError("a PKCE code verifier is 43-128 characters of A-Z a-z 0-9 - . _ ~")


def _raise_for_server_errors(response: requests.Response) -> requests.Response:
    """oauthlib parses any answer as a token response; a throttled or failing endpoint is not one."""
    if response.status_code == 429 or response.status_code >= 500:
        raise for_status(response.status_code, response.content, what="Google token endpoint")
    return response
