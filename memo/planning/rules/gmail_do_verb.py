"""A mail command said with "do" and the English verb ("תעשה archive לכל הניוזלטרים", "תעשי ארכיון למיילים מהבנק"),
put as the sentence the mailbox patterns read (gmail_manage.py)."""

from __future__ import annotations

import re

# "תעשה archive לכל הניוזלטרים", "תעשי ארכיון למיילים מהבנק": the English verb (or its noun) after "do" is the command.
_DO_VERB = re.compile(r"^(?:תעשה|תעשי|עשה|עשי|לעשות|תעשו)\s+(?:לי\s+)?(?P<op>archive|ארכיון|ארכוב|delete|דיליט"
                      r"|mark\s+as\s+read|forward|fwd|פורוורד|פורווארד)\s+(?:ל-?(?=\S)|את\s+|על\s+)?",
                      re.IGNORECASE)
_DONE_AS = {"ארכיון": "archive", "ארכוב": "archive", "דיליט": "delete", "פורוורד": "forward",
            "פורווארד": "forward", "fwd": "forward"}


def do_verb(text: str) -> str:
    """"תעשה archive לכל הניוזלטרים" -> "archive כל הניוזלטרים": the sentence the mailbox patterns read."""
    m = _DO_VERB.match(text)
    if m is None:
        return text
    op = m.group("op").lower()
    return f"{_DONE_AS.get(op, op)} {text[m.end():]}"
