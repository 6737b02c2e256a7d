"""Conversation memory: recent messages per thread and the user's latest actions (seed 000)."""

from __future__ import annotations

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
    since = (now or timezone.now()) - SESSION
    inbound = Message.objects.filter(thread_id=thread_id, direction=Message.Direction.INBOUND, received_at__gte=since)
    if before_message_id:
        inbound = inbound.filter(pk__lt=before_message_id)
    items = [{"role": "user", "text": m.text[:500], "at": m.received_at.isoformat()}
             for m in inbound.order_by("-id")[:RECENT_LIMIT]]
    items += [{"role": "assistant", "text": _for_models(o.text)[:500], "at": o.created_at.isoformat()}
              for o in OutboundMessage.objects.filter(thread_id=thread_id, created_at__gte=since)
              .order_by("-id")[:RECENT_LIMIT]]
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
    inbound = Message.objects.filter(thread_id=thread_id, direction=Message.Direction.INBOUND)
    if message_id:
        inbound = inbound.filter(pk__lte=message_id)
    for text in inbound.order_by("-id").values_list("text", flat=True)[:IMAGE_CONTEXT_MESSAGES + 1]:
        match = _IMAGE.search(text or "")
        if match:
            return match.group(1)[:2000]
    return ""


def latest_actions(user_id: int, limit: int = 3) -> list[dict[str, Any]]:
    return [
        {"capability": a.capability, "action": a.action, "summary": a.summary,
         "when": a.when.isoformat() if a.when else None, "externalIds": a.external_ids,
         "createdAt": a.created_at.isoformat()}
        for a in LatestAction.objects.filter(user_id=user_id)[:limit]
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
