"""Gmail operations for a connected user: search, read, draft, send, reply, forward, label, archive, mark read,
delete (to the trash) — mail leaves only after the user's yes, and exactly once.

- Search and read show mail quoted and marked (gmail_texts.MAIL_MARK): it is data, never instructions.
  The numbered list's ids are the result's external ids, in order, so "read 2" can find the second.
- Sending is a draft, then `drafts.send`: the draft's id is noted on the ledger row before the send, so a
  step re-run after its worker died sends that same draft (a 404 then means it went already) instead of
  writing a second mail. A draft ("compose") is only ever saved.
- Label changes are idempotent by nature (adding a label twice, archiving an archived mail).
- Google calls are outside I/O: nothing here runs inside a database transaction.
"""

from __future__ import annotations

import logging
from typing import Any

from memo.google import gmail_find
from memo.google import services as accounts
from memo.google.gmail_texts import MAIL_MARK, g
from memo.integrations.google import mime
from memo.integrations.google.errors import GoogleError, GrantRevoked, NotFound
from memo.integrations.google.gmail import GmailClient
from memo.planning import ledger
from memo.planning.registry import ExecContext, ExecutionResult

logger = logging.getLogger(__name__)
SEARCH_LIMIT = 5
READ_CHARS = 1500  # what one WhatsApp message shows of an email before "cut here"
SNIPPET_CHARS = 90


def _lang(language: str | None) -> str:
    return "he" if language == "he" else "en"


def client_for(user_id: int | None) -> GmailClient | None:
    return accounts.client_for(user_id, GmailClient)


def link(user_id: int | None) -> str:
    return accounts.connect_link(user_id, [accounts.GMAIL_SCOPE]) if user_id else ""


def own_address(client: GmailClient, user_id: int | None) -> str:
    """The account's own address (stored at connect; asked of Gmail once otherwise)."""
    from memo.google.models import GoogleAccount

    stored = GoogleAccount.objects.filter(user_id=user_id).values_list("email", flat=True).first() if user_id else ""
    if stored:
        return stored
    address = str(client.profile().get("emailAddress") or "")
    if address and user_id:
        GoogleAccount.objects.filter(user_id=user_id, email="").update(email=address)
    return address


def quoted(text: str) -> str:
    return "\n".join(f"> {line}" if line.strip() else ">" for line in text.splitlines())


def not_connected(user_id: int | None, language: str) -> ExecutionResult:
    """No usable credentials: never connected ("connect it"), or access lost ("connect it again")."""
    broken = accounts.is_broken(user_id)
    return ExecutionResult(ok=False, error="GOOGLE_RECONNECT" if broken else "NOT_CONNECTED",
                           summary=g("reconnect" if broken else "connect_first", _lang(language), link=link(user_id)))


# --- execution -------------------------------------------------------------------------------------------
def execute(args: dict[str, Any], ctx: ExecContext) -> ExecutionResult:
    operation, lang = str(args.get("operation") or ""), _lang(ctx.language)
    client = client_for(ctx.user_id)
    if client is None:
        return not_connected(ctx.user_id, lang)
    try:
        if operation == "search":
            return _search(client, args, lang)
        if operation in gmail_find.TARGETED and not args.get("messageIds"):
            # Not resolved before (Google did not answer then): resolve now, and fail plainly if it can't.
            match = gmail_find.find(client, {**args, "ownAddress": own_address(client, ctx.user_id)}, lang)
            if match.status != "resolved":
                return ExecutionResult(ok=False, error="NOT_FOUND", summary=match.explanation,
                                       data={"query": match.query})
            args = match.args or args
        handler = _HANDLERS.get(operation)
        if handler is None:
            return ExecutionResult(ok=False, error="UNSUPPORTED", data={"operation": operation})
        return handler(client, args, ctx)
    except GrantRevoked:
        return ExecutionResult(ok=False, error="GOOGLE_RECONNECT", summary=g("reconnect", lang, link=link(ctx.user_id)))
    except GoogleError as exc:
        logger.warning("gmail %s failed for user %s: %s %s", operation, ctx.user_id, exc.status, exc.reason)
        return ExecutionResult(ok=False, error="GOOGLE_UNAVAILABLE", summary=g("google_down", lang))


def _search(client: GmailClient, args: dict[str, Any], lang: str) -> ExecutionResult:
    query = str(args.get("query") or "in:inbox")
    limit = max(1, min(int(args.get("maxResults") or SEARCH_LIMIT), 10))
    found = client.search(query, max_results=limit)
    unread = "is:unread" in query
    if not found:
        return ExecutionResult(ok=True, summary=g("no_new_mail" if unread else "no_mail", lang, query=query),
                               data={"count": 0, "remember": f"searched mail: {query}"})
    mails = [mime.parse_message(m) for m in client.get_messages([m["id"] for m in found], format="metadata")]
    lines = [MAIL_MARK + g("new_mail" if unread and query.startswith("is:unread") else "found", lang, query=query)]
    for number, mail in enumerate(mails, 1):
        snippet = " ".join(mail.snippet.split())[:SNIPPET_CHARS]
        lines.append(f"{number}. {mail.sender_name or mail.sender_address} — {mail.subject or '(no subject)'}")
        if snippet:
            lines.append(quoted(snippet + ("…" if len(mail.snippet) > SNIPPET_CHARS else "")))
    lines.append(g("list_hint", lang))
    return ExecutionResult(ok=True, summary="\n".join(lines), external_ids=[f"message:{m.id}" for m in mails],
                           data={"count": len(mails), "remember": f"listed {len(mails)} emails: {query}"})


def _read(client: GmailClient, args: dict[str, Any], ctx: ExecContext) -> ExecutionResult:
    lang = _lang(ctx.language)
    try:
        mail = mime.parse_message(client.get_message(str(args["messageId"]), format="full"))
    except NotFound:
        return ExecutionResult(ok=False, error="NOT_FOUND", data={"query": str(args.get("query") or "")})
    text = mail.text.strip() or g("no_text", lang)
    if len(text) > READ_CHARS:
        text = text[:READ_CHARS].rstrip() + "\n" + g("cut", lang)
    head = [f"{MAIL_MARK}*{g('from', lang)}:* {mail.sender}", f"*{g('subject', lang)}:* {mail.subject}"]
    if mail.date is not None:
        head.append(f"{mail.date.astimezone(ctx.now.tzinfo):%d/%m %H:%M}")
    if mail.attachments:
        head.append(f"*{g('attachments', lang)}:* {', '.join(mail.attachments)}")
    return ExecutionResult(ok=True, summary="\n".join([*head, "", quoted(text)]),
                           external_ids=[f"message:{mail.id}"],
                           data={"messageId": mail.id, "remember": f"read an email from {mail.sender_address}"})


def _draft_once(client: GmailClient, message: Any, ctx: ExecContext, thread_id: str | None) -> str:
    """The draft of this step: the one noted on the ledger by a first run, or a new one, noted."""
    noted = ledger.progress(ctx).get("draftId")
    if noted:
        return str(noted)
    draft = client.create_draft(message, thread_id=thread_id)
    ledger.note_progress(ctx, draftId=str(draft["id"]))
    return str(draft["id"])


def _send_draft(client: GmailClient, draft_id: str) -> dict[str, Any]:
    try:
        return client.send_draft(draft_id)
    except NotFound:  # sent by a first run of this step that died before recording it: done
        logger.info("gmail draft %s was sent already", draft_id)
        return {"id": "", "threadId": ""}


def _compose(client: GmailClient, args: dict[str, Any], ctx: ExecContext) -> ExecutionResult:
    message = mime.new_message(to=args.get("to") or [], cc=args.get("cc") or [], subject=str(args.get("subject") or ""),
                               body=str(args.get("body") or ""))
    draft_id = _draft_once(client, message, ctx, None)
    to = ", ".join(args.get("to") or []) or "—"
    return ExecutionResult(ok=True, summary=g("drafted", _lang(ctx.language), to=to, subject=args.get("subject") or ""),
                           external_ids=[f"draft:{draft_id}"], data={"draftId": draft_id})


def _send(client: GmailClient, args: dict[str, Any], ctx: ExecContext) -> ExecutionResult:
    if not args.get("to"):
        return ExecutionResult(ok=False, error="MISSING_FIELDS", data={"missing": ["to"]})
    message = mime.new_message(to=args["to"], cc=args.get("cc") or [], subject=str(args.get("subject") or ""),
                               body=str(args.get("body") or ""))
    sent = _send_draft(client, _draft_once(client, message, ctx, None))
    return ExecutionResult(ok=True, summary=g("sent", _lang(ctx.language), to=", ".join(args["to"]),
                                              subject=args.get("subject") or ""),
                           external_ids=[f"message:{sent['id']}"] if sent.get("id") else [],
                           data={"messageId": sent.get("id", ""),
                                 "remember": f"sent an email to {', '.join(args['to'])}"})


def _reply(client: GmailClient, args: dict[str, Any], ctx: ExecContext) -> ExecutionResult:
    original = mime.parse_message(client.get_message(str(args["messageId"]), format="full"))
    own = own_address(client, ctx.user_id)
    message = mime.reply_message(original, body=str(args.get("body") or ""), own_address=own,
                                 reply_all=bool(args.get("replyAll")))
    # The recipients the user approved are the ones it goes to.
    if args.get("to"):
        del message["To"]
        message["To"] = ", ".join(args["to"])
        del message["Cc"]
        if args.get("cc"):
            message["Cc"] = ", ".join(args["cc"])
    sent = _send_draft(client, _draft_once(client, message, ctx, original.thread_id))
    to = ", ".join(args.get("to") or [original.sender_address])
    return ExecutionResult(ok=True, summary=g("replied", _lang(ctx.language), to=to, subject=message["Subject"]),
                           external_ids=[f"message:{sent['id']}"] if sent.get("id") else [],
                           data={"messageId": sent.get("id", ""), "remember": f"replied to {original.sender_address}"})


def _forward(client: GmailClient, args: dict[str, Any], ctx: ExecContext) -> ExecutionResult:
    if not args.get("to"):
        return ExecutionResult(ok=False, error="MISSING_FIELDS", data={"missing": ["to"]})
    message_id = str(args["messageId"])
    original = mime.parse_message(client.get_message(message_id, format="metadata"))
    message = mime.forward_message(client.get_raw(message_id), original, to=args["to"],
                                   note=str(args.get("body") or ""))
    sent = _send_draft(client, _draft_once(client, message, ctx, None))
    return ExecutionResult(ok=True, summary=g("forwarded", _lang(ctx.language), to=", ".join(args["to"]),
                                              subject=message["Subject"]),
                           external_ids=[f"message:{sent['id']}"] if sent.get("id") else [],
                           data={"messageId": sent.get("id", ""), "remember": f"forwarded an email to {args['to'][0]}"})


def _relabel(add: list[str], remove: list[str], done: str) -> Any:
    def run(client: GmailClient, args: dict[str, Any], ctx: ExecContext) -> ExecutionResult:
        ids = [str(i) for i in args.get("messageIds") or []]
        client.modify(ids, add=add, remove=remove)
        return ExecutionResult(ok=True, summary=g(done, _lang(ctx.language), count=len(ids)),
                               external_ids=[f"message:{i}" for i in ids], data={"count": len(ids)})
    return run


def _label(client: GmailClient, args: dict[str, Any], ctx: ExecContext) -> ExecutionResult:
    name = str(args.get("labelName") or "").strip()
    if not name:
        return ExecutionResult(ok=False, error="MISSING_FIELDS", data={"missing": ["labelName"]})
    existing = {str(label.get("name") or "").casefold(): label for label in client.labels()}
    label = existing.get(name.casefold())
    if label is None:
        try:
            label = client.create_label(name)
        except GoogleError as exc:  # made meanwhile (a re-run of this step): read it back
            if exc.status != 409:
                raise
            label = {str(x.get("name") or "").casefold(): x for x in client.labels()}[name.casefold()]
    ids = [str(i) for i in args.get("messageIds") or []]
    client.modify(ids, add=[str(label["id"])])
    return ExecutionResult(ok=True, summary=g("labelled", _lang(ctx.language), count=len(ids), label=label["name"]),
                           external_ids=[f"message:{i}" for i in ids], data={"count": len(ids)})


def _delete(client: GmailClient, args: dict[str, Any], ctx: ExecContext) -> ExecutionResult:
    ids = [str(i) for i in args.get("messageIds") or []]
    for message_id in ids:
        try:
            client.trash(message_id)  # the trash, never a permanent delete
        except NotFound:
            pass
    return ExecutionResult(ok=True, summary=g("trashed", _lang(ctx.language), count=len(ids)),
                           external_ids=[f"message:{i}" for i in ids], data={"count": len(ids)})


_HANDLERS = {
    "read": _read, "compose": _compose, "send": _send, "reply": _reply, "forward": _forward,
    "archive": _relabel([], ["INBOX"], "archived"), "markRead": _relabel([], ["UNREAD"], "marked_read"),
    "label": _label, "delete": _delete,
}


# --- the morning brief ------------------------------------------------------------------------------------
IMPORTANT_SENDERS = 3


def brief_section(user_id: int, language: str) -> str | None:
    """"*Email*: 4 unread — important: Avi, the bank" (one search, one batch read), or None without Gmail."""
    lang = _lang(language)
    if not accounts.capabilities_for(user_id).get("gmail"):
        return None
    try:
        client = client_for(user_id)
        if client is None:
            return None
        found = client.search("is:unread in:inbox", max_results=50)
        if not found:
            return None
        mails = [mime.parse_message(m) for m in client.get_messages([m["id"] for m in found[:20]], format="metadata")]
    except GoogleError as exc:
        logger.warning("gmail for the brief of user %s failed: %s %s", user_id, exc.status, exc.reason)
        return g("brief_mail_unavailable", lang)
    names: list[str] = []
    for mail in mails:
        name = mail.sender_name or mail.sender_address
        if "IMPORTANT" in mail.label_ids and name not in names:
            names.append(name)
    senders = g("brief_senders", lang, names=", ".join(names[:IMPORTANT_SENDERS])) if names else ""
    count = f"{len(found)}+" if len(found) >= 50 else str(len(found))
    return g("brief_mail", lang, count=count, senders=senders)
