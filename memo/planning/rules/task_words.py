"""What the task grammars share: the message without its courtesy words, its time words, and its target.

No grammar lives here. `tasks.py` (create), `task_changes.py` (complete, delete, move, bulk) and
`task_queries.py` (questions) all read a message the same way:

* `core()` drops what people wrap a request in ("hey memo, can you please ... thanks!", "בבקשה",
  "אפשר", "תוכלי ...") so the grammars can anchor on the request itself;
* `timed()` parses the time words once per message. Hebrew fuses "ל" ("for") onto time words
  ("תזכורת למחר", "ליום חמישי", "ל-8 בערב") where the time grammar expects a bare or "ב" form, so those
  are rewritten first; the rest of the message (the task's own words) is what remains once they are cut;
* `due_args()` turns the time into V1's dueDate / reminder / reminderRecurrence, never guessing an
  impossible date; `target()` turns "the dentist reminder" or "it" into what entity resolution matches.

Both caches live on the RuleContext (its own cached properties do the same), so the seven task grammars
parse one message's time once.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from typing import Any

from memo.planning.rules.base import RuleContext, iso, tidy, words
from memo.planning.rules.task_courtesy import courtesy, without_effort
from memo.planning.rules.task_lead import count_back
from memo.planning.rules.task_relayed import without_relay
from memo.planning.rules.task_remarks import NO_TIME_SAID, without_trailing_remarks
from memo.planning.rules.task_rewrite import rewrite_spans_and_clocks, without_old_time
from memo.planning.rules.task_spoken import respell_spoken
from memo.planning.rules.task_vague import day_not_in_month, hour_of_an_event
from memo.planning.timeexpr import TimeMatch, parse_time_expression, strip_spans

TAIL_WINDOW = 80  # end-anchored patterns look at this many characters from the end
DEFAULT_NUDGE_MINUTES = 10
DEFAULT_SNOOZE_MINUTES = 10
MORNING = time(9, 0)
AM_OR_PM = "am_or_pm"  # a repeating reminder's hour that may be morning or afternoon: asked (due_args)
EARLIEST_ROUTINE_PM = 16  # a routine's bare hour read as 16:00-18:59 (4 to 6) may be early morning: asked
HE = r"\u0590-\u05FF"

# -- courtesy ----------------------------------------------------------------------------------------
_DEAR = r"dear|dearest|honey|hun|hon|sweetie|sweety|sweetheart|darling|love|babe|luv"
_HE_DEAR = r"מאמי|נשמה|חביבי|מותק|יקירה|יקירי|יקירתי|חמודה|חמוד|מתוקה|מתוק|בובה"
_POLITE_HEAD = re.compile(
    rf"^(?:(?:hey|hi|hello|yo|ok|okay|k|so|oh|and|also|btw|alright|right)\b[\s,!.]*(?:(?:memo|{_DEAR})\b[\s,!:]*)?"
    # Greetings and interjections ("good morning!", "morning!", "cool,", "yay"): a bare word such as "morning"
    # or "great" counts only with punctuation after it, since it may also start the request ("morning walk").
    r"|good\s+(?:morning|afternoon|evening|day)\b[\s,!.]*|gm\b[\s,!.]+"
    r"|(?:morning|mornin|evening|cool|great|nice|perfect|awesome|sweet|yay|phew|finally|ugh|lol|haha+)\s*[,!.]+\s*"
    r"|memo\b[\s,!:]*|please\b\s*|pls\b\s*|plz\b\s*|kindly\s+|just\s+|actually\b[\s,]*|wait\b[\s,]*"
    r"|sorry\b[\s,]*|oops\b[\s,]*|hmm+\b[\s,]*|um+\b[\s,]*|no\s*,\s*|rather\s+"
    r"|(?:can|could|would|will)\s+(?:you|u)\s+(?:please\s+|pls\s+|just\s+)?"
    r"|i\s+(?:want|need|would\s+like|'d\s+like)\s+you\s+to\s+"
    rf"|(?:היי|הי|אהלן|שלום|יאללה|ממו|אוקיי|אוקי|טוב|וגם|גם|בעצם|רגע|סליחה|אופס|אה|אממ|לא\s*,|סבבה|אחלה|נו|וואלה"
    rf"|בוקר\s+טוב|ערב\s+טוב|צהריים\s+טובים|צהרים\s+טובים|מעולה|יופי|אז)(?![{HE}])[\s,!.]*"
    rf"|(?:בבקשה|אפשר|תוכל|תוכלי|תוכלו)(?![{HE}])[\s,]*|(?:את\s+יכולה|אתה\s+יכול)\s+"
    # Slang vocatives ("אחי תרשום לי ...", "bro, remind me"): only before a comma or a request ("ת..."), since
    # "אחי צריך ..." is "my brother needs ...".
    rf"|(?:אחי|אחותי|אחיי|גבר|{_HE_DEAR})(?=\s*,|\s+ת[{HE}])[\s,!]*"
    r"|(?:bro|dude|mate|buddy|bestie)\b[\s,!]*"
    # Endearments ("dear, ...", "honey, can you ..."): alone only before a comma, since "love" may start a request.
    rf"|(?:{_DEAR})\s*,[\s,]*)+",
    re.IGNORECASE)
_POLITE_TAIL = re.compile(
    # Words only whole ("call betty" keeps its "ty", "read my book" its "ok"); marks and emoji anywhere.
    rf"(?:[\s,]*(?:(?<![\w{HE}])(?:please|pls|plz|(?:thanks|thank\s+you|thx|ty)(?:\s+(?:so|very)\s+much|\s+a\s+lot)?"
    r"|ok\??|okay\??|instead|בבקשה"
    rf"|תודה(?:\s+רבה)?(?:\s+(?:{_HE_DEAR}))?|אם\s+אפשר|במקום(?:\s+זה)?"
    r"|no\s+rush|no\s+hurry|no\s+pressure|not\s+urgent|(?:אין|בלי)\s+(?:לחץ|דחיפות|לחץ\s+של\s+זמן)|לא\s+דחוף|"
    + NO_TIME_SAID +  # "..., no rush", "..., no deadline": how urgent it is not, said after a request; sets nothing
    # Laughter and asides signed at the end ("... lol", "... tbh", "... חחח"): how it was said, not the task.
    r"|lol+|lmao+|lmfao|rofl|(?:ha){2,}h?|(?:he){2,}|tbh|ngl|jk|smh|ח{3,}|ה{3,})"
    r"|[.!?\u2026]+|[\U0001F300-\U0001FAFF\u2600-\u27BF\uFE0F]+))+\s*$",
    re.IGNORECASE)


_POLITE_INSIDE = re.compile(r"(?<=\S)[\s,]+(?:please|pls|plz|בבקשה)(?=[\s,]+\S)(?:\s*,)?", re.IGNORECASE)


def core_of(text: str) -> str:
    """The request without the courtesy around it ("can you please remind me ... thanks!" -> "remind me ...")."""
    text = _POLITE_INSIDE.sub("", text)
    for _ in range(3):
        before = text
        text = _POLITE_HEAD.sub("", text).strip()
        cut = max(0, len(text) - TAIL_WINDOW)  # end-anchored: only the tail can match, so only it is scanned
        text = (text[:cut] + _POLITE_TAIL.sub("", text[cut:])).strip()
        if text == before:
            break
    return text


def core(ctx: RuleContext) -> str:
    cached = ctx.__dict__.get("_task_core")
    if cached is None:
        cached = ctx.__dict__["_task_core"] = core_of(ctx.text)
    return cached


# -- time --------------------------------------------------------------------------------------------
_HE_DAY_WORD = (r"(?:מחרתיים|מחר|היום|הערב|הלילה|הבוקר"
                r"|כל\s+(?:יום|בוקר|ערב|לילה|שבוע|ראשון|שני|שלישי|רביעי|חמישי|שישי|שבת|יומיים|שבועיים|חודשיים))")
HE_HOUR_WORD = (r"(?:אחת\s+עשרה|שתים\s+עשרה|אחת|שתיים|שלוש|ארבע|חמש|שש|שבע|שמונה|תשע|עשר)"
                r"(?:\s+(?:וחצי|ורבע|ועשרים|ועשר))?")
_HE_LAMED_TIME = re.compile(
    rf"(?<![\w{HE}])ל-?(?:(?P<drop>{_HE_DAY_WORD})"
    rf"|(?P<at>יום\s+(?:ראשון|שני|שלישי|רביעי|חמישי|שישי|שבת|[אבגדהו]')|(?:שלישי|רביעי|חמישי|שישי)"
    rf"|השבוע|שבוע\s+הבא|השבוע\s+הבא|סוף\s+השבוע|סופ[\"״]?ש|חודש\s+הבא|סוף\s+החודש|החודש|שעה\s+\d|\d{{1,2}}:\d{{2}}"
    rf"|(?:\d{{1,2}}(?:\s+(?:וחצי|ורבע|ועשרים|ועשר))?|{HE_HOUR_WORD})"
    rf"(?=\s+(?:בבוקר|בערב|בלילה|בצהריים|אחה\"צ|אחר\s+הצהריים))))(?![\w{HE}])")
_MONTHS = {
    "january": 1, "february": 2, "march": 3, "april": 4, "may": 5, "june": 6, "july": 7, "august": 8,
    "september": 9, "october": 10, "november": 11, "december": 12, "jan": 1, "feb": 2, "mar": 3, "apr": 4,
    "jun": 6, "jul": 7, "aug": 8, "sep": 9, "sept": 9, "oct": 10, "nov": 11, "dec": 12,
    "ינואר": 1, "פברואר": 2, "מרץ": 3, "מרס": 3, "אפריל": 4, "מאי": 5, "יוני": 6, "יולי": 7, "אוגוסט": 8,
    "ספטמבר": 9, "אוקטובר": 10, "נובמבר": 11, "דצמבר": 12,
}
_UNTIL_MONTH = re.compile(rf"(?:\b(?:until|till|til)\s+|(?<![\w{HE}])עד\s+)(?P<m>{'|'.join(_MONTHS)})(?![\w{HE}])",
                          re.IGNORECASE)
# Day words in the time phrase: without one, "make it 10" keeps the task's own day.
_DAY_WORD = words(
    r"today|tonight|tomorrow|tmrw?|yesterday|(?:next|this)\s+\w+|mon|tue|wed|thu|fri|sat|sun|monday|tuesday"
    r"|wednesday|thursday|friday|saturday|sunday|\d{1,2}[./]\d{1,2}|\d{1,2}(?:st|nd|rd|th)|jan\w*|feb\w*|mar\w*"
    r"|apr\w*|may|jun\w*|jul\w*|aug\w*|sep\w*|oct\w*|nov\w*|dec\w*|ו?ב?(?:מחר|מחרתיים|היום|הערב|הלילה|הבוקר|יום"
    r"|ראשון|שני|שלישי|רביעי|חמישי|שישי|שבת)")


_POSSESSIVE = re.compile(r"(?:(?<=\s)|^)'s\b")


@dataclass(frozen=True)
class Timed:
    """The message as the time grammar read it: `body` (after the Hebrew "ל" rewrite), its time, and `rest`."""

    body: str
    time: TimeMatch | None
    rest: str  # the body without its time words: the request and the task's own words
    until: date | None = None  # "until December" (the time grammar reads no bare month after "until")
    time_text: str = ""  # the time words themselves


# Everyday errands as infinitives: what opens a task's own words ("להוציא את הכביסה", "לשלם חשבון"). A closed
# list, so that a noun with "ל" ("לילות", "לחם", "לדני") is never taken for one.
ERRAND_INFINITIVES = frozenset({
    "לקבוע", "לתאם", "לברר", "לשאול", "לענות", "לקבל", "לארגן", "לטפל", "לעדכן", "לחפש", "לפנות", "להעלות", "לרשום",
    "להתקשר", "לפגוש", "לסגור", "לשלוח", "להזמין", "להחזיר", "לשלם", "לבדוק", "לאסוף", "לסדר", "לנקות", "לתקן",
    "להגיש", "לחדש", "לחתום", "למלא", "להכין", "להביא", "לקחת", "להוציא", "לבטל", "להחליף", "לזרוק", "להוריד",
    "להדפיס", "לסרוק", "לצלם", "להעביר", "להפקיד", "לתדלק", "לבקר", "לדבר", "לכתוב", "ללכת", "להירשם", "לקנות",
    "לכבות", "להדליק", "לפתוח", "לנעול", "להפעיל", "לחזור", "להגיע", "להתעורר", "לקום", "לישון", "להתארגן", "להכניס",
    "לתת", "למכור", "לבקש", "לקרוא", "לחמם", "להזכיר", "לרוץ", "לנוח", "לטייל", "לעשות", "לגשת", "לרדת", "לעלות",
    "לצאת", "לנסוע", "להתאמן", "ללמוד", "לאכול", "לשתות", "לתלות", "לקפל", "לסיים", "לשים", "לאשר", "לשטוף", "לכבס",
    "לגהץ", "לבשל", "לאפות", "להשקות", "להאכיל", "לשאוב", "לטעון", "לארוז", "לטלפן", "לצלצל", "להתחיל", "לשכוח",
    "לעבור", "לרכוש", "להשיג", "לוודא", "להשאיר", "להתייעץ",
})
# "תזכיר לי לשש להוציא את הכביסה": "ל" + an hour word, right after the request and before the task's own
# infinitive, is "at six" ("תזכיר לי לשלוש ילדים" is not: no errand follows).
_LAMED_HOUR_BEFORE_TASK = re.compile(
    rf"(?:(?<=\sלי\s)|(?<=^לי\s)|(?<=תזכורת\s)|(?<=\sו)|^)ל-?(?P<h>{HE_HOUR_WORD}|\d{{1,2}}(?::\d{{2}})?)\s+(?P<v>ל[{HE}]+)"
    rf"(?![{HE}])")


def _lamed_hour(match: re.Match[str]) -> str:
    if match.group("v") not in ERRAND_INFINITIVES:
        return match.group(0)
    return "ב" + match.group(0)[match.start("h") - match.start():]  # "ל-6 להוציא" -> "ב6 להוציא"


# "רבע לשמונה", "עשרים ל-9": the "ל" of a clock time said as minutes to the hour is not "at", and stays.
_TO_HOUR_BEFORE = re.compile(rf"(?<![\w{HE}])(?:ו?ב-?)?(?:עשרים\s+ו)?(?:רבע|עשרים|עשרה|עשר|חמישה|חמש)\s+$")


def _lamed(match: re.Match[str]) -> str:
    if match.group("drop"):
        return match.group("drop")
    if _TO_HOUR_BEFORE.search(match.string, 0, match.start()):
        return match.group(0)
    return "ב" + match.group("at")


# "tomorrow 9" / "מחר 9": a bare hour right after a day word is a clock time.
_DAY_THEN_HOUR = re.compile(
    rf"(?<![\w{HE}])(?P<day>tomorrow|tmrw|tmr|today|tonight|מחר|מחרתיים|היום|הערב)\s+(?P<h>\d{{1,2}}(?::\d{{2}})?)"
    r"(?![\d%:.])(?!\s*(?:am|pm|a\.m|p\.m|minutes?|mins?|hours?|hrs?|days?|weeks?|דקות|דקה|שעות|ימים|שבועות))",
    re.IGNORECASE)


def _day_then_hour(match: re.Match[str]) -> str:
    at = "ב" if re.match(rf"[{HE}]", match.group("day")) else "at "
    return f"{match.group('day')} {at}{match.group('h')}"


def rewrite_hebrew_lamed(text: str) -> str:
    """ "תזכורת למחר ל-8 בערב" -> "תזכורת מחר ב8 בערב", "tmrw 9" -> "tmrw at 9", "מראשון עד חמישי" -> "בימים
    ראשון עד חמישי", "at 1830" -> "at 18:30" (task_rewrite.py), "כל חודש בעשירי" -> "כל חודש ב10" (task_spoken.py):
    what the time grammar reads."""
    text = rewrite_spans_and_clocks(respell_spoken(text))
    if "ל" in text:
        text = _HE_LAMED_TIME.sub(_lamed, text)
        text = _LAMED_HOUR_BEFORE_TASK.sub(_lamed_hour, text)
    return _DAY_THEN_HOUR.sub(_day_then_hour, text)


# "day after tmrw": the short "tomorrow" is read alone by the time grammar, which would take the day after for
# tomorrow itself; written out, the whole phrase is read.
_DAY_AFTER_SHORT = re.compile(r"\b(day\s+after\s+)(?:tmrw|tmr|tmw|tomoz|tomo)\b", re.IGNORECASE)


def timed_text(text: str, now: datetime, parsed: TimeMatch | None = None, *, reuse: bool = False) -> Timed:
    body = _DAY_AFTER_SHORT.sub(r"\1tomorrow", rewrite_hebrew_lamed(text))
    tm = parsed if reuse and body == text else parse_time_expression(body, now)
    rest = _POSSESSIVE.sub("", strip_spans(body, tm.spans)) if tm else body
    time_text = " ".join(body[s:e] for s, e in tm.spans) if tm else ""
    until = None
    if tm is not None and tm.recurrence is not None and tm.recurrence.until is None:
        match = _UNTIL_MONTH.search(rest)
        if match:
            month = _MONTHS[match.group("m").casefold()]
            year = now.year + (1 if month <= now.month else 0)
            until = date(year, month, 1) - timedelta(days=1)  # "until December": it stops when December comes
            rest = tidy(rest[:match.start()] + " " + rest[match.end():])
    return Timed(body, tm, rest, until, time_text)


def timed(ctx: RuleContext) -> Timed:
    """The message's time words, parsed once for all task grammars."""
    cached = ctx.__dict__.get("_task_timed")
    if cached is None:
        cached = ctx.__dict__["_task_timed"] = timed_text(ctx.text, ctx.now, ctx.time, reuse=True)
    return cached


def has_day_word(text: str) -> bool:
    return bool(_DAY_WORD.search(text))


def recurrence_args(tm: TimeMatch, until: date | None = None) -> dict[str, Any] | None:
    """V1's reminderRecurrence from the time grammar's Recurrence (days 0=Sunday)."""
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
    if r.type != "nudge" and r.interval > 1:
        out["interval"] = r.interval  # every N days/weeks/months; a nudge's "interval" is its minutes
    end = r.until or until
    if end:
        out["until"] = end.isoformat()
    return out


def due_args(ctx: RuleContext, t: Timed | None = None, *, nag: bool = False,
             default_time: str | None = None) -> tuple[dict[str, Any], list[str], list[str]]:
    """dueDate / reminder / reminderRecurrence from the message's time words, plus missing fields and notes.

    An impossible, past or unsupported time ("February 30", "1/1/2020", "every other day") is missing, never
    guessed. A day without a clock time is 09:00 and a repeating reminder without one fires at `default_time` or 09:00,
    both noted ("assumed_morning") so the reply says so. A repeating reminder at a bare hour from 1 to 6 asks
    for its "time" (AM_OR_PM); a one-time reminder keeps the time grammar's reading ("at 5" is 17:00).
    """
    t = t or timed(ctx)
    tm, args, missing, notes = t.time, {}, [], []
    if tm is None:
        if nag:
            args["reminderRecurrence"] = {"type": "nudge", "interval": f"{DEFAULT_NUDGE_MINUTES} minutes"}
            args["dueDate"] = iso(ctx.now)
            notes.append("default_nudge_interval")
        return args, missing, notes
    notes.extend(tm.notes)
    if tm.ambiguous or "past_date" in tm.notes or hour_of_an_event(t.body, tm.spans):
        # An impossible or past date is never silently moved, nor a meeting's hour taken for the due time: ask.
        return args, ["dueDate"], notes
    when: datetime | None = tm.when
    day = tm.date_only or (when.date() if when else None)
    if day is not None and tm.recurrence is None and day_not_in_month(t.time_text, day, ctx.now):
        # "on the 31st" in November: the next 31st is in December, most likely not what was meant. Asked.
        return args, ["dueDate"], [*notes, "day_not_in_month"]
    if when is None and tm.date_only is not None:
        when = datetime.combine(tm.date_only, MORNING, tzinfo=ctx.now.tzinfo)
        notes.append("assumed_morning")
    recurrence = recurrence_args(tm, t.until)
    if nag and (recurrence is None or recurrence["type"] != "nudge"):
        recurrence = {"type": "nudge", "interval": f"{DEFAULT_NUDGE_MINUTES} minutes"}
        notes.append("default_nudge_interval")
    if recurrence:
        if recurrence["type"] in ("daily", "weekly", "monthly") and not recurrence.get("time"):
            recurrence["time"] = default_time or MORNING.strftime("%H:%M")
            if not default_time:
                notes.append("assumed_morning")
        elif (recurrence["type"] in ("daily", "weekly", "monthly") and "assumed_pm" in tm.notes
              and int(str(recurrence.get("time") or "0")[:2]) >= EARLIEST_ROUTINE_PM):
            # "every day at 6:45", "בימים א' עד ה' ב-6": a routine at an hour from 4 to 6 is as often early
            # morning (the bus, the gym, pills) as afternoon, and a wrong guess fires wrongly every day: ask.
            # From 1 to 3 nobody keeps a routine in the small hours ("כל יום שישי בשתיים" is 14:00).
            missing.append("time")
            notes.append(AM_OR_PM)
        args["reminderRecurrence"] = recurrence
        if when is None and recurrence["type"] == "nudge":
            when = ctx.now
    if when is not None:
        args["dueDate"] = iso(when)
    if tm.remind_before_minutes:  # "half an hour before the dentist at 4": due 16:00, fires 15:30 (task_lead.py)
        count_back(args, missing, notes, when, tm.remind_before_minutes, ctx.now, "assumed_morning" in notes)
    return args, missing, notes


# -- "את התזכורת של הגנן תזיזי למחר" ------------------------------------------------------------------------
# The task named first and the verb after it, often with "it" pointing back ("the dentist reminder, push it to
# 6"): read in the usual order, "תזיזי את התזכורת של הגנן למחר", so the change grammars see one shape.
_HE_CHANGE_VERB = (r"(?:תזיז|תזיזי|הזז|תעביר|תעבירי|העבר|תדחה|תדחי|דחה|תשנה|תשני|שנה|תקדים|תקדימי|תמחק|תמחקי|מחק|מחקי"
                   r"|תבטל|תבטלי|בטל|תוריד|תורידי|תסיר|תסירי|תסמן|תסמני|סמן|סמני|תעדכן|תעדכני)")
_EN_CHANGE_VERB = (r"(?:move|push(?:\s+back)?|change|delete|remove|cancel|postpone|reschedule|snooze|mark|make|set"
                   r"|shift|bump|delay|rename|drop|kill|clear)")
_FRONTED = re.compile(
    rf"^(?P<obj>(?:את\s+)?ה(?:תזכורת|משימה|מטלה|נדנוד)(?:\s+(?!{_HE_CHANGE_VERB}(?![{HE}]))\S+){{0,8}}?)\s*,?\s+"
    rf"(?P<verb>{_HE_CHANGE_VERB})(?![{HE}])(?:\s+(?:לי\s+)?(?:אותה|אותו|את\s+זה|את\s+זאת))?(?P<rest>(?:\s+.*)?)$"
    rf"|^(?P<eobj>(?:the|my|that|this)\s+(?:\S+\s+){{0,5}}?(?:reminder|task|to-?do|alarm)s?)\s*(?:,|\s[-–:])?\s+"
    r"(?:(?:can|could|would|will)\s+(?:you|u)\s+(?:please\s+|pls\s+|just\s+)?)?(?P<everb>" + _EN_CHANGE_VERB + ")"
    r"\s+(?:it|that|this|them)\b(?P<erest>.*)$",
    re.IGNORECASE)


def unfronted(text: str) -> str:
    """ "את התזכורת של הגנן תזיזי למחר" -> "תזיזי את התזכורת של הגנן למחר"; any other text as it is."""
    match = _FRONTED.match(text)
    if match is None:
        return text
    if match.group("obj"):
        obj, verb, rest = match.group("obj"), match.group("verb"), match.group("rest")
        obj = obj if obj.startswith("את") else f"את {obj}"
    else:
        obj, verb, rest = match.group("eobj"), match.group("everb"), match.group("erest")
    return f"{verb} {obj}{rest}"


def change_view(ctx: RuleContext) -> tuple[str, Timed]:
    """What the change grammars read: the courtesy-free request in verb-first order, and its time words."""
    cached = ctx.__dict__.get("_task_change_view")
    if cached is None:
        text = core(ctx)
        base = without_relay(text)  # "rotem asked to push the dentist reminder to 5pm": the change itself
        bare = without_trailing_remarks(base)
        ordered = without_old_time(unfronted(core_of(bare) if bare != base else base), ctx.now)
        cached = (text, timed(ctx)) if ordered == text else (ordered, timed_text(ordered, ctx.now))
        ctx.__dict__["_task_change_view"] = cached
    return cached


# -- "done, stop reminding me" ------------------------------------------------------------------------------
# A sentence that only closes the task the rest of the message reports done: "stop reminding me", "u can stop
# nagging me now", "cross it off", "די לנדנד", "אפשר להוריד את זה", "תסמני שבוצע". Alone it points at the
# latest task; next to "sent the invoice to Yael" it says that report is about a task, and that it is done.
_CLOSING_ALTERNATIVES = (
    r"(?:(?:so\s+|and\s+)?(?:you|u)\s+can\s+)?(?:stop|quit)\s+(?:reminding|nagging|bugging|pinging|nudging|pestering"
    r"|hassling)(?:\s+me)?(?:\s+(?:now|about\s+it|anymore|any\s+more|already|pls|please))*"
    r"|(?:no\s+need\s+to|(?:you|u)\s+don'?t\s+(?:need|have)\s+to|don'?t)\s+remind\s+me(?:\s+(?:anymore|any\s+more"
    r"|again|about\s+it|now))*"
    # "so that task can be marked as done": the same, said in the passive by a formal writer
    r"|(?:so\s+)?(?:it|that|this)(?:\s+(?:task|reminder|one))?\s+can\s+(?:now\s+)?be\s+(?:marked|checked|ticked|crossed)"
    r"(?:\s+off)?(?:\s+as)?(?:\s+(?:done|complete|completed|finished|closed))?(?:\s+now)?"
    r"|(?:(?:you|u)\s+can\s+)?(?:mark|check|tick|cross|strike)\s+(?:it|that|this)(?:\s+(?:task|reminder|one))?"
    r"\s+(?:off|done|as\s+done|complete"
    r"|as\s+complete(?:d)?)(?:\s+(?:now|pls|please))*"
    r"|(?:(?:you|u)\s+can\s+)?(?:tick|check|cross)\s+(?:it|that|this)(?:\s+(?:out|now|pls|please))*"
    r"|(?:(?:you|u)\s+can\s+)?(?:remove|delete|clear|close)\s+(?:it|that|this|the\s+(?:reminder|task))(?:\s+now)?"
    r"|(?:it'?s|that'?s)\s+(?:done|finished|handled|taken\s+care\s+of)"
    r"|ו?(?:די|מספיק|תפסיק|תפסיקי|אפשר\s+להפסיק)\s+(?:כבר\s+)?(?:לנדנד|להציק|להזכיר|לחפור)(?:\s+(?:לי|עם\s+זה))?"
    r"(?:\s+(?:כבר|יותר))?"
    r"|(?:לא\s+צריך|אין\s+צורך)\s+(?:יותר\s+)?(?:להזכיר|לנדנד)(?:\s+לי)?(?:\s+יותר)?"
    r"|(?:אפשר\s+)?ו?(?:להוריד|תוריד|תורידי|למחוק|תמחק|תמחקי|סמן|סמני|תסמן|תסמני|לסמן)\s+(?:את\s+)?"
    r"(?:זה|זאת|אותה|אותו|התזכורת|המשימה)(?:\s+(?:כבוצע|כבוצעה|שבוצע|שבוצעה|מהרשימה))?"
    r"|(?:סמן|סמני|תסמן|תסמני)\s+(?:ש|כ)(?:בוצע|בוצעה|סיימתי)|זהו|זה\s+בוצע|בוצע|טופל"
    # "תסמני שהמשימה בוצעה", "תסמן שזה טופל": the same mark, with what it marks said
    r"|(?:אפשר\s+)?(?:לסמן|סמן|סמני|תסמן|תסמני)(?:\s+לי)?\s+ש(?:המשימה|התזכורת|זה|זאת)\s+(?:כבר\s+)?"
    r"(?:בוצע|בוצעה|הושלם|הושלמה|טופל|טופלה|נעשה|נעשתה|נסגר|נסגרה)"
    # "..., תסמני" / "..., תסמני וי": the mark alone, on what the report before it named
    r"|(?:אפשר\s+)?(?:לסמן|סמן|סמני|תסמן|תסמני)(?:\s+(?:לי\s+)?(?:וי|✓|✔️|✅))?(?:\s+בבקשה)?"
)
_CLOSING = re.compile(rf"^(?:{_CLOSING_ALTERNATIVES})$", re.IGNORECASE)
# The same sentence written straight after the report, with no comma ("סגרתי עם הגנן תוריד את זה").
# Two words at least: "הדוח טופל" is one report ("the report is handled"), not a report and a closing sentence.
_CLOSING_TAIL = re.compile(rf"(?<=\S)\s+(?:(?=\S+\s+\S)(?:{_CLOSING_ALTERNATIVES})|ת(?:וריד|ורידי|מחק|מחקי|סמן|סמני))$",
                          re.IGNORECASE)  # or one imperative alone: "הזמנתי כבר את הבלונים תוריד"
CLOSED = 0.9  # a report with its closing sentence: as explicit as "mark it done"
CLOSING_CHARS = 300  # a report and its closing sentence are a line or two
# A title's full stop ("Mr. Abramov", "Dr. Levi") ends no sentence.
_SENTENCE_BREAK = re.compile(r"\s*(?:(?<!\bmr)(?<!\bmrs)(?<!\bms)(?<!\bdr)[.!?;,\n]+|\s-\s)\s*", re.IGNORECASE)


def closing_report(text: str) -> str | None:
    """The report when the message is a report and a closing sentence ("booked the vet, stop reminding me"):
    "booked the vet". None without exactly one such pair."""
    if len(text) > CLOSING_CHARS:
        return None
    parts = [core_of(p) for p in _SENTENCE_BREAK.split(without_effort(text)) if not courtesy(p)]  # also sighs
    parts = [p for p in parts if p]
    closing = [p for p in parts if _CLOSING.match(p)]
    rest = [p for p in parts if not _CLOSING.match(p)]
    if not closing and len(rest) == 1:
        tail = _CLOSING_TAIL.search(rest[0], max(0, len(rest[0]) - TAIL_WINDOW))
        if tail is not None:
            closing, rest = [tail.group(0)], [rest[0][:tail.start()]]
    if not closing or len(rest) != 1:
        return None
    return rest[0]


# -- what a request is about ---------------------------------------------------------------------------
TASK_NOUN = (r"(?:reminders?|tasks?|to-?dos?|nudges?|alarms?|ה?תזכורות|ה?תזכורת|ה?משימות|ה?משימה|ה?מטלות|ה?מטלה"
             r"|ה?נדנוד)")
_TASK_NOUN_RE = words(TASK_NOUN)
REFERENTIAL = words(r"it|that|this|that one|this one|them|those|the last one|זה|זאת|אותו|אותה|אותם|אותן"
                    r"|את זה|את זאת|את הזה|את האחרונה|האחרונה|האחרון"
                    # what is left of "התזכורת הזאת" / "המשימה ההיא" once its noun is cut: "this one"
                    r"|הזאת|הזו|הזה|ההיא|ההוא")
# Other capabilities' things: without a task noun, a change to one of them is not ours.
OTHER_THING = words(
    r"meetings?|appointments?|events?|calendar|emails?|e-mails?|mails?|messages?|inbox|notes?|contacts?|lists?"
    r"|ה?פגישה|ה?פגישות|פגישת|ה?אירוע|ה?אירועים|ה?יומן|ה?מייל|ה?מיילים|ה?אימייל|ה?הודעה|ה?הודעות|ה?פתק"
    r"|ה?פתקים|ה?רשימה|רשימת|ה?פגישה")
# How often it fires says nothing of which task it is: "the daily vitamin reminder", "התזכורת היומית של הויטמינים".
_FREQUENCY = r"(?:daily|weekly|monthly|nightly|recurring|repeating)\s+"
_HE_FREQUENCY = r"(?:\s+ה?(?:יומית|יומי|שבועית|שבועי|חודשית|חודשי|קבועה|קבוע))?"
_LEAD = re.compile(
    rf"^(?:(?:the|my|a|an|that|this|your|also)\s+|(?:את|של|על|גם)\s+)*(?:{_FREQUENCY})?"
    rf"(?:{TASK_NOUN}{_HE_FREQUENCY}(?:\s+(?:to|about|abt|for|of|called|named|re|regarding|that\s+says)\s+|\s+(?:של|על)\s+"
    rf"|\s+ש(?=[{HE}])|\s+|$))?",
    re.IGNORECASE)
# After the target: "my", the task noun, impatience ("cancel it already", "תבטלי את זה כבר"), and "too" ("את זה גם").
_TRAIL = re.compile(rf"\s+(?:{TASK_NOUN})(?:\s+(?:שלי|please))?$|\s+(?:שלי)$"
                    rf"|\s+(?:already|now|pls|plz|please|asap|too|also|as\s+well|כבר|עכשיו|בבקשה|גם)[\s!.]*$",
                    re.IGNORECASE)
# Thanks name no task either ("done ✅ thx"), nor "too" left of "that too".
_IMPATIENCE = re.compile(r"(?:already|now|pls|plz|please|asap|thx|thanks|ty|tnx|too|also|כבר|עכשיו|בבקשה|תודה|גם)[!.]*",
                         re.IGNORECASE)
_SKIP_ACTIONS = {"general", "meta"}


def has_task_noun(text: str) -> bool:
    return bool(_TASK_NOUN_RE.search(text))


def latest_task(ctx: RuleContext) -> dict[str, Any] | None:
    """The action "it" points at, if it is a task: the newest action that is not small talk.

    When that newest action is an event, an email or a list, "it" is that thing and not a task: None.
    """
    for action in ctx.latest_actions:
        if not isinstance(action, dict) or action.get("capability") in _SKIP_ACTIONS:
            continue
        ids = [str(i) for i in action.get("externalIds") or []]
        if action.get("capability") == "database" and not any(i.startswith("list:") for i in ids):
            return action
        return None
    return None


def latest_when(action: dict[str, Any] | None) -> datetime | None:
    try:
        return datetime.fromisoformat(str(action["when"])) if action and action.get("when") else None
    except ValueError:
        return None


# The Hebrew article glued to an English word ("הbooking של המלון", "ה-reminder"): the task was written "booking".
GLUED_ARTICLE = re.compile(rf"(?<![\w{HE}])ה[-־]?(?=[A-Za-z])")


def clean_target(what: str) -> str:
    """ "the reminder about the dentist" -> "the dentist"; "את התזכורת של הביטוח" -> "הביטוח"."""
    what = tidy(GLUED_ARTICLE.sub("", what))
    for _ in range(2):
        what = _TRAIL.sub("", _LEAD.sub("", what, count=1)).strip()
    what = tidy(re.sub(r"^(?:the|my)\s+", "", what, flags=re.IGNORECASE))
    return "" if _IMPATIENCE.fullmatch(what) else what  # "delete that now": no task named


@dataclass(frozen=True)
class Target:
    args: dict[str, Any]
    referential: bool
    when: datetime | None = None  # the target's current time, when the latest action tells it


def target(ctx: RuleContext, what: str) -> Target | None:
    """`text` for entity resolution, or the latest task's ids for "it / that / זה"; None: "it" has no task."""
    what = clean_target(what)
    if not what or REFERENTIAL.fullmatch(what):
        latest = latest_task(ctx)
        if latest is None:
            return None
        args: dict[str, Any] = {"ids": [str(i) for i in latest.get("externalIds") or []]}
        if latest.get("summary"):
            args["text"] = str(latest["summary"])
        return Target(args, True, latest_when(latest))
    return Target({"text": what}, False)
