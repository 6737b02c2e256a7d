"""Plain tasks (the `database` capability's create / createMultiple, without a reminder asked for): "add a task:
renew passport", "todo list for tmrw: groceries, laundry", "תרשום לי כמה משימות: ...", "צריכה להתקשר לבנק מחר",
"להזמין תור לשיננית - תרשמי לי כמשימה". Reminders ("remind me ...", nudges, alarms) are read in `tasks.py`,
whose request words this grammar steps aside for.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext, tidy
from memo.planning.rules.task_errands import (
    as_task_at,
    opens_an_errand,
    split_at_infinitives,
    split_errands,
    write_it_down_at,
)
from memo.planning.rules.task_events import reads_as_event
from memo.planning.rules.task_implied import HE_TASK_INFINITIVES
from memo.planning.rules.task_remarks import REMARKED, remark_kept
from memo.planning.rules.task_vague import bare_verb, pronoun_only
from memo.planning.rules.task_words import HE, core_of, due_args, timed
from memo.planning.rules.tasks import _LEADING, _NAG, _NOUN_FIRST, _STRONG, ERRANDS

# -- plain tasks -------------------------------------------------------------------------------------
_HE_ADD = (r"(?:תוסיף|תוסיפי|תוסיפו|הוסף|הוסיפי|תרשום|תרשמי|רשום|רשמי|תכניס|תכניסי|הכנס|תיצור|תיצרי|צור|צרי|תפתח"
           r"|תפתחי|פתח|תקבע|תקבעי|קבע|תשים|תשימי|שים|שימי)")
_TODO_LIST = r"(?:to[-\s]?do(?:\s+list)?|todo\s+list|tasks?|task\s+list|to[-\s]?dos)"
_HE_TODO_LIST = r"(?:ל|ב)(?:רשימת\s+)?(?:ה)?(?:משימות|מטלות)(?:\s+שלי)?"
# "add a few tasks: ...", "תרשום לי כמה משימות: ...": how many, said before the plural noun.
_HOW_MANY = (r"(?:a\s+few|few|some|several|a\s+couple(?:\s+of)?|couple(?:\s+of)?|\d+|two|three|four|five|multiple"
             r"|these|the\s+following|following)")
_HE_HOW_MANY = r"(?:כמה|מספר|\d+|שתי|שלוש|ארבע|חמש|את)"
# A stretch the time words set no date for ("this week", "השבוע"): the heading's, kept on no task.
_UNDATED = (r"(?:\s+(?:for\s+)?(?:this|the)\s+(?:week|month)|\s+(?:for\s+)?the\s+(?:next|coming)\s+few\s+days"
            r"|\s+(?:ל|של|ב)?-?(?:השבוע(?:\s+הזה)?|שבוע\s+הזה|החודש(?:\s+הזה)?|חודש\s+הזה|הימים\s+הקרובים))?")
_TASK_LEAD = re.compile(
    r"^(?:(?:add|create|make|new|set\s+up|open|put\s+down|write\s+down|jot\s+down)\s+(?:me\s+)?(?:a\s+|an\s+|another\s+)?"
    rf"(?:{_HOW_MANY}\s+)?(?:new\s+)?(?:(?P<pl>tasks|to[-\s]?dos)|task|to[-\s]?do)|new\s+(?:task|to[-\s]?do)|(?:task|to[-\s]?do)(?=\s*[:\-]))"
    rf"(?:{_UNDATED}(?=\s*:)|\s+(?:to|for|called|named|that\s+says))?\s*[:\-]?\s*"
    # "add to my tasks (for this week): a, b, c": a list after the colon, one task each
    rf"|^(?:add|put|write|jot\s+down|stick|throw)\s+(?:to|on|onto|in|into)\s+(?:my|the)\s+{_TODO_LIST}"
    rf"(?:{_UNDATED}(?=\s*:)(?P<listed>\s*:)|\s*[:\-])?\s*"
    rf"|^(?:{_HE_ADD}\s+(?:לי\s+)?(?:{_HE_HOW_MANY}\s+)?(?:(?P<plh>ה?משימות|ה?מטלות|tasks|to[-\s]?dos)|משימה|מטלה|task|to[-\s]?do)"
    # "תוסיף task לשלוח ...", "תרשמי לי todo חדש: ...": the English noun after a Hebrew verb.
    r"(?:\s+חדשה|\s+חדשות|\s+חדש|\s+חדשים|\s+הבאות|\s+האלה|\s+האלו)?|משימה\s+חדשה|מטלה\s+חדשה"
    rf"|משימה(?=\s*[:\-])){_UNDATED}\s*[:\-]?\s*"
    rf"|^{_HE_ADD}\s+(?:לי\s+)?{_HE_TODO_LIST}\s*[:\-]?\s*",
    re.IGNORECASE)
_TASK_TAIL = re.compile(
    rf"^(?:add|put|write|jot\s+down|stick|throw)\s+(?P<x>.+?)\s+(?:to|on|onto|in|into)\s+(?:my|the)\s+{_TODO_LIST}$"
    rf"|^{_HE_ADD}\s+(?:לי\s+)?(?P<xh>.+?)\s+{_HE_TODO_LIST}$",
    re.IGNORECASE)
_WEAK = re.compile(
    r"^(?:i\s+(?:need|have|got)\s+to|i\s+must|i\s+should|i\s+gotta|i'?ve\s+got\s+to|i\s+have\s+got\s+to)"
    r"(?:\s*:\s*|\s+)"
    r"(?!know\b|ask\b|think\b|understand\b|go\b\s*$)"
    rf"|^(?:אני\s+)?(?:צריך|צריכה|חייב|חייבת)\s+(?=ל[{HE}])",
    re.IGNORECASE)
# "I" is often left out of a note to oneself ("tmrw need to: call the bank, buy stamps"): then only an errand
# verb may follow ("gotta love it", "need to talk" are no errands).
_WEAK_WITHOUT_I = re.compile(r"^(?:(?:need|have|got)\s+to|gotta)(?:\s*:\s*|\s+)", re.IGNORECASE)
# A heading and a list: "things to do: renew passport, fix bike tire", "משימות להיום: ...". Time words are cut
# before this is read ("things to do today:" arrives as "things to do:").
_TODO_HEADER = re.compile(
    r"^(?:(?:my|the|today'?s|tomorrow'?s)\s+)?(?:(?:things|stuff)\s+(?:(?:i\s+)?(?:need|have|got)\s+)?to\s+do"
    rf"|to[-\s]?dos?(?:\s+list)?|todo(?:\s+list)?|tasks|task\s+list|chores|errands)(?:\s+for)?{_UNDATED}\s*:\s*"
    r"|^(?:ה?דברים\s+(?:ש(?:אני\s+)?(?:צריך|צריכה)\s+)?לעשות|ה?משימות|ה?מטלות|רשימת\s+ה?(?:משימות|מטלות)|ה?סידורים)"
    rf"(?:\s+שלי)?(?:\s+(?:ל|של))?{_UNDATED}\s*:\s*",
    re.IGNORECASE)
# "תרשמי לי: לשלם חשבון מים, לקבוע תור ...": written down, and every item an errand to do.
# "תרשום לי כמה דברים: ...", "תרשמי לי לשבוע הזה: ...": how many, or for when, may come before the colon.
_HE_WRITE_DOWN = re.compile(
    rf"^(?:{_HE_ADD}|תכתוב|תכתבי|כתוב|כתבי)\s+(?:לי\s*)?(?:(?:כמה|מספר|\d+|שני|שלושה|ארבעה)\s+(?:דברים|סידורים"
    rf"|עניינים)\s*)?(?:(?:ל|ב)?-?(?:השבוע(?:\s+הזה)?|שבוע\s+הזה|היום|מחר|הבוקר|הערב)\s*)?[:\-]\s*")
# "תרשמי לי שני דברים לקבוע תור לשיננית ולחדש את הדרכון": how many things, then the errands without a colon,
# joined by "ו" before the next infinitive.
_HE_WRITE_COUNTED = re.compile(
    rf"^(?:{_HE_ADD}|תכתוב|תכתבי|כתוב|כתבי)\s+(?:לי\s+)?(?:שני|שתי|שלושה|שלוש|ארבעה|ארבע|\d+)\s+(?:דברים|סידורים"
    rf"|עניינים)\s*(?:(?:ל|ב)?-?(?:השבוע(?:\s+הזה)?|היום|מחר|הבוקר|הערב)\s*)?[:\-]?\s*(?=ל[{HE}])")
_ITEM_VERB = re.compile(rf"^ו?(?P<v>ל[{HE}]+)")
# "תרשום לי להתקשר לאינסטלטור עוד שעתיים": written down, and what is written is an errand to do (its infinitive).
_HE_WRITE_ERRAND = re.compile(rf"^(?:תרשום|תרשמי|רשום|רשמי|תכתוב|תכתבי|כתוב|כתבי)\s+לי\s+(?=(?P<v>ל[{HE}]+)(?![{HE}]))")
WRITTEN_ERRAND = 0.8  # above general's "write me ..." (0.72): the infinitive of an errand is a to-do
# "a few tasks", "כמה משימות": the user said there is more than one.
_COUNTED = re.compile(r"\b(?:a\s+few|few|several|some|a\s+couple|couple|multiple|two|three|four|five|\d+)\s+"
                      r"(?:new\s+)?(?:tasks|to[-\s]?dos)\b"
                      rf"|(?<![{HE}])(?:כמה|מספר|שתי|שלוש|ארבע|חמש|\d+)\s+(?:משימות|מטלות)(?![{HE}])", re.IGNORECASE)
_SPLIT_TASKS = re.compile(r"\s*(?:[,;\n]|\band\b\s+(?=\S+\s+\S))\s*|\s+ו(?=ל[\u0590-\u05FF])", re.IGNORECASE)


def _task_match(rest: str) -> tuple[str, float, bool] | None:
    """(the task's words, confidence, several tasks?) when the message asks for a plain task."""
    tail = _TASK_TAIL.match(rest)
    if tail:
        return tail.group("x") or tail.group("xh") or "", 0.92, False
    closing = as_task_at(rest)  # "להזמין תור לשיננית - תרשמי לי כמשימה", "call the plumber, add it as a task"
    if closing is not None and "?" not in rest:
        return rest[:closing], ERRANDS, False  # said to be a task: above a calendar reading of "a meeting with"
    header = _TODO_HEADER.match(rest)
    if header and _SPLIT_TASKS.search(rest, header.end()):
        return rest[header.end():], 0.92, True
    lead = _TASK_LEAD.match(rest)
    if lead:
        several = bool(lead.group("pl") or lead.group("plh") or lead.group("listed") is not None)
        # "תרשמי לי כמה משימות: ..." names what is written down: tasks, above a note's "תרשמי לי".
        return rest[lead.end():], ERRANDS if several else 0.92, several
    written = _HE_WRITE_DOWN.match(rest)
    if written and _all_errands(rest[written.end():]):
        return rest[written.end():], ERRANDS, True  # above a note ("תרשמי לי: ..." is also how notes start)
    counted = _HE_WRITE_COUNTED.match(rest)
    if counted and _all_errands(rest[counted.end():], joined=True):
        return rest[counted.end():], ERRANDS, True  # "two things" names errands: above a note's "תרשמי לי"
    errand = _HE_WRITE_ERRAND.match(rest)
    if errand and errand.group("v") in HE_TASK_INFINITIVES:
        return rest[errand.end():], WRITTEN_ERRAND, False
    weak = _WEAK.match(rest)
    if weak:
        return rest[weak.end():], 0.75, False
    bare = _WEAK_WITHOUT_I.match(rest)
    if bare and opens_an_errand(rest[bare.end():]):
        return rest[bare.end():], 0.75, False
    return None


def _needs_doing(rest: str) -> bool:
    """ "need to call the bank ...", "צריך לאסוף חבילה ...": a need, then an errand verb."""
    need = _WEAK.match(rest) or _WEAK_WITHOUT_I.match(rest)
    return need is not None and opens_an_errand(rest[need.end():])


def _all_errands(body: str, joined: bool = False) -> bool:
    """Two items or more, each opening with the infinitive of an errand ("לשלם ...", "לקבוע ..."); `joined`: the
    items may also be parted by "ו" before the next infinitive ("לקבוע תור ולחדש דרכון")."""
    parting = rf"\s*[,;\n]\s*|\s+ו(?=ל[{HE}])" if joined else r"\s*[,;\n]\s*"
    items = [tidy(p) for p in re.split(parting, body) if tidy(p)]
    found = [_ITEM_VERB.match(item) for item in items]
    return len(items) >= 2 and all(m is not None and m.group("v") in HE_TASK_INFINITIVES for m in found)


def _joined_bare_verbs(parts: list[str]) -> list[str]:
    """ "לשטוף", "לקפל את הכביסה" -> "לשטוף ולקפל את הכביסה": a verb alone shares the next errand's object."""
    out: list[str] = []
    for part in parts:
        if out and len(out[-1].split()) == 1:
            out[-1] = f"{out[-1]} {'ו' if re.match(rf'[{HE}]', part) else 'and '}{part}"
        else:
            out.append(part)
    return out


def _clause_before(rest: str, text: str) -> bool:
    """ "dana called. add a task to call her back": a clause ends before the task, and may name who "her" is."""
    at = rest.rfind(text)
    return at > 0 and bool(re.search(r"[,.;]\s*\S", rest[:at]))


@grammar
def create_task(ctx: RuleContext) -> Intent | None:
    t = timed(ctx)
    rest = core_of(t.rest)
    if not rest or _STRONG.search(rest) or _NAG.search(rest) or _NOUN_FIRST.match(rest):
        return None
    written = write_it_down_at(rest)
    if written is not None:
        rest = tidy(rest[:written])
    found = _task_match(rest)
    if found is None:
        return None
    raw, confidence, several = found
    if confidence <= WRITTEN_ERRAND and reads_as_event(ctx.text, t):
        return None  # "need to set up a call with the client at 3, 45 minutes, put it in": the calendar's
    if written is not None and confidence < ERRANDS and t.time is not None and _needs_doing(rest):
        # "tmrw need to call the bank and pay rent, write it down": errands with their day are to-dos, however
        # they are asked to be kept; above the notes' reading of a closing "write it down".
        confidence = ERRANDS
    # The message's own first words ("שיננית - תרשמי לי כמשימה") have no lead word before them to strip.
    text = tidy(raw) if raw and rest.startswith(raw) else tidy(_LEADING.sub("", tidy(raw)))
    if not text:
        return Intent("database", "create", {"operation": "create", "text": ""}, 0.85, missing=["text"],
                      entity="task")
    args, missing, notes = due_args(ctx, t)
    parts = [re.sub(rf"^ו(?=ל[{HE}])", "", tidy(p)) for p in _SPLIT_TASKS.split(text) if p and tidy(p)] \
        if several else (split_errands(text, ctx.now) or [text])
    if several and _COUNTED.search(rest):
        # "תרשום לי כמה משימות לחדש ביטוח לקבוע תור ...": dictated without commas, split at each errand verb;
        # when they cannot be told apart, which tasks they are is asked, never kept as one.
        parts = _joined_bare_verbs([q for p in parts for q in (split_at_infinitives(p) or [p])])
        if len(parts) == 1:
            missing.insert(0, "text")  # kept at its confidence: a question, above a note's "תרשום לי"
            notes.append("what_unclear")
    if len(parts) > 1:
        tasks = [{"text": p, **args} for p in parts]
        # Every task has the one time the message gave; V1's plans also showed a shared time at the top level
        # (the executor reads each task's own).
        return Intent("database", "createMultiple", {"operation": "createMultiple", "tasks": tasks, **args},
                      confidence, missing=missing, notes=notes, entity="task")
    if bare_verb(text) or (pronoun_only(text) and not _clause_before(rest, text)):
        missing.insert(0, "text")  # "add a task: call", "add a task to call him": call whom is asked
    elif remark_kept(ctx.text, text):
        confidence = REMARKED  # "..., it expires next month": read from the request's own clause instead
    return Intent("database", "create", {"operation": "create", "text": text, **args}, confidence,
                  missing=missing, notes=notes, entity="task")
