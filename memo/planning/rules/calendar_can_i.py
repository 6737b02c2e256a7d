"""Whether a plan fits, asked as "can I ... then?" and followed by a look at the calendar: "can i host on dec 5 in the
evening? check if i have anything", "could we do the BBQ saturday afternoon? see if we've got anything", "אפשר לארח
ביום שישי בערב? תבדקי אם יש לי משהו"; or asked with a verb of fitting alone: "can i squeeze a physio in thursday 3-4?".

The first sentence says what is planned and when; the second asks Memo to look whether that time is taken. Alone,
"can I host ..." names no calendar, and "check if I have anything" names no time, so neither grammar read it. Together
they ask the same as "am I free on dec 5 in the evening?": the conflicts in that window. Only a window of a day or
less is taken (a week is a look at the week, read elsewhere).
"""

from __future__ import annotations

import re
from datetime import timedelta

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext, iso
from memo.planning.rules.calendar import event_args, read_when, summary_of
from memo.planning.timeexpr import parse_range

_CAN_I = re.compile(
    r"^(?:(?:hey|so|ok|memo)[,\s]+)?(?:can|could|should)\s+(?:i|we)\s+(?P<plan>[^?]{3,80})\?+\s*"
    r"|^(?:(?:היי|אז)[,\s]+)?(?:אפשר|אני\s+יכול(?:ה)?|אנחנו\s+יכולים|נוכל|אוכל)\s+(?P<plan_he>ל[^?]{2,80})\?+\s*")
_LOOK = re.compile(
    r"(?:(?:pl[sz]|please|can\s+you|could\s+you)\s+)?(?:check|see|look)\s+(?:if|whether)\s+(?:i|we)(?:'?ve|\s+have)?\s+"
    r"(?:have|got)\s+(?:anything|something|any\s+plans|plans|stuff)(?:\s+(?:on|then|that\s+(?:day|night|evening)))?"
    r"(?:\s+(?:pl[sz]|please))?\s*[.?!]*$"
    r"|(?:(?:בבקשה|תוכלי|תוכל)\s+)?(?:תבדקי|תבדוק|בדקי|בדוק)\s+(?:לי\s+)?(?:אם|האם)\s+(?:כבר\s+)?יש\s+(?:לי|לנו)\s+"
    r"(?:כבר\s+)?(?:משהו|תוכניות|תכניות)(?:\s+(?:אז|באותו\s+זמן))?(?:\s+בבקשה)?\s*[.?!]*$", re.I)


# The look said as the other way the answer may go: "can i do the pta thing friday 10 to 12 or do i have something",
# "אני יכולה ללכת לאסיפה ביום שישי בין 10 ל-12 או שיש לי משהו?".
_OPEN = re.compile(
    r"^(?:(?:hey|so|ok|memo)[,\s]+)?(?:can|could)\s+(?:i|we)\s+(?=\S)"
    r"|^(?:(?:היי|אז)[,\s]+)?(?:אפשר|אני\s+יכול(?:ה)?|אנחנו\s+יכולים|נוכל|אוכל)\s+(?=ל)", re.I)
_OR_LOOK = re.compile(
    r"\s*[,?]?\s+or\s+(?:(?:do|will)\s+(?:i|we)\s+have|(?:have|'?ve)\s+(?:i|we)\s+got|is\s+there)\s+"
    r"(?:anything|something|any\s+plans|plans|stuff)(?:\s+(?:on|then|already|that\s+(?:day|time)))?\s*[.?!]*$"
    r"|\s*[,?]?\s+or\s+(?:am\s+i|are\s+we)\s+(?:busy|booked|taken)(?:\s+then)?\s*[.?!]*$"
    r"|\s*[,?]?\s+או\s+ש(?:(?:כבר\s+)?יש\s+(?:לי|לנו)\s+(?:כבר\s+)?(?:משהו|תוכניות|תכניות)|אני\s+(?:תפוס|תפוסה|עסוק|עסוקה)"
    r"|אנחנו\s+(?:תפוסים|עסוקים))(?:\s+(?:אז|באותו\s+זמן))?\s*[.?!]*$", re.I)
# Whether it fits asked with a verb of fitting, the look left unsaid: "can i squeeze a physio session thursday 3-4?",
# "could we fit in a call friday at 10?", "אפשר להשחיל פיזיו ביום חמישי 3-4?". Asked by the user of their own time;
# "can you squeeze in ..." asks Memo to put it in, and is the event grammar's.
_FIT = re.compile(
    r"^(?:(?:hey|so|ok|memo)[,\s]+)?(?:can|could)\s+(?:i|we)\s+(?:still\s+)?(?:squeeze|fit|slot|sneak|cram)\s+"
    r"(?:in\s+)?(?P<plan>[^?]{3,80}?)(?:\s+in)?\?+\s*$"
    r"|^(?:(?:היי|אז)[,\s]+)?(?:אפשר|אני\s+יכול(?:ה)?|נוכל|אוכל)\s+(?:עוד\s+)?(?:לדחוס|להשחיל|לדחוק)\s+"
    r"(?P<plan_he>[^?]{3,80})\?+\s*$", re.I)
# A day said with a clock ("friday 10 to 12") is the hours, not the whole day the range reader sees first.
_CLOCK = re.compile(r"\d|\b(?:noon|midnight)\b|(?<!\S)(?:בצהריים|חצות)(?!\S)", re.I)


def _plan(text: str) -> str | None:
    """What is planned, when the message asks whether it can be done and then to look at the calendar."""
    asked = _CAN_I.match(text)
    if asked is not None and _LOOK.fullmatch(text[asked.end():]):
        return asked.group("plan") or asked.group("plan_he")
    fit = _FIT.match(text)
    if fit is not None:  # "can i squeeze a repair in on friday?": a day alone is a look at the day, read elsewhere
        plan = fit.group("plan") or fit.group("plan_he")
        return plan if _CLOCK.search(plan) else None
    opened, look = _OPEN.match(text), _OR_LOOK.search(text)
    if opened is None or look is None or "?" in text[opened.end():look.start()]:
        return None
    return text[opened.end():look.start()]


@grammar
def can_i_then(ctx: RuleContext) -> Intent | None:
    text = ctx.text.strip()
    plan = _plan(text)
    if plan is None:
        return None
    window = parse_range(plan, ctx.now)
    if window is None or window.end - window.start > timedelta(days=1) or window.end <= ctx.now:
        return None
    start, end = iso(window.start), iso(window.end)
    if window.end - window.start == timedelta(days=1) and _CLOCK.search(plan):
        # the event's own reading of its hour: "host dinner on dec 5 at 8" is at 20:00
        when = read_when(plan, ctx.now, bool(re.search(r"[\u05D0-\u05EA]", plan)))
        args, missing, _ = event_args(when, summary_of(when.rest)) if when.start else ({}, ["start"], [])
        if missing or "T" not in str(args.get("start", "")) or (when.tm and when.tm.recurrence):
            return None  # a clock said but not read: which hours is for the user to say
        start, end = args["start"], args["end"]
    args = {"operation": "checkConflicts", "start": start, "end": end, "timeMin": start, "timeMax": end}
    return Intent("calendar", "checkConflicts", args, 0.93, entity="event")
