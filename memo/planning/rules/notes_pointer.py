"""A note whose words only point back at something said before: "remember that thing for me", "note: the same as
before", "תזכרי את הדבר ההוא", "save what he said".

What "that thing" is lives in an earlier message, so a note of those words would keep nothing: notes._store asks
what to keep instead, as it does for a note with no words at all. No grammar lives here.
"""

from __future__ import annotations

import re

_HE = r"\u05D0-\u05EA"

_POINTER_ONLY = re.compile(
    r"^(?:(?:that|this|the)\s+)?(?:thing|stuff|one|info|information|details?|part)"
    r"(?:\s+(?:(?:he|she|they|you|u|we|i)\s+(?:said|told\s+(?:me|us)|mentioned|sent)|from\s+before|from\s+earlier))?"
    r"|^(?:the\s+)?same(?:\s+thing)?(?:\s+as\s+(?:before|always|usual|last\s+time|earlier))?|^(?:the\s+)?usual"
    r"|^(?:it|that|this)(?:\s+(?:one|again))?"
    r"|^what\s+(?:he|she|they|you|u|we|i)\s+(?:just\s+)?(?:said|told\s+(?:me|us)|mentioned|sent|wrote)"
    r"|^(?:את\s+)?(?:זה|זאת|ה?דבר\s+ה(?:הוא|זה)|אותו\s+(?:ה)?דבר(?:\s+כמו\s+(?:קודם|תמיד|בפעם\s+הקודמת))?|כרגיל"
    r"|מה\s+ש(?:הוא|היא|הם|אמרת|אמרתי)(?:\s+(?:אמר|אמרה|אמרו|כתב|כתבה|שלח|שלחה))?(?:\s+(?:לי|לנו))?)",
    re.IGNORECASE)
_AFTER = re.compile(r"(?:\s+(?:for\s+(?:me|later|now)|again|too|pls|please|בשבילי|לי|שוב|בבקשה|להמשך|לאחר\s+כך))*"
                    r"[\s.!]*$", re.IGNORECASE)


def only_pointer(text: str) -> bool:
    """Whether a note's words are only a pointer back ("that thing for me", "אותו דבר כמו קודם")."""
    m = _POINTER_ONLY.match(text.strip())
    return m is not None and _AFTER.fullmatch(text.strip()[m.end():]) is not None


# Only why it is kept, after "save this" ("תשמרי את זה שיהיה לי", "keep it so i have it"): the "ש" of the purpose
# is read as "that" by the store patterns, which leaves "יהיה לי" as the note. What "this" is was said before.
_PURPOSE_ONLY = re.compile(
    r"^(?:ש?יהיה|ש?יהיו|ש?תהיה)\s+(?:לי|לנו|לך|אצלך|אצלי)|^(?:so\s+(?:that\s+)?)?(?:i|we)\s+(?:have|keep)\s+(?:it|this|that)"
    r"|^ש?לא\s+(?:אשכח|נשכח|ילך\s+לאיבוד|יאבד)", re.IGNORECASE)
_PURPOSE_AFTER = re.compile(r"(?:\s+(?:later|for\s+later|אחר\s+כך|לאחר\s+כך|להמשך|לפעם\s+הבאה|בבקשה|pls|please|תודה))*"
                            r"[\s.!]*$", re.IGNORECASE)


def only_purpose(text: str) -> bool:
    """Whether a note's words only say why it is kept ("יהיה לי", "so i have it later")."""
    m = _PURPOSE_ONLY.match(text.strip())
    return m is not None and _PURPOSE_AFTER.fullmatch(text.strip()[m.end():]) is not None
