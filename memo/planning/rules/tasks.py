"""Tasks and reminders (the `database` capability): create, query, complete, delete, move, nag.

Arguments follow V1's taskOperations: operation, text, dueDate, reminder ("30 minutes" before),
reminderRecurrence {type, time, days, interval, dayOfMonth, until}; for existing tasks `text` is what
entity resolution matches, or `ids` when a follow-up ("delete it") points at the latest action.
"""

from __future__ import annotations

import re
from datetime import datetime, time
from typing import Any

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext, iso, tidy, words
from memo.planning.timeexpr import TimeMatch, parse_range

DEFAULT_NUDGE_MINUTES = 10
MORNING = time(9, 0)

_REMIND = words(
    r"remind me(?:\s+(?:to|that|about|of))?|set (?:a |an )?reminder(?:\s+(?:to|for|about))?"
    r"|^(?:a\s+)?reminder(?:\s*:|\s+to|\s+for)?"
    r"|don'?t let me forget(?:\s+to)?|make sure i|alert me(?:\s+to)?|ping me(?:\s+to)?"
    r"|תזכיר(?:י)? לי(?:\s+(?:על|ש|ל)(?=\S))?|תזכירי לי|להזכיר לי|הזכר לי|תזכורת(?:\s+(?:ל|על))?"
    r"|אל ת(?:תן|תני) לי לשכוח|שלא אשכח"
)
_NAG = words(r"nag me(?:\s+to)?|nudge me(?:\s+to)?|bug me(?:\s+to)?|keep reminding me(?:\s+to)?"
             r"|תציק(?:י)? לי|תנדנד(?:י)? לי|תחפור לי|תמשיך להזכיר לי|תמשיכי להזכיר לי")
_ADD_TASK = words(r"add (?:a )?task(?:\s+to)?|new task|to-?do|task|i need to|i have to|i must|i should"
                  r"|(?:תוסיף|תוסיפי|הוסף|הוסיפי) משימה|משימה חדשה|משימה|אני צריך ל|אני צריכה ל|צריך ל")
_UNTIL_I = re.compile(r"^(?:until|till|untill)\s+(?:i\s+|i've\s+|i have\s+)?|^עד ש(?:אני\s+)?", re.IGNORECASE)

_TASK_NOUN = r"(?:reminders?|tasks?|to-?dos?|תזכורות|תזכורת|משימות|משימה|המשימות|התזכורות|המשימה|התזכורת)"
_ALL = words(
    rf"(?:delete|remove|clear|erase|cancel|wipe)\s+(?:all|every|everything)(?:\s+(?:of\s+)?(?:my|the))?\s*{_TASK_NOUN}?"
    rf"|(?:clear|wipe|empty)\s+(?:my|the)\s+{_TASK_NOUN}"
    rf"|(?:מחק|תמחק|תמחקי|מחקי|נקה|תנקה|תנקי|בטל|תבטל|תבטלי)\s+(?:את\s+)?(?:כל|הכל|הכול)(?:\s+{_TASK_NOUN})?(?:\s+שלי)?"
)
_COMPLETE_ALL = words(rf"mark\s+(?:all|everything)(?:\s+(?:my\s+)?{_TASK_NOUN})?\s+(?:as\s+)?(?:done|complete[d]?)"
                      rf"|(?:complete|finish)\s+all(?:\s+my)?\s+{_TASK_NOUN}"
                      rf"|סמן\s+את\s+כל\s+{_TASK_NOUN}\s+כבוצע(?:ות|ו)?|סיימתי\s+(?:את\s+)?הכל")
_DELETE = re.compile(
    rf"^(?:please\s+)?(?:delete|remove|cancel|erase|drop|forget)\s+(?:the\s+|my\s+|that\s+)?(?:{_TASK_NOUN}\s+)?"
    rf"(?:(?:to|about|for|of)\s+)?(?P<what>.+?)(?:\s+{_TASK_NOUN})?$"
    rf"|^(?:מחק|תמחק|תמחקי|מחקי|בטל|תבטל|תבטלי|הסר|תסיר|תורידי|תוריד)\s+(?:את\s+)?(?:ה?{_TASK_NOUN}\s+)?"
    rf"(?:(?:של|על|ל)\s*)?(?P<what_he>.+?)$",
    re.IGNORECASE)
_COMPLETE = re.compile(
    r"^(?:i\s+)?(?:did|finished|completed|done with|done)\s+(?P<what>.+)$"
    r"|^mark\s+(?P<what2>.+?)\s+(?:as\s+)?(?:done|complete[d]?)$"
    r"|^(?P<what3>.+?)\s+(?:is|are)\s+done$"
    r"|^(?:סיימתי|עשיתי|ביצעתי|השלמתי)\s+(?:את\s+)?(?:ה?(?:משימה|תזכורת)\s+)?(?:של\s+)?(?P<what_he>.+)$"
    r"|^(?:סמן|תסמן|תסמני)\s+(?:את\s+)?(?P<what_he2>.+?)\s+(?:כבוצע|כבוצעה|כהושלם)$",
    re.IGNORECASE)
_DONE_ALONE = words(r"done|did it|finished|completed|all done|סיימתי|עשיתי|בוצע|עשיתי את זה|סיימתי עם זה")
_UPDATE = re.compile(
    r"^(?:please\s+)?(?:move|change|reschedule|postpone|push|shift|set|make)\s+(?P<what>.+?)\s+(?:to|for)\s+"
    r"|^(?:make|set)\s+(?P<what2>it|that|this)\b"
    r"|^(?:תזיז|תזיזי|הזז|תעביר|תעבירי|תשנה|תשני|שנה|דחה|תדחה|תדחי)\s+(?:את\s+)?(?P<what_he>.+?)\s+(?=ל|ב)",
    re.IGNORECASE)
_QUERY = re.compile(
    rf"^(?:what|which|show|list|give me|tell me|read)\b.*\b{_TASK_NOUN}\b"
    rf"|^what (?:do|did) i (?:have|need|got) to do\b|^what'?s (?:left|pending|on my plate)\b"
    rf"|^(?:מה|אילו|איזה|תראה|תראי|הראה|הצג|תציג|תציגי)\b.*{_TASK_NOUN}"
    rf"|^מה (?:יש|נשאר) לי לעשות|^מה נשאר\b",
    re.IGNORECASE)
_OVERDUE = words(r"overdue|late|missed|באיחור|שפספסתי|שעבר זמנן|שלא ביצעתי")
_REFERENTIAL = words(r"it|that|this|that one|this one|זה|אותו|אותה|אותם|את זה")


_CONNECTOR = re.compile(r"^(?:to|that|about|of|for)\s+|^(?:על|ש)\s+", re.IGNORECASE)
# Requests about existing tasks start with these verbs; they are never a new reminder.
_NOT_NEW = re.compile(r"^(?:please\s+)?(?:delete|remove|cancel|erase|drop|forget|move|change|reschedule|postpone"
                      r"|push|shift|mark|what|which|show|list|did|finished|completed|done"
                      r"|מחק|תמחק|תמחקי|מחקי|בטל|תבטל|תבטלי|הסר|תסיר|תזיז|תזיזי|הזז|תעביר|תעבירי|תשנה|תשני|שנה|דחה"
                      r"|תדחה|תדחי|סמן|תסמן|מה|אילו|איזה|תראה|תראי|הצג|סיימתי|עשיתי)\b", re.IGNORECASE)


def _text_after_trigger(ctx: RuleContext, trigger: re.Match[str]) -> str:
    body = ctx.without_time()
    cut = re.search(re.escape(trigger.group(0)), body, re.IGNORECASE)
    if cut:
        body = (body[:cut.start()] + " " + body[cut.end():])
    body = _CONNECTOR.sub("", tidy(body))
    return tidy(_CONNECTOR.sub("", _UNTIL_I.sub("", tidy(body))))


def recurrence_args(tm: TimeMatch) -> dict[str, Any] | None:
    r = tm.recurrence
    if r is None:
        return None
    out: dict[str, Any] = {"type": r.type}
    if r.type == "nudge":
        out["interval"] = f"{r.interval_minutes or DEFAULT_NUDGE_MINUTES} minutes"
    if r.time:
        out["time"] = r.time
    if r.days:
        out["days"] = list(r.days)
    if r.day_of_month:
        out["dayOfMonth"] = r.day_of_month
    if r.until:
        out["until"] = r.until.isoformat()
    return out


def due_args(ctx: RuleContext, *, nag: bool = False) -> tuple[dict[str, Any], list[str], list[str]]:
    """dueDate/reminder/reminderRecurrence from the message's time words; plus missing fields and notes."""
    tm, args, missing, notes = ctx.time, {}, [], []
    if tm is None:
        if nag:
            args["reminderRecurrence"] = {"type": "nudge", "interval": f"{DEFAULT_NUDGE_MINUTES} minutes"}
            args["dueDate"] = iso(ctx.now)
            notes.append("default_nudge_interval")
        return args, missing, notes
    notes.extend(tm.notes)
    if tm.ambiguous or "past_date" in tm.notes:
        # An impossible or past date is never silently moved: ask when instead.
        return args, ["dueDate"], notes
    when: datetime | None = tm.when
    if when is None and tm.date_only is not None:
        when = datetime.combine(tm.date_only, MORNING, tzinfo=ctx.now.tzinfo)
        notes.append("assumed_morning")
    recurrence = recurrence_args(tm)
    if nag and recurrence is None:
        recurrence = {"type": "nudge", "interval": f"{DEFAULT_NUDGE_MINUTES} minutes"}
    if recurrence:
        args["reminderRecurrence"] = recurrence
        if when is None and recurrence["type"] == "nudge":
            when = ctx.now
    if when is not None:
        args["dueDate"] = iso(when)
    if tm.remind_before_minutes:
        args["reminder"] = f"{tm.remind_before_minutes} minutes"
    if recurrence and recurrence["type"] in ("daily", "weekly", "monthly") and not recurrence.get("time"):
        missing.append("time")
    return args, missing, notes


@grammar
def create_reminder(ctx: RuleContext) -> Intent | None:
    nag = _NAG.search(ctx.text)
    trigger = nag or _REMIND.search(ctx.text)
    if trigger is None or (trigger.start() > 0 and _NOT_NEW.match(ctx.text)) or _NOT_NEW.match(ctx.text):
        return None
    text = _text_after_trigger(ctx, trigger)
    args, missing, notes = due_args(ctx, nag=bool(nag))
    if not text:
        missing.insert(0, "text")
    if "dueDate" not in args and "reminderRecurrence" not in args and "dueDate" not in missing:
        missing.append("dueDate")
    return Intent("database", "create", {"operation": "create", "text": text, **args}, confidence=0.95,
                  missing=missing, notes=notes, entity="task")


@grammar
def create_task(ctx: RuleContext) -> Intent | None:
    trigger = _ADD_TASK.match(ctx.text) or _ADD_TASK.search(ctx.text[:30])
    if trigger is None or _REMIND.search(ctx.text) or _NAG.search(ctx.text):
        return None
    text = _text_after_trigger(ctx, trigger)
    if not text:
        return Intent("database", "create", {"operation": "create", "text": ""}, 0.85, missing=["text"],
                      entity="task")
    args, missing, notes = due_args(ctx)
    # "I need to ..." is weaker evidence of a task than "add a task ...".
    confidence = 0.9 if re.match(r"(?:add|new|to-?do|task|תוסיף|תוסיפי|הוסף|הוסיפי|משימה)", trigger.group(0),
                                 re.IGNORECASE) else 0.75
    return Intent("database", "create", {"operation": "create", "text": text, **args}, confidence,
                  missing=missing, notes=notes, entity="task")


@grammar
def bulk(ctx: RuleContext) -> Intent | None:
    if _COMPLETE_ALL.search(ctx.text):
        return Intent("database", "completeAll", {"operation": "completeAll"}, 0.95, risk="high", entity="task")
    match = _ALL.search(ctx.text)
    if match is None:
        return None
    # "delete all the items on my shopping list" is about a list, not about tasks.
    if re.search(r"\blist\b|רשימ", ctx.text, re.IGNORECASE) and not re.search(_TASK_NOUN, ctx.text, re.IGNORECASE):
        return None
    return Intent("database", "deleteAll", {"operation": "deleteAll"}, 0.95, risk="high", entity="task")


def latest_task(ctx: RuleContext) -> dict[str, Any] | None:
    return next((a for a in ctx.latest_actions if a.get("capability") == "database"), None)


def _target(ctx: RuleContext, what: str) -> dict[str, Any] | None:
    """`text` to match, or the latest action's ids for "it/that/זה"; None when "it" has no referent."""
    what = tidy(re.sub(rf"\b(?:the|my|a)\b|\s+{_TASK_NOUN}$", " ", what, flags=re.IGNORECASE))
    what = re.sub(r"^(?:את|ה)(?=\s)", "", what).strip()
    if not what or _REFERENTIAL.fullmatch(what):
        latest = latest_task(ctx)
        if latest is None:
            return None
        return {"ids": latest.get("externalIds") or [], "text": latest.get("summary", ""), "referential": True}
    return {"text": what}


@grammar
def delete_task(ctx: RuleContext) -> Intent | None:
    match = _DELETE.match(ctx.text)
    if match is None or _ALL.search(ctx.text):
        return None
    if re.search(r"\bfrom\b.*\blist\b|מהרשימה|מרשימת", ctx.text, re.IGNORECASE):
        return None  # "remove milk from the shopping list" is a list item
    what = match.group("what") or match.group("what_he") or ""
    explicit = re.search(_TASK_NOUN, ctx.text, re.IGNORECASE)
    target = _target(ctx, what)
    if target is None:
        return Intent("database", "delete", {"operation": "delete"}, 0.75, missing=["text"], entity="task")
    confidence = 0.92 if explicit or target.get("referential") else 0.72
    return Intent("database", "delete", {"operation": "delete", **target}, confidence, entity="task")


@grammar
def complete_task(ctx: RuleContext) -> Intent | None:
    if _DONE_ALONE.fullmatch(ctx.text.strip(" .!")):
        target = _target(ctx, "it")
        if target is None:
            return Intent("database", "complete", {"operation": "complete"}, 0.75, missing=["text"], entity="task")
        return Intent("database", "complete", {"operation": "complete", **target}, 0.9, entity="task")
    match = _COMPLETE.match(ctx.text)
    if match is None:
        return None
    what = next((g for g in match.groups() if g), "")
    target = _target(ctx, what)
    if target is None:
        return None
    return Intent("database", "complete", {"operation": "complete", **target}, 0.85, entity="task")


_BARE_TARGET = (
    # "move it to 10" / "make it 10:30" -> "at 10"; "תזיז את זה ל-10" -> "ב-10"; "תזיז את זה למחר" -> "מחר"
    (re.compile(r"\s(?:to|for)\s+(\d{1,2}(?::\d{2})?(?:\s*(?:am|pm))?)\s*[.!]?$", re.IGNORECASE), r" at \1"),
    (re.compile(r"^((?:make|set)\s+(?:it|that|this))\s+(\d{1,2}(?::\d{2})?(?:\s*(?:am|pm))?)\s*[.!]?$",
                re.IGNORECASE), r"\1 at \2"),
    (re.compile(r"\sל-?(\d{1,2}(?::\d{2})?)\s*[.!]?$"), r" ב-\1"),
    (re.compile(r"\sל(מחר|מחרתיים|יום|שבוע|בוקר|ערב)"), r" \1"),
)


def _with_bare_target_time(ctx: RuleContext) -> RuleContext:
    """A bare hour or day after to/ל is the new time: read it as "at"/"ב" would be."""
    if ctx.time is not None:
        return ctx
    for pattern, replacement in _BARE_TARGET:
        text = pattern.sub(replacement, ctx.text)
        if text != ctx.text:
            candidate = RuleContext(raw=text, now=ctx.now, language=ctx.language, latest_actions=ctx.latest_actions)
            if candidate.time is not None:
                return candidate
    return ctx


@grammar
def update_task(ctx: RuleContext) -> Intent | None:
    match = _UPDATE.match(ctx.text)
    if match is None:
        return None
    ctx = _with_bare_target_time(ctx)
    if ctx.time is None:
        return None
    what = match.group("what") or match.group("what2") or match.group("what_he") or ""
    # Drop the time words from the target ("move the dentist to 10" -> "the dentist").
    what = re.sub(r"\s+(?:to|for|ל|ב)\s*$", "", what)
    target = _target(ctx, what)
    if target is None:
        return Intent("database", "update", {"operation": "update"}, 0.75, missing=["text"], entity="task")
    tm = ctx.time
    if tm.when is None and tm.date_only is not None and tm.recurrence is None:
        # "move it to tomorrow": a new day, same time of day (the executor keeps the task's time).
        due, missing, notes = {"dueDay": tm.date_only.isoformat()}, [], list(tm.notes)
    else:
        due, missing, notes = due_args(ctx)
    if not due:
        return None
    return Intent("database", "update", {"operation": "update", **target, "updateFields": due}, 0.88,
                  missing=missing, notes=notes, entity="task")


@grammar
def query_tasks(ctx: RuleContext) -> Intent | None:
    if not _QUERY.match(ctx.text):
        return None
    filters: dict[str, Any] = {}
    if _OVERDUE.search(ctx.text):
        filters["overdue"] = True
    window = parse_range(ctx.text, ctx.now)
    if window is not None:
        filters.update(window=window.label, timeMin=iso(window.start), timeMax=iso(window.end))
    return Intent("database", "getAll", {"operation": "getAll", "filters": filters}, 0.9, intent_type="operation",
                  entity="task")
