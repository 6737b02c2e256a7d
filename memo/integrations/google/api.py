"""What every Google API client in Memo shares: transport, timeouts, retries with backoff, typed errors.

A client (Calendar, Gmail) subclasses `GoogleApiClient`, names its API and discovery servicePath, and
sends every request through `_execute`, so behaviour under failure is the same for all of them:

- the service is built from the discovery document shipped with googleapiclient (no discovery fetch)
  and pointed at ``settings.GOOGLE_API_ENDPOINT`` + the servicePath, so every request goes to that base;
- each HTTP request has a timeout (``GOOGLE_TIMEOUT_SECONDS``); 429, 5xx, 403 rate limits, timeouts and
  connection errors are retried ``GOOGLE_MAX_RETRIES`` times with exponential backoff
  (``GOOGLE_BACKOFF_SECONDS`` doubled per attempt, a Retry-After header honoured up to 30 s);
- an expired access token is refreshed by google-auth before the call (and once on a 401); an
  invalid_grant or a 401 after that is `GrantRevoked`, never retried;
- `calls` counts the HTTP requests sent to the API (retries included), for benchmarks and logs.
"""

from __future__ import annotations

import logging
import random
import time
from collections.abc import Callable
from typing import Any, ClassVar

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
from memo.integrations.outside import outside_call

logger = logging.getLogger(__name__)

MAX_RETRY_AFTER = 30.0


class GoogleApiClient:
    """One Google API on behalf of the account `credentials` belong to.

    `http` replaces the transport (googleapiclient's HttpMockSequence in tests); with `credentials` as
    well, it is wrapped so that google-auth authorizes and refreshes over it. `credentials` is the same
    object after calls: a refresh updates its token and expiry in place, for the caller to store.
    """

    service_name: ClassVar[str] = "Google"  # in error texts and logs: "Google Calendar answered 503"
    api_name: ClassVar[str] = ""
    api_version: ClassVar[str] = ""
    service_path: ClassVar[str] = ""  # the discovery document's servicePath
    page_limit: ClassVar[int] = 250  # the largest maxResults the API takes

    def __init__(self, credentials: Credentials | None = None, *, http: Any | None = None,
                 endpoint: str | None = None, timeout: float | None = None, retries: int | None = None,
                 backoff: float | None = None, sleep: Callable[[float], None] = time.sleep) -> None:
        self.credentials = credentials
        self.timeout = float(settings.GOOGLE_TIMEOUT_SECONDS if timeout is None else timeout)
        self.retries = max(0, int(settings.GOOGLE_MAX_RETRIES if retries is None else retries))
        self.backoff = max(0.0, float(settings.GOOGLE_BACKOFF_SECONDS if backoff is None else backoff))
        self.sleep = sleep
        self.calls = 0
        self.base_url = service_base_url(self.service_path, endpoint)
        if http is None:
            if credentials is None:
                raise ValueError(f"{type(self).__name__} needs credentials or an http transport")
            http = httplib2.Http(timeout=self.timeout)
        if credentials is not None:
            http = google_auth_httplib2.AuthorizedHttp(credentials, http=http)
        self.http = http

    def build_service(self) -> Any:
        """The googleapiclient Resource of this API, every method's URL under `base_url`."""
        # static_discovery: the document shipped in the wheel, so building makes no request.
        return build(self.api_name, self.api_version, http=self.http, static_discovery=True,
                     cache_discovery=False, client_options={"api_endpoint": self.base_url})

    def _pages(self, method: Callable[..., Any], params: dict[str, Any], max_results: int, *,
               key: str = "items") -> list[dict[str, Any]]:
        """Up to `max_results` items of a list method (under `key` in each page), following nextPageToken."""
        items: list[dict[str, Any]] = []
        token: str | None = None
        while len(items) < max_results:
            page_size = min(max_results - len(items), self.page_limit)
            page = self._execute(lambda t=token, n=page_size: method(**params, maxResults=n, pageToken=t))
            items.extend(page.get(key) or [])
            token = page.get("nextPageToken")
            if not token:
                break
        return items[:max_results]

    def _execute(self, make_request: Callable[[], Any]) -> Any:
        """Send the request `make_request` builds, retrying what may pass; raise the typed error.

        `make_request` is called again for each attempt and returns anything with googleapiclient's
        ``execute(num_retries=...)`` (an HttpRequest, or a batch wrapped to look like one).
        """
        attempt = 0
        while True:
            self.calls += 1
            try:
                # googleapiclient's own retries are off: these are Memo's, with its backoff and sleep.
                with outside_call("google"):
                    return make_request().execute(num_retries=0)
            except HttpError as exc:
                error = for_status(exc.status_code, exc.content, what=self.service_name)
                retry_after = self._retry_after(exc.resp)
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
                error = Unavailable(f"{self.service_name} unreachable: {exc!r}", reason=reason)
                retry_after, cause = 0.0, exc
            if not error.retryable or attempt >= self.retries:
                raise error from cause
            delay = self.backoff * (2**attempt) * (1 + random.random() / 4)
            logger.info("%s %s (%s), retry %d in %.2fs", self.service_name, error.status or error.reason,
                        error.reason, attempt + 1, max(delay, retry_after))
            self.sleep(min(max(delay, retry_after), MAX_RETRY_AFTER))
            attempt += 1

    @staticmethod
    def _retry_after(resp: Any) -> float:
        """The Retry-After header of an httplib2 response in seconds (0 when absent or not a number)."""
        try:
            return max(0.0, float(resp.get("retry-after", 0) or 0))
        except (TypeError, ValueError, AttributeError):
            return 0.0
