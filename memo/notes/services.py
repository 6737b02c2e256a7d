"""The second brain's operations: store, search, update, delete, summarize, and moving providers.

Plain functions over the models, shared by the capability's executor, the admin and the
`reembed_notes` command. Every function takes the user id and touches only that user's notes.
Callers phrase the outcome (operations.py); nothing here writes user-facing text.
"""

from __future__ import annotations

import json
import logging
import re
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from typing import Literal

import numpy as np
from django.db import IntegrityError, connection, transaction
from django.utils import timezone
from rapidfuzz import fuzz

from memo.notes import search as hybrid
from memo.notes import text as T
from memo.notes.embeddings import EmbeddingProvider, get_provider
from memo.notes.models import Note, NoteChunk
from memo.notes.revision import revised

logger = logging.getLogger(__name__)

MAX_NOTE_CHARS = 50_000  # WhatsApp allows 65,536; anything near that is a document, kept in chunks
# Near-identical: as close in meaning as a re-typed sentence (e5 scores rephrasings ~0.9, re-typings
# ~0.98), nearly the same characters, and the same numbers — "the gate code is 4822" is a new fact.
NEAR_DUPLICATE_SIMILARITY = 0.95
NEAR_DUPLICATE_RATIO = 92
KINDS = {k.value for k in Note.Kind}


@dataclass
class Stored:
    status: Literal["saved", "duplicate", "empty", "too_long"]
    note: Note | None = None
    chunks: int = 0


def store(user_id: int, text: str, kind: str = "note", *, now: datetime | None = None,
          provider: EmbeddingProvider | None = None) -> Stored:
    """Keep `text` for the user, unless it is empty, too long, or already saved."""
    text = (text or "").strip()
    if not T.tokens(text):
        return Stored("empty")
    if len(text) > MAX_NOTE_CHARS:
        return Stored("too_long")
    fingerprint = T.fingerprint(text)
    existing = Note.objects.filter(user_id=user_id, fingerprint=fingerprint).first()
    if existing is not None:
        return Stored("duplicate", existing)
    provider = provider or get_provider()
    pieces = T.chunks(text)
    vectors = provider.passages(pieces)
    if len(pieces) == 1:
        near = _near_duplicate(user_id, text, vectors[0], provider)
        if near is not None:
            return Stored("duplicate", near)
    now = now or timezone.now()
    try:
        with transaction.atomic():  # a savepoint when called inside the executor's transaction
            note = Note.objects.create(user_id=user_id, text=text, kind=kind if kind in KINDS else "note",
                                       fingerprint=fingerprint, provider=provider.name,
                                       dimension=provider.dimension, created_at=now, updated_at=now)
            _write_chunks(note, pieces, vectors, provider)
    except IntegrityError:  # the same note stored concurrently
        return Stored("duplicate", Note.objects.filter(user_id=user_id, fingerprint=fingerprint).first())
    return Stored("saved", note, len(pieces))


def _write_chunks(note: Note, pieces: list[str], vectors: np.ndarray, provider: EmbeddingProvider) -> None:
    NoteChunk.objects.bulk_create([
        NoteChunk(note=note, user_id=note.user_id, seq=i, text=piece, terms=" ".join(T.index_terms(piece)),
                  provider=provider.name, embedding=vectors[i])
        for i, piece in enumerate(pieces)])


def _near_duplicate(user_id: int, text: str, vector: np.ndarray, provider: EmbeddingProvider,
                    exclude: int | None = None) -> Note | None:
    """A note of this user that says the same thing in nearly the same characters, if any."""
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT note_id, 1 - (embedding <=> %s::vector) FROM notes_notechunk "
            "WHERE user_id = %s AND provider = %s AND seq = 0 ORDER BY embedding <=> %s::vector LIMIT 3",
            [hybrid.vector_literal(vector), user_id, provider.name, hybrid.vector_literal(vector)])
        close = [nid for nid, sim in cursor.fetchall() if sim >= NEAR_DUPLICATE_SIMILARITY and nid != exclude]
    mine = " ".join(T.tokens(text))
    digits = re.findall(r"\d+", text)
    for note in Note.objects.filter(user_id=user_id, id__in=close):
        theirs = " ".join(T.tokens(note.text))
        if fuzz.ratio(mine, theirs) >= NEAR_DUPLICATE_RATIO and re.findall(r"\d+", note.text) == digits:
            return note
    return None


def search(user_id: int, query: str, *, limit: int = 5) -> hybrid.SearchResult:
    return hybrid.search(user_id, query, limit=limit)


def recent(user_id: int, limit: int = 10) -> list[Note]:
    return list(Note.objects.filter(user_id=user_id).order_by("-created_at", "-id")[:limit])


def notes_by_id(user_id: int, ids: list[int]) -> dict[int, Note]:
    return Note.objects.filter(user_id=user_id).in_bulk(ids)


def count(user_id: int) -> int:
    return Note.objects.filter(user_id=user_id).count()


def find(user_id: int, query: str, limit: int = 5) -> list[hybrid.Hit]:
    """Notes a "delete/update the note about X" refers to.

    The relevant search hits, narrowed to those covering the description best when some cover most
    of it: "the note about the hotel in Rome" is the hotel note, not also the flight-to-Rome one.
    """
    if not query.strip():
        return []
    hits = hybrid.search(user_id, query, limit=limit).hits
    best = max((h.coverage for h in hits), default=0.0)
    if best >= hybrid.STRONG_COVERAGE:
        hits = [h for h in hits if h.coverage == best]
    return hits


@dataclass
class Updated:
    status: Literal["updated", "not_found", "empty", "too_long", "duplicate"]
    note: Note | None = None


def update(user_id: int, note_id: int, text: str, *, kind: str | None = None, now: datetime | None = None,
           provider: EmbeddingProvider | None = None) -> Updated:
    """Change a note's text (re-chunked and re-embedded): `text` replaces a one-fact note; a short change to a
    longer note (a recipe's oven heat) edits that note instead of replacing it (see `revision.py`)."""
    note = Note.objects.filter(user_id=user_id, id=note_id).first()
    if note is None:
        return Updated("not_found")
    text = revised(note.text, text or "") if (text or "").strip() else ""
    if not T.tokens(text):
        return Updated("empty", note)
    if len(text) > MAX_NOTE_CHARS:
        return Updated("too_long", note)
    fingerprint = T.fingerprint(text)
    other = Note.objects.filter(user_id=user_id, fingerprint=fingerprint).exclude(id=note.id).first()
    if other is not None:
        return Updated("duplicate", other)
    provider = provider or get_provider()
    pieces = T.chunks(text)
    vectors = provider.passages(pieces)
    with transaction.atomic():
        note.text, note.fingerprint, note.updated_at = text, fingerprint, now or timezone.now()
        note.provider, note.dimension = provider.name, provider.dimension
        if kind in KINDS:
            note.kind = kind
        note.save()
        note.chunks.all().delete()
        _write_chunks(note, pieces, vectors, provider)
    return Updated("updated", note)


def delete(user_id: int, note_ids: list[int]) -> list[Note]:
    """Delete these notes of the user (ids of other users are ignored). Returns what was deleted."""
    notes = list(Note.objects.filter(user_id=user_id, id__in=note_ids))
    Note.objects.filter(user_id=user_id, id__in=[n.id for n in notes]).delete()
    return notes


def delete_all(user_id: int) -> int:
    deleted = Note.objects.filter(user_id=user_id).count()
    Note.objects.filter(user_id=user_id).delete()
    return deleted


@dataclass
class Summary:
    notes: list[tuple[Note, str]]  # (note, the passage that matched)
    llm_text: str = ""  # set when an LLM summarised them


def summarize(user_id: int, query: str, language: str, *, limit: int = 20) -> Summary:
    """The notes about `query` (all recent ones without a query); with an LLM, also a summary of them."""
    if query.strip():
        hits = hybrid.search(user_id, query, limit=limit).hits
        by_id = Note.objects.in_bulk([h.note_id for h in hits])
        notes = [(by_id[h.note_id], h.excerpt) for h in hits if h.note_id in by_id]
    else:
        notes = [(n, n.text) for n in recent(user_id, limit)]
    return Summary(notes, _llm_summary(notes, query, language) if notes else "")


_SUMMARY_SYSTEM = (
    "You summarise a person's own saved notes for them. Use only the notes you are given and add no facts. "
    "Write in the language named in the request, at most six short lines of plain text, no preamble. "
    "Answer as JSON: {\"summary\": \"...\"}.")
_SUMMARY_SCHEMA = {"type": "object", "properties": {"summary": {"type": "string"}}, "required": ["summary"],
                   "additionalProperties": False}


def _llm_summary(notes: list[tuple[Note, str]], query: str, language: str) -> str:
    """A summary from the configured LLM, or "" when there is none or it fails (the list is the answer)."""
    from memo.integrations.openai import is_configured

    if not is_configured():
        return ""
    from memo.integrations.openai.client import LLMError, client_for_settings

    request = {"language": "Hebrew" if language == "he" else "English", "about": query or "everything",
               "notes": [{"saved": n.created_at.date().isoformat(), "text": passage[:2000]} for n, passage in notes]}
    try:
        result = client_for_settings().complete_json(
            "resolver.second-brain", _SUMMARY_SYSTEM, [{"role": "user", "content": json.dumps(request,
                                                                                          ensure_ascii=False)}],
            _SUMMARY_SCHEMA, "notes_summary")
    except LLMError:
        logger.warning("notes summary: LLM unavailable, listing the notes instead")
        return ""
    logger.info("notes summary: model=%s tokens=%d cost_usd=%s", result.model,
                result.prompt_tokens + result.completion_tokens, result.cost_usd)
    return str(result.data.get("summary", "")).strip()


# ---------------------------------------------------------------- providers


@dataclass
class Reembedded:
    notes: int = 0
    chunks: int = 0


def reembed(provider: EmbeddingProvider, *, user_id: int | None = None, everything: bool = False,
            batch: int = 64, progress: Callable[[int, int], None] | None = None) -> Reembedded:
    """Move notes to `provider`: new embeddings for every chunk, provider and dimension recorded.

    Only notes on another provider, unless `everything`. Each batch commits on its own, so an
    interrupted run resumes where it stopped (finished notes already carry the new provider).
    """
    notes = Note.objects.all() if everything else Note.objects.exclude(provider=provider.name)
    if user_id is not None:
        notes = notes.filter(user_id=user_id)
    ids = list(notes.order_by("id").values_list("id", flat=True))
    done = Reembedded()
    for start in range(0, len(ids), batch):
        chunk_rows = list(NoteChunk.objects.filter(note_id__in=ids[start:start + batch]).order_by("id"))
        vectors = provider.passages([c.text for c in chunk_rows])
        with transaction.atomic():
            for row, vector in zip(chunk_rows, vectors, strict=True):
                row.embedding, row.provider = vector, provider.name
            NoteChunk.objects.bulk_update(chunk_rows, ["embedding", "provider"], batch_size=500)
            Note.objects.filter(id__in=ids[start:start + batch]).update(provider=provider.name,
                                                                        dimension=provider.dimension)
        done.notes += len(ids[start:start + batch])
        done.chunks += len(chunk_rows)
        if progress:
            progress(done.notes, len(ids))
    return done
