"""A reminder's hour changed by a second thought at the end of the message: "remind me at 5 today to call the Airbnb
host about the late check-in... actually make it 6, pretty sure he's busy till then", "תזכירי לי מחר ב-10 לסדר
ביטוח נסיעות, בעצם תעשי את זה ב-11".

The last word wins: the message is read again with the new hour on the day first named, and the second thought
(with any remark after it) left out. Only a bare hour is taken this way, said of a one-time reminder with a clock
time; "make it 6" is read as the 6 nearest the hour first said (5 p.m. -> 6 p.m.). Anything else said after
"actually" (another day, another errand) stays with `task_amended`, and is asked.
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta

from memo.planning.rules.base import RuleContext
from memo.planning.rules.task_words import HE
from memo.planning.timeexpr import parse_time_expression, strip_spans

_HOUR = r"(?P<h>\d{1,2})(?::(?P<m>\d{2}))?\s*(?P<ampm>am|pm|a\.m\.|p\.m\.)?"
_SECOND_THOUGHT = re.compile(
    r"(?:\.{2,}|…|\s*[,.;!-])\s*(?:(?:oh|hmm|um|no|wait|sorry|on\s+second\s+thought)[\s,]+)*"
    r"(?:actually|no\s+wait|wait|sorry|on\s+second\s+thought)[\s,]+"
    rf"(?:make\s+it|change\s+it\s+to|let'?s\s+(?:say|do)|(?:better|rather)\s+at|at)\s+{_HOUR}(?![\w:])"
    rf"|[\s,.…-]+(?:לא[\s,]+)?בעצם[\s,]+(?:תעשי?\s+(?:את\s+זה\s+)?|תשני?\s+(?:את\s+זה\s+)?|עדיף\s+)?(?:ב|ל)-?"
    rf"(?P<hh>\d{{1,2}})(?::(?P<hm>\d{{2}}))?(?![\d{HE}])",
    re.IGNORECASE)
# What may follow the second thought: a remark of why, with no time or errand of its own.
_REMARK = re.compile(rf"^(?:[\s,.;!-]*$|[\s,.;!-]+(?:pretty\s+sure|i\s+think|he'?s|she'?s|they'?re|because|since|cuz"
                     rf"|כי|הוא|היא|הם|נראה\s+לי)(?![\w{HE}]))", re.IGNORECASE)


def _nearest(old: datetime, hour: int, minute: int, ampm: str) -> datetime:
    """The hour said, on the day first named, as near as it can be to the hour first said."""
    if ampm:
        hour = hour % 12 + (12 if ampm.casefold().startswith("p") else 0)
        return old.replace(hour=hour, minute=minute)
    choices = [old.replace(hour=h, minute=minute) for h in {hour, hour + 12} if h < 24]
    return min(choices, key=lambda when: abs(when - old))


def second_thought(ctx: RuleContext) -> RuleContext | None:
    """The message with its hour corrected by a closing "actually make it 6", or None when it has none."""
    found = _SECOND_THOUGHT.search(ctx.text)
    if found is None or not _REMARK.match(tail := ctx.text[found.end():]) or parse_time_expression(tail, ctx.now):
        return None
    head = ctx.text[:found.start()]
    read = parse_time_expression(head, ctx.now)
    if read is None or read.when is None or read.recurrence is not None or read.all_day or not read.spans:
        return None  # no clock time to correct: asked (task_amended.py)
    hour, minute = int(found["h"] or found["hh"]), int(found["m"] or found["hm"] or 0)
    if hour > 23 or minute > 59:
        return None
    when = _nearest(read.when, hour, minute, found["ampm"] or "")
    if when <= ctx.now or abs(when - read.when) > timedelta(hours=12):
        return None
    hebrew = bool(re.search(rf"[{HE}]", head))
    said = f" ב-{when:%d/%m/%Y} ב-{when:%H:%M}" if hebrew else f" on {when:%d/%m/%Y} at {when:%H:%M}"
    return RuleContext(strip_spans(head, read.spans) + said, ctx.now, ctx.language, ctx.latest_actions)
