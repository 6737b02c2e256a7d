"""Everyday time words the grammar gained: vague periods ("next week", "בסופ"ש"), short durations
("ברבע שעה"), a weekday with its date ("Friday the 27th"), and words for a time of day ("EOD", "at lunch").

Plain pytest, no Django.  The main clock is Sunday 22 November 2026, 09:00 in Asia/Jerusalem.
"""

from __future__ import annotations

from datetime import date, datetime
from zoneinfo import ZoneInfo

import pytest

from memo.planning.timeexpr import TimeMatch, parse_range, parse_time_expression, strip_spans

JERUSALEM = ZoneInfo("Asia/Jerusalem")
NOW = datetime(2026, 11, 22, 9, 0, tzinfo=JERUSALEM)  # a Sunday
THURSDAY = datetime(2026, 11, 26, 9, 0, tzinfo=JERUSALEM)
FRIDAY = datetime(2026, 11, 27, 9, 0, tzinfo=JERUSALEM)
SATURDAY = datetime(2026, 11, 28, 9, 0, tzinfo=JERUSALEM)


def local(dt: datetime | None) -> str | None:
    return None if dt is None else dt.strftime("%Y-%m-%dT%H:%M")


def parse(text: str, now: datetime = NOW) -> TimeMatch:
    match = parse_time_expression(text, now)
    assert match is not None, f"nothing parsed in {text!r}"
    return match


def day_of(match: TimeMatch) -> date | None:
    return match.date_only or (match.when.date() if match.when else None)


# --------------------------------------------------------------------------------------------
# Periods: next week / next month / the weekend
# --------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("next week", date(2026, 11, 29)),  # the Sunday the next (Israeli) week starts on
        ("sometime next week", date(2026, 11, 29)),
        ("בשבוע הבא", date(2026, 11, 29)),
        ("שבוע הבא", date(2026, 11, 29)),
        ("בתחילת השבוע הבא", date(2026, 11, 29)),
        ("next month", date(2026, 12, 1)),
        ("at the beginning of next month", date(2026, 12, 1)),
        ("בחודש הבא", date(2026, 12, 1)),
        ("this weekend", date(2026, 11, 27)),  # Friday
        ("over the weekend", date(2026, 11, 27)),
        ("by the end of the week", date(2026, 11, 27)),
        ("בסוף השבוע", date(2026, 11, 27)),
        ('בסופ"ש', date(2026, 11, 27)),
        ("בסופ״ש", date(2026, 11, 27)),  # gershayim
        ("עד סוף השבוע", date(2026, 11, 27)),
        ("next weekend", date(2026, 12, 4)),
        ("בסוף השבוע הבא", date(2026, 12, 4)),
        ('בסופ"ש הבא', date(2026, 12, 4)),
        ("end of the month", date(2026, 11, 30)),
        ("בסוף החודש", date(2026, 11, 30)),
        ("end of next month", date(2026, 12, 31)),
    ],
)
def test_period_alone_is_its_first_day(text: str, expected: date) -> None:
    match = parse(text)
    assert match.date_only == expected and match.when is None
    assert "assumed_day" in match.notes  # the reply can say which day Memo picked
    assert strip_spans(text, match.spans) == ""


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("next week at 10", "2026-11-29T10:00"),
        ("בשבוע הבא ב-8 בערב", "2026-11-29T20:00"),
        ("this weekend at 8pm", "2026-11-27T20:00"),
        ("next month at 9am", "2026-12-01T09:00"),
    ],
)
def test_period_with_a_time(text: str, expected: str) -> None:
    assert local(parse(text).when) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("next week on Tuesday", date(2026, 12, 1)),
        ("next week Tuesday", date(2026, 12, 1)),
        ("Tuesday of next week", date(2026, 12, 1)),
        ("בשבוע הבא ביום שלישי", date(2026, 12, 1)),
        ("next month on the 15th", date(2026, 12, 15)),
        ("on the 15th next month", date(2026, 12, 15)),
        ("on the 5th of next month", date(2026, 12, 5)),
        ("ב-5 לחודש הבא", date(2026, 12, 5)),
        ("this weekend on Saturday", date(2026, 11, 28)),
        ("next week on the 2nd", date(2026, 12, 2)),
    ],
)
def test_a_day_inside_the_period(text: str, expected: date) -> None:
    match = parse(text)
    assert day_of(match) == expected and "assumed_day" not in match.notes
    assert strip_spans(text, match.spans) == ""


def test_day_of_month_of_next_month_said_before_it_comes_this_month() -> None:
    early = datetime(2026, 11, 3, 9, 0, tzinfo=JERUSALEM)
    assert parse("ב-5 לחודש הבא", early).date_only == date(2026, 12, 5)  # not 5 November
    assert parse("on the 5th of next month", early).date_only == date(2026, 12, 5)


@pytest.mark.parametrize(
    ("text", "note"),
    [
        ("next month on Tuesday", "ambiguous_day"),  # which Tuesday?
        ("next week on the 10th", "day_mismatch"),  # 10 December is not next week
        ("this weekend on Monday", "weekday_mismatch"),
        ("on the 31st of next month", "day_mismatch"),  # said in January: there is no 31 February
    ],
)
def test_a_day_that_does_not_fit_the_period_is_asked_about(text: str, note: str) -> None:
    now = datetime(2027, 1, 10, 9, 0, tzinfo=JERUSALEM) if "31st" in text else NOW
    match = parse(text, now)
    assert match.ambiguous and note in match.notes
    assert match.when is None and match.date_only is None


@pytest.mark.parametrize(
    ("now", "text", "expected"),
    [
        (THURSDAY, "this weekend", date(2026, 11, 27)),
        (FRIDAY, "this weekend", date(2026, 11, 27)),  # today
        (SATURDAY, "this weekend", date(2026, 11, 28)),  # today: the weekend is not over yet
        (SATURDAY, "next week", date(2026, 11, 29)),  # tomorrow is the next week's Sunday
        (SATURDAY, "next weekend", date(2026, 12, 4)),
        (datetime(2026, 12, 20, 9, 0, tzinfo=JERUSALEM), "next month", date(2027, 1, 1)),
    ],
)
def test_periods_depend_on_today(now: datetime, text: str, expected: date) -> None:
    assert parse(text, now).date_only == expected


def test_this_weekend_with_a_time_already_past_is_noted_not_moved() -> None:
    saturday_evening = datetime(2026, 11, 28, 21, 0, tzinfo=JERUSALEM)
    match = parse("this weekend at 10am", saturday_evening)
    assert "past_date" in match.notes  # the rules planner asks instead of guessing another weekend


@pytest.mark.parametrize(
    "text",
    ['סופ"ש נעים', "have a nice weekend", "enjoy the weekend", "every weekend", 'כל סופ"ש', "לשבוע הבא"],
)
def test_greetings_and_unmodelled_periods_are_not_times(text: str) -> None:
    assert parse_time_expression(text, NOW) is None


def test_periods_bound_a_recurrence() -> None:
    rec = parse("every day at 8 until next week").recurrence
    assert rec is not None and rec.until == date(2026, 11, 28)  # stops before next week starts
    rec = parse("כל יום ב-8 עד החודש הבא").recurrence
    assert rec is not None and rec.until == date(2026, 11, 30)
    match = parse("כל יום ב-9 החל מהשבוע הבא")
    assert local(match.when) == "2026-11-29T09:00"
    for text in ("every day at 8 until the 5th of next month", "כל יום ב-8 עד ה-5 לחודש הבא"):
        rec = parse(text, datetime(2026, 11, 3, 9, 0, tzinfo=JERUSALEM)).recurrence
        assert rec is not None and rec.until == date(2026, 12, 5)


def test_windows_for_questions_are_unchanged() -> None:
    rng = parse_range("what do I have next week?", NOW)
    assert rng is not None and (rng.start.date(), rng.end.date()) == (date(2026, 11, 29), date(2026, 12, 6))


def test_next_weeks_meeting_in_a_reminder_for_tomorrow_stays_in_the_text() -> None:
    text = "remind me about next week's meeting tomorrow at 9"
    match = parse(text)
    assert local(match.when) == "2026-11-23T09:00"
    assert strip_spans(text, match.spans) == "remind me about next week's meeting"


# --------------------------------------------------------------------------------------------
# Short durations ("in a quarter of an hour", "ברבע שעה")
# --------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("ברבע שעה", "2026-11-22T09:15"),
        ("בחצי שעה", "2026-11-22T09:30"),
        ("בשלושת רבעי שעה", "2026-11-22T09:45"),
        ("ב-10 דקות", "2026-11-22T09:10"),
        ("בעשר דקות", "2026-11-22T09:10"),
        ("בשעתיים", "2026-11-22T11:00"),
        ("בעוד רבע שעה", "2026-11-22T09:15"),
        ("בעוד חצי שעה", "2026-11-22T09:30"),
        ("בעוד שעה וחצי", "2026-11-22T10:30"),
        ("בעוד שעה ורבע", "2026-11-22T10:15"),
        ("בעוד שלושת רבעי שעה", "2026-11-22T09:45"),
        ("בעוד כחצי שעה", "2026-11-22T09:30"),
        ("בעוד כ-10 דקות", "2026-11-22T09:10"),
        ("בעוד בערך רבע שעה", "2026-11-22T09:15"),
        ("in a quarter of an hour", "2026-11-22T09:15"),
        ("in half an hour", "2026-11-22T09:30"),
        ("in an hour and a half", "2026-11-22T10:30"),
        ("in an hour and a quarter", "2026-11-22T10:15"),
        ("in 1.5 hours", "2026-11-22T10:30"),
        ("in three quarters of an hour", "2026-11-22T09:45"),
    ],
)
def test_short_relative_durations(text: str, expected: str) -> None:
    match = parse(text)
    assert local(match.when) == expected
    assert strip_spans(text, match.spans) == ""


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("בשעה 5", "2026-11-22T17:00"),  # "בשעה" is "at", never "in an hour"
        ("ברבע לשמונה", "2026-11-22T19:45"),  # quarter to eight
        ("בשש וחצי", "2026-11-22T18:30"),
        ("בשמונה ועשר דקות", "2026-11-22T20:10"),
    ],
)
def test_clock_times_with_fraction_words_are_still_clock_times(text: str, expected: str) -> None:
    assert local(parse(text).when) == expected


def test_ten_minutes_before_is_still_a_lead_time() -> None:
    match = parse("תזכיר לי ב-10 דקות לפני הפגישה מחר ב-10")
    assert match.remind_before_minutes == 10 and local(match.when) == "2026-11-23T10:00"


# --------------------------------------------------------------------------------------------
# A weekday with its date
# --------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "on Friday the 27th",
        "Friday 27th",
        "on Fri the 27th",
        "this Friday 27th",
        "next Friday the 27th",
        "the 27th, Friday",
        "Friday, November 27",
        "on Friday 27/11",
        "ביום שישי ה-27",
        "ביום שישי ה27",
        "יום ו' ה-27",
        "ביום שישי ה-27 לחודש",
        "ביום שישי 27/11",
        "ביום שישי, 27 בנובמבר",
        "tomorrow, Monday",
        "מחר, יום שני",
    ],
)
def test_weekday_and_date_that_agree_are_one_phrase(text: str) -> None:
    match = parse(text)
    assert not match.ambiguous
    assert day_of(match) in (date(2026, 11, 27), date(2026, 11, 23))
    assert strip_spans(text, match.spans) == ""


def test_weekday_and_date_with_a_time_and_a_task() -> None:
    text = "remind me on Friday the 27th at 10am to renew the passport"
    match = parse(text)
    assert local(match.when) == "2026-11-27T10:00"
    assert strip_spans(text, match.spans) == "remind me to renew the passport"
    he = "תזכיר לי ביום שישי ה-27 ב-10 לחדש את הדרכון"
    match = parse(he)
    assert local(match.when) == "2026-11-27T10:00"
    assert strip_spans(he, match.spans) == "תזכיר לי לחדש את הדרכון"


@pytest.mark.parametrize(
    "text",
    [
        "on Thursday the 27th",
        "ביום חמישי ה-27",
        "Friday 28/11",
        "on Thursday, November 27",
        "tomorrow, Tuesday",
        "Friday the 13th",  # the next 13th (13 December) is a Sunday: never hunt for a matching month
        "ביום שלישי ה-3 בדצמבר",
    ],
)
def test_weekday_and_date_that_disagree_are_ambiguous(text: str) -> None:
    match = parse(text)
    assert match.ambiguous and "weekday_mismatch" in match.notes
    assert match.when is None and match.date_only is None


def test_a_weekday_far_from_the_date_is_left_in_the_text() -> None:
    text = "remind me on 30/11 about Tuesday's meeting"
    match = parse(text)
    assert match.date_only == date(2026, 11, 30) and not match.ambiguous
    assert strip_spans(text, match.spans) == "remind me about Tuesday's meeting"


def test_weekday_and_todays_date_with_a_past_time_is_not_moved_a_month() -> None:
    match = parse("Friday the 27th at 8am", datetime(2026, 11, 27, 10, 0, tzinfo=JERUSALEM))
    assert "past_date" in match.notes


# --------------------------------------------------------------------------------------------
# Words for a time of day
# --------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("end of the day", "2026-11-22T18:00"),
        ("by end of day", "2026-11-22T18:00"),
        ("by EOD", "2026-11-22T18:00"),
        ("סוף היום", "2026-11-22T18:00"),
        ("בסוף היום", "2026-11-22T18:00"),
        ("עד סוף היום", "2026-11-22T18:00"),
        ("עד סוף יום העבודה", "2026-11-22T18:00"),
        ("tomorrow end of day", "2026-11-23T18:00"),
        ("מחר בסוף היום", "2026-11-23T18:00"),
        ("at lunch", "2026-11-22T12:00"),
        ("at lunchtime tomorrow", "2026-11-23T12:00"),
        ("first thing tomorrow", "2026-11-23T09:00"),
        ("first thing in the morning", "2026-11-23T09:00"),
        ("דבר ראשון מחר בבוקר", "2026-11-23T09:00"),
        ("early tomorrow morning", "2026-11-23T06:00"),
        ("tomorrow evening", "2026-11-23T19:00"),
        ("מחר בערב", "2026-11-23T19:00"),
        ("at noon", "2026-11-22T12:00"),
        ("בצהריים", "2026-11-22T12:00"),
        ("tonight", "2026-11-22T21:00"),
        ("הלילה", "2026-11-22T21:00"),
    ],
)
def test_time_of_day_words(text: str, expected: str) -> None:
    now = datetime(2026, 11, 22, 10, 0, tzinfo=JERUSALEM) if "first thing in" in text else NOW
    match = parse(text, now)
    assert local(match.when) == expected, match
    assert strip_spans(text, match.spans) == ""


def test_end_of_the_day_after_six_rolls_to_tomorrow_and_says_so() -> None:
    match = parse("end of the day", datetime(2026, 11, 22, 19, 0, tzinfo=JERUSALEM))
    assert local(match.when) == "2026-11-23T18:00" and "rolled_forward" in match.notes


def test_a_nudge_until_the_end_of_the_day_stops_at_six() -> None:
    match = parse("כל 10 דקות עד סוף היום")
    assert match.recurrence is not None and match.recurrence.interval_minutes == 10
    assert local(match.end) == "2026-11-22T18:00"


@pytest.mark.parametrize(
    "text", ["the first thing I need is milk", "I'll be early", "I had lunch", "end of the story"]
)
def test_not_times_of_day(text: str) -> None:
    assert parse_time_expression(text, NOW) is None
