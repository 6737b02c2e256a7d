"""Who holds a key, a remote or a card of one's own place (`second-brain / search`): "מי מחזיק את המפתח של המחסן",
"אצל מי השלט של החניה", "who has the key to the storeroom", "who's got the spare keys for the office".

Who was given the key of the storeroom, the gate remote or the office card is something only the user told Memo;
no one else knows it, so the question is a lookup in the notes, not general knowledge. Only things one holds to get
in (a key, a remote, a card, a badge) of a place named as one's own ("the", "our"): "who has the key to success",
"who has the best pizza in town" or "מי מחזיק בשיא העולם" are not kept.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext, tidy
from memo.planning.rules.notes import core
from memo.planning.rules.notes_recall import PERSONAL

MAX_CHARS = 100
_HE = r"\u05D0-\u05EA"
_E = rf"(?![\w{_HE}])"

_THING_EN = r"(?:spare\s+|extra\s+|other\s+|second\s+)?(?:keys?|remotes?|key\s*cards?|cards?|badges?|fobs?|key\s+fobs?)"
_THING_HE = r"(?:ה)?(?:מפתח|מפתחות|שלט|שלטים|כרטיס|כרטיסים|צ'יפ|תג)(?:\s+(?:ה)?(?:רזרבי|נוסף|השני|הספייר))?"
_HOLDER = re.compile(
    rf"^(?:who|whos|who's)\s+(?:has|have|holds|keeps|got|has\s+got|'s\s+got|(?:is\s+)?holding|(?:is\s+)?keeping|took)\s+"
    rf"(?P<q>(?:the|our|my)\s+{_THING_EN}\s+(?:to|of|for)\s+(?:the|our|my|\w+'s)\s+[\w'-]+(?:\s+[\w'-]+){{0,2}}"
    rf"|(?:the|our|my|\w+'s)\s+[\w'-]+(?:\s+[\w'-]+)?\s+{_THING_EN})\s*\??$"
    rf"|^(?:מי|למי\s+יש|אצל\s+מי)\s+(?:(?:מחזיק|מחזיקה|מחזיקים|שומר|שומרת|לקח|לקחה|יש\s+את|נמצא|נמצאים)\s+)?(?:את\s+)?"
    rf"(?P<qh>{_THING_HE}\s+(?:של|ל|מ)\s*(?:ה)?\S+(?:\s+\S+)?|{_THING_HE}\s+(?:ל|ב|מ)?(?:ה)?[{_HE}]\S*)\s*\??$",
    re.IGNORECASE)


@grammar
def key_holder(ctx: RuleContext) -> Intent | None:
    """ "מי מחזיק את המפתח של המחסן": who was given a key of one's own place."""
    text = core(ctx.text).strip()
    if len(text) > MAX_CHARS:
        return None
    m = _HOLDER.match(text)
    if m is None:
        return None
    query = tidy(m.group("q") or m.group("qh"))
    query = re.sub(r"^(?:the|our|my)\s+", "", query, flags=re.IGNORECASE)
    return Intent("second-brain", "search", {"operation": "search", "query": query}, PERSONAL, entity="note")
