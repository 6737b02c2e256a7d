"""A sentence end closes the items of a new list: "new list - gifts: a scarf for mom, a book for dad. I know
it's early lol".

Items are written as one run separated by commas; a full stop (or "!", "?") followed by more words starts a
new sentence, which is no item. When that sentence is a remark about the speaker ("I know it's early", "we're
hosting", "אני יודעת שזה מוקדם"), it is left out. When it may add to the list or ask for something ("also
socks", "remind me…", "but not the red one"), only the user can say, so nothing is read.
"""

from __future__ import annotations

import re

_HE = r"\u05D0-\u05EA"
# A sentence end: a mark after a word, not inside an abbreviation ("dr. levinson", "st. john") or a number.
_END = re.compile(r"(?<![\s.])(?<!\b(?:dr|mr|ms|st|jr|sr|mt))(?<!\bmrs)[.!?]+\s+(?=\S)", re.IGNORECASE)
# A remark opens with the speaker (or the people around the speaker) as its subject.
_SPEAKER = re.compile(
    rf"^(?:(?:and|but|so|also|honestly|tbh|lol|haha|ok|well)\s+)?(?:i|i'm|im|i've|ive|i'll|i'd|we|we're|we've"
    rf"|it's|its|this\s+year|last\s+year)\b"
    rf"|^(?:ו)?(?:אני|אנחנו|זה|השנה|בשנה\s+שעברה)(?![{_HE}])", re.IGNORECASE)
# Words that ask for something or change the items: the sentence is not only a remark.
_NOT_ONLY_REMARK = re.compile(
    rf"\b(?:add|put|remind|remove|delete|also|too(?!\s+(?:early|late|soon|much|many|long|far)\b)|as\s+well|instead|need|needs|want|wants|don'?t|not|no"
    rf"|please|pls|you|list|except)\b"
    rf"|(?<![{_HE}])(?:גם|צריך|צריכה|צריכים|רוצה|רוצים|לא|בלי|במקום|רשימה|ברשימה|לרשימה|תוסיפי|תוסיף|תזכירי|תזכיר"
    rf"|תמחקי|תמחק)(?![{_HE}])", re.IGNORECASE)


def items_before_remark(raw: str) -> tuple[str, str] | None:
    """The items before a sentence end and the remark after it (`raw` and "" when no sentence follows).

    None when what follows the sentence end may be more than a remark: the user says what it is."""
    found = _END.search(raw)
    if found is None:
        return raw, ""
    items, rest = raw[:found.start()].strip(), raw[found.end():].strip()
    if not items or not _SPEAKER.match(rest) or _NOT_ONLY_REMARK.search(rest):
        return None
    return items, rest
