"""Changes to existing tasks (the `database` capability): delete, move / snooze / rename, and all at once.
A task reported done is read in `task_complete.py`, a task's new words in `task_rename.py`.

The target is the task's words ("the dentist reminder" -> text "dentist", matched by entity resolution)
or, for "it / that / זה", the ids of the latest action when that action was a task. Confidence follows the
evidence: a task noun ("reminder", "תזכורת") or a referent in latestActions is explicit; a bare
"cancel my dentist" could be an event and stays below the confident line; "I paid the bill" reports a task
done without asking for anything, and is read more weakly in `task_implied.py`. Stopping a nudge ("stop
nudging me about the plumber") removes the task's repetition and keeps the task: the user did not say it
was done. Bulk changes are high risk, so Memo always asks first. How people say "all of them" (with a reason
after it) or name one task in other words ("don't need the parcel reminder anymore, remove it") is read in
`task_phrasing.py`; a report followed by a sentence that closes it ("booked the vet, stop reminding me") and
a task named before its verb ("את התזכורת של הגנן תזיזי למחר") in `task_words.py`.
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta
from typing import Any

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext, iso, tidy
from memo.planning.rules.task_amended import amended, copied, without_old_schedule
from memo.planning.rules.task_early import settle_moved_hour
from memo.planning.rules.task_emphasis import without_emphasis
from memo.planning.rules.task_moves import hour_in_words, without_kept_fields
from memo.planning.rules.task_phrasing import (
    ALL_NOUN,
    DELETE_ALL,
    DELETE_ALL_UNNAMED,
    HE_ALL_NOUN,
    NAMED_ELSEWHERE,
    commands_after_a_lead,
    complete_all_args,
    cut_reason,
    delete_target,
    named_in_reason,
)
from memo.planning.rules.task_rename import renamed
from memo.planning.rules.task_second_ask import not_a_stop, only_an_hour
from memo.planning.rules.task_words import (
    DEFAULT_SNOOZE_MINUTES,
    HE,
    HE_HOUR_WORD,
    OTHER_THING,
    REFERENTIAL,
    TAIL_WINDOW,
    TASK_NOUN,
    Target,
    Timed,
    change_view,
    clean_target,
    core,
    core_of,
    due_args,
    has_day_word,
    has_task_noun,
    latest_task,
    target,
    timed_text,
)
from memo.planning.timeexpr import parse_duration

_E = rf"(?![\w{HE}])"
_LIST_CONTEXT = re.compile(rf"\blists?\b|(?<![\w{HE}])(?:מ|ב|ל)?ה?רשימ(?:ה|ת|ות)(?![\w{HE}])", re.IGNORECASE)
_TODO_LIST = re.compile(r"to[-\s]?do\s+list|task\s+list|רשימת\s+ה?(?:משימות|מטלות)", re.IGNORECASE)


def list_talk(text: str) -> bool:
    """About a shopping/packing/... list rather than tasks ("the to-do list" is tasks)."""
    return bool(_LIST_CONTEXT.search(text)) and not _TODO_LIST.search(text)


# -- all at once -------------------------------------------------------------------------------------
UNNAMED_ALL = 0.9  # "delete everything" with nothing saying of what: asked, above the guesses of other grammars


@grammar
def bulk(ctx: RuleContext) -> Intent | None:
    """Everything at once. Only for all of them: "delete all reminders for tomorrow" is not "delete all"."""
    text = core(ctx)
    whole = _bulk(text, ctx) or _bulk(without_emphasis(text), ctx)  # "..., all of them": said again
    if whole is not None:
        return whole
    # "went through it all this morning, mark all my tasks done": why, said before the request (phrasing.py).
    for command in commands_after_a_lead(text):
        found = _bulk(command, ctx) or _bulk(without_emphasis(command), ctx)
        if found is not None and not found.missing:
            return found
    return None


def _bulk(text: str, ctx: RuleContext) -> Intent | None:
    done = complete_all_args(text, ctx)
    if done is not None:
        return Intent("database", "completeAll", done, 0.95, risk="high", entity="task")
    if DELETE_ALL.match(text):
        return Intent("database", "deleteAll", {"operation": "deleteAll"}, 0.95, risk="high", entity="task")
    if DELETE_ALL_UNNAMED.match(text):
        # All of what is not said: Memo asks (missing "target") instead of wiping the tasks, and the question
        # outranks other readings of the bare words ("כל מה שיש" is no note to search for).
        return Intent("database", "deleteAll", {"operation": "deleteAll"}, UNNAMED_ALL, missing=["target"],
                      risk="high", notes=["what_to_delete_unclear"], entity="task")
    return None


# -- stop a nudge ------------------------------------------------------------------------------------
# The nudge stops (its repetition is removed); the task stays open, since nobody said it was done.
_NAG_VERB = r"(?:nagging|nudging|bugging|pestering|hassling|pinging|poking)"
_STOP_NUDGING = re.compile(
    r"^(?:(?:you|u)\s+can\s+)?(?:stop|quit|enough(?:\s+with)?|no\s+more|cut\s+out|pause|mute|silence)\s+"
    r"(?:the\s+|my\s+|these\s+|those\s+|your\s+)?(?:nudges?|nudging|nagging|nags?|pings?|pinging|bugging|pestering)"
    r"(?:\s+me)?(?:\s+(?:for|about|on|of|to|re|regarding|over))?\s*(?P<a>.*?)(?:\s+(?:any\s*more|now))*$"
    rf"|^(?:(?:you|u)\s+can\s+)?(?:stop|quit)\s+{_NAG_VERB}\s+me(?:\s+(?:about|to|of|re|for|over))?\s*(?P<b>.*?)"
    r"(?:\s+(?:any\s*more|now))*$"
    r"|^(?:don'?t|do\s+not)\s+(?:nag|nudge|bug|pester|ping)\s+me(?:\s+(?:about|to|of|re|for|over))?\s*"
    r"(?P<c>.*?)(?:\s+any\s*more)?$"
    r"|^(?:(?:תפסיק|תפסיקי|הפסק|הפסיקי|די|די\s+כבר|מספיק)\s+(?:לנדנד|להציק|לחפור)"
    r"|אל\s+ת(?:נדנדי|נדנדו|נדנד|ציקי|ציקו|ציק|חפרי|חפרו|חפור)(?![\w\u0590-\u05FF]))(?:\s+(?:לי|אותי)(?![\w\u0590-\u05FF]))?\s*"
    r"(?:על\s+|לגבי\s+|בקשר\s+ל|עם\s+|ש)?(?P<d>.*?)(?:\s*יותר)?$"
    r"|^(?:תפסיק|תפסיקי|הפסק|הפסיקי|תעצור|תעצרי|עצור|עצרי|די\s+עם|מספיק\s+עם|בלי\s+עוד|בלי)\s+(?:את\s+)?"
    r"(?:ה)?(?:נדנודים|נדנודי|נדנוד)(?![\w\u0590-\u05FF])(?:\s+(?:על|של|לגבי|בקשר\s+ל|ל)(?=\s|[\u0590-\u05FF]))?"
    r"\s*(?P<e>.*)$",
    re.IGNORECASE)


_AFTER_A_BREAK = re.compile(r"\s*[,;.!?]\s.*$")
_SUBJECT_CLAUSE = re.compile(rf"(?:^|\s+)(?:i|i'?ll|i'?m|i'?ve|we|we'?ll|already|כבר|אני){_E}.*$", re.IGNORECASE)


@grammar
def stop_nudging(ctx: RuleContext) -> Intent | None:
    """ "stop nudging me about the plumber", "stop the nudges for the bill", "תפסיק לנדנד לי על החשבון"."""
    text = core(ctx)
    match = _STOP_NUDGING.match(text)
    if match is None or _BULK_WORD.search(text) or list_talk(text):
        return None
    what = next((g for g in match.groups() if g), "")
    what = re.sub(r"(?:^|\s+)(?:now|any\s*more|already)$", "", what, flags=re.IGNORECASE)  # "u can stop nagging me now"
    what = _SUBJECT_CLAUSE.sub("", _AFTER_A_BREAK.sub("", what))  # "..., i'll call tomorrow": why, not which task
    if OTHER_THING.search(what) and not has_task_noun(what):
        return None
    stop = {"operation": "update", "updateFields": {"reminderRecurrence": None}}
    found = target(ctx, what)
    if found is None:
        return Intent("database", "update", stop, 0.6, missing=["text"], entity="task")
    return Intent("database", "update", {**stop, **found.args}, 0.92, notes=["stops_nudge"], entity="task")


# -- delete ------------------------------------------------------------------------------------------
_DELETE = re.compile(
    r"^(?:delete|remove|cancel|erase|drop|scrap|trash|kill|get\s+rid\s+of|forget(?:\s+about)?|turn\s+off|disable"
    # Slang for delete, only with a task noun after it: "scratch that" alone takes back what was just said.
    r"|(?:scratch|ditch|nuke|axe|zap|dump|bin)(?=\s+(?:the|my|that|this)\s+(?:[\w'-]+\s+){0,4}?"
    r"(?:reminders?|tasks?|to-?dos?|nudges?|alarms?)\b))"
    r"\s+(?P<a>.+)$"
    r"|^(?:מחק|מחקי|תמחק|תמחקי|בטל|בטלי|תבטל|תבטלי|הסר|הסירי|תסיר|תסירי|תוריד|תורידי|הורד|הורידי|תעיף|תעיפי"
    r"|תשכח|תשכחי|תמחוק|תמחקו|תבטלו)\s+(?:לי\s+)?(?P<b>.+)$",
    re.IGNORECASE)
# "Stop nagging me" is not here: it stops the nudge and keeps the task (stop_nudging).
_STOP_REMINDING = re.compile(
    r"^(?:stop|quit)\s+reminding\s+me(?:\s+(?:about|abt|bout|to|of|re)\b)?\s*(?P<a>.*)$"
    r"|^(?:don'?t|do\s+not|no\s+need\s+to)\s+remind\s+me(?:\s+(?:about|abt|bout|to|of|re)\b)?\s*(?P<b>.*)$"
    r"|^(?:תפסיק|תפסיקי|הפסק|הפסיקי|די)\s+להזכיר\s+(?:לי\s+)?(?:על\s+|ש)?(?P<c>.*)$"
    r"|^(?:אל\s*(?:תזכיר|תזכירי)|(?:לא\s+צריך|אין\s+צורך)(?:\s+יותר)?\s+להזכיר)\s+לי\s+(?:יותר\s+)?(?:על\s+|לגבי\s+|ש)?"
    r"(?P<d>.*)$"
    r"|^(?:stop|quit|no\s+more)\s+(?:the\s+|my\s+)?(?:reminders?|alerts?)\s+(?:for|about|on|of|to|re|regarding)\s+(?P<e>.+)$"
    r"|^(?:תפסיק|תפסיקי|הפסק|הפסיקי|די\s+עם|בלי\s+עוד)\s+(?:את\s+)?(?:ה)?(?:תזכורות|תזכורת)\s+(?:על|של|לגבי)\s+(?P<f>.+)$",
    re.IGNORECASE)
# After "stop reminding me about X": a closing "delete it" and "anymore" say the same again, they are not X.
_CLOSING_DELETE = re.compile(
    r"\s*[,.;!\-–]+\s*(?:so\s+|and\s+|just\s+|אז\s+|פשוט\s+|ו)?(?:(?:you|u)\s+can\s+|אפשר\s+)?"
    r"(?:(?:delete|remove|cancel|erase|drop|scrap|kill|get\s+rid\s+of|clear)\s+(?:it|that|this|them)"
    r"|(?:מחק|מחקי|תמחק|תמחקי|למחוק|בטל|בטלי|תבטל|תבטלי|לבטל|תוריד|תורידי|להוריד|תסיר|תסירי|תעיף|תעיפי)"
    r"\s+(?:לי\s+)?(?:אותה|אותו|את\s+זה|את\s+זאת|אותם|אותן))(?:\s+(?:now|pls|please|בבקשה|כבר))*\s*[.!]*$",
    re.IGNORECASE)
_NO_MORE = re.compile(r"\s+(?:any\s*more|no\s+more|יותר|כבר)\s*$", re.IGNORECASE)
_NEVER_MIND = re.compile(r"^(?:forget|תשכח|תשכחי)\s+(?:it|that|about\s+it|מזה|את\s+זה)$", re.IGNORECASE)
_BULK_WORD = re.compile(
    rf"\b(?:all|everything)\b|\bevery\s+(?:single\s+)?{ALL_NOUN}|(?<![\w{HE}])(?:הכל|הכול|כולם|כולן|כל\s+{HE_ALL_NOUN}|כל\s+מה\s+ש){_E}",
    re.IGNORECASE)


@grammar
def delete_task(ctx: RuleContext) -> Intent | None:
    text = change_view(ctx)[0]
    if _BULK_WORD.search(text) or list_talk(text):
        return None
    other = delete_target(text)
    stop = _STOP_REMINDING.match(text)
    match = None if other else stop or _DELETE.match(text)
    if (match is None and other is None) or _NEVER_MIND.match(text):
        return None
    if other is not None:
        what, explicit = other
    else:
        what = cut_reason(next((g for g in match.groups() if g), ""))
        reason = named_in_reason(what)
        what = cut_reason(reason) if reason is not None else what
        if stop:  # "no need to remind me about the laundry anymore, remove it": the laundry
            what = _NO_MORE.sub("", _CLOSING_DELETE.sub("", what))
            if not_a_stop(what, ctx.now):
                return None  # "don't remind me tomorrow, remind me on tuesday instead": a change, not a delete
        explicit = bool(stop) or has_task_noun(what)
    if OTHER_THING.search(what) and not explicit:
        return None  # "cancel the meeting with Dana", "delete the email from Dana": not a task
    found = target(ctx, what)
    if found is None:
        if ctx.latest_actions and latest_task(ctx) is None and REFERENTIAL.fullmatch(clean_target(what) or "it"):
            return None  # "delete it" right after an event or a list: "it" is that, not a task
        return Intent("database", "delete", {"operation": "delete"}, 0.6, missing=["text"], entity="task")
    if not found.referential and _only_time_words(found.args["text"], ctx):
        # "delete my 5pm reminder": entity resolution matches words, not times, so Memo asks which one.
        return Intent("database", "delete", {"operation": "delete"}, 0.6, missing=["text"], notes=["target_by_time"],
                      entity="task")
    confidence = 0.92 if explicit or found.referential else 0.72
    if amended(str(found.args.get("text", ""))):
        confidence = 0.5  # "delete the reminder to call dan and the one about the gym": two, or which is asked
    elif other is not None:
        confidence = NAMED_ELSEWHERE  # "the parcel reminder" is a task by its noun, whatever else reads "remove it"
    return Intent("database", "delete", {"operation": "delete", **found.args}, confidence, entity="task")


def _only_time_words(what: str, ctx: RuleContext) -> bool:
    t = timed_text(what, ctx.now)
    return t.time is not None and not clean_target(core_of(t.rest))


# -- move, postpone, snooze, change ------------------------------------------------------------------
_UPDATE = re.compile(
    r"^(?P<verb>move|change|reschedule|postpone|push(?:\s+back)?|shift|delay|bump|set|make|switch|update|snooze|defer"
    r"|put\s+off|bring\s+forward|pull\s+forward|prepone|rename|edit"
    r"|תזיז|תזיזי|הזז|הזיזי|תעביר|תעבירי|העבר|העבירי|תשנה|תשני|שנה|שני|תדחה|תדחי|דחה|דחי|תקדים|תקדימי|הקדם|הקדימי"
    rf"|תעדכן|תעדכני|עדכן|עדכני"
    rf"|(?:תעשה|תעשי|עשה|עשי|תשים|תשימי|תקבע|תקבעי)(?=\s+(?:את\s+)?(?:זה|זאת|אותו|אותה|ה?תזכורת|ה?משימה){_E}))"
    rf"{_E}\s*(?P<rest>.*)$",
    re.IGNORECASE)
# Right after a reminder fired, "in 10 minutes" / "remind me in an hour" / "later" is a snooze.
_SNOOZE_FOLLOW_UP = re.compile(
    r"^(?:(?:remind|ping|tell)\s+me|(?:תזכיר|תזכירי|תזכירו)\s+לי|(?:try|ask)\s+(?:me\s+)?)?\s*(?P<rest>.*)$",
    re.IGNORECASE)
_LATER = re.compile(r"^(?:later|not\s+now|remind\s+me\s+later|אחר\s+כך|אח\"כ|לא\s+עכשיו|תזכירי\s+לי\s+אחר\s+כך"
                    r"|תזכיר\s+לי\s+אחר\s+כך|יותר\s+מאוחר)$", re.IGNORECASE)
_AGAIN = re.compile(
    r"^(?:remind\s+me\s+(?:again|once\s+more)|(?:ask|ping|tell)\s+me\s+again|again"
    rf"|(?:תזכיר|תזכירי|תזכירו)\s+(?:לי\s+)?(?:שוב|עוד\s+פעם)){_E}\s*(?P<rest>.*)$",
    re.IGNORECASE)
_SHIFT_VERB = re.compile(r"^(?:postpone|push|delay|bump|defer|put\s+off|snooze|תדחה|תדחי|דחה|דחי)", re.IGNORECASE)
_EARLIER_VERB = re.compile(r"^(?:bring\s+forward|pull\s+forward|תקדים|תקדימי|הקדם|הקדימי)", re.IGNORECASE)
_VAGUE_LATER = re.compile(r"(?:^|\s)(?:to|for|till|until)\s+later(?:\s+on)?\b|(?:^|\s)ל(?:מאוחר\s+יותר|אחר\s+כך|אח\"כ)",
                          re.IGNORECASE)
# A direction said with a plain "move": the amount after it is a shift ("later by an hour", "מוקדם יותר בחצי שעה").
_DIRECTION = re.compile(r"(?:^|\s)(?P<dir>later|earlier|מאוחר\s+יותר|מוקדם\s+יותר)(?=\s|$)", re.IGNORECASE)
_SNOOZE_VERB = re.compile(r"^snooze", re.IGNORECASE)
_WEAK_VERB = re.compile(r"^(?:set|make|switch|update|edit)$", re.IGNORECASE)
_NOT_A_CHANGE = re.compile(r"^(?:make\s+sure|set\s+up|(?:set|make|create)\s+(?:a|an|me|new)\b"
                           r"|(?:תקבע|תקבעי|תעשה|תעשי|תשים|תשימי)\s+(?:לי\s+)?(?:תזכורת|רשימה|משימה|פגישה))",
                           re.IGNORECASE)
_NUMBER = (r"(?:\d+(?:\.\d+)?|an?|one|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty|thirty|forty|fifty"
           r"|a\s+couple\s+of|couple\s+of|a\s+few|half(?:\s+an?)?|a\s+quarter\s+of\s+an|quarter\s+of\s+an"
           r"|אחת|אחד|שתיים|שניים|שתי|שני|שלוש|שלושה|ארבע|ארבעה|חמש|חמישה|שש|שבע|שמונה|תשע|עשר|עשרה|עשרים|שלושים"
           r"|ארבעים|חמישים|חצי|רבע)")
_UNIT = (r"(?:minutes?|mins?|m|hours?|hrs?|h|days?|weeks?|דקות|דקה|דק'|שעות|שעה|שעתיים|שעתים|ימים|יום|יומיים|יומים"
         r"|שבועות|שבוע|שבועיים|שבועים)")
_SHIFT_TAIL = re.compile(
    rf"(?:\s+(?:back|forward|ahead|off|later))?\s*(?:(?<![\w{HE}])(?:by|for|in|another|with)\s+"
    rf"|(?<![\w{HE}])(?:ב|בעוד|עוד|ל|לעוד)\s*-?\s*)?(?:{_NUMBER}\s*-?\s*{_UNIT}|(?<![A-Za-z]){_UNIT})(?![\w{HE}])"
    r"(?:\s+(?:and\s+a\s+half|וחצי|ורבע))?"
    rf"(?:\s+(?:later|more|back|forward|ahead|מאוחר\s+יותר|אחר\s+כך))?\s*$",
    re.IGNORECASE)
_HE_PREFIX = re.compile(
    rf"^\s*(?:by|for|in|another|with|back|forward|ahead|off|later|ב|בעוד|עוד|ל|לעוד)(?:\s+|-|(?=[{HE}]))",
    re.IGNORECASE)
# A bare number after "to" / "ל", or after "make it", is an hour ("move it to 10", "make it 10", "תזיז ל-10").
_BARE_HOUR = (
    (re.compile(r"\s(?:to|for)\s+(\d{1,2}(?::\d{2})?(?:\s*(?:am|pm))?)\s*$", re.IGNORECASE), r" at \1"),
    (re.compile(r"^((?:make|set|change)\s+(?:it|that|this))\s+(\d{1,2}(?::\d{2})?(?:\s*(?:am|pm))?)\s*$",
                re.IGNORECASE), r"\1 at \2"),
    (re.compile(r"\sל-?(\d{1,2}(?::\d{2})?(?:\s+(?:וחצי|ורבע|ועשרים|ועשר))?)\s*$"), r" ב-\1"),
    (re.compile(rf"\sל({HE_HOUR_WORD})\s*$"), r" ב\1"),
)


def _shift_minutes(rest: str) -> tuple[int, int] | None:
    """(minutes, where the duration phrase starts) for "by an hour" / "בשעה" / "10 minutes" at the end."""
    cut = max(0, len(rest) - TAIL_WINDOW)
    tail = _SHIFT_TAIL.search(rest, cut)
    if tail is None or not tail.group(0).strip():
        return None
    phrase = _HE_PREFIX.sub("", tail.group(0).strip())
    phrase = _HE_PREFIX.sub("", phrase)
    minutes = parse_duration(phrase)
    if minutes is None or minutes <= 0:
        return None
    return minutes, tail.start()


def _update(found: Target, fields: dict[str, Any], confidence: float, *, missing: list[str] | None = None,
            notes: list[str] | None = None) -> Intent:
    args = {"operation": "update", **found.args, "updateFields": fields}
    # V1's taskOperations also carried an update's new time at the top level (dueDate, reminderRecurrence), and
    # readers of the plan look for it there. The executor reads only updateFields, so these copies change
    # nothing that runs. A new day without an hour (dueDay: the task keeps its own hour) is shown as its date.
    for key in ("dueDate", "reminderRecurrence"):
        if fields.get(key):
            args[key] = fields[key]
    if "dueDate" not in args and fields.get("dueDay"):
        args["dueDate"] = fields["dueDay"]
    return Intent("database", "update", args, 0.92 if found.referential else confidence, missing=missing or [],
                  notes=notes or [], entity="task")


def _shifted(ctx: RuleContext, found: Target, minutes: int, *, snooze: bool, confidence: float) -> Intent:
    """Snooze counts from now; postpone counts from the task's own time: its new time when the latest action
    tells the current one, else the shift itself, which the executor adds to the time the task has."""
    base = ctx.now if snooze else found.when
    if base is None:
        return _update(found, {"shiftMinutes": minutes}, confidence)
    return _update(found, {"dueDate": iso(base + timedelta(minutes=minutes))}, confidence)


def _reanchored(when: datetime, time_words: str, found: Target, ctx: RuleContext) -> datetime:
    """ "make it 10" for a reminder set for tomorrow 17:00 means tomorrow 10:00, not today."""
    if found.when is None or has_day_word(time_words):
        return when
    day = found.when.astimezone(when.tzinfo).date()
    if day <= ctx.now.date():
        return when
    return datetime.combine(day, when.timetz().replace(tzinfo=None), tzinfo=when.tzinfo)


# "move it to 8 tonight", "push the reminder to 6 tomorrow": a bare hour after "to" and before a day is a clock time,
# which the time grammar would leave out (reading "tonight" alone).
_HOUR_BEFORE_DAY = re.compile(
    r"\s(?:to|for)\s+(\d{1,2}(?::\d{2})?)(?=\s+(?:tonight|tonite|tomorrow|tmrw|today|this\s+(?:evening|afternoon|morning)"
    r"|in\s+the\s+(?:evening|afternoon|morning)|at\s+night|on\s+\w+|next\s+\w+)\b)",
    re.IGNORECASE)


def _update_time(ctx: RuleContext, text: str, t: Timed) -> Timed:
    """The new time words; a bare hour after "to" / "ל" / "make it" is read as a clock time."""
    before_day = _HOUR_BEFORE_DAY.sub(r" at \1", text)
    if before_day != text:
        candidate = timed_text(before_day, ctx.now)
        if candidate.time is not None:
            return candidate
    day_only = t.time is not None and t.time.when is None and t.time.date_only is not None  # "מחר ל5": and the hour
    if t.time is None or day_only:
        for pattern, replacement in _BARE_HOUR:
            rewritten = pattern.sub(replacement, text)
            if rewritten != text:
                candidate = timed_text(rewritten, ctx.now)
                if candidate.time is not None and (not day_only or candidate.time.when is not None):
                    return candidate
        return t if day_only else hour_in_words(text, ctx.now) or t  # "to four fifteen": the hour said in words
    return t


def _time_fields(ctx: RuleContext, t: Timed, found: Target) -> tuple[dict[str, Any], list[str], list[str]] | None:
    """updateFields from the new time words, or None when there are none."""
    tm = t.time
    if tm is None:
        return None
    if tm.ambiguous:
        return {}, ["dueDate"], list(tm.notes)
    if tm.recurrence is None and (tm.when is None and tm.date_only is not None or "same_time" in tm.notes):
        return {"dueDay": (tm.date_only or tm.when.date()).isoformat()}, [], list(tm.notes)  # keeps its hour
    default = found.when.astimezone(ctx.now.tzinfo).strftime("%H:%M") if found.when else None
    fields, missing, notes = due_args(ctx, t, default_time=default)
    if "dueDate" in fields and "reminderRecurrence" not in fields:
        when = _reanchored(datetime.fromisoformat(fields["dueDate"]), t.time_text, found, ctx)
        fields["dueDate"] = iso(when)
        if found.when is None and not has_day_word(t.time_text):
            settle_moved_hour(fields, missing, notes, ctx.text)  # "move it to 7:15": tonight, or tomorrow morning
    if "reminderRecurrence" in fields:
        fields.pop("dueDate", None)
    return fields, missing, notes


def _snooze_follow_up(ctx: RuleContext, text: str) -> Intent | None:
    """ "in 10 minutes", "remind me in an hour", "later" just after a reminder fired: snooze that reminder."""
    latest = latest_task(ctx)
    if latest is None or latest.get("action") != "reminded":
        return None
    found = target(ctx, "it")
    if found is None:
        return None
    if _LATER.match(text):
        return _shifted(ctx, found, DEFAULT_SNOOZE_MINUTES, snooze=True, confidence=0.9)
    rest = _SNOOZE_FOLLOW_UP.match(text).group("rest")
    shift = _shift_minutes(rest)
    if shift is None or rest[:shift[1]].strip():
        return None
    return _shifted(ctx, found, shift[0], snooze=True, confidence=0.9)


@grammar
def update_task(ctx: RuleContext) -> Intent | None:
    text, said = change_view(ctx)
    follow_up = _snooze_follow_up(ctx, text)
    if follow_up is not None:
        return follow_up
    again = _AGAIN.match(text)
    match = again or _UPDATE.match(text)
    if match is None or list_talk(text) or _BULK_WORD.search(text) or _NOT_A_CHANGE.match(text):
        return None
    verb = "snooze" if again else match.group("verb")
    explicit = has_task_noun(match.group("rest"))
    rest = without_kept_fields(match.group("rest").strip())  # "... באותה שעה": the hour it keeps, no shift of an hour
    shift = _shift_minutes(rest) if (_SHIFT_VERB.match(verb) or _EARLIER_VERB.match(verb) or again) else None
    earlier = bool(_EARLIER_VERB.match(verb))
    direction = _DIRECTION.search(rest) if shift is None and not again else None
    if direction is not None:  # "move the gym reminder earlier by 15 minutes", "תזיזי את X בשעה מוקדם יותר"
        rest = tidy(rest[:direction.start()] + " " + rest[direction.end():])
        shift = _shift_minutes(rest)
        earlier = direction.group("dir").casefold() in ("earlier", "מוקדם יותר")
    t = _update_time(ctx, text, said)
    rename = renamed(text, t)
    if shift is not None:
        what = rest[:shift[1]]
    elif rename:
        what = rename[0]
    else:
        what = _target_words(core_of(_before_a_remark(t, ctx)), verb)
    what = without_old_schedule(without_kept_fields(what), t.time)  # "..., same day"; "... instead of every day"
    what = re.sub(r"(?:(?<!מועד)(?<!כיתה)(?<!פרק)(?<!חלק)(?<!שלב)\s+|^)"  # "מועד ב": a letter that numbers, kept
                  r"(?:to|for|by|until|at|on|back|forward|ב|ל|עד)\s*-?\s*$", "", what.strip(), flags=re.IGNORECASE)
    vague = shift is None and _VAGUE_LATER.search(what) is not None
    if vague:  # "move the dentist reminder to later today": no hour said, which only the user can give
        what = tidy(what[:_VAGUE_LATER.search(what).start()])  # type: ignore[union-attr]
    what = _WHICH_FIELD.sub("", what)  # "the time of the dentist reminder": the reminder is the target
    what = _FIELD_ONLY.sub("", what)  # "change the time to 5": of the latest task, or asked
    if OTHER_THING.search(what) and not explicit:
        return None  # "move my meeting with Dana to 5pm" is the calendar's
    found = target(ctx, what)
    if found is None:
        if (ctx.latest_actions and latest_task(ctx) is None) or (t.time is None and shift is None):
            return None  # "move it" right after an event is the event's; "move on" is no change at all
        return Intent("database", "update", {"operation": "update"}, 0.6, missing=["text"], entity="task")
    if _WEAK_VERB.match(verb) and not (explicit or found.referential):
        return None  # "set lunch with Dana tomorrow at 1" makes something new; "set it to 8" changes a task
    confidence = 0.9 if explicit else 0.8
    if amended(what) or copied(what) or (not found.referential and (timed_text(what, ctx.now).time is not None
                                                                     or only_an_hour(str(found.args.get("text", ""))))):
        # "move the dentist reminder to tomorrow, and the gym one to friday": two changes; "move my 5pm reminder
        # to 6": the old hour named the task and was read as the new one. Asked.
        confidence = 0.5
    snooze = bool(again) or bool(_SNOOZE_VERB.match(verb))
    if vague:
        return _update(found, {}, confidence, missing=["dueDate"])
    if shift is not None:
        minutes = -shift[0] if earlier else shift[0]
        return _shifted(ctx, found, minutes, snooze=snooze, confidence=confidence)
    if rename:
        return _update(found, {"text": rename[1]}, confidence)
    result = _time_fields(ctx, t, found)
    if result is None:
        if snooze and found.referential:
            return _shifted(ctx, found, DEFAULT_SNOOZE_MINUTES, snooze=True, confidence=confidence)
        return None
    fields, missing, notes = result
    if not fields and not missing:
        return None
    return _update(found, fields, confidence, missing=missing, notes=notes)


# "the time of the dentist reminder", "השעה של התזכורת": which field changes, not which task.
_WHICH_FIELD = re.compile(r"^(?:the\s+)?(?:time|date|hour|due\s+date)\s+(?:of|for|on)\s+"
                          r"|^(?:את\s+)?(?:ה)?(?:שעה|תאריך|זמן|מועד)\s+של\s+", re.IGNORECASE)

# A field with nothing saying whose: "the time", "השעה", "the date". Never a task's name.
_FIELD_ONLY = re.compile(r"^(?:the\s+|its\s+)?(?:time|date|hour|day|due\s+date|due\s+time)$"
                         r"|^(?:את\s+)?(?:ה)?(?:שעה|תאריך|זמן|מועד|יום|שעה\s+שלה|שעה\s+שלו)$", re.IGNORECASE)


# "... so that it is every day at 9", "... שתהיה כל יום בתשע": what joins the target to its new time.
_SO_THAT = re.compile(r"\s+(?:so\s+(?:that\s+)?it(?:'s|\s+is|\s+will\s+be|'ll\s+be)|to\s+be|to\s+happen|to\s+fire"
                      r"|ש(?:תהיה|יהיה|יהיו|תהיינה|תצלצל|יצלצל|תקפוץ|תופיע))$", re.IGNORECASE)


# A clause after the new time ("move the reminder to tomorrow, something came up") is a remark, not the target;
# one that opens with "and" / "but" / "not" goes on with the request, and is kept (and asked about).
_AFTER_THE_TIME = re.compile(r"^\s*(?:[,.;!?]+|\s[-–])\s*"
                             rf"(?!(?:and|but|not|no|or|also|only|except|plus|ו|אבל|לא|רק|או|גם|חוץ){_E})\S",
                             re.IGNORECASE)


def _before_a_remark(t: Timed, ctx: RuleContext) -> str:
    """The change's words without a remark said after its new time."""
    spans = t.time.spans if t.time is not None else ()
    if not spans or not _AFTER_THE_TIME.match(t.body[spans[-1][1]:]):
        return t.rest
    return timed_text(t.body[:spans[-1][1]], ctx.now).rest


def _target_words(rest_without_time: str, verb: str) -> str:
    """The words between the verb and the new time: "move the dentist reminder to" -> "the dentist reminder"."""
    body = re.sub(rf"^{re.escape(verb)}{_E}\s*", "", rest_without_time, flags=re.IGNORECASE)
    body = re.sub(rf"^(?:{TASK_NOUN}\s+)?(?:to|ל)\s*$", "", body, flags=re.IGNORECASE)
    return tidy(_SO_THAT.sub("", tidy(body)))
