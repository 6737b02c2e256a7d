"""The web chat's conversation logic: the same intake as the WhatsApp webhook, replies read from the outbox.

The browser is only a transport. A message goes through `intake.accept` exactly like a WhatsApp one
(onboarding, rate limit, store-first, the per-thread drain, the Celery pipeline); Memo's answers,
questions with their options and proactive messages (reminders, nudges, the morning brief) are the
thread's outbox rows, which the page polls for. For the web channel the outbox row is the delivery.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from memo.conversations.channels.whatsapp.intake import Accepted, Incoming, accept
from memo.conversations.models import Message, OutboundMessage, Thread
from memo.conversations.services import normalise_phone

HISTORY = 50


@dataclass(frozen=True)
class Feed:
    phone: str
    messages: list[dict[str, Any]]
    cursor: int  # the last outbound id the page has seen
    busy: bool  # Memo is still working on something (the page shows "typing…")


def send(phone: str, text: str, interactive_id: str = "") -> Accepted:
    """One message typed (or one option tapped) in the browser, into the real pipeline."""
    return accept(Incoming(phone=phone, channel=Thread.Channel.WEB, text=text, interactive_id=interactive_id,
                           kind="interactive" if interactive_id else "text"))


def _outbound(row: OutboundMessage) -> dict[str, Any]:
    return {"id": row.pk, "from": "memo", "text": row.text, "kind": row.kind,
            "options": [{"id": str(o.get("id")), "label": str(o.get("label", ""))} for o in row.options or []],
            "at": row.created_at.isoformat()}


def _inbound(row: Message) -> dict[str, Any]:
    return {"id": row.pk, "from": "user", "text": row.text, "kind": row.kind, "options": [],
            "at": row.received_at.isoformat()}


def feed(phone: str, after: int | None) -> Feed:
    """With `after`: Memo's messages newer than that outbox id. Without: the recent history, both sides."""
    e164 = normalise_phone(phone)
    thread = Thread.objects.select_related("user").filter(user__phone=e164, channel=Thread.Channel.WEB).first()
    if thread is None:  # nobody wrote from this number yet: polling must not create (and skip onboarding) a user
        return Feed(phone=e164, messages=[], cursor=after or 0, busy=False)
    outbox = OutboundMessage.objects.filter(thread=thread)
    if after is None:
        inbound = [_inbound(m) for m in Message.objects.filter(thread=thread, direction=Message.Direction.INBOUND)
                   .order_by("-id")[:HISTORY]]
        outbound = [_outbound(m) for m in outbox.order_by("-id")[:HISTORY]]
        messages = sorted(inbound + outbound, key=lambda m: (m["at"], m["from"] == "memo"))[-HISTORY:]
    else:
        messages = [_outbound(m) for m in outbox.filter(id__gt=after).order_by("id")[:HISTORY]]
    cursor = max([after or 0] + [m["id"] for m in messages if m["from"] == "memo"])
    if after is None:
        cursor = outbox.order_by("-id").values_list("id", flat=True).first() or 0
    busy = (Message.objects.filter(thread=thread, status__in=[Message.Status.QUEUED, Message.Status.PROCESSING])
            .exists() or Thread.objects.filter(pk=thread.pk, active_turn__isnull=False).exists())
    return Feed(phone=thread.user.phone, messages=messages, cursor=cursor, busy=busy)
