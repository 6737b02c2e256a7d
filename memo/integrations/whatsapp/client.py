"""The one client for the WhatsApp Cloud (Graph) API: timeouts, retries with backoff, typed errors.

Every call Memo makes to Meta goes through `WhatsAppClient`, so the behaviour under failure is the same
everywhere and testable against a local fake server:

- each HTTP request has a timeout; network errors, HTTP 429, 5xx and Meta's throttling / "temporarily
  unavailable" error codes are retried with exponential backoff (a `Retry-After` header is honoured);
- anything else (bad parameters, an expired token, a number that is not on WhatsApp, a closed 24-hour
  window) raises at once: repeating the same request cannot help;
- every failure is a `WhatsAppError` that says whether it is permanent, with Meta's code and details,
  so the outbox can keep a temporary failure pending and show a permanent one in the admin.

Bodies are logged never; ids and codes only (message text is personal data).
"""

from __future__ import annotations

import functools
import logging
import os
import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlsplit

import environ
import requests
from django.conf import settings
from urllib3.exceptions import ConnectTimeoutError, NewConnectionError

from memo.integrations.outside import outside_call

logger = logging.getLogger(__name__)

# Meta error codes worth retrying although the HTTP status is 4xx: throttling and "try again later".
# https://developers.facebook.com/docs/whatsapp/cloud-api/support/error-codes/
TEMPORARY_CODES = frozenset({1, 2, 4, 17, 341, 80007, 130429, 131000, 131016, 131048, 131056, 133004})
# Free-form message outside the 24-hour customer-service window: only a template may go out.
REENGAGEMENT_CODE = 131047
# Parameter errors: an interactive message Meta refuses can still go out as plain text.
PARAMETER_CODES = frozenset({100, 131008, 131009})
MAX_MEDIA_BYTES = 25 * 1024 * 1024  # OpenAI's transcription limit; WhatsApp audio is at most 16 MB
_MAX_RETRY_AFTER = 30.0
# Hosts a media URL may point at for the token to be sent along (besides the API host itself).
_MEDIA_HOSTS = ("fbsbx.com", "facebook.com", "whatsapp.net", "fbcdn.net")


class WhatsAppError(Exception):
    """A failed Graph API call. `permanent` says whether retrying the same request can ever help."""

    def __init__(self, message: str, *, status: int | None = None, code: int | None = None,
                 permanent: bool = False, retry_after: float = 0.0, details: str = "", unconfirmed: bool = False):
        super().__init__(message)
        self.status, self.code, self.permanent = status, code, permanent
        self.retry_after, self.details = retry_after, details
        # The request may have reached Meta (a timeout or a dropped connection after it was sent): sending
        # it again could deliver the message twice, so the caller waits for Meta's receipt instead.
        self.unconfirmed = unconfirmed

    @property
    def reengagement(self) -> bool:
        """Meta refused free text because the user's 24-hour window is closed."""
        return self.code == REENGAGEMENT_CODE

    @property
    def bad_parameters(self) -> bool:
        return self.code in PARAMETER_CODES


@dataclass(frozen=True)
class Media:
    """A downloaded media file (voice note, image)."""

    content: bytes
    mime_type: str
    media_id: str


@dataclass
class WhatsAppClient:
    token: str
    phone_number_id: str
    base_url: str = "https://graph.facebook.com"
    version: str = "v21.0"
    timeout: float = 10.0
    retries: int = 3
    backoff: float = 0.5
    session: requests.Session = field(default_factory=requests.Session)
    sleep: Callable[[float], None] = field(default=time.sleep)

    def __post_init__(self) -> None:
        self.base_url = self.base_url.rstrip("/")

    @classmethod
    def from_settings(cls, **overrides: Any) -> WhatsAppClient:
        """The client for the configured account. Settings and the environment are read at call time
        (tests switch them): WHATSAPP_TIMEOUT_SECONDS, WHATSAPP_MAX_RETRIES, WHATSAPP_BACKOFF_SECONDS."""
        env = environ.Env()
        values: dict[str, Any] = {
            "token": settings.WHATSAPP_TOKEN, "phone_number_id": settings.WHATSAPP_PHONE_NUMBER_ID,
            "base_url": settings.WHATSAPP_API_BASE_URL or "https://graph.facebook.com",
            "version": settings.WHATSAPP_API_VERSION or "v21.0", "session": _shared_session(),
            "timeout": env.float("WHATSAPP_TIMEOUT_SECONDS", default=10.0),
            "retries": max(0, env.int("WHATSAPP_MAX_RETRIES", default=3)),
            "backoff": max(0.0, env.float("WHATSAPP_BACKOFF_SECONDS", default=0.5)),
        }
        values.update(overrides)
        return cls(**values)

    # --- sending ----------------------------------------------------------------------------------
    def send(self, body: dict[str, Any]) -> str:
        """POST one message object (text, interactive, template...). Returns Meta's message id (wamid)."""
        payload = {"messaging_product": "whatsapp", "recipient_type": "individual", **body}
        data = self._request("POST", f"/{self.version}/{self.phone_number_id}/messages", json=payload,
                             once=True)
        messages = data.get("messages") or [{}]
        return str(messages[0].get("id", ""))

    def mark_read(self, message_id: str, *, typing: bool = True) -> None:
        """Blue ticks for `message_id` and, with `typing`, the "typing…" indicator until we answer."""
        body: dict[str, Any] = {"messaging_product": "whatsapp", "status": "read", "message_id": message_id}
        if typing:
            body["typing_indicator"] = {"type": "text"}
        self._request("POST", f"/{self.version}/{self.phone_number_id}/messages", json=body)

    # --- media ------------------------------------------------------------------------------------
    def download_media(self, media_id: str, *, max_bytes: int = MAX_MEDIA_BYTES) -> Media:
        """Resolve a media id to its short-lived URL, then fetch the bytes (both need the token)."""
        info = self._request("GET", f"/{self.version}/{media_id}")
        url = str(info.get("url") or "")
        if not url:
            raise WhatsAppError(f"media {media_id} has no URL", code=None, permanent=True)
        if not self._may_send_token_to(url):
            raise WhatsAppError(f"media {media_id} URL points at an unexpected host", permanent=True)
        size = int(info.get("file_size") or 0)
        if size > max_bytes:
            raise WhatsAppError(f"media {media_id} is {size} bytes (limit {max_bytes})", permanent=True)
        response = self._attempts(lambda: self.session.get(url, headers=self._headers(), timeout=self.timeout,
                                                           stream=True, proxies=_proxies_for(url)),
                                  f"GET media {media_id}")
        content = bytearray()
        for chunk in response.iter_content(64 * 1024):
            content += chunk
            if len(content) > max_bytes:
                response.close()
                raise WhatsAppError(f"media {media_id} exceeds {max_bytes} bytes", permanent=True)
        mime = str(info.get("mime_type") or response.headers.get("Content-Type", "application/octet-stream"))
        return Media(content=bytes(content), mime_type=mime, media_id=media_id)

    # --- HTTP ---------------------------------------------------------------------------------------
    def _headers(self) -> dict[str, str]:
        return {"Authorization": f"Bearer {self.token}"}

    def _may_send_token_to(self, url: str) -> bool:
        host = (urlsplit(url).hostname or "").lower()
        api_host = (urlsplit(self.base_url).hostname or "").lower()
        return host == api_host or any(host == h or host.endswith("." + h) for h in _MEDIA_HOSTS)

    def _request(self, method: str, path: str, *, once: bool = False, **kwargs: Any) -> dict[str, Any]:
        """`once`: a request that must not take effect twice (a message): retried only when it surely
        never reached Meta; otherwise raised as unconfirmed."""
        url = self.base_url + path
        response = self._attempts(
            lambda: self.session.request(method, url, auth=_Bearer(self.token), timeout=self.timeout,
                                         proxies=_proxies_for(url), **kwargs),
            f"{method} {path}", once=once)
        try:
            data = response.json()
        except ValueError:
            return {}
        return data if isinstance(data, dict) else {}

    def _attempts(self, call: Callable[[], requests.Response], what: str, *, once: bool = False) -> requests.Response:
        """Run `call` until it succeeds, fails permanently, or the retries are spent."""
        last: WhatsAppError | None = None
        for attempt in range(self.retries + 1):
            started = time.monotonic()
            try:
                with outside_call("whatsapp"):
                    response = call()
            except requests.Timeout as exc:
                last = WhatsAppError(f"timeout after {self.timeout:g}s ({what})", unconfirmed=_maybe_sent(exc))
            except requests.RequestException as exc:
                last = WhatsAppError(f"network error ({type(exc).__name__}) on {what}", unconfirmed=_maybe_sent(exc))
            else:
                if response.status_code < 300:
                    logger.debug("whatsapp %s ok in %d ms", what, (time.monotonic() - started) * 1000)
                    return response
                last = error_from(response)
                if last.permanent:
                    logger.warning("whatsapp %s failed permanently: %s", what, last)
                    raise last
            logger.info("whatsapp %s attempt %d failed: %s", what, attempt + 1, last)
            if once and last.unconfirmed:
                raise last
            if attempt < self.retries:
                delay = self.backoff * (2**attempt) * (1 + random.random() / 4)
                self.sleep(min(max(delay, last.retry_after), _MAX_RETRY_AFTER))
        assert last is not None
        raise last


def _maybe_sent(exc: requests.RequestException) -> bool:
    """Whether the request may have reached the server: anything but failing to connect at all."""
    if isinstance(exc, requests.ConnectTimeout):
        return False
    reason = exc.args[0] if exc.args else None
    reason = getattr(reason, "reason", reason)  # urllib3's MaxRetryError wraps the cause
    return not isinstance(reason, (NewConnectionError, ConnectTimeoutError)) and not isinstance(
        exc.__cause__ or exc.__context__, ConnectionRefusedError)


def error_from(response: requests.Response) -> WhatsAppError:
    """A typed error from Meta's error body: {"error": {"message", "type", "code", "error_data": {...}}}."""
    try:
        body = response.json()
    except ValueError:
        body = {}
    err = body.get("error") if isinstance(body, dict) else None
    err = err if isinstance(err, dict) else {}
    status = response.status_code
    code = err.get("code") if isinstance(err.get("code"), int) else None
    details = str((err.get("error_data") or {}).get("details") or "") if isinstance(err.get("error_data"), dict) \
        else ""
    temporary = status == 429 or status >= 500 or code in TEMPORARY_CODES
    message = str(err.get("message") or response.reason or "error")
    text = f"HTTP {status}" + (f" (#{code})" if code is not None else "") + f" {message}"
    if details and details not in message:
        text += f" — {details}"
    return WhatsAppError(text[:1000], status=status, code=code, permanent=not temporary,
                         retry_after=_retry_after(response), details=details)


def _retry_after(response: requests.Response) -> float:
    value = response.headers.get("Retry-After")
    try:
        return min(max(float(value), 0.0), _MAX_RETRY_AFTER) if value else 0.0
    except ValueError:
        return 0.0


class _Bearer(requests.auth.AuthBase):
    """The access token as the request's auth rather than a bare header: with an auth given, requests skips
    looking the host up in ~/.netrc, a file read on every call to the Graph API."""

    def __init__(self, token: str) -> None:
        self.token = token

    def __call__(self, request: requests.PreparedRequest) -> requests.PreparedRequest:
        request.headers["Authorization"] = f"Bearer {self.token}"
        return request


_session: requests.Session | None = None


def _shared_session() -> requests.Session:
    """One connection pool per process: the outbox sends many messages to the same host.

    The environment's proxy and CA settings are read once per host (`_proxies_for`), not on every call as
    requests does by default: scanning os.environ for them was a twentieth of a busy worker's time."""
    global _session
    if _session is None:
        session = requests.Session()
        session.verify = os.environ.get("REQUESTS_CA_BUNDLE") or os.environ.get("CURL_CA_BUNDLE") or True
        session.trust_env = False
        # One kept-alive connection per thread that may send at once (an I/O worker's threads); requests'
        # default of 10 made the other threads open and drop a connection per message.
        adapter = requests.adapters.HTTPAdapter(
            pool_maxsize=max(10, int(getattr(settings, "IO_WORKER_THREADS", 10))))
        session.mount("https://", adapter)
        session.mount("http://", adapter)
        _session = session
    return _session


@functools.lru_cache(maxsize=16)
def _host_proxies(scheme_and_host: str) -> tuple[tuple[str, str], ...]:
    return tuple(sorted(requests.utils.get_environ_proxies(scheme_and_host).items()))


def _proxies_for(url: str) -> dict[str, str]:
    """The environment's proxies for `url` (HTTPS_PROXY, NO_PROXY...), as requests would find them."""
    parts = urlsplit(url)
    return dict(_host_proxies(f"{parts.scheme}://{parts.netloc}/"))
