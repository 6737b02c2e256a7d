"""Cutting the consumed time words out of a message so that the task text remains.

Why this exists: the grammar reports the spans it used; callers want "remind me to water the
plants" back from "remind me to water the plants tomorrow at 7pm", without dangling "at"/"ב"
or orphaned punctuation.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

_DANGLING = re.compile(
    r"(?:^|(?<=\s))(?:at|on|in|by|around|about|from|for|until|till|starting|between|during"
    # "מועד ב", "כיתה ב", "פרק ב": after these the letter numbers them, and is no preposition
    r"|(?<!מועד\s)(?<!כיתה\s)(?<!פרק\s)(?<!חלק\s)(?<!שלב\s)(?<!סעיף\s)ב|ל|מ|עד|בשעה|לשעה|ביום|החל|ו|של|but|אבל)[-\s,]*$"
)


_LEADING_COMMA = re.compile(r"^[\s,;\-]+")


def strip_spans(text: str, spans: Iterable[tuple[int, int]]) -> str:
    """Remove the consumed time fragments from *text* and tidy what is left.

    Drops prepositions left dangling right before a removed fragment ("at", "on", "ב", "ל" ...),
    collapses whitespace and removes punctuation orphaned by the cut, so
    "remind me to water the plants tomorrow at 7pm" becomes "remind me to water the plants".
    """
    merged: list[list[int]] = []
    for start, end in sorted((max(0, s), min(len(text), e)) for s, e in spans):
        if end <= start:
            continue
        if merged and start <= merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], end)
        else:
            merged.append([start, end])
    pieces: list[str] = []
    pos = 0
    for start, end in merged:
        kept = text[pos:start]
        if pos:
            # A comma right after a cut closed the time phrase: "remind me tomorrow, at 8, to ...".
            kept = _LEADING_COMMA.sub(" ", kept)
        if kept.endswith((" ", "-")) or not kept.strip():
            kept = _DANGLING.sub("", kept)
        pieces.append(kept)
        pieces.append(" ")
        pos = end
    pieces.append(_LEADING_COMMA.sub(" ", text[pos:]) if pos else text)
    out = "".join(pieces)
    out = re.sub(r"[ \t]+", " ", out)
    out = re.sub(r" +([,.!?;:])", r"\1", out)
    out = re.sub(r"([,;:])(?:\s*[,;:])+", r"\1", out)
    out = re.sub(r"[,;:]\s*([.!?])", r"\1", out)
    return out.strip(" \t,;:-")
