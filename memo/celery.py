"""The Celery application. Tasks live in each app's tasks.py and stay thin."""

import os

from celery import Celery

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "memo.settings")

app = Celery("memo")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks()

from celery.signals import task_prerun  # noqa: E402

from memo.reminders.schedule import beat_schedule  # noqa: E402  (after the app exists)

app.conf.beat_schedule = beat_schedule()


@task_prerun.connect
def _healthy_connections(**kwargs) -> None:
    """Connections are reused across tasks (CELERY_DB_REUSE_MAX); drop broken or expired ones first,
    as Django does at the start of each request."""
    from django.db import connections

    for conn in connections.all(initialized_only=True):
        conn.close_if_unusable_or_obsolete()
