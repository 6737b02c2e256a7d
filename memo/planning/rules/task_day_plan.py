"""A day's or a week's plan under a heading, one errand after another, each with its own time: "ok plan for tmrw:
7:30 drop the car at the garage, 11 call the insurance guy, 3:30 pick up maya", "לו"ז למחר: 7:45 להוריד את נועה לגן,
12:30 לשלם ארנונה", "תזכורות: שני ב-10 להביא קבלות, שלישי ב-9 להתקשר לעירייה", "my week: mon water the plants, tue
renew the gym membership".

Errand or appointment. In a plan of several timed items, what each item says draws the line between a reminder and an
event. An item that opens with a verb of doing ("drop", "call", "pick up", "renew", "להוריד", "לשלם") is something to
get done at that hour: a reminder (database createMultiple, each task with its own dueDate). An item that names an
occasion ("dentist", "lunch with Dana", "פגישה", "תור לרופא") or a verb of meeting ("meet Dana", "לפגוש את דנה") is an
appointment, the calendar's (calendar_more.create_several, which reads an all-errands plan only when the calendar is
named or a booking verb said). A heading or a closing that asks for reminders ("reminders:", "תזכורות לשבוע:",
"... remind me for each one") makes every item a reminder whatever its words. A plan that mixes errands and
appointments is left to the calendar's grammar, which asks about it.

The heading is a day (or none, when every item names its own day) and words that only name the plan ("plan for",
"לו"ז", "my week", "brain dump", "תרשום לי"); a heading that says more ("meeting with Dana tomorrow: ...") is no plan of
errands. Hours are read on the item's day in the order said: a run read out of the day's order is asked, never guessed.
"""

from __future__ import annotations

import re
from typing import Any

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext, tidy
from memo.planning.rules.task_agenda import the_week_after
from memo.planning.rules.task_errands import MAX_ERRANDS, opens_an_errand
from memo.planning.rules.task_implied import opens_with_task_verb
from memo.planning.rules.task_words import HE, HE_HOUR_WORD, due_args, timed_text

PLANNED = 0.96  # above calendar_more.create_several (0.95), which steps back from an all-errands plan anyway
_E = rf"(?![\w{HE}])"
_B = rf"(?<![\w{HE}])"

# A request for reminders said after the plan: "remind me for each one", "reminders for all pls", "תזכירי לי על כולם".
_REMIND_AFTER = re.compile(
    r"[\s.,;!\-–—]*(?:(?:and|so|pls|plz|please|just|can\s+(?:you|u))\s+)*(?:remind\s+me|set\s+(?:me\s+)?(?:a\s+)?reminders?"
    r"|(?:a\s+|one\s+)?reminders?)(?:\s+(?:for|about|of|on))?(?:\s+(?:each(?:\s+one)?|every\s+one|all(?:\s+of\s+(?:them|these|it))?|them"
    r"(?:\s+all)?|these|both|everything|it\s+all))?(?:\s+(?:pls|plz|please|thanks|thx))?\s*[.!]*$"
    r"|[\s.,;!\-–—]*(?:ו|אז\s+)?(?:תזכיר|תזכירי|תזכרי|תזכירו)\s+לי(?:\s+(?:על|את))?(?:\s+(?:כל\s+אחד|כל\s+אחת|כולם|כולן|הכל"
    r"|הכול|כל\s+דבר|שניהם))?(?:\s+בבקשה)?\s*[.!]*$"
    # "... תזכורת לכל אחד", "תעשי תזכורת לכל אחד מהם": a reminder asked for each item, without the verb "remind".
    r"|[\s.,;!\-–—]*(?:ו|אז\s+)?(?:(?:תעשי|תעשה|תשימי|תשים|תגדירי|תגדיר|תקבעי|תקבע)\s+(?:לי\s+)?)?(?:תזכורת|תזכורות)\s+"
    r"(?:ל|על\s+)?(?:כל\s+אחד|כל\s+אחת|כולם|כולן|הכל|הכול|כל\s+דבר|שניהם)(?:\s+(?:מהם|מהן))?(?:\s+בבקשה)?\s*[.!]*$",
    re.IGNORECASE)
# Words that ask for reminders in the heading: with them every item is a reminder.
_REMINDER_WORD = re.compile(rf"\b(?:remind\w*|reminders?)\b|{_B}(?:ה?תזכורות|ה?תזכורת|תזכיר|תזכירי){_E}", re.I)
# What a heading may say besides its day: courtesy, the plan's name, a request to write it down or remind.
_HEAD_WORDS = (
    r"ok|okay|so|hey|pls|plz|please|thanks|right|alright|quick|here'?s|here\s+is|my|the|for|of|this|a|next|coming"
    r"|plans?|game\s+plan|day|week|weekly|to-?dos?|to\s+do(?:\s+list)?|todo\s+list|list|errands?|tasks?|things?\s+to\s+do"
    r"|stuff\s+to\s+do|brain\s*dump|dump|(?:my|the)\s+schedule|schedule\s+for|agenda|rundown|remind\s+me|set\s+reminders?"
    r"|reminders?|morning|before\s+bed|(?:add|put)\s+(?:to|on|in)\s+(?:my\s+)?(?:to-?do\s+)?(?:list|tasks|to-?dos)"
    r"|write\s+down|jot\s+down|note\s+down|note"
    r"|אז|טוב|יאללה|בבקשה|אוקיי|סבבה|שלי|של|ל|ה?לו\"?ז|(?:ה|ל)?תוכנית|(?:ה|ל)?תכנית|(?:ה|ל)?תוכניות|ה?סידורים|ה?משימות"
    r"|ה?מטלות|ה?תזכורות|תזכורת|(?:ה|ל|ב)?שבוע(?:\s+ה?(?:הבא|הזה|קרוב))?|דברים\s+לעשות|מה\s+יש\s+לי|תרשום|תרשמי|רשום"
    r"|רשמי|לי|תזכיר|תזכירי|תעשה|תעשי|תכין|תכיני|(?:על|ל)\s*כל\s+(?:אחד|אחת|דבר)|for\s+(?:each(?:\s+one)?|all(?:\s+of\s+these)?)"
)
_HEAD_REST = re.compile(rf"(?:[\s,.!:;\-–—]*{_B}(?:{_HEAD_WORDS}){_E})*[\s,.!:;\-–—]*", re.I)
# Where the heading ends: a colon, or a dash with spaces around it ("... for tomorrow — 9 email ...").
_HEAD_END = re.compile(r"\s*:\s*|\s+[-–—]+\s+|\s*[–—]\s*")
_SPAN = re.compile(rf"\b(?:weeks?|wk|months?|weekend)\b|{_B}(?:ב|ל|ה)?(?:שבוע|חודש|סופ\"?ש)", re.I)
# A calendar named: its events, not reminders (calendar_more.create_several).
_CALENDAR = re.compile(rf"\b(?:calendar|g?cal|diary)\b|{_B}(?:ל|ב|ה)?יומן{_E}", re.I)

_EN_DAYS = {"sun": "sunday", "mon": "monday", "tue": "tuesday", "tues": "tuesday", "wed": "wednesday",
            "thu": "thursday", "thur": "thursday", "thurs": "thursday", "fri": "friday", "sat": "saturday"}
_EN_DAY = (r"(?:(?:on\s+)?(?:(?:this|next)\s+)?(?:sun|mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?)(?:day)?\.?"
           r"|today|tonight|tomorrow|tmrw|tmr)")
_HE_WEEKDAY = r"(?:ראשון|שני|שלישי|רביעי|חמישי|שישי|שבת)"
_HE_DAY = rf"(?:(?:ב|ל)?(?:יום\s+)?{_HE_WEEKDAY}|(?:ב|ל)?(?:מחרתיים|מחר|היום|הערב))"
_CLOCK = (r"(?:(?:at|@|around|by)\s*)?\d{1,2}(?:[:.]\d{2})?(?:\s*[ap]\.?m\.?)?(?![\d:])"
          rf"|(?:ב-?|בשעה\s+)\d{{1,2}}(?::\d{{2}})?(?!\d)|ב-?{HE_HOUR_WORD}|בבוקר|בצהריים|בערב|אחה\"צ|אחר\s+הצהריים"
          r"|(?:in\s+the\s+)?(?:morning|afternoon|evening)|(?:at\s+)?noon|lunch\s*time")
# One item of the plan: perhaps its own day, perhaps its own hour (one of them at least), then what is to be done.
_ITEM = re.compile(
    rf"^(?:(?:and|then|also|&)\s+|ו(?=[בל]|\d|יום|{_HE_WEEKDAY}))?(?:(?P<day>{_EN_DAY}|{_HE_DAY}){_E})?\s*"
    rf"(?:(?P<clock>{_CLOCK}){_E})?[\s:,\-–]*(?P<words>[^\d\s].*)$",
    re.IGNORECASE | re.DOTALL)
# Verbs of meeting someone or going to an occasion: an appointment's, even when they open the item.
_MEETS = re.compile(
    r"^(?:meet(?:ing)?|see|visit|attend|join|have|go\s+to|going\s+to|head\s+to|call\s+with|catch\s+up\s+with|lunch"
    r"|dinner|breakfast|coffee|drinks)\b"
    rf"|^ו?(?:לפגוש|להיפגש|ללכת\s+ל|לבקר|להשתתף|לצאת\s+ל){_E}",
    re.IGNORECASE)


# What one does alone at an hour, named without its verb: "physio exercises", "my meds", "תרגילי פיזיו", "כדורים".
# Nobody is met, so it is an errand's item, not an appointment's ("physio" alone is a session: no errand).
_DONE_ALONE = re.compile(
    r"^(?:(?:my|the|do|take)\s+)?(?:[a-z]+\s+){0,2}?(?:exercises|stretches|stretching|meds|medication|pills|vitamins"
    r"|homework)\b"
    rf"|^ו?ה?(?:תרגילי|תרגילים|מתיחות|כדורים|תרופות|ויטמינים|שיעורי\s+בית){_E}",
    re.IGNORECASE)


def done_alone(words: str) -> bool:
    """Whether an item names a thing done alone without its verb ("physio exercises", "תרגילי פיזיו")."""
    return bool(_DONE_ALONE.match(tidy(words)))


def is_errand(words: str) -> bool:
    """Whether an item of a plan is an errand (a verb of doing first: "call the insurance guy", "לשלם ארנונה", or a
    thing done alone: "physio exercises"), not an appointment ("dentist", "lunch with Dana", "meet Avi")."""
    words = re.sub(r"^(?:to\s+|and\s+|then\s+)", "", tidy(words), flags=re.IGNORECASE)
    return bool(words) and not _MEETS.match(words) and (opens_an_errand(words) or opens_with_task_verb(words)
                                                        or bool(_DONE_ALONE.match(words)))


def named_calendar(text: str) -> bool:
    """Whether the message names the calendar ("in my calendar", "ליומן"): what it lists are events."""
    return bool(_CALENDAR.search(text))


def _day_of(day: str, hebrew: bool) -> str:
    """The item's day written as the time grammar reads it: "thurs" as "thursday", "שני" as "ביום שני"."""
    day = tidy(day)
    if not day:
        return ""
    key = re.sub(r"(?:day)?\.?$", "", day.lower().removeprefix("on ")).strip()
    if key in _EN_DAYS:
        return _EN_DAYS[key]
    bare = re.fullmatch(rf"(?:ב|ל)?(?:יום\s+)?({_HE_WEEKDAY})", day)
    return f"ביום {bare.group(1)}" if bare else day


def _clock_of(clock: str, hebrew: bool) -> str:
    """The item's hour written as the time grammar reads it: a bare "3:30" as "at 3:30" (Hebrew "ב-3:30")."""
    clock = tidy(clock)
    if re.fullmatch(r"\d{1,2}(?:[:.]\d{2})?(?:\s*[ap]\.?m\.?)?", clock, re.I):
        clock = clock.replace(".", ":")
        return f"ב-{clock}" if hebrew else f"at {clock}"
    return clock


def _heading(ctx: RuleContext, text: str) -> tuple[str, str, bool] | None:
    """(the heading's day words, the body, whether reminders were asked in the heading) or None when the message
    opens with no heading of a plan."""
    end = _HEAD_END.search(text)
    if end is None or end.start() > 80:
        return None
    head, body = text[:end.start()], text[end.end():]
    for short, full in _EN_DAYS.items():  # "thurs:", "fri -": the day the time grammar would not read
        head = re.sub(rf"^(?:on\s+)?{short}\.?$", full, head.strip(), flags=re.IGNORECASE)
    when = timed_text(head, ctx.now)
    if when.time is not None and (when.time.recurrence is not None or when.time.ambiguous):
        return None
    if not _HEAD_REST.fullmatch(when.rest if when.time else head):
        return None  # "meeting with Dana tomorrow: ...": no plan of errands
    # "next week: 9 call the supplier, ...": a week is no one day; which of its days is for each item to say.
    day = when.time_text if when.time and not _SPAN.search(when.time_text) else ""
    return day, body, bool(_REMINDER_WORD.search(head))


def _items(body: str) -> list[re.Match[str]] | None:
    parts = [tidy(p) for p in re.split(r"\s*[,;\n]\s*|\.\s+(?=\d)", body.strip(" .!")) if tidy(p)]
    if not 2 <= len(parts) <= MAX_ERRANDS:
        return None
    items = [_ITEM.match(part) for part in parts]
    if any(m is None or not (m.group("day") or m.group("clock")) for m in items):
        return None  # an item with no time of its own: a list of to-dos (task_headed), or a thought
    return items  # type: ignore[return-value]


@grammar
def planned_errands(ctx: RuleContext) -> Intent | None:
    """A heading and two or more timed errands: a reminder for each, at its own day and hour."""
    text = ctx.text.strip()
    if named_calendar(text):
        return None  # "..., put them all in the calendar": events (calendar_more.create_several)
    asked = _REMIND_AFTER.search(text)
    if asked and asked.start() > 0:
        text = text[:asked.start()]
    heading = _heading(ctx, text)
    if heading is None:
        return None
    head_day, body, reminders = heading
    reminders = reminders or bool(asked and asked.start() > 0)
    items = _items(body)
    if items is None:
        return None
    if not reminders and not all(is_errand(m.group("words")) for m in items):
        return None  # an appointment among them: the calendar's to read, or to ask about
    hebrew = bool(re.search(rf"[{HE}]", body))
    tasks: list[dict[str, Any]] = []
    notes: list[str] = []
    day = head_day
    for m in items:
        own_day = _day_of(m.group("day") or "", hebrew)
        day = own_day or day  # "mon 10 ..., 15:30 ...": an hour alone is on the day of the item before it
        said = tidy(f"{day} {_clock_of(m.group('clock') or '', hebrew)}")
        when = timed_text(said, ctx.now)
        if not day or when.time is None or when.time.recurrence is not None or tidy(when.rest):
            return None  # no day for it, or time words not read whole
        args, missing, said_notes = due_args(ctx, when)
        words = re.sub(r"^to\s+", "", tidy(m.group("words")), flags=re.IGNORECASE)
        if missing or not args.get("dueDate") or not words:
            return None
        if tasks and args["dueDate"] < tasks[-1]["dueDate"]:
            if not own_day or args["dueDate"][:10] == tasks[-1]["dueDate"][:10]:
                return None  # "9 ..., 8 ...": hours read out of the day's order; asked
            args["dueDate"] = the_week_after(args["dueDate"], tasks[-1]["dueDate"])  # "fri ..., sun ...": the next
        tasks.append({"text": words, **args})
        notes.extend(n for n in said_notes if n not in notes)
    return Intent("database", "createMultiple", {"operation": "createMultiple", "tasks": tasks}, PLANNED,
                  notes=notes, entity="task")
