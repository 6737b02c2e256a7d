"""A Hebrew email request opened with its English verb: "draft מייל לועד הבית לבקש שיתקנו את המעלית", "send מייל
לדני שאני מאחרת", "write an מייל ל...".

Every Hebrew email grammar knows "תנסחי מייל ..." and "תשלחי מייל ...": the English verb said before a Hebrew
"מייל" is said in Hebrew ("draft" a draft, "send" a sending), and only an email reading of it is taken.
"""

from __future__ import annotations

import re
from dataclasses import replace

from memo.planning.rules import grammar, understand
from memo.planning.rules.base import Intent, RuleContext

_VERB = re.compile(r"^(?:(?:please|pls|plz)\s+)?(?P<verb>draft|compose|write|prepare|send|shoot)(?:\s+(?:me|an?))?\s+"
                   r"(?=(?:ה)?(?:מייל|אימייל|מכתב)(?![\u05D0-\u05EA]))", re.I)
_HEBREW = {"draft": "תנסחי", "compose": "תנסחי", "write": "תכתבי", "prepare": "תכיני", "send": "תשלחי",
           "shoot": "תשלחי"}


@grammar
def english_verb_hebrew_mail(ctx: RuleContext) -> Intent | None:
    m = _VERB.match(ctx.text)
    if m is None:
        return None
    said = f"{_HEBREW[m['verb'].lower()]} {ctx.text[m.end():]}"
    intent = understand(replace(ctx, raw=said))
    if intent is None or intent.capability != "gmail":
        return None
    intent.confidence = round(min(intent.confidence + 0.01, 0.99), 2)
    return intent
