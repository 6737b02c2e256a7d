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


def without_closing_tag(text: str) -> str:
    """`text` without the tag question that closes it ("..., ok?", "... טוב?")."""
    return _TRAILING_TAG.sub("", text)


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


# "ugh what a crazy morning. remind me tomorrow", "אוף שכחתי שוב... תזכירי לי בשבע": the words before the request are
# how the user feels, no errand; what to remind of is asked.
_SIGH = r"(?:ugh+|argh+|oof+|omg|wow|ah+|oh+|phew|man|אוף+|אוי+|וואו|וואי|פפפ+|אלוהים|יא\s+אללה)"
_FEELING = re.compile(
    rf"^(?:{_SIGH}[\s,.!…]*)*(?:(?:what\s+an?|such\s+an?|איזה|איזו)\s+(?:\w+\s+){{0,2}}\w+"
    rf"|(?:(?:a|such\s+a|so|super)\s+)?(?:crazy|long|busy|insane|hectic|mad|rough|tiring)\s+(?:day|morning|week|night)"
    rf"|(?:i\s+)?(?:forgot|forget)(?:\s+(?:again|it(?:\s+again)?))?|(?:ו?)?שכחתי(?:\s+(?:שוב|את\s+זה|(?:עוד\s+)?פעם))?"
    rf"|(?:יום|בוקר|שבוע|ערב)\s+(?:מטורף|ארוך|עמוס|קשה|מטורפת)|{_SIGH})?[\s,.!?…]*$",
    re.IGNORECASE)


def only_feelings(before: str) -> bool:
    """Whether the words before "remind me" only sigh or exclaim ("ugh what a morning", "אוף שכחתי שוב")."""
    return bool(before.strip()) and _FEELING.match(before.strip()) is not None

