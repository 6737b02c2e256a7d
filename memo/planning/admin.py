from django.contrib import admin

from memo.conversations.admin import ReadOnlyAdmin
from memo.planning.models import ExecutedOperation


@admin.register(ExecutedOperation)
class ExecutedOperationAdmin(ReadOnlyAdmin):
    """The ledger is evidence of what was done: read-only, and free of anything the user wrote."""

    list_display = ("operation_id", "capability", "operation", "ok", "error_code", "claimed_at", "completed_at")
    list_filter = ("capability", "operation", "ok")
    search_fields = ("operation_id", "trace_id")
