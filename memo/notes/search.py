"""Hybrid search over one user's notes: vector similarity and full text, fused by reciprocal rank.

1. Vector: the question's embedding against the user's chunks of the configured provider, nearest by
   cosine distance through the HNSW index (pgvector 0.8 iterative scan, so filtering by user cannot
   starve the index scan of results).
2. Full text: the question's content words, each with its stems and translations (text.py), as
   tsqueries against the chunks' tsvector (GIN); candidates are ordered by how much of the question
   they cover, newest first among equals (see _text_candidates for how that stays fast at scale).
3. Reciprocal rank fusion (k=60) of the two lists, per note (a note's rank is its best chunk's).
4. The relevance floor. The nearest note always exists and is usually unrelated, and similarity
   alone cannot tell (with e5, unrelated questions reach 0.83 while a cross-lingual answer can score
   0.70), so a note is presented only with enough evidence of one of these kinds:
   - words: it covers most of the question's content words (coverage >= 0.75, translations count);
   - words and meaning: half of them (>= 0.5) and a plausible similarity (>= provider.plausible_similarity);
   - meaning alone: similarity >= provider.floor_similarity.
   Without a vector for the note (embeddings down, or the note is still on another provider) half the
   words suffice. Otherwise: "I don't have anything saved about that".

Every query is filtered by user; nothing here can return another user's note.
"""

from __future__ import annotations

import logging
import time
from dataclasses import dataclass, field
from datetime import datetime
from typing import Literal

import numpy as np
from django.db import connection, transaction
from django.db.backends.utils import CursorWrapper

from memo.notes import text as T
from memo.notes.embeddings import EmbeddingError, EmbeddingProvider, get_provider

logger = logging.getLogger(__name__)

RRF_K = 60
MIN_COVERAGE = 0.5
STRONG_COVERAGE = 0.75
CANDIDATES = 20
TEXT_POOL = 200  # partial full-text matches scored per search (see _text_candidates)
EXCERPT_CHARS = 400  # a chunk longer than this is quoted by its best-matching sentences
Method = Literal["hybrid", "vector", "text"]


@dataclass
class Hit:
    note_id: int
    chunk_id: int
    excerpt: str  # the matching chunk, or its best sentences when it is long (text.focus)
    created_at: datetime
    similarity: float | None = None
    coverage: float = 0.0
    vector_rank: int | None = None
    text_rank: int | None = None
    score: float = 0.0
    relevant: bool = False


@dataclass
class SearchResult:
    hits: list[Hit]  # relevant ones, best first (all candidates when the floor is off)
    candidates: int = 0
    vector_used: bool = True
    timings_ms: dict[str, float] = field(default_factory=dict)


def search(user_id: int, query: str, *, limit: int = 5, method: Method = "hybrid", floor: bool = True,
           provider: EmbeddingProvider | None = None, candidates: int = CANDIDATES) -> SearchResult:
    """The user's notes that answer `query`, best first."""
    concepts = T.query_concepts(query)
    timings: dict[str, float] = {}
    vector_hits: list[tuple[int, float]] = []
    vector_used = method != "text"
    query_vec: np.ndarray | None = None
    if vector_used:
        try:
            provider = provider or get_provider()
            started = time.perf_counter()
            query_vec = provider.query(query)
            timings["embed"] = (time.perf_counter() - started) * 1000
        except EmbeddingError:
            # Meaning is unavailable (e.g. the OpenAI API is down): words alone still find notes.
            logger.warning("notes search: embeddings unavailable, full text only", exc_info=True)
            vector_used, provider = False, None
    started = time.perf_counter()
    with transaction.atomic(), connection.cursor() as cursor:
        if vector_used and provider is not None and query_vec is not None:
            vector_hits = _vector_candidates(cursor, user_id, provider.name, query_vec, candidates)
        text_hits = _text_candidates(cursor, user_id, concepts, candidates) if method != "vector" else []
        rows = _chunk_rows(cursor, user_id, {c for c, _ in vector_hits} | {c for c, _ in text_hits},
                           provider.name if (vector_used and provider) else "", query_vec)
    timings["db"] = (time.perf_counter() - started) * 1000
    hits = _fuse(rows, vector_hits, text_hits, concepts, method)
    for hit in hits:
        hit.excerpt = T.focus(hit.excerpt, concepts, EXCERPT_CHARS)
    for hit in hits:
        hit.relevant = is_relevant(hit, provider if vector_used else None)
    shown = [h for h in hits if h.relevant] if floor else hits
    return SearchResult(shown[:limit], len(hits), vector_used, timings)


def is_relevant(hit: Hit, provider: EmbeddingProvider | None) -> bool:
    """The relevance floor (module docstring, step 4)."""
    if hit.coverage >= STRONG_COVERAGE:
        return True
    if provider is None or hit.similarity is None:
        return hit.coverage >= MIN_COVERAGE
    if hit.similarity >= provider.floor_similarity:
        return True
    return hit.coverage >= MIN_COVERAGE and hit.similarity >= provider.plausible_similarity


def _set_scan(cursor: CursorWrapper, candidates: int) -> None:
    # SET LOCAL lasts until the transaction ends (the atomic block above, or the executor's).
    cursor.execute(f"SET LOCAL hnsw.ef_search = {max(40, 2 * candidates):d}")
    cursor.execute("SET LOCAL hnsw.iterative_scan = relaxed_order")


def _vector_candidates(cursor: CursorWrapper, user_id: int, provider: str, vec: np.ndarray,
                       candidates: int) -> list[tuple[int, float]]:
    _set_scan(cursor, candidates)
    literal = vector_literal(vec)
    cursor.execute(
        "SELECT id, embedding <=> %s::vector AS distance FROM notes_notechunk "
        "WHERE user_id = %s AND provider = %s ORDER BY embedding <=> %s::vector LIMIT %s",
        [literal, user_id, provider, literal, candidates])
    # relaxed_order may return a slightly unordered list: order it exactly.
    return sorted(((cid, 1.0 - float(dist)) for cid, dist in cursor.fetchall()), key=lambda r: -r[1])


def _text_candidates(cursor: CursorWrapper, user_id: int, concepts: list[T.Concept],
                     candidates: int) -> list[tuple[int, float]]:
    """Chunks sharing words with the question, best coverage first, newest first among equals.

    Two bounded queries instead of ranking every match (at 100,000 notes a common word matches
    tens of thousands of rows, and ranking them all took 300-450 ms): the newest chunks containing
    *every* concept, then a pool of the newest chunks containing *any*, scored here by coverage.
    Each is "ORDER BY id DESC LIMIT n", which PostgreSQL answers from the GIN index for rare words
    and by walking the primary key backwards for common ones — telling them apart needs the finer
    tsvector statistics of migration 0002. Below TEXT_POOL matches this is exact; above it, partial
    matches older than the newest TEXT_POOL are not considered.
    """
    if not concepts:
        return []
    queries = [(T.tsquery_all(concepts), candidates)]
    if len(concepts) > 1:
        queries.append((T.tsquery(concepts), TEXT_POOL))
    rows: dict[int, float] = {}
    for query, limit in queries:
        cursor.execute(
            "SELECT id, terms FROM notes_notechunk WHERE user_id = %s AND search_vector @@ %s::tsquery "
            "ORDER BY id DESC LIMIT %s", [user_id, query, limit])
        for cid, terms in cursor.fetchall():
            rows.setdefault(cid, T.coverage(concepts, frozenset(terms.split())))
    ranked = sorted(rows.items(), key=lambda r: (-r[1], -r[0]))
    return ranked[:candidates]


def _chunk_rows(cursor: CursorWrapper, user_id: int, ids: set[int], provider: str,
                vec: np.ndarray | None) -> dict[int, dict]:
    if not ids:
        return {}
    similarity = "NULL"
    params: list = []
    if vec is not None and provider:
        similarity = "CASE WHEN c.provider = %s THEN 1 - (c.embedding <=> %s::vector) END"
        params = [provider, vector_literal(vec)]
    cursor.execute(
        f"SELECT c.id, c.note_id, c.text, c.terms, n.created_at, {similarity} FROM notes_notechunk c "
        "JOIN notes_note n ON n.id = c.note_id WHERE c.user_id = %s AND c.id = ANY(%s)",
        [*params, user_id, list(ids)])
    return {cid: {"note_id": nid, "text": text, "terms": frozenset(terms.split()), "created_at": created,
                  "similarity": None if sim is None else float(sim)}
            for cid, nid, text, terms, created, sim in cursor.fetchall()}


def _fuse(rows: dict[int, dict], vector_hits: list[tuple[int, float]], text_hits: list[tuple[int, float]],
          concepts: list[T.Concept], method: Method) -> list[Hit]:
    """One Hit per note: its best chunk, its rank in each list, the fused score."""
    notes: dict[int, Hit] = {}

    def hit_for(chunk_id: int) -> Hit | None:
        row = rows.get(chunk_id)
        if row is None:
            return None
        cov = T.coverage(concepts, row["terms"])
        hit = notes.get(row["note_id"])
        if hit is None:
            hit = notes[row["note_id"]] = Hit(row["note_id"], chunk_id, row["text"], row["created_at"],
                                              row["similarity"], cov)
        elif cov > hit.coverage or (row["similarity"] or 0) > (hit.similarity or 0):
            # Another chunk of the same note: keep the strongest evidence of each kind.
            if cov > hit.coverage:
                hit.chunk_id, hit.excerpt = chunk_id, row["text"]
            hit.coverage = max(hit.coverage, cov)
            hit.similarity = max(hit.similarity or 0.0, row["similarity"] or 0.0)
        return hit

    for listing, attr in ((vector_hits, "vector_rank"), (text_hits, "text_rank")):
        rank = 0
        for chunk_id, _ in listing:
            hit = hit_for(chunk_id)
            if hit is None or getattr(hit, attr) is not None:
                continue  # a note counts once per list, at its best chunk's place
            rank += 1
            setattr(hit, attr, rank)
    for hit in notes.values():
        ranks = {"vector": [hit.vector_rank], "text": [hit.text_rank],
                 "hybrid": [hit.vector_rank, hit.text_rank]}[method]
        hit.score = sum(1.0 / (RRF_K + r) for r in ranks if r is not None)
    ordered = [h for h in notes.values() if h.score > 0]
    ordered.sort(key=lambda h: (-h.score, -(h.similarity or 0.0), -h.note_id))
    return ordered


def vector_literal(vec: np.ndarray) -> str:
    return "[" + ",".join(f"{x:.7g}" for x in np.asarray(vec, dtype=np.float32).tolist()) + "]"
