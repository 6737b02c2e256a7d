"""A user's Google connection: connect links, the OAuth flow, stored credentials, refresh, disconnect.

Views, commands, tasks and the capabilities call these functions and stay thin. Two rules hold throughout:
calls to Google (code exchange, refresh, revoke) never run inside a database transaction, and every write
of credentials bumps `GoogleAccount.version`, so a writer that read an older version can tell (compare-and-set)
instead of overwriting a newer token.

The connect flow (DESIGN §11): Memo sends `connect_link()` on WhatsApp, a signed token bound to the user and
the scopes, valid for GOOGLE_CONNECT_LINK_MINUTES. Opening it (`start_connect`) records an OAuthState with a
fresh PKCE verifier and sends the browser to Google; Google sends it back to `finish_connect` with the state,
which works once. A link stays usable until a connection succeeds through it (or it expires), so a user whose
WhatsApp browser Google refused can open the same link in the phone's browser; each opening replaces the
previous unfinished attempt of that link.
"""

from __future__ import annotations

import json
import logging
import secrets
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import timedelta
from typing import TYPE_CHECKING, Any, TypeVar

from django.conf import settings
from django.core import signing
from django.db import connection, transaction
from django.db.models import F
from django.urls import reverse
from django.utils import timezone

from memo.google import crypto
from memo.google.models import GoogleAccount, OAuthState
from memo.google.texts import t
from memo.planning import outbox
from memo.planning.outbox import Notice

if TYPE_CHECKING:
    from google.oauth2.credentials import Credentials

logger = logging.getLogger(__name__)
T = TypeVar("T")

# The Google client (google-auth, oauthlib) is imported inside the functions that talk to Google: every turn
# imports this module for capabilities_for, which needs none of it.

CALENDAR_SCOPE = "https://www.googleapis.com/auth/calendar.events"
GMAIL_SCOPE = "https://www.googleapis.com/auth/gmail.modify"
_CAPABILITY_SCOPES = {"calendar": CALENDAR_SCOPE, "gmail": GMAIL_SCOPE}
_LINK_SALT = "memo.google.connect-link"


class ConnectError(Exception):
    """A connect link that cannot start the flow: `reason` is a key of memo/google/texts.py."""

    def __init__(self, reason: str, language: str) -> None:
        super().__init__(reason)
        self.reason = reason
        self.language = language


@dataclass
class ConnectResult:
    """What the callback page says: `ok`, or the `reason` (a key of memo/google/texts.py) it failed."""

    ok: bool
    reason: str = ""
    language: str = field(default_factory=lambda: settings.MEMO_DEFAULT_LANGUAGE)
    capabilities: dict[str, bool] = field(default_factory=dict)
    message: str = ""  # what the user was told on WhatsApp (success only)


# --- helpers -----------------------------------------------------------------------------------------

def _users():
    # The user model as GoogleAccount relates to it: conversations sits above this app and is never imported.
    return GoogleAccount._meta.get_field("user").related_model


def _language(user_id: int | None) -> str:
    if user_id is not None:
        lang = _users().objects.filter(pk=user_id).values_list("language", flat=True).first()
        if lang:
            return lang
    return settings.MEMO_DEFAULT_LANGUAGE


def _link_minutes() -> int:
    return int(settings.GOOGLE_CONNECT_LINK_MINUTES)


def callback_url() -> str:
    """The redirect URI registered with Google: `<MEMO_PUBLIC_URL>/google/callback/`."""
    return settings.MEMO_PUBLIC_URL.rstrip("/") + reverse("google-callback")


def _capabilities(status: str, scopes: list[str]) -> dict[str, bool]:
    connected = status == GoogleAccount.Status.CONNECTED
    return {name: connected and scope in scopes for name, scope in _CAPABILITY_SCOPES.items()}


def _scopes_of(info: dict[str, Any]) -> list[str]:
    scopes = info.get("scopes") or info.get("scope") or []
    if isinstance(scopes, str):
        scopes = scopes.split()
    return sorted({str(s) for s in scopes})


def _seal(info: dict[str, Any]) -> str:
    return crypto.encrypt(json.dumps(info, sort_keys=True))


def _open(account: GoogleAccount) -> dict[str, Any]:
    return json.loads(crypto.decrypt(account.credentials))


# --- the connect flow --------------------------------------------------------------------------------

def connect_link(user_id: int, scopes: list[str]) -> str:
    """A URL on MEMO_PUBLIC_URL that connects this user's Google account with these scopes.

    The token in it is signed (SECRET_KEY), bound to the user and the scopes, and expires after
    GOOGLE_CONNECT_LINK_MINUTES; it is spent once a connection succeeds through it."""
    payload = {"u": int(user_id), "s": sorted(set(scopes)), "n": secrets.token_urlsafe(12)}
    token = signing.dumps(payload, salt=_LINK_SALT, compress=True)
    return settings.MEMO_PUBLIC_URL.rstrip("/") + reverse("google-connect", args=[token])


def _read_link(token: str) -> dict[str, Any]:
    try:
        return signing.loads(token, salt=_LINK_SALT, max_age=timedelta(minutes=_link_minutes()))
    except signing.SignatureExpired as exc:
        try:  # the signature is good, only old: say so in the user's language
            user_id = signing.loads(token, salt=_LINK_SALT).get("u")
        except signing.BadSignature:
            user_id = None
        raise ConnectError("link_expired", _language(user_id)) from exc
    except signing.BadSignature as exc:
        raise ConnectError("link_invalid", _language(None)) from exc


def start_connect(token: str) -> str:
    """Check a connect link's token and begin the OAuth flow: returns Google's authorization URL.

    Raises ConnectError (reason link_invalid / link_expired / link_used / not_configured)."""
    from memo.integrations import google as google_client
    from memo.integrations.google import oauth

    payload = _read_link(token)
    user_id, scopes, nonce = payload["u"], list(payload["s"]), payload["n"]
    language = _language(user_id)
    if not _users().objects.filter(pk=user_id).exists():
        raise ConnectError("link_invalid", language)
    if not google_client.is_configured():
        raise ConnectError("not_configured", language)
    now = timezone.now()
    state = secrets.token_urlsafe(32)
    verifier = oauth.new_code_verifier()
    with transaction.atomic():
        if OAuthState.objects.filter(link=nonce, outcome=OAuthState.CONNECTED).exists():
            raise ConnectError("link_used", language)
        # An earlier unfinished attempt of this link (e.g. in WhatsApp's own browser) stops working.
        OAuthState.objects.filter(link=nonce, used_at__isnull=True, expires_at__gt=now).update(expires_at=now)
        OAuthState.objects.create(state=state, user_id=user_id, link=nonce, code_verifier=crypto.encrypt(verifier),
                                  scopes=scopes, created_at=now,
                                  expires_at=now + timedelta(minutes=_link_minutes()))
    return oauth.authorization_url(scopes, callback_url(), state, verifier)


def _consume_state(state: str, browser_state: str | None) -> tuple[OAuthState | None, str]:
    """Take the state for this callback (one use): (the row, "") or (row or None, failure reason)."""
    with transaction.atomic():
        row = OAuthState.objects.select_for_update().filter(state=state).first() if state else None
        if row is None:
            return None, "state_unknown"
        if not browser_state or not secrets.compare_digest(browser_state, state):
            return row, "state_mismatch"
        if row.used_at is not None:
            return row, "state_used"
        now = timezone.now()
        if row.expires_at <= now:
            return row, "state_expired"
        row.used_at = now
        row.save(update_fields=["used_at"])
    return row, ""


def _fail(row: OAuthState, reason: str) -> ConnectResult:
    """A consumed state whose sign-in failed: its outcome is recorded for support, nothing else is stored."""
    OAuthState.objects.filter(pk=row.pk).update(outcome=reason)
    return ConnectResult(ok=False, reason=reason, language=_language(row.user_id))


def finish_connect(state: str, code: str | None, error: str | None = None, *,
                   browser_state: str | None) -> ConnectResult:
    """Google's callback: check the state, exchange the code, store the credentials, tell the user.

    `browser_state` is the state the connect page left in this browser's cookie: a callback arriving in
    another browser (someone else's sign-in) is refused. Never raises for a failed sign-in; the result's
    `reason` says why and nothing is stored."""
    from memo.integrations.google import oauth
    from memo.integrations.google.errors import GoogleError

    row, reason = _consume_state(state, browser_state)
    if reason:  # a state this callback did not take: leave its record as it was
        return ConnectResult(ok=False, reason=reason, language=_language(row.user_id if row else None))
    if error or not code:
        logger.info("google sign-in of user %s not completed: %s", row.user_id, error or "no code")
        return _fail(row, "access_denied" if error == "access_denied" else "google_error")
    try:
        verifier = crypto.decrypt(row.code_verifier)
    except crypto.DecryptionError:
        logger.warning("google sign-in of user %s: the stored code verifier cannot be read", row.user_id)
        return _fail(row, "verifier_missing")
    try:
        info, granted = oauth.exchange_code(code, callback_url(), state, verifier, list(row.scopes))
    except ValueError:  # not a PKCE verifier at all: the stored one was lost or damaged
        logger.warning("google sign-in of user %s: the stored code verifier is not usable", row.user_id)
        return _fail(row, "verifier_missing")
    except GoogleError as exc:
        logger.warning("google sign-in of user %s: code exchange failed (%s %s)", row.user_id,
                       getattr(exc, "status", ""), getattr(exc, "reason", ""))
        return _fail(row, "google_error")
    granted = sorted(set(granted or _scopes_of(info)))
    with transaction.atomic():
        account = GoogleAccount.objects.select_for_update().filter(user_id=row.user_id).first()
        if not info.get("refresh_token"):
            # Google may send no refresh token when access was granted before: keep the one already stored.
            previous = _previous_refresh_token(account) if account is not None else None
            if previous is None:
                OAuthState.objects.filter(pk=row.pk).update(outcome="no_refresh_token")
                return ConnectResult(ok=False, reason="no_refresh_token", language=_language(row.user_id))
            info["refresh_token"] = previous
        if account is None:
            account = GoogleAccount(user_id=row.user_id)
        info["scopes"] = granted
        account.email = str(info.get("email") or account.email or "")[:254]
        _save_connected(account, info, granted, refreshed=True)
        OAuthState.objects.filter(pk=row.pk).update(outcome=OAuthState.CONNECTED)
        language = _language(row.user_id)
        message = _connected_text(list(row.scopes), granted, language)
        outbox.send([Notice(row.user_id, f"google-connected:{row.user_id}:{account.version}", message)])
    return ConnectResult(ok=True, language=language, capabilities=_capabilities(account.status, granted),
                         message=message)


def _previous_refresh_token(account: GoogleAccount) -> str | None:
    if not account.credentials:
        return None
    try:
        return _open(account).get("refresh_token") or None
    except crypto.DecryptionError:
        logger.warning("google account of user %s: stored credentials cannot be read", account.user_id)
        return None


def _connected_text(requested: list[str], granted: list[str], language: str) -> str:
    on = [name for name, scope in _CAPABILITY_SCOPES.items() if scope in granted]
    key = {("calendar", "gmail"): "connected_both", ("calendar",): "connected_calendar",
           ("gmail",): "connected_gmail"}.get(tuple(on), "connected_none")
    text = t(key, language)
    for name, scope in _CAPABILITY_SCOPES.items():
        if scope in requested and scope not in granted:
            text += t(f"{name}_refused", language)
    return text


# --- stored credentials ------------------------------------------------------------------------------

def is_broken(user_id: int | None) -> bool:
    """Whether the user's Google access was lost (revoked or expired): they must connect again."""
    return bool(user_id) and GoogleAccount.objects.filter(user_id=user_id,
                                                          status=GoogleAccount.Status.BROKEN).exists()


def client_for(user_id: int | None, client_class: Callable[[Credentials], T]) -> T | None:
    """A Google API client on the user's own credentials (refreshed and saved if needed), or None when the
    account is not connected."""
    if not user_id:
        return None
    credentials = credentials_for(user_id)
    return client_class(credentials) if credentials is not None else None


def capabilities_for(user_id: int) -> dict[str, bool]:
    """{"calendar": bool, "gmail": bool}: connected and the scope granted.

    Asked when every turn starts: one plain statement, not an ORM query (whose building cost more Python
    than the answer, for the many users who never connect Google)."""
    with connection.cursor() as cursor:
        cursor.execute(f"SELECT status, scopes::text FROM {GoogleAccount._meta.db_table} WHERE user_id = %s",
                       [user_id])
        row = cursor.fetchone()
    return _capabilities(row[0], json.loads(row[1])) if row else {name: False for name in _CAPABILITY_SCOPES}


def credentials_for(user_id: int) -> Credentials | None:
    """The user's Google credentials, refreshed if they need it; None when not connected (or broken).

    The refresh talks to Google outside any transaction; the new token is saved only if nobody wrote the
    account meanwhile (compare-and-set on `version`), else the stored, newer one is used. A revoked grant
    marks the account broken and sends the user one reconnect link; later calls return None without asking
    Google. Raises crypto.DecryptionError for credentials no configured key opens, and the Google client's
    errors (Unavailable, RateLimited) when Google cannot be reached, for the caller to retry."""
    from memo.integrations.google.credentials import credentials_from_info, credentials_to_info, needs_refresh, refresh
    from memo.integrations.google.errors import GrantRevoked

    account = GoogleAccount.objects.filter(user_id=user_id).first()
    if account is None or account.status != GoogleAccount.Status.CONNECTED or not account.credentials:
        return None
    creds = credentials_from_info(_open(account))
    if not needs_refresh(creds):
        return creds
    try:
        refresh(creds)
    except GrantRevoked as exc:
        _mark_broken(account, str(exc) or getattr(exc, "reason", "") or "invalid_grant")
        return _stored(account.pk, newer_than=account.version)
    info = credentials_to_info(creds)
    info["scopes"] = info.get("scopes") or account.scopes
    with transaction.atomic():
        saved = GoogleAccount.objects.filter(pk=account.pk, version=account.version,
                                             status=GoogleAccount.Status.CONNECTED).update(
            credentials=_seal(info), version=F("version") + 1, refreshed_at=timezone.now())
    if saved:
        return creds
    # Another process wrote the account since we read it (its own refresh, a reconnect): keep what it stored.
    return _stored(account.pk, newer_than=account.version)


def _stored(account_pk: int, newer_than: int) -> Credentials | None:
    from memo.integrations.google.credentials import credentials_from_info

    account = GoogleAccount.objects.filter(pk=account_pk).first()
    if (account is None or account.status != GoogleAccount.Status.CONNECTED or not account.credentials
            or account.version <= newer_than):
        return None
    return credentials_from_info(_open(account))


def _mark_broken(account: GoogleAccount, reason: str) -> None:
    """Connected -> broken, once (a version that moved means a newer token: leave it), with one reconnect link."""
    logger.warning("google account of user %s is broken: %s", account.user_id, reason)
    with transaction.atomic():
        now = timezone.now()
        changed = GoogleAccount.objects.filter(pk=account.pk, version=account.version,
                                               status=GoogleAccount.Status.CONNECTED).update(
            status=GoogleAccount.Status.BROKEN, broken_at=now, broken_reason=reason[:300])
        if not changed:
            return
        scopes = [s for s in account.scopes if s in _CAPABILITY_SCOPES.values()] or [CALENDAR_SCOPE]
        text = t("broken", _language(account.user_id), minutes=_link_minutes(),
                 link=connect_link(account.user_id, scopes))
        outbox.send([Notice(account.user_id, f"google-broken:{account.user_id}:{account.version}", text)])


def store_authorized_user(user_id: int, info: dict[str, Any]) -> GoogleAccount:
    """Store google-auth authorized-user credentials for a user (support, tests), encrypted, as connected.

    Raises ValueError if `info` lacks what a refresh needs (refresh_token, client_id, client_secret)."""
    missing = [k for k in ("refresh_token", "client_id", "client_secret") if not info.get(k)]
    if missing:
        raise ValueError(f"the credentials lack {', '.join(missing)}")
    info = dict(info)
    info["scopes"] = _scopes_of(info)
    with transaction.atomic():
        account, _ = GoogleAccount.objects.select_for_update().get_or_create(
            user_id=user_id, defaults={"status": GoogleAccount.Status.DISCONNECTED})
        _save_connected(account, info, info["scopes"], refreshed=False)
    return account


def _save_connected(account: GoogleAccount, info: dict[str, Any], scopes: list[str], *, refreshed: bool) -> None:
    """Store fresh credentials on an account and mark it connected (a new version for compare-and-set)."""
    now = timezone.now()
    account.credentials = _seal(info)
    account.scopes = scopes
    account.status = GoogleAccount.Status.CONNECTED
    account.connected_at = now
    account.refreshed_at = now if refreshed else None
    account.broken_at = None
    account.broken_reason = ""
    account.version = account.version + 1
    account.save()


def disconnect(user_id: int, *, notify: bool = True) -> bool:
    """Revoke Memo's access at Google (best effort), delete the stored credentials, tell the user on WhatsApp
    (`notify=False` when the caller's own reply says it, e.g. the user asked in the chat).

    Returns False when there was nothing to disconnect."""
    from memo.integrations.google import oauth
    from memo.integrations.google.errors import GoogleError

    account = GoogleAccount.objects.filter(user_id=user_id).first()
    if account is None or (account.status == GoogleAccount.Status.DISCONNECTED and not account.credentials):
        return False
    if account.credentials:
        try:
            info = _open(account)
            token = info.get("refresh_token") or info.get("token")
            if token:
                oauth.revoke(token)  # revoking the refresh token ends the whole grant
        except (GoogleError, crypto.DecryptionError) as exc:
            logger.warning("google account of user %s: revoking at Google failed (%s); deleting it here anyway",
                           user_id, exc)
    with transaction.atomic():
        GoogleAccount.objects.filter(pk=account.pk).update(
            credentials="", scopes=[], status=GoogleAccount.Status.DISCONNECTED, version=F("version") + 1)
        if notify:
            outbox.send([Notice(user_id, f"google-disconnected:{user_id}:{account.version}",
                                t("disconnected", _language(user_id)))])
    logger.info("google account of user %s disconnected", user_id)
    return True
