"""Answers for googleapiclient's HttpMockSequence in Google's wire format, shared by the client tests."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from googleapiclient.http import HttpMockSequence


def ok(body: dict | None = None) -> tuple[dict, str]:
    """A 200 JSON answer."""
    return {"status": "200", "content-type": "application/json"}, json.dumps(body or {})


def err(status: int, reason: str, message: str = "scripted", headers: dict | None = None) -> tuple[dict, str]:
    """A Google API error answer: {"error": {"errors": [{"reason"...}], "code", "message"}}."""
    body = {"error": {"errors": [{"domain": "global", "reason": reason, "message": message}], "code": status,
                      "message": message}}
    return {"status": str(status), "content-type": "application/json", **(headers or {})}, json.dumps(body)


class Sleeps(list):
    """A client's sleep that records the back-off delays instead of waiting them."""

    def __call__(self, seconds: float) -> None:
        self.append(seconds)


def mocked(client_class: Callable[..., Any], *responses: tuple[dict, str], **kw: Any
           ) -> tuple[Any, HttpMockSequence, Sleeps]:
    """A client on a mock transport answering `responses` in order, retries 3, backoff 0.5 s (recorded)."""
    http = HttpMockSequence(list(responses))
    sleeps = Sleeps()
    kw.setdefault("endpoint", "https://www.googleapis.com")
    kw.setdefault("retries", 3)
    return client_class(http=http, sleep=sleeps, backoff=0.5, **kw), http, sleeps
