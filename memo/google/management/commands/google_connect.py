"""`manage.py google_connect --phone P --credentials FILE`: store a user's Google credentials (support, tests).

FILE is google-auth's authorized-user JSON (token, refresh_token, token_uri, client_id, client_secret,
scopes, expiry), e.g. what `google-auth-oauthlib`'s InstalledAppFlow writes. It is stored encrypted at rest
like a connection made through the OAuth flow; the granted scopes are the file's. The user must exist
(they wrote to Memo at least once).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from memo.google import services
from memo.google.models import GoogleAccount


class Command(BaseCommand):
    help = "Store an authorized-user Google credentials JSON for a user, encrypted at rest, as a connected account."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--phone", required=True, help="the user's phone, E.164 (e.g. +972501234567)")
        parser.add_argument("--credentials", required=True, type=Path,
                            help="authorized-user JSON file (token, refresh_token, client_id, client_secret, scopes)")

    def handle(self, *args: Any, **opts: Any) -> None:
        try:
            info = json.loads(opts["credentials"].read_text())
        except (OSError, ValueError) as exc:
            raise CommandError(f"cannot read {opts['credentials']}: {exc}") from exc
        if not isinstance(info, dict):
            raise CommandError(f"{opts['credentials']} is not a JSON object")
        # The user model as this app relates to it (conversations is a layer above and is not imported).
        users = GoogleAccount._meta.get_field("user").related_model
        user_id = users.objects.filter(phone=opts["phone"]).values_list("pk", flat=True).first()
        if user_id is None:
            raise CommandError(f"no user with phone {opts['phone']}")
        try:
            account = services.store_authorized_user(user_id, info)
        except ValueError as exc:
            raise CommandError(f"{opts['credentials']}: {exc}") from exc
        on = [name for name, enabled in services.capabilities_for(user_id).items() if enabled]
        self.stdout.write(self.style.SUCCESS(
            f"Stored Google credentials for {opts['phone']} (scopes: {', '.join(account.scopes) or 'none'}; "
            f"enabled: {', '.join(on) or 'nothing'})."))
