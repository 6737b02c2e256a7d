"""Entity resolution for the gmail capability: which email a request means, and whose address a name is.

Everything here reads (search, metadata); nothing is sent or changed before the user's yes. What it finds
goes on the step's arguments, so the approval question can show exactly what will leave: recipients,
subject and the full text.

- By reference: "read 2" / "reply to the first one" pick from the emails Memo listed last (their ids are
  in the conversation's latest actions, in the order shown).
- By description: the grammar's Gmail query; a read or a reply means the newest match, archive / mark
  read / label / delete every match when the user said "all", else the newest.
- Recipients by name ("email Avi"): the addresses Avi wrote from or was written to in recent mail. One
  address is used; several become the usual which-one question; none is explained (never guessed).
"""

from __future__ import annotations

import logging
import re
from typing import Any

from rapidfuzz import fuzz

from memo.google.gmail_texts import g
from memo.integrations.google import mime
from memo.integrations.google.errors import GoogleError, NotFound
from memo.integrations.google.gmail import GmailClient
from memo.planning.registry import EntityMatch

logger = logging.getLogger(__name__)
BULK_LIMIT = 50  # messages one archive / mark read / label / delete may touch
RECIPIENT_LOOKUP = 25
_NAME_MATCH = 80.0
TARGETED = ("read", "reply", "forward", "archive", "markRead", "label", "delete")


def listed_ids(latest_actions: list[dict[str, Any]]) -> list[str]:
    """The message ids of the newest gmail action, in the order they were shown."""
    for action in latest_actions or []:
        if action.get("capability") == "gmail":
            return [str(i).removeprefix("message:") for i in action.get("externalIds") or []
                    if str(i).startswith("message:")]
    return []


def label_of(mail: mime.Mail) -> str:
    return f"{mail.sender_name or mail.sender_address} — {mail.subject or '(no subject)'}"


def find(client: GmailClient, args: dict[str, Any], lang: str = "en") -> EntityMatch:
    operation = str(args.get("operation") or "")
    if operation in ("send", "compose", "forward") and args.get("toNames"):
        named = _recipients(client, args, lang)
        if named.status != "resolved":
            return named
        args = named.args or args
    if operation not in TARGETED:
        return EntityMatch("resolved", args=args)
    ids = _target_ids(client, args, lang)
    if isinstance(ids, EntityMatch):
        return ids
    mails = [mime.parse_message(m) for m in client.get_messages(ids, format="metadata")]
    if not mails:
        query = str(args.get("query") or "")
        return EntityMatch("not_found", args=args, entity="email", query=query,
                           explanation=g("no_email", lang, query=query) if query else "")
    out = {**args, "messageIds": [m.id for m in mails], "labels": {m.id: label_of(m) for m in mails}}
    out["messageId"] = mails[0].id
    if operation == "reply":
        own = str(args.get("ownAddress") or "")
        to, cc = mime.reply_recipients(mails[0], own, reply_all=bool(args.get("replyAll")))
        out.update(to=to, cc=cc, subject=_prefixed("Re:", mails[0].subject), sender=mails[0].sender,
                   threadId=mails[0].thread_id)
    elif operation == "forward":
        out.update(subject=_prefixed("Fwd:", mails[0].subject), sender=mails[0].sender)
    return EntityMatch("resolved", args=out, entity="email")


def _target_ids(client: GmailClient, args: dict[str, Any], lang: str) -> list[str] | EntityMatch:
    if args.get("messageIds"):
        return [str(i) for i in args["messageIds"]][:BULK_LIMIT]
    if args.get("messageId"):
        return [str(args["messageId"])]
    if args.get("index"):
        listed = [str(i) for i in args.get("listedIds") or []]
        index = int(args["index"])
        if not 1 <= index <= len(listed):
            return EntityMatch("not_found", args={**args, "missingIndex": index}, entity="email",
                               query=f"#{index}", explanation=g("no_index", lang, index=index))
        return [listed[index - 1]]
    query = str(args.get("query") or "").strip()
    if not query:
        return EntityMatch("not_found", args=args, entity="email", query="")
    several = bool(args.get("all")) and args.get("operation") not in ("read", "reply", "forward")
    found = client.search(query, max_results=BULK_LIMIT if several else 1)
    if not found:
        return EntityMatch("not_found", args=args, entity="email", query=query,
                           explanation=g("no_email", lang, query=query))
    return [m["id"] for m in found]


def _prefixed(prefix: str, subject: str) -> str:
    subject = (subject or "").strip()
    return subject if subject.lower().startswith(prefix.lower()) else f"{prefix} {subject}".strip()


def _recipients(client: GmailClient, args: dict[str, Any], lang: str) -> EntityMatch:
    """Addresses for the names in `toNames`, from the people in recent mail."""
    to = list(args.get("to") or [])
    for name in args.get("toNames") or []:
        options = addresses_for(client, str(name))
        if len(options) == 1:
            to.append(options[0][1])
            continue
        if not options:
            return EntityMatch("not_found", args={**args, "unknownName": name}, entity="recipient", query=str(name),
                               explanation=g("no_recipient", lang, name=name))
        rest = [n for n in args["toNames"] if n != name]
        return EntityMatch("ambiguous", args={**args, "to": to, "toNames": rest, "choosing": name},
                           entity="recipient", query=str(name),
                           candidates=[{"id": address, "label": f"{display} <{address}>"}
                                       for display, address in options[:10]])
    return EntityMatch("resolved", args={**args, "to": to, "toNames": []}, entity="recipient")


def addresses_for(client: GmailClient, name: str) -> list[tuple[str, str]]:
    """(display name, address) pairs of people called `name` in recent mail, most frequent first."""
    plain = re.sub(r"^(?:the|my|our|ה)\s*", "", name.strip(), flags=re.IGNORECASE) or name.strip()
    try:
        found = client.search(f'from:"{plain}" OR to:"{plain}"', max_results=RECIPIENT_LOOKUP)
        mails = [mime.parse_message(m) for m in client.get_messages([m["id"] for m in found], format="metadata")]
    except NotFound:
        return []
    counts: dict[str, tuple[str, int]] = {}
    for mail in mails:
        people = [(mail.sender_name, mail.sender_address)] + [("", a) for a in [*mail.to, *mail.cc]]
        for display, address in people:
            if not address:
                continue
            local = address.split("@")[0]
            score = max(fuzz.WRatio(plain, display) if display else 0, fuzz.partial_ratio(plain.lower(), local.lower()))
            if score >= _NAME_MATCH:
                shown, seen = counts.get(address.lower(), (display or address, 0))
                counts[address.lower()] = (shown if shown != address else display or address, seen + 1)
    ranked = sorted(counts.items(), key=lambda item: -item[1][1])
    return [(display, address) for address, (display, _) in ranked]


def apply_selection(args: dict[str, Any], option_ids: list[str]) -> dict[str, Any]:
    """The address chosen for a name (a which-address question)."""
    out = {k: v for k, v in args.items() if k != "choosing"}
    out["to"] = [*(args.get("to") or []), *option_ids[:1]]
    return out


def safe_find(client: GmailClient, args: dict[str, Any], lang: str) -> EntityMatch | None:
    try:
        return find(client, args, lang)
    except GoogleError as exc:  # the executor runs the same calls and explains the failure
        logger.warning("gmail lookup failed: %s %s", exc.status, exc.reason)
        return None
