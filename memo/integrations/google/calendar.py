"""The one client for Google Calendar v3: timeouts, retries with backoff, typed errors, call counting.

Every Calendar call Memo makes goes through `CalendarClient`, so behaviour under failure is the same
everywhere and testable offline:

- the service is built from the discovery document shipped with googleapiclient (no discovery fetch)
  and pointed at ``settings.GOOGLE_API_ENDPOINT`` + "calendar/v3/", so every request goes to that base;
- each HTTP request has a timeout (``GOOGLE_TIMEOUT_SECONDS``); 429, 5xx, 403 rateLimitExceeded,
  timeouts and connection errors are retried ``GOOGLE_MAX_RETRIES`` times with exponential backoff
  (``GOOGLE_BACKOFF_SECONDS`` doubled per attempt, a Retry-After header honoured up to 30 s);
- an expired access token is refreshed by google-auth before the call (and once on a 401); an
  invalid_grant or a 401 after that is `GrantRevoked`, never retried;
- `calls` counts the HTTP requests sent to the API (retries included), for benchmarks and logs.

Event bodies are Google's own dicts, in and out; times going out are RFC 3339 in UTC.
"""

from __future__ import annotations

import base64
import hashlib
import logging
import random
import re
import time
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

import google.auth.exceptions
import google_auth_httplib2
import httplib2
from django.conf import settings
from google.oauth2.credentials import Credentials
from googleapiclient.discovery import build
from googleapiclient.errors import HttpError

from memo.integrations.google import service_base_url
from memo.integrations.google.credentials import refresh_error
from memo.integrations.google.errors import GrantRevoked, Unavailable, for_status

logger = logging.getLogger(__name__)

SERVICE_PATH = "calendar/v3/"
_MAX_RETRY_AFTER = 30.0
_PAGE_LIMIT = 2500  # Calendar's largest maxResults
# Client-supplied event ids: base32hex digits (lowercase a-v and 0-9), 5 to 1024 of them.
EVENT_ID_RE = re.compile(r"^[a-v0-9]{5,1024}$")


def event_id_for(key: str) -> str:
    """A Calendar-valid event id derived from an operation key: the same key always gives the same id.

    sha256 of the key in base32hex, lowercase, unpadded: 52 characters of [0-9a-v], which is exactly
    the alphabet Calendar accepts for client-supplied ids (so a retried insert collides with 409).
    """
    digest = hashlib.sha256(key.encode("utf-8")).digest()
    return base64.b32hexencode(digest).decode("ascii").rstrip("=").lower()


def rfc3339(moment: datetime) -> str:
    """A timezone-aware datetime as RFC 3339 in UTC ("2026-11-22T07:00:00Z"); naive ones are refused."""
    if moment.tzinfo is None or moment.utcoffset() is None:
        raise ValueError(f"a timezone-aware datetime is required, got {moment!r}")
    return moment.astimezone(UTC).isoformat(timespec="seconds").replace("+00:00", "Z")


class CalendarClient:
    """Calendar v3 on one calendar ("primary" unless told) of the account `credentials` belong to.

    `http` replaces the transport (googleapiclient's HttpMockSequence in tests); with `credentials` as
    well, it is wrapped so that google-auth authorizes and refreshes over it. `credentials` is the same
    object after calls: a refresh updates its token and expiry in place, for the caller to store.
    """

    def __init__(self, credentials: Credentials | None = None, *, http: Any | None = None,
                 calendar_id: str = "primary", endpoint: str | None = None, timeout: float | None = None,
                 retries: int | None = None, backoff: float | None = None,
                 sleep: Callable[[float], None] = time.sleep) -> None:
        self.credentials = credentials
        self.calendar_id = calendar_id
        self.timeout = float(settings.GOOGLE_TIMEOUT_SECONDS if timeout is None else timeout)
        self.retries = max(0, int(settings.GOOGLE_MAX_RETRIES if retries is None else retries))
        self.backoff = max(0.0, float(settings.GOOGLE_BACKOFF_SECONDS if backoff is None else backoff))
        self.sleep = sleep
        self.calls = 0
        self.base_url = service_base_url(SERVICE_PATH, endpoint)
        if http is None:
            if credentials is None:
                raise ValueError("CalendarClient needs credentials or an http transport")
            http = httplib2.Http(timeout=self.timeout)
        if credentials is not None:
            http = google_auth_httplib2.AuthorizedHttp(credentials, http=http)
        # static_discovery: the calendar v3 document shipped in the wheel, so building makes no request.
        self._events = build("calendar", "v3", http=http, static_discovery=True, cache_discovery=False,
                             client_options={"api_endpoint": self.base_url}).events()

    # --- reading ----------------------------------------------------------------------------------
    def list_events(self, time_min: datetime, time_max: datetime, *, query: str | None = None,
                    time_zone: str | None = None, single_events: bool = True,
                    max_results: int = 250) -> list[dict[str, Any]]:
        """Events overlapping [time_min, time_max), at most `max_results`, following nextPageToken.

        With `single_events` recurring events come as their instances, ordered by start time; without
        it, series masters come as they are (Calendar allows orderBy=startTime only with instances).
        """
        params: dict[str, Any] = {"calendarId": self.calendar_id, "timeMin": rfc3339(time_min),
                                  "timeMax": rfc3339(time_max), "singleEvents": single_events}
        if query:
            params["q"] = query
        if time_zone:
            params["timeZone"] = time_zone
        if single_events:
            params["orderBy"] = "startTime"
        return self._pages(self._events.list, params, max_results)

    def get_event(self, event_id: str) -> dict[str, Any]:
        """One event by id (NotFound when there is none). A deleted event comes back with status
        "cancelled", as Google keeps it."""
        return self._execute(lambda: self._events.get(calendarId=self.calendar_id, eventId=event_id))

    def instances(self, event_id: str, *, time_min: datetime | None = None, time_max: datetime | None = None,
                  max_results: int = 250) -> list[dict[str, Any]]:
        """The instances of a recurring event, optionally within [time_min, time_max)."""
        params: dict[str, Any] = {"calendarId": self.calendar_id, "eventId": event_id}
        if time_min is not None:
            params["timeMin"] = rfc3339(time_min)
        if time_max is not None:
            params["timeMax"] = rfc3339(time_max)
        return self._pages(self._events.instances, params, max_results)

    # --- writing ----------------------------------------------------------------------------------
    def insert_event(self, body: dict[str, Any], *, event_id: str | None = None) -> dict[str, Any]:
        """Create an event. With `event_id` (see `event_id_for`) a repeated insert raises AlreadyExists
        instead of creating a duplicate; without one, an insert retried after a timeout that Google did
        act on creates the event twice."""
        if event_id is not None:
            if not EVENT_ID_RE.match(event_id):
                raise ValueError(f"not a valid Calendar event id: {event_id!r}")
            body = {**body, "id": event_id}
        return self._execute(lambda: self._events.insert(calendarId=self.calendar_id, body=body))

    def patch_event(self, event_id: str, body: dict[str, Any]) -> dict[str, Any]:
        """Change the given fields of an event (or of one instance, by its instance id)."""
        return self._execute(lambda: self._events.patch(calendarId=self.calendar_id, eventId=event_id,
                                                        body=body))

    def delete_event(self, event_id: str) -> None:
        """Delete an event (NotFound when it does not exist or was deleted already)."""
        self._execute(lambda: self._events.delete(calendarId=self.calendar_id, eventId=event_id))

    # --- plumbing ---------------------------------------------------------------------------------
    def _pages(self, method: Callable[..., Any], params: dict[str, Any], max_results: int) -> list[dict[str, Any]]:
        items: list[dict[str, Any]] = []
        token: str | None = None
        while len(items) < max_results:
            page_size = min(max_results - len(items), _PAGE_LIMIT)
            page = self._execute(lambda t=token, n=page_size: method(**params, maxResults=n, pageToken=t))
            items.extend(page.get("items") or [])
            token = page.get("nextPageToken")
            if not token:
                break
        return items[:max_results]

    def _execute(self, make_request: Callable[[], Any]) -> Any:
        """Send the request `make_request` builds, retrying what may pass; raise the typed error."""
        attempt = 0
        while True:
            self.calls += 1
            try:
                # googleapiclient's own retries are off: these are Memo's, with its backoff and sleep.
                return make_request().execute(num_retries=0)
            except HttpError as exc:
                error = for_status(exc.status_code, exc.content, what="Google Calendar")
                retry_after = _retry_after(exc.resp)
                cause: Exception = exc
            except google.auth.exceptions.RefreshError as exc:
                # google-auth already retried a transient token endpoint failure; invalid_grant never passes.
                if self.credentials is not None and not self.credentials.refresh_token:
                    raise GrantRevoked("no refresh token: the account must be connected again",
                                       reason="no_refresh_token") from exc
                raise refresh_error(exc) from exc
            except (google.auth.exceptions.TransportError, httplib2.HttpLib2Error, OSError) as exc:
                # OSError covers timeouts (TimeoutError) and refused or reset connections.
                reason = "timeout" if isinstance(exc, TimeoutError) else "connection"
                error = Unavailable(f"Google Calendar unreachable: {exc!r}", reason=reason)
                retry_after, cause = 0.0, exc
            if not error.retryable or attempt >= self.retries:
                raise error from cause
            delay = self.backoff * (2**attempt) * (1 + random.random() / 4)
            logger.info("Google Calendar %s (%s), retry %d in %.2fs", error.status or error.reason,
                        error.reason, attempt + 1, max(delay, retry_after))
            self.sleep(min(max(delay, retry_after), _MAX_RETRY_AFTER))
            attempt += 1


def _retry_after(resp: Any) -> float:
    try:
        return max(0.0, float(resp.get("retry-after", 0) or 0))
    except (TypeError, ValueError, AttributeError):
        return 0.0

