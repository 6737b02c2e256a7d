"""A console conversation through the real pipeline: what `manage.py chat` runs.

Messages are stored and processed exactly as WhatsApp's are (same drain, same stage tasks, same
worker path); only the transport differs: replies are read back from the outbox. The conversation
has its own clock (`--now`, `@advance`), carried into each message's time, so reminders and question
expiry can be checked in seconds; `@tick` runs the scheduled jobs as of that clock.
"""

from __future__ import annotations

import re
import time
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any
from zoneinfo import ZoneInfo

from django.utils import timezone

from memo import schedule
from memo.conversations import services
from memo.conversations.models import Message, OutboundMessage, PendingHITL, Thread, Turn, User

_ADVANCE = re.compile(r"^@advance\s+(\d+)\s*([smhd])\s*$", re.IGNORECASE)
_UNITS = {"s": "seconds", "m": "minutes", "h": "hours", "d": "days"}


class ConsoleError(Exception):
    """A script line the console cannot run (bad directive); the message says why."""


def parse_advance(line: str) -> timedelta:
    match = _ADVANCE.match(line.strip())
    if not match:
        raise ConsoleError(f"bad directive {line!r}: use '@advance 6m' (s, m, h or d) or '@tick'")
    return timedelta(**{_UNITS[match.group(2).lower()]: int(match.group(1))})


def parse_now(value: str | None, tz: ZoneInfo) -> datetime:
    if not value:
        return timezone.now().astimezone(tz)
    parsed = datetime.fromisoformat(value)
    return parsed.replace(tzinfo=tz) if parsed.tzinfo is None else parsed


@dataclass
class Conversation:
    thread: Thread
    clock: datetime
    wait_seconds: float = 60.0
    _reported: set[tuple[int, str]] = field(default_factory=set)

    @classmethod
    def open(cls, phone: str, *, now: str | None = None, tz: str | None = None,
             channel: str = Thread.Channel.CONSOLE) -> Conversation:
        thread = services.get_thread(phone, channel, timezone_name=tz)
        if tz and thread.user.timezone != tz:
            User.objects.filter(pk=thread.user_id).update(timezone=tz)
            thread.user.timezone = tz
        return cls(thread=thread, clock=parse_now(now, ZoneInfo(thread.user.timezone)))

    # --- one script line -------------------------------------------------------------------------------
    def line(self, text: str) -> dict[str, Any]:
        stripped = text.strip()
        marker = self._outbox_marker()
        if stripped.lower().startswith("@advance"):
            self.clock += parse_advance(stripped)
            return self._result(text, marker, turn=None, proactive=False)
        if stripped.lower() == "@tick":
            schedule.run_due(self.clock)
            self.wait_idle()
            return self._result(text, marker, turn=None, proactive=True)
        if stripped.startswith("@"):
            raise ConsoleError(f"unknown directive {stripped!r}: use '@advance 6m' or '@tick'")
        received = services.receive_message(self.thread, text, received_at=self.clock)
        self.wait_idle()
        message = Message.objects.select_related("turn").get(pk=received.message.pk)
        return self._result(text, marker, turn=message.turn, proactive=False)

    def tap(self, label: str, button_id: str, *, reply_to: str = "") -> dict[str, Any]:
        """A tapped button or list row, as a channel delivers it: its label as text, its id, and the
        channel id of the message it was on (WhatsApp's `context.id`), when known."""
        marker = self._outbox_marker()
        received = services.receive_message(self.thread, label, received_at=self.clock, interactive_id=button_id,
                                            reply_to=reply_to)
        self.wait_idle()
        message = Message.objects.select_related("turn").get(pk=received.message.pk)
        return self._result(label, marker, turn=message.turn, proactive=False)

    def last_buttons(self) -> list[dict[str, Any]]:
        """The options of the latest message that had any, as sent (ids and labels)."""
        sent = OutboundMessage.objects.filter(thread=self.thread).exclude(options=[]).order_by("-id").first()
        return list(sent.options) if sent else []

    def wait_idle(self) -> None:
        """Block until the thread has nothing queued, running or waiting to be delivered."""
        deadline = time.monotonic() + self.wait_seconds
        while time.monotonic() < deadline:
            if self._idle():
                return
            time.sleep(0.01)
        raise ConsoleError(f"no answer within {self.wait_seconds:.0f}s: is a worker running on this broker?")

    def _idle(self) -> bool:
        busy_messages = Message.objects.filter(
            thread=self.thread, status__in=[Message.Status.QUEUED, Message.Status.PROCESSING]).exists()
        if busy_messages:
            return False
        if Thread.objects.filter(pk=self.thread.pk, active_turn__isnull=False).exists():
            return False
        return not OutboundMessage.objects.filter(thread=self.thread, status__in=(
            OutboundMessage.Status.PENDING, OutboundMessage.Status.SENDING)).exists()

    def _outbox_marker(self) -> int:
        last = OutboundMessage.objects.filter(thread=self.thread).order_by("-id").values_list("id", flat=True).first()
        return last or 0

    # --- what the line produced --------------------------------------------------------------------------
    def _result(self, text: str, marker: int, *, turn: Turn | None, proactive: bool) -> dict[str, Any]:
        sent = list(OutboundMessage.objects.filter(thread=self.thread, id__gt=marker).order_by("id"))
        scheduled = [m for m in sent if m.kind in (OutboundMessage.Kind.PROACTIVE, OutboundMessage.Kind.NOTICE)]
        replies = [m for m in sent if m not in scheduled] if proactive else sent
        options = next((m.options for m in reversed(sent) if m.options), [])
        return {
            "input": text,
            "replies": [m.text for m in replies],
            "options": [o.get("label", "") for o in options],
            "hitl": self._pending(),
            "executed": self._executed(turn) if turn else [],
            "proactive": [m.text for m in scheduled] if proactive else [],
            "turn_status": turn.status if turn else None,
        }

    def _pending(self) -> dict[str, Any] | None:
        pending = PendingHITL.objects.pending().filter(thread=self.thread).first()
        if pending is None:
            return None
        return {"kind": pending.kind, "expectedInput": pending.expected_input,
                "options": [o.get("label", "") for o in pending.options]}

    def _executed(self, turn: Turn) -> list[dict[str, Any]]:
        """What the executor did for this turn that no earlier line reported."""
        out = []
        for step_id, result in (turn.state.get("executionResults") or {}).items():
            if not result.get("executed") or (turn.pk, step_id) in self._reported:
                continue
            self._reported.add((turn.pk, step_id))
            out.append({"capability": result.get("capability"), "operation": result.get("operation"),
                        "ok": bool(result.get("ok")), "summary": result.get("summary", "")})
        return out
