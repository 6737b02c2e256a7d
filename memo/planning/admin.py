from django.contrib import admin

from memo.planning.models import ExecutedOperation


class ReadOnlyAdmin(admin.ModelAdmin):
    """Audit records: visible, never edited or deleted by hand (the ledger here, and the audit rows of the
    apps above planning, which import this class)."""

    def has_add_permission(self, request, obj=None):
        return False

    def has_change_permission(self, request, obj=None):
        return False

    def has_delete_permission(self, request, obj=None):
        return False


@admin.register(ExecutedOperation)
class ExecutedOperationAdmin(ReadOnlyAdmin):
    """The ledger is evidence of what was done: read-only, and free of anything the user wrote."""

    list_display = ("operation_id", "capability", "operation", "ok", "error_code", "claimed_at", "completed_at")
    list_filter = ("capability", "operation", "ok")
    search_fields = ("operation_id", "trace_id")
