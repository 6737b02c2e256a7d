"""Calendar requests beyond one event: several events in one message, "am I free then?", and a series' dates.

- createMultiple: "book the dentist on Monday at 10 and a haircut on Tuesday at 12", "תקבע לי רופא שיניים
  ביום שני בעשר ותספורת ביום שלישי בשתיים". A message is cut where each piece has its own time; a piece
  with a time but no name repeats the previous name ("meetings with Avi on Monday at 10 and Tuesday at 12").
  Pieces with a series are createMultipleRecurring (seed 003 §8.2). One event with a second time left in
  its name would be a wrong event, so the single-event grammar refuses such messages and this one reads them.
- checkConflicts: "am I free on Thursday at 3?", "יש לי משהו מחר בעשר?" — a question about a moment (a
  clock time) or, asked as free-or-busy, a part of a day ("am I free friday morning", "אני פנוי מחר אחה"צ", over
  that window). "do I have anything this afternoon?" and a question about a whole day stay a look (getEvents).
- getRecurringInstances: "what are the dates of my yoga class?", "when are my next 5 standups?", "מה
  התאריכים של החוג?" — the occurrences of a series (or, when the event does not repeat, its matches).
"""

from __future__ import annotations

import re
from datetime import timedelta
from typing import Any

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext, iso, tidy
from memo.planning.rules.calendar import (
    _CAL_WORD,
    _CREATE,
    _EVENT,
    _HAVE,
    _NOT_OURS,
    _OTHER_VERB,
    _QUERY_DAY,
    _WEAK,
    _WHEN_IS,
    _window,
    event_args,
    has_event_noun,
    read_when,
    summary_of,
)
from memo.planning.rules.calendar_address import building_numbers_only, has_address
from memo.planning.rules.calendar_dates import full_day_names
from memo.planning.rules.calendar_early import early_hour, in_the_morning
from memo.planning.rules.calendar_free_fronted import free_asked_after_time
from memo.planning.rules.calendar_hours_again import hours_said_again
from memo.planning.rules.calendar_length import with_length
from memo.planning.rules.calendar_list import juxtaposed
from memo.planning.rules.calendar_remarks import opens_a_remark
from memo.planning.rules.calendar_rewrite import and_half
from memo.planning.rules.calendar_taken_back import TAKEN_BACK
from memo.planning.rules.calendar_words import PUT_IT, UNREAD_CLOCK
from memo.planning.rules.gmail_manage import strip_opening
from memo.planning.rules.task_day_plan import is_errand, named_calendar
from memo.planning.timeexpr import parse_range, parse_time_expression
from memo.planning.timeexpr.ranges import next_is_tomorrow

INSTANCE_DAYS = 90  # how far ahead a series' dates are listed when no window is named
INSTANCE_LIMIT = 10
_HEBREW = re.compile(r"[\u0590-\u05FF]")
# Where one event ends and the next begins: "and", a comma, "then", or Hebrew "ו" glued to the next word. The
# minutes of a Hebrew clock time are glued to "ו" too ("בחמש וחצי", "בארבע ורבע", "בשש ועשרים"): never a cut.
_HE_MINUTES = r"(?:חצי|רבע|עשרים|עשרה|עשר|חמישה|חמש|שלושים|ארבעים|חמישים|דקה|דקות)(?!\S)"
_JOIN = re.compile(r"\s*(?:,|;)\s*(?:and\s+|ו(?=\S))?|\s+(?:and(?:\s+also)?|also|then|plus|וגם)\s+"
                   rf"|\s+ו(?=[^\s\d])(?!{_HE_MINUTES})", re.I)
# A left piece that opens a range ("between Monday", "from 10") continues across the "and".
# "from the bakery" is where from, not when: a place after "the"/"my" opens no range.
_OPENS_RANGE = re.compile(r"(?:\bbetween|\bfrom|(?<!\S)בין|(?<!\S)מ-?)\s+"
                          r"(?!(?:the|my|our|a|an|his|her|their)\s+[^\d\s]+\s*$)\S+(?:\s+\S+)?\s*$", re.I)
# A right piece that only ends the range ("..., עד 18:30", "..., until 6:30"): the event's end, not another event.
_ENDS_RANGE = re.compile(r"^\s*(?:until|till|til|עד)\s+(?:השעה\s+)?\d{1,2}(?::\d\d)?(?:\s*[ap]\.?m\.?)?\s*[.!]*\s*$",
                         re.I)
# "כל שני ורביעי ב-14:45", "every Monday and Wednesday at 6": the days a series repeats on, said in a row, are one
# event's days; the "and" between them is no cut between two events.
_DAY_OF_WEEK = (r"(?:(?:sun|mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?)(?:day)?s?|(?:יום\s+|ו?ב?ימי\s+)?ה?"
                r"(?:ראשון|שני|שלישי|רביעי|חמישי|שישי|שבת))")
_REPEATS_ON = re.compile(rf"(?:\b(?:every|each|on)|(?<!\S)(?:כל|מדי|בימי|ימי))\s+{_DAY_OF_WEEK}"
                         rf"(?:\s*,\s*(?:and\s+|ו)?{_DAY_OF_WEEK})*\s*$", re.I)
_NEXT_DAY_OF_WEEK = re.compile(rf"^{_DAY_OF_WEEK}(?![\w\u05D0-\u05EA])", re.I)

# A moment said first, as the subject of "is free": a day or a clock time ("thursday 4-6pm", "ביום חמישי 16-18").
_MOMENT_FIRST = (r"(?:this\s+|next\s+)?(?:today|tonight|tomorrow|tmrw|(?:sun|mon|tues|wednes|thurs|fri|satur)day)\b|\d"
                 r"|(?:ב|ה)?(?:יום\s+)?(?:היום|מחר|ראשון|שני|שלישי|רביעי|חמישי|שישי)(?!\S)|ב?-?\d")
_FREE = re.compile(r"^(?:(?:hey|so|and|ok|memo)[,\s]+)?(?:" + "|".join((
    r"(?:am\s+i|are\s+we|will\s+i\s+be|would\s+i\s+be|is\s+my\s+calendar)\s+(?:free|busy|available|open|clear)\b",
    r"is\s+my\s+(?:morning|afternoon|evening|night|day)\s+(?:(?:today|tomorrow|tmrw|on\s+\w+)\s+)?(?:free|busy|open"
    r"|clear|available)\b",
    r"(?:do|will)\s+i\s+have\s+(?:anything|something|a\s+meeting|any\s+meetings?|plans|a\s+conflict|an?\s+event)\b",
    r"(?:do|will)\s+i\s+have\s+(?:the\s+|any\s+)?time\b(?!\s+to\b)", r"(?:האם\s+)?יש\s+לי\s+זמן(?!\S)(?!\s+ל)",
    r"is\s+there\s+(?:anything|something|a\s+meeting|an?\s+event)\b",
    r"is\s+.{1,40}?\s+(?:free|open|available|taken|booked)\s*\??$",
    # "is friday night clear? ...": a day or part of a day asked about, whatever follows the question
    r"is\s+(?:my\s+)?(?:(?:this|next|the)\s+)?(?:today|tonight|tomorrow|tmrw|(?:sun|mon|tues|wednes|thurs|fri|satur)day"
    r"|\d{1,2}(?:st|nd|rd|th))(?:\s+(?:morning|afternoon|evening|night))?(?:\s+(?:still|totally|completely))?\s+"
    r"(?:free|clear|open|available|busy|booked)\b",
    r"(?:האם\s+)?(?:(?:ב|ה)?יום\s+)?(?:היום|הערב|הלילה|מחר|ראשון|שני|שלישי|רביעי|חמישי|שישי|שבת)(?:\s+(?:בבוקר|בצהריים"
    r"|אחה\"צ|אחר\s+הצהריים|בערב|בלילה))?\s+(?:פנוי|פנויה|פנויים|תפוס|תפוסה)(?!\w)",
    r"(?:check|see|tell\s+me|find\s+out)\s+(?:if|whether)\s+(?:i(?:'m|\s+am)\s+(?:free|busy|available)|i\s+have\s+"
    r"(?:anything|something|a\s+meeting|any\s+meetings|plans)|there(?:'s|\s+is)\s+(?:anything|something))\b",
    # "אני free ביום רביעי?": the English word said in a Hebrew question
    r"(?:האם\s+)?(?:אני|אנחנו)\s+(?:פנוי|פנויה|פנויים|עסוק|עסוקה|עסוקים|זמין|זמינה|תפוס|תפוסה|free|busy|available)(?!\S)",
    r"(?:האם\s+)?יש\s+(?:לי|לנו)\s+משהו(?!\S)",
    # "יש לי תור מחר ב-8" also says what the user has (an event to add): a question only with "?" or "האם"
    r"האם\s+יש\s+לי\s+(?:פגישה|אירוע|תור|התנגשות)(?!\S)", r"יש\s+לי\s+(?:פגישה|אירוע|תור|התנגשות)(?!\S)(?=.*\?\s*$)",
    r"(?:תבדוק|תבדקי|בדוק|בדקי)\s+(?:לי\s+)?(?:אם|האם)\s+(?:אני\s+)?(?:פנוי|פנויה|זמין|זמינה|יש\s+לי)(?!\S)",
    r"(?:האם\s+)?(?:ה)?יומן\s+(?:שלי\s+)?(?:פנוי|תפוס)(?!\S)",
    # "check if thursday 4-6pm is free, they want ...": the moment is the subject (a clock time read, or no look)
    rf"(?:check|see|find\s+out)\s+(?:if|whether)\s+(?:on\s+)?(?={_MOMENT_FIRST})\S.{{0,40}}?\s+(?:is|are)\s+(?:still\s+)?"
    rf"(?:free|open|available|clear)\b|(?:תבדוק|תבדקי|בדוק|בדקי)\s+(?:לי\s+)?(?:אם|האם)\s+(?={_MOMENT_FIRST})\S.{{0,40}}?"
    r"\s+(?:פנוי|פנויה|פתוח)(?![\u05D0-\u05EA])",
)) + ")", re.I)
# "can I squeeze in a call friday at 2", "do I have room for a haircut ...", "אפשר לדחוס פגישה ב..." ask whether an
# event fits; only with an event or the calendar named ("room for one more in the car" is not the calendar's). "can
# you squeeze me in" asks Memo to book, and is left to the event grammar.
_FITS = re.compile(r"^(?:(?:hey|so|and|ok|memo)[,\s]+)?(?:" + "|".join((
    r"(?:can|could)\s+(?:i|we)\s+(?:squeeze|fit|slot)\s+(?:in\b|.{1,40}?\s+in\b)",
    r"(?:do\s+i\s+have|is\s+there)\s+(?:any\s+)?(?:room|space|a\s+(?:slot|gap|window|opening))\b",
    r"(?:אפשר|אני\s+יכול(?:ה)?|נוכל|אוכל)\s+לדחוס(?!\S)", r"(?:האם\s+)?יש\s+לי\s+(?:מקום|חלון)(?!\S)",
)) + ")", re.I)
# The yes-or-no forms: about a part of the day they check it for conflicts; "do I have anything" looks at it.
_FREE_OR_BUSY = re.compile(r"\b(?:free|busy|available|open|clear|time|squeeze|fit|slot|room|space|gap|window|opening)\b"
                           r"|(?:זמן|פנוי|פנויה|פנויים|עסוק|עסוקה|עסוקים|זמין|זמינה|תפוס|תפוסה)(?!\S)", re.I)
# A plan to book said after the question ("..., want to book a brunch", "... רוצה לקבוע בראנץ'"): the look at
# that part of the day asks whether it is free.
_MEANS_TO_BOOK = re.compile(
    r"\b(?:i\s+)?(?:want|wanna|would\s+like|'d\s+like|(?:am|'m)\s+(?:thinking\s+of|hoping|trying|planning)|need)\s+"
    r"(?:to\s+)?(?:book|schedule|set\s+up|plan|arrange|squeeze\s+in|fit\s+in|put\s+in|meet|booking|scheduling"
    r"|setting\s+up|planning)\b"
    r"|(?<!\S)(?:אני\s+)?(?:רוצה|רוצים|רציתי|מתכנן|מתכננת|מתכננים|חושב|חושבת|בא\s+לי|צריך|צריכה)\s+"
    r"(?:לקבוע|לתאם|לסגור|לארגן|להכניס|לשים|להיפגש|לקבע)(?!\S)", re.I)
# A plan for that time said after the question's "?" ("יש לי משהו ביום ראשון בבוקר? אני רוצה לקחת אמא לבדיקות",
# "anything friday morning? I need to take the car in"): the user asks whether the slot is free for it. Wanting to
# know, see or prepare for what is there points back at the calendar instead, and leaving early or going to bed is a
# look at what would be left: both stay a look.
_MEANS_TO_GO = re.compile(
    r"^\s*(?:(?:i|we)\s+)?(?:want|wanna|need|have|would\s+like|'d\s+like|(?:am|'m|are|'re)\s+(?:planning|hoping|going))\s+"
    r"to\s+(?!know\b|see\b|check\b|prepare\b|review\b|go\s+over\b|plan\s+my\b|look\b|leave\b|go\s+home\b|head\s+out\b"
    r"|get\s+out\b|finish\b|go\s+to\s+bed\b|sleep\b|rest\b)\w+"
    r"|^\s*(?:אני\s+|אנחנו\s+)?(?:רוצה|רוצים|רציתי|צריך|צריכה|צריכים|מתכנן|מתכננת|מתכננים|חושב|חושבת|בא\s+לי)\s+"
    r"(?!לדעת|לבדוק|לראות|לעבור|להתכונן|להכין|לתכנן\s+את|לצאת|ללכת\s+הביתה|לסיים|ללכת\s+לישון|לישון|לנוח)"
    r"ל[\u05D0-\u05EA]{2,}", re.I)
# A day said once for every event, before them: "tmrw: dentist at 9, lunch at 1", "ביום שישי - ...".
_DAY_WORD = (r"(?:today|tonight|tomorrow|tmrw|(?:(?:this|next)\s+)?(?:sun|mon|tues|wednes|thurs|fri|satur)day|היום"
             r"|הערב|מחר|מחרתיים|(?:ב|ל)?יום\s+(?:ראשון|שני|שלישי|רביעי|חמישי|שישי)|(?:ב|ל)?(?:ראשון|שני|שלישי|רביעי"
             r"|חמישי|שישי|שבת)|\d{1,2}[/.]\d{1,2})")
_HEADER_DAY = re.compile(rf"^(?:on\s+|ל(?=מחר))?(?P<day>{_DAY_WORD})\s*[:,-]\s*", re.I)
# A heading that counts the events, then a colon: "two meetings tomorrow: at 10 with the supplier and at 3 review with
# Dana", "מחר שתי פגישות: ...". It says the pieces are events (as a verb would) and may give their day.
_PLURAL_KIND = {"meetings": "meeting", "events": "event", "appointments": "appointment", "calls": "call",
                "viewings": "viewing", "showings": "showing", "צפיות": "צפייה",
                "פגישות": "פגישה", "אירועים": "אירוע", "שיחות": "שיחה", "ישיבות": "ישיבה", "תורים": "תור"}
_ONE_OF_THEM = re.compile(r"(?:(?:and\s+)?(?:one|another|the\s+other|the\s+(?:first|second|third)|(?:the\s+)?next)"
                          r"(?:\s+one)?|אחת|אחד|(?:ה)?שני(?:ה)?|(?:ה)?שלישי(?:ת)?|(?:ה)?ראשונ(?:ה)?|עוד\s+(?:אחת|אחד))",
                          re.I)
_HEADING = re.compile(rf"^(?:(?:on\s+)?(?P<day>{_DAY_WORD})\s+)?(?:(?:i\s+have|i've\s+got|i\s+got|we\s+have|יש\s+לי"
                      r"|יש\s+לנו)\s+)?(?:two|three|four|a\s+couple\s+(?:of\s+)?|couple\s+(?:of\s+)?|\d|שתי|שלוש|ארבע"
                      r"|שני|שלושה|ארבעה|כמה)\s+(?P<kind>" + "|".join(_PLURAL_KIND)
                      + rf")(?:\s+(?:on\s+)?(?P<day2>{_DAY_WORD}))?"
                      # where they all are: "three viewings tuesday at herzl 12: 4pm, 4:30 and 5:15"
                      r"(?:\s+(?P<where>(?:at|in)\s+(?!\d)[^:]{1,40}?|ב(?!\d)[^\s:][^:]{0,39}?))?\s*:(?!\d)\s*", re.I)
# A piece that names its own day keeps it.
_OWN_DAY = re.compile(r"\b(?:today|tonight|tomorrow|tmrw|(?:sun|mon|tue|tues|wed|wednes|thu|thur|thurs|fri|sat|satur)"
                      r"(?:day)?s?|next|this|\d{1,2}[/.]\d{1,2})\b|(?<!\S)[בלו]?(?:היום|הערב|מחר|מחרתיים|יום|ראשון"
                      r"|שני|שלישי|רביעי|חמישי|שישי|שבת)(?!\S)"
                      # a date of its own: "ב7.12", "dec 7", "7 בדצמבר"
                      r"|(?<![\d.])[בלה]-?\d{1,2}[/.]\d{1,2}(?![\d])"
                      r"|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?!\d)"
                      r"|(?<!\S)(?:ה-?)?\d{1,2}\s+[בל](?:ינואר|פברואר|מרץ|אפריל|מאי|יוני|יולי|אוגוסט|ספטמבר|אוקטובר|נובמבר"
                      r"|דצמבר)", re.I)
# The command after the events: "put them all in the calendar", "תכניסי את כולם ליומן".
_PUT_THEM_ALL = re.compile(
    r"[\s,.;!-]*(?:(?:and|so|pls|plz|please|now|just)\s+)*(?:put|add|book|schedule|set|enter|insert|throw|stick|pop)"
    r"\s+(?:them|these|those|everything|it\s+all|all(?:\s+of\s+(?:them|these|it|this))?|'?em|all\s+these|both"
    r"(?:\s+of\s+them)?|them\s+both)(?:\s+all)?"
    r"\s+(?:in|into|to|on)\s+(?:(?:my|the)\s+)?(?:calendar|diary|schedule|agenda|g?cal|google\s+calendar)"
    r"(?:\s+pl[sz]|\s+please|\s+thanks|\s+thx)?\s*[.!]*$"
    r"|[\s,.;!-]*(?:ו|אז\s+)?(?:תכניס|תכניסי|תשים|תשימי|תרשום|תרשמי|תקבע|תקבעי|תוסיף|תוסיפי)\s+(?:לי\s+)?(?:את\s+)?"
    r"(?:כולם|כולן|הכל|הכול|שניהם|שתיהן|אותם|אותן)\s+(?:ל|ב)(?:יומן|לו\"?ז)(?:\s+שלי)?(?:\s+בבקשה)?\s*[.!]*$", re.I)
# The place said right after the verb ("put in cal: ...", "add to my calendar mon 10 ...", "תכניס ליומן ..."): it
# names no event, and a day said first ("mon 10am haircut ...") is read only at the start of the list.
_IN_CALENDAR = re.compile(r"^\s*(?:(?:it|them|these|this)\s+)?(?:in|into|on|to)\s+(?:(?:my|the)\s+)?(?:calendar|g?cal"
                          r"|diary|agenda|schedule)\b(?:\s+please)?\s*[:,-]?\s*|^\s*(?:את\s+זה\s+)?(?:ל|ב)(?:יומן|לו\"?ז)"
                          r"(?:\s+שלי)?(?:\s+בבקשה)?(?![\w\u0590-\u05FF])\s*[:,-]?\s*"
                          r"|^\s*(?:please|pls|בבקשה)\s*[:,-]\s*", re.I)
# "לו"ז למחר: ...": "the schedule" as a heading, before the day.
_SCHEDULE_HEAD = re.compile(r"^\s*ה?לו\"?ז(?:\s+שלי)?\s+(?=\S)")
# A day and its hours typed after another's with no comma ("mon 07-15 wed 07-15 fri 19:00-07:00"): each day starts
# an event. Hebrew day names are left out: a bare "שני" is as often "second" or a name as Monday.
_NEXT_DAY = re.compile(r"(?<=\d)\s+(?=(?:sun|mon|tue|wed|thu|fri|sat)[a-z]*\.?\s+\d)", re.I)
_TO_DO = re.compile(r"\bto\s+(?:do|buy|get|pay)\b|(?<!\S)ל(?:עשות|קנות|שלם)(?!\S)", re.I)

_OCCURRENCES_EN = r"(?:dates|times|days|occurrences|instances|sessions|classes|meetings|lessons)"
_INSTANCES = (
    re.compile(r"^(?:what|when)\s+(?:are|r)\s+(?:all\s+)?(?:the\s+)?(?:next\s+(?P<n>\d+)\s+|next\s+|upcoming\s+|"
               rf"remaining\s+)?{_OCCURRENCES_EN}\s+(?:of|for)\s+(?P<what>.+?)\s*\??$", re.I),
    re.compile(r"^(?:(?:please\s+)?(?:list|show|give|tell|send)\s+(?:me\s+)?)(?:all\s+)?(?:the\s+)?(?:next\s+"
               rf"(?P<n>\d+)\s+|upcoming\s+|remaining\s+)?{_OCCURRENCES_EN}\s+(?:of|for)\s+(?P<what>.+?)\s*\??$", re.I),
    re.compile(r"^when\s+(?:are|r)\s+(?:my|the|our)\s+(?:next|upcoming|coming)\s+(?:(?P<n>\d+)\s+)?(?P<what>.+?)"
               r"\s*\??$", re.I),
    re.compile(r"^(?:מה|מתי)\s+(?:כל\s+)?(?:ה)?(?:תאריכים|מועדים|פעמים|מפגשים|שיעורים|אימונים)\s+(?:ה?באים\s+|ה?בא(?:ו)?ת\s+)?"
               r"(?:של|ל)\s*-?(?P<what>.+?)\s*\??$"),
    re.compile(r"^(?:תראה|תראי|הראה|תן|תני|תשלח|תשלחי|תרשום|תרשמי)\s+(?:לי\s+)?(?:את\s+)?(?:כל\s+)?(?:ה)?(?:תאריכים"
               r"|מועדים|מפגשים|שיעורים|אימונים)\s+(?:ה?באים\s+|ה?בא(?:ו)?ת\s+)?(?:של|ל)\s*-?(?P<what>.+?)\s*\??$"),
    re.compile(r"^מתי\s+(?:ה)?(?:מפגשים|שיעורים|אימונים|פגישות|ישיבות)\s+(?:ה)?(?:באים|באות|קרובים|קרובות)\s+"
               r"(?:של\s+|ב)?(?P<what>.+?)\s*\??$"),
)


def _hebrew(text: str) -> bool:
    return bool(_HEBREW.search(text))


def _one_piece(text: str, ctx: RuleContext, day: str = "") -> tuple[str, dict[str, Any]] | None:
    """(summary, event arguments) of one piece of a several-events message, or None without a full time.
    `day` is the day every piece is on ("tmrw: ..."), for a piece that names none of its own."""
    text = own = re.sub(r"^\s*[-–]\s*", "", text)  # "ו-7.1 בתשע": the hyphen of a glued "ו-" is no part of the date
    if building_numbers_only(own):
        return None  # "..., 12 קומות", "..., floor 3": the building's numbers, not another event's hour
    if day and not _OWN_DAY.search(text):
        text = f"{day} {text}"
    when = read_when(text, ctx.now, _hebrew(text))
    summary = with_length(when, summary_of(when.rest))  # "a 30 min call with Dan on Monday at 10"
    if not summary and not re.search(r"\d", own) and not _OWN_DAY.search(own):
        return None  # "..., in the morning": a part of the day alone refines the event before, it is no other
    args, missing, _ = event_args(when, summary or "event")
    if missing:
        return None
    return summary, args


_TIMED = re.compile(r"\d|\b(?:morning|afternoon|evening|night|noon|lunch\s*time)\b"
                    r"|(?<!\S)(?:ב|ה)(?:בוקר|ערב|צהריים|לילה)(?!\S)"
                    r"|(?<!\S)ב(?:שעה|אחת|שתיים|שלוש|ארבע|חמש|שש|שבע|שמונה|תשע|עשר)(?!\S)|אחה\"צ", re.I)


_HE_NAMED_DAY = re.compile(r"(?<!\S)[בלו]?יום\s+(?P<d>ראשון|שני|שלישי|רביעי|חמישי|שישי)(?!\S)")


def _day_word(text: str) -> str:
    """The day a piece names by a word ("tomorrow", "thursday", "מחר"), or "" (a bare "next"/"this" is no day)."""
    named = _HE_NAMED_DAY.search(text)  # "ביום שלישי": the day is carried whole, "יום" alone is none
    if named:
        return f"ביום {named['d']}"
    found = next((m[0] for m in _OWN_DAY.finditer(text)  # "7.30" may be a clock time: only day words carry over
                  if m[0].lower() not in ("next", "this", "יום") and not re.search(r"\d", m[0])), "")
    return found[1:] if re.match(r"[בלו](?:היום|הערב|מחר|ראשון|שני|שלישי|רביעי|חמישי|שישי|שבת)", found) else found


# A day word that ends the message, after an hour: "... and another at 12 tomorrow", "... ועוד אחת ב-12 מחר".
_DAY_AT_END = re.compile(rf"(?:(?<=\d)|(?<=[ap]m))\s+(?:on\s+)?{_DAY_WORD}\s*[.!]*$"
                         rf"|(?<!\S)(?:ב-?\d\S*|בשעה\s+\S+)\s+{_DAY_WORD}\s*[.!]*$", re.I)
# "another", "one more", "עוד אחד": the same kind of event as the piece before.
_ANOTHER = re.compile(r"(?:and\s+)?(?:another(?:\s+one)?|one\s+more)|עוד\s+(?:אחד|אחת)", re.I)
# "and that same day at 1", "ובאותו יום ב-13:00": the piece is on the day of the piece before it.
_SAME_DAY = re.compile(r"\b(?:(?:on|later)\s+)?(?:(?:that|the)\s+)?same\s+day\b|\blater\s+that\s+day\b"
                       r"|(?<!\S)(?:ו|וגם\s+|גם\s+)?(?:באותו\s+(?:ה)?(?:יום|תאריך)|ב(?:אותו\s+)?יום\s+הזה|מאוחר\s+יותר"
                       r"\s+באותו\s+יום)(?!\S)", re.I)


def _same_day(piece: str, before: tuple[str, dict[str, Any]] | None) -> str | None:
    """`piece` with "that same day" written as the date of the piece before; None when no piece comes before."""
    if not _SAME_DAY.search(piece):
        return piece
    if before is None:
        return None
    day = before[1]["start"][:10].split("-")
    return _SAME_DAY.sub(f" {int(day[2])}/{int(day[1])}/{day[0]} ", piece, count=1)


# What is left of a piece once its time is read, when it names only where: no event of its own.
_PLACE_ONLY = re.compile(r"^(?:at|in)\s+(?:the\s+|a\s+|an\s+)?\S", re.I)


def _split(body: str, ctx: RuleContext, whole_day: bool = False) -> list[tuple[str, dict[str, Any]]] | None:
    """The events of `body` (the message after its verb), when there are two or more, each with its time;
    `whole_day` when every one of them takes its whole day ("..., both all day")."""
    def _piece(text: str, ctx: RuleContext, day: str = "") -> tuple[str, dict[str, Any]] | None:
        return _one_piece(f"{text} {'כל היום' if _hebrew(text) else 'all day'}" if whole_day else text, ctx, day)

    header = _HEADER_DAY.match(body)
    day = header.group("day") if header else ""
    body = body[header.end():] if header else body
    cuts = [m for m in _JOIN.finditer(body)]
    pieces: list[tuple[str, dict[str, Any]]] = []
    start, carried = 0, ""
    if cuts and not day and not _OWN_DAY.search(body[:cuts[-1].start()]):
        # "a client at 10 and another at 12 tomorrow": a day said last, after the last hour, is every piece's day
        ending = _DAY_AT_END.search(body[cuts[-1].end():])
        day = _day_word(ending[0]) if ending else ""

    def on(piece: str) -> str:
        """The day of a piece named by none: the heading's; else the first piece's when the piece has an hour or a
        part of the day ("dentist tomorrow at 9 and at 3"). A clause with no time ("…, it's her birthday") gets none."""
        return day or (carried if _TIMED.search(piece) else "")

    for cut in cuts:
        left = body[start:cut.start()]
        if _OPENS_RANGE.search(left) or _ENDS_RANGE.match(body[cut.end():]):
            continue
        if _REPEATS_ON.search(left) and _NEXT_DAY_OF_WEEK.match(body[cut.end():]):
            continue
        carried = carried or _day_word(left)
        left = _same_day(left, pieces[-1] if pieces else None) or ""
        first = _piece(left, ctx, on(left)) if left else None
        right = _same_day(body[cut.end():], first)
        rest = _piece(right, ctx, on(right)) if right else None
        if first is None or rest is None or _PLACE_ONLY.match(rest[0]):
            continue  # "..., 8pm to 11pm, at the beach bar": the place and hours of the same event
        pieces.append(first)
        start = cut.end()
    if not pieces:
        return _listed(body, day, ctx)
    tail = _same_day(body[start:], pieces[-1])
    last = _piece(tail, ctx, on(tail)) if tail else None
    if last is None:
        return None
    pieces.append(last)
    return pieces


def _listed(body: str, day: str, ctx: RuleContext) -> list[tuple[str, dict[str, Any]]] | None:
    """The events of a bare list with a clock time each and nothing between them ("tmrw 9 gym 11 call w yael"):
    calendar_list.py."""
    listed = juxtaposed(body)
    if listed is None:
        return None
    day = listed[0] or day
    pieces = [_one_piece(piece, ctx, day) for piece in listed[1]]
    return None if any(p is None or not p[0] for p in pieces) else pieces  # type: ignore[return-value]


# A correction said midway is one event put right, never a second event.
_CORRECTED_MIDWAY = re.compile(r"\b(?:wait\s+no|no\s+wait|i\s+mean|scratch\s+that|actually\s+no)\b"
                               r"|(?<![\u05D0-\u05EA])(?:רגע\s+לא|לא\s+רגע|אה\s+לא)(?![\u05D0-\u05EA])", re.I)


# "..., both all day", "..., שניהם כל היום", "כולם ימים שלמים": the length said once for all the events before it.
_EACH_ALL_DAY = re.compile(r"[\s,.;-]+(?:(?:they(?:'re|\s+are)\s+)?(?:both|all(?:\s+of\s+them)?|each(?:\s+one)?)"
                           r"(?:\s+(?:are|is))?\s+(?:all[- ]day(?:\s+events?)?|the\s+whole\s+day|full[- ]day)"
                           r"|(?:ו)?(?:שניהם|שתיהן|שניהן|כולם|כולן|כל\s+אחד(?:\s+מהם)?|כל\s+אחת(?:\s+מהן)?)\s+"
                           r"(?:כל\s+היום|יום\s+שלם|ימים\s+שלמים|יום\s+מלא))\s*[.!]*$", re.I)


@grammar
def create_several(ctx: RuleContext) -> Intent | None:
    text = hours_said_again(and_half(strip_opening(ctx.text)))  # "3 and half" is one clock time, never two events
    if _OTHER_VERB.match(text) or _NOT_OURS.search(text) or text.rstrip().endswith("?"):
        return None
    # ", not 7 like I said", "רחוב הגפן 12": no second event's hour (an address in a heading is where they all are)
    if TAKEN_BACK.search(text) or has_address(_HEADING.sub("", text, count=1)):
        return None
    if _CORRECTED_MIDWAY.search(text):  # "at 3 wait no they moved it, it's 4pm": one event corrected, not two
        return None
    put_all = _PUT_THEM_ALL.search(text) or PUT_IT.search(text)  # "..., put them all in the calendar" comes last
    text = text[:put_all.start()] if put_all else text
    whole_day = _EACH_ALL_DAY.search(text)  # "..., both all day": said once for every event
    text = text[:whole_day.start()] if whole_day else text
    heading = _HEADING.match(text)
    kind = _PLURAL_KIND[heading["kind"].lower()] if heading else ""
    kind = f"{kind} {heading['where']}" if heading and heading["where"] else kind
    if heading:
        day = heading["day"] or heading["day2"]
        text = f"{day}: {text[heading.end():]}" if day else text[heading.end():]
    verb = _CREATE.match(text) or _HAVE.match(text)
    if verb is None and not (put_all or heading or _CAL_WORD.search(text)):
        return None
    # "ליומן מחר: 9 ..., 12 ...", "לו"ז למחר: ...": the calendar named as a heading, before the day said for all
    body = _IN_CALENDAR.sub("", text[verb.end():] if verb else _SCHEDULE_HEAD.sub("", text), count=1)
    body = _NEXT_DAY.sub(", ", body)
    pieces = _split(body, ctx, bool(whole_day))
    if pieces is None:
        return None
    events: list[dict[str, Any]] = []
    previous = ""
    for summary, args in pieces:
        if kind and _ONE_OF_THEM.fullmatch(summary):
            summary = kind  # "two meetings tomorrow: one at 10 and one at 3"
        summary = previous if _ANOTHER.fullmatch(summary) else summary or previous or kind
        if kind and re.match(r"(?:with|עם)(?!\S)", summary, re.I):
            summary = f"{kind} {summary}"  # "at 10 with the supplier" under "two meetings": a meeting with them
        if not summary or events and opens_a_remark(summary) and not has_event_noun(summary):
            return None  # "..., finally she's free after a month": a remark, not a second event (calendar.py reads one)
        previous = summary
        events.append({"summary": summary, **args})
    if not any(has_event_noun(e["summary"]) for e in events) and not (verb and verb.re is _CREATE or put_all or
                                                                        heading or _CAL_WORD.search(text)):
        return None
    # Errands or appointments (task_day_plan.py): a plan of things to do ("7:30 drop the car at the garage, 11 call
    # the insurance guy") is reminders unless the calendar is named or a booking verb said; one that mixes errands
    # and appointments ("9 dentist, 11 call the bank") is asked about.
    booked = put_all or named_calendar(ctx.text) or (verb and verb.re is _CREATE and verb.group("strong")
                                                     and not verb.group("strong").lower().startswith("plan"))
    errands = [is_errand(re.sub(r"^[^:]{1,20}:\s*", "", e["summary"])) for e in events]
    if not booked and all(errands):
        return None
    operation = "createMultipleRecurring" if any(e.get("recurrence") for e in events) else "createMultiple"
    unsure = _first_day_unsaid(body, events) or (not booked and any(errands))
    return Intent("calendar", operation, {"operation": operation, "events": events},
                  0.6 if unsure else 0.95, entity="event")


def _first_day_unsaid(body: str, events: list[dict[str, Any]]) -> bool:
    """"gym at 7 and dinner with mom tomorrow at 8": the first event names no day and a later one does, so whether
    the first is today or that day too is not said."""
    cut = _JOIN.search(body)
    days = {str(e.get("start", ""))[:10] for e in events}
    return bool(cut and len(days) > 1 and not _HEADER_DAY.match(body) and not _OWN_DAY.search(body[:cut.start()]))


def _clock_besides(text: str, label: str, ctx: RuleContext) -> bool:
    """A clock time beside a part of the day ("tomorrow afternoon at 3"): the question is about that moment."""
    at = text.find(label)
    rest = f"{text[:at]} {text[at + len(label):]}" if label and at >= 0 else text
    if label and at < 0:  # "is my afternoon free today": the window's words stand apart
        for word in label.split():
            rest = re.sub(rf"(?<!\S){re.escape(word)}(?!\S)", " ", rest, count=1)
    tm = parse_time_expression(rest, ctx.now)
    return tm is not None and tm.when is not None and not tm.ambiguous


# "can i squeeze a boiler repair in on friday at 10": squeezing something in at an hour of a day is about the day's
# schedule whatever the thing is; "room" or "space" for it at that hour may still be a car's or a table's.
_SQUEEZE = re.compile(r"^(?:(?:hey|so|and|ok|memo)[,\s]+)?(?:can|could)\s+(?:i|we)\s+(?:squeeze|fit|slot)\b"
                      r"|(?:אפשר|אני\s+יכול(?:ה)?|נוכל|אוכל)\s+(?:לדחוס|להשחיל)(?!\S)", re.I)


def _squeezed_at(text: str, ctx: RuleContext) -> bool:
    """Whether `text` asks to squeeze something in at a clock time on a day said."""
    if not _SQUEEZE.match(text):
        return False
    tm = parse_time_expression(text, ctx.now)
    return tm is not None and tm.when is not None and not tm.ambiguous and bool(_OWN_DAY.search(text))


@grammar
def check_conflicts(ctx: RuleContext) -> Intent | None:
    text = full_day_names(ctx.text.strip())
    if not _FREE.match(text) and (moved := free_asked_after_time(text, ctx.now)) is not None:
        text = moved  # "בחמישי בין 10 ל-12 אני פנויה?": the time said before the question
    asked = _FREE.match(text) or (_FITS.match(text) if _EVENT.search(text) or _WEAK.search(text) or _CAL_WORD.search(
        text) or _squeezed_at(text, ctx) else None)
    if not asked:
        return None
    # The question ends at its "?": what follows ("…? rotem wants to do the ikea run") is why it is asked, so only a
    # plan to book is read there, and the question's own words say when and whether it is about the calendar.
    said = text[:asked.end()] + re.split(r"\?", text[asked.end():], maxsplit=1)[0]
    if _TO_DO.search(said) or _NOT_OURS.search(said):
        return None
    after = text[asked.end():]
    booking = _MEANS_TO_BOOK.search(after) or ("?" in after and _MEANS_TO_GO.search(after.split("?", 1)[1]))
    text = said
    window = parse_range(text, ctx.now)
    if window is not None and window.end - window.start < timedelta(days=1) and not _clock_besides(text, window.label,
                                                                                                    ctx):
        if not _FREE_OR_BUSY.search(asked[0]) and not booking:
            return None  # "do I have anything this afternoon?" is a look at that part of the day
        # "am I free friday morning?": a yes-or-no about that part of the day
        start, end = iso(window.start), iso(window.end)
        args = {"operation": "checkConflicts", "start": start, "end": end, "timeMin": start, "timeMax": end}
        if next_is_tomorrow(window.label, ctx.now):  # "next monday" said on a Sunday: which Monday is asked
            return Intent("calendar", "checkConflicts", args, 0.6, missing=["date"], entity="event")
        return Intent("calendar", "checkConflicts", args, 0.93, entity="event")
    when = read_when(text, ctx.now, _hebrew(text))
    if when.start is None and _FREE_OR_BUSY.search(asked[0]) and UNREAD_CLOCK.search(when.rest):
        # "am I free thursday at three-ish": a moment was asked about but not read, so the whole day is no answer
        args = {"operation": "checkConflicts", **_window(text, ctx.now)}
        return Intent("calendar", "checkConflicts", args, 0.6, missing=["start"], entity="event")
    if when.start is None or when.end is None or (when.tm is not None and when.tm.recurrence is not None):
        return None  # "am I free on Thursday?" is a look at that day
    with_length(when, when.rest)  # "can I squeeze in a 30 min call at 10:30": the window is the call's length
    # "6:30-9:00? a long run with the group": a run is as often at dawn; the words say which, or it is asked
    half = early_hour(when.start, when.tm.notes if when.tm else (), ctx.text)
    if half == "morning":
        when.start, when.end = in_the_morning(when.start, when.end)
    # The moment is given both ways: start/end, the event-shaped window, and timeMin/timeMax, the window of
    # a calendar read, which is what V1's readers of a plan look at.
    start, end = iso(when.start), iso(when.end)
    args = {"operation": "checkConflicts", "start": start, "end": end, "timeMin": start, "timeMax": end}
    if half == "ask":
        return Intent("calendar", "checkConflicts", args, 0.94, missing=["time"], entity="event")
    return Intent("calendar", "checkConflicts", args, 0.94, entity="event")


@grammar
def recurring_instances(ctx: RuleContext) -> Intent | None:
    text = ctx.text.strip()
    match = next((m for m in (p.match(text) for p in _INSTANCES) if m), None)
    if match is None or _NOT_OURS.search(match.group("what")):  # "the dates of my reminders" is not a series
        return None
    window = _window(text, ctx.now)
    what = match.group("what")
    rng = parse_range(what, ctx.now)
    if rng is not None:
        what = what.replace(rng.label, " ")
    summary = re.sub(r"^(?:next|upcoming|הבא(?:ה|ים|ות)?)\s+", "", summary_of(tidy(what)), flags=re.I)
    summary = re.sub(r"\s+(?:ה)?(?:באים|באות|הבא|הבאה)$", "", summary)
    if not summary or (match.re is _INSTANCES[2] and _WHEN_IS.match(text) and not has_event_noun(summary)):
        return None
    if not window:
        window = {"timeMin": iso(ctx.now), "timeMax": iso(ctx.now + timedelta(days=INSTANCE_DAYS))}  # type: ignore
    count = int(match.groupdict().get("n") or 0) or INSTANCE_LIMIT
    args = {"operation": "getRecurringInstances", "searchCriteria": {"summary": summary}, **window,
            "maxResults": min(count, 50)}
    return Intent("calendar", "getRecurringInstances", args, 0.93 if not _QUERY_DAY.match(text) else 0.91,
                  entity="event")
