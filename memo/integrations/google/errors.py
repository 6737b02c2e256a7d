"""The errors of every call Memo makes to Google (Calendar, Gmail, OAuth), one type per way of failing.

Callers decide on the type alone: `GrantRevoked` means the account must be connected again (never
retried), `NotFound` / `AlreadyExists` are answers about the resource, `RateLimited` / `Unavailable`
are what is left after the client's own retries (a later attempt may succeed: `retryable` is True).
`status` is the HTTP status when there was one; `reason` is Google's short machine reason
("notFound", "duplicate", "invalid_grant", "rateLimitExceeded", "timeout"...). Messages carry no
request bodies (event titles and mail are personal data).
"""

from __future__ import annotations

import json
from typing import Any

# 403 reasons that are quota throttling, not a permission problem: retried like a 429.
RATE_LIMIT_REASONS = frozenset({"rateLimitExceeded", "userRateLimitExceeded"})


class GoogleError(Exception):
    """A failed call to Google."""

    retryable = False

    def __init__(self, message: str, *, status: int | None = None, reason: str = "") -> None:
        super().__init__(message)
        self.status = status
        self.reason = reason


class GrantRevoked(GoogleError):
    """The refresh token no longer works (invalid_grant, or 401 after a refresh): reconnect the account."""


class NotFound(GoogleError):
    """The resource does not exist (404) or was deleted (410)."""


class AlreadyExists(GoogleError):
    """A resource with this client-supplied id exists already (409)."""


class RateLimited(GoogleError):
    """Google throttled the calls (429, or 403 rateLimitExceeded) and kept doing so through the retries."""

    retryable = True


class Unavailable(GoogleError):
    """Google answered 5xx, or did not answer (timeout, connection error), through the retries."""

    retryable = True


def error_reason(content: bytes | str | None) -> tuple[str, str]:
    """(reason, message) from a Google JSON error body; empty strings when the body is not one.

    Google's API errors look like {"error": {"code": 404, "message": "Not Found", "errors": [{"reason":
    "notFound", ...}]}}; OAuth endpoints answer {"error": "invalid_grant", "error_description": "..."}.
    """
    if isinstance(content, bytes):
        content = content.decode("utf-8", "replace")
    try:
        data: Any = json.loads(content or "")
    except ValueError:
        return "", ""
    if not isinstance(data, dict):
        return "", ""
    error = data.get("error")
    if isinstance(error, str):
        return error, str(data.get("error_description") or "")
    if not isinstance(error, dict):
        return "", ""
    reason = ""
    details = error.get("errors")
    if isinstance(details, list) and details and isinstance(details[0], dict):
        reason = str(details[0].get("reason") or "")
    return reason or str(error.get("status") or ""), str(error.get("message") or "")


def for_status(status: int, content: bytes | str | None = None, *, what: str = "Google") -> GoogleError:
    """The error for an HTTP error answer, by status (and, for a 403, by Google's reason)."""
    reason, message = error_reason(content)
    text = f"{what} answered {status}" + (f": {message}" if message else "")
    kind: type[GoogleError] = GoogleError
    if status == 401:
        kind = GrantRevoked  # google-auth has already refreshed the token and tried again
    elif status == 429 or (status == 403 and reason in RATE_LIMIT_REASONS):
        kind = RateLimited
    elif status in (404, 410):
        kind = NotFound
    elif status == 409:
        kind = AlreadyExists
    elif status >= 500:
        kind = Unavailable
    return kind(text, status=status, reason=reason)
