"""Calendar questions asked in a fragment, with no question word: a bare day as the whole message ("מחר?",
"and thursday?"), the thing asked about before "when" ("dentist when?", "אסיפת הורים מתי?"), "free" said next to a
day in a Hebrew sentence or without "am I" ("שישי בבוקר free?", "friday morning free?", "פנוי שישי בבוקר?"), and
how full a window is ("מה המצב של השבוע, busy?", "השבוע עמוס?", "how's the week looking, busy?").

Each fragment is said again in the full shape the calendar grammars know ("מה יש לי מחר?", "when is the dentist?",
"am I free friday morning?") and read; only a calendar query (getEvents, checkConflicts) of that sentence is taken,
so a fragment the calendar does not answer stays with the other grammars or is asked about.
"""

from __future__ import annotations

import re
from dataclasses import replace

from memo.planning.rules import grammar, understand
from memo.planning.rules.base import Intent, RuleContext

# A day or window, with a part of the day after it: the whole of what a fragment asks about. A bare "שני" or
# "ראשון" ("second?", "first?") names no day without "יום" or "ב".
_POD_HE = r"(?:\s+(?:ב)?(?:בוקר|צהריים|צהרים|אחה\"צ|אחר\s+הצהריים|ערב|לילה))?"
_DAY_HE = (r"(?:[בל]?(?:מחר|מחרתיים|היום)|הערב|הלילה|[בל]?השבוע(?:\s+הבא)?|[בל]?שבוע\s+הבא|[בל]?סופ\"?ש(?:\s+הבא)?"
           r"|[בל]?סוף\s+השבוע(?:\s+הבא)?|(?:ב|ל)?יום\s+(?:ה)?(?:ראשון|שני|שלישי|רביעי|חמישי|שישי)|[בל]?שבת"
           r"|ב(?:ראשון|שני)|[בל]?(?:שלישי|רביעי|חמישי|שישי))" + _POD_HE)
_DAY_EN = (r"(?:(?:on\s+|this\s+|next\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day|(?:mon|tue|tues|wed|thu|thur|thurs"
           r"|fri|sat|sun)|tomorrow|tmrw|tmr|today|tonight|(?:this|next)\s+week(?:end)?|(?:on\s+)?the\s+weekend)"
           r"(?:\s+(?:morning|afternoon|evening|night))?")
_DAY = rf"(?:{_DAY_HE}|{_DAY_EN})"

# "מחר?", "ומחר?", "and tomorrow?", "thursday?": a day and a question mark, the whole message.
_BARE_DAY = re.compile(rf"^(?:ו|and\s+)?(?P<day>{_DAY})\s*\?+$", re.IGNORECASE)

# "dentist when?", "אסיפת הורים מתי?", "when dentist?": what is asked about, and "when" before or after it.
_WHEN_AFTER = re.compile(r"^(?P<what>[^?,]{3,40}?)\s*[,-]?\s+(?P<when>when|מתי)\s*\?*$", re.IGNORECASE)
_WHEN_BARE = re.compile(r"^when\s+(?!(?:is|are|was|were|do|does|did|will|can|should|would|'s)\b)(?P<what>[^?]{3,40}?)"
                        r"\s*\?+$", re.IGNORECASE)

# "שישי בבוקר free? רוצה להסתפר", "friday morning free?", "free thu 3?", "פנוי שישי בבוקר?": availability said
# without "am I" / "אני". The reason after the "?" stays; the calendar grammars read it as the why.
_FREE = r"(?:free|available|open|פנוי|פנויה|פנויים|פנויות)"
_FREE_AFTER = re.compile(rf"^(?P<day>[^?]{{3,30}}?)\s+{_FREE}\s*\?(?P<after>.*)$", re.IGNORECASE)
_FREE_FIRST = re.compile(rf"^{_FREE}\s+(?P<day>[^?]{{3,30}}?)\s*\?(?P<after>.*)$", re.IGNORECASE)
_TIME_WORDS = re.compile(rf"^(?:{_DAY})(?:\s+(?:at\s+|ב-?)?\d{{1,2}}(?::\d\d)?(?:\s*(?:am|pm))?)?$", re.IGNORECASE)

# "מה המצב של השבוע, busy?", "השבוע עמוס?", "how's the week looking, busy?": how full a window is.
_BUSY = r"(?:busy|packed|full|עמוס|עמוסה|עמוסים|לחוץ|לחוצה|מלא|מלאה)"
_STATE_OF_HE = re.compile(rf"^(?:מה\s+המצב|מה\s+קורה|איך\s+(?:זה\s+)?נראה)\s+(?:(?:של|עם)\s+|ב(?=יומן))?"
                          rf"(?:(?:ה)?(?:יומן|לו\"?ז)\s+(?:של\s+)?)?(?P<day>{_DAY_HE})(?:\s+שלי)?"
                          rf"(?P<busy>\s*[,-]?\s*{_BUSY})?\s*\?*$")
_STATE_OF_EN = re.compile(rf"^(?:how(?:'s|\s+is|s)|what(?:'s|\s+is|s))\s+(?:the|my)\s+(?P<day>week(?:end)?|day)"
                          rf"(?:\s+(?:looking|look|like))?(?:\s+like)?(?P<busy>\s*[,-]?\s*{_BUSY})?\s*\?*$",
                          re.IGNORECASE)
_DAY_BUSY = re.compile(rf"^(?:(?:am\s+i|i'?m|אני)\s+)?(?P<day>{_DAY})\s*[,-]?\s*{_BUSY}\s*\?+$"
                       rf"|^{_BUSY}\s+(?P<day2>{_DAY})\s*\?+$", re.IGNORECASE)


# "next week schedule", "tomorrow's agenda", "wed plans?": a window and the word for what is in it, a note-to-self
# heading. "schedule tomorrow" is left out: said first, "schedule" is as often the verb ("schedule [it] tomorrow").
_DAY_SCHEDULE = re.compile(rf"^(?P<day>{_DAY_EN})(?:'s)?\s+(?:schedule|sched|agenda|plans|calendar|cal|events|meetings)"
                           r"\s*\?*$", re.IGNORECASE)
# "רביעי מה יש", "מחר מה יש לי?", "מה יש ברביעי?": what is on a day, the day said before or after "מה יש" with no
# "לי". A bare "שני" or "ראשון" names the day here, before "מה יש", as nothing else would be asked of it.
_DAY_WHAT_HE = re.compile(rf"^(?P<day>{_DAY_HE}|(?:ראשון|שני)(?:{_POD_HE}))\s*[,-]?\s*מה\s+יש(?:\s+(?:לי|לנו))?\s*\?*$"
                          rf"|^מה\s+יש\s+(?P<day2>{_DAY_HE})\s*\?*$")


def _hebrew(text: str) -> bool:
    return bool(re.search(r"[\u05D0-\u05EA]", text))


def _schedule_of(day: str) -> str:
    """The full question about what is on `day`: "מה יש לי מחר?", "what do I have thursday?"."""
    day = day.strip()
    # "שלישי?": a weekday said alone is read as a day only with "ביום" before it.
    day = re.sub(r"^[בל]?(?=(?:ראשון|שני|שלישי|רביעי|חמישי|שישי)(?:\s|$))", "ביום ", day)
    return f"מה יש לי {day}?" if _hebrew(day) else f"what do I have {day}?"


def _owned(what: str) -> str:
    """"dentist" -> "my dentist": "when is" reads an event of the user's only with "my", "the" or "our"."""
    return what if re.match(r"(?:my|the|our)\s", what, re.IGNORECASE) else f"my {what}"


def _said_in_full(text: str) -> tuple[str, tuple[str, ...]] | None:
    """The fragment as the full question, and the calendar operations that may read it; None for no fragment."""
    if m := _BARE_DAY.match(text) or _DAY_SCHEDULE.match(text):
        return _schedule_of(m["day"]), ("getEvents",)
    if m := _DAY_WHAT_HE.match(text):
        return _schedule_of(m["day"] or m["day2"]), ("getEvents",)
    if m := _STATE_OF_HE.match(text):
        if not (m["busy"] or re.match(r"מה\s+המצב\s+(?:של|עם)|.*(?:יומן|לו\"?ז)", text)):
            return None  # "מה המצב היום?" is how the user is doing as often as what is on today
        return _schedule_of(m["day"]), ("getEvents",)
    if m := _STATE_OF_EN.match(text):
        day = "today" if m["day"].lower() == "day" else f"this {m['day'].lower()}"
        return f"what do I have {day}?", ("getEvents",)
    if m := _DAY_BUSY.match(text):
        return _schedule_of(m["day"] or m["day2"]), ("getEvents",)
    if m := _FREE_AFTER.match(text) or _FREE_FIRST.match(text):
        day = m["day"].strip(" ,")
        if not _TIME_WORDS.match(day):
            return None  # "dana free?": no day asked about
        ask = f"אני פנוי {day}?" if _hebrew(day) else f"am I free {day}?"
        return f"{ask}{m['after']}", ("checkConflicts", "getEvents")
    if m := _WHEN_AFTER.match(text):
        what = m["what"].strip()
        if _hebrew(what) != (m["when"] == "מתי") or re.search(r"[?!]", what):
            return None
        return (f"מתי {what}?" if _hebrew(what) else f"when is {_owned(what)}?"), ("getEvents",)
    if m := _WHEN_BARE.match(text):
        return f"when is {_owned(m['what'].strip())}?", ("getEvents",)
    return None


@grammar
def asked_in_a_fragment(ctx: RuleContext) -> Intent | None:
    full = _said_in_full(ctx.text.strip())
    if full is None:
        return None
    said, operations = full
    intent = understand(replace(ctx, raw=said))
    if intent is None or intent.capability != "calendar" or intent.args.get("operation") not in operations:
        return None
    if intent.missing:
        return None
    intent.read = intent.read or said
    intent.decided_by = f"{intent.decided_by or 'calendar'}; asked in a fragment: {said!r}"
    intent.confidence = min(intent.confidence, 0.88)
    return intent
