"""A request to keep something led by a call to pay attention: "שימי לב ותשמרי: סבתא אוהבת את הקוגל שלה מלוח",
"תשים לב ותרשום - הקוד החדש 4411", "pay attention and save this: grandma takes her kugel salty".

"שימי לב ו..." only asks for attention: what follows is read as the notes read it alone (notes.store_note).
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.asides import replace_text
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.notes import core, store_note

_HE = r"\u05D0-\u05EA"
_HEED = re.compile(r"^(?:(?:תשים|תשימי|שים|שימי|תשימו|שימו)\s+לב|pay\s+attention|attention|listen(?:\s+up)?)"
                   r"\s*[,:\-–]?\s*(?:ו|and\s+)(?=(?:תשמ|שמ|תרש|רש|תזכ|זכ|save|store|note|remember|keep|write))",
                   re.IGNORECASE)


@grammar
def heed_and_keep(ctx: RuleContext) -> Intent | None:
    """ "שימי לב ותשמרי: סבתא אוהבת את הקוגל שלה מלוח": the request to keep, after the call to pay attention."""
    text = core(ctx.text)
    m = _HEED.match(text)
    if m is None:
        return None
    found = store_note(replace_text(ctx, text[m.end():]))
    if found is not None:
        found.decided_by = "grammar notes_heed.heed_and_keep; read without the call to pay attention"
    return found
