"""The approval question's account of a resolved gmail step: exactly what will leave, or which emails change.

A send or reply shows every recipient, the subject and the full text (reply vs reply-all said in words);
a forward names the email and where it goes; bulk changes name the first emails and how many.
"""

from __future__ import annotations

from typing import Any

from memo.google.gmail_texts import g

SHOWN = 3


def _people(args: dict[str, Any], lang: str) -> tuple[str, str]:
    to = ", ".join(args.get("to") or []) or "—"
    cc = ", ".join(args.get("cc") or [])
    return to, (f"\n{g('cc', lang)}: {cc}" if cc else "")


def _which(args: dict[str, Any], lang: str) -> str:
    labels = list((args.get("labels") or {}).values())
    if len(labels) <= 1:
        return labels[0] if labels else ""
    if len(labels) <= SHOWN:
        return "; ".join(labels)
    return g("many", lang, count=len(labels), first="; ".join(labels[:SHOWN]))


def describe(args: dict[str, Any], lang: str) -> str:
    operation = str(args.get("operation") or "")
    to, cc = _people(args, lang)
    common = {"to_label": g("to", lang), "subject_label": g("subject", lang), "to": to, "cc": cc,
              "subject": args.get("subject") or "", "body": str(args.get("body") or "")}
    if operation in ("send", "compose"):
        return g("ask_send", lang, **common)
    if operation == "reply":
        everyone = g("reply_all", lang) if args.get("replyAll") else ""
        return g("ask_reply", lang, all=everyone, sender=args.get("sender") or "", **common)
    if operation == "forward":
        note = f"\n\n{args['body']}" if args.get("body") else ""
        return g("ask_forward", lang, subject=args.get("subject") or "", sender=args.get("sender") or "", to=to,
                 note=note)
    key = {"delete": "ask_delete", "archive": "ask_archive", "markRead": "ask_mark", "label": "ask_label"}
    return g(key.get(operation, "ask_archive"), lang, what=_which(args, lang), label=args.get("labelName") or "")
