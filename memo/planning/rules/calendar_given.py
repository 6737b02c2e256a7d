"""An event the user gives rather than attends, told with its time: "I run drama club every monday and wednesday at
2:45pm", "I teach a pilates class every monday at 6pm", "אני מעבירה חוג דרמה כל שני ורביעי ב-14:45".

A teacher's club, a coach's practice or a workshop the user leads is in their day the way one they go to is, so it
is read as "I have ...": the event grammar then asks of it what it asks of any event told (an event word and a time).
"I run every monday at 6am" or "I take my meds every day at 8" names no event, and stays unread here.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.calendar import create_event

_GIVEN = re.compile(r"^(?:(?:i|we)\s+(?:run|teach|lead|coach|host|give|take)\s+(?P<en>\S)"
                    r"|(?:אני|אנחנו)\s+(?:מעביר|מעבירה|מעבירים|מלמד|מלמדת|מלמדים|מדריך|מדריכה|מאמן|מאמנת|מנחה"
                    r"|מנהל|מנהלת)\s+(?:את\s+)?(?P<he>\S))", re.IGNORECASE)


@grammar
def given_event(ctx: RuleContext) -> Intent | None:
    text = ctx.text.strip()
    m = _GIVEN.match(text)
    if m is None:
        return None
    start = m.start("en") if m.group("en") else m.start("he")
    told = f"{'I have' if m.group('en') else 'יש לי'} {text[start:]}"
    intent = create_event(RuleContext(raw=told, now=ctx.now, language=ctx.language,
                                      latest_actions=ctx.latest_actions))
    if intent is None or intent.capability != "calendar" or intent.action not in ("create", "createRecurring"):
        return None
    return intent
