"""A new list's name in quotes, its items right after with no colon: "תפתחי רשימה חדשה 'תיק לגן' חיתולים, מגבונים,
בקבוק", "create a new list "beach bag" towels, sunscreen, hats".

The closing quote ends the name as a colon would; without it the first item was glued to the name ("beach bag'
towels"). Only a quote that opens a word and closes one counts (the apostrophe inside "ג'ימייל" or "mom's" is
neither), only right after the list word, and only when items follow with a comma between them: a single word
after the name may be a remark as well as an item, and is left to the grammar as it was.
"""

from __future__ import annotations

import re

_QUOTED_NAME = re.compile(
    r"(?P<head>(?:\blists?\b|(?<![\u05D0-\u05EA])(?:ה)?רשימ(?:ה|ת))(?:\s+(?:new|called|named|חדשה|בשם|שנקראת|שתיקרא))*\s+)"
    r"(?P<open>['\"“”‘’])(?P<name>[^'\"“”‘’,:;]{1,40}?)(?P<close>['\"“”‘’])(?=\s+(?P<after>[^\s:,][^:]*,[^:]*)$)",
    re.IGNORECASE)


def colon_after_quoted_name(text: str) -> str:
    """`text` with a colon after a quoted list name that items follow ("list 'x' a, b" -> "list 'x': a, b")."""
    m = _QUOTED_NAME.search(text)
    if m is None:
        return text
    return f"{text[:m.end('close')]}:{text[m.end('close'):]}"
