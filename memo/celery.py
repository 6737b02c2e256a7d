"""The Celery application. Tasks live in each app's tasks.py and stay thin."""

import os

from celery import Celery

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "memo.settings")

app = Celery("memo")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks()

from memo.reminders.schedule import beat_schedule  # noqa: E402  (after the app exists)

app.conf.beat_schedule = beat_schedule()
