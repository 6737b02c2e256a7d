"""Tasks, reminders, nudges and lists: the `database` capability's own tables."""

from __future__ import annotations

from django.db import models
from django.db.models import Q


class Task(models.Model):
    """A task or a reminder. `next_fire_at` (UTC, indexed) is when the sweep next sends something.

    `recurrence` is V1's reminderRecurrence in our own spelling: {type daily|weekly|monthly|nudge,
    time "HH:MM", days [0=Sunday..6], day_of_month, interval_minutes, until "YYYY-MM-DD"}.
    """

    class Kind(models.TextChoices):
        TASK = "task"
        REMINDER = "reminder"  # reminder-only: completing it deletes it (seed 003 §8)

    user = models.ForeignKey("conversations.User", on_delete=models.CASCADE, related_name="tasks")
    kind = models.CharField(max_length=10, choices=Kind.choices, default=Kind.TASK)
    text = models.CharField(max_length=500)
    category = models.CharField(max_length=60, blank=True)
    due_at = models.DateTimeField(null=True, blank=True)
    remind_before_minutes = models.PositiveIntegerField(null=True, blank=True)
    recurrence = models.JSONField(null=True, blank=True)
    next_fire_at = models.DateTimeField(null=True, blank=True)
    last_sent_at = models.DateTimeField(null=True, blank=True)
    sent_count = models.PositiveIntegerField(default=0)
    overdue_notified_at = models.DateTimeField(null=True, blank=True)
    completed_at = models.DateTimeField(null=True, blank=True)
    parent = models.ForeignKey("self", null=True, blank=True, on_delete=models.CASCADE, related_name="subtasks")
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        indexes = [
            # The sweep's query: due, not done. Partial, so finished tasks cost the index nothing.
            models.Index(fields=["next_fire_at"], name="task_due_to_fire",
                         condition=Q(next_fire_at__isnull=False, completed_at__isnull=True)),
            models.Index(fields=["user", "completed_at", "due_at"], name="task_user_open"),
        ]

    def __str__(self) -> str:
        return self.text[:60]

    @property
    def is_open(self) -> bool:
        return self.completed_at is None


class TaskList(models.Model):
    """A named checklist ("shopping", "קניות"). `key` is the normalised name used to find it again."""

    user = models.ForeignKey("conversations.User", on_delete=models.CASCADE, related_name="lists")
    name = models.CharField(max_length=120)
    key = models.CharField(max_length=120)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        verbose_name = "list"
        constraints = [models.UniqueConstraint(fields=["user", "key"], name="one_list_per_name")]

    def __str__(self) -> str:
        return self.name


class ListItem(models.Model):
    list = models.ForeignKey(TaskList, on_delete=models.CASCADE, related_name="items")
    text = models.CharField(max_length=300)
    checked = models.BooleanField(default=False)
    position = models.PositiveIntegerField(default=0)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["position", "id"]

    def __str__(self) -> str:
        return self.text
