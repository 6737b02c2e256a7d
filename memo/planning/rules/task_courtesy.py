"""A sentence of courtesy closing a formal message ("Much obliged.", "Thank you in advance", "בברכה", "תודה רבה"):
it thanks, and asks nothing ("Many" alone is what is left of "Many thanks" once the thanks are cut).
`task_words.closing_report` passes over it, so that "X was sent, so that task can be marked as done. Much obliged."
is still one report and its closing sentence.
"""

from __future__ import annotations

import re

_COURTESY = re.compile(
    r"^(?:(?:thank\s+you|thanks|many\s+thanks|thanks\s+a\s+lot|thank\s+you\s+very\s+much|much\s+obliged|much\s+appreciated"
    r"|(?:it'?s\s+|that'?s\s+)?(?:greatly\s+|much\s+)?appreciated|cheers|regards|best\s+regards|kind\s+regards"
    r"|with\s+thanks|obliged|thx|ty|tnx"
    r"|many|much|so\s+much)(?:\s+(?:in\s+advance|again|so\s+much|a\s+lot|memo))*"
    r"|תודה|תודה\s+רבה|תודה\s+מראש|מודה\s+לך|בברכה|בתודה|תודה\s+רבה\s+מראש|תודה\s+לך|המון\s+תודה)[\s!.]*$",
    re.IGNORECASE)


def courtesy(part: str) -> bool:
    """Whether a sentence of the message is only thanks or a sign-off."""
    return bool(_COURTESY.match(part.strip()))
