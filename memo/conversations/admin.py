"""The support staff's view: users, threads, messages, turns with their stage timeline, open questions.

Rows of a turn that stored or read a note show no text to staff without `notes.view_note_text`
(memo/conversations/admin_privacy.py).
"""

from __future__ import annotations

from django.contrib import admin, messages
from django.db.models import Count, Expression, Max, QuerySet
from django.http import HttpRequest
from django.utils import timezone
from django.utils.html import format_html

from memo.conversations import services
from memo.conversations.admin_privacy import NoteTextAdmin, note_bearing_action
from memo.conversations.models import (
    HITLResult,
    LatestAction,
    Message,
    NoteOwner,
    OutboundMessage,
    PendingHITL,
    StageRun,
    Thread,
    Turn,
    User,
)
from memo.notes.models import Note, NoteChunk
from memo.planning.admin import ReadOnlyAdmin


@admin.register(User)
class UserAdmin(admin.ModelAdmin):
    list_display = ("phone", "bsuid", "name", "language", "timezone", "morning_brief_hour", "google",
                    "last_inbound_at", "created_at")
    # The connection lives on GoogleAccount (memo/google); the old User flags are no longer read or shown.
    list_filter = ("language", "google_account__status", "timezone")
    search_fields = ("phone", "bsuid", "name")  # a WhatsApp user with a username may have only a BSUID
    exclude = ("google_connected", "calendar_enabled", "gmail_enabled")
    readonly_fields = ("created_at", "last_inbound_at")
    list_select_related = ("google_account",)

    @admin.display(description="Google", ordering="google_account__status")
    def google(self, obj: User) -> str:
        account = getattr(obj, "google_account", None)
        return account.get_status_display() if account is not None else "-"


@admin.register(Thread)
class ThreadAdmin(admin.ModelAdmin):
    list_display = ("user", "channel", "active_turn", "lease_expires_at", "created_at")
    list_filter = ("channel",)
    search_fields = ("user__phone", "user__bsuid")
    raw_id_fields = ("user", "active_turn")


@admin.register(Message)
class MessageAdmin(NoteTextAdmin):
    list_display = ("channel_message_id", "thread", "direction", "kind", "short_text", "status", "received_at")
    list_filter = ("status", "direction", "kind")
    search_fields = ("thread__user__phone", "thread__user__bsuid", "channel_message_id")
    raw_id_fields = ("thread", "turn")
    date_hierarchy = "received_at"
    note_fields = ("text",)

    @admin.display(description="text")
    def short_text(self, obj: Message) -> str:
        return obj.text[:80]


class StageRunInline(admin.TabularInline):
    """The turn's timeline: one row per stage (or parallel step) execution, in order."""

    model = StageRun
    extra = 0
    can_delete = False
    fields = ("seq", "stage", "step_id", "outcome", "next_stage", "duration_ms", "wrote_keys", "error",
              "started_at")
    readonly_fields = fields
    ordering = ("id",)

    @admin.display(description="wrote")
    def wrote_keys(self, obj: StageRun) -> str:
        return ", ".join(sorted(obj.wrote)) or "-"

    def has_add_permission(self, request, obj=None):
        return False


@admin.register(Turn)
class TurnAdmin(NoteTextAdmin):
    list_display = ("trace_id", "thread", "status", "current_stage", "llm_calls", "llm_cost_usd", "started_at",
                    "finished_at")
    list_filter = ("status", "current_stage")
    search_fields = ("trace_id", "thread__user__phone", "thread__user__bsuid")
    raw_id_fields = ("thread", "inbound_message")
    readonly_fields = ("trace_id", "stage_seq", "started_at", "updated_at", "finished_at", "llm_calls",
                       "llm_tokens", "llm_cost_usd")
    inlines = [StageRunInline]
    date_hierarchy = "started_at"
    note_turn = ""
    note_fields = state_fields = ("state",)


class AgeFilter(admin.SimpleListFilter):
    title = "age"
    parameter_name = "age"

    def lookups(self, request, model_admin):
        return [("5m", "under 5 minutes"), ("1h", "under an hour"), ("old", "older than an hour")]

    def queryset(self, request, queryset):
        now = timezone.now()
        if self.value() == "5m":
            return queryset.filter(created_at__gte=now - timezone.timedelta(minutes=5))
        if self.value() == "1h":
            return queryset.filter(created_at__gte=now - timezone.timedelta(hours=1))
        if self.value() == "old":
            return queryset.filter(created_at__lt=now - timezone.timedelta(hours=1))
        return queryset


@admin.register(PendingHITL)
class PendingHITLAdmin(NoteTextAdmin):
    list_display = ("hitl_id", "kind", "phone", "status", "age_display", "expires_at", "reason", "attempts")
    list_filter = ("status", "kind", "source", AgeFilter)
    search_fields = ("thread__user__phone", "thread__user__bsuid", "hitl_id")
    readonly_fields = [f.name for f in PendingHITL._meta.fields]
    actions = ["expire_selected", "cancel_selected"]
    note_fields = ("question", "options")  # a question about notes lists them

    @admin.display(description="phone / BSUID", ordering="thread__user__phone")
    def phone(self, obj: PendingHITL) -> str:
        return obj.thread.user.phone or obj.thread.user.bsuid

    @admin.display(description="age", ordering="created_at")
    def age_display(self, obj: PendingHITL) -> str:
        minutes = int(obj.age.total_seconds() // 60)
        return f"{minutes} min" if minutes < 120 else f"{minutes // 60} h"

    def has_add_permission(self, request, obj=None):
        return False

    def has_delete_permission(self, request, obj=None):
        return False

    def _close(self, request, queryset: QuerySet, status: str, verb: str) -> None:
        closed = services.staff_close(list(queryset.values_list("pk", flat=True)), status, request.user)
        skipped = queryset.count() - closed
        self.message_user(request, f"{verb} {closed} question(s); each user was told." +
                          (f" {skipped} were no longer pending." if skipped else ""), messages.SUCCESS)

    @admin.action(description="Expire selected questions (the user is told)")
    def expire_selected(self, request, queryset):
        self._close(request, queryset, PendingHITL.Status.EXPIRED, "Expired")

    @admin.action(description="Cancel selected questions (the user is told)")
    def cancel_selected(self, request, queryset):
        self._close(request, queryset, PendingHITL.Status.CANCELLED, "Cancelled")


@admin.register(HITLResult)
class HITLResultAdmin(NoteTextAdmin, ReadOnlyAdmin):
    list_display = ("pending", "turn", "created_at")
    search_fields = ("turn__trace_id",)
    note_fields = ("answer",)


@admin.register(StageRun)
class StageRunAdmin(NoteTextAdmin, ReadOnlyAdmin):
    list_display = ("turn", "seq", "stage", "step_id", "outcome", "duration_ms", "started_at")
    list_filter = ("stage", "outcome")
    search_fields = ("turn__trace_id",)
    note_fields = state_fields = ("wrote", "state_before")


@admin.register(LatestAction)
class LatestActionAdmin(NoteTextAdmin, ReadOnlyAdmin):
    list_display = ("user", "capability", "action", "summary", "created_at")
    search_fields = ("user__phone", "user__bsuid")
    note_fields = ("summary",)

    def note_condition(self) -> Expression:
        return note_bearing_action()  # an action has no turn: it is judged by what it is about


@admin.register(OutboundMessage)
class OutboundMessageAdmin(NoteTextAdmin):
    list_display = ("idempotency_key", "thread", "kind", "status", "attempts", "short_error", "created_at")
    list_filter = ("status", "kind")
    search_fields = ("thread__user__phone", "thread__user__bsuid", "idempotency_key")
    readonly_fields = [f.name for f in OutboundMessage._meta.fields]
    actions = ["retry_failed"]
    note_fields = ("text", "options")

    @admin.display(description="error")
    def short_error(self, obj: OutboundMessage):
        return format_html("<span title='{}'>{}</span>", obj.error, obj.error[:60]) if obj.error else ""

    def has_add_permission(self, request, obj=None):
        return False

    @admin.action(description="Retry sending the selected failed messages")
    def retry_failed(self, request, queryset):
        from memo.conversations.outbox import enqueue_delivery

        ids = list(queryset.filter(status=OutboundMessage.Status.FAILED).values_list("pk", flat=True))
        OutboundMessage.objects.filter(pk__in=ids).update(status=OutboundMessage.Status.PENDING, error="")
        for pk in ids:
            enqueue_delivery(pk)
        self.message_user(request, f"Queued {len(ids)} message(s) for another try.", messages.SUCCESS)


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
