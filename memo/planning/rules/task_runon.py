"""A reminder buried in a run-on message: the chatter around the request is no part of the task's words.

"... there's the call with the bank at 2:15pm and i WILL forget it so remind me 20 minutes before ok? ok. also i
need coffee so bad": the request names no task of its own ("20 minutes before" of what was said), so its task is the
appointment said before it, not the feelings around it, and what follows a tag question ("ok?", "טוב?") in a new
sentence is talk, unless it names an errand of its own (then the message is read as before).

`tasks.reminder_text` calls `after_the_request` on the words after "remind me" and `appointment_said` on the words
before it.
"""

from __future__ import annotations

import re

_HE = r"\u05D0-\u05EA"
_B = rf"(?<![\w{_HE}])"
_E = rf"(?![\w{_HE}])"
# "ok?", "ok? ok.", "טוב?", "בסדר?!": a tag question closing the request, asking nothing.
_TAG = r"(?:ok(?:ay)?|k|yeah|yes|right|deal|alright|טוב|בסדר|סבבה|כן|אוקיי|אוקי|יאללה)"
_TAGS = re.compile(rf"^[\s,]*(?:{_TAG}\s*[?!.…]+[\s,]*)*(?:{_TAG}\s*)?[?!.…]+\s*", re.IGNORECASE)
_TRAILING_TAG = re.compile(rf"[\s,]+{_TAG}\s*[?!]+[\s.!?]*$", re.IGNORECASE)
# A new sentence that still names an errand ("... ok? also to call dan", "וגם להתקשר לדן") is kept as read before.
_ERRAND = re.compile(rf"\bto\s+[a-z]|\bremind\b|{_B}ל[{_HE}]{{3,}}|{_B}תזכיר", re.IGNORECASE)


def after_the_request(after: str) -> str:
    """The words after "remind me" without a closing tag question and the talk in a new sentence after it."""
    after = _TRAILING_TAG.sub("", after)
    tags = _TAGS.match(after)
    if tags is None or not after[:tags.end()].strip():
        return after
    rest = after[tags.end():]
    return after if _ERRAND.search(rest) else ""


# "there's the call with the bank about the mortgage", "יש לי תור לרופא שיניים": the appointment, to the end of its
# clause (the feelings go on after "and", "so", "ו…אני", "אבל").
_APPOINTMENT = re.compile(
    r"\b(?:there'?s|there\s+is|i'?ve\s+got|i\s+(?:have|got)|we\s+have)\s+(?P<x>(?:a|an|the|my|our|this|that)\s+.+?)"
    r"(?=\s+(?:and|so|but|which|because|cuz)\b|[,;.!?]|$)"
    rf"|{_B}(?:יש\s+לי|יש\s+לנו)\s+(?P<h>[{_HE}].+?)"
    rf"(?=\s+(?:ו(?:אני|זה|אין|ממש|פשוט)|אבל|כי|אז){_E}|[,;.!?]|$)",
    re.IGNORECASE)


def appointment_said(before: str) -> str:
    """The one appointment named in a run-on before a request that names no task, or "" (none, several, or the
    words before are that appointment alone: they stay as they are read)."""
    found = list(_APPOINTMENT.finditer(before))
    if len(found) != 1:
        return ""
    match = found[0]
    tail = before[match.end():].strip(" ,.;!?")
    head = before[:match.start()].strip(" ,.;!?")
    if not tail and not head:
        return ""
    return (match["x"] or match["h"]).strip()
