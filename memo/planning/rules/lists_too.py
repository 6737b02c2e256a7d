"""More items said after the list: "add hummus and pita to the shopping list, oh and paper plates too".

A request to add names its items and the list; a clause after the list that names more things with "too",
"as well" or "also" ("…, and paper plates too", "…, also napkins", "…, וגם צלחות") adds them to the same
list, and so does a bare clause of things one buys or packs ("…, paper plates": the "too" may be gone already).
Read as a remark, it would be dropped without a word. A clause that is a clause (a subject and a verb,
"…, dani wants it too"), says which kind ("…, no sugar"), points at something ("…, that too") or asks for more
("…, remind me too") is not read here.
"""

from __future__ import annotations

import re

from memo.planning.rules.lists_context import REFERENCE
from memo.planning.rules.lists_lexicon import is_packing, is_product
from memo.planning.rules.lists_remarks import clause_like
from memo.planning.rules.lists_words import split_items

_HE = r"\u05D0-\u05EA"
_MORE = re.compile(
    r"^(?:(?:oh|ah|and|plus)[\s,]+)*(?:(?:also|and\s+also)\s+(?P<also>.+?)|(?P<too>.+?)\s+(?:too|as\s+well|also))"
    r"[\s.!]*$"
    r"|^(?:אה[\s,]+)?ו?גם\s+(?P<gam>.+?)[\s.!]*$", re.IGNORECASE)
_OPENER = re.compile(r"^(?:(?:oh|ah|and|plus)[\s,]+)+", re.IGNORECASE)
# Words of a request or of pointing back: the clause is not a plain naming of things.
_NOT_THINGS = re.compile(
    rf"\b(?:remind|add|put|remove|delete|call|send|it|that|this|them|those|these|me|us|you|list|to|on|for|no|not"
    rf"|without|only|just|instead|one|ones|the|kind|like|likes)\b"
    rf"|(?<![{_HE}])(?:זה|אותו|אותה|אותם|תזכירי|תזכיר|תוסיפי|תוסיף|לרשימה|ברשימה|לי|בלי|לא|רק|במקום)(?![{_HE}])"
    rf"|\d{{1,2}}:\d{{2}}", re.IGNORECASE)


def more_items(tail: str) -> list[str]:
    """The things a clause after the list adds ("oh and paper plates too" -> ["paper plates"]); [] if none."""
    found = _MORE.match(tail.strip(" ,;"))
    if found is None:
        bare = _OPENER.sub("", tail.strip(" ,;.!"))
        things = split_items(bare) if bare and not _NOT_THINGS.search(bare) and not clause_like(bare) else []
        return things if things and all(is_product(t) or is_packing(t) for t in things) else []
    raw = (found.group("also") or found.group("too") or found.group("gam") or "").strip(" ,")
    if not raw or len(raw.split()) > 6 or _NOT_THINGS.search(raw) or clause_like(raw) or REFERENCE.fullmatch(raw):
        return []
    return split_items(raw)
