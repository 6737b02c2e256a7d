"""The one client for the WhatsApp Cloud (Graph) API: timeouts, retries with backoff, typed errors."""

from __future__ import annotations

import logging
import time
from typing import Any

import requests
from django.conf import settings

logger = logging.getLogger(__name__)

GRAPH_VERSION = "v21.0"


class WhatsAppError(Exception):
    """A failed Graph API call. `permanent` says whether retrying can help (4xx other than 429)."""

    def __init__(self, message: str, *, status: int | None = None, code: int | None = None, permanent: bool = False):
        super().__init__(message)
        self.status, self.code, self.permanent = status, code, permanent


class WhatsAppClient:
    def __init__(self, token: str, phone_number_id: str, base_url: str = "https://graph.facebook.com",
                 timeout: float = 10.0, retries: int = 3, backoff: float = 0.5):
        self.token, self.phone_number_id = token, phone_number_id
        self.base_url, self.timeout, self.retries, self.backoff = base_url.rstrip("/"), timeout, retries, backoff
        self.session = requests.Session()

    @classmethod
    def from_settings(cls) -> WhatsAppClient:
        return cls(settings.WHATSAPP_TOKEN, settings.WHATSAPP_PHONE_NUMBER_ID,
                   base_url=getattr(settings, "WHATSAPP_API_BASE_URL", "") or "https://graph.facebook.com")

    def send_text(self, to: str, text: str, options: list[dict[str, Any]] | None = None) -> str:
        """Send a text (with reply buttons when there are 1-3 options). Returns the message id."""
        body: dict[str, Any] = {"messaging_product": "whatsapp", "recipient_type": "individual",
                                "to": to.lstrip("+")}
        if options and len(options) <= 3:
            body["type"] = "interactive"
            body["interactive"] = {
                "type": "button", "body": {"text": text[:1024]},
                "action": {"buttons": [{"type": "reply", "reply": {"id": str(o["id"])[:256],
                                                                      "title": str(o["label"])[:20]}}
                                       for o in options]},
            }
        else:
            body["type"] = "text"
            body["text"] = {"body": text[:4096], "preview_url": False}
        data = self._post(f"/{GRAPH_VERSION}/{self.phone_number_id}/messages", body)
        return str((data.get("messages") or [{}])[0].get("id", ""))

    def _post(self, path: str, body: dict[str, Any]) -> dict[str, Any]:
        url = self.base_url + path
        last: WhatsAppError | None = None
        for attempt in range(self.retries + 1):
            try:
                resp = self.session.post(url, json=body, timeout=self.timeout,
                                         headers={"Authorization": f"Bearer {self.token}"})
            except requests.RequestException as exc:
                last = WhatsAppError(f"network error: {exc}")
            else:
                if resp.status_code < 300:
                    return resp.json()
                last = _error_from(resp)
                if last.permanent:
                    raise last
            if attempt < self.retries:
                time.sleep(self.backoff * (2**attempt))
        assert last is not None
        raise last


def _error_from(resp: requests.Response) -> WhatsAppError:
    try:
        err = resp.json().get("error", {})
    except ValueError:
        err = {}
    status = resp.status_code
    permanent = 400 <= status < 500 and status != 429
    return WhatsAppError(f"{status} {err.get('message', resp.text[:200])}", status=status,
                         code=err.get("code"), permanent=permanent)
