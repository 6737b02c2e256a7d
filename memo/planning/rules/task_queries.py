"""Questions about tasks and reminders (the `database` capability's getAll), with their window.

"what are my tasks?", "what do I have to do this week?", "what's overdue?", "מה התזכורות שלי להיום",
"מה יש לי לעשות מחר?". The window becomes filters {window, timeMin, timeMax} (the executor reads them),
"overdue" becomes filters.overdue. "What do I have tomorrow?" without "to do" is the calendar's question,
and "what's on my shopping list?" is a list's: neither has a task word, so neither is answered here.
"""

from __future__ import annotations

import re
from typing import Any

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext, iso
from memo.planning.rules.task_words import HE, core, timed
from memo.planning.timeexpr import parse_range

_E = rf"(?![\w{HE}])"
_NOUNS = r"(?:tasks?|reminders?|to[-\s]?dos?|to[-\s]?do\s+list|nudges?|chores?)"
_HE_NOUNS = r"(?:משימות|משימה|תזכורות|תזכורת|מטלות|מטלה|המשימות|התזכורות|המטלות)"
_QUERY = re.compile(
    r"^(?:what|which|show|list|give|tell|read|send|get|display|view|check|any|are\s+there|is\s+there|do\s+i\s+have"
    rf"|have\s+i\s+got|how\s+many|see|pull\s+up|my|when)\b.*\b{_NOUNS}\b"
    r"|^what\s+(?:do|did|should|must|else\s+do)\s+i\s+(?:have|need|got|still\s+have)\s+to\s+do\b"
    r"|^what(?:'s|\s+is|\s+are)\s+(?:left|pending|overdue|late|open|due|still\s+open|on\s+my\s+plate)\b"
    r"|^(?:anything|something)\s+(?:overdue|due|pending|late)\b"
    rf"|^{_NOUNS}$"
    rf"|^(?:מה|אילו|איזה|אלו|תראה|תראי|הראה|הראי|הצג|תציג|תציגי|תשלח|תשלחי|תקריא|תקריאי|תגיד|תגידי|יש\s+לי|כמה|מתי"
    rf"|רשימת){_E}.*{_HE_NOUNS}{_E}"
    rf"|^מה\s+(?:יש|נשאר|נותר|עוד\s+יש|עוד\s+נשאר)\s+לי\s+לעשות{_E}"
    rf"|^מה\s+(?:באיחור|פתוח|פתוחות|נשאר\s+פתוח|דחוף){_E}"
    rf"|^{_HE_NOUNS}(?:\s+שלי)?$"
    r"|^(?:do\s+i\s+have|have\s+i\s+got|is\s+there|are\s+there|any)\s+(?:anything|something|stuff|any\s+\w+)?\s*"
    r"(?:overdue|late|past\s+due|i\s+missed)\b"
    rf"|^(?:יש\s+(?:לי\s+)?)?(?:משהו|משימות|תזכורות|דברים|מטלות)\s+(?:באיחור|פתוח|פתוחות|פתוחים|שפספסתי|שעבר\s+זמנם){_E}",
    re.IGNORECASE)
# Lists, the calendar and email have their own questions.
_NOT_TASKS = re.compile(
    r"\b(?:shopping|grocery|groceries|packing)\b|(?<!^)\blists?\b"
    r"|\b(?:meetings?|events?|calendar|emails?|mails?|inbox|notes?)\b"
    rf"|(?<![\w{HE}])(?:ה?רשימה|ה?רשימות|קניות|ה?פגישות|ה?פגישה|ה?יומן|ה?מיילים|ה?אירועים|ה?פתקים){_E}",
    re.IGNORECASE)
_TASK_LIST = re.compile(r"to[-\s]?do\s+list|todo\s+list|task\s+list|רשימת\s+ה?(?:משימות|מטלות)", re.IGNORECASE)
_OVERDUE = re.compile(
    rf"\b(?:overdue|late|missed|past\s+due|behind)\b|(?<![\w{HE}])(?:באיחור|שפספסתי|שעבר\s+זמנן|שעבר\s+הזמן"
    rf"|שעבר\s+זמנה|שהתפספסו){_E}",
    re.IGNORECASE)


@grammar
def query_tasks(ctx: RuleContext) -> Intent | None:
    text = core(ctx)
    if not _QUERY.match(text):
        return None
    if _NOT_TASKS.search(text) and not _TASK_LIST.search(text):
        return None
    filters: dict[str, Any] = {}
    if _OVERDUE.search(text):
        filters["overdue"] = True
    window = parse_range(timed(ctx).body, ctx.now)
    if window is not None:
        filters.update(window=window.label, timeMin=iso(window.start), timeMax=iso(window.end))
    # "Overdue" is a task word: the calendar has no overdue events.
    confidence = 0.93 if filters.get("overdue") else 0.9
    return Intent("database", "getAll", {"operation": "getAll", "filters": filters}, confidence, entity="task")
