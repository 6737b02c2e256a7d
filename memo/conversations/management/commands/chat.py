"""`manage.py chat`: talk to Memo from the terminal through the real pipeline (DESIGN §11)."""

from __future__ import annotations

import json
import sys

from django.core.management import call_command
from django.core.management.base import BaseCommand, CommandError

from memo.conversations.console import ConsoleError, Conversation
from memo.conversations.services import InvalidPhone
from memo.conversations.worker import in_process_worker


class Command(BaseCommand):
    help = ("Chat with Memo from the console through the real pipeline (same stages and worker path as "
            "WhatsApp). Interactive by default; --script feeds one message a line, with '@advance 6m' "
            "(s/m/h/d) to move the conversation's clock and '@tick' to run the scheduled jobs due at it.")

    def add_arguments(self, parser):
        parser.add_argument("--phone", required=True, help="the user's phone, E.164 (e.g. +972501234567)")
        parser.add_argument("--now", help="the conversation's starting clock, ISO 8601 (local to --tz if naive)")
        parser.add_argument("--tz", help="the user's timezone, e.g. Asia/Jerusalem (saved on the user)")
        parser.add_argument("--script", help="a file with one message or directive a line, or - for stdin")
        parser.add_argument("--json", action="store_true", help="print one JSON object per script line")
        parser.add_argument("--timeout", type=float, default=60.0, help="seconds to wait for each answer")
        parser.add_argument("--no-worker", action="store_true",
                            help="do not start an in-process worker; rely on workers already running")

    def handle(self, *args, **opts):
        call_command("migrate", verbosity=0, interactive=False)
        try:
            conversation = Conversation.open(opts["phone"], now=opts.get("now"), tz=opts.get("tz"))
        except (InvalidPhone, ValueError) as exc:
            raise CommandError(str(exc)) from exc
        conversation.wait_seconds = opts["timeout"]
        if opts["no_worker"]:
            self._run(conversation, opts)
            return
        with in_process_worker():
            self._run(conversation, opts)

    def _run(self, conversation: Conversation, opts) -> None:
        if opts.get("script"):
            self._script(conversation, opts["script"], as_json=opts["json"])
        else:
            self._interactive(conversation, as_json=opts["json"])

    def _script(self, conversation: Conversation, path: str, *, as_json: bool) -> None:
        stream = sys.stdin if path == "-" else open(path, encoding="utf-8")  # noqa: SIM115
        with stream:
            for raw in stream:
                line = raw.rstrip("\n")
                if not line.strip():
                    continue
                self._emit(conversation, line, as_json)

    def _interactive(self, conversation: Conversation, *, as_json: bool) -> None:
        self.stdout.write(f"Chatting as {conversation.thread.user.phone} ({conversation.thread.user.timezone}). "
                          "Ctrl-D to quit; '@advance 10m' and '@tick' move time.")
        while True:
            try:
                line = input("you> ")
            except (EOFError, KeyboardInterrupt):
                self.stdout.write("")
                return
            if line.strip():
                self._emit(conversation, line, as_json)

    def _emit(self, conversation: Conversation, line: str, as_json: bool) -> None:
        try:
            result = conversation.line(line)
        except ConsoleError as exc:
            if as_json:
                result = {"input": line, "replies": [], "options": [], "hitl": None, "executed": [],
                          "proactive": [], "turn_status": None, "error": str(exc)}
            else:
                self.stderr.write(str(exc))
                return
        if as_json:
            self.stdout.write(json.dumps(result, ensure_ascii=False))
            return
        for text in result["replies"] + result["proactive"]:
            self.stdout.write(f"memo> {text}")
        if result["options"]:
            self.stdout.write("       " + " | ".join(f"{i}. {o}" for i, o in enumerate(result["options"], 1)))
