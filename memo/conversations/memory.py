"""Conversation memory: recent messages per thread and the user's latest actions (seed 000)."""

from __future__ import annotations

import json
import re
from datetime import datetime, timedelta
from typing import Any

from django.db import connection
from django.utils import timezone

from memo.conversations.models import LatestAction, Message, OutboundMessage
from memo.planning.texts import quotes_outside_content

RECENT_LIMIT = 10
SESSION = timedelta(hours=12)


TOKEN_BUDGET = 500
CHARS_PER_TOKEN = 4  # a rough, language-neutral estimate: enough to keep the prompt small


def _for_models(text: str) -> str:
    """An assistant message as a model may see it: quoted emails are left out (someone else's words)."""
    if quotes_outside_content(text):
        return "[Memo showed the user emails here; their content is not repeated]"
    return text


def recent_messages(thread_id: int | None, before_message_id: int | None = None,
                    now: datetime | None = None) -> list[dict[str, Any]]:
    """The conversation so far, oldest first: both directions, within the 12-hour session, at most
    RECENT_LIMIT messages and about TOKEN_BUDGET tokens (the newest kept when something must go)."""
    if thread_id is None:
        return []
    return _recent(thread_id, _inbound(thread_id, before_message_id, inclusive=False), now)


def turn_context(thread_id: int | None, message_id: int | None, now: datetime | None = None,
                 with_recent: bool = True) -> tuple[list[dict[str, Any]], str]:
    """(recent_messages, image_context) of one message, its thread's inbound messages read once."""
    if thread_id is None:
        return [], ""
    inbound = _inbound(thread_id, message_id, inclusive=True)
    image = _image_in(inbound)
    if not with_recent:
        return [], image
    earlier = [m for m in inbound if not message_id or m[0] < message_id]
    return _recent(thread_id, earlier, now), image


def for_turn(thread_id: int | None, message_id: int | None, user_id: int, now: datetime | None = None,
             with_recent: bool = True) -> tuple[list[dict[str, Any]], str, list[dict[str, Any]]]:
    """(recent_messages, image_context, latest_actions(limit=3)) of one message, in one statement.

    The same answers as turn_context and latest_actions, read at the start of every turn: one round trip and
    no query building, which a worker starting hundreds of turns a second feels.
    """
    if thread_id is None:
        return [], "", latest_actions(user_id, limit=3)
    since = (now or timezone.now()) - SESSION
    upto = "AND id <= %s" if message_id else ""
    inbound_args: list[Any] = [thread_id, Message.Direction.INBOUND, *([message_id] if message_id else [])]
    sql = [f"""(SELECT 0, id, text, received_at, NULL::varchar, NULL::varchar, NULL::timestamptz, NULL::jsonb
                  FROM {Message._meta.db_table} WHERE thread_id = %s AND direction = %s {upto}
                 ORDER BY id DESC LIMIT {RECENT_LIMIT + 1})"""]
    args = inbound_args
    if with_recent:
        sql.append(f"""(SELECT 1, id, text, created_at, NULL, NULL, NULL, NULL
                          FROM {OutboundMessage._meta.db_table} WHERE thread_id = %s AND created_at >= %s
                         ORDER BY id DESC LIMIT {RECENT_LIMIT})""")
        args += [thread_id, since]
    sql.append(f"""(SELECT 2, id, summary, created_at, capability, action, "when", external_ids
                      FROM {LatestAction._meta.db_table} WHERE user_id = %s
                     ORDER BY created_at DESC, id DESC LIMIT 3)""")
    args.append(user_id)
    with connection.cursor() as cursor:
        cursor.execute(" UNION ALL ".join(sql), args)
        rows = cursor.fetchall()
    # UNION ALL keeps no order: each part is put back in its own.
    inbound = sorted(((r[1], r[2], r[3]) for r in rows if r[0] == 0), key=lambda m: m[0], reverse=True)
    outbound = sorted(((r[1], r[2], r[3]) for r in rows if r[0] == 1), key=lambda m: m[0], reverse=True)
    actions = sorted((r for r in rows if r[0] == 2), key=lambda r: (r[3], r[1]), reverse=True)
    image = _image_in(inbound)
    recent: list[dict[str, Any]] = []
    if with_recent:
        earlier = [m for m in inbound if not message_id or m[0] < message_id]
        recent = _kept(earlier, [(text, at) for _, text, at in outbound], since)
    return recent, image, [
        {"capability": capability, "action": action, "summary": summary, "when": when.isoformat() if when else None,
         "externalIds": json.loads(ids) if isinstance(ids, str) else ids, "createdAt": at.isoformat()}
        for _, _, summary, at, capability, action, when, ids in actions]


def _inbound(thread_id: int, message_id: int | None, inclusive: bool) -> list[tuple[int, str, datetime]]:
    """The thread's last inbound messages (id, text, received_at), newest first, up to `message_id`."""
    inbound = Message.objects.filter(thread_id=thread_id, direction=Message.Direction.INBOUND)
    if message_id:
        inbound = inbound.filter(pk__lte=message_id) if inclusive else inbound.filter(pk__lt=message_id)
    return list(inbound.order_by("-id").values_list("pk", "text", "received_at")[:RECENT_LIMIT + 1])


def _recent(thread_id: int, inbound: list[tuple[int, str, datetime]], now: datetime | None) -> list[dict[str, Any]]:
    since = (now or timezone.now()) - SESSION
    outbound = list(OutboundMessage.objects.filter(thread_id=thread_id, created_at__gte=since)
                    .order_by("-id").values_list("text", "created_at")[:RECENT_LIMIT])
    return _kept(inbound, outbound, since)


def _kept(inbound: list[tuple[int, str, datetime]], outbound: list[tuple[str, datetime]],
          since: datetime) -> list[dict[str, Any]]:
    """Both directions within the session, oldest first, at most RECENT_LIMIT and about TOKEN_BUDGET tokens."""
    items = [{"role": "user", "text": (text or "")[:500], "at": at.isoformat()}
             for _, text, at in inbound[:RECENT_LIMIT] if at >= since]
    items += [{"role": "assistant", "text": _for_models(text)[:500], "at": at.isoformat()} for text, at in outbound]
    items.sort(key=lambda m: m["at"], reverse=True)
    kept, budget = [], TOKEN_BUDGET * CHARS_PER_TOKEN
    for item in items[:RECENT_LIMIT]:
        budget -= len(item["text"])
        if budget < 0 and kept:
            break
        kept.append(item)
    return kept[::-1]


IMAGE_CONTEXT_MESSAGES = 3
_IMAGE = re.compile(r"\[image: (.+?)\]\s*$", re.DOTALL)


def image_context(thread_id: int | None, message_id: int | None) -> str:
    """The analysis of an image among the user's last few messages (this one included), newest first.

    An image stays context for the next IMAGE_CONTEXT_MESSAGES messages ("add these to my list"
    after a photo of a shopping list), as the seeds' ReplyContextNode keeps it.
    """
    if thread_id is None:
        return ""
    return _image_in(_inbound(thread_id, message_id, inclusive=True))


def _image_in(inbound: list[tuple[int, str, datetime]]) -> str:
    for _, text, _at in inbound[:IMAGE_CONTEXT_MESSAGES + 1]:
        match = _IMAGE.search(text or "")
        if match:
            return match.group(1)[:2000]
    return ""


def latest_actions(user_id: int, limit: int = 3) -> list[dict[str, Any]]:
    return [
        {"capability": a.capability, "action": a.action, "summary": a.summary,
         "when": a.when.isoformat() if a.when else None, "externalIds": a.external_ids,
         "createdAt": a.created_at.isoformat()}
        for a in LatestAction.objects.filter(user_id=user_id).only(
            "capability", "action", "summary", "when", "external_ids", "created_at")[:limit]
    ]


def remember_action(user_id: int, *, capability: str, action: str, summary: str, when: datetime | None,
                    external_ids: list[str], at: datetime, source: str = "") -> None:
    """Append one action and keep only the newest MAX_PER_USER (FIFO). `source` ("trace:step") makes it
    once only: an action already recorded under it is not added again (a turn re-run after a crash)."""
    action_row = LatestAction(user_id=user_id, capability=capability, action=action, summary=summary[:300],
                              when=when, external_ids=external_ids, created_at=at, source=source[:80])
    if source:
        LatestAction.objects.bulk_create([action_row], ignore_conflicts=True)
    else:
        action_row.save()
    trim_latest_actions([user_id])


def trim_latest_actions(user_ids: list[int]) -> None:
    """Keep the newest MAX_PER_USER actions of each user (FIFO), in one statement for any number of users."""
    if not user_ids:
        return
    table = LatestAction._meta.db_table
    with connection.cursor() as cursor:
        cursor.execute(
            f"""DELETE FROM {table} WHERE id IN (
                  SELECT id FROM (
                    SELECT id, row_number() OVER (PARTITION BY user_id ORDER BY created_at DESC, id DESC) AS n
                    FROM {table} WHERE user_id = ANY(%s)) ranked
                  WHERE n > %s)""",
            [list(user_ids), LatestAction.MAX_PER_USER])
