"""gunicorn's settings for Memo's web process, in `make run` and in production:

    gunicorn -c python:memo.gunicorn_conf -b 0.0.0.0:8000 memo.wsgi

WEB_CONCURRENCY processes with WEB_THREADS threads each: a fixed number of requests served at once, so a
burst waits in the listen queue instead of opening ever more database connections. Each process takes its
connections from a pool of at most DATABASE_POOL_MAX_SIZE (memo/settings.py).
"""

import logging
import os

# Before the settings load: this is what makes them give web processes a pool (workers and beat have none).
os.environ.setdefault("DATABASE_POOL", "true")
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "memo.settings")

from django.conf import settings  # noqa: E402

from memo.integrations.whatsapp.logfilters import HideVerifyToken  # noqa: E402

# Meta's verification GET carries WHATSAPP_VERIFY_TOKEN in its query string, which the access log prints.
logging.getLogger("gunicorn.access").addFilter(HideVerifyToken())

wsgi_app = "memo.wsgi:application"
worker_class = "gthread"
workers = settings.WEB_CONCURRENCY
threads = settings.WEB_THREADS
# A request stuck this long (a hung outside call) gets its process restarted rather than holding a thread.
timeout = 30
graceful_timeout = 10
# One line per request on stdout, as the development server printed.
accesslog = "-"
# gunicorn's runtime control socket sits at one path per user ($HOME/.gunicorn/gunicorn.ctl): two Memo
# checkouts, or `make run` beside the tests, would take it from each other. Memo does not use it.
control_socket_disable = True


def post_worker_init(worker) -> None:
    """Import every view (and what the webhook hands messages to) before the first request, then take what
    start-up built out of the garbage collector's passes: the first webhooks after a restart are answered
    as fast as the rest (conversations/warmup.py explains the freeze)."""
    import gc

    from django.urls import get_resolver

    from memo.conversations import tasks  # noqa: F401  (the Celery tasks the webhook queues)

    get_resolver().url_patterns  # noqa: B018  (imports every URLconf and its views)
    gc.collect()
    gc.freeze()
