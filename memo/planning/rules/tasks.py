"""Tasks and reminders (the `database` capability): new reminders, nudges and tasks.

Arguments follow V1's taskOperations: operation, text, dueDate (a lead before a moment already taken off it:
`task_lead.py`), reminder ("30 minutes" before, when no moment is said to count back from),
reminderRecurrence {type, time, days, interval, dayOfMonth, until} (interval: a nudge's "N minutes", or how many
days/weeks/months apart a daily/weekly/monthly one fires, when more than 1); several tasks at once are
createMultiple with `tasks`, each with its own time when the message gives one per task ("remind me at 5 to
leave work and at 7 to call grandma"). Plain tasks ("add a task: ...", "todo: ...") are in `task_plain.py`,
changes to existing tasks in `task_changes.py`, questions in `task_queries.py`, and what they share (courtesy,
time words, targets) in `task_words.py`.

The text a reminder keeps is the task's own words: the request ("can you remind me to", "אל תשכחי
להזכיר לי"), its connectors ("to", "about", "על") and its time words are cut; a Hebrew infinitive keeps
its "ל" ("להתקשר לאמא"), because that is how the reminder reads back.
"""

from __future__ import annotations

import re
from typing import Any

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext, tidy
from memo.planning.rules.task_agenda import (
    errand_at_own_hour,
    errands_between_times,
    fixture_after,
    hours_read_out_of_order,
    the_week_after,
    weekday_before,
)
from memo.planning.rules.task_amended import amended
from memo.planning.rules.task_asked_first import held_for_the_question, request_after_a_question
from memo.planning.rules.task_backref import NEED_FIRST as _NEED_FIRST
from memo.planning.rules.task_backref import named_before, pointer_then, points_back, referent_summary, said_before
from memo.planning.rules.task_copula import without_copula
from memo.planning.rules.task_counted import time_inside_list
from memo.planning.rules.task_cutoff import cut_off_time
from memo.planning.rules.task_deadline import deadline_before
from memo.planning.rules.task_early import evening_kept, morning_routine, settle_early_hour
from memo.planning.rules.task_errands import (
    errand_after_bare_hour,
    opens_an_errand,
    split_after_times,
    split_at_leading_times,
    split_errands,
)
from memo.planning.rules.task_hedged import hedged_time
from memo.planning.rules.task_implied import DAY_ANCHOR, opens_with_task_verb
from memo.planning.rules.task_lead import settle_days_before
from memo.planning.rules.task_nouns import SHIN_NOUN_AHEAD
from memo.planning.rules.task_person import errand_until, with_person_named
from memo.planning.rules.task_purpose import before_closing_reason, purpose_apart, without_purpose
from memo.planning.rules.task_remarks import REMARKED, remark_kept
from memo.planning.rules.task_restated import opens_with_a_time as _opens_with_a_time
from memo.planning.rules.task_restated import same_schedule as _same_schedule
from memo.planning.rules.task_restated import without_restated_schedule
from memo.planning.rules.task_routine_hour import weekday_six
from memo.planning.rules.task_runon import after_the_request, appointment_said, only_feelings, without_closing_tag
from memo.planning.rules.task_said_of import carried_words
from memo.planning.rules.task_sameday import on_the_same_day
from memo.planning.rules.task_second_ask import request_proper
from memo.planning.rules.task_signoff import nothing_meant, unsure, without_signoff
from memo.planning.rules.task_stray import stray_time_word
from memo.planning.rules.task_triggers import _ALARM, _B, _E, _NAG, _NOUN_FIRST, _SOFT, _STRONG, _WAKE
from memo.planning.rules.task_vague import PLACEHOLDER, bare_verb, pronoun_only
from memo.planning.rules.task_wake import wake_time
from memo.planning.rules.task_words import (  # noqa: F401  (re-exported: older callers import them from here)
    AM_OR_PM,
    DEFAULT_NUDGE_MINUTES,
    HE,
    MORNING,
    REFERENTIAL,
    Timed,
    closing_report,
    core_of,
    due_args,
    has_day_word,
    latest_task,
    recurrence_args,
    rewrite_hebrew_lamed,
    timed,
    timed_text,
)
from memo.planning.timeexpr import parse_time_expression

DOUBTED = 0.5  # below the confidence floor: Memo asks
ERRANDS = 0.93  # "write down: <errand>, <errand>": a list of to-dos, a little above the notes' "write down"
SOFT_CONFIDENCE = 0.92  # "don't forget to", "make sure I": explicit, a little less than "remind me"
_IN_CALENDAR = re.compile(rf"\b(?:calendar|cal|diary)\b|{_B}[בל]?(?:ה)?יומן{_E}", re.IGNORECASE)
# A second request in the same message ("... and add milk to the list"): a plan of two steps, not this grammar's.
_COMPOUND = re.compile(
    r"\band\s+(?:also\s+|then\s+)?(?:(?:add|put)\s+.+\s+(?:to|on)\s+(?:the|my)\s+.*list\b|remind\s+me\b"
    r"|email\b|send\s+(?:an?\s+)?(?:email|message)\b|(?:book|schedule)\s+(?:a|an|the)\b)"
    r"|\sו(?:גם\s+)?(?:תוסיף|תוסיפי|תכניסי|תרשמי)\s.+\s(?:ל|ב)ה?רשימ|\sו(?:גם\s+)?(?:תזכיר|תזכירי)\s+לי"
    r"|\sו(?:גם\s+)?(?:תשלח|תשלחי|תקבע|תקבעי)\s",
    re.IGNORECASE)

# Requests about existing tasks, and questions, start with these: never a new reminder.
_NOT_NEW = re.compile(
    r"^(?:delete|remove|cancel|erase|drop|forget|clear|stop|don'?t\s+remind|do\s+not\s+remind|no\s+need\s+to\s+remind"
    r"|(?:don'?t|do\s+not)\s+(?:nag|nudge|bug|pester|ping)|you\s+can\s+stop|no\s+more|enough"
    r"|אל\s+ת(?:נדנד|נדנדי|ציק|ציקי|חפור|חפרי)|די|מספיק"
    r"|move|change|reschedule|postpone|push|shift|delay|snooze|mark|rename|what|which|show|list|how\s+many"
    r"|any(?!\s+chance)"
    r"|do\s+i|did\s+i|are\s+there|is\s+there|when|ה?תזכורת\s+של\s+ה[\u05D0-\u05EA]+(?=(?:\s+\S+){0,2}\s+ל-?\d)"
    r"|מחק|מחקי|תמחק|תמחקי|בטל|בטלי|תבטל|תבטלי|הסר|תסיר|תסירי|תוריד|תורידי|תפסיק|תפסיקי|אל\s+תזכיר|(?:לא\s+צריך|אין\s+צורך)\s+(?:יותר\s+)?להזכיר"
    r"|תזיז|תזיזי|הזז|תעביר|תעבירי|תשנה|תשני|שנה|דחה|תדחה|תדחי|סמן|תסמן|תסמני|מה|אילו|איזה|תראה|תראי|הצג|כמה|מתי)"
    rf"{_E}",
    re.IGNORECASE)
_AGAIN = re.compile(rf"^\s*(?:again|once\s+more|שוב|עוד\s+פעם){_E}", re.IGNORECASE)
_QUESTION = re.compile(
    rf"^(?:what|where|when|who|whom|which|how|why|whether|if|מה|איפה|מתי|מי|איך|כמה|אילו|איזה|האם|למה){_E}",
    re.IGNORECASE)
_LEADING = re.compile(
    rf"^(?:[:\-,]+\s*|(?:to|that|about|of|re|regarding|for|me|sharp)\s+|re:\s*|2\s+(?=[a-z])|על\s+|{SHIN_NOUN_AHEAD}ש(?=[\u0590-\u05FF]{{2,}}))",
    re.IGNORECASE)
_LEADING_WORD = re.compile(r"^(?:[:\-,]+\s*|(?:to|that|about|of|re|regarding|for|me)\s+|על\s+)", re.IGNORECASE)
_DANGLING_POD = re.compile(r"\s+(?:in\s+the\s+(?:morning|evening|afternoon)|at\s+night|בבוקר|בערב|בלילה|בצהריים)$",
                           re.IGNORECASE)
_UNTIL_I = re.compile(r"^(?:until|till|untill|til|'til|unless)\s+(?:i\s+(?:have\s+)?|i'?ve\s+)?"
                      rf"|^עד\s+ש(?!(?:בע|בעה|ש|שה|מונה|לוש|לושה|תיים|תים)(?![{HE}]))(?:אני\s+)?",  # not "עד שבע"
                      re.IGNORECASE)
_UNTIL_DONE = re.compile(
    r"(?:^|\s+)(?:until|till|til|'til)\s+(?:i(?:'m|\s+am|'ve|\s+have)?\s+(?:(?:actually|finally|really)\s+)?(?:do|did|done|finish|finished|complete|completed"
    r"|handle|handled|confirm|say\s+(?:so|stop|done|(?:it'?s|it\s+is|that'?s|i'?m)\s+(?:done|finished|over)))"
    r"(?:\s+(?:it|that|this))?|it'?s\s+done|done)\s*$"
    # said in the present too ("עד שאני עושה את זה": until I do it)
    r"|(?:^|\s+)עד\s+ש(?:אני\s+)?(?:אעשה|אסיים|אגמור|עשיתי|סיימתי|אגיד|אבצע|אטפל|אסמן|אאשר|עושה|עושים|מסיים|מסיימת|גומר"
    r"|גומרת|מבצע|מבצעת|מטפל|מטפלת|מסמן|מסמנת|מאשר|מאשרת|אומר|אומרת)(?:\s+(?:את\s+)?(?:זה|זאת|די|ש?סיימתי|ש?עשיתי|בזה))?\s*$"
    # Any one verb with no object ("until i send it", "עד שאני שולח", "עד שאשלם"): the task was said before it.
    r"|(?:^|\s+)(?:until|till|til|'til)\s+i\s+(?:(?:actually|finally|really)\s+)?(?!have\b)[a-z]+"
    r"(?:\s+(?:it|that|this|them|him|her))?(?:\s+back)?\s*$"
    rf"|(?:^|\s+)עד\s+ש(?:אני\s+[{HE}]+|א[{HE}]+)(?:\s+(?:את\s+)?(?:זה|זאת|אותו|אותה|אותם|לו|לה|להם|אליו|אליה|אליהם))?"
    r"(?:\s+(?:שוב|בחזרה))?\s*$",
    re.IGNORECASE)
# Yearly repeats are not modelled: the first date is kept as a one-time reminder, and the reply says so.
_YEARLY = re.compile(r"\b(?:every|each)\s+year\b|\b(?:yearly|annually|once\s+a\s+year)\b"
                     r"|(?<![\w\u0590-\u05FF])(?:ב?כל\s+שנה|פעם\s+בשנה|מדי\s+שנה)(?![\w\u0590-\u05FF])", re.IGNORECASE)
# Vague times the grammar cannot pin down: cut from the text, and the time is asked for.
_VAGUE = re.compile(
    r"\b(?:next\s+week|this\s+weekend|next\s+weekend|next\s+month|later(?:\s+on|\s+today)?|some\s*time|soon"
    r"|one\s+of\s+these\s+days)\b|(?<![\w\u0590-\u05FF])(?:ב?שבוע\s+הבא|ב?סוף\s+השבוע|ב?סופ\"ש|ב?חודש\s+הבא"
    r"|אחר\s+כך|אח\"כ|מתישהו|בקרוב)(?![\w\u0590-\u05FF])",
    re.IGNORECASE)


# "remind me tmrw to", "תזכיר לי מחר ל": the message stops at the word that leads into the task.
_CUT_OFF = re.compile(r"(?:to|about|that|of|for|re|the|a|an|my|ל|על|ש|את|של|בשביל|ה)[\s.…-]*", re.IGNORECASE)
# After "remind me", words that only point back at the day (or the times, "כל פעם") named before it.
_BACK_TO_THE_DAY = re.compile(
    r"[\s,.:;!-]*(?:(?:on\s+)?(?:that|the\s+same)(?:\s+(?:day|morning|evening|afternoon|night))?|then|on\s+the\s+day"
    r"|(?:on\s+)?the\s+(?:last|final)\s+day|ב?יום\s+ה?אחרון"  # "within 14 days ... on the last day"
    r"|(?:ב|ל)?אותו\s+(?:ה)?(?:יום|בוקר|ערב|לילה|צהריים)|(?:ב|ל)?אותה\s+(?:ה)?(?:שעה)|ביום\s+עצמו|אז|ב?כל\s+פעם"
    r"|(?:every|each)\s+time|(?:the\s+)?(?:(?:night|evening|morning)\s+)?before|ב?(?:ערב|לילה|בוקר)\s+ש?לפני)?[\s,.:;!?-]*",
    re.IGNORECASE)


def reminder_text(rest: str, trigger: re.Match[str]) -> str:
    """The task's own words around the trigger: "can you remind me to call mom" -> "call mom"."""
    after, before = rest[trigger.end():], rest[:trigger.start()]
    after, purpose = purpose_apart(after, before)  # "X tmrw at 11 remind me 20 min b4 so i clear the entrance"
    # "the plumber isn't calling back, nag me until I call him": the errand is the "until", and "him" the plumber
    after = errand_until(after := after_the_request(after), before) or _UNTIL_DONE.sub("", after)
    if _BACK_TO_THE_DAY.fullmatch(after):
        after = ""  # "return the books by wednesday, remind me that morning at 8": the task came before
    text = after if without_purpose(after.strip(" ,.:;-!?")) or only_feelings(before) else (
        appointment_said(before) or _NEED_FIRST.sub("", before.strip()))
    text = _VAGUE.sub(" ", text)
    after_until = False
    for _ in range(4):
        previous = text
        text = tidy(_UNTIL_DONE.sub("", text))
        # "remind me again (tomorrow) to ...": "again" is no task word; alone, of what is asked. What follows
        # "until I" opens with its verb ("עד שאני שולח את הדוח"), whose "ש" is no "that".
        text = (_LEADING_WORD if after_until else _LEADING).sub("", _AGAIN.sub("", text))
        text, cut = _UNTIL_I.subn("", text)
        after_until = after_until or bool(cut)
        nested = _STRONG.match(text) or _NAG.match(text)
        if nested:
            text = text[nested.end():]
        if text == previous:
            break
    return with_person_named(tidy(core_of(text) + purpose), before)  # "my mom called, remind me to call her"


def _time_between_errands(ctx: RuleContext) -> bool:
    """ "remind me to call mom at 5 buy milk": a clock time between two errands, the second without one of its own
    (else it is several reminders, read by `_several`). Whether both are at 5 is not the grammar's to say."""
    body = core_of(rewrite_hebrew_lamed(ctx.text))
    found = _STRONG.search(body) or _SOFT.search(body)
    if found is None:
        return False
    parts = split_after_times(body[found.end():], ctx.now)
    return len(parts) > 1 and bool(tidy(core_of(timed_text(_LEADING.sub("", parts[0].strip()), ctx.now).rest)))


# -- several reminders in one message -------------------------------------------------------------------
# "tmrw remind me to call the plumber at 9 and pick up the kids at 4", "remind me at 5 to leave work and at 7 to
# call grandma", "מחר בבוקר להתקשר לבנק ובערב לשלוח מייל לדני, תזכיר לי את שניהם": each task with its own time.
# Where the parts break: a comma, "and" / "then", or Hebrew "ו" glued to a time word or an infinitive.
_PART_BREAK = re.compile(rf"\s*,\s*(?:and\s+|then\s+)?|\s+(?:and|then|&)\s+(?:then\s+)?"
                         rf"|\s+ו(?=(?:ב|ל)-?(?:[{HE}]|\d)|(?:מחר|היום|הערב|הלילה|אחר|אחרי|יום\s+[{HE}]+\s+ב-?\d)(?![{HE}]))"
                         rf"|\s+ו?גם\s+(?=ל[{HE}]|ב-?(?:[{HE}]|\d)|(?:מחר|היום|הערב|מחרתיים)(?![{HE}]))", re.IGNORECASE)
# "..., remind me of both" / "תזכיר לי את שניהם": the tasks came before the request.
_BOTH = re.compile(r"^(?:(?:about|of|for)\s+)?(?:both(?:\s+of\s+them)?|them(?:\s+both|\s+all)?|all\s+of\s+them|these"
                   r"|(?:the\s+)?(?:two|three)\s+of\s+them|all|everything|each(?:\s+one|\s+of\s+them)?)$"
                   r"|^(?:(?:את|על)\s+)?(?:שניהם|שתיהן|שתיהם|שניהן|שניהם\s+ביחד|שני\s+הדברים|שתי\s+המשימות|אלה|הכל|כולם|כולן)$",
                   re.IGNORECASE)
# A part that opens with a subject or an article is a remark about a task, not another task ("..., she's free at
# 7", "... and at 7 the latest").
_NOT_A_TASK = re.compile(
    r"^(?:she|he|it|they|i|we|you|u|there|that|this|which|who|because|but|so|if|when|as|it'?s|she'?s|he'?s|they'?re"
    rf"|i'?m|i'?ll|is|are|was|were|the|a|an|latest|or|max|tops)\b|^(?:היא|הוא|הם|הן|זה|זאת|אני|אנחנו|יש|אין|כי|אבל|אם|כש|שהוא|שהיא)(?![{HE}])",
    re.IGNORECASE)
MAX_SEVERAL = 8  # reminders, each with its own time, in one message: more is a list, read another way
SEVERAL_CHARS = 400  # and they fit in a few lines
# "... and also book a haircut for friday", "... וגם לקנות", "... וגם ביום שלישי לקבוע": how the next errand is
# joined, not its words.
_ALSO = re.compile(rf"^(?:also|plus|then)\s+|^ו?גם\s+(?=ל[{HE}]|ב|מחר|היום|מחרתיים)", re.IGNORECASE)
_NESTED = re.compile(r"^(?:(?:and\s+)?(?:also\s+)?remind\s+me\s+|(?:ו?גם\s+)?ת?זכיר(?:י)?\s+לי\s+)", re.IGNORECASE)


def _carried_day(t: Timed) -> str:
    """The day a part named ("tmrw", "מחר בבוקר"), written so that the next part can be read on it; "" if none."""
    tm = t.time
    if tm is None or tm.recurrence is not None or not has_day_word(t.time_text):
        return ""
    day = tm.date_only or (tm.when.date() if tm.when else None)
    return day.strftime("%d/%m/%Y") if day else ""


def _times_apart(t: Timed) -> bool:
    """ "pay rent on the 1st and also renew my passport next month": one moment read from time words said of two
    errands (the second joined by "and"), so neither errand's time is sure."""
    spans = t.time.spans if t.time is not None else ()
    if len(spans) < 2:
        return False
    between = t.body[spans[0][1]:spans[-1][0]]
    joins = list(_PART_BREAK.finditer(between))
    # The errand after "and" may follow the last time words: "tmrw morning to pack lunch and at 3 to pick him up".
    after = [between[j.end():].strip() or t.body[spans[-1][1]:] for j in joins]
    return any(opens_an_errand(_ALSO.sub("", tidy(_LEADING.sub("", words)))) for words in after)


def _half_read(ctx: RuleContext, text: str) -> bool:
    """The one reminder's words still hold a time, or are "both of them": the message may hold several."""
    return bool(_BOTH.match(text)) or parse_time_expression(text, ctx.now) is not None


def _several(ctx: RuleContext, body: str, trigger: re.Match[str], shared_lead: bool = True) -> Intent | None:
    """createMultiple when the words of the request are two or more tasks, each with its own time words.

    Without `shared_lead`, a time said before the first errand ("remind me tomorrow to call mom and buy milk at 5")
    may be said of all of them, so the errands are not split on it."""
    before, after = body[:trigger.start()].strip(" ,.:;-"), body[trigger.end():].strip(" ,.:;-")
    day = first_time = ""
    if not after or _BOTH.match(after):
        region = before
    else:
        lead = timed_text(before, ctx.now)
        if tidy(core_of(lead.rest)) or (lead.time is not None and lead.time.recurrence is not None):
            return None  # task words on both sides of "remind me", or a repetition for all: not this reading
        region, day = after, _carried_day(lead)
        if lead.time is not None and lead.time.when is not None and lead.time.date_only is None:
            first_time = lead.time_text  # "at 5:30 remind me to X and tomorrow at 8 to Y": the first one's hour
    pieces = [q for p in _PART_BREAK.split(region) if p and p.strip() for q in split_after_times(p, ctx.now)]
    hours_first = split_at_leading_times(region, ctx.now)
    pieces = hours_first or pieces
    if not 2 <= len(pieces) <= MAX_SEVERAL:
        return None
    if not shared_lead and not hours_first and (day or _opens_with_a_time(_LEADING.sub("", pieces[0].strip()), ctx)) \
            and not all(_opens_with_a_time(_LEADING.sub("", p.strip()), ctx) for p in pieces[1:]):
        return None  # "tomorrow to call mom and buy milk at 5": tomorrow's 5 may be both's; "and at 5 to ...": its own
    tasks: list[dict[str, Any]] = []
    notes: list[str] = []
    dated = bool(day)  # a day said anywhere: the order of the dues need not be the order said
    for piece in pieces:
        piece = _NESTED.sub("", _LEADING.sub("", _ALSO.sub("", piece.strip())))
        # "..., ובאותו יום ב-5 ...": the day said of the part before (none said: nothing to point at, asked)
        piece, same = on_the_same_day(piece, tasks[-1] if tasks and (day or dated) else None)
        day = same or day
        own = timed_text(piece, ctx.now)
        if own.time is None and first_time and not tasks:
            own = timed_text(f"{first_time} {piece}", ctx.now)
        if own.time is None:
            return None  # a part without its own time ("call mom and dad at 5"): one task, or a question
        if day and not has_day_word(own.time_text) and own.time.recurrence is None:
            own = timed_text(f"{day} {piece}", ctx.now)
        else:
            day = _carried_day(own) or day  # "מחר בבוקר ... ובערב ...": the evening of that day
        words = tidy(own.rest)
        text = tidy(core_of(_NEED_FIRST.sub("", _LEADING.sub("", words))))  # "tomorrow I need to X at 4 and ..."
        if tasks and not hours_first and not (re.match(r"^(?:to|ל)\s", words, re.IGNORECASE)
                                              or opens_with_task_verb(text) or opens_an_errand(text)
                                              or fixture_after(text, tasks[-1]["text"])):
            return None  # "call mom at 5 and dad at 7": the second part borrows the verb; one request, asked about
        args, missing, said = due_args(ctx, own)
        if not text or missing or not args or _NOT_A_TASK.match(text) or parse_time_expression(text, ctx.now):
            return None
        if tasks and weekday_before(own.time_text, args.get("dueDate"), tasks[-1].get("dueDate")):
            # "sat morning ... and sunday at 10", said on a Sunday: the Sunday after that Saturday.
            args["dueDate"] = the_week_after(args["dueDate"], tasks[-1]["dueDate"])
        dated = dated or has_day_word(own.time_text)
        tasks.append({"text": text, **args})
        notes.extend(n for n in said if n not in notes)
    dues = [t["dueDate"] for t in tasks if t.get("dueDate")]
    if len(set(dues)) < len(dues) or (hours_first and dues != sorted(dues)) \
            or (not dated and hours_read_out_of_order(dues)):
        # "ב-8 ... וב-20:00 ...", "at 8 to X and at 9 to Y" (8 gone by, read as 20:00): hours said in the day's order
        # and read out of it. Asked.
        return None
    return Intent("database", "createMultiple", {"operation": "createMultiple", "tasks": tasks}, 0.95, notes=notes,
                  entity="task")


@grammar
def create_reminder(ctx: RuleContext) -> Intent | None:
    if (alone := request_after_a_question(ctx)) is not None:
        # "am I free tuesday at 4? also remind me ...": the question's time is not ours, and it asks too
        return held_for_the_question(create_reminder(alone))
    t = timed(ctx)
    rest = core_of(without_closing_tag(t.rest))  # "..., טוב?": a tag question, asking nothing
    if not rest or _NOT_NEW.match(rest) or _NOT_NEW.match(core_of(ctx.text)):
        return None
    if closing_report(core_of(ctx.text)) is not None:
        return None  # "booked the plumber, no need to remind me anymore": a task done (task_changes.py)
    explicit = _STRONG.search(rest) if not _NAG.search(rest) and len(rest) <= SEVERAL_CHARS else None
    # Words that still hold a time, or errands joined by "and" ("call the bank at 11 and book a haircut for
    # friday": both times were cut from the one reading), may be several reminders.
    if explicit is not None and ((half := _half_read(ctx, words := reminder_text(rest, explicit)))
                                 or _PART_BREAK.search(words) or errand_after_bare_hour(rest)
                                 or errands_between_times(t)):
        body = core_of(rewrite_hebrew_lamed(ctx.text))
        several = _several(ctx, body, _STRONG.search(body) or explicit, shared_lead=half)
        if several is not None:
            return several
    if _COMPOUND.search(rest):
        return None
    nag = _NAG.search(rest)
    wake = None if nag else (_WAKE.search(rest) or _ALARM.match(rest))
    trigger = nag or wake or _STRONG.search(rest) or _NOUN_FIRST.match(rest)
    if trigger is not None and trigger.re is _STRONG:
        trigger = request_proper(rest, trigger)  # "... you can remind me of things. remind me on monday to ..."
    confidence, closing = 0.95, None
    if trigger is None:
        trigger, confidence = _SOFT.search(rest), SOFT_CONFIDENCE
        if trigger is None:
            return None
        closing = before_closing_reason(rest, trigger)  # "pay the bill so i dont forget": the reason, no request
        if closing and _IN_CALENDAR.search(closing):
            return None  # "..., put it in the calendar so i don't forget": the calendar is asked, the rest a reason
    if wake is not None:
        confidence = 0.9
    if (shorter := without_restated_schedule(ctx)) is not None:
        return create_reminder(shorter)  # "..., every morning quarter to eight": the schedule said again
    after = rest[trigger.end():]
    if _AGAIN.match(after) and latest_task(ctx) is not None:
        return None  # "remind me again in 10 minutes": a snooze of the reminder that just fired
    if _QUESTION.match(lead := _LEADING.sub("", after.strip())) and not PLACEHOLDER.match(tidy(core_of(lead))):
        return None  # "remind me what I have tomorrow" asks something; it sets nothing
    yearly = _YEARLY.search(rest)
    if yearly:
        rest = tidy(rest[:yearly.start()] + " " + rest[yearly.end():])
        trigger = (nag and _NAG.search(rest)) or _STRONG.search(rest) or _NOUN_FIRST.match(rest) or _SOFT.search(rest)
        if trigger is None:
            return None
    glued = False  # "the trip, it's on friday, to pack": the time's clause glued to the task's words, asked
    if wake is not None:
        alarm = wake.re is _ALARM
        hebrew = bool(re.search(rf"[{HE}]", wake.group(0)))
        text = ("שעון מעורר" if alarm else "להתעורר") if hebrew else ("alarm" if alarm else "wake up")
    else:
        text = without_purpose(without_signoff(reminder_text(rest, trigger))) or said_before(rest[:trigger.start()])
        text = closing if closing and text.startswith(closing) else text  # not "pay the bill so i"
        text = carried_words(text, rest[:trigger.start()], t.time)  # "..., remind me to give them to the baby"
        text, glued = without_copula(text, ctx.text)  # "the dentist, it's on tuesday at 10:15": "it's" is no task
    if t.time is not None and t.time.recurrence is not None and t.time.recurrence.until is not None:
        text = _DANGLING_POD.sub("", text)  # "every 20 minutes until 6 in the evening": "evening" is the until's
    two_times = False
    if (cut_hour := cut_off_time(text)) is not None:
        text = cut_hour  # "remind me tomorrow at ... the thing": the hour begun and never said is asked below
    if REFERENTIAL.fullmatch(text) or points_back(text, t.time is not None and t.time.recurrence is not None):
        # "I need to call mom, remind me about it at 5": the errand said before; else "remind me about it
        # tomorrow" is what the latest action was about.
        text = said_before(rest[:trigger.start()]) or referent_summary(ctx)
    elif (left := pointer_then(text)) and parse_time_expression(left, ctx.now) is not None:
        # "went there today, remind me about it tomorrow": "today" was read as the time and "tomorrow" is left
        # over. Two times for one reminder, and about what: asked, never picked.
        text, two_times = said_before(rest[:trigger.start()]) or referent_summary(ctx), True
    elif PLACEHOLDER.match(text) or _CUT_OFF.fullmatch(text) or _BOTH.match(text):
        text = ""  # "the thing", "remind me tmrw to", "..., remind me of both" not read as several: which is asked
    # "to renew", "להתקשר": renew what, call whom, is asked; so is "call him" when nothing before named him.
    vague = bool(text) and (bare_verb(text) or nothing_meant(text)
                            or (pronoun_only(text) and not named_before(rest[:trigger.start()])))
    latest = latest_task(ctx)
    if not text and t.time is not None and latest is not None and latest.get("action") == "reminded":
        return None  # "remind me in 10 minutes" right after a reminder fired: a snooze (task_changes.py)
    args, missing, notes = due_args(ctx, t, nag=bool(nag))
    if yearly:
        notes.append("yearly_as_one_time")
    if confidence == SOFT_CONFIDENCE and t.time is None and text:
        # "remember to buy milk", with no time: something to do, not something to be pinged about. The
        # notes grammar reads it as a weak note too; at the confidence floor, its reading wins when it runs.
        return Intent("database", "create", {"operation": "create", "text": text}, 0.7, entity="task",
                      missing=["text"] if vague else [])
    if AM_OR_PM in notes and "time" in missing and evening_kept(args, ctx.text, weekday_six(args, t.time_text)):
        missing.remove("time")  # "every tuesday at 4 to pick up Noa from judo": the afternoon, not 4 a.m.
        notes.remove(AM_OR_PM)
    if wake is not None or morning_routine(args, notes, ctx.text):  # "..., to leave for shacharis": the morning
        wake_time(args, notes, missing, ctx)
    else:
        settle_early_hour(args, missing, notes, ctx.text, ctx)  # "מחר ב6:45 ... לפני המשמרת": the morning
    if not two_times and t.time is not None and _opens_with_a_time(text, ctx) and _same_schedule(text, t, ctx):
        # "the recycling goes out tuesdays and thursdays now so remind me every tuesday and thursday at 6pm to ...":
        # the schedule said twice is one schedule; its second saying is not the task's words.
        # Nothing left after it: the errand was said before "remind me" ("I need to send the invoices. remind me...").
        text = tidy(_LEADING.sub("", timed_text(text, ctx.now).rest)) or said_before(rest[:trigger.start()])
    if t.time is not None and (two_times or cut_hour is not None or _opens_with_a_time(text, ctx)) \
            and "dueDate" not in missing:
        # "done with today's, now remind me tomorrow to buy milk": the time read was "today", and "tomorrow" is
        # still in the words. Two times for one reminder: which one is asked, never picked.
        missing.append("dueDate")
        notes.append("two_times")
        args.pop("dueDate", None)
    # "remind me the night before the trip on 5/12 to pack", "..., remind me the day before at 6pm": on the day before
    if (settled := settle_days_before(text, ctx.text, t.time, args, missing, notes, ctx.now)) is not text:
        text = tidy(_LEADING.sub("", settled))
    anchor = DAY_ANCHOR.match(text)
    if anchor is not None and text[anchor.end():]:
        # "remind me tomorrow before work to call dad": when in the day, not the task; without a clock time
        # which hour that is only the user knows.
        text = tidy(_LEADING.sub("", text[anchor.end():]))
        if t.time is None or t.time.when is None or t.time.all_day:
            args.pop("dueDate", None)
            if "dueDate" not in missing:
                missing.append("dueDate")
    listed = text and not vague and not missing and not nag and re.match(r"\s*:", rest[trigger.end():])
    errands = split_errands(text, ctx.now) if listed else None
    if errands is not None and confidence >= SOFT_CONFIDENCE and not amended(text):
        # "remind me tmrw: call the electrician, pay arnona, book the vet": a list after a colon, one time for
        # all. Without the colon, "remind me at 9 to call mom and buy milk" stays one reminder.
        tasks = [{"text": errand, **args} for errand in errands]
        return Intent("database", "createMultiple", {"operation": "createMultiple", "tasks": tasks, **args},
                      DOUBTED if time_inside_list(t) else ERRANDS, notes=notes, entity="task")
    if not text or vague:
        missing.insert(0, "text")
        if vague:
            notes.append("what_unclear")
    elif amended(text) or _times_apart(t) or _time_between_errands(ctx) or errand_after_bare_hour(text) \
            or errands_between_times(t) or errand_at_own_hour(text) or deadline_before(text) or unsure(text) or glued \
            or (t.time is not None and (hedged_time(text) or stray_time_word(text))):
        # "every day at 8 except saturday", "..., actually make it 8", "call mom at 5 buy milk": asked, not
        # half-done
        confidence = DOUBTED
    elif remark_kept(ctx.text, text):
        confidence = REMARKED  # "..., they already sent a warning": read from the request's own clause instead
    if "dueDate" not in args and "reminderRecurrence" not in args and "dueDate" not in missing:
        missing.append("dueDate")
    return Intent("database", "create", {"operation": "create", "text": text, **args}, confidence,
                  missing=missing, notes=notes, entity="task")
