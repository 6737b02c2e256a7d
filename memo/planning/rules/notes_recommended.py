"""A place or a thing someone recommended, to keep: "Tal says try Shila in Tel Aviv, get the sea bream carpaccio",
"Dana recommends the hummus place on Herzl", "טל ממליצה על שילה בתל אביב", "רוני אמר לנסות את הקפה בפינה".

Someone named, a verb of recommending ("recommends", "says try", "swears by", "ממליצה על", "אמר לנסות"), and what.
A request ("Dana recommends we book for Friday"), a time or a question is left to the other grammars.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.notes import _EVENTS, _store, core
from memo.planning.rules.notes_clients import _NAME_EN, _NAME_HE
from memo.planning.rules.notes_passing import _REQUEST

RECOMMENDED = 0.86
_HE = r"\u05D0-\u05EA"

_RECOMMENDS = re.compile(
    rf"^{_NAME_EN}\s+(?:(?:says|said|thinks|told\s+(?:me|us))\s+(?:(?:we|i)\s+should\s+|to\s+|that\s+we\s+should\s+)?"
    r"(?:try|check\s+out|go\s+to|order)|(?:really\s+|highly\s+)?(?:recommends|recommended|suggests|suggested"
    r"|swears\s+by|raves\s+about|loves)(?:\s+(?:trying|going\s+to|checking\s+out))?)\s+(?P<what>\S.{2,})$"
    rf"|^{_NAME_HE.replace('name', 'name_he')}\s+(?:(?:ממליץ|ממליצה|ממליצים|המליץ|המליצה|המליצו)(?:\s+(?:על|לנסות"
    r"(?:\s+את)?|ללכת\s+ל))?|(?:אומר|אומרת|אומרים|אמר|אמרה|אמרו)\s+(?:ש?(?:כדאי|שווה|חייבים)\s+)?(?:לנסות|ללכת\s+ל|להזמין)"
    rf"(?:\s+את)?)\s+(?P<what_he>\S.{{2,}})$", re.IGNORECASE)


@grammar
def recommended(ctx: RuleContext) -> Intent | None:
    """ "Tal says try Shila in Tel Aviv, get the sea bream carpaccio": a recommendation, to keep."""
    text = core(ctx.text).strip()
    if len(text) > 200 or "?" in text or ctx.time is not None or _EVENTS.search(text):
        return None
    m = _RECOMMENDS.match(text)
    if m is None or _REQUEST.search(m.group("what") or m.group("what_he") or ""):
        return None
    return _store(text, "fact", RECOMMENDED)
