"""An arrow from a thing to a time: "תזכורת gym → 6pm", "dentist -> thu", "הגז => 4".

In a note to oneself an arrow between something already set and a time says "this goes to that time now": a move,
the same request as "move the gym reminder to 6pm" / "תזיזי את תזכורת הגז ל-4". Left as a mark it is dropped as a
pictograph, and what is left ("תזכורת gym 6pm") asks for a new reminder: a second one, at the new time, beside the
first. `as_move` writes the message as the move it says; which thing moves (a reminder, an event) is then read from
its words as for any move.

Only one arrow, with words on its left that hold no time of their own and nothing but a time on its right: "tel aviv
→ jerusalem tomorrow", "step 1 -> step 2" or "milk → list" are no moves and are left as they are.
"""

from __future__ import annotations

import re
from datetime import UTC, datetime

from memo.planning.timeexpr import parse_time_expression, strip_spans

_HE = r"\u05D0-\u05EA"
# "→", "⟶", "➡️", "->", "-->", "=>": an arrow typed as a symbol or as ASCII.
_ARROW = re.compile(r"\s*(?:[\u2192\u27F6\u27A1\u21D2\u2794]\ufe0f?|-{1,2}>|=>)\s*")
_MAX_WORDS = 6  # a thing named in a few words; more is a sentence the arrow is part of
# Words around a time that add nothing to it ("at 6", "ל-4", "to thu").
_TIME_GLUE = re.compile(rf"^(?:at|to|on|@|ל-?|ב-?|בשעה)\s*|(?<![\w{_HE}])(?:at|on|@)(?![\w{_HE}])", re.IGNORECASE)
_LEFTOVER = re.compile(rf"[^\w{_HE}]+")


# A bare hour after the arrow ("הגז => 4") is the hour it goes to, as in "move it to 4".
_BARE_HOUR = re.compile(r"(?:[01]?\d|2[0-3])(?:[:.][0-5]\d)?")


def _only_a_time(text: str, now: datetime) -> bool:
    if _BARE_HOUR.fullmatch(text):
        return True
    parsed = parse_time_expression(text, now)
    if parsed is None or parsed.recurrence is not None:
        return False
    return not _LEFTOVER.sub("", _TIME_GLUE.sub(" ", strip_spans(text, parsed.spans)))


def as_move(text: str, now: datetime | None = None) -> str | None:
    """ "X → <time>" written as "move X to <time>" (Hebrew: "תזיזי את X ל<time>"); None when it is no such arrow."""
    parts = _ARROW.split(text.strip())
    if len(parts) != 2:
        return None
    left, right = (p.strip(" .,:;!") for p in parts)
    if not left or not right or len(left.split()) > _MAX_WORDS:
        return None
    now = now or datetime.now(UTC)
    if parse_time_expression(left, now) is not None or not _only_a_time(right, now):
        return None
    if _BARE_HOUR.fullmatch(right) and re.search(r"\d", left):
        return None  # "room 12 -> 14", "v2 -> 3": one number becomes another, no hour is set
    right = _TIME_GLUE.sub("", right, count=1).strip()
    if re.search(f"[{_HE}]", left):
        return f"תזיזי את {left} ל-{right}"
    return f"move {left} to {right}"
