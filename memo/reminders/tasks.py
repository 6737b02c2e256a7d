"""Beat's entry points for proactive work: thin, they call memo.reminders.services."""

from celery import shared_task

from memo.reminders import services


@shared_task(name="memo.sweep.reminders")
def send_due_reminders() -> int:
    return services.sweep_due_reminders()


@shared_task(name="memo.sweep.overdue")
def overdue_notices() -> int:
    return services.notify_overdue()

