"""Details of a new event said after the request, loosely: how long it takes and where it is.

People add them as afterthoughts, often as clauses of their own: "could you put lunch with Ronen in my calendar
tomorrow at 1? probably an hour, at that new place on Dizengoff", "set up a call with the client on wednesday at 3
should take like 45 minutes", "תקבעי לי פגישה מחרתיים בארבע וחצי, חצי שעה זה מספיק", "בראנץ 4.12 ב11 שעה וחצי".
The time grammar reads a length only after "for" / "ל" / "למשך", so such a length would be lost (or left in the
event's name). Here the clauses at the end of the message that are only a length (hedged: "like", "about",
"probably", "בערך"; or judged: "is enough", "זה מספיק") or only a place ("at the new place on X") are cut off
and returned; the event grammar sets the end and the location from them. A remark about the people or the
speaker ("..., he's coming from haifa", "..., היא מגיעה מחיפה") is cut too, unless it holds a time or a number.

A bare length with nothing around it counts only right after a clock time ("ב11 שעה וחצי", "at 3 45 minutes"):
elsewhere a number of minutes may say when ("30 minutes before") rather than how long, and is left alone.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime

from memo.planning.rules.calendar_length import LONGEST_MINUTES
from memo.planning.rules.calendar_remarks import without_remark
from memo.planning.timeexpr import parse_duration, parse_time_expression

_EN_AMOUNT = (r"(?:\d+(?:\.\d+)?|an?|one|two|three|four|five|ten|fifteen|twenty|thirty|forty(?:[\s-]five)?|fifty"
              r"|sixty|ninety)")
_EN_LEN = (rf"(?:{_EN_AMOUNT}[\s-]*(?:minutes?|mins?|hours?|hrs?)(?:\s+and\s+a\s+(?:half|quarter))?"
           r"|(?:an?\s+)?hour\s+and\s+a\s+half|(?:a\s+)?half[\s-]+(?:an[\s-]+)?hour|(?:a\s+)?couple\s+(?:of\s+)?hours)")
_EN_HEDGE = (r"(?:like|about|around|roughly|approx(?:imately|\.)?|maybe|probably|prob|only|just|max|at\s+most"
             r"|at\s+least|something\s+like|no\s+more\s+than|under)")
_EN_TAKES = (r"(?:(?:it|that|this|which|the\s+\w+)(?:'ll|'s|\s+will|\s+should|\s+would|\s+might|\s+may|\s+is\s+gonna"
             r"|\s+is\s+going\s+to)?|should|will|would|might|may|gonna|shouldn'?t)\s+(?:take|last|run|be)s?"
             r"|(?:it|that|this)\s+(?:takes|lasts|runs)|(?:it'?s|it\s+is)|(?:give|block)\s+it")
_EN_ENOUGH = (r"(?:max|tops|at\s+most|or\s+so|long|(?:is|should\s+be|will\s+be|would\s+be)\s+(?:enough|plenty|fine|ok"
              r"|okay)|(?:will|should|would)\s+do|(?:is\s+)?all\s+(?:i|we)\s+need|suffices?)")
_HE_NUM = (r"(?:\d+|עשר|חמש\s+עשרה|עשרים(?:\s+וחמש)?|שלושים|ארבעים(?:\s+וחמש)?|חמישים|תשעים|שלוש|ארבע|חמש"
           r"|שתי|שלושה|ארבעה)")
_HE_LEN = (rf"(?:(?:חצי|רבע|שלושת\s+רבעי)\s+שעה|שעתיים(?:\s+ו(?:חצי|רבע))?|שעה(?:\s+ו(?:חצי|רבע)|\s+אחת)?"
           rf"|{_HE_NUM}\s*-?\s*(?:דקות|דק'|דק|שעות)(?:\s+ו(?:חצי|רבע))?)")
_HE_TAKES = (r"(?:(?:זה|היא|הוא|הפגישה|השיחה)\s+)?(?:ייקח|יקח|ייקחו|לוקח|לוקחת|תיקח|תקח|יימשך|ימשך|תימשך|נמשך|נמשכת"
             r"|יהיה|תהיה)|זה(?=\s)")  # "זה בערך שעה וחצי": "it's about an hour and a half"
_HE_HEDGE = r"(?:בערך|משהו\s+כמו|רק|מקסימום|לכל\s+היותר|גג|אולי|כנראה|בסביבות)"
_HE_ENOUGH = (r"(?:(?:זה\s+)?(?:מספיק|מספיקה|יספיק|תספיק|יספיקו|מספיקות|מספיקים)(?:\s+(?:לגמרי|בהחלט|לי|לנו))?"
              r"|מקסימום|גג|בערך|לכל\s+היותר|וזהו|זה\s+הכל|זה\s+הכול)")
_WORD_END = r"(?![\w\u0590-\u05FF])"
_LENGTH_TAIL = re.compile(
    rf"(?P<lead>\s*[,.;?!]+\s*|\s+[-–]\s+|\s+)(?:(?:and|so|but|ו?אז|אבל)\s+)?"
    rf"(?:(?P<en>(?:(?P<take>{_EN_TAKES})\s+)?(?P<for>for\s+)?(?:(?P<hedge>{_EN_HEDGE})\s+)*(?P<len>{_EN_LEN})(?:\s+(?P<enough>"
    rf"{_EN_ENOUGH}))?)"
    rf"|(?P<he>(?:(?P<take_he>{_HE_TAKES})\s+)?(?:(?P<hedge_he>{_HE_HEDGE})\s+|(?P<about_he>כ|לא\s+יותר\s+מ|פחות\s+מ)-?|(?P<for_he>ל)-?)?"
    rf"(?P<len_he>{_HE_LEN})(?:\s+(?P<enough_he>{_HE_ENOUGH}))?))"
    rf"{_WORD_END}\s*[.!]*\s*$", re.I)
# What a bare length may follow: a clock time ("at 3", "ב11", "בארבע וחצי", "3pm").
_CLOCK_BEFORE = re.compile(r"(?:\d|[ap]\.?m\.?|o'?clock|noon|וחצי|ורבע|אחת|שתיים|שלוש|ארבע|חמש|שש|שבע|שמונה|תשע|עשר"
                           r"|עשרה|בצהריים|בבוקר|בערב)$", re.I)
# A length that says when rather than how long, even at the end: "..., 30 minutes before", "חצי שעה לפני".
_NOT_LENGTH = re.compile(r"\b(?:before|after|earlier|later|early|late|ahead|prior|from\s+now|in\s+advance|ago)\b"
                         r"|(?<!\S)(?:לפני|אחרי|מראש|קודם|מוקדם|מאוחר)(?!\S)", re.I)
# A place said as a clause of its own: "..., at that new place on dizengoff", "..., in the small meeting room".
# "at the latest", "in the end", "at the same time" say when or how, not where.
_PLACE_TAIL = re.compile(r"(?P<lead>\s*[,;?]+\s*|\s+[-–]\s+)(?P<place>(?:at|in)\s+(?:the|that|this|a|an|our|my|his|her"
                         r"|their)\s+(?!(?:latest|earliest|least|most|end|start|beginning|same|moment|meantime|mean\s+time"
                         r"|way|case|future|past|morning|afternoon|evening|night|weekend)\b)[^\d,;?!.@]{2,60}?)\s*[.!]*\s*$",
                         re.I)
_MAX_TAILS = 3


@dataclass
class Details:
    """The request without its trailing details, and what they said."""

    text: str
    minutes: int | None = None
    place: str = ""


# "..., תכניס ליומן לחצי שעה", "put it in my calendar for an hour": a length said right after the calendar is named.
_CALENDAR_BEFORE = re.compile(r"(?:(?<!\S)(?:ל|ב)(?:יומן|לו\"?ז)(?:\s+שלי)?|\b(?:calendar|diary|g?cal))$", re.I)


def _length(text: str) -> tuple[str, int] | None:
    """(text before it, minutes) when `text` ends with a length said loosely; None otherwise."""
    m = _LENGTH_TAIL.search(text)
    if m is None or _NOT_LENGTH.search(m[0]):
        return None
    if (m["for"] or m["for_he"]) and not _CALENDAR_BEFORE.search(text[:m.start()].rstrip()):
        return None  # "לשעה" / "for an hour" elsewhere may say when ("לשעה שתיים") or what it is for
    marked = any(m[g] for g in ("take", "for", "hedge", "enough", "take_he", "for_he", "hedge_he", "about_he",
                                "enough_he"))
    before = text[:m.start()].rstrip()
    if not (marked or m["lead"].strip() or _CLOCK_BEFORE.search(before)):
        return None  # a bare length mid-sentence: not clearly the event's
    said = (m["len"] or m["len_he"]).replace("-", " ")
    minutes = parse_duration(re.sub(r"^hour", "an hour", re.sub(r"couple\s+(?:of\s+)?hours", "2 hours", said)))
    if not minutes or minutes > LONGEST_MINUTES:
        return None
    return before, minutes


def _place(text: str, now: datetime) -> tuple[str, str] | None:
    """(text before it, the place) when `text` ends with a clause that only names a place."""
    m = _PLACE_TAIL.search(text)
    if m is None or parse_time_expression(m["place"], now) is not None:
        return None  # "at the latest", "in the evening": time words, not a place
    return text[:m.start()].rstrip(), m["place"].split(None, 1)[1].strip()


def _remark(text: str, now: datetime) -> str | None:
    """`text` without a remark about the people or the speaker after it ("..., he's coming from haifa", "..., it's
    her birthday"); None when there is none, or when it holds a time or a number, which may be the event's."""
    core = without_remark(text)
    said = text[len(core):]
    if core == text.strip() or re.search(r"\d", said):
        return None
    if parse_time_expression(said, now) is not None and not (_SPAN_AGO.search(said) and _has_hour(core, now)):
        return None  # "..., after a month of chasing her" beside an event with its day and hour: how long, not when
    return core


# A stretch of time told of in a remark ("after a month of chasing her", "אחרי חודש שרדפתי אחריה", "he's back
# after two weeks abroad"): how long something took, never the event's time once the event has its own hour.
_SPAN_AGO = re.compile(
    r"\bafter\s+(?:a|an|one|two|three|four|a\s+few|few|several|many)\s+(?:days?|weeks?|months?|years?)\b"
    r"|(?<![\u05D0-\u05EA])אחרי\s+(?:חודש|שבוע|שנה|יומיים|שבועיים|חודשיים|שנתיים"
    r"|(?:כמה|שלושה|ארבעה|שלוש|ארבע)\s+(?:ימים|שבועות|חודשים|שנים))(?![\u05D0-\u05EA])", re.I)


def _has_hour(text: str, now: datetime) -> bool:
    tm = parse_time_expression(text, now)
    return tm is not None and tm.when is not None and not tm.ambiguous and tm.recurrence is None


def trailing_details(text: str, now: datetime) -> Details:
    """`text` without the length, place and remark clauses at its end, and what they said."""
    found = Details(text)
    for _ in range(_MAX_TAILS):
        length = _length(found.text) if found.minutes is None else None
        if length is not None:
            found.text, found.minutes = length
            continue
        place = _place(found.text, now) if not found.place else None
        if place is not None:
            found.text, found.place = place
            continue
        core = _remark(found.text, now)
        if core is None:
            break
        found.text = core
    return found


# "i need to set up a call with the client at 3, can you put it in": what the user has to do, said before the
# command that puts it in the calendar. Without such a command ("i need to book a haircut for friday") it may as
# well be a to-do, and is left to the task grammars.
_NEED_LEAD = re.compile(
    r"^(?:(?:so|ok|okay|and)\s+)*(?:(?:i|we)\s+(?:really\s+|also\s+)?(?:need|have|got)\s+to|(?:i|we)\s+gotta|gotta"
    r"|need\s+to|(?:i|we)(?:'d|\s+would)\s+like\s+to|(?:i|we)\s+want\s+to|(?:i|we)\s+wanna)\s+"
    r"(?=(?:book|schedule|set\s+up|setup|arrange|organi[sz]e|plan|block|pencil\s+in|add|put)\b)"
    r"|^(?:אני\s+|אנחנו\s+)?(?:צריך|צריכה|צריכים|רוצה|רוצים|הייתי\s+רוצה)\s+"
    r"(?=ל(?:קבוע|תזמן|שריין|הכניס|רשום|הוסיף)(?!\S))", re.I)


def without_need(text: str) -> str | None:
    """The request after "i need to" / "i'd like to" / "אני צריכה" before a calendar verb; None when there is none."""
    m = _NEED_LEAD.match(text)
    return text[m.end():] if m else None
