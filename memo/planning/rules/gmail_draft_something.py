"""A draft asked for with no mail word: "draft something to my landlord saying the heater's broken again", "prepare a
letter for the school that noa will be absent", "תנסחי משהו לבעל הבית שהדוד שוב התקלקל".

Memo drafts only email, so "draft" (or "prepare", "תנסחי") with "something", "a message" or "a letter" to a person
asks for an email draft, read by send_email as "draft an email to …" ("compose": kept, never sent). "write something
to dana" may be a chat message, "prepare a note" a note: those are left to other grammars.
"""

from __future__ import annotations

import re
from dataclasses import replace

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.gmail import send_email

_DRAFT_EN = re.compile(r"^(?P<verb>draft|prepare|prep)\s+(?:me\s+)?(?:something|a\s+(?:quick\s+|short\s+|polite\s+)?"
                       r"(?:message|letter))\s+(?:to|for)\s+(?P<rest>\S.+)$", re.IGNORECASE | re.DOTALL)
# "draft to avi@example.com: offsite moved to jan": a note-to-self draft, the recipient and the words after a colon.
# Only "draft" (never "prep for the interview: ...") and only with the colon.
_DRAFT_TO_EN = re.compile(r"^(?P<verb>draft)\s+(?:to|for)\s+(?P<rest>[^:\s][^:]{0,60}:\s*\S.+)$",
                          re.IGNORECASE | re.DOTALL)
_DRAFT_HE = re.compile(r"^(?P<verb>תנסחי|תנסח|נסחי|נסח)\s+(?:לי\s+)?(?:משהו|הודעה|מכתב)\s+(?P<rest>ל\S.+)$",
                       re.DOTALL)


@grammar
def draft_something(ctx: RuleContext) -> Intent | None:
    text = ctx.text.strip()
    if (m := _DRAFT_EN.match(text) or _DRAFT_TO_EN.match(text)) is not None:
        said = f"draft an email to {m['rest']}"
    elif (m := _DRAFT_HE.match(text)) is not None:
        said = f"{m['verb']} מייל {m['rest']}"
    else:
        return None
    intent = send_email(replace(ctx, raw=said))
    if intent is None or intent.args.get("operation") != "compose":
        return None  # only a draft: a message sent on these words alone could be the wrong kind
    return intent
