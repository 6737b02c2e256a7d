"""Plain-SQL reads and writes of the Thread row, and of its queue, on the path every message takes.

A message touches its thread about eight times: the webhook finds it, the drain locks it, takes its next
message and claims it for the turn, each hand-over and stage extends the lease, and the end of the turn
looks for a message waiting behind it. These are the cheapest queries Memo runs, yet through the ORM each
cost 0.4-1.3 ms of CPU on the 2-core benchmark machine, against 0.15-0.3 ms for the same SQL through a
cursor: compiling the query cost more than running it, and under a burst that is a measurable part of
what a message costs. So the SQL of these few queries is written once here; everything else keeps
using the ORM.

The rows are turned back into model instances with `Model.from_db`, the constructor the ORM itself
uses, so callers get ordinary `Thread` objects with their `user` already loaded.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from datetime import datetime
from typing import Any, TypeVar

from django.db import connection
from django.db.models import Field, Model

from memo.conversations.models import Message, Thread, User

M = TypeVar("M", bound=Model)

_THREAD_FIELDS = list(Thread._meta.concrete_fields)
_USER_FIELDS = list(User._meta.concrete_fields)
# The thread's columns (alias t) then its user's (alias u), as `thread_from` reads them.
THREAD_USER_COLUMNS = ", ".join([f"t.{f.column}" for f in _THREAD_FIELDS] + [f"u.{f.column}" for f in _USER_FIELDS])
_THREAD_USER = (f"SELECT {THREAD_USER_COLUMNS} FROM {Thread._meta.db_table} t "
                f"JOIN {User._meta.db_table} u ON u.id = t.user_id")
_BY_PHONE = f"{_THREAD_USER} WHERE t.channel = %s AND u.phone = %s LIMIT 1"
_BY_BSUID = f"{_THREAD_USER} WHERE t.channel = %s AND u.bsuid = %s LIMIT 1"
# NO KEY: the key-share check of a message or reply committed for the thread does not make it wait.
_LOCK_BY_ID = f"{_THREAD_USER} WHERE t.id = %s FOR NO KEY UPDATE OF t"
_SET_LEASE_IF_OWNER = f"UPDATE {Thread._meta.db_table} SET lease_expires_at = %s WHERE id = %s AND active_turn_id = %s"
_EXTEND_LEASE_OF_TURN = (f"UPDATE {Thread._meta.db_table} SET lease_expires_at = %s "
                         f"WHERE active_turn_id = %s AND lease_expires_at < %s")
_CLAIM = f"UPDATE {Thread._meta.db_table} SET active_turn_id = %s, lease_expires_at = %s WHERE id = %s"


@functools.cache
def _loader(fields: tuple[Field, ...]) -> tuple[list[str], list[Callable[..., Any] | None]]:
    """The attribute names of `fields` and each one's converter from the database (None for most), worked out once."""
    return [f.attname for f in fields], [getattr(f, "from_db_value", None) for f in fields]


def instance(model: type[M], fields: Sequence[Field], values: Sequence[Any]) -> M:
    """A model instance from one row's values of `fields`, as the ORM would build it (a JSON column comes
    back from a plain cursor as text: its field's converter decodes it, as the ORM's would)."""
    names, converters = _loader(tuple(fields))
    values = [v if convert is None else convert(v, None, connection)
              for convert, v in zip(converters, values, strict=True)]
    return model.from_db(connection.alias, names, values)


def thread_from(row: Sequence[Any]) -> Thread:
    """The Thread, with its user, from a row that ends with THREAD_USER_COLUMNS."""
    split = len(row) - len(_THREAD_FIELDS) - len(_USER_FIELDS)
    thread = instance(Thread, _THREAD_FIELDS, row[split:split + len(_THREAD_FIELDS)])
    thread.user = instance(User, _USER_FIELDS, row[split + len(_THREAD_FIELDS):])
    return thread


def _one(sql: str, params: list[Any]) -> Thread | None:
    with connection.cursor() as cursor:
        cursor.execute(sql, params)
        row = cursor.fetchone()
    return None if row is None else thread_from(row)


def find(channel: str, *, phone: str = "", bsuid: str = "") -> Thread | None:
    """The thread on `channel` of the user with this phone (else this BSUID), with its user loaded."""
    if phone:
        return _one(_BY_PHONE, [channel, phone])
    return _one(_BY_BSUID, [channel, bsuid]) if bsuid else None


def lock(thread_id: int) -> Thread | None:
    """The thread with its user, its row locked until the transaction ends (call inside one)."""
    return _one(_LOCK_BY_ID, [thread_id])


_MESSAGE_FIELDS = list(Message._meta.concrete_fields)
_OLDEST_QUEUED = (f"SELECT {', '.join(f.column for f in _MESSAGE_FIELDS)} FROM {Message._meta.db_table} "
                  f"WHERE thread_id = %s AND status = %s AND direction = %s "
                  f"ORDER BY received_at, id LIMIT 1 FOR UPDATE")


def lock_next_message(thread_id: int) -> Message | None:
    """The thread's oldest queued inbound message, locked until the transaction ends (call inside one)."""
    with connection.cursor() as cursor:
        cursor.execute(_OLDEST_QUEUED, [thread_id, Message.Status.QUEUED, Message.Direction.INBOUND])
        row = cursor.fetchone()
    return None if row is None else instance(Message, _MESSAGE_FIELDS, row)


_HAS_QUEUED = f"SELECT 1 FROM {Message._meta.db_table} WHERE thread_id = %s AND status = %s LIMIT 1"
_START_MESSAGE = f"UPDATE {Message._meta.db_table} SET status = %s, turn_id = %s WHERE id = %s"


def has_queued(thread_id: int) -> bool:
    """Whether a message of the thread waits for its turn."""
    with connection.cursor() as cursor:
        cursor.execute(_HAS_QUEUED, [thread_id, Message.Status.QUEUED])
        return cursor.fetchone() is not None


def start_message(message_id: int, turn_id: int) -> None:
    """The message is now being processed, by this turn."""
    _update(_START_MESSAGE, [Message.Status.PROCESSING, turn_id, message_id])


def _update(sql: str, params: list[Any]) -> int:
    with connection.cursor() as cursor:
        cursor.execute(sql, params)
        return cursor.rowcount


def claim(thread_id: int, turn_id: int, until: datetime) -> None:
    """Give the thread to this turn until `until`."""
    _update(_CLAIM, [turn_id, until, thread_id])


def set_lease(thread_id: int, until: datetime, *, owner_turn_id: int) -> bool:
    """Move the thread's lease to `until`, while `owner_turn_id` still owns it (else another worker took over)."""
    return bool(_update(_SET_LEASE_IF_OWNER, [until, thread_id, owner_turn_id]))


def extend_lease_of_turn(turn_id: int, until: datetime) -> bool:
    """Push the lease of the thread this turn owns out to `until`, never pulling it in."""
    return bool(_update(_EXTEND_LEASE_OF_TURN, [until, turn_id, until]))
