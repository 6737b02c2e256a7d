"""Fixtures of the WhatsApp channel tests: the fake Graph API, signed webhook posts, body builders."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from memo.integrations.whatsapp.signature import sign
from tests.whatsapp.fake_graph import PHONE_NUMBER_ID, TOKEN, VERSION, running_fake_graph
from tests.whatsapp.fake_openai_media import running_fake_openai_media
from tests.whatsapp.waiting import wait_for  # noqa: F401  (the tests import it from here)

SECRET = "test-app-secret"
VERIFY_TOKEN = "test-verify-token"
WEBHOOK = "/webhooks/whatsapp/"
PAYLOADS = Path(__file__).parent / "payloads"
USER = "972501112233"


@pytest.fixture(autouse=True)
def whatsapp_settings(settings, monkeypatch):
    """Webhook secrets for every test; sending stays off unless a test asks for the fake Graph API."""
    settings.WHATSAPP_APP_SECRET = SECRET
    settings.WHATSAPP_VERIFY_TOKEN = VERIFY_TOKEN
    settings.WHATSAPP_TOKEN = ""
    settings.WHATSAPP_PHONE_NUMBER_ID = ""
    settings.OPENAI_API_KEY = ""
    settings.OPENAI_BASE_URL = ""
    settings.WHATSAPP_API_VERSION = VERSION
    monkeypatch.setenv("WHATSAPP_BACKOFF_SECONDS", "0.01")
    monkeypatch.setenv("WHATSAPP_TIMEOUT_SECONDS", "3")
    monkeypatch.setenv("LLM_BACKOFF_SECONDS", "0.01")
    return settings


@pytest.fixture
def fake_graph(settings):
    with running_fake_graph() as fake:
        settings.WHATSAPP_TOKEN = TOKEN
        settings.WHATSAPP_PHONE_NUMBER_ID = PHONE_NUMBER_ID
        settings.WHATSAPP_API_BASE_URL = fake.url
        yield fake


@pytest.fixture
def fake_ai(settings):
    """An OpenAI-compatible server for transcription and vision. The planner registry is loaded first,
    so this test does not install the LLM planner for the rest of the session."""
    from memo.planning import registry

    registry.planners()
    with running_fake_openai_media() as fake:
        settings.OPENAI_BASE_URL = fake.url
        yield fake


def text_message(wamid: str, text: str, *, phone: str = USER, ts: int = 1_790_000_000, **extra: Any) -> dict:
    return {"from": phone, "id": wamid, "timestamp": str(ts), "type": "text", "text": {"body": text}, **extra}


def body(messages: list[dict] | None = None, statuses: list[dict] | None = None, *, phone: str = USER,
         name: str = "Dana Levi") -> dict:
    """One webhook body with one entry and one change (use `batch` for several)."""
    value: dict[str, Any] = {"messaging_product": "whatsapp",
                             "metadata": {"display_phone_number": "15550001111", "phone_number_id": PHONE_NUMBER_ID}}
    if messages is not None:
        value["contacts"] = [{"profile": {"name": name}, "wa_id": phone}]
        value["messages"] = messages
    if statuses is not None:
        value["statuses"] = statuses
    return {"object": "whatsapp_business_account",
            "entry": [{"id": "102290129340398", "changes": [{"value": value, "field": "messages"}]}]}


def batch(*bodies: dict) -> dict:
    """Several bodies as one: entries side by side (Meta batches exactly like this)."""
    return {"object": "whatsapp_business_account", "entry": [e for b in bodies for e in b["entry"]]}


def status(wamid: str, state: str, *, errors: list[dict] | None = None, phone: str = USER) -> dict:
    item: dict[str, Any] = {"id": wamid, "status": state, "timestamp": "1790000100", "recipient_id": phone}
    if errors:
        item["errors"] = errors
    return item


@pytest.fixture
def post(client) -> Callable[..., Any]:
    """POST a webhook body signed with the app secret (or with `signature=` / unsigned)."""

    def send(payload: dict | bytes, *, signature: str | None = "auto", secret: str = SECRET):
        raw = payload if isinstance(payload, bytes) else json.dumps(payload).encode()
        headers = {}
        if signature == "auto":
            headers["HTTP_X_HUB_SIGNATURE_256"] = sign(raw, secret)
        elif signature is not None:
            headers["HTTP_X_HUB_SIGNATURE_256"] = signature
        return client.post(WEBHOOK, data=raw, content_type="application/json", **headers)

    return send


def load_samples() -> list[tuple[str, str, dict]]:
    """Every case of every payload file: (file stem, case name, body)."""
    cases = []
    for path in sorted(PAYLOADS.glob("*.json")):
        for name, case in json.loads(path.read_text()).items():
            cases.append((path.stem, name, case))
    return cases
