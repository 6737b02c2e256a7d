"""New mail from chosen senders, announced on WhatsApp: "tell me when Dana emails" / "תודיע לי כשמגיע מייל מדנה".

A beat job polls Gmail's history (history.list from the last history id read: one call when nothing
arrived) for the accounts that watch someone; no Pub/Sub push is needed. A first poll only records where
the mailbox is, so mail that came before the request is not announced; a history id Gmail no longer keeps
(404) starts again from the current one. Each announcement's outbox key is the message id, so a poll that
runs twice (two beats, a retry after a crash before the new history id was saved) announces a mail once.
Google calls run outside any transaction; each account's state is written after its calls.
"""

from __future__ import annotations

import logging
from datetime import datetime
from typing import Any

from rapidfuzz import fuzz

from memo.google import gmail_ops
from memo.google import services as accounts
from memo.google.gmail_texts import MAIL_MARK, g
from memo.google.models import GoogleAccount
from memo.integrations.google import mime
from memo.integrations.google.errors import GoogleError, NotFound
from memo.planning import outbox
from memo.planning.outbox import Notice

logger = logging.getLogger(__name__)
MAX_WATCHED = 20
MAX_ANNOUNCED = 10  # per account and poll: a flood of mail is not a flood of WhatsApp messages
_MATCH = 85.0


def set_watch(user_id: int, sender: str, *, on: bool) -> list[str]:
    """Add (or remove) a sender to the user's watch list; returns the list as stored."""
    account = GoogleAccount.objects.filter(user_id=user_id).first()
    if account is None:
        return []
    current = [s for s in account.mail_watch if isinstance(s, str)]
    same = [s for s in current if s.casefold() == sender.casefold()]
    if on and not same:
        current = [*current, sender][-MAX_WATCHED:]
    elif not on:
        current = [s for s in current if s.casefold() != sender.casefold()]
    GoogleAccount.objects.filter(pk=account.pk).update(mail_watch=current)
    return current


def watched_by(sender_name: str, sender_address: str, watch: list[str]) -> bool:
    """Whether a mail from this sender is one the user asked about (an address, or a name, loosely)."""
    for wanted in watch:
        w = wanted.casefold().strip()
        if "@" in w and w == sender_address.casefold():
            return True
        if "@" not in w and (fuzz.WRatio(w, sender_name.casefold()) >= _MATCH
                             or fuzz.partial_ratio(w, sender_address.split("@")[0].casefold()) >= _MATCH):
            return True
    return False


def poll(now: datetime | None = None) -> dict[str, int]:
    """One pass over the watching accounts: announce what arrived from the watched senders since last time."""
    rows = list(GoogleAccount.objects.filter(status=GoogleAccount.Status.CONNECTED).exclude(mail_watch=[])
                .values_list("user_id", "mail_watch", "mail_history_id"))
    summary = {"accounts": 0, "announced": 0, "failed": 0}
    for user_id, watch, history_id in rows:
        if not accounts.capabilities_for(user_id).get("gmail"):
            continue
        summary["accounts"] += 1
        try:
            summary["announced"] += _poll_one(user_id, list(watch), history_id)
        except GoogleError as exc:
            summary["failed"] += 1
            logger.warning("mail watch of user %s failed: %s %s", user_id, exc.status, exc.reason)
    return summary


def _poll_one(user_id: int, watch: list[str], history_id: str) -> int:
    client = gmail_ops.client_for(user_id)
    if client is None:
        return 0
    if not history_id:  # from now on: what came before the request is not news
        _save(user_id, str(client.profile().get("historyId") or ""))
        return 0
    try:
        added, newest = client.history(history_id)
    except NotFound:  # Gmail no longer keeps that far back: start again from now
        _save(user_id, str(client.profile().get("historyId") or ""))
        return 0
    mails = [mime.parse_message(m) for m in client.get_messages([m["id"] for m in added][:50], format="metadata")]
    language = _language(user_id)
    notices = [Notice(user_id, f"mailwatch:{user_id}:{mail.id}",
                      MAIL_MARK + g("watch_mail", language, sender=mail.sender_name or mail.sender_address,
                                    subject=mail.subject or "—"))
               for mail in mails if watched_by(mail.sender_name, mail.sender_address, watch)][:MAX_ANNOUNCED]
    if notices:
        outbox.send(notices)
    _save(user_id, newest or history_id)
    return len(notices)


def _save(user_id: int, history_id: str) -> None:
    if history_id:
        GoogleAccount.objects.filter(user_id=user_id).update(mail_history_id=history_id)


def _language(user_id: int) -> str:
    users: Any = GoogleAccount._meta.get_field("user").related_model
    return users.objects.filter(pk=user_id).values_list("language", flat=True).first() or "en"


def execute(args: dict[str, Any], ctx: Any) -> Any:
    """The gmail capability's `watch` / `unwatch`: "tell me when Dana emails" and "stop telling me about Dana"."""
    from memo.planning.registry import ExecutionResult

    lang = "he" if ctx.language == "he" else "en"
    sender = str(args.get("sender") or "").strip()
    if not sender or not ctx.user_id:
        return ExecutionResult(ok=False, error="MISSING_FIELDS", data={"missing": ["sender"]})
    on = args.get("operation") == "watch"
    set_watch(ctx.user_id, sender, on=on)
    return ExecutionResult(ok=True, summary=g("watching" if on else "not_watching", lang, sender=sender),
                           data={"remember": f"{'watching' if on else 'stopped watching'} mail from {sender}"})
