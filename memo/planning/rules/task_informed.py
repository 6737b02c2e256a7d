"""A report of a task done, opened the way formal writers open a letter: "שלום, רציתי לעדכן שהתקשרתי כבר לגברת לוי,
אפשר לסמן את זה כבוצע", "I wanted to let you know that the quote was sent, you can mark it as done", "Just an
update: I called the supplier, stop reminding me".

The opening ("I wanted to let you know that", "רציתי לעדכן ש", a greeting before it) says only that news follows.
The message is read without it by the grammars of a task done (`task_implied.reported_done`,
`task_complete.complete_task`); what they make of the rest is the reading, as sure as they are of it.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.task_words import HE

_E = rf"(?![\w{HE}])"
_GREETING = (r"(?:(?:hi|hello|hey|good\s+(?:morning|afternoon|evening)|dear\s+\w+|שלום|היי|הי|בוקר\s+טוב|ערב\s+טוב"
             r"|צהריים\s+טובים)[\s,!.:]+)?")
_OPENING = re.compile(
    rf"^{_GREETING}(?:"
    r"(?:i\s+)?(?:just\s+)?(?:wanted|want|would\s+like|wished|am\s+writing|'m\s+writing)\s+to\s+"
    r"(?:let\s+you\s+know|inform\s+you|update\s+you|tell\s+you|report)(?:\s+that)?[\s,:]*"
    r"|(?:i'?m|i\s+am)\s+(?:pleased|happy|glad)\s+to\s+(?:inform\s+you|report|let\s+you\s+know)(?:\s+that)?[\s,:]*"
    r"|(?:just\s+)?(?:an?\s+)?(?:quick\s+)?(?:update|fyi|for\s+your\s+information)(?:\s+that)?[\s,:-]+"
    rf"|(?:רק\s+)?(?:רציתי|רצינו|אני\s+רוצה|אני\s+רוצה)\s+(?:לעדכן|להגיד|לומר|לספר|להודיע)(?:\s+(?:אותך|לך))?"
    rf"(?:\s+ש|\s+כי\s+|\s*[,:]\s*)"
    rf"|(?:רק\s+)?(?:עדכון|לידיעתך|לעדכונך){_E}[\s,:-]+)",
    re.IGNORECASE)


@grammar
def informed_done(ctx: RuleContext) -> Intent | None:
    """ "I wanted to let you know that <a task done>": the report, read without its opening."""
    match = _OPENING.match(ctx.text)
    if match is None or not ctx.text[match.end():].strip():
        return None
    from memo.planning.rules.task_complete import complete_task
    from memo.planning.rules.task_implied import reported_done

    rest = RuleContext(ctx.text[match.end():].strip(), ctx.now, ctx.language, ctx.latest_actions)
    readings = [intent for intent in (reported_done(rest), complete_task(rest)) if intent is not None]
    best = max(readings, key=lambda intent: intent.confidence, default=None)
    if best is not None:
        # Above the same grammars' reading of the whole message, whose task words would hold the opening.
        best.confidence = min(0.95, best.confidence + 0.01)
    return best
