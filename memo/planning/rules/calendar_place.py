"""Where an event is, when the request says so clearly: a capitalised name after "at", "the office", "on Zoom",
"בקפה X". Anything less is left in the event's name rather than guessed as a place."""

from __future__ import annotations

import re

from memo.planning.rules.base import tidy

_LOCATION = (
    re.compile(r"\s(?:at|@)\s+(?P<loc>(?:the\s+)?[A-Z][\w'&.-]*(?:\s+(?:[A-Z0-9][\w'&.-]*|of|de|la))*)"),
    re.compile(r"\s(?:at|in)\s+(?P<loc>(?:the\s+)?(?:office|home|work|gym|clinic|hospital|school|studio|cafe|café"
               r"|restaurant|bar|pub|park|beach|library|meeting room|conference room)\b)", re.I),
    re.compile(r"(?<!\S)(?:on|via|over)\s+(?P<loc>zoom|google meet|teams|skype)\b|(?<!\S)ב(?P<loc_he>זום)(?!\S)", re.I),
    re.compile(r"(?<!\S)ב(?P<loc_he>(?:משרד|בית קפה|קפה|מסעדת|מסעדה|מלון|קניון|סניף|חדר ישיבות|מרפאה|מרפאת|קופת חולים)"
               r"(?:\s+(?!עם(?!\S))[^\s,]+){0,2})"),
)


def location_of(text: str) -> str | None:
    """Only places that are clearly places (a capitalised name after "at", "the office", "on Zoom", "בקפה X")."""
    m = next((m for m in (p.search(text) for p in _LOCATION) if m), None)
    loc = (m.groupdict().get("loc") or m.groupdict().get("loc_he") or "") if m else ""
    return ("Zoom" if loc.casefold() in ("zoom", "זום") else tidy(loc)) or None
