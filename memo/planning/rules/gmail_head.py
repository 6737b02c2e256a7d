"""The words before the mail noun of a description (gmail_manage.py's email_target) that say which emails:
"archive all the Skyscanner price alert emails" is described by "Skyscanner price alert". "all", "the", "my" say
how many and whose, not which, so they do not count against the few words a description may have before its noun.
"""

from __future__ import annotations

import re

_DETERMINERS = re.compile(r"\b(?:all|the|my|of|those|these|this|that|any|every|both|your|our)\b", re.IGNORECASE)


def described_words(head: str) -> list[str]:
    """The words of `head` that describe the emails, without its determiners."""
    return _DETERMINERS.sub(" ", head).split()
