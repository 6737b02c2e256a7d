"""A fact written under its label, with a colon and no verb: "router password hint: first dog's name + the year we moved
in", "קוד לשער אצל ההורים של רוני: 4590#", "Noam's sizes at Zara: jeans 10-11Y, shirts 140".

The label must name a kind of fact people keep (a code, a password, a size, a number; notes._is_fact_key), in the
singular or the plural. A label of another tool ("reminder: ...", "shopping list: ..."), a to-do after the colon
("dana's number: call her tomorrow"), a clock time or a question is left to the other grammars.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.notes import _EVENTS, _TODO_START, _store, core
from memo.planning.rules.notes_changes import _clock, _is_kept
from memo.planning.rules.notes_clients import _TODO

LABELLED = 0.86  # a label and its value say "keep this" plainly, but with no verb of saving
_HE = r"\u05D0-\u05EA"

_LABEL = re.compile(r"^(?P<key>[^:?\n]{3,60}?)\s*:\s*(?P<val>\S[^\n]{0,200})$")
# "sizes", "codes", "hints": the plural names the same kind of fact as the singular.
_PLURAL = re.compile(r"\b(size|code|number|password|pin|hint)s\b", re.IGNORECASE)
_PLURAL_HE = {"מידות": "מידה", "קודים": "קוד", "סיסמאות": "סיסמה", "מספרים": "מספר"}
# A hint or a clue to a secret is kept as the secret is: "router password hint", "רמז לסיסמה".
_HINT = re.compile(rf"\bhints?\b|(?<![{_HE}])רמז(?![{_HE}])", re.IGNORECASE)


@grammar
def labelled_fact(ctx: RuleContext) -> Intent | None:
    """ "קוד לשער אצל ההורים של רוני: 4590#": a kept kind of fact, a colon, its value."""
    text = core(ctx.text).strip()
    m = _LABEL.match(text)
    if m is None or text.endswith("?") or _clock(ctx) or _EVENTS.search(text):
        return None
    key, value = m.group("key").strip(), m.group("val").strip()
    singular = re.sub(rf"(?<![{_HE}])(ה?)({'|'.join(_PLURAL_HE)})(?![{_HE}])",
                      lambda p: p.group(1) + _PLURAL_HE[p.group(2)], _PLURAL.sub(r"\1", key))
    if not (_is_kept(singular) or _HINT.search(key)):
        return None
    if _TODO_START.match(value) or _TODO.match(value):
        return None  # "dana's number: call her tomorrow": something to do
    return _store(text, "fact", LABELLED)
