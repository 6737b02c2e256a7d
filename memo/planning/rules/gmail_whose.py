"""Whose email a reply answers when the request points at a person rather than naming one: "reply to his last
email", "answer her message", and the person named in a clause before the request ("mike asked if we can do the
15th, reply to his last email and tell him yes"). Used by gmail.py's reply grammar.
"""

from __future__ import annotations

import re

# "his last email", "her message", "their latest mail": a person pointed at, never a word to search for.
THEIR_MAIL = re.compile(r"(?:his|her|their)\s+(?:(?:last|latest|most\s+recent|new|recent)\s+)?"
                        r"(?:e-?mail|mail|message|msg)", re.IGNORECASE)
# A sender told of first, the reply asked for after: "dana wrote about the invoice, reply to her that it's paid".
_NAMED_BEFORE = re.compile(
    r"^(?P<who>[A-Za-z][\w'-]*)\s+(?:just\s+|already\s+)?(?:asked|asks|is\s+asking|wants(?:\s+to\s+know)?|wrote"
    r"|emailed|mailed|e-mailed|sent|said|replied|answered|wanted\s+to\s+know)\b[^,.;]*[,.;]\s*"
    r"(?P<request>(?:reply|respond|answer|write\s+back)\b.*)$", re.IGNORECASE | re.DOTALL)
_POINTED = re.compile(r"^(?P<verb>(?:reply|respond|answer|write\s+back)\s+(?:to\s+)?)(?:(?P<whose>his|her|their)\b"
                      r"(?=\s+(?:(?:last|latest|most\s+recent|new|recent)\s+)?(?:e-?mail|mail|message|msg)\b)"
                      r"|(?P<whom>him|her|them)\b)", re.IGNORECASE)
_NOT_A_NAME = re.compile(r"i|you|we|they|he|she|it|someone|somebody|everyone|nobody|the|my|this|that", re.IGNORECASE)


def named_before(text: str) -> str | None:
    """The reply request with the person named before it put in place of "his"/"him"; None when there is no such
    person or the request does not point at one."""
    m = _NAMED_BEFORE.match(text)
    if m is None or _NOT_A_NAME.fullmatch(m.group("who")):
        return None
    request, who = m.group("request"), m.group("who")
    pointed = _POINTED.match(request)
    if pointed is None:
        return None
    said = f"{who}'s" if pointed.group("whose") else who
    return f"{pointed.group('verb')}{said}{request[pointed.end():]}"
