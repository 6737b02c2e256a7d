"""Questions about tasks and reminders (the `database` capability's getAll), with their window.

"what are my tasks?", "what do I have to do this week?", "what's overdue?", "מה התזכורות שלי להיום",
"מה יש לי לעשות מחר?". The window becomes filters {window, timeMin, timeMax} (the executor reads them),
"overdue" becomes filters.overdue. "What do I have tomorrow?" without "to do" is the calendar's question,
and "what's on my shopping list?" is a list's: neither has a task word, so neither is answered here.

Some to-do questions have no task word either: "what's on my plate today?", "do I have anything to do
tomorrow?", "מה אני צריכה לעשות היום?", and "my list" with a day ("what's on my list for tomorrow?",
"מה ברשימה שלי להיום"; a named list has no day, and "my list" alone stays the lists' question). They
are read a little above the calendar's "what do I have ..." (0.9), which matches some of them too, and
only when nothing but time words follows ("what do I need to do to renew my passport" asks something else).
"""

from __future__ import annotations

import re
from typing import Any

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext, iso
from memo.planning.rules.task_words import HE, core, core_of, timed
from memo.planning.timeexpr import DateRange, parse_range

_E = rf"(?![\w{HE}])"
# "to do" with a space is the noun only after "my" / "the" / "a" ("what do I need to do" is a verb).
_NOUNS = (r"(?:tasks?|reminders?|to-?dos?|to\s+dos|(?:(?<=my\s)|(?<=the\s)|(?<=a\s)|(?<=your\s))to\s+dos?"
          # "my deadlines" are the tasks with a due date; one "deadline" is a question about one thing
          r"|to[-\s]?do\s+list|nudges?|chores?|deadlines)")
# An English noun with the Hebrew article glued on counts too: "תראי לי את כל ה-reminders".
_HE_NOUNS = (r"(?:משימות|משימה|תזכורות|תזכורת|מטלות|מטלה|המשימות|התזכורות|המטלות|דדליינים|הדדליינים"
             # Also after "ב"/"ל" ("מה יש לי ב-to do list", "מה יש ב todo שלי").
             r"|(?:ה|ב|ל|בה|לה)-?\s?(?:tasks|reminders|to[-\s]?dos?|todo\s+list|to[-\s]?do\s+list|task\s+list)"
             # "to do" written in Hebrew letters: "מה יש לי בטודו", "הטו-דו ליסט שלי".
             r"|(?:ה|ב|ל|בה|לה)?טו[-\s]?דו(?:\s+ליסט)?)")
_QUERY = re.compile(
    r"^(?:what|whats|wats|which|show|list|give|tell|read|send|get|display|view|check|any|are\s+there|is\s+there"
    r"|do\s+i\s+have"
    rf"|have\s+i\s+got|how\s+many|see|pull\s+up|my|when)\b.*\b{_NOUNS}\b"
    r"|^(?:what(?:'s|\s+is|\s+are)|whats)\s+(?:left|pending|overdue|late|open|due|still\s+open|on\s+my\s+plate)\b"
    r"|^(?:anything|something)\s+(?:overdue|due|pending|late)\b"
    rf"|^{_NOUNS}$"
    rf"|^(?:מה|אילו|איזה|אלו|תראה|תראי|הראה|הראי|הצג|תציג|תציגי|תשלח|תשלחי|תקריא|תקריאי|תגיד|תגידי|יש\s+לי|כמה|מתי"
    rf"|רשימת){_E}.*(?:{_HE_NOUNS}|(?<![\w{HE}]){_NOUNS}){_E}"  # "אילו reminders נשארו לי": the English noun bare
    rf"|^מה\s+(?:יש|נשאר|נותר|עוד\s+יש|עוד\s+נשאר)\s+לי\s+לעשות{_E}"
    rf"|^מה\s+(?:באיחור|פתוח|פתוחות|נשאר\s+פתוח|דחוף){_E}"
    rf"|^{_HE_NOUNS}(?:\s+שלי)?$"
    r"|^(?:do\s+i\s+have|have\s+i\s+got|is\s+there|are\s+there|any)\s+(?:anything|something|stuff|any\s+\w+)?\s*"
    r"(?:overdue|late|past\s+due|i\s+missed)\b"
    rf"|^(?:יש\s+(?:לי\s+)?)?(?:משהו|משימות|תזכורות|דברים|מטלות)\s+(?:באיחור|פתוח|פתוחות|פתוחים|שפספסתי|שעבר\s+זמנם){_E}",
    re.IGNORECASE)
# Lists, the calendar and email have their own questions; what someone said or thought of a task is a note's.
_NOT_TASKS = re.compile(
    r"\b(?:shopping|grocery|groceries|packing)\b|(?<!^)\blists?\b"
    r"|\b(?:say|said|says|told|tell\s+(?:you|him|her|them)|wrote|think|thinks|thought)\b"
    rf"|(?<![\w{HE}])(?:אמר|אמרה|אמרו|כתב|כתבה|כתבו|חשב|חשבה|חושב|חושבת){_E}"
    r"|\b(?:meetings?|events?|calendar|emails?|mails?|inbox|notes?)\b"
    rf"|(?<![\w{HE}])(?:ה?רשימה|ה?רשימות|קניות|ה?פגישות|ה?פגישה|ה?יומן|ה?מיילים|ה?אירועים|ה?פתקים){_E}",
    re.IGNORECASE)
# "to do" is the list's name only as a noun ("my to do", "ה-to do", "todos"): "what do I need to do to renew my
# passport" is a verb, and asks something else.
_TASK_LIST = re.compile(r"to[-\s]?do\s+list|todo\s+list|task\s+list|רשימת\s+ה?(?:משימות|מטלות)"
                        rf"|(?<![\w{HE}])(?:ה|ב|ל|בה|לה)-?\s?(?:to[-\s]?dos?|todo)(?![\w{HE}])"
                        r"|\b(?:my|the|a|your|today'?s|tomorrow'?s)\s+(?:to[-\s]?dos?|todos?)\b|\b(?:todos?|to-dos?|to\s+dos)\b"
                        rf"|(?<![\w{HE}])(?:ה|ב|ל|בה|לה)?טו[-\s]?דו(?![\w{HE}])",
                        re.IGNORECASE)
_OVERDUE = re.compile(
    rf"\b(?:overdue|late|missed|past\s+due|behind)\b|(?<![\w{HE}])(?:באיחור|שפספסתי|שעבר\s+זמנן|שעבר\s+הזמן"
    rf"|שעבר\s+זמנה|שהתפספסו){_E}",
    re.IGNORECASE)

_TODO = re.compile(
    r"^what(?:'?s|\s+is|\s+else\s+is|\s+do\s+i\s+have|\s+have\s+i\s+got|\s+is\s+left)\s+on\s+(?:my|the)\s+plate\b"
    r"|^what\s+(?:else\s+)?(?:do|did|should|must|have)\s+i\s+(?:(?:still|actually|really|even|else)\s+)*"
    r"(?:(?:have|need|got|still\s+have)\s+to|gotta)\s+(?:get\s+done|finish|take\s+care\s+of|handle|do)\b"
    r"|^what\s+should\s+i\s+(?:still\s+)?get\s+done\b"
    # "anything I forgot (to do)?", "did I forget anything", "מה שכחתי": the open tasks are the answer.
    r"|^(?:is\s+there\s+|was\s+there\s+)?(?:anything|something)\s+(?:(?:that\s+)?i\s+(?:forgot|missed|forgot\s+about"
    r"|haven'?t\s+done|didn'?t\s+do|still\s+(?:need|have)\s+to\s+do)(?:\s+to\s+do)?)\b"
    r"|^(?:is\s+there\s+)?(?:anything|something)\s+(?:urgent\s+|important\s+|else\s+)?(?:that\s+)?i\s+(?:still\s+)?"
    r"(?:need|have|got|must|should)\s+to\s+(?:do|get\s+done|finish|take\s+care\s+of)\b"
    r"|^(?:did|have)\s+i\s+(?:forget|forgotten|miss|missed)\s+(?:anything|something)(?:\s+to\s+do)?\b"
    r"|^what\s+(?:did|have)\s+i\s+(?:forget|forgotten|miss|missed)(?:\s+to\s+do)?\b|^what\s+am\s+i\s+forgetting\b"
    rf"|^(?:האם\s+)?(?:שכחתי|פספסתי)\s+(?:משהו|משו)(?:\s+לעשות)?{_E}|^מה\s+(?:שכחתי|פספסתי)(?:\s+לעשות)?{_E}"
    rf"|^(?:יש\s+)?(?:משהו|משו)\s+ש(?:שכחתי|פספסתי|לא\s+עשיתי)(?:\s+לעשות)?{_E}"
    r"|^(?:do|will)\s+i\s+have\s+(?:anything|something|much|a\s+lot|stuff|things)\s+(?:else\s+)?"
    r"(?:to\s+do|to\s+get\s+done|due|pending)\b"
    r"|^(?:is|are)\s+(?:there\s+)?(?:anything|something|any\s+tasks?)\s+(?:else\s+)?(?:due|to\s+do|pending)\b"
    r"|^what\s+(?:needs|has)\s+to\s+(?:be\s+done|get\s+done)\b|^what\s+needs\s+doing\b"
    rf"|^מה\s+(?:אני\s+)?(?:עוד\s+|בעצם\s+|באמת\s+)?(?:צריך|צריכה|חייב|חייבת)\s+(?:עוד\s+|בעצם\s+)?"
    rf"(?:לעשות|לסיים|לגמור|לסגור|להספיק){_E}"
    rf"|^מה\s+(?:עליי|עלי)\s+(?:עוד\s+)?לעשות{_E}"
    rf"|^מה\s+(?:עוד\s+)?(?:נשאר|נותר|יש)\s+לי\s+(?:עוד\s+)?לעשות{_E}"
    r"|^what(?:'?s|\s+is|\s+do\s+i\s+have|\s+have\s+i\s+got)\s+(?:still\s+)?left\s+(?:for\s+me\s+)?to\s+do\b"
    rf"|^(?:האם\s+)?יש\s+לי\s+(?:עוד\s+)?(?:משהו|הרבה|דברים|מה)\s+לעשות{_E}"
    # "tasks for tomorrow", "תזכורות להיום": the noun and a day, nothing else (checked by the caller).
    rf"|^(?:my\s+|the\s+)?{_NOUNS}\b|^{_HE_NOUNS}(?:\s+שלי)?{_E}",
    re.IGNORECASE)
# "My list" (no name) with a day: the to-do list, since lists have no days.
_MY_LIST = re.compile(
    r"^(?:what(?:'s|\s+is)?(?:\s+(?:left|else|still))?(?:\s+is)?(?:\s+do\s+i\s+have|\s+have\s+i\s+got)?\s+on"
    r"|(?:show|give|send|read|tell|check)"
    r"(?:\s+me)?)\s+(?:my|the)\s+(?:to[-\s]?do\s+)?list\b"
    rf"|^(?:מה\s+(?:יש\s+|עוד\s+יש\s+|כתוב\s+|רשום\s+|נשאר\s+)?(?:לי\s+)?(?:ב|על\s+ה)|(?:תראה|תראי|הראה|הראי|הצג|תציג"
    rf"|תציגי|תשלח|תשלחי|שלח|שלחי)\s+(?:לי\s+)?(?:את\s+)?ה)רשימה(?:\s+שלי)?{_E}",
    re.IGNORECASE)
# What may follow such a question besides its time words ("... for tomorrow?", "... שלי להיום"), and how it is
# signed off in a hurry ("... today lmk", "... rn pls", "... thx").
# "של" as in "תזכורות של השבוע" / "המשימות של מחר": the day's reminders, said as "of".
_FILLER = frozenset({"for", "on", "in", "this", "of", "due", "else", "still", "now", "then", "please", "ל", "ב", "עוד",
                     "של", "שלי", "עכשיו", "בבקשה", "lmk", "pls", "plz", "plez", "rn", "asap", "thx", "ty", "thanks",
                     "tnx", "tbh", "honestly", "תודה", "תודהה", "אחי", "אחותי", "נשמה", "דחוף"})


def _only_time_follows(tail: str, window: DateRange | None) -> bool:
    """Nothing but the window's words and connectors after the question ("... for tomorrow?")."""
    label = set((window.label if window else "").casefold().split())
    words = [w for w in re.split(r"[\s?.!,]+", tail.casefold()) if w]
    # An emoji or a run of marks ("🙏", "??") says nothing more.
    return all(w in label or w in _FILLER or not re.search(r"\w", w) for w in words)


def _todo_question(ctx: RuleContext) -> tuple[DateRange | None] | None:
    """(its window,) for a to-do question without a task word, None when it is not one.

    A one-tuple, so that a question without a day ("what's on my plate?") is not mistaken for no question.
    """
    body = core_of(timed(ctx).body)
    window = parse_range(body, ctx.now)
    # "what's on my plate today, what do I actually need to get done": the same question asked twice.
    clauses = [c for c in _CLAUSE_BREAK.split(body) if c and c.strip(" ,;?!.")]
    if clauses and all(_one_todo(core_of(clause), window) for clause in clauses):
        return (window,)
    return None


# Where one question ends and its restatement starts.
_CLAUSE_BREAK = re.compile(r"\s*[,;?]+\s*|\s+(?:and|or)\s+(?=what\b)|\s+(?:או|ו)(?=מה\s)")


# "show me what's left to do", "תראי לי מה נשאר לי לעשות": the question asked as "show me".
# "remind me what my tasks are", "תזכירי לי מה המשימות שלי": asking to be told again, now, not a reminder.
_SHOW_ME = re.compile(r"^(?:show|tell|give|remind)\s+me\s+(?=what\b|whats\b)"
                      rf"|^(?:תראה|תראי|תראו|הראה|הראי|תגיד|תגידי|תגידו|תכתוב|תכתבי|תזכיר|תזכירי|תזכירו|הזכר|הזכירי)"
                      rf"\s+לי\s+(?=מה{_E})", re.IGNORECASE)


# "wat do i need to do", "wut's left": "what" as it is typed in a hurry.
_WHAT_TYPED = re.compile(r"^(?:wat|wut|wht|whta|waht)(?=\b|'s\b)", re.IGNORECASE)


def _one_todo(body: str, window: DateRange | None) -> bool:
    body = _WHAT_TYPED.sub("what", _SHOW_ME.sub("", body))
    todo = _TODO.match(body)
    if todo and _only_time_follows(body[todo.end():], window):
        return True
    mine = _MY_LIST.match(body)
    return bool(mine and window is not None and _only_time_follows(body[mine.end():], window))


@grammar
def query_tasks(ctx: RuleContext) -> Intent | None:
    text = core(ctx)
    asked = _SHOW_ME.match(text)
    if asked is not None and asked.group(0).casefold().startswith(("remind", "תזכ", "הזכ")):
        text = text[asked.end():]
    todo = _todo_question(ctx)
    if not _QUERY.match(text) and todo is None:
        return None
    if todo is None and _NOT_TASKS.search(text) and not _TASK_LIST.search(text):
        return None
    filters: dict[str, Any] = {}
    if _OVERDUE.search(text):
        filters["overdue"] = True
    # Read from the question without its greeting: "morning!! what's left for today" asks about the whole day.
    window = todo[0] if todo else parse_range(core_of(timed(ctx).body), ctx.now)
    if window is not None:
        filters.update(window=window.label, timeMin=iso(window.start), timeMax=iso(window.end))
    # "Overdue" is a task word: the calendar has no overdue events. A to-do question outranks the calendar's
    # "do I have anything ..." (0.9), which it also matches.
    # "the to-do list" / "רשימת המשימות" named outright is the tasks, above a list (0.93) that would take
    # "משימות" for a list's name.
    confidence = 0.94 if _TASK_LIST.search(text) else 0.93 if filters.get("overdue") else 0.92 if todo else 0.9
    return Intent("database", "getAll", {"operation": "getAll", "filters": filters}, confidence, entity="task")
