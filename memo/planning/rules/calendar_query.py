"""Questions about the calendar: "what do I have tomorrow", "how's my day looking", "when is the dentist",
"מה יש לי ביום חמישי". Part of the calendar grammars (calendar.py), which import it after their own readings."""

from __future__ import annotations

import re
from datetime import date, datetime, time, timedelta
from typing import Any

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext, iso
from memo.planning.rules.calendar import (
    _MY_DAY,
    _NOT_OURS,
    _QUERY,
    _QUERY_DAY,
    _WHEN_IS,
    QUERY_DAYS,
    WHEN_IS_DAYS,
    _window,
    _without_time,
    has_event_noun,
    summary_of,
)
from memo.planning.rules.calendar_clauses import GREETING, then_asks
from memo.planning.rules.calendar_month_asked import month_window, without_month
from memo.planning.rules.calendar_span import day_span
from memo.planning.rules.calendar_words import ASKED_IN_CALENDAR, FREE_OR_BUSY, SCHOOL_EVENT, UNREAD_CLOCK
from memo.planning.rules.gmail_manage import strip_opening
from memo.planning.timeexpr.ranges import next_is_tomorrow

# "יש לי משהו ב-30?", "מה יש לי ביום ה-28": a number past any hour of the clock after "ב-" (or any number after
# "ביום ה-") is a day of the month, not a time; a unit after it ("ב-30 דקות") makes it no day.
_DAY_NUMBER = re.compile(r"(?<![\u05D0-\u05EA\w])(?:ב-?(?P<bare>2[5-9]|3[01])|ביום\s+ה-?(?P<day>[12]?\d|3[01]))"
                         r"(?![\d:./%])(?!\s*(?:דקות|דק'|שקל|ש\"ח|אחוז|שעות|ימים|יום|שנה|שנים|ב?בוקר|ב?ערב|בלילה))")


def _day_number(text: str, now: datetime) -> dict[str, str]:
    """The day of the month a bare day number names: this month's, or next month's once it has passed."""
    m = _DAY_NUMBER.search(text)
    if m is None or int(m["bare"] or m["day"]) < 1:
        return {}
    number, year, month = int(m["bare"] or m["day"]), now.year, now.month
    for _ in range(3):  # the 30th in February: the next month that has it
        try:
            day = date(year, month, number)
        except ValueError:
            day = None
        if day is not None and day >= now.date():
            start = datetime.combine(day, time(0), tzinfo=now.tzinfo)
            return {"timeMin": iso(start), "timeMax": iso(start + timedelta(days=1))}
        year, month = (year + 1, 1) if month == 12 else (year, month + 1)
    return {}


# "מחר מה יש לי ביומן?", "tomorrow, what do I have?": the day said first, before the question about it.
_FRONT_DAY = re.compile(r"^(?P<day>(?:ו|ה|ב)?(?:מחר|מחרתיים|היום|הערב)|(?:ו|ב|ל)?יום\s+(?:ה)?(?:ראשון|שני|שלישי|רביעי"
                        r"|חמישי|שישי|שבת)|tomorrow|today|tonight|(?:and\s+)?(?:on\s+)?(?:sun|mon|tues|wednes|thurs"
                        r"|fri|satur)day)[\s,:-]+(?=\S)", re.I)


# The working day of someone who goes out to customers, asked by its rounds: "מה הקו שלי מחר?", "איזה לקוחות יש
# ביומן", "which jobs do I have tomorrow", "what's my route on Thursday". The calendar holds those visits; asked
# with a day or the calendar named, it is the day's events that are asked for.
_ROUNDS = re.compile(
    r"^(?:(?:מה|איפה)\s+(?:זה\s+)?(?:ה)?(?:קו|מסלול|סבב|סידור\s+עבודה)\s+(?:שלי|שלנו)"
    r"|(?:איזה|אילו|כמה)\s+(?:לקוחות|עבודות|ג'ובים|ג׳ובים|התקנות|תיקונים|ביקורים|קריאות|משלוחים|הובלות|jobs)"
    r"\s+(?:יש\s+)?(?:לי|לנו|ביומן)"
    r"|(?:what(?:'s|s|\s+is)\s+my\s+(?:route|run|round|rounds|job\s+list)"
    r"|(?:which|what|how\s+many)\s+(?:jobs|customers|clients|visits|calls|installs|installations|deliveries|stops)"
    r"\s+(?:do|will)\s+(?:i|we)\s+have))(?![\w\u05D0-\u05EA])", re.I)
_CALENDAR_SAID = re.compile(r"(?<![\u05D0-\u05EA])ב?יומן(?![\u05D0-\u05EA])|\b(?:calendar|schedule|diary)\b", re.I)


def _rounds_asked(text: str, now: datetime) -> Intent | None:
    """The day's events asked for by its rounds (_ROUNDS), when a day or the calendar is named."""
    if not _ROUNDS.match(text) or _NOT_OURS.search(text):
        return None
    question = text.split("?", 1)[0]
    window = day_span(question, now) or _window(question, now) or day_span(text, now) or _window(text, now)
    if not window:
        if not _CALENDAR_SAID.search(text):
            return None  # "how many customers do I have": a count of the business, not a day asked about
        start = datetime.combine(now.date(), time(0), tzinfo=now.tzinfo)
        window = {"timeMin": iso(start), "timeMax": iso(start + timedelta(days=QUERY_DAYS))}
    # Above a new event's reading: "איזה לקוחות יש ביומן מחר" names the calendar and a day, yet asks.
    return Intent("calendar", "getEvents", {"operation": "getEvents", **window}, 0.95, entity="event")


# "מה יש לי ביום שני, כל היום": "the whole day" after a named day asks for all of that day; its "היום" is not today.
_WHOLE_OF_IT = re.compile(r"[\s,]+(?:כל\s+היום(?:\s+כולו)?|היום\s+כולו|(?:the\s+)?whole\s+day|all\s+day"
                          r"(?:\s+long)?)\s*[?.!]*$", re.IGNORECASE)
_NAMED_DAY = re.compile(r"(?<![\u05D0-\u05EA])(?:ב|ל)?יום\s+(?:ה)?(?:ראשון|שני|שלישי|רביעי|חמישי|שישי)"
                        r"(?![\u05D0-\u05EA])"
                        r"|(?<![\u05D0-\u05EA])(?:ב|ה)?(?:מחר|מחרתיים|שבת)(?![\u05D0-\u05EA])"
                        r"|\b(?:tomorrow|(?:sun|mon|tues|wednes|thurs|fri|satur)day)\b", re.IGNORECASE)


@grammar
def query_events(ctx: RuleContext) -> Intent | None:
    text = GREETING.sub("", strip_opening(ctx.text), count=1)
    if _NAMED_DAY.search(text) and (whole := _WHOLE_OF_IT.search(text)) is not None:
        text = text[:whole.start()]
    front = _FRONT_DAY.match(text)
    front_window = {}
    rest = text[front.end():] if front else ""
    if front and (_QUERY.match(rest) or _QUERY.match(f"{rest.split('?', 1)[0].rstrip()} {front['day']}")):
        text, front_window = rest, day_span(front["day"], ctx.now) or _window(front["day"], ctx.now)
    rounds = _rounds_asked(text, ctx.now)
    if rounds is not None:
        return rounds
    when_is = _WHEN_IS.match(text)
    if _NOT_OURS.search(text) or then_asks(text) or not (
            _QUERY.match(text) or when_is or _QUERY_DAY.match(text) or front_window):
        return None
    if FREE_OR_BUSY.search(text) and UNREAD_CLOCK.search(_without_time(text, ctx.now)):
        return None  # "am I free thursday at half three": the day is no answer (calendar_more.check_conflicts asks)
    if FREE_OR_BUSY.search(text) and next_is_tomorrow(text, ctx.now):
        return None  # "am I free next monday", said on a Sunday: which Monday is asked (calendar_more.check_conflicts)
    args: dict[str, Any] = {"operation": "getEvents"}
    # The question ends at its "?": a window it names is the one asked about, and the reason after it ("...? need to
    # know if I can leave for the airport at noon") only says why.
    question = text.split("?", 1)[0]
    window = front_window or day_span(text, ctx.now) or (
        _window(question, ctx.now) if question != text else {}) or _window(text, ctx.now) or (
        _day_number(text, ctx.now) or month_window(question, ctx.now))  # "in december": the whole month
    if not (window or when_is or _QUERY.match(text)):
        return None
    days = QUERY_DAYS
    if when_is:
        what = when_is.group("what") or when_is.group("what_he") or ""
        said_calendar = ASKED_IN_CALENDAR.search(what)
        what = what[:said_calendar.start()] if said_calendar else what
        summary = summary_of(without_month(_without_time(what, ctx.now)))
        summary = re.sub(r"^(?:next|upcoming|הבא(?:ה)?)\s+", "", summary, flags=re.I)
        summary = re.sub(r"\s+(?:ה)?(?:הבא|הבאה|שלי|שלנו)(?!\S)", "", summary)  # "התור הבא שלי לרופא"
        if not summary or not (has_event_noun(summary) or SCHOOL_EVENT.search(summary) or said_calendar):
            return None  # "when is Passover": a general question, unless the calendar is asked whether it has it
        args["searchCriteria"] = {"summary": summary}
        days = WHEN_IS_DAYS
    if not window and _MY_DAY.search(text):  # "how's my day looking": today
        start = datetime.combine(ctx.now.date(), time(0), tzinfo=ctx.now.tzinfo)
        window = {"timeMin": iso(start), "timeMax": iso(start + timedelta(days=1))}  # type: ignore[dict-item]
    if not window:
        start = ctx.now if when_is or re.search(r"\bnext\b|הבא", text, re.I) else datetime.combine(
            ctx.now.date(), time(0), tzinfo=ctx.now.tzinfo)
        window = {"timeMin": iso(start), "timeMax": iso(start + timedelta(days=days))}  # type: ignore[dict-item]
    args.update(window)
    return Intent("calendar", "getEvents", args, 0.9, entity="event")
