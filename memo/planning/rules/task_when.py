"""A reminder tied to a moment of one's day rather than to a clock time: "remind me when I get home to charge the
ipad", "remind me when I see dana to give her the book", "remind me when the meeting ends to call the client".

Memo reminds at times, not on arrivals, so the reminder is made with its time asked ("when should I remind you?"),
the moment kept in its words. It is a request, not a question: "remind me when my appointment is" asks for a fact
(the notes' question) and has no errand after it; "remind me when I have to leave" has no moment of the day.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext, tidy
from memo.planning.rules.task_errands import opens_an_errand
from memo.planning.rules.task_implied import opens_with_task_verb
from memo.planning.rules.task_words import core

# "remind me when I get home", "... once we land", "... as soon as the meeting ends": the moment, said of oneself
# (arriving, leaving, waking, finishing, meeting someone) or of an event ending or starting.
_MOMENT = re.compile(
    r"^(?:(?:can|could|would|will)\s+(?:you|u)\s+|pls\s+|please\s+)?(?:remind|ping|text|nudge)\s+me\s+"
    r"(?P<moment>(?:when|once|as\s+soon\s+as|whenever)\s+"
    r"(?:(?:i|we)\s+(?:(?:get|come|go)\s+(?:home|back|in|out|off|there|here|to\s+)|arrive|land|reach|wake\s+up|leave"
    r"|finish|see|meet|pass|walk|drive|am\s+(?:done|at|back|home)|get\s+up)|(?:i'?m|we'?re)\s+(?:done|at|back|home)"
    r"|(?:the|my|our)\s+[a-z' ]{2,30}?\s+(?:ends|is\s+over|finishes|starts|begins|arrives|gets\s+here|lands"
    r"|go(?:es)?\s+to\s+(?:sleep|bed)|(?:is|are)\s+asleep)\b))",
    re.IGNORECASE)

# Verbs of small things done on the spot, beyond the errand verbs: "give her the book", "charge the ipad".
_HANDS_ON = re.compile(r"^(?:give|hand|show|fold|charge|plug\s+in|unplug|lock|switch\s+off|turn\s+off|grab|put|tell"
                       r"|ask)\s+\w", re.IGNORECASE)


@grammar
def reminder_at_a_moment(ctx: RuleContext) -> Intent | None:
    """ "remind me when I get home to charge the ipad": the errand after the moment, its time asked."""
    text = core(ctx)
    found = _MOMENT.match(text)
    if found is None:
        return None
    rest = text[found.end("moment"):]
    # The errand starts at a "to" that opens a verb: "when I get to the office to print the forms".
    for to in re.finditer(r"\s+to\s+", rest, re.IGNORECASE):
        errand = tidy(rest[to.end():]).strip(" .!?")
        if opens_an_errand(errand) or opens_with_task_verb(errand) or _HANDS_ON.match(errand):
            moment = tidy(found.group("moment") + rest[:to.start()])
            args = {"operation": "create", "text": f"{errand} {moment}"}
            # Above the notes' reading of "remind me when ..." as a question (0.86).
            return Intent("database", "create", args, 0.9, missing=["dueDate"], entity="task")
    return None
