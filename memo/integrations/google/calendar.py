"""The one client for Google Calendar v3: Memo's calls on one calendar, in Google's own event dicts.

Transport, timeouts, retries with backoff, typed errors and call counting are `GoogleApiClient`'s
(memo/integrations/google/api.py), the same as for every Google API; requests go to
``settings.GOOGLE_API_ENDPOINT`` + "calendar/v3/". Event bodies are Google's own dicts, in and out;
times going out are RFC 3339 in UTC.
"""

from __future__ import annotations

import base64
import hashlib
import re
import time
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

from google.oauth2.credentials import Credentials

from memo.integrations.google.api import GoogleApiClient

SERVICE_PATH = "calendar/v3/"
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


class CalendarClient(GoogleApiClient):
    """Calendar v3 on one calendar ("primary" unless told) of the account `credentials` belong to.

    `http` replaces the transport (googleapiclient's HttpMockSequence in tests); with `credentials` as
    well, it is wrapped so that google-auth authorizes and refreshes over it. `credentials` is the same
    object after calls: a refresh updates its token and expiry in place, for the caller to store.
    """

    service_name = "Google Calendar"
    api_name, api_version, service_path = "calendar", "v3", SERVICE_PATH
    page_limit = 2500  # Calendar's largest maxResults

    def __init__(self, credentials: Credentials | None = None, *, http: Any | None = None,
                 calendar_id: str = "primary", endpoint: str | None = None, timeout: float | None = None,
                 retries: int | None = None, backoff: float | None = None,
                 sleep: Callable[[float], None] = time.sleep) -> None:
        super().__init__(credentials, http=http, endpoint=endpoint, timeout=timeout, retries=retries,
                         backoff=backoff, sleep=sleep)
        self.calendar_id = calendar_id
        self._events = self.build_service().events()

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
