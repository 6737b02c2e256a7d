"""Who may read what a note says: `notes.view_note_text`, and how hidden text is shown instead.

The notes admin uses these directly; the conversation admin pages, whose rows may carry a note's text
too, build their masking on them (memo/conversations/admin_privacy.py).
"""

from __future__ import annotations

import json
from typing import Any

from django.http import HttpRequest

TEXT_PERMISSION = "notes.view_note_text"
NOTES_CAPABILITY = "second-brain"


def can_read(request: HttpRequest) -> bool:
    return request.user.has_perm(TEXT_PERMISSION)


def redacted(text: str) -> str:
    return f"🔒 hidden ({len(text):,} characters)"


def redacted_value(value: Any) -> str:
    """A masked field's value: text or JSON alike become one short notice with the size."""
    text = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)
    return redacted(text)


def is_note_action(action: dict[str, Any]) -> bool:
    """Whether a latest action (as copied into a turn state) is about notes: a second-brain action, or an
    answer pointing at notes (`note:<id>`)."""
    ids = action.get("externalIds") or []
    return action.get("capability") == NOTES_CAPABILITY or any(str(i).startswith("note:") for i in ids)
