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
from django.db.models import Count, Max, QuerySet
from django.http import HttpRequest

from memo.notes.models import Note, NoteChunk, NoteOwner
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


@admin.register(NoteOwner)
class NoteOwnerAdmin(admin.ModelAdmin):
    """One row per user with notes: how many, in how many chunks, on which provider(s), last saved."""

    list_display = ("phone", "name", "note_count", "chunk_count", "providers", "last_note_at")
    search_fields = ("phone", "bsuid", "name")
    fields = ("phone", "name", "note_count", "chunk_count", "providers", "last_note_at")
    readonly_fields = fields

    def get_queryset(self, request: HttpRequest) -> QuerySet[NoteOwner]:
        return (super().get_queryset(request)
                .annotate(_notes=Count("notes", distinct=True), _last=Max("notes__created_at"))
                .filter(_notes__gt=0))

    @admin.display(description="notes", ordering="_notes")
    def note_count(self, obj: NoteOwner) -> int:
        return getattr(obj, "_notes", 0)

    @admin.display(description="chunks")
    def chunk_count(self, obj: NoteOwner) -> int:
        return NoteChunk.objects.filter(user_id=obj.pk).count()

    @admin.display(description="providers")
    def providers(self, obj: NoteOwner) -> str:
        rows = (Note.objects.filter(user_id=obj.pk).values("provider", "dimension").annotate(n=Count("id"))
                .order_by("-n"))
        return ", ".join(f"{r['provider']} ({r['dimension']}-d): {r['n']}" for r in rows) or "-"

    @admin.display(description="last note", ordering="_last")
    def last_note_at(self, obj: NoteOwner) -> object:
        return getattr(obj, "_last", None)

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: NoteOwner | None = None) -> bool:
        return False

    def has_delete_permission(self, request: HttpRequest, obj: NoteOwner | None = None) -> bool:
        return False
