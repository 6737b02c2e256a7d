"""Calendar events (the `calendar` capability): add, look up, cancel and move events, in Hebrew and English.

Arguments follow V1's calendarOperations (seed 003 §8, DESIGN §7): create -> summary, start, end (ISO 8601
with the user's offset; all-day: allDay and YYYY-MM-DD dates, end = the day after the last), attendees
(e-mail addresses only), location, reminderMinutesBefore, recurrence "daily"|"weekly"|"monthly" with days
(weekly: day names, monthly: ["10"]); getEvents -> timeMin/timeMax; delete and update -> searchCriteria
{summary, timeMin, timeMax}, update also updateFields (start; startTime or startDate when only one is
given; shiftMinutes for "by an hour"). Cancelling and moving are read in calendar_changes.py, several events
and "am I free?" in calendar_more.py.

Defaults, and why:
* an event with only a start lasts 60 minutes: what calendars propose, and what people mean by "a meeting";
* a date without a time is an all-day event only when the user says so (all day, vacation words, a date
  range); otherwise the start is asked for, because a guessed 09:00 meeting is worse than a question;
* names after "with"/"עם" stay in the summary: an invitation needs an address and guessing one is wrong;
* a question without a day looks a week ahead (V1's find resolver), "when is my ..." a month;
* reminders, tasks and lists belong to the database grammars: "remind me about the meeting" is a reminder;
* a bare hour for an evening event (dinner, drinks, a concert) is in the evening: "dinner at 8" is 20:00.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from typing import Any

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext, iso, tidy, words
from memo.planning.rules.calendar_address import without_house_number
from memo.planning.rules.calendar_clauses import COMMENT, FOR_DAY, request_of
from memo.planning.rules.calendar_dates import coming_days, full_day_names, passed_date, slashed_dates, with_day_names
from memo.planning.rules.calendar_details import trailing_details, without_need
from memo.planning.rules.calendar_length import span_minutes, with_length
from memo.planning.rules.calendar_list import more_events
from memo.planning.rules.calendar_place import location_of
from memo.planning.rules.calendar_questions import _QUERY, _QUERY_DAY, _WHEN_IS
from memo.planning.rules.calendar_rewrite import MASK as _MASK
from memo.planning.rules.calendar_rewrite import hide_domains
from memo.planning.rules.calendar_rewrite import hide_meals as _hide_meals
from memo.planning.rules.calendar_rewrite import rewrite as _rewrite
from memo.planning.rules.calendar_shapes import ASKS_WHAT_IS_ON, REMIND_TAIL, plural_days
from memo.planning.rules.calendar_taken_back import cut_taken_back
from memo.planning.rules.calendar_weekday_hour import settle_new_event
from memo.planning.rules.calendar_words import (
    ALL_DAY,
    ASKS,
    EVENT_WORDS_EN,
    EVENT_WORDS_HE,
    LEAD,
    PRONOUN_GUESTS,
    PUT_IT,
    PUT_IT_BARE,
    UNREAD_DATE,
    UPDATES_CALENDAR,
    offset_clock,
    unread_hour,
)
from memo.planning.rules.gmail_manage import strip_opening
from memo.planning.rules.google_account import CAPABILITY_QUESTION
from memo.planning.timeexpr import TimeMatch, parse_range, parse_time_expression, strip_spans

DEFAULT_MINUTES = 60
QUERY_DAYS = 7
WHEN_IS_DAYS = 30
DAY_NAMES = ("Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday")

_NOUN_EN = (r"meetings?|mtgs?|appointments?|appt|lunch(?:es)?|dinners?|breakfast|brunch|interviews?|party|parties"
            r"|conference|workshop|webinar|seminar|lecture|class(?:es)?|lessons?|sessions?|workout|gym|yoga|pilates"
            r"|stand-?ups?|syncs?|1:1|one-on-one|off-?site|retreat|wedding|concert|rehearsal|therapy|massage"
            r"|check-?up|dentist|doctor|haircut|events?|demo|presentation|retro|kick-?off|vacation|holiday|flight"
            r"|birthday|anniversary|ceremony|huddle|playdate|trip|exam|reservation|zoom|webex|bday|b-day|viewings?"
            # a briefing of a team; "my (morning) briefing" is Memo's own brief, a setting (settings.py)
            r"|(?:staff|team|safety|shift|security|pre-?shift|press|project|client|sales|ops|crew)\s+briefings?|"
            + EVENT_WORDS_EN)
_WEAK_EN = (r"calls?|coffee|drinks|chat|date|visit|review|catch-?up|game|match|practice|training|clubs?"  # verbs too
            r"|shifts?(?!\s+(?:lead|leader|manager|supervisor|boss|worker)s?\b)")  # "the shift lead": a person
_NOUN_HE = (r"(?:ו|ה|ל|ב|ש){0,2}(?:פגיש(?:ה|ת|ות)|ישיב(?:ה|ת|ות)|ארוח(?:ה|ת)|שיח(?:ה|ת|ות)|תור(?:ים)?|ר[י]?איון"
            r"|אירוע(?:ים)?|מסיב(?:ה|ת)|חופש(?:ה|ת)?|נופש|טיס(?:ה|ת)|שיעור|אימון|הרצא(?:ה|ת)|כנס|דייט|קפה|זום|יום הולדת"
            r"|חתונ(?:ה|ת)|טקס|הופע(?:ה|ת)|סדנ(?:ה|ת)|מפגש|וובינר|בראנץ'?|סטנדאפ|תספורת|טיפול|רופא(?:ה)?|מילואים"
            r"|טיול|הצג(?:ה|ת)|ביקור|יוגה|פילאטיס|דיון|זימון|חוג|אסיפ(?:ה|ת)|מבחן|בחינה|הדרכה|משמר(?:ת|ות)|"
            + EVENT_WORDS_HE + ")")
_EVENT = words(f"{_NOUN_EN}|{_NOUN_HE}")
_WEAK = words(_WEAK_EN)
_ALLDAY_NOUN = words(r"vacation|holidays?|days? off|ooo|out of office|leave|sick day|trip|conference|offsite"
                     r"|deadlines?|(?:ו|ה|ב|ל)?(?:חופשה|חופש|נופש|טיול|מילואים|חג|כנס|דדליין|דד ליין)"
                     r"|ימי? חופש|יום הולדת|birthday")
_CAL_WORD = words(r"calendar|diary|agenda|as\s+an?\s+(?:all[- ]day\s+)?event|(?:ל|ב|מה|מ|ה)?יומן|(?:ל|ב|ה)?לו\"?ז")
# "(put it) in my calendar", "ליומן שלי": the place named, with the "it" before it ("put it in my calendar: ...").
_CAL_PHRASE = re.compile(r"\s*(?:(?:\b(?:it|this|that)\s+)?\b(?:to|in|on|into|onto|from|off)\s+"
                         r"(?:(?:my|the|our)\s+(?:calendar|g?cal|diary|agenda|schedule)|calendar|g?cal|diary)\b|(?<!\S)(?:ל|ב|מה|מ)(?:יומן|לו\"?ז)(?:\s+שלי)?(?![^\s:,])|\bcalendar\b|'?\s*\bas\s+an?\s+event\b)\s*:?",
                         re.I)
_NOT_OURS = words(r"remind\w*|nag me|nudge me|tasks?|to-?dos?|lists?|(?:ו|ה|ל|ב)?(?:תזכיר|תזכירי|תזכורת|תזכורות"
                  r"|להזכיר|הזכר|משימה|משימות|רשימה|רשימת|רשימות)|תציק|תנדנד")
# Messages that start with another capability's verb (mail, notes) are never calendar requests.
_OTHER_VERB = re.compile(r"^(?:please\s+)?(?:e-?mail|mail|send|write|text|message|reply|forward|remember|note|save"
                         r"|re-?name|re-?title"  # a new name for an event that exists: calendar_rename.py
                         # an answer or a word passed on to someone ("tell dana the meeting moved to 3")
                         r"|respond|answer|tell|let\s+\S+\s+know|תענה|תעני|ענה|עני|תשיב|תשיבי|תגיד|תגידי|תודיע|תודיעי"
                         r"|שלח|תשלח|תשלחי|תכתוב|תכתבי|כתוב|תזכור|תזכרי|זכור|תשמור|תשמרי)\b", re.I)
_REMINDER_TAIL = re.compile(r"[,\s]+(?:and\s+)?(?:with\s+(?:a\s+)?reminder|set\s+(?:a\s+)?reminder|remind\s+me)\b.*$"
                            r"|\s+(?:ו)?(?:עם\s+)?(?:תזכורת|תזכיר(?:י)?\s+לי)(?!\S).*$", re.I)
# "it'd be great if you could ...", "i'd appreciate it if you ...", "יהיה נחמד אם ...", "אשמח אם ...": a request.
_WISH = (r"(?:it\s*(?:'d|would)\s+be|would\s+be|it'?s)\s+(?:really\s+|so\s+)?"
         r"(?:nice|great|awesome|amazing|helpful|cool)\s+if\s+(?:you|u)(?:\s+(?:could|can|would))?|i'?d\s+appreciate\s+(?:it\s+)?if\s+(?:you|u)(?:\s+(?:could|can))?"
         r"|(?:זה\s+)?(?:יהיה|יהיה\s+ממש|יהיה\s+לי)\s+(?:נחמד|מעולה|אחלה|טוב|כיף|נהדר)\s+אם|(?:אני\s+)?אשמח\s+אם"
         r"|הייתי\s+(?:שמח|שמחה)\s+אם")
_POLITE = (r"^(?:(?:please|pls|plz|kindly|(?:can|could|would|will)\s+(?:you|u)|(?:can|could)\s+we"
           r"|בבקשה|תוכל|תוכלי|אפשר|את\s+יכולה|אתה\s+יכול|" + _WISH + r")[,\s]+)*")
_CREATE = re.compile(
    _POLITE + r"(?:(?:and\s+|also\s+)+|ו(?=\S))?"  # "...and also book ...", "ותקבעי גם ..."
    r"(?:(?P<strong>book(?!\s+(?:club|group|fair|launch|signing|swap|reading|sale|exchange|tour|talk)s?\b)|schedule|set\s+up|setup|arrange|organi[sz]e|plan|block(?:\s+o(?:ut|ff))?|pencil\s+in"
    r"|reserve(?!\s+(?:duty|service|soldiers?))|תקבע|תקבעי|תקבעו|קבע|קבעי|לקבוע|תזמן|תזמני|תזמנו|תשריין|תשרייני|תשריינו|שריין|שרייני|תחסום|תחסמי|תחסמו"
    r"|חסום|חסמי)"
    # "pop / stick the accountant in the diary": a casual "put", taken only with the calendar named
    r"|(?P<weak>add|put|create|make|insert|enter|new|set"
    r"|(?:pop|stick|throw|chuck|bung)(?=.*\b(?:diary|calendar|g?cal)\b)|תוסיף|תוסיפי|תוסיפו|הוסף|הוסיפי|להוסיף|תכניס"
    r"|תכניסי|תכניסו|הכנס|להכניס|תרשום|תרשמי|תרשמו|רשום|לרשום|תיצור|תיצרי|צור|צרי|תשים|תשימי|תשימו|שים|שימי))(?:\s+(?:me|us|for\s+me|לי|לנו|also|גם)){0,2}(?=[\s:]|$)[\s:]*",
    re.I)
# "I have ...", "נקבע לי ...", "אני משתתפת ב...": an event of the user's, told before the request to keep it.
_HAVE = re.compile(r"^(?:(?:i have|i've got|i got|we have|there's|there is|i booked|i scheduled|i've scheduled"
                   r"|i'?m\s+(?:attending|taking|working)|יש לי|יש לנו|קבעתי|קבענו"
                   r"|(?:נקבע|נקבעה|נקבעו|קבעו)\s+(?:לי|לנו))\s+(?!to\b)"
                   r"(?:(?:a|an)\s+)?|(?:אני|אנחנו)\s+(?:משתתף|משתתפת|משתתפים|משתתפות)\s+ב-?(?=\S)"
                   rf"|(?:אני|אנחנו)\s+ב-?(?={_NOUN_HE}(?!\S)))",  # "אני בכנס": where the user will be
                   re.I)
# The Hebrew verbs in every person a request takes: "תבטלי", "תבטל", and "תבטלו" of a couple asking together.
DELETE_VERBS = (r"(?:cancel|delete|remove|erase|drop|clear|scrap|call\s+off|unschedule|תבטל|תבטלי|תבטלו|בטל|בטלי|לבטל"
                r"|תמחק|תמחקי|תמחקו|מחק|מחקי|תוריד|תורידי|תורידו|הורד|תסיר|תסירי|תסירו|הסר)")
MOVE_VERBS = (r"(?:move|reschedule|postpone|prepone|push(?:\s+back)?|delay|shift|change|bring\s+forward|pull\s+forward"
              r"|תזיז|תזיזי|תזיזו|הזז|הזיזי|תעביר|תעבירי|תעבירו|העבר|תדחה|תדחי|תדחו|דחה|דחי|תקדים|תקדימי|תקדימו|הקדם|הקדימי"
              r"|תשנה|תשני|תשנו|שנה)")
IT = r"(?:it|that|this|them|that\s+one|this\s+one|אותו|אותה|אותם|אותן|את\s+זה)"
# The old day or hour a reported move names before the new one ("moved from wed to thu", "זזה מרביעי לחמישי"):
# one or two words after "from"/"מ", then the new time after "to"/"ל". It only says which event, so it is cut.
MOVED_FROM_EN = r"from\s+\S+(?:\s+\S+)?\s+to\s"
MOVED_FROM_HE = r"מ-?(?:יום\s+)?(?!חר)\S+(?:\s+\S+)?\s+ל"
# A change reported, not asked: "the dentist was moved to friday at 2", "הפגישה עם דנה עברה ליום שני".
MOVED = (r"(?:(?:(?:was|got|has\s+been|have\s+been|is|are|were|'s)\s+(?:been\s+)?)?"
         r"(?:moved|pushed(?:\s+back)?|postponed"
         r"|rescheduled|changed|shifted|delayed|bumped|brought\s+forward)\s+"
         r"(?=to\s|till\s|until\s|" + MOVED_FROM_EN + ")"
         r"|(?:עבר|עברה|עברו|זז|זזה|זזו|נדחה|נדחתה|נדחו|הוזז|הוזזה|הוזזו|הועבר|הועברה|הועברו|הוקדם|הוקדמה|הוקדמו)\s+"
         r"(?=ל|" + MOVED_FROM_HE + "))")
# "the dinner tomorrow, move it to 8": a change of an event named before its verb, never a new event.
CHANGES_IT = re.compile(rf"(?:^|[\s,.;:!-])(?:(?:{DELETE_VERBS}|{MOVE_VERBS})\s+(?:לי\s+)?{IT}(?!\S)|{MOVED})", re.I)
_DELETE = re.compile(_POLITE + DELETE_VERBS + r"\s+(?:לי\s+)?(?P<what>.+)$", re.I)
_MOVE = re.compile(_POLITE + rf"(?P<verb>{MOVE_VERBS})\s+(?:לי\s+)?(?P<rest>.+)$", re.I)
# A summary that starts like a to-do ("I need to ...", "buy ..."), names a message or asks ("what ...", "show me ...")
# is not an event.
_NOT_EVENT = re.compile(r"^(?:i(?!')|we|you|need|must|should|have to|go|get|buy|pay|call(?!\s+(?:with\b|w/|w\s))"
                        r"|pick up|send"
                        r"|e-?mails?|mails?|messages?|sms|texts?|what(?:'?s)?|how(?:'?s)?|show|tell|מה|תראה|תראי|תגיד|תגידי|אני|אנחנו|צריך|צריכה|צריכים|ללכת|לקנות|לשלם|להתקשר|לעשות|לשלוח|מייל"
                        r"|הודעה)(?!\S)", re.I)
_SPAN_FIRST = re.compile(r"^(?:\d+|an?|one|two|three|half an?)?\s*(?:hours?|hrs?|minutes?|mins?)(?:\s+(?:for|of))?\s+"
                         r"|^(?:שעתיים|שעה(?:\s+וחצי)?|חצי\s+שעה|\d+\s+(?:שעות|דקות))\s+(?:ל|עבור\s+)?", re.I)
_CALLED = re.compile(r"^(?:an?\s+)?(?:(?:event|appointment|אירוע)\s*(?:called|named|titled|for|:|בשם)|(?:events"
                     r"|appointments|meetings?|(?:ה)?(?:אירועים|פגישות|פגישה))\s+(?:called|named|titled|בשם))\s*", re.I)
_EMAIL = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
_DATE_TO = re.compile(r"\s+(?:-|–|to|until|till|through|thru|עד)\s+", re.I)
# Events held in the evening: "dinner tomorrow at 8" is 20:00, not the morning a bare hour defaults to.
_EVENING_EVENT = words(r"dinners?|drinks|concerts?|weddings?|(?:ל|ב|ה)?חתונ(?:ה|ת)"
                       r"|ארוח(?:ה|ת)\s+(?:ה)?ערב|(?:ל|ב|ה)?(?:הופע(?:ה|ת)|הצג(?:ה|ת))")
# A bare part of the day, and the words after which it is a time ("tomorrow evening", "at 7 in the evening").
_DAYPART = re.compile(r"mornings?|afternoons?|evenings?|nights?|noon", re.I)
_NOT_TITLE = re.compile(r"in|the|this|that|at|on|of|by|tomorrow|tmrw|today|tonight|yesterday|every|each|next|late"
                        r"|early|mid|(?:sun|mon|tues|wednes|thurs|fri|satur)days?|[\d:.apm]+|o'?clock", re.I)
# What says a time is loose, left behind once the time words took the hour: "4ish", "at 8 or so", "ב8 בערך".
_ABOUT = re.compile(r"(?<!\S)-?ish(?!\S)|\s+or(?:\s+so(?:mething)?)?\s*$"
                    r"|\s+(?:approx(?:imately)?|roughly|around|about)\s*$|(?<!\S)(?:בערך|לערך|פלוס\s+-?\s*מינוס)(?!\S)"
                    r"|\s+(?:בסביבות|סביבות|בסביבה)\s*$", re.I)
EVENING_HOURS = range(5, 12)  # a bare 5..11 for an evening event: 17:00..23:00


@dataclass
class _When:
    """The time words of a request, read for an event: a start and end, or the days of an all-day event."""

    rest: str  # the message without its time words
    tm: TimeMatch | None = None
    start: datetime | None = None
    end: datetime | None = None
    first: date | None = None
    last: date | None = None
    all_day: bool = False  # the user said "all day" / "כל היום"


def _day_of(tm: TimeMatch) -> date | None:
    return tm.date_only or (tm.when.date() if tm.when else None)


def _date_pair(text: str, now: datetime) -> _When | None:
    """"from Dec 24 to Dec 28" / "חופשה מה-24/12 עד ה-28/12": the two ends read separately."""
    for m in reversed(list(_DATE_TO.finditer(text))):
        head, tail = text[:m.start()], text[m.end():]
        t1, t2 = parse_time_expression(head, now), parse_time_expression(tail, now)
        if not t1 or not t2 or t2.span[0] > 4 or t1.recurrence or t2.recurrence or t1.ambiguous or t2.ambiguous:
            continue
        d1, d2 = _day_of(t1), _day_of(t2)
        if d1 is None or d2 is None or not d1 <= d2 <= d1 + timedelta(days=366):
            continue
        rest = " ".join(strip_spans(part, with_day_names(part, t.spans)) for part, t in ((head, t1), (tail, t2)))
        if t1.when and t2.when and t2.when > t1.when:
            return _When(rest, t1, start=t1.when, end=t2.when)
        if t1.date_only and t2.date_only:
            return _When(rest, t1, first=d1, last=d2)
    return None


def _time_spans(text: str, tm: TimeMatch) -> list[tuple[int, int]]:
    """The spans to cut from an event's text: a part-of-day word right after a content word ("parents evening",
    "game night") stays in the title when a clock time of its own sets the start ("dec 2 7pm parents evening")."""
    if tm.when is None or len(tm.spans) < 2:
        return list(tm.spans)
    kept = []
    for a, b in tm.spans:
        before = text[:a].split()
        if (_DAYPART.fullmatch(text[a:b].strip()) and before and not _NOT_TITLE.fullmatch(before[-1])
                and any(re.search(r"\d", text[x:y]) for x, y in tm.spans if (x, y) != (a, b))):
            continue
        kept.append((a, b))
    return kept


def evening(summary: str, start: datetime, notes: tuple[str, ...] | list[str]) -> bool:
    """A bare hour the clock grammar read as morning ("assumed_am") for an event people hold in the evening."""
    return "assumed_am" in notes and start.hour in EVENING_HOURS and bool(_EVENING_EVENT.search(summary))


def read_when(text: str, now: datetime, hebrew: bool) -> _When:
    """The event's time: a start and end, or the days of an all-day event; the rest is the event's text."""
    all_day = bool(ALL_DAY.search(text))
    text = _rewrite(ALL_DAY.sub(" ", text), hebrew)
    tm = parse_time_expression(text, now)
    if tm is None:
        return _When(text.replace(_MASK, ""), all_day=all_day)
    if tm.end is None and tm.recurrence is None and (pair := _date_pair(text, now)) is not None:
        pair.rest, pair.all_day = pair.rest.replace(_MASK, ""), all_day
        return pair
    when = _When(strip_spans(text, _time_spans(text, tm)).replace(_MASK, ""), tm, all_day=all_day)
    if tm.ambiguous:
        return when
    if tm.when is not None:
        when.start = tm.when
        when.end = tm.end or tm.when + timedelta(minutes=tm.duration_minutes or DEFAULT_MINUTES)
    elif tm.date_only is not None:
        when.first = when.last = tm.date_only
    return when


def summary_of(text: str) -> str:
    """The event's name as the user said it: no verb, time words, calendar words or articles ("lunch with Avi")."""
    text = _REMINDER_TAIL.sub("", _CAL_PHRASE.sub(" ", re.sub(r"(?:^|\s)'s(?=\s)", " ", text)))
    text = tidy(_CALLED.sub("", tidy(LEAD.sub("", tidy(text)))))
    text = re.sub(r"\s+(?:(?:is|are)\s+(?:gonna|going\s+to)\s+be|is|are|was|will\s+be)(?=\s+(?:at|in)\b|$)", "", text,
                  flags=re.I)  # "the party is (...) at"
    text = tidy(_ABOUT.sub(" ", text))  # "4ish", "8 or so", "ב8 בערך": the time words took the hour, not these
    return re.sub(rf"^ה(?=(?:{_NOUN_HE})(?!\S))", "", text)


def has_event_noun(summary: str, within: int = 4) -> bool:
    """An event word among the first words; a word that is also a verb ("call") needs "with" or a word before it."""
    head = " ".join(summary.split()[:within])
    if _EVENT.search(head):
        return True
    weak = _WEAK.search(head)
    # "with" is often written short: "call w the investors", "call w/ dana"; a game is against a side: "game vs Hapoel".
    side = r"\s+(?:with\b|w/|w(?=\s)|vs\.?(?=\s)|v\.(?=\s)|versus\b|against\b)"
    return bool(weak and (weak.start() > 0 or re.match(side, head[weak.end():], re.I)))


def _without_time(text: str, now: datetime) -> str:
    """The text without its time words, windows included ("the meetings this week" -> "the meetings")."""
    text = _hide_meals(slashed_dates(text))
    tm = parse_time_expression(text, now)
    text = strip_spans(text, tm.spans) if tm else text
    rng = parse_range(text, now)
    at = text.find(rng.label) if rng else -1
    text = strip_spans(text, [(at, at + len(rng.label))]) if rng and at >= 0 else text
    return text.replace(_MASK, "")


# "before the weekend" / "לפני סוף השבוע" is from now until it starts, "until friday" / "עד סוף החודש" until it ends.
_BOUND = re.compile(r"(?:\b(?P<before>before)|\b(?:until|till|til|through)|(?<!\S)(?P<he>לפני|עד))\s+"
                    r"(?:the\s+end\s+of\s+|סוף\s+)?$", re.I)
_BOUND_IN_LABEL = re.compile(r"עד\s")


def _window(text: str, now: datetime) -> dict[str, str]:
    """timeMin/timeMax of the day (or part of day, week ...) a request names; {} when it names none."""
    text = FOR_DAY.sub("", full_day_names(_hide_meals(text)))
    if (coming := coming_days(text, now)) is not None:  # "the next two weeks": past the week the time words read
        return {"timeMin": iso(coming[0]), "timeMax": iso(coming[1])}  # type: ignore[dict-item]
    rng = parse_range(text, now)
    if rng is not None:
        at = text.find(rng.label)
        bound = _BOUND.search(f"{text[:max(at, 0)]} {_BOUND_IN_LABEL.match(rng.label) and rng.label[:3] or ''}")
        if at >= 0 and bound and (end := rng.start if bound["before"] or bound["he"] == "לפני" else rng.end) > now:
            return {"timeMin": iso(now), "timeMax": iso(end)}  # type: ignore[dict-item]
        return {"timeMin": iso(rng.start), "timeMax": iso(rng.end)}  # type: ignore[dict-item]
    tm = parse_time_expression(text, now)
    if tm is not None and not tm.ambiguous and (day := _day_of(tm)) is not None:
        start = datetime.combine(day, time(0), tzinfo=now.tzinfo)
        return {"timeMin": iso(start), "timeMax": iso(start + timedelta(days=1))}  # type: ignore[dict-item]
    return {}


def event_args(when: _When, summary: str) -> tuple[dict[str, Any], list[str], list[str]]:
    """start/end (or all-day dates), recurrence and reminder of a new event; plus missing fields and notes."""
    tm, args = when.tm, {}
    notes = list(tm.notes) if tm else []
    all_day_ok = when.all_day or bool(_ALLDAY_NOUN.search(summary)) or when.first != when.last
    if tm is not None and tm.ambiguous or not (when.start or when.first and all_day_ok):
        return args, ["start"], notes
    if tm is not None and tm.recurrence is None and "assumed_day" in tm.notes:
        return args, ["start"], notes  # "next week at 10": a reminder's default day, too vague for an event
    if when.first is not None or when.all_day:
        first = when.first or when.start.date()  # type: ignore[union-attr]
        args.update(start=first.isoformat(), end=((when.last or first) + timedelta(days=1)).isoformat(), allDay=True)
    else:
        if evening(summary, when.start, notes) and when.end - when.start < timedelta(hours=12):  # type: ignore
            when.start, when.end = when.start + timedelta(hours=12), when.end + timedelta(hours=12)  # type: ignore
            notes = [("assumed_pm" if n == "assumed_am" else n) for n in notes]
        args.update(start=iso(when.start), end=iso(when.end))
        if tm and tm.end is None and when.end - when.start == timedelta(minutes=DEFAULT_MINUTES):  # type: ignore
            notes.append("default_duration")
    rec = tm.recurrence if tm else None
    if rec is not None and rec.type in ("daily", "weekly", "monthly"):
        args["recurrence"] = rec.type
        if rec.interval > 1:  # "every other week": the series' INTERVAL
            args["interval"] = rec.interval
        if rec.type == "weekly" and rec.days or rec.type == "monthly" and rec.day_of_month:
            args["days"] = [DAY_NAMES[d] for d in rec.days] if rec.type == "weekly" else [str(rec.day_of_month)]
        if rec.until:
            args["until"] = rec.until.isoformat()
    if tm is not None and tm.remind_before_minutes:
        args["reminderMinutesBefore"] = tm.remind_before_minutes
    return args, [], notes


def _only_groceries(summary: str) -> bool:
    """ "paper towels and coffee", "חלב וקפה": things one buys, each of them, not an event to be given a time."""
    from memo.planning.rules.lists_lexicon import is_grocery

    parts = [p for p in re.split(r"\s*(?:,|\band\b|&|\+|\s-?ו-?(?=[\u05D0-\u05EA]))\s*", summary) if p.strip()]
    return bool(parts) and all(is_grocery(p) for p in parts)


@grammar
def create_event(ctx: RuleContext) -> Intent | None:
    opened = strip_opening(cut_taken_back(ctx.text))  # ", not 7 like I said": calendar_taken_back.py
    text, feeling = request_of(opened)  # talk around the request: calendar_clauses.py
    put_it = PUT_IT.search(text)
    cut = put_it or PUT_IT_BARE.search(text)  # a bare "put it in" is cut but names no calendar
    tail = REMIND_TAIL.search(text) if cut is None else None  # "..., put it in, and remind me the day before"
    reminder = tail["remind"] if tail is not None and PUT_IT.search(text[:tail.start()]) else ""
    if reminder:
        text = text[:tail.start()]  # type: ignore[union-attr]
        put_it = cut = PUT_IT.search(text)
    early = trailing_details(text, ctx.now) if cut is None else None  # "תרשום ביומן, זה בערך שעה וחצי"
    ahead = early.minutes if early and (PUT_IT.search(early.text) or PUT_IT_BARE.search(early.text)) else None
    if early is not None and ahead:
        text, put_it = early.text, PUT_IT.search(early.text)
        cut = put_it or PUT_IT_BARE.search(text)
    text = text[:cut.start()] + " all day" * bool(ALL_DAY.search(text[cut.start():])) if cut and cut.start() else text
    text = f"{text} {reminder}" if reminder else text
    details = trailing_details(text, ctx.now)  # "..., probably an hour, at the new place": calendar_details.py
    details.minutes = details.minutes or ahead
    text, needed = details.text, without_need(details.text)
    if (needed is not None or feeling and without_need(opened) is not None) and (cut or _CAL_WORD.search(text)):
        text, feeling = needed or text, False  # "i need to set up a call at 3 ... can you put it in"
    if UPDATES_CALENDAR.search(text) or CHANGES_IT.search(text) or any(p.match(text) for p in (
            _QUERY, _QUERY_DAY, _WHEN_IS, _DELETE, _MOVE, _OTHER_VERB, CAPABILITY_QUESTION)):
        return None
    verb = _CREATE.match(text)
    have = None if verb else _HAVE.match(text)
    calendar = bool(put_it or _CAL_WORD.search(text))
    if feeling and (verb or not put_it) or not (verb or calendar or _EVENT.search(text) or _WEAK.search(text)):
        return None  # a feeling about an event asks for nothing; else a cheap exit before reading the time words
    if not verb and ASKS_WHAT_IS_ON.search(text):  # "שלום מה יש לי מחר ביומן": a look (calendar_shapes.py)
        return None
    text = plural_days(text)  # "yoga tuesdays at 7": every week
    when = read_when(text, ctx.now, ctx.language == "he" or bool(re.search(r"[\u0590-\u05FF]", text)))
    tm = when.tm
    if _NOT_OURS.search(text) and not ((verb or calendar) and tm and tm.remind_before_minutes):
        return None
    if not verb and (text.rstrip().endswith("?") or ASKS.match(text)) or tm and tm.recurrence and (
            tm.recurrence.type == "nudge"):
        return None
    rest = when.rest
    if not (verb or have):  # "every tuesday at 6pm i have guitar": the time words came first
        rest = rest.lstrip()
        have = _HAVE.match(rest)
    lead = _CREATE.match(rest) if verb else (_HAVE.match(rest) if have else None)
    summary = summary_of(rest[lead.end():] if lead else rest)
    if lead and re.match(r"(?:\w+\s+)*(?:block|reserve)\b", lead[0].strip(), re.I):
        summary = LEAD.sub("", re.sub(r"^for\s+(?=\S)", "", summary, flags=re.I))  # "block 28-31/12 for the trip"
    booked_call = bool(verb and verb.group("strong") and re.match(r"calls?$", summary, re.I))  # "book a call at 10"
    if _NOT_EVENT.match(summary) and not booked_call or "?" in summary or not verb and COMMENT.search(summary):
        return None
    if more_events(without_house_number(summary)):  # "tmrw 9 gym 11 call w yael": a list (calendar_more.py)
        return None
    span = _SPAN_FIRST.match(summary)  # "block 2 hours tomorrow morning for deep work"
    if span and when.start and tm and tm.end is None and not tm.duration_minutes and span_minutes(span.group(0)):
        when.end = when.start + timedelta(minutes=span_minutes(span.group(0)) or DEFAULT_MINUTES)
        summary = summary_of(summary[span.end():])
    elif details.minutes and when.start and tm and tm.end is None and not tm.duration_minutes:
        when.end = when.start + timedelta(minutes=details.minutes)
    else:
        summary = with_length(when, summary)  # "a 30 min call", "שיחה של חצי שעה"
    noun = has_event_noun(summary)
    timed = when.start is not None or when.first is not None
    # not "רחוב הגפן 12", nor the "Monday" of "Monday.com"
    second = parse_time_expression(hide_domains(without_house_number(summary)), ctx.now) if timed else None
    if second is not None and not second.ambiguous and (second.when or second.date_only) and not all(
            _DAYPART.fullmatch(summary[a:b].strip()) for a, b in second.spans):  # "game night" kept by _time_spans
        return None  # "dentist on Monday at 10 and haircut on Tuesday at 12": two events (calendar_more.py)
    if verb is None and not calendar:
        if not noun or not timed or (when.start is None and not when.all_day and when.first == when.last
                                     and not _ALLDAY_NOUN.search(summary)):
            return None  # a bare "meeting tomorrow" without a time is too weak to claim
        if PRONOUN_GUESTS.search(summary):
            return None
        # "..., write it down" after a timed or all-day event: the user asks for it to be kept, as an event.
        confidence = 0.92 if cut and (when.start or when.all_day) else 0.8 if have else 0.78
    elif calendar or (verb and verb.group("strong")):
        if not (noun or calendar or timed or re.search(r"\b(?:with|עם)\b", summary)):
            return None
        # "book ... and remind me 30 minutes before" is an event with a reminder, not a standalone reminder.
        confidence = 0.96 if _NOT_OURS.search(text) else 0.92
    elif noun and not (not timed and _only_groceries(summary)):  # "add paper towels and coffee": the list's
        confidence = 0.9
    else:
        return None
    args, missing, notes = settle_new_event(event_args(when, summary), tm, text, ctx.now)  # "tuesday at 8": ask
    if when.start and (unread_hour(text, when.rest, summary)  # "morning 7 gym": the 7 is the hour, unread
                       or offset_clock(text, ctx.now, tm.when if tm else None)):  # "in 2 weeks": no hour said
        args, missing = {}, ["start"]
    if passed_date(text, when.first or (when.start.date() if when.start else None), ctx.now.date()) or (
            UNREAD_DATE.search(summary)):  # "12/11" a few days after it (a typo), or a date left unread in the name
        args, missing = {}, ["start"]
    if details.minutes:
        notes = [n for n in notes if n != "default_duration"]
    extra = {"attendees": _EMAIL.findall(text), "location": location_of(summary) or details.place}  # addresses only
    # A series is the seed's createRecurring; one event is create.
    operation = "createRecurring" if args.get("recurrence") else "create"
    args = {"operation": operation, "summary": summary, **args, **{k: v for k, v in extra.items() if v}}
    missing = ([] if summary else ["summary"]) + missing
    return Intent("calendar", operation, args, confidence, missing=missing, notes=notes, entity="event")


# "my day", "the rest of the day", "היום שלי" with no day named: today.
_MY_DAY = re.compile(r"\b(?:my|the)\s+day\b|(?<!\S)(?:ה)?יום\s+שלי(?!\S)", re.I)


# Reading the calendar ("what do I have tomorrow", "when is the dentist") is in calendar_query.py; it registers
# after the readings above, as it always did.
from memo.planning.rules import calendar_query  # noqa: E402,F401
