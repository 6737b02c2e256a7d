"""Interval recurrences in the time grammar: "every 2 weeks", "every other day", "כל שבועיים", "כל 3 חודשים".

Plain pytest, no Django.  The main clock is Sunday 22 November 2026, 09:00 in Asia/Jerusalem (as in
test_timeexpr.py); expected moments are local "YYYY-MM-DDTHH:MM" strings.
"""

from __future__ import annotations

from dataclasses import replace
from datetime import date, datetime
from zoneinfo import ZoneInfo

import pytest

from memo.planning.timeexpr import Recurrence, TimeMatch, next_occurrence, parse_time_expression, strip_spans

JERUSALEM = ZoneInfo("Asia/Jerusalem")
NOW = datetime(2026, 11, 22, 9, 0, tzinfo=JERUSALEM)  # a Sunday


def local(dt: datetime | None) -> str | None:
    return None if dt is None else dt.astimezone(JERUSALEM).strftime("%Y-%m-%dT%H:%M")


def parse(text: str, now: datetime = NOW) -> TimeMatch:
    match = parse_time_expression(text, now)
    assert match is not None, f"nothing parsed in {text!r}"
    return match


# --------------------------------------------------------------------------------------------
# What is recognised
# --------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "rtype", "interval", "days"),
    [
        ("every 2 weeks", "weekly", 2, (0,)),
        ("every other week", "weekly", 2, (0,)),
        ("every second week", "weekly", 2, (0,)),
        ("every 2nd week", "weekly", 2, (0,)),
        ("every two days", "daily", 2, ()),
        ("every other day", "daily", 2, ()),
        ("every third day", "daily", 3, ()),
        ("every 10 days", "daily", 10, ()),
        ("every 3 months", "monthly", 3, ()),
        ("every couple of weeks", "weekly", 2, (0,)),
        ("every fortnight", "weekly", 2, (0,)),
        ("fortnightly", "weekly", 2, (0,)),
        ("once every two weeks", "weekly", 2, (0,)),
        ("every 14 days", "weekly", 2, (0,)),  # whole weeks are weekly: the same days either way
        ("כל שבועיים", "weekly", 2, (0,)),
        ("כל יומיים", "daily", 2, ()),
        ("כל 3 ימים", "daily", 3, ()),
        ("כל עשרה ימים", "daily", 10, ()),
        ("כל 3 חודשים", "monthly", 3, ()),
        ("כל שלושה חודשים", "monthly", 3, ()),
        ("כל חודשיים", "monthly", 2, ()),
        ("כל שבוע שני", "weekly", 2, (0,)),
        ("כל חודש שלישי", "monthly", 3, ()),
        ("מדי שבועיים", "weekly", 2, (0,)),
        ("פעם בשבועיים", "weekly", 2, (0,)),
        ("פעם ב-3 חודשים", "monthly", 3, ()),
        ("אחת לשבועיים", "weekly", 2, (0,)),
        ("יום כן יום לא", "daily", 2, ()),
        ("שבוע כן שבוע לא", "weekly", 2, (0,)),
    ],
)
def test_interval_recurrences(text: str, rtype: str, interval: int, days: tuple[int, ...]) -> None:
    match = parse(text)
    assert not match.ambiguous, match.notes
    rec = match.recurrence
    assert rec is not None and (rec.type, rec.interval, rec.days) == (rtype, interval, days)
    assert strip_spans(text, match.spans) == ""  # every word of the phrase is consumed


@pytest.mark.parametrize(
    ("text", "days", "when"),
    [
        ("every 2 weeks on Monday at 10", (1,), "2026-11-23T10:00"),
        ("every two weeks on Mondays and Thursdays at 8am", (1, 4), "2026-11-23T08:00"),
        ("every other Tuesday at 5pm", (2,), "2026-11-24T17:00"),
        ("every other Monday and Wednesday at 7pm", (1, 3), "2026-11-23T19:00"),
        ("every other week on Tuesday and Thursday at 5pm", (2, 4), "2026-11-24T17:00"),
        ("כל שבועיים ביום שלישי ב-8", (2,), "2026-11-24T08:00"),
        ("כל שבועיים בימי שני וחמישי ב-20:00", (1, 4), "2026-11-23T20:00"),
        ("כל שבוע שני ביום רביעי ב-9", (3,), "2026-11-25T09:00"),
    ],
)
def test_weekly_interval_with_days(text: str, days: tuple[int, ...], when: str) -> None:
    match = parse(text)
    rec = match.recurrence
    assert rec is not None and rec.type == "weekly" and rec.interval == 2 and rec.days == days
    assert local(match.when) == when  # the first firing is the first matching day, whatever the interval
    assert strip_spans(text, match.spans) == ""


def test_first_firing_ignores_the_interval_even_when_this_weeks_day_has_passed() -> None:
    tuesday = datetime(2026, 11, 24, 12, 0, tzinfo=JERUSALEM)
    match = parse("every 2 weeks on Monday at 10", tuesday)
    assert local(match.when) == "2026-11-30T10:00"  # next Monday, not 13 days away


def test_interval_with_time_part_of_day_and_until() -> None:
    match = parse("every other morning until the end of the month")
    rec = match.recurrence
    assert rec == Recurrence("daily", "08:00", (), None, None, date(2026, 11, 30), 2)
    assert local(match.when) == "2026-11-23T08:00"
    he = parse("כל יומיים בבוקר")
    assert he.recurrence is not None and (he.recurrence.interval, he.recurrence.time) == (2, "08:00")


def test_monthly_interval_takes_its_day_of_month() -> None:
    for text in ("every 2 months on the 10th at 9", "כל חודשיים ב-10 לחודש ב-9"):
        rec = parse(text).recurrence
        assert rec is not None and (rec.type, rec.interval, rec.day_of_month, rec.time) == ("monthly", 2, 10, "09:00")


def test_interval_inside_a_reminder_keeps_the_task_text() -> None:
    text = "remind me every 2 weeks on Sunday at 10 to water the plants"
    match = parse(text)
    assert strip_spans(text, match.spans) == "remind me to water the plants"
    he = "תזכיר לי כל שבועיים לשלם לגנן"
    assert strip_spans(he, parse(he).spans) == "תזכיר לי לשלם לגנן"


def test_hebrew_weekday_lists_after_every_week_are_not_an_interval() -> None:
    # "כל שבוע שני" is every second week, but "כל שבוע שני וחמישי" is every Monday and Thursday.
    rec = parse("כל שבוע שני וחמישי").recurrence
    assert rec is not None and (rec.days, rec.interval) == ((1, 4), 1)
    rec = parse("כל יום שני").recurrence  # every Monday, never "every second day"
    assert rec is not None and (rec.type, rec.days, rec.interval) == ("weekly", (1,), 1)


@pytest.mark.parametrize(
    ("text", "minutes"),
    [("every other hour", 120), ("פעם בשעה", 60), ("once every 2 hours", 120), ("every 2 hours", 120)],
)
def test_hours_stay_nudges(text: str, minutes: int) -> None:
    rec = parse(text).recurrence
    assert rec is not None and rec.type == "nudge" and rec.interval_minutes == minutes and rec.interval == 1


@pytest.mark.parametrize(
    ("text", "note"),
    [
        ("every 1.5 days", "unsupported_recurrence"),
        ("every second Tuesday of the month", "unsupported_recurrence"),
        ("every 60 weeks", "unsupported_recurrence"),
        ("every 0 days", "bad_interval"),
    ],
)
def test_intervals_memo_cannot_keep_are_asked_about(text: str, note: str) -> None:
    match = parse(text)
    assert match.ambiguous and note in match.notes and match.recurrence is None


@pytest.mark.parametrize("text", ["biweekly", "every second", "the other day", "כל שני ילדים"])
def test_not_intervals(text: str) -> None:
    match = parse_time_expression(text, NOW)
    assert match is None or match.recurrence is None or match.recurrence.interval == 1


# --------------------------------------------------------------------------------------------
# next_occurrence honours the interval
# --------------------------------------------------------------------------------------------


def _chain(rec: Recurrence, start: datetime, n: int) -> list[str]:
    out, moment = [], start
    for _ in range(n):
        moment = next_occurrence(rec, moment)
        assert moment is not None
        out.append(local(moment))
    return out


def test_every_two_weeks_fires_again_fourteen_days_later() -> None:
    rec = Recurrence("weekly", "10:00", (0,), interval=2)
    first = datetime(2026, 11, 22, 10, 0, tzinfo=JERUSALEM)
    assert _chain(rec, first, 3) == ["2026-12-06T10:00", "2026-12-20T10:00", "2027-01-03T10:00"]


def test_two_days_a_week_every_other_week() -> None:
    rec = Recurrence("weekly", "08:00", (1, 4), interval=2)
    monday = datetime(2026, 11, 23, 8, 0, tzinfo=JERUSALEM)
    assert _chain(rec, monday, 4) == ["2026-11-26T08:00", "2026-12-07T08:00", "2026-12-10T08:00", "2026-12-21T08:00"]


def test_every_other_day_and_every_three_months() -> None:
    daily = Recurrence("daily", "21:00", interval=2)
    assert _chain(daily, datetime(2026, 11, 22, 21, 0, tzinfo=JERUSALEM), 2) == ["2026-11-24T21:00", "2026-11-26T21:00"]
    quarterly = Recurrence("monthly", "09:00", day_of_month=31, interval=3)
    start = datetime(2026, 11, 30, 9, 0, tzinfo=JERUSALEM)  # 31 clamps to 30 November
    assert _chain(quarterly, start, 2) == ["2027-02-28T09:00", "2027-05-31T09:00"]


def test_interval_keeps_wall_time_across_dst_and_stops_at_until() -> None:
    rec = Recurrence("weekly", "09:00", (5,), until=date(2027, 4, 10), interval=2)
    # Israel springs forward on Friday 26 March 2027; 09:00 stays 09:00.
    fired = datetime(2027, 3, 12, 9, 0, tzinfo=JERUSALEM)
    assert _chain(rec, fired, 2) == ["2027-03-26T09:00", "2027-04-09T09:00"]
    assert next_occurrence(rec, datetime(2027, 4, 9, 9, 0, tzinfo=JERUSALEM)) is None


def test_interval_one_is_the_plain_rule() -> None:
    rec = Recurrence("weekly", "10:00", (0,))
    assert rec.interval == 1 and replace(rec, interval=1) == rec
    assert _chain(rec, datetime(2026, 11, 22, 10, 0, tzinfo=JERUSALEM), 2) == ["2026-11-29T10:00", "2026-12-06T10:00"]
