"""A tradesperson's visit moved by a command: "move the AC technician to friday 9am", "push the plumber to 8am
thursday", "תזיזי את הטכנאי של המזגן ליום שישי בתשע".

The visit is booked for an hour, so the command moves an event, not a to-do; yet the tradesperson alone is no event
word (a report such as "the plumber tomorrow moved from 2 to 5", or "call the plumber at 10", is not one). Only the
command to move, with the tradesperson as its object, is read here: as the move of that visit's appointment, and the
event searched for by the words the user said.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.calendar_changes import move_event

CONFIDENCE = 0.95  # above the task grammar's reading of "move <something> to <time>"
_VISIT_EN = (r"(?:technician|tech\s+guy|plumber|electrician|handyman|repairman|installer|exterminator|locksmith)s?"
             r"(?:\s+visit)?")
_VISIT_HE = r"ה(?:טכנאי(?:ת)?|אינסטלטור|שרברב|חשמלאי(?:ת)?|הנדימן|שיפוצניק|מדביר|מנעולן)(?:\s+של\s+ה?\S+)?"
_MOVE_EN = re.compile(
    r"^(?:(?:please|pls|can\s+you|could\s+you)\s+)?(?P<verb>move|push|reschedule|shift)\s+"
    rf"(?:the|my|our)\s+(?P<what>(?:[\w'-]+\s+){{0,2}}?{_VISIT_EN})\s+(?P<rest>(?:to|till|until|for)\s+\S.*)$", re.I)
_MOVE_HE = re.compile(rf"^(?P<verb>תזיז|תזיזי|תעביר|תעבירי|תדחה|תדחי)\s+את\s+(?P<what>{_VISIT_HE})\s+(?P<rest>ל\S.*)$")


@grammar
def move_home_visit(ctx: RuleContext) -> Intent | None:
    text = ctx.text.strip()
    if (m := _MOVE_EN.match(text)) is not None:
        raw, lead = f"{m['verb']} the {m['what']} appointment {m['rest']}", ""
    elif (m := _MOVE_HE.match(text)) is not None:
        raw, lead = f"{m['verb']} את התור של {m['what']} {m['rest']}", "תור של "
    else:
        return None
    intent = move_event(RuleContext(raw=raw, now=ctx.now, language=ctx.language, latest_actions=ctx.latest_actions))
    criteria = (intent.args.get("searchCriteria") or {}) if intent is not None else {}
    if intent is None or (intent.capability, intent.action) != ("calendar", "update") or not criteria.get("summary"):
        return None
    summary = re.sub(r"\s+appointment$", "", criteria["summary"])
    criteria["summary"] = summary[len(lead):] if lead and summary.startswith(lead) else summary
    intent.confidence = max(intent.confidence, CONFIDENCE)
    intent.decided_by = "grammar calendar_home_visit.move_home_visit"
    return intent
