"""A task told first and asked for after: "Every Friday at eight I need to put the bin out. Could you please
remind me each week", "אני צריכה להשקות את העציצים בכל יום שני בשש בערב. תוכלי להזכיר לי כל שבוע?".

Polite writers say what they must do, with its time, and then ask for a reminder that names nothing but
"each week", "at that time" or "about it". Neither sentence is a whole request alone; together they are one.
`joined` returns that request as one sentence ("remind me every Friday at eight to put the bin out"), which
the grammars read as a second reading. Only when the asking sentence adds nothing but such words, and the told
one says plainly "I need to / I must / I have to" (or "אני צריך/ה ל…") with nothing that points elsewhere.
"""

from __future__ import annotations

import re

_HE = r"\u05D0-\u05EA"
_SENTENCE = re.compile(r"(?<=[.!?])\s+")
_EN_TOLD = re.compile(r"^(?P<lead>.*?)\b(?:i|we)\s+(?:need|have|must|got)\s+(?:to\s+)?(?:remember\s+to\s+)?"
                      r"(?P<task>[a-z].*)$", re.IGNORECASE)
_HE_TOLD = re.compile(rf"^(?P<lead>.*?)(?<![{_HE}])(?:אני|אנחנו)\s+(?:צריך|צריכה|צריכים|חייב|חייבת|חייבים)"
                      rf"(?:\s+לזכור)?\s+(?P<task>ל[{_HE}].*)$")
# The asking sentence: a reminder with nothing of its own beyond how often, "then", "about it".
_EN_ASK = re.compile(
    r"^(?:(?:please|pls|kindly|so|and)\s+)*(?:(?:could|can|would|will)\s+you\s+(?:please\s+)?)?(?:please\s+)?"
    r"remind\s+me(?:\s+(?:each|every)\s+(?:week|day|month|time)|\s+(?:at\s+)?(?:that|the\s+same)\s+time"
    r"|\s+then|\s+about\s+it|\s+of\s+it|\s+please|\s+weekly|\s+daily)*[\s.!?]*$", re.IGNORECASE)
_HE_ASK = re.compile(
    r"^(?:בבקשה\s+)?(?:תוכל|תוכלי|אפשר|תזכיר|תזכירי)(?:\s+בבקשה)?(?:\s+(?:להזכיר|תזכיר|תזכירי))?\s+לי"
    r"(?:\s+(?:כל|בכל)\s+(?:שבוע|יום|חודש|פעם)|\s+באותה\s+שעה|\s+על\s+זה|\s+בבקשה)*[\s.!?]*$")
_POINTER = re.compile(rf"\b(?:it|them|this|that|those|these)\b"
                      rf"|(?<![{_HE}])(?:אותו|אותה|אותם|אותן|זה|זאת)(?![{_HE}])", re.IGNORECASE)


def joined(text: str) -> str | None:
    """The told task and the reminder asked for it, as one request; None when the message is not so made."""
    if "remind" not in text.casefold() and "להזכיר" not in text and "תזכיר" not in text:
        return None
    sentences = [s.strip() for s in _SENTENCE.split(text) if s.strip()]
    if not 2 <= len(sentences) <= 4:
        return None
    from memo.planning.rules.asides import is_filler

    for i in range(len(sentences) - 1):
        if not all(is_filler(s) for s in sentences[:i] + sentences[i + 2:]):
            continue  # another sentence may say more: not for this reading
        told, ask = sentences[i].rstrip(".!? "), sentences[i + 1]
        en, he = _EN_TOLD.match(told), _HE_TOLD.match(told)
        if en is not None and _EN_ASK.match(ask):
            lead, task = en.group("lead").strip(" ,"), en.group("task")
            return None if _POINTER.search(task) else " ".join(filter(None, ["remind me", lead, "to", task]))
        if he is not None and _HE_ASK.match(ask):
            lead, task = he.group("lead").strip(" ,"), he.group("task")
            return None if _POINTER.search(task) else " ".join(filter(None, ["תזכירי לי", lead, task]))
    return None
