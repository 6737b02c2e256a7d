"""Beat's entry point for Gmail's watched senders: thin, it calls memo.google.mail_watch."""

from celery import shared_task

from memo.google import mail_watch


@shared_task(name="memo.sweep.mail_watch")
def poll_watched_mail() -> dict[str, int]:
    return mail_watch.poll()
