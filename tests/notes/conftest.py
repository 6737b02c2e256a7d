"""Fixtures of the second-brain tests: users, a fake OpenAI embeddings server, a conversation helper."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest

from tests.notes.fake_embeddings import FakeEmbeddings, running_fake_embeddings


@pytest.fixture
def make_user(db) -> Callable[..., Any]:
    from memo.conversations.models import User

    def make(phone: str = "+972501110001", language: str = "en") -> User:
        return User.objects.create(phone=phone, language=language)

    return make


@pytest.fixture
def fake_embeddings(settings, monkeypatch) -> Iterator[FakeEmbeddings]:
    """OPENAI_BASE_URL pointed at a local embeddings server (no key, tiny backoff).

    The registries are loaded first, so that a configured "LLM" here never installs the LLM planner
    for the rest of the session (the registry reads the settings once, on first use).
    """
    from memo.planning import registry

    registry.capabilities()
    with running_fake_embeddings() as fake:
        settings.OPENAI_BASE_URL = fake.url
        settings.OPENAI_API_KEY = ""
        monkeypatch.setenv("LLM_BACKOFF_SECONDS", "0.01")
        yield fake


def said(out: dict[str, Any]) -> str:
    """Everything Memo replied to one line, as one string."""
    return "\n".join(out["replies"])
