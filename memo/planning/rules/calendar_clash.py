"""Whether a planned event clashes with the calendar: "does noa's party sat at 10pm clash w/ anything", "will the
dentist on tuesday at 4 conflict with my schedule", "האם ההופעה ביום חמישי בתשע מתנגשת עם משהו".

The question names an event and its moment, then asks about a clash with what is already there. It is a look at
that moment (checkConflicts over the event's window), never an event to add. A moment that is not read (no day,
"some time next week", a series) leaves the question asked: which moment is meant is for the user to say.
"""

from __future__ import annotations

import re
from datetime import datetime, time, timedelta

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext, iso
from memo.planning.rules.calendar import _NOT_OURS, event_args, has_event_noun, read_when, summary_of
from memo.planning.rules.calendar_dates import full_day_names
from memo.planning.rules.gmail_manage import strip_opening

_HE = r"\u05D0-\u05EA"
# What is already there, said after the clash verb: "anything", "something else", "my schedule", "other plans".
_ANYTHING_EN = (r"(?:anything|something|any(?:thing)?\s+else|other\s+(?:stuff|plans|events|meetings)|my\s+(?:calendar"
                r"|schedule|other\s+(?:stuff|plans|events|meetings)|plans|diary|agenda)|what\s+i\s+(?:have|got))")
_CLASH_EN = re.compile(
    r"^(?:does|do|will|would|is|are|could|might)\s+(?P<what>.+?)\s+(?:clash|conflict|overlap|collide|interfere)"
    rf"(?:s|es|ing)?\s+(?:with|w/|w)\s+{_ANYTHING_EN}\s*[?.!]*$", re.I)
# "any clash/conflict with the party sat at 10?" / "is there a conflict with ...": the event comes after.
_CONFLICT_WITH_EN = re.compile(
    r"^(?:(?:is\s+there|are\s+there|do\s+i\s+have|would\s+there\s+be)\s+)?(?:an?\s+|any\s+)?(?:clash|conflict|overlap)"
    r"(?:s|es)?\s+(?:with|w/|for)\s+(?P<what>.+?)\s*[?.!]*$", re.I)
_ANYTHING_HE = (rf"(?:משהו(?:\s+אחר)?|(?:ה)?(?:יומן|לו\"?ז)(?:\s+שלי)?|דברים\s+אחרים|(?:ה)?תוכניות\s+(?:שלי|אחרות)"
                rf"|(?:פגישות|אירועים)\s+אחר(?:ים|ות))(?![{_HE}])")
_CLASH_HE = re.compile(
    rf"^(?:האם\s+)?(?P<what>.+?)\s+(?:מתנגש|מתנגשת|מתנגשים|מתנגשות|יתנגש|תתנגש|יתנגשו)\s+"
    rf"(?:עם|ב-?|על)\s*{_ANYTHING_HE}\s*[?.!]*$")
_CONFLICT_WITH_HE = re.compile(
    rf"^(?:האם\s+)?(?:יש\s+(?:לי\s+)?)?התנגשות\s+(?:עם|ל|ב)-?\s*(?P<what>[{_HE}].+?)\s*[?.!]*$")
_HEBREW = re.compile(f"[{_HE}]")
# The event said first, then asked about by "it": "the wedding is Thursday 19:00, it is clash with something?",
# "does it conflict with anything", "החתונה ביום חמישי ב-19:00, זה מתנגש עם משהו?".
_RESUMED_EN = re.compile(
    r"^(?P<what>.+?)\s*[,;.–-]\s*(?:(?:is|does|will|would)\s+(?:it|this|that)|(?:it|this|that)(?:\s+(?:is|will|would))?)"
    r"\s+(?:be\s+)?(?:in\s+)?(?:a\s+)?(?:clash|conflict|overlap|collide)(?:s|es|ing|ed)?\s+(?:with|w/|w)\s+"
    rf"{_ANYTHING_EN}\s*[?.!]*$", re.I)
_RESUMED_HE = re.compile(
    rf"^(?P<what>.+?)\s*[,;.–-]\s*(?:האם\s+)?(?:זה|היא|הוא)\s+(?:מתנגש|מתנגשת|יתנגש|תתנגש)\s+(?:עם|ב-?|על)\s*"
    rf"{_ANYTHING_HE}\s*[?.!]*$")
# A celebration runs for hours, not the hour an event gets by default: "is the wedding at 19:00 clashing with
# something" asks about the evening it takes, so its window is three hours when no end is said.
_LONG_EVENT = re.compile(
    r"\b(?:wedding|party|concert|show|bar\s+mitzvah|bat\s+mitzvah|reception|gala)s?\b"
    rf"|(?<![{_HE}])(?:ה|ל|ב)?(?:חתונה|חתונת|מסיבה|מסיבת|הופעה|הופעת|קונצרט|בר\s+מצווה|בת\s+מצווה|בר\s+מצוה)(?![{_HE}])",
    re.I)
_LONG_HOURS = 3


@grammar
def check_clash(ctx: RuleContext) -> Intent | None:
    text = full_day_names(re.sub(r"\s+", " ", strip_opening(ctx.text.strip())))
    m = next((p.match(text) for p in (_RESUMED_EN, _RESUMED_HE, _CLASH_EN, _CONFLICT_WITH_EN, _CLASH_HE,
                                      _CONFLICT_WITH_HE) if p.match(text)), None)
    if m is None or _NOT_OURS.search(text):
        return None  # "does the reminder clash with anything": reminders are not on the calendar
    what = m["what"]
    when = read_when(what, ctx.now, bool(_HEBREW.search(what)))
    if when.tm is not None and when.tm.recurrence is not None:
        return None  # "does the class every monday clash with anything": a series, not one moment
    if when.tm is None and not has_event_noun(summary_of(when.rest)):
        return None  # "does my shirt clash with anything": no event and no moment
    if when.start is None and when.first is not None and when.last is not None:  # a day without a clock: all of it
        first = datetime.combine(when.first, time(), ctx.now.tzinfo)
        start, end = iso(first), iso(first + timedelta(days=(when.last - when.first).days + 1))
    else:
        # the event's own reading: "dinner friday at 8" is at 20:00, "next week at 10" has no day
        args, missing, notes = event_args(when, summary_of(when.rest))
        if missing or "start" not in args or "T" not in str(args["start"]):
            return Intent("calendar", "checkConflicts", {"operation": "checkConflicts"}, 0.6, missing=["start"],
                          entity="event")
        start, end = args["start"], args["end"]
        if "default_duration" in notes and _LONG_EVENT.search(what):
            end = iso(datetime.fromisoformat(str(start)) + timedelta(hours=_LONG_HOURS))
    args = {"operation": "checkConflicts", "start": start, "end": end, "timeMin": start, "timeMax": end}
    return Intent("calendar", "checkConflicts", args, 0.93, entity="event")
