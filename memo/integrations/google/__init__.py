"""Google client side: everything that talks to Google, and nothing of Memo's own data.

- ``errors``: one error type per way a call can fail (revoked grant, not found, throttled, down);
- ``credentials``: google-auth's authorized-user credentials to and from a JSON-safe dict, and refresh;
- ``api``: what every Google API client shares (timeouts, retries with backoff, typed errors, call counting);
- ``calendar``: the Calendar v3 client; ``gmail``: the Gmail v1 client (batch reads, drafts, labels, history);
- ``mime``: building (replies threaded, forwards attached, Hebrew as RFC 2047) and reading email;
- ``oauth``: the consent URL (offline access, PKCE), the code exchange and token revocation.

Every API call goes to ``settings.GOOGLE_API_ENDPOINT`` (Google's by default), so tests point it at a
local fake of Google's REST paths. Connections, tokens at rest and capabilities live in memo/google/.
"""

from __future__ import annotations

from django.conf import settings


def is_configured() -> bool:
    """Connecting Google accounts is possible: the OAuth client id and secret are set (read at call time)."""
    return bool(settings.GOOGLE_CLIENT_ID and settings.GOOGLE_CLIENT_SECRET)


def service_base_url(service_path: str, endpoint: str | None = None) -> str:
    """The base URL of one API under the configured endpoint: endpoint + the discovery servicePath.

    googleapiclient joins each method's path onto this base, so it must end in "/" (urljoin would drop
    the last segment otherwise): ("calendar/v3/") -> "https://www.googleapis.com/calendar/v3/".
    """
    base = (endpoint or settings.GOOGLE_API_ENDPOINT or "https://www.googleapis.com").rstrip("/") + "/"
    path = service_path.strip("/")
    return base + (path + "/" if path else "")
