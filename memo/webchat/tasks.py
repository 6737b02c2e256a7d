"""Registers the WhatsApp channel's Celery tasks with the worker.

Celery autodiscovers the `tasks` module of each installed app; `memo.integrations.whatsapp` is a package
inside the `memo.integrations` app, so its tasks are imported here, by the channel app that shares its
intake (the web chat feeds the same pipeline as the webhook).
"""

from memo.integrations.whatsapp.tasks import apply_status, mark_read, prepare_media  # noqa: F401
