"""A reminder's schedule said again at the end, as people dictating do: "remind me every morning at quarter to
eight to take my vitamins, every morning quarter to eight", "every monday and wednesday at 6:30 remind me to go to
the gym, monday and wednesday yeah", "תזכירי לי מחר בשמונה לשלם ארנונה, מחר בשמונה".

The second saying adds nothing: when the message's last words are only time words that name the same schedule (or
a one-time moment, the same moment) as the words before them, the message is read without them. A tail that
names another time ("..., and on friday at 5") is a second request and is left for the grammars to ask about.

No grammar lives here: `tasks.create_reminder` reads the shorter message that `without_restated_schedule` gives.
"""

from __future__ import annotations

import re

from memo.planning.rules.base import RuleContext
from memo.planning.rules.task_second_thought import second_thought
from memo.planning.rules.task_those_days import on_those_days
from memo.planning.rules.task_words import HE, Timed
from memo.planning.timeexpr import TimeMatch, parse_time_expression, strip_spans

# "yeah", "right", "כן": a word of assent after the restatement, said to oneself.
_ASSENT = re.compile(r"[\s,.!-]*(?:yeah|yes|yep|ok|okay|right|exactly|כן|נכון|אוקיי|בדיוק)?[\s,.!]*$", re.IGNORECASE)
# What may sit between the time words of the tail: connectors only, never a content word.
_CONNECTORS = re.compile(rf"^(?:[\s,.-]|(?<![\w{HE}])(?:at|on|and|every|each|ו|ב|כל))*$", re.IGNORECASE)
_WEEKDAYS = {"sunday": 0, "monday": 1, "tuesday": 2, "wednesday": 3, "thursday": 4, "friday": 5, "saturday": 6,
             "ראשון": 0, "שני": 1, "שלישי": 2, "רביעי": 3, "חמישי": 4, "שישי": 5, "שבת": 6}
_DAY_NAMES = re.compile(rf"^(?:(?:and|ו|,|\s|יום|ימי|ב)*(?:{'|'.join(_WEEKDAYS)})s?(?![\w{HE}]))+[\s,]*$",
                        re.IGNORECASE)
_ENDS_WITH_A_DAY = re.compile(rf"(?:{'|'.join(_WEEKDAYS)})s?[\s,]*$", re.IGNORECASE)
# "..., שבוע שבוע", "..., week after week": the repetition said once more as a bare adverb, for its own kind only.
_REPEATED = re.compile(
    r"[\s,.-]+(?:(?P<weekly>שבוע\s+שבוע|כל\s+שבוע|week\s+after\s+week|every\s+week|each\s+week|weekly)"
    r"|(?P<daily>יום\s+יום|כל\s+יום|day\s+after\s+day|every\s+day|each\s+day|daily))$", re.IGNORECASE)
_MAX_TAIL_WORDS = 8  # a restatement is short; a longer tail is a sentence of its own


def _same(head: TimeMatch, tail: TimeMatch | None, tail_text: str) -> bool:
    """Whether the tail's time words name what the head's already did."""
    read = head.recurrence
    if read is not None and _DAY_NAMES.match(tail_text):
        # "..., monday and wednesday": the weekdays of a weekly schedule named again, without "every".
        days = {_WEEKDAYS[w] for w in re.findall(rf"[a-z{HE}]+", tail_text.casefold()) if w in _WEEKDAYS}
        return read.type == "weekly" and bool(days) and days <= set(read.days)
    if tail is None or not tail.spans or not _CONNECTORS.match(strip_spans(tail_text, tail.spans)):
        return False
    said = tail.recurrence
    if read is not None or said is not None:
        return (read is not None and said is not None and (read.type, read.days, read.day_of_month)
                == (said.type, said.days, said.day_of_month) and said.time in (None, read.time))
    return head.when is not None and head.when == tail.when


def without_restated_schedule(ctx: RuleContext) -> RuleContext | None:
    """The message without a closing restatement of its own schedule, with its hour changed by a closing second
    thought (task_second_thought.py), or with the reminder's own hour "on those days" (task_those_days.py); None when
    it has none of these."""
    if (corrected := second_thought(ctx) or on_those_days(ctx)) is not None:
        return corrected
    text = ctx.text
    body = text[:_ASSENT.search(text).start()]
    if (repeated := _REPEATED.search(body)) is not None and body[:repeated.start()].strip():
        head = body[:repeated.start()]
        read = parse_time_expression(head, ctx.now)
        if read is not None and read.recurrence is not None and read.recurrence.type == repeated.lastgroup:
            return RuleContext(head, ctx.now, ctx.language, ctx.latest_actions)
    starts = [m.start() for m in re.finditer(r"(?<!\S)\S", body)]
    last = body[starts[max(0, len(starts) - _MAX_TAIL_WORDS)]:] if starts else ""
    if len(starts) < 2 or (parse_time_expression(last, ctx.now) is None and not _ENDS_WITH_A_DAY.search(last)):
        return None  # no time words at the end: nothing restated (one reading, for most messages)
    for start in starts[max(1, len(starts) - _MAX_TAIL_WORDS):]:
        head, tail = body[:start].rstrip(" ,.-"), body[start:]
        read = parse_time_expression(head, ctx.now)
        if read is None or not head:
            continue
        if _same(read, parse_time_expression(tail, ctx.now), tail):
            return RuleContext(head, ctx.now, ctx.language, ctx.latest_actions)
    return None


def opens_with_a_time(text: str, ctx: RuleContext) -> bool:
    left = parse_time_expression(text, ctx.now) if text else None
    return left is not None and bool(left.spans) and not text[:left.spans[0][0]].strip(" ,-")


# "every morning", "כל ערב": a daily schedule named by its part of the day only, and the hours that part holds.
_PART_OF_DAY = re.compile(
    r"^(?:every|each|כל)\s+(?:single\s+)?(?P<part>morning|afternoon|evening|night|בוקר|צהריים|אחר\s+הצהריים|ערב|לילה)"
    rf"(?![\w{HE}])", re.IGNORECASE)
_PART_HOURS = {"morning": range(4, 12), "בוקר": range(4, 12), "afternoon": range(12, 18), "צהריים": range(11, 16),
               "אחר הצהריים": range(12, 18), "evening": range(16, 23), "ערב": range(16, 23),
               "night": (*range(19, 24), *range(0, 4)), "לילה": (*range(19, 24), *range(0, 4))}


def _within_part(text: str, clock: str | None) -> bool:
    """Whether `text` opens with "every morning" (or another part of the day) and `clock` falls in that part."""
    match = _PART_OF_DAY.match(text.strip())
    if match is None or clock is None:
        return False
    part = re.sub(r"\s+", " ", match.group("part").casefold())
    return int(clock[:2]) in _PART_HOURS[part]


def same_schedule(text: str, t: Timed, ctx: RuleContext) -> bool:
    """Whether the time words left in `text` repeat on the same weekdays (or the same day) as the time already read
    (and add no other clock time). A daily schedule counts too when it is named again as the part of the day its hour
    is in: "I forget my vitamins every single day, remind me every morning at quarter to eight to take them"."""
    again = parse_time_expression(text, ctx.now)
    read, said = (t.time.recurrence if t.time else None), (again.recurrence if again else None)
    if read is None and said is None and t.time is not None and t.time.when is not None and again is not None:
        # "the client asked me to remind her on sunday, so remind me on sunday at 10 to call her": the same day again
        day = again.date_only or (again.when.date() if again.when else None)
        return day == t.time.when.date() and (again.when is None or again.when == t.time.when)
    if read is None or said is None or (read.type, read.days) != (said.type, said.days):
        return False
    if read.type == "monthly":  # "every 1st of the month ... remind me on the 1st of every month at 9"
        return read.day_of_month == said.day_of_month and said.time in (None, read.time)
    if not read.days:
        return read.type == "daily" and (said.time == read.time or _within_part(text, read.time))
    return said.time is None or said.time == read.time
