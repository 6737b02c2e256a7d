"""A day's plan listed with a time each, where a part names a fixture of the day rather than an errand: "tmrw:
print the notes at 9, pick up my bike at 1, shift at 5pm. remind me for all", "מחר ב8 להתקשר לבנק, ב5 חוג".

A part without a verb of its own usually borrows the previous part's ("call mom at 5 and dad at 7": call dad), so
such a part is read as its own reminder only when it is one of the day's fixed appointments (a shift, a class, a
practice) and the errand before it could not take it as its object: "cancel the gym at 5, meeting at 7" may mean
cancelling both, and is left to the caller to ask about.
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta

from memo.planning.rules.base import iso, tidy
from memo.planning.rules.task_errands import opens_an_errand
from memo.planning.rules.task_implied import opens_with_task_verb
from memo.planning.rules.task_words import HE, Timed

# What fills a slot of the day by itself: work and school, lessons and practices, appointments.
_EN_FIXTURE = (r"shift|class|classes|lesson|lessons|lecture|seminar|tutorial|practice|training|rehearsal|workout|gym"
               r"|yoga|pilates|session|therapy|appointment|appt|meeting|interview|exam|test|quiz|game|match|recital"
               r"|playdate|pickup|pick-up|dropoff|drop-off|carpool|school\s+run|standup|stand-up|check-up|checkup")
_HE_FIXTURE = (r"משמרת|משמרות|שיעור|שיעורים|חוג|אימון|חזרות|חזרה|תור|פגישה|ישיבה|ראיון|מבחן|בוחן|בחינה|הרצאה|טיפול"
               r"|משחק|הסעה|איסוף|פילאטיס|יוגה|חדר\s+כושר")
# "shift", "my shift", "dana's ballet class", "the soccer practice": the fixture's noun last, at most two words first.
_FIXTURE = re.compile(
    rf"^(?:(?:my|the|our|his|her|their)\s+)?(?:[a-z]+(?:'s)?\s+){{0,2}}(?:{_EN_FIXTURE})$"
    rf"|^ה?(?:{_HE_FIXTURE})(?:\s+[{HE}]+){{0,2}}$",
    re.IGNORECASE)
# Errand verbs whose object may be a fixture ("cancel the gym", "book a lesson", "לבטל את החוג"): a fixture after them
# may be their second object, not a reminder of its own. Calling and writing take people, not fixtures.
_TAKES_A_FIXTURE = re.compile(
    r"^(?:cancel|book|schedule|reschedule|move|confirm|skip|postpone|push|arrange|set\s+up|prep(?:are)?(?:\s+for)?"
    r"|study\s+for|sign\s+up|register|pay\s+for)\b"
    rf"|^ו?ל(?:בטל|קבוע|תאם|הזמין|אשר|הזיז|דחות|ארגן|התכונן|הירשם|שלם)(?![{HE}])",
    re.IGNORECASE)


def fixture_after(text: str, first: str) -> bool:
    """Whether `text`, a part of a day's plan with its own time, names a fixture of the day ("shift", "ballet class",
    "חוג") that the errand `first` said before it could not have taken as its object."""
    return bool(_FIXTURE.match(text.strip())) and not _TAKES_A_FIXTURE.match(first.strip())


# What joins an errand to the time words before it: "... and at 3 to pick him up", "ובשלוש לאסוף".
_JOIN = re.compile(r"^(?:(?:and|then|also|to)\s+)+", re.IGNORECASE)


def _an_errand(words: str) -> bool:
    words = _JOIN.sub("", tidy(words).strip(" ,;-"))
    return opens_an_errand(words) or opens_with_task_verb(words)


def errands_between_times(t: Timed) -> bool:
    """ "tmrw morning pack the lunch and at 3 pick him up", "מחר בבוקר לארוז אוכל ובשלוש לאסוף אותו": the time words
    of two errands read as one moment ("tomorrow morning at 3"), an errand after each of them. Neither errand's time
    is that moment: the message holds several reminders, each with its own time."""
    tm = t.time
    if tm is None or tm.recurrence is not None or len(tm.spans) < 2:
        return False
    spans = sorted(tm.spans)
    gaps = (t.body[one[1]:two[0]] for one, two in zip(spans, spans[1:], strict=False))
    return _an_errand(t.body[spans[-1][1]:]) and any(_an_errand(gap) for gap in gaps)


# "... and then at six take Maya to piano", "..., ובשש לקחת את מאיה": after a join, a clock time of its own and an
# errand after it. Said in words, the time grammar may not read that hour, yet it is another reminder's.
_OWN_HOUR = re.compile(
    r"(?:,|\band(?:\s+then)?\b|\bthen\b)\s*(?:at|@|around|by)\s+(?:\d{1,2}(?::[0-5]\d)?(?:\s*[ap]\.?m\.?)?|one|two|three"
    r"|four|five|six|seven|eight|nine|ten|eleven|twelve|noon)(?:\s+(?:o'?clock|sharp))?\s+"
    rf"|(?:,\s*|\sו)ב-?(?:\d{{1,2}}(?::[0-5]\d)?|אחת|שתיים|שלוש|ארבע|חמש|שש|שבע|שמונה|תשע|עשר)(?:\s+וחצי|\s+ורבע)?\s+"
    rf"(?=ל[{HE}])",
    re.IGNORECASE)


def errand_at_own_hour(text: str) -> bool:
    """Whether a reminder's words still hold a joined errand with its own clock time ("pick up the kids and then at
    six take Maya to piano"): two reminders read as one, whose one time is not the second's."""
    return any(_an_errand(text[m.end():]) for m in _OWN_HOUR.finditer(text))


_WEEKDAY = re.compile(
    r"\b(?:sun|mon|tue|tues|wed|thu|thur|thurs|fri|sat)(?:day|nesday|rsday|urday)?\b"
    rf"|(?<![\w{HE}])(?:ב?יום\s+)?ב?(?:ראשון|שני|שלישי|רביעי|חמישי|שישי|שבת)(?![\w{HE}])",
    re.IGNORECASE)


def weekday_before(time_text: str, due: str | None, previous: str | None) -> bool:
    """Whether a later part of a day's plan names a weekday that was read before the part said ahead of it: "sat
    morning buy the gift and sunday at 10 drop yoni at the party", said on a Sunday, means the Sunday after."""
    return bool(due and previous and due < previous and _WEEKDAY.search(time_text))


def hours_read_out_of_order(dues: list[str]) -> bool:
    """Whether clock hours said without a day were read in an order their faces do not have: "at 8 to call mom and at
    9 to email dana", said at 9:00, read 8 as 20:00 and 9 as now. Listed in any order, each hour keeps its face's
    order ("milk at 5 and the kids at 4" is 17:00 and 16:00)."""
    faces = [(int(d[11:13]) % 12, int(d[14:16])) for d in dues]
    return any((faces[i] < faces[i + 1]) != (dues[i] < dues[i + 1]) for i in range(len(dues) - 1)
               if faces[i] != faces[i + 1])


def the_week_after(due: str, previous: str) -> str:
    """`due` moved on by whole weeks until it comes after `previous`: the weekday said after another one is the next
    such day after it ("friday buy flowers and sunday pay the gan": the Sunday after that Friday)."""
    when, before = datetime.fromisoformat(due), datetime.fromisoformat(previous)
    while when <= before:
        when += timedelta(days=7)
    return iso(when)
