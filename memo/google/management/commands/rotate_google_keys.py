"""`manage.py rotate_google_keys [--dry-run]`: re-encrypt stored Google secrets with the newest key.

To change FIELD_ENCRYPTION_KEY: put the new key first (`new,old`), restart, run this, then remove the old
key. Every stored credential and OAuth verifier is re-encrypted with the first key; values already on it
are counted apart. A value no configured key opens stops the command before anything changes.
"""

from __future__ import annotations

from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser
from django.db import transaction

from memo.google import crypto
from memo.google.models import GoogleAccount, OAuthState

# (model, encrypted field, what the output calls it)
_STORED = ((GoogleAccount, "credentials", "Google credentials"), (OAuthState, "code_verifier", "OAuth verifiers"))


class Command(BaseCommand):
    help = "Re-encrypt every stored Google credential and OAuth verifier with the newest FIELD_ENCRYPTION_KEY."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--dry-run", action="store_true", help="count what would be re-encrypted; change nothing")

    def handle(self, *args: Any, **opts: Any) -> None:
        with transaction.atomic():  # all or nothing: one unreadable value leaves every row as it was
            for model, name, label in _STORED:
                rows = model.objects.select_for_update().exclude(**{name: ""}).only("pk", name)
                rotated = current = 0
                for row in rows:
                    value = getattr(row, name)
                    if crypto.uses_newest_key(value):
                        current += 1
                        continue
                    try:
                        new = crypto.rotate(value)
                    except crypto.DecryptionError as exc:
                        raise CommandError(f"{label} #{row.pk}: {exc}. Nothing was changed.") from exc
                    if not opts["dry_run"]:
                        model.objects.filter(pk=row.pk).update(**{name: new})
                    rotated += 1
                verb = "would re-encrypt" if opts["dry_run"] else "re-encrypted"
                self.stdout.write(f"{label}: {verb} {rotated}, already on the newest key {current}.")
        if not opts["dry_run"]:
            self.stdout.write(self.style.SUCCESS("Done: the keys after the first can be removed now."))
