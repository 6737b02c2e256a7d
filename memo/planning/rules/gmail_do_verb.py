"""A mail command's verb as the mailbox patterns read it (gmail_manage.py): said with "do" and the English verb
("תעשה archive לכל הניוזלטרים", "תעשי ארכיון למיילים מהבנק"), or with a polite word right after it ("תקראי לי
בבקשה את המייל ...", "read me please the email ...")."""

from __future__ import annotations

import re

# "תעשה archive לכל הניוזלטרים", "תעשי ארכיון למיילים מהבנק": the English verb (or its noun) after "do" is the command.
_DO_VERB = re.compile(r"^(?:תעשה|תעשי|עשה|עשי|לעשות|תעשו)\s+(?:לי\s+)?(?P<op>archive|ארכיון|ארכוב|delete|דיליט"
                      r"|mark\s+as\s+read|forward|fwd|פורוורד|פורווארד)\s+(?:ל-?(?=\S)|את\s+|על\s+)?",
                      re.IGNORECASE)
_DONE_AS = {"ארכיון": "archive", "ארכוב": "archive", "דיליט": "delete", "פורוורד": "forward",
            "פורווארד": "forward", "fwd": "forward"}
# "תקראי לי בבקשה את ...", "תכיני לי בבקשה טיוטה ...", "read me please ...": the polite word between the verb (and
# "to me") and what is asked says nothing of it; the patterns expect the verb's object right after it.
_POLITE_AFTER_VERB = re.compile(r"^(?P<verb>\S+(?:\s+(?:לי|לנו|me|us))?)[\s,]+(?:בבקשה|please|pls|plz)(?:\s*,)?\s+",
                                re.IGNORECASE)


def do_verb(text: str) -> str:
    """"תעשה archive לכל הניוזלטרים" -> "archive כל הניוזלטרים", "תקראי לי בבקשה את ..." -> "תקראי לי את ...": the
    sentence the mailbox patterns read."""
    text = _POLITE_AFTER_VERB.sub(r"\g<verb> ", text, count=1)
    m = _DO_VERB.match(text)
    if m is None:
        return text
    op = m.group("op").lower()
    return f"{_DONE_AS.get(op, op)} {text[m.end():]}"


# "תעשי reply לנטע שיום חמישי בעשר works for me": "do reply" is the reply verb.
_DO_REPLY = re.compile(r"^(?:תעשה|תעשי|עשה|עשי|תעשו)\s+(?:(?:reply|ריפליי|רפליי)(?P<all>[\s-]+(?:all|לכולם))?)\s+(?=ל)",
                       re.IGNORECASE)


def do_reply(text: str) -> str:
    """"תעשי reply לנטע ש…" -> "תעני לנטע ש…": the sentence the reply patterns read."""
    m = _DO_REPLY.match(text)
    return text if m is None else f"תעני{' לכולם' if m['all'] else ''} {text[m.end():]}"
