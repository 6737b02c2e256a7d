"""Marking a day in the calendar: "mark dec 1 as a day off", "block friday as vacation", "תסמני את ה-1 בדצמבר
כיום חופש" — an all-day event named by what the day is (the `calendar` capability's create).

"mark ... as ..." is also how mail and tasks are marked ("mark the emails from Dana as read", "mark buy milk
as done"), so this reads only a message whose words after the verb are all a date (or a range of dates) and
whose name is something a day is: time off, a holiday, a trip, working from home, or an event word.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext, tidy, words
from memo.planning.rules.calendar import _ALLDAY_NOUN, _CAL_PHRASE, event_args, has_event_noun, read_when
from memo.planning.rules.gmail_manage import strip_opening

_EN = re.compile(r"^(?:please\s+|pls\s+|can\s+you\s+)?(?:mark|flag|set|block(?:\s+off|\s+out)?)\s+(?:down\s+)?"
                 r"(?P<when>.+?)\s+as\s+(?:an?\s+|my\s+)?(?P<what>.+?)\s*[.!]*$", re.I)
_HE = re.compile(r"^(?:בבקשה\s+)?(?:תסמן|תסמני|סמן|סמני|תגדיר|תגדירי)\s+(?:לי\s+)?(?:ביומן\s+)?(?:את\s+)?"
                 r"(?P<when>.+?)\s+(?:כ-?|בתור\s+)(?P<what>\S.*?)\s*[.!]*$")
# What a whole day is besides the calendar's own all-day words (calendar._ALLDAY_NOUN).
_DAY_KIND = words(r"wfh|work(?:ing)? from home|remote day|busy|unavailable|blocked|(?:a\s+)?holiday|personal day"
                  r"|(?:ה)?(?:עבודה מהבית|יום מחלה|ימי מחלה|יום חופש|חופשה|חופש|יום אישי|חג|עסוק|עסוקה|לא זמין"
                  r"|לא זמינה)")
# Filler the date words may carry: "the", "את", "יום" (in "את יום שישי" the time grammar reads the day).
_FILLER = re.compile(r"^(?:the|on|this|next|את|ה|ב|יום|-|,|\s)*$", re.I)


@grammar
def mark_day(ctx: RuleContext) -> Intent | None:
    text = strip_opening(ctx.text)
    match = _EN.match(text) or _HE.match(text)
    if match is None:
        return None
    hebrew = match.re is _HE
    when = read_when(match["when"], ctx.now, hebrew)
    if when.first is None or when.start is not None or not _FILLER.fullmatch(when.rest):
        return None  # the words before "as" are not just a date: "mark the emails from Dana as read"
    what = tidy(_CAL_PHRASE.sub(" ", match["what"]))
    if not what or not (_ALLDAY_NOUN.search(what) or _DAY_KIND.search(what) or has_event_noun(what)):
        return None
    when.all_day = True
    args, missing, notes = event_args(when, what)
    if missing:
        return None
    args = {"operation": "create", "summary": what, **args}
    return Intent("calendar", "create", args, 0.93, notes=notes, entity="event")
