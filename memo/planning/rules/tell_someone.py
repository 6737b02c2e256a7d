"""Word passed to someone else: "תעדכני את הצוות שלי שאני לא מגיעה היום", "let my team know I'm not coming".

Memo speaks only to its user: it sends no message to the team, to mom or to a colleague. Read as the user's own
requests these go wrong ("תעדכני את …" as a change of a task named "הצוות שלי שאני לא מגיעה", its "היום" as the new
day), so the user is asked (a mail, or a reminder to tell them, is theirs to choose). A task or a note updated
("תעדכני את התזכורת של הגנן", "תעדכני אצלך ש…") names what it changes, and is read by its own grammar.
"""

from __future__ import annotations

import re

from memo.planning.dsl import INTENT_UNCLEAR
from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext

ASKED = 0.94  # above a task change's reading (0.9)
_HE = r"\u05D0-\u05EA"
# "תעדכני את הצוות שלי ש…", "תודיעי לאמא ש…", "let my team know (that) …", "update my boss that …"; what is updated is
# someone, told a that-clause about the user or the plans.
_TOLD = re.compile(
    rf"^(?:ת?עדכנ[{_HE}]*|עדכן|עדכני|תודיע[{_HE}]*|הודיע[{_HE}]*)\s+(?:את\s+)?(?P<who>[{_HE}][^,.?!]{{1,30}}?)\s+"
    rf"ש(?:אני|אנחנו|הוא|היא|הם|זה|ה(?=[{_HE}]))"
    r"|^(?:let|tell|update|inform|notify)\s+(?P<en>(?:my|the|our)\s+[a-z]+(?:\s+[a-z]+)?|[a-z]+)\s+(?:know\s+)?"
    r"(?:that\s+)?(?:i'?m|i\s+am|i\s+won'?t|we'?re|we\s+(?:are|won'?t)|the\s+\w+\s+(?:is|was|will))\b",
    re.IGNORECASE)
# What a change of Memo's own things names: a task, a reminder, a note, a list, an event.
_OWN_THING = re.compile(rf"(?<![{_HE}])[בלמ]?ה?(?:תזכורת|משימה|רשימה|פגישה|אירוע|פתק|יומן)|אצלך"
                        r"|\b(?:reminder|task|list|note"
                        r"|meeting|event|calendar)s?\b", re.IGNORECASE)


@grammar
def tell_someone(ctx: RuleContext) -> Intent | None:
    found = _TOLD.match(ctx.text.strip())
    if found is None or _OWN_THING.search(found.group("who") or found.group("en") or ""):
        return None
    return Intent("general", "respond", {"operation": "respond", "kind": "unclear"}, ASKED,
                  missing=[INTENT_UNCLEAR], intent_type="conversation", decided_by="grammar tell_someone: "
                  "word passed to someone else, which Memo cannot send")
