"""The second brain's notes: what a user asked Memo to keep, searchable by meaning and by words.

A Note is what the user said (full text, kind, who, when). Search runs over its NoteChunks: a short
note is one chunk; a long one (a pasted document) is split so that each piece fits the embedding
model and a question can point at the right passage. Every chunk carries

- an embedding (pgvector, 384 dimensions, HNSW index with cosine distance) and the provider that
  made it: vectors of different models live in different spaces and are never compared, so search
  filters on the provider and `manage.py reembed_notes` moves notes from one to another;
- a tsvector generated from `terms` (our own Hebrew/English lexemes, see `text.py`), GIN-indexed.

`user` is repeated on the chunk so that both searches filter by user without a join. Identical notes
(same words, ignoring case/punctuation) are refused per user by a unique constraint on the fingerprint.
"""

from __future__ import annotations

from django.contrib.postgres.indexes import GinIndex
from django.contrib.postgres.search import SearchVectorField
from django.db import models
from django.db.models import F, Func, Value
from pgvector.django import HnswIndex, VectorField

EMBEDDING_DIMENSIONS = 384


class Note(models.Model):
    class Kind(models.TextChoices):
        FACT = "fact"
        IDEA = "idea"
        REFLECTION = "reflection"
        NOTE = "note"

    # Indexed by the (user, fingerprint) constraint and the (user, created) index; no separate FK index.
    user = models.ForeignKey("conversations.User", on_delete=models.CASCADE, related_name="notes", db_index=False)
    text = models.TextField()
    kind = models.CharField(max_length=16, choices=Kind.choices, default=Kind.NOTE)
    fingerprint = models.CharField(max_length=64, help_text="sha256 of the note's words: exact-duplicate key")
    provider = models.CharField(max_length=80, help_text="embedding provider and model of its chunks")
    dimension = models.PositiveSmallIntegerField(default=EMBEDDING_DIMENSIONS)
    created_at = models.DateTimeField()
    updated_at = models.DateTimeField()

    class Meta:
        permissions = [("view_note_text", "Can read the text of users' notes")]
        constraints = [models.UniqueConstraint(fields=["user", "fingerprint"], name="note_unique_per_user")]
        indexes = [models.Index(fields=["user", "-created_at"], name="note_user_created")]

    def __str__(self) -> str:
        return f"note {self.pk} ({self.kind})"


class NoteChunk(models.Model):
    note = models.ForeignKey(Note, on_delete=models.CASCADE, related_name="chunks", db_index=False)
    user = models.ForeignKey("conversations.User", on_delete=models.CASCADE, related_name="+", db_index=False)
    seq = models.PositiveIntegerField(default=0)
    text = models.TextField()
    terms = models.TextField(help_text="space-separated lexemes (text.index_terms)")
    search_vector = models.GeneratedField(
        expression=Func(Func(F("terms"), Value(" "), function="string_to_array"), function="array_to_tsvector",
                        output_field=SearchVectorField()),
        output_field=SearchVectorField(), db_persist=True)
    provider = models.CharField(max_length=80)
    embedding = VectorField(dimensions=EMBEDDING_DIMENSIONS)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["note", "seq"], name="chunk_unique_seq")]
        indexes = [
            HnswIndex(name="chunk_embedding_hnsw", fields=["embedding"], m=16, ef_construction=64,
                      opclasses=["vector_cosine_ops"]),
            GinIndex(name="chunk_search_vector", fields=["search_vector"]),
            models.Index(fields=["user", "provider"], name="chunk_user_provider"),
        ]

    def __str__(self) -> str:
        return f"chunk {self.seq} of note {self.note_id}"
