"""Health checks of pooled database connections (the web processes' and the I/O workers' psycopg pools).

With CONN_HEALTH_CHECKS Django has the pool check every connection it hands out with an empty query: one
round trip to PostgreSQL each time a thread takes a connection, which on an I/O worker is about ten times a
turn (every stage and every outside call gives its connection back first). A connection given back a
moment ago is trusted instead, as the CPU workers trust theirs (memo/celery.py): one that broke meanwhile
fails its first query, the task is retried on a fresh connection (a webhook answers 500 and Meta posts it
again), and the pool drops a broken connection when it is given back. A connection that sat idle longer is
checked as before.

Django builds the pool itself and always passes its own `check`, so ours replaces it on the pool once it
exists (`install`: on every connection Django opens).
"""

from __future__ import annotations

import time
from typing import Any

TRUST_RECENT_SECONDS = 5.0
_HANDED_OUT_AT = "_memo_handed_out_at"


def check_unless_recent(conn: Any) -> None:
    """psycopg_pool's `check` callback, run as the pool hands a connection out: raises if the connection is
    broken, checking only one last handed out more than TRUST_RECENT_SECONDS ago. (A connection is used
    right after it is handed out and given back within the task or request, so the hand-out time stands for
    its last use; a `reset` callback could note the return itself, but with one psycopg_pool gives every
    connection back through a worker thread.)"""
    now = time.monotonic()
    last = getattr(conn, _HANDED_OUT_AT, float("-inf"))
    setattr(conn, _HANDED_OUT_AT, now)
    if now - last < TRUST_RECENT_SECONDS:
        return
    from psycopg_pool import ConnectionPool

    ConnectionPool.check_connection(conn)


def pool_options(max_size: int, timeout: float) -> dict[str, Any]:
    """The OPTIONS["pool"] of a pooled database (Django adds the callbacks it needs)."""
    return {"min_size": 1, "max_size": max_size, "timeout": timeout}


def use_our_check(sender: Any, connection: Any, **kwargs: Any) -> None:
    """`connection_created` receiver: the pool behind a pooled Django connection checks with ours. With
    CONN_HEALTH_CHECKS off Django gives the pool no check at all, and none is installed either."""
    pool = connection.pool if connection.settings_dict.get("OPTIONS", {}).get("pool") else None
    if pool is not None and pool._check not in (None, check_unless_recent):  # psycopg_pool keeps it there
        pool._check = check_unless_recent
        setattr(connection.connection, _HANDED_OUT_AT, time.monotonic())  # Django's check just passed it


def install() -> None:
    from django.db.backends.signals import connection_created

    connection_created.connect(use_our_check, dispatch_uid="memo.dbpool.use_our_check")
