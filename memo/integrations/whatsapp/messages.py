"""Graph API message bodies: plain text, reply buttons or a list, and templates; and the 24-hour window.

- Options become interactive reply buttons (1-3 short labels) or a list (up to 10); more options, or a
  body too long for an interactive message, give None, and the caller sends plain text instead.
- The 24-hour customer-service window: when the user's last inbound message is older than 24 hours
  (or unknown), free text would be refused by Meta (#131047) and only an approved template may go out.
  Each template has one body variable, {{1}}, which carries the message text.
- The recipient is given as Graph API fields: `to` with a phone's digits, or `recipient` with a
  business-scoped user id. Meta reads `to` first when both are present, so exactly one is ever sent.

Pure functions of their arguments (and the template language settings): nothing here sends or stores.
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta
from typing import Any

from django.conf import settings
from django.utils import timezone

WINDOW = timedelta(hours=24)
MAX_TEXT = 4096
MAX_INTERACTIVE_BODY = 1024
MAX_BUTTONS, MAX_BUTTON_TITLE = 3, 20
MAX_ROWS, MAX_ROW_TITLE, MAX_ROW_DESCRIPTION = 10, 24, 72
MAX_TEMPLATE_PARAM = 1000
_SPACES = re.compile(r"[ \t]{4,}")


def window_open(last_inbound_at: datetime | None, now: datetime | None = None) -> bool:
    """Whether free-form messages may be sent: the user wrote to us within the last 24 hours."""
    return last_inbound_at is not None and (now or timezone.now()) - last_inbound_at < WINDOW


def template_body(to: dict[str, str], name: str, language: str, text: str) -> dict[str, Any]:
    """A template message whose one body variable carries `text`.

    Template parameters may not contain newlines, tabs or more than four spaces in a row (Meta
    rejects them, #132018), so a multi-line brief is joined with " · ".
    """
    flat = " · ".join(line.strip() for line in text.splitlines() if line.strip()).replace("\t", " ")
    flat = _SPACES.sub("   ", flat)
    if len(flat) > MAX_TEMPLATE_PARAM:
        flat = flat[:MAX_TEMPLATE_PARAM - 1] + "…"
    code = settings.WHATSAPP_TEMPLATE_LANGUAGE_HE if language == "he" else settings.WHATSAPP_TEMPLATE_LANGUAGE_EN
    return {**to, "type": "template",
            "template": {"name": name, "language": {"code": code},
                         "components": [{"type": "body", "parameters": [{"type": "text", "text": flat or "-"}]}]}}


def text_body(to: dict[str, str], text: str) -> dict[str, Any]:
    """A plain text message (cut to WhatsApp's limit), without link previews."""
    return {**to, "type": "text", "text": {"body": text[:MAX_TEXT], "preview_url": False}}


def interactive_body(to: dict[str, str], text: str, options: list[dict[str, Any]], *,
                     list_button: str, list_section: str) -> dict[str, Any] | None:
    """Reply buttons (<= 3 short labels) or a list (<= 10); None when neither fits (text fallback).

    `list_button` and `list_section` are the words a list shows on its button and above its rows.
    """
    if not options or len(options) > MAX_ROWS or len(text) > MAX_INTERACTIVE_BODY or not text.strip():
        return None
    labels = [str(o.get("label") or o.get("id")) for o in options]
    ids = [str(o["id"])[:256] for o in options]
    if len(set(ids)) != len(ids):
        return None
    if len(options) <= MAX_BUTTONS and all(len(lb) <= MAX_BUTTON_TITLE for lb in labels) \
            and len(set(labels)) == len(labels):
        buttons = [{"type": "reply", "reply": {"id": i, "title": lb}} for i, lb in zip(ids, labels, strict=True)]
        return {**to, "type": "interactive",
                "interactive": {"type": "button", "body": {"text": text}, "action": {"buttons": buttons}}}
    rows = []
    for n, (i, label) in enumerate(zip(ids, labels, strict=True), 1):
        title = f"{n}. {label}"
        row: dict[str, Any] = {"id": i, "title": _cut(title, MAX_ROW_TITLE)}
        if len(title) > MAX_ROW_TITLE:
            row["description"] = _cut(label, MAX_ROW_DESCRIPTION)
        rows.append(row)
    return {**to, "type": "interactive",
            "interactive": {"type": "list", "body": {"text": text},
                            "action": {"button": list_button,
                                       "sections": [{"title": list_section, "rows": rows}]}}}


def _cut(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[:limit - 1] + "…"
