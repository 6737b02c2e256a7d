"""Text normalisation and the masking scanner that every rule runs through.

Why this exists: all offsets the grammar reports must be offsets in the user's original text,
and no two rules may claim the same words.  So the text is normalised without changing its
length, and each accepted match is recorded as a ``_Fact`` and masked out of the working
string before the next rule runs.  The rules themselves (regex + handler) live in the topic
modules; this module only knows how to apply one.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

_MASK = "\x00"  # replaces consumed characters; neither \w nor \s, so no rule can match across it
_MAX_SCAN = 20_000  # messages longer than this are only scanned at the start (WhatsApp limit ~65k)
# Only the first fact of each kind is used; a few more are masked so that their words cannot be
# misread by later rules, but pathological input ("at 5 " x 2000) must not cost quadratic time.
_MAX_FACTS_PER_RULE = 12

_TRANSLATE = str.maketrans(
    {
        "\u05f3": "'",
        "\u2019": "'",
        "\u2018": "'",
        "`": "'",
        "\u00b4": "'",
        "\u2032": "'",
        "\u05f4": '"',
        "\u201c": '"',
        "\u201d": '"',
        "\u201e": '"',
        "\u2033": '"',
        "\u05be": "-",
        "\u2010": "-",
        "\u2011": "-",
        "\u2012": "-",
        "\u2013": "-",
        "\u2014": "-",
        "\u2212": "-",
        "\u00a0": " ",
        "\u202f": " ",
        "\u2009": " ",
        "\u2007": " ",
        "\u200e": " ",
        "\u200f": " ",
        "\u202a": " ",
        "\u202b": " ",
        "\u202c": " ",
        "\u202d": " ",
        "\u202e": " ",
        "\u2066": " ",
        "\u2067": " ",
        "\u2068": " ",
        "\u2069": " ",
        "\x00": " ",
    }
)


def _normalize(text: str) -> str:
    """Lower-case and unify punctuation *without changing the length* (offsets must survive)."""
    out = text.translate(_TRANSLATE)
    lowered = out.lower()
    if len(lowered) == len(out):
        return lowered
    # A few characters (e.g. "İ") lower-case to two code points; keep those as they are.
    return "".join(c.lower() if len(c.lower()) == 1 else c for c in out)


@dataclass(slots=True)
class _Fact:
    kind: str
    start: int
    end: int
    value: object


_Handler = Callable[[re.Match[str], "_Scan"], "tuple | None"]


class _Scan:
    """Holds the working (masked) text and the facts found so far."""

    __slots__ = ("facts", "original", "text")

    def __init__(self, text: str, original: str = "") -> None:
        self.text = text
        self.original = original or text
        self.facts: list[_Fact] = []

    def run(self, regex: re.Pattern[str], handler: _Handler) -> None:
        """Apply *regex* everywhere; *handler* returns (kind, value[, end[, extra]]) to accept or None to reject.

        ``extra`` lists further ``(kind, start, end, value)`` facts found inside the same match, for
        phrases that say two things at once ("the 5th of next month" is a day of month *and* a month).
        """
        pos = accepted = 0
        while accepted < _MAX_FACTS_PER_RULE:
            m = regex.search(self.text, pos)
            if m is None:
                return
            if m.end() == m.start():
                pos = m.start() + 1
                continue
            result = handler(m, self)
            if result is None:
                pos = m.start() + 1  # a rejected match may hide a valid one starting inside it
                continue
            kind, value = result[0], result[1]
            end = result[2] if len(result) > 2 else m.end()
            for extra in result[3] if len(result) > 3 else ():
                self.add(*extra)
            self.add(kind, m.start(), end, value)
            accepted += 1
            pos = end

    def add(self, kind: str, start: int, end: int, value: object) -> None:
        text = self.text
        while start < end and text[start].isspace():
            start += 1
        while end > start and text[end - 1].isspace():
            end -= 1
        self.facts.append(_Fact(kind, start, end, value))
        self.text = text[:start] + _MASK * (end - start) + text[end:]

    def has(self, kind: str) -> bool:
        return any(f.kind == kind for f in self.facts)


# Each rule is (regex, handler, gate): the full regex only runs when the cheap gate regex finds
# its keyword somewhere in the text.  This keeps long messages fast (most rules never run).
_Rule = tuple[re.Pattern[str], _Handler, "re.Pattern[str] | None"]
