"""Admin login throttling: django-axes refuses a username from one address after too many wrong passwords.

The limits are settings (AXES_FAILURE_LIMIT, AXES_COOLOFF_TIME, keyed on username + IP address); this
backend only narrows where they apply. django-axes refuses every `authenticate()` call that carries no
request, but calls without one (the test client's `login()`, scripts) have no client address to key a
lock on, and no attacker reaches them over the network: those pass to the next backend unthrottled.
"""

from __future__ import annotations

from typing import Any

from axes.backends import AxesStandaloneBackend
from django.http import HttpRequest


class LoginThrottleBackend(AxesStandaloneBackend):
    """First in AUTHENTICATION_BACKENDS: refuses a locked-out login before any password is checked."""

    def authenticate(self, request: HttpRequest | None, username: str | None = None,
                     password: str | None = None, **kwargs: Any) -> None:
        if request is None:
            return None
        return super().authenticate(request, username=username, password=password, **kwargs)
