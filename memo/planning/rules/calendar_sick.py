"""Who is sick, said before the event it calls off: "Ben's sick 🤒 remove Friday's playdate at Omer's from the
calendar", "I'm ill, cancel tomorrow's dentist", "בן חולה, תבטלי את החוג מחר".

The reason runs into the request, often with no comma, only an emoji, so the event grammar read the whole message
as a new event named "Ben's sick remove ...". The reason says why, not which event: the request after it is read
alone by delete_event, and it still asks before anything is deleted.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.calendar import DELETE_VERBS
from memo.planning.rules.calendar_changes import delete_event

_SICK = (r"sick|ill|unwell|not\s+feeling\s+(?:well|good|great)|(?:running\s+)?a\s+fever|(?:has|have|got)\s+(?:a\s+)?"
         r"(?:fever|flu|cold|covid|virus|stomach\s+bug)|חול(?:ה|ים|ות)|לא\s+מרגיש(?:ה|ים)?\s+טוב|עם\s+חום|חטף\s+\S+")
# A short reason (a few words), what it says, then any emoji or stop, then the request with its delete verb.
_REASON = re.compile(rf"^(?P<why>(?:\S+\s+){{0,4}}?(?:is\s+|'s\s+|am\s+|'m\s+|are\s+|'re\s+)?(?:{_SICK}))"
                     rf"(?:\s+(?:today|again|today\s+too|היום|שוב))?[^\w\u0590-\u05FF]*\s+"
                     rf"(?P<rest>(?:(?:so|then|pls|please|can\s+you|אז|בבקשה)\s+)*{DELETE_VERBS}(?!\S).*)$", re.I)


@grammar
def delete_after_sick(ctx: RuleContext) -> Intent | None:
    m = _REASON.match(ctx.text.strip())
    if m is None:
        return None
    named = RuleContext(raw=m.group("rest"), now=ctx.now, language=ctx.language, latest_actions=ctx.latest_actions)
    intent = delete_event(named)
    if intent is None or intent.action != "delete":
        return None
    intent.confidence = max(intent.confidence, 0.93)
    intent.decided_by = "grammar calendar_sick.delete_after_sick"
    return intent
