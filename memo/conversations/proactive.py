"""Messages Memo starts: the domain apps' notices go out on the thread each user wrote in last, and the
morning brief is sent to the users whose local hour it is.

Installed as memo.planning.outbox's sender when the app is ready, so reminders (and any domain app)
send without importing conversations. Everything here runs inside the caller's transaction.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from datetime import datetime
from zoneinfo import ZoneInfo

from django.utils import timezone

from memo.conversations import memory, outbox
from memo.conversations.models import LatestAction, Message, OutboundMessage, Thread, User
from memo.google import calendar_ops, gmail_ops
from memo.planning import outbox as planning_outbox
from memo.planning.outbox import Notice
from memo.reminders.services import brief_text
from memo.reminders.texts import r

logger = logging.getLogger(__name__)


def threads_for(user_ids: list[int]) -> dict[int, Thread]:
    """The thread each user wrote in last (or their first thread), in two queries for any number of users."""
    latest = (Message.objects.filter(thread__user_id__in=user_ids, direction=Message.Direction.INBOUND)
              .order_by("thread__user_id", "-received_at", "-id").distinct("thread__user_id")
              .values_list("thread__user_id", "thread_id"))
    chosen = dict(latest)
    fallback = [u for u in user_ids if u not in chosen]
    if fallback:
        for thread in Thread.objects.filter(user_id__in=fallback).order_by("-id"):
            chosen[thread.user_id] = thread.pk
    threads = Thread.objects.in_bulk(set(chosen.values()))
    return {user_id: threads[pk] for user_id, pk in chosen.items()}


def send_notices(notices: Sequence[Notice]) -> set[str]:
    """Outbox rows (and latest actions) for the notices, in a handful of queries. Returns the keys queued."""
    threads = threads_for(sorted({n.user_id for n in notices}))
    rows, actions, queued = [], [], set()
    for notice in notices:
        thread = threads.get(notice.user_id)
        if thread is None:
            logger.warning("notice %s has no thread to go to", notice.key)
            continue
        rows.append(OutboundMessage(idempotency_key=notice.key[:200], thread=thread,
                                    kind=OutboundMessage.Kind.PROACTIVE, text=notice.text,
                                    options=list(notice.options)))
        queued.add(notice.key)
        if notice.remember is not None:
            r = notice.remember
            actions.append(LatestAction(user_id=notice.user_id, capability=r.capability, action=r.action,
                                        summary=r.summary[:300], when=r.when, external_ids=list(r.external_ids),
                                        created_at=r.at))
    outbox.queue_many(rows)
    LatestAction.objects.bulk_create(actions)
    memory.trim_latest_actions(sorted({a.user_id for a in actions}))
    return queued


def install() -> None:
    planning_outbox.install(send_notices)


def morning_brief(now: datetime | None = None) -> int:
    """At each user's chosen local hour, once a day: today's tasks and reminders, the day's calendar events
    when Google Calendar is connected (a note when it was disconnected), and the unread email count with the
    important senders when Gmail is. Nothing to say, nothing sent.

    The sweep runs several times within the hour; a user whose brief already went out today is skipped
    before anything is read, so Google is asked once a day per user.
    """
    now = now or timezone.now()
    due = []
    for user in User.objects.filter(morning_brief_hour__isnull=False):
        local = now.astimezone(ZoneInfo(user.timezone))
        if local.hour == user.morning_brief_hour:
            due.append((user, local, f"brief:{user.pk}:{local.date().isoformat()}"))
    sent_already = set(OutboundMessage.objects.filter(idempotency_key__in=[key for _, _, key in due])
                       .values_list("idempotency_key", flat=True))
    notices = []
    for user, local, key in due:
        if key in sent_already:
            continue
        tasks = brief_text(user.pk, local, user.language, user.timezone)
        day_start = local.replace(hour=0, minute=0, second=0, microsecond=0)
        calendar = calendar_ops.brief_section(user.pk, day_start, user.language)
        mail = gmail_ops.brief_section(user.pk, user.language)
        if tasks is None and calendar is None and mail is None:
            continue
        text = "\n".join(part for part in (tasks or r("brief_header", user.language), calendar, mail) if part)
        notices.append(Notice(user.pk, key, text))
    return len(send_notices(notices)) if notices else 0
