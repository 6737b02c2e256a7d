"""A logging filter that keeps WHATSAPP_VERIFY_TOKEN out of the logs.

Meta's verification request is `GET /webhooks/whatsapp/?hub.mode=subscribe&hub.verify_token=…`, and an
access log writes the whole request line: gunicorn's (`gunicorn.access`, see memo/gunicorn_conf.py) and
the development server's (`django.server`, settings.LOGGING). Anyone who reads the logs could then
point a webhook subscription of their own at the number. The filter imports nothing of Django's models,
because logging is configured before the apps are loaded.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Mapping

_TOKEN = re.compile(r"(hub(?:\.|%2e)verify_token=)[^&\s\"']*", re.IGNORECASE)
_NEEDLE = re.compile(r"verify_token", re.IGNORECASE)


class HideVerifyToken(logging.Filter):
    """Replaces the value of `hub.verify_token=` in a record's message by `***` (the record is kept)."""

    def filter(self, record: logging.LogRecord) -> bool:
        args = record.args
        # gunicorn passes its access-log fields as one mapping, the development server as a tuple.
        values = args.values() if isinstance(args, Mapping) else args if isinstance(args, tuple) else ()
        # A cheap test first: formatting every record's message would cost every log line.
        if any(isinstance(part, str) and _NEEDLE.search(part) for part in (record.msg, *values)):
            try:
                message = record.getMessage()
            except (TypeError, ValueError, KeyError):  # a malformed record: its handler reports that, not this
                return True
            record.msg, record.args = _TOKEN.sub(r"\1***", message), ()
        return True
