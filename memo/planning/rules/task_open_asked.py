"""The open tasks asked about in fragments, without a question word: "נשאר לי משהו דחוף שלא סגרתי", "יש משהו פתוח
שלא טיפלתי בו?", "anything still open from last week on my to do", "anything urgent i haven't closed yet", and
what Memo was asked to remind of: "מה ביקשתי שתזכירי לי היום", "what did i ask you to remind me about today", and a
day's reminders with the day said first ("this week's reminders?").

Each is the database's `getAll` of the open tasks (task_queries.py reads the questions that ask it outright), with
the day's window when one is said. Only time words, "from last week" and courtesy may follow: "what did i ask you to
remind me to buy" asks something narrower, and "anything still open" alone (a shop? a ticket?) names no task, so a
fragment needs an open/undone clause said of the user ("שלא סגרתי", "i haven't done") or the to-do list named.
"""

from __future__ import annotations

import re
from typing import Any

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext, iso
from memo.planning.rules.task_queries import _only_time_follows
from memo.planning.rules.task_words import HE, core, core_of, timed
from memo.planning.timeexpr import parse_range

_E = rf"(?![\w{HE}])"
# Above the note search's "יש משהו ש..." (0.93), which would look "שלא עשיתי" up in the notes.
_OPEN = 0.94
# "על מה ביקשתי שתזכירי לי מחר": the question word before "remind me" makes it no reminder (tasks.py's, 0.95).
_ASKED = 0.96

_SOMETHING_HE = r"(?:משהו|משו|דברים|משימות|משימה|תזכורות|מטלות|מטלה)"
_URGENT_HE = r"(?:דחוף|דחופים|דחופות|דחופה|חשוב|חשובים|חשובות|פתוח|פתוחים|פתוחות|פתוחה)"
_UNDONE_HE = (r"ש(?:עוד\s+|עדיין\s+)?(?:לא|טרם)\s+(?:סגרתי|עשיתי|סיימתי|גמרתי|הספקתי|ביצעתי"
              r"|טיפלתי(?:\s+(?:בו|בה|בהם|בהן))?|סימנתי)|ש(?:שכחתי|פספסתי)")
_OPEN_HE = re.compile(
    rf"^(?:האם\s+)?(?:(?:עוד\s+)?(?:נשאר|נשארו|נותר|נותרו|יש)\s+(?:לי\s+)?(?:עוד\s+)?)?{_SOMETHING_HE}"
    rf"(?:\s+{_URGENT_HE})?\s+(?:{_UNDONE_HE})(?:\s+(?:עוד|עדיין|בינתיים))?{_E}"
    # "נשאר לי משהו פתוח?", "נשארו לי דברים דחופים": something left, said open or urgent.
    rf"|^(?:האם\s+)?(?:עוד\s+)?(?:נשאר|נשארו|נותר|נותרו)\s+(?:לי\s+)?(?:עוד\s+)?{_SOMETHING_HE}\s+{_URGENT_HE}{_E}",
    re.IGNORECASE)
_TODO_EN = (r"(?:(?:my|the)\s+)?(?:to[-\s]?do(?:\s+list)?|todo(?:\s+list)?|task\s+list|tasks|reminders"
            r"|list\s+of\s+tasks)")
_UNDONE_EN = (r"(?:that\s+)?i\s+(?:still\s+)?(?:haven'?t|havent|didn'?t|didnt|never)\s+(?:yet\s+)?"
              r"(?:closed|close|done|do|finished|finish|handled|handle|dealt\s+with|deal\s+with|gotten\s+to|got\s+to|ticked\s+off|checked\s+off)"
              r"(?:\s+(?:yet|still))?")
_OPEN_EN = re.compile(
    r"^(?:is\s+there\s+|are\s+there\s+|do\s+i\s+have\s+|have\s+i\s+got\s+)?(?:anything|something|stuff|things|any\s+tasks)"
    r"(?:\s+(?:urgent|important|else))?\s+(?:(?:still|left|that'?s|thats|which\s+is)\s+)*"
    r"(?:open|outstanding|pending|undone|unfinished|left|not\s+done|not\s+closed)"
    rf"(?:\s+(?:from\s+last\s+week|from\s+before|from\s+yesterday|from\s+earlier))?\s+(?:on|in|from)\s+{_TODO_EN}"
    r"|^(?:is\s+there\s+|are\s+there\s+|do\s+i\s+have\s+)?(?:anything|something|stuff|things)(?:\s+(?:urgent|important"
    rf"|else))?\s+{_UNDONE_EN}",
    re.IGNORECASE)
# What Memo was asked to remind of: "מה ביקשתי שתזכירי לי", "what did i ask you to remind me about".
_ASKED_TO_REMIND = re.compile(
    r"^(?:(?:על|עם)\s+)?מה\s+(?:(?:ביקשתי|ביקשנו|אמרתי\s+לך|רציתי)\s+(?:ממך\s+)?(?:ש|ל)\s*(?:תזכירי|תזכיר|תזכרי|להזכיר)"
    r"|(?:היית|היה|הייתה|יש\s+לך)\s+(?:צריכה|צריך|אמורה|אמור|ל)\s*להזכיר)\s+לי(?:\s+(?:עליו|עליה|בו|על))?"
    r"|^what\s+(?:did|have)\s+i\s+(?:ask(?:ed)?|tell|told|want(?:ed)?)\s+(?:you|u)\s+to\s+remind\s+me(?:\s+(?:about|of))?"
    r"|^what\s+(?:were|are|was)\s+(?:you|u)\s+(?:supposed|meant|going)\s+to\s+remind\s+me(?:\s+(?:about|of))?",
    re.IGNORECASE)
# "this week's reminders?", "tomorrow's tasks": the day said first, as a possessive.
_DAYS_FIRST = re.compile(r"^(?:(?:today|tomorrow|tmrw|tonight|this\s+week|next\s+week|this\s+weekend|the\s+week"
                         r"|(?:sun|mon|tues|wednes|thurs|fri|satur)day)'?s\s+(?:tasks|reminders|to-?dos|todos|chores)\b)",
                         re.IGNORECASE)
# "from last week", "from before": when the open tasks were set, not a window of their own.
_SINCE = re.compile(r"\b(?:from|since)\s+(?:last\s+week|before|yesterday|earlier|last\s+month)\b"
                    rf"|(?<![\w{HE}])(?:מ)?(?:השבוע\s+שעבר|אתמול|קודם|החודש\s+שעבר){_E}", re.IGNORECASE)


@grammar
def open_tasks_asked(ctx: RuleContext) -> Intent | None:
    """ "נשאר לי משהו דחוף שלא סגרתי", "what did i ask you to remind me about today": the open tasks."""
    text = core(ctx)
    asked = _ASKED_TO_REMIND.match(text)
    m = asked or _OPEN_HE.match(text) or _OPEN_EN.match(text) or _DAYS_FIRST.match(text)
    if m is None:
        return None
    tail = _SINCE.sub(" ", text[m.end():])
    window = parse_range(core_of(timed(ctx).body), ctx.now)
    if not _only_time_follows(tail, window):
        return None
    filters: dict[str, Any] = {}
    if window is not None:
        filters.update(window=window.label, timeMin=iso(window.start), timeMax=iso(window.end))
    return Intent("database", "getAll", {"operation": "getAll", "filters": filters}, _ASKED if asked else _OPEN,
                  entity="task")
