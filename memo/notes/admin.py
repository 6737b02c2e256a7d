"""The second brain in the admin: notes per user, counts and providers, with the text kept private.

Notes are private by nature, so reading their text is a separate permission (`notes.view_note_text`,
granted to nobody by default; superusers have every permission). Staff without it see each note's
size, kind, provider and dates — enough to support a user ("are my notes there? which model?") —
and a redacted text; they cannot search by text either, since search results would reveal it.
Notes are never edited here (an edit must re-embed); they can be deleted. The same permission guards
the conversations that stored or read a note (messages, replies, turn states): see `privacy.py`.
"""

from __future__ import annotations

from django.contrib import admin
from django.db.models import Count, QuerySet
from django.http import HttpRequest

from memo.notes.models import Note, NoteChunk
from memo.notes.privacy import can_read, redacted


class ChunkInline(admin.TabularInline):
    model = NoteChunk
    extra = 0
    can_delete = False
    ordering = ("seq",)

    # Columns are chosen per request (never stored on the shared admin instance): the text column
    # only for readers with the permission.
    def get_fields(self, request: HttpRequest, obj: Note | None = None) -> tuple[str, ...]:
        return ("seq", "provider", "size", "text" if can_read(request) else "hidden_text")

    def get_readonly_fields(self, request: HttpRequest, obj: Note | None = None) -> tuple[str, ...]:
        return self.get_fields(request, obj)

    @admin.display(description="characters")
    def size(self, obj: NoteChunk) -> int:
        return len(obj.text)

    @admin.display(description="text")
    def hidden_text(self, obj: NoteChunk) -> str:
        return redacted(obj.text)

    def has_add_permission(self, request: HttpRequest, obj: Note | None = None) -> bool:
        return False


@admin.register(Note)
class NoteAdmin(admin.ModelAdmin):
    list_filter = ("kind", "provider")
    list_select_related = ("user",)
    date_hierarchy = "created_at"
    inlines = [ChunkInline]

    def get_list_display(self, request: HttpRequest) -> tuple[str, ...]:
        text = "text_preview" if can_read(request) else "hidden_text"
        return ("id", "user", "kind", text, "size", "chunk_count", "provider", "dimension", "created_at",
                "updated_at")

    def get_fields(self, request: HttpRequest, obj: Note | None = None) -> tuple[str, ...]:
        return ("user", "kind", "text" if can_read(request) else "hidden_text", "size", "provider", "dimension",
                "created_at", "updated_at")

    def get_readonly_fields(self, request: HttpRequest, obj: Note | None = None) -> tuple[str, ...]:
        return self.get_fields(request, obj)

    def get_search_fields(self, request: HttpRequest) -> tuple[str, ...]:
        return ("user__phone", "user__bsuid", "text") if can_read(request) else ("user__phone", "user__bsuid")

    def get_queryset(self, request: HttpRequest) -> QuerySet[Note]:
        return super().get_queryset(request).annotate(_chunks=Count("chunks"))

    @admin.display(description="chunks", ordering="_chunks")
    def chunk_count(self, obj: Note) -> int:
        return getattr(obj, "_chunks", 0)

    @admin.display(description="characters")
    def size(self, obj: Note) -> int:
        return len(obj.text)

    @admin.display(description="text")
    def text_preview(self, obj: Note) -> str:
        return obj.text if len(obj.text) <= 80 else obj.text[:79] + "…"

    @admin.display(description="text")
    def hidden_text(self, obj: Note) -> str:
        return redacted(obj.text)

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: Note | None = None) -> bool:
        return False
