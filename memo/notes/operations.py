"""The second-brain executor: one V1 memoryOperations call -> one service call -> a reply in the user's language.

Called by the capability inside the ledger's transaction (the notes live in Memo's own database).
Outcomes the user should simply be told ("already saved", "nothing about that", "nothing to save")
are successful steps with that reply; only a broken provider is a failure.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from memo.notes import services
from memo.notes.embeddings import EmbeddingError
from memo.notes.replies import day, excerpt, preview, say
from memo.planning.registry import ExecContext, ExecutionResult

logger = logging.getLogger(__name__)
Op = Callable[[dict[str, Any], ExecContext], ExecutionResult]
MAX_LISTED = 5


def store(args: dict[str, Any], ctx: ExecContext) -> ExecutionResult:
    lang = ctx.language
    text = str(args.get("text") or "")
    outcome = services.store(ctx.user_id, text, str(args.get("kind") or "note"), now=ctx.now)
    if outcome.status == "empty":
        return ExecutionResult(ok=True, summary=say("empty", lang), data={"saved": 0})
    if outcome.status == "too_long":
        return ExecutionResult(ok=True, summary=say("too_long", lang, limit=services.MAX_NOTE_CHARS),
                               data={"saved": 0})
    note = outcome.note
    assert note is not None
    if outcome.status == "duplicate":
        return ExecutionResult(ok=True, summary=say("duplicate", lang, preview=preview(note.text)),
                               data={"noteId": note.id, "duplicate": True}, external_ids=[f"note:{note.id}"])
    key = "saved_long" if outcome.chunks > 1 else "saved"
    return ExecutionResult(ok=True, summary=say(key, lang, preview=preview(note.text), chars=len(note.text)),
                           data={"noteId": note.id, "chunks": outcome.chunks}, external_ids=[f"note:{note.id}"])


def search(args: dict[str, Any], ctx: ExecContext) -> ExecutionResult:
    lang = ctx.language
    query = str(args.get("query") or "").strip()
    total = services.count(ctx.user_id)
    if total == 0:
        return ExecutionResult(ok=True, summary=say("no_notes", lang), data={"count": 0})
    if not query:
        notes = services.recent(ctx.user_id, MAX_LISTED)
        lines = [say("recent", lang), *(f"• {preview(n.text, 200)} ({day(n.created_at, ctx.timezone, lang)})"
                                        for n in notes)]
        return ExecutionResult(ok=True, summary="\n".join(lines), data={"count": len(notes),
                               "noteIds": [n.id for n in notes]})
    hits = services.search(ctx.user_id, query, limit=MAX_LISTED).hits
    if not hits:
        return ExecutionResult(ok=True, summary=say("nothing_about", lang), data={"count": 0})
    notes = services.notes_by_id(ctx.user_id, [h.note_id for h in hits])
    shown = [(h, notes[h.note_id]) for h in hits if h.note_id in notes]
    if not shown:  # deleted between the search and now
        return ExecutionResult(ok=True, summary=say("nothing_about", lang), data={"count": 0})
    if len(shown) == 1:
        hit, note = shown[0]
        summary = say("found_one", lang, text=excerpt(hit.excerpt, note.text))
    else:
        summary = "\n".join([say("found_many", lang), *(
            f"• {excerpt(h.excerpt, n.text)} ({day(n.created_at, ctx.timezone, lang)})" for h, n in shown)])
    return ExecutionResult(ok=True, summary=summary, data={"count": len(shown), "noteIds": [n.id for _, n in shown]})


def _target_ids(args: dict[str, Any]) -> list[int]:
    """Note ids chosen by entity resolution (noteId) or by the user in a disambiguation (ids)."""
    raw = args.get("ids") or ([args["noteId"]] if args.get("noteId") not in (None, "") else [])
    out = []
    for value in raw:
        try:
            out.append(int(str(value).removeprefix("note:")))
        except ValueError:
            continue
    return out


def delete(args: dict[str, Any], ctx: ExecContext) -> ExecutionResult:
    lang = ctx.language
    ids = _target_ids(args)
    if not ids and args.get("query"):
        ids = [h.note_id for h in services.find(ctx.user_id, str(args["query"]))[:1]]
    deleted = services.delete(ctx.user_id, ids)
    if not deleted:
        return ExecutionResult(ok=True, summary=say("not_found", lang, query=args.get("query") or "…"),
                               data={"count": 0})
    summary = (say("deleted", lang, preview=preview(deleted[0].text)) if len(deleted) == 1
               else say("deleted_many", lang, count=len(deleted)))
    return ExecutionResult(ok=True, summary=summary, data={"count": len(deleted), "noteIds": [n.id for n in deleted]})


def delete_all(args: dict[str, Any], ctx: ExecContext) -> ExecutionResult:
    count = services.delete_all(ctx.user_id)
    key = "deleted_all" if count else "deleted_none"
    return ExecutionResult(ok=True, summary=say(key, ctx.language, count=count), data={"count": count})


def update(args: dict[str, Any], ctx: ExecContext) -> ExecutionResult:
    lang = ctx.language
    ids = _target_ids(args)
    text = str(args.get("text") or "")
    if not ids or not text.strip():
        query = args.get("query")
        summary = say("not_found", lang, query=query) if query and not ids else say("update_what", lang)
        return ExecutionResult(ok=True, summary=summary, data={"count": 0})
    outcome = services.update(ctx.user_id, ids[0], text, kind=args.get("kind"), now=ctx.now)
    if outcome.status == "updated" and outcome.note is not None:
        return ExecutionResult(ok=True, summary=say("updated", lang, preview=preview(outcome.note.text)),
                               data={"noteId": outcome.note.id}, external_ids=[f"note:{outcome.note.id}"])
    if outcome.status == "duplicate" and outcome.note is not None:
        return ExecutionResult(ok=True, summary=say("duplicate", lang, preview=preview(outcome.note.text)),
                               data={"noteId": outcome.note.id})
    key = {"not_found": "not_found", "empty": "empty", "too_long": "too_long"}[outcome.status]
    return ExecutionResult(ok=True, summary=say(key, lang, query=args.get("query") or "…",
                                                limit=services.MAX_NOTE_CHARS), data={"count": 0})


def summarize(args: dict[str, Any], ctx: ExecContext) -> ExecutionResult:
    lang = ctx.language
    query = str(args.get("query") or "").strip()
    if services.count(ctx.user_id) == 0:
        return ExecutionResult(ok=True, summary=say("no_notes", lang), data={"count": 0})
    result = services.summarize(ctx.user_id, query, lang)
    if not result.notes:
        return ExecutionResult(ok=True, summary=say("nothing_about", lang), data={"count": 0})
    about = say("about", lang, query=query) if query else ""
    ids = [n.id for n, _ in result.notes]
    if result.llm_text:
        return ExecutionResult(ok=True, summary=say("summary_llm", lang, about=about, summary=result.llm_text),
                               data={"count": len(ids), "noteIds": ids, "llm": True})
    lines = [say("summary_header", lang, about=about), *(
        f"• {excerpt(passage, n.text)} ({day(n.created_at, ctx.timezone, lang)})" for n, passage in result.notes)]
    return ExecutionResult(ok=True, summary="\n".join(lines), data={"count": len(ids), "noteIds": ids})


OPS: dict[str, Op] = {"store": store, "search": search, "delete": delete, "deleteAll": delete_all,
                      "update": update, "summarize": summarize}


def execute(args: dict[str, Any], ctx: ExecContext) -> ExecutionResult:
    op = OPS.get(str(args.get("operation") or ""))
    if op is None or ctx.user_id is None:
        return ExecutionResult(ok=False, error="UNKNOWN_OPERATION", summary=say("unknown", ctx.language))
    try:
        return op(args, ctx)
    except EmbeddingError:
        # The provider is misconfigured or down: say so plainly; nothing was written.
        logger.exception("second-brain %s: embeddings unavailable", args.get("operation"))
        return ExecutionResult(ok=False, error="EMBEDDINGS_UNAVAILABLE", summary=say("unavailable", ctx.language))
