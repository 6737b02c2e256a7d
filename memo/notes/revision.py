"""How a change the user asks for is folded into a saved note.

"update the note about the gate code: the code is now 5555" rewrites a one-line fact, and the new text
replaces it. But "update the orange cake recipe, it's 170 degrees not 180" names one detail of a long note:
replacing the recipe with that sentence would throw the recipe away. So a short change to a long note
edits it: "170 not 180" ("170 במקום 180", "180 → 170") swaps the one place the old value stands, and any
other change is added as a line of its own. Nothing the user saved before is lost.
"""

from __future__ import annotations

import re

LONG_NOTE_CHARS = 160  # a note longer than this, or of several lines, is more than one fact
PART_OF_IT = 0.6  # a change shorter than this share of the note is about a part of it

_VALUE = r"\d+(?:[.,:]\d+)?|[^\W\d_][\w'\"-]*"
# "170 not 180", "170 and not 180", "170 instead of 180", "170 rather than 180", "170 ולא 180", "170 במקום 180",
# and the arrow written either way round ("180 -> 170", "180 → 170").
_SWAPS = (
    re.compile(rf"(?<![\w.,])(?P<new>{_VALUE})(?:\s+[^\W\d_]+)?\s*,?\s+(?:and\s+)?(?:not|instead\s+of|rather\s+than"
               rf"|ולא|במקום|לא)\s+(?P<old>{_VALUE})(?![\w])", re.IGNORECASE),
    re.compile(rf"(?<![\w.,])(?P<old>{_VALUE})(?:\s+[^\W\d_]+)?\s*(?:->|→|=>)\s*(?P<new>{_VALUE})(?![\w])"),
)


def revised(old: str, change: str) -> str:
    """The note's new text after `change`: the change itself when it restates the note, else the note edited."""
    old, change = old.strip(), change.strip()
    if (len(old) <= LONG_NOTE_CHARS and "\n" not in old) or len(change) >= PART_OF_IT * len(old):
        return change
    swapped = _swapped(old, change)
    if swapped is not None:
        return swapped
    return f"{old}\n{change}"


def _swapped(old: str, change: str) -> str | None:
    """`old` with the one value the change replaces swapped for the new one, or None when it names no value
    that stands exactly once in the note (which of several would be a guess)."""
    for pattern in _SWAPS:
        for match in pattern.finditer(change):
            before = re.compile(rf"(?<![\w.,]){re.escape(match['old'])}(?![\w])", re.IGNORECASE)
            places = before.findall(old)
            if len(places) == 1 and match["old"].casefold() != match["new"].casefold():
                return before.sub(lambda _: match["new"], old, count=1)
    return None
