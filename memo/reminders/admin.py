"""Support staff's view of tasks, reminders and lists (the periodic jobs are django-celery-beat's admin)."""

from django.contrib import admin

from memo.reminders.models import ListItem, Task, TaskList


@admin.register(Task)
class TaskAdmin(admin.ModelAdmin):
    list_display = ("text", "user", "kind", "due_at", "next_fire_at", "recurrence_type", "sent_count", "completed_at")
    list_filter = ("kind", "completed_at")
    search_fields = ("text", "user__phone", "user__bsuid")
    raw_id_fields = ("user", "parent")
    readonly_fields = ("created_at", "updated_at", "last_sent_at", "sent_count")
    date_hierarchy = "due_at"

    @admin.display(description="repeats")
    def recurrence_type(self, obj: Task) -> str:
        return (obj.recurrence or {}).get("type", "")


class ListItemInline(admin.TabularInline):
    model = ListItem
    extra = 0
    fields = ("position", "text", "checked")


@admin.register(TaskList)
class TaskListAdmin(admin.ModelAdmin):
    list_display = ("name", "user", "item_count", "created_at")
    search_fields = ("name", "user__phone", "user__bsuid")
    raw_id_fields = ("user",)
    inlines = [ListItemInline]

    @admin.display(description="items")
    def item_count(self, obj: TaskList) -> int:
        return obj.items.count()
