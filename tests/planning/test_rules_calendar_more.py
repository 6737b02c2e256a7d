"""The calendar grammar past one event: several events in one message, a moment's question, a series' dates,
deleting by name or all but some, and the time words these rely on (Hebrew "ל" + an hour word, "until the
end of January", "between Monday and Wednesday")."""

from __future__ import annotations

from datetime import datetime
from typing import Any
from zoneinfo import ZoneInfo

import pytest

from memo.planning.rules import understand
from memo.planning.rules.base import Intent, RuleContext, language_of
from memo.planning.timeexpr import parse_time_expression

TZ = ZoneInfo("Asia/Jerusalem")
NOW = datetime(2026, 11, 22, 9, 0, tzinfo=TZ)  # a Sunday


def intent_of(text: str) -> Intent | None:
    return understand(RuleContext(raw=text, now=NOW, language=language_of(text), latest_actions=[]))


def local(value: str) -> str:
    return datetime.fromisoformat(value).astimezone(TZ).strftime("%Y-%m-%dT%H:%M")


def calendar(text: str, action: str) -> dict[str, Any]:
    intent = intent_of(text)
    assert intent is not None and (intent.capability, intent.action) == ("calendar", action), (text, intent)
    assert intent.args["operation"] == action
    return intent.args


SEVERAL = [
    ("book the dentist on Monday at 10 and a haircut on Tuesday at 12",
     [("dentist", "2026-11-23T10:00"), ("haircut", "2026-11-24T12:00")]),
    ("schedule lunch with Avi tomorrow at 1, then a call with Dana at 4pm",
     [("lunch with Avi", "2026-11-23T13:00"), ("call with Dana", "2026-11-23T16:00")]),  # "then": the same day
    ("תקבע לי רופא שיניים ביום שני בעשר ותספורת ביום שלישי בשתיים",
     [("רופא שיניים", "2026-11-23T10:00"), ("תספורת", "2026-11-24T14:00")]),
    ("book meetings with Avi on Monday at 10 and Tuesday at 12",
     [("meetings with Avi", "2026-11-23T10:00"), ("meetings with Avi", "2026-11-24T12:00")]),
]


@pytest.mark.parametrize(("text", "expected"), SEVERAL)
def test_several_events_in_one_message(text: str, expected: list[tuple[str, str]]) -> None:
    args = calendar(text, "createMultiple")
    assert [(e["summary"], local(e["start"])) for e in args["events"]] == expected


@pytest.mark.parametrize("text", ["lunch with Dana and Avi on Monday at 1",
                                  "book a vacation between Monday and Wednesday",
                                  "meeting with the design and product teams tomorrow at 10"])
def test_one_event_with_and_in_it_stays_one(text: str) -> None:
    intent = intent_of(text)
    assert intent is not None and intent.action == "create", intent


def test_a_second_time_is_never_left_in_one_events_name() -> None:
    intent = intent_of("add dentist Monday 10am and haircut")
    assert intent is None or intent.action != "create" or "10" not in intent.args.get("summary", "")


def test_between_two_days_is_an_all_day_range() -> None:
    args = calendar("book a vacation between Monday and Wednesday", "create")
    assert (args["summary"], args["start"], args["end"], args["allDay"]) == ("vacation", "2026-11-23", "2026-11-26",
                                                                               True)
    hebrew = calendar("תרשום לי חופשה בין יום שני ליום רביעי", "create")
    assert (hebrew["summary"], hebrew["start"], hebrew["end"]) == ("חופשה", "2026-11-23", "2026-11-26")


def test_a_series_ends_at_the_end_of_a_named_month_and_keeps_a_clean_name() -> None:
    args = calendar("book yoga every Monday at 7pm until the end of January", "createRecurring")
    assert (args["summary"], args["until"], args["days"]) == ("yoga", "2027-01-31", ["Monday"])
    hebrew = calendar("תקבע יוגה כל יום שני ב-7 בערב עד סוף ינואר", "createRecurring")
    assert (hebrew["summary"], hebrew["until"]) == ("יוגה", "2027-01-31")


@pytest.mark.parametrize(("text", "start", "end"), [
    ("am I free on Thursday at 3?", "2026-11-26T15:00", "2026-11-26T16:00"),
    ("do I have anything tomorrow at 10?", "2026-11-23T10:00", "2026-11-23T11:00"),
    ("is Tuesday 10-11 free?", "2026-11-24T10:00", "2026-11-24T11:00"),
    ("אני פנוי מחר בעשר?", "2026-11-23T10:00", "2026-11-23T11:00"),
    ("יש לי משהו ביום חמישי בשלוש", "2026-11-26T15:00", "2026-11-26T16:00"),
])
def test_a_question_about_a_moment_checks_conflicts(text: str, start: str, end: str) -> None:
    args = calendar(text, "checkConflicts")
    assert (local(args["start"]), local(args["end"])) == (start, end)


@pytest.mark.parametrize("text", ["am I free on Thursday?", "do I have anything tomorrow afternoon", "אני פנוי מחר?"])
def test_a_question_about_a_day_is_a_look_at_it(text: str) -> None:
    calendar(text, "getEvents")


def test_a_statement_of_an_appointment_is_not_a_question() -> None:
    calendar("יש לי תור לרופא מחר ב-8", "create")


@pytest.mark.parametrize(("text", "summary", "count"), [
    ("what are the dates of my yoga class?", "yoga class", 10),
    ("when are my next 3 standups?", "standups", 3),
    ("list the next 5 sessions of the book club", "book club", 5),
    ("מה התאריכים של החוג?", "חוג", 10),
    ("מתי המפגשים הבאים של קבוצת הריצה?", "קבוצת הריצה", 10),
])
def test_the_dates_of_a_series(text: str, summary: str, count: int) -> None:
    args = calendar(text, "getRecurringInstances")
    assert (args["searchCriteria"]["summary"], args["maxResults"]) == (summary, count)
    assert local(args["timeMin"]) == "2026-11-22T09:00"


def test_cancelling_every_event_of_a_name_is_delete_by_summary_and_asks() -> None:
    intent = intent_of("cancel all my yoga classes")
    assert intent is not None and intent.action == "deleteBySummary" and intent.needs_approval
    assert intent.args["summary"] == "yoga classes"
    hebrew = intent_of("תבטל את כל הפגישות עם אבי")
    assert hebrew is not None and hebrew.action == "deleteBySummary" and hebrew.args["summary"] == "פגישות עם אבי"


@pytest.mark.parametrize(("text", "kept"), [
    ("cancel everything tomorrow except the dentist", ["dentist"]),
    ("clear my calendar tomorrow except for the standup and lunch", ["standup", "lunch"]),
    ("תבטל את כל הפגישות מחר חוץ מהרופא", ["רופא"]),
])
def test_cancelling_a_day_except_some(text: str, kept: list[str]) -> None:
    args = calendar(text, "delete")
    assert args["excludeSummaries"] == kept and args["all"] is True
    assert local(args["searchCriteria"]["timeMin"]) == "2026-11-23T00:00"


@pytest.mark.parametrize(("text", "hour", "minute"), [
    ("לשלוש", 15, 0), ("לשש בערב", 18, 0), ("לחמש וחצי", 17, 30), ("לאחת עשרה", 11, 0), ("ב-שלוש", 15, 0),
])
def test_hebrew_hour_words_after_lamed(text: str, hour: int, minute: int) -> None:
    tm = parse_time_expression(text, NOW)
    assert tm is not None and tm.when is not None and (tm.when.hour, tm.when.minute) == (hour, minute)


@pytest.mark.parametrize("text", ["תחלק את הקבוצה לשתיים קבוצות", "תזכיר לי לשלוש ילדים"])
def test_lamed_and_a_number_word_that_is_not_a_time(text: str) -> None:
    tm = parse_time_expression(text, NOW)
    assert tm is None or tm.when is None


def test_a_hebrew_move_to_an_hour_word() -> None:
    args = calendar("תזיז את הפגישה עם אבי לשלוש", "update")
    assert args["updateFields"] == {"startTime": "15:00"} and args["searchCriteria"]["summary"] == "פגישה עם אבי"
