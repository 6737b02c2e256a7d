"""`manage.py plan`: how Memo would understand a message, executing nothing (DESIGN §7)."""

from __future__ import annotations

import json
import sys
from datetime import datetime
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from django.core.management.base import BaseCommand, CommandError
from django.utils import timezone

from memo.conversations.preview import plan_message


class Command(BaseCommand):
    help = ("Plan one message (or a batch) without executing anything: planner, HITL checks and resolvers, "
            "printed as the JSON contract of DESIGN §7. Batch input is one {\"id\", \"text\"} JSON object a line.")
    requires_system_checks = []

    def add_arguments(self, parser):
        parser.add_argument("text", nargs="?", help="the message to plan")
        parser.add_argument("--batch", metavar="FILE", help="a JSON-lines file of {id, text}, or - for stdin")
        parser.add_argument("--json", action="store_true", help="print JSON (one object a line in batch mode)")
        parser.add_argument("--now", help="the user's clock, ISO 8601 (local to --tz when it has no offset)")
        parser.add_argument("--tz", default="Asia/Jerusalem", help="the user's timezone (default Asia/Jerusalem)")
        parser.add_argument("--language", default="en", choices=["en", "he"],
                            help="the user's language when the text has no letters")

    def handle(self, *args, **opts):
        try:
            tz = ZoneInfo(opts["tz"])
        except (ZoneInfoNotFoundError, ValueError) as exc:
            raise CommandError(f"unknown timezone {opts['tz']!r}") from exc
        now = self._now(opts.get("now"), tz)
        if opts.get("batch"):
            self._batch(opts["batch"], now, opts)
        elif opts.get("text") is not None:
            self._emit(plan_message(opts["text"], now, opts["tz"], opts["language"]), opts["json"])
        else:
            raise CommandError("give a message, or --batch FILE|-")

    @staticmethod
    def _now(value: str | None, tz: ZoneInfo) -> datetime:
        if not value:
            return timezone.now().astimezone(tz)
        try:
            parsed = datetime.fromisoformat(value)
        except ValueError as exc:
            raise CommandError(f"--now is not ISO 8601: {value!r}") from exc
        return parsed.replace(tzinfo=tz) if parsed.tzinfo is None else parsed.astimezone(tz)

    def _batch(self, source: str, now: datetime, opts) -> None:
        stream = sys.stdin if source == "-" else open(source, encoding="utf-8")  # noqa: SIM115
        with stream:
            for number, line in enumerate(stream, 1):
                if not line.strip():
                    continue
                try:
                    item = json.loads(line)
                    text, ident = item["text"], item.get("id")
                except (ValueError, KeyError, TypeError) as exc:
                    # A bad line gets an answer of its own; the rest of the batch goes on.
                    self._emit({"id": None, "line": number, "error": f"not a {{\"id\", \"text\"}} object: {exc}"},
                               True)
                    continue
                self._emit({"id": ident, **plan_message(str(text), now, opts["tz"], opts["language"])}, True)

    def _emit(self, result: dict, as_json: bool) -> None:
        if as_json:
            self.stdout.write(json.dumps(result, ensure_ascii=False))
            return
        self.stdout.write(json.dumps(result, ensure_ascii=False, indent=2))
