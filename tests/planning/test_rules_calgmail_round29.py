"""Calendar readings of round 29: a move's old hour said before its new one (and the event named by who comes), a
move from today or tomorrow in Hebrew, a bare day of the month before a part of the day, a length said first
without its article, time set aside before an event with what it is for said last, and a booking Memo cannot make.

The clock is Sunday 22 November 2026, 09:00 in Asia/Jerusalem.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.planning.reading import case, expect, local, not_acted, plan


def _check_move(text: str, want: dict[str, Any]) -> None:
    args = expect(text, "calendar", "update").args
    criteria = args["searchCriteria"]
    assert criteria.get("summary") == want["summary"], args
    if "day" in want:
        assert local(criteria["timeMin"]) == f"{want['day']}T00:00", args
    if "start" in want:
        assert local(args["updateFields"]["start"]) == want["start"], args
    if "date" in want:
        assert args["updateFields"].get("startDate") == want["date"], args


# -- the old hour before the new one: "from 3" names no event; a day and an old hour name a slot ---------------------
@pytest.mark.parametrize(("text", "want"), [
    case("move the client on tuesday at 10 to 12", summary="client", day="2026-11-24", start="2026-11-24T12:00"),
    case("move the plumber on friday at 8 to 10", summary="plumber", day="2026-11-27", start="2026-11-27T10:00"),
    case("move the plumber tomorrow from 2 to 5", summary="plumber", day="2026-11-23", start="2026-11-23T17:00"),
    case("move the dentist on thursday from 3 to 5", summary="dentist", day="2026-11-26", start="2026-11-26T17:00"),
    case("move pilates tmrw from 3 to 4", summary="pilates", day="2026-11-23", start="2026-11-23T16:00"),
    case("push the call with Noa tmrw from 4 to 5", summary="call with Noa", start="2026-11-23T17:00"),
    case("תזיזי את הלקוח ביום שלישי בעשר לשתים עשרה", summary="הלקוח", day="2026-11-24", start="2026-11-24T12:00"),
    case("תזיזי את השרברב מחר מ-2 ל-5", summary="השרברב", day="2026-11-23", start="2026-11-23T17:00"),
    # near misses that already read right
    case("move the standup on monday at 9 to 9:30", summary="standup", day="2026-11-23", start="2026-11-23T09:30"),
    case("move my meeting with dana tomorrow at 10 to 11", summary="meeting with dana", start="2026-11-23T11:00"),
])
def test_move_with_its_old_hour(text: str, want: dict[str, Any]) -> None:
    _check_move(text, want)


def test_no_day_no_slot() -> None:
    """"the client at 10" names no day: without an event word it is not read as an event."""
    intent = plan("move the client at 10 to 12")
    assert intent is None or intent.capability != "calendar", intent


# -- "מהיום", "ממחר": the day the event is on now, never part of its name -------------------------------------------
@pytest.mark.parametrize(("text", "want"), [
    case("תזיזי את הפגישה מהיום למחר", summary="פגישה", day="2026-11-22", date="2026-11-23"),
    case("תזיזי את הפגישה ממחר לרביעי", summary="פגישה", day="2026-11-23", date="2026-11-25"),
    case("תעבירי את רופא השיניים מהיום ליום חמישי", summary="רופא השיניים", day="2026-11-22", date="2026-11-26"),
    case("move the meeting from today to tomorrow", summary="meeting", day="2026-11-22", date="2026-11-23"),
    case("move the dentist from tomorrow to wednesday", summary="dentist", day="2026-11-23", date="2026-11-25"),
    # near miss: a day name after "מ" was read before
    case("תזיזי את הפגישה מרביעי לחמישי", summary="פגישה", day="2026-11-25", date="2026-11-26"),
])
def test_move_from_today_or_tomorrow(text: str, want: dict[str, Any]) -> None:
    _check_move(text, want)


# -- a bare day of the month before a part of the day ---------------------------------------------------------------
@pytest.mark.parametrize(("text", "start", "end"), [
    ("מה יש לי ב-27 בערב?", "2026-11-27T18:00", "2026-11-28T00:00"),
    ("מה יש לי ב27 בערב", "2026-11-27T18:00", "2026-11-28T00:00"),
    ("מה יש לי ביום ה-30 בבוקר?", "2026-11-30T06:00", "2026-11-30T12:00"),
    ("what do I have on the 27th in the evening?", "2026-11-27T18:00", "2026-11-28T00:00"),
    # near misses: an hour before the part of the day stays an hour today; a bare day is that whole day
    ("מה יש לי ב-8 בערב?", "2026-11-22T18:00", "2026-11-23T00:00"),
    ("מה יש לי ב-27?", "2026-11-27T00:00", "2026-11-28T00:00"),
])
def test_day_of_month_before_part_of_day(text: str, start: str, end: str) -> None:
    args = expect(text, "calendar", "getEvents").args
    assert (local(args["timeMin"]), local(args["timeMax"])) == (start, end), args


@pytest.mark.parametrize(("text", "summary", "start"), [
    ("תקבעי פגישה עם דנה ב-27 בערב", "פגישה עם דנה", "2026-11-27T19:00"),
    ("תקבעי פגישה עם דנה ב-28 בבוקר בעשר", "פגישה עם דנה", "2026-11-28T10:00"),
    ("תקבעי פגישה עם דנה ב-8 בערב", "פגישה עם דנה", "2026-11-22T20:00"),  # near miss: 8 in the evening
])
def test_new_event_on_a_day_of_month(text: str, summary: str, start: str) -> None:
    args = expect(text, "calendar", "create").args
    assert (args["summary"], local(args["start"])) == (summary, start), args


# -- a length said first is the event's length, never its name ------------------------------------------------------
@pytest.mark.parametrize(("text", "summary", "start", "end"), [
    ("block an hour for reading tomorrow at 4", "reading", "2026-11-23T16:00", "2026-11-23T17:00"),
    ("schedule an hour of piano practice on friday at 5", "piano practice", "2026-11-27T17:00", "2026-11-27T18:00"),
    ("put an hour for the gym on tuesday at 7am", "gym", "2026-11-24T07:00", "2026-11-24T08:00"),
    ("block two hours for deep work tomorrow at 9", "deep work", "2026-11-23T09:00", "2026-11-23T11:00"),
    ("תחסמי לי שעה לקריאה מחר בארבע", "קריאה", "2026-11-23T16:00", "2026-11-23T17:00"),
    ("תשרייני שעתיים לכתיבה ביום שלישי בעשר", "כתיבה", "2026-11-24T10:00", "2026-11-24T12:00"),
    # near miss: a length inside the name was read before
    ("book a 30 minute call with dana tomorrow at 3", "call with dana", "2026-11-23T15:00", "2026-11-23T15:30"),
])
def test_length_said_first(text: str, summary: str, start: str, end: str) -> None:
    args = expect(text, "calendar", "create").args
    assert (args["summary"], local(args["start"]), local(args["end"])) == (summary, start, end), args


# -- time set aside before an event, with what it is for said after the event's time --------------------------------
@pytest.mark.parametrize(("text", "summary", "start", "end"), [
    ("put 10 minutes before the meeting tomorrow at 9 to review notes", "review notes", "2026-11-23T08:50",
     "2026-11-23T09:00"),
    ("block 15 minutes before the interview on friday at 2 to prepare", "prepare", "2026-11-27T13:45",
     "2026-11-27T14:00"),
    ("block half an hour before my flight tomorrow at 6pm to pack", "pack", "2026-11-23T17:30", "2026-11-23T18:00"),
    ("put a quarter of an hour before the call with dana on monday at 4 to read the deck", "read the deck",
     "2026-11-23T15:45", "2026-11-23T16:00"),
    ("put 20 min before the board meeting thursday at 11 for prep", "prep", "2026-11-26T10:40", "2026-11-26T11:00"),
    ("תשימי רבע שעה לפני הפגישה מחר ב-9 לעבור על החומר", "לעבור על החומר", "2026-11-23T08:45", "2026-11-23T09:00"),
    ("תחסמי חצי שעה לפני הראיון ביום שישי ב-14:00 כדי להתכונן", "להתכונן", "2026-11-27T13:30", "2026-11-27T14:00"),
    # near miss: what the time is for said before "before" was read before
    ("put a 15 min prep slot before the board meeting thursday at 11", "prep for the board meeting",
     "2026-11-26T10:45", "2026-11-26T11:00"),
])
def test_time_before_an_event_for_something(text: str, summary: str, start: str, end: str) -> None:
    args = expect(text, "calendar", "create").args
    assert (args["summary"], local(args["start"]), local(args["end"])) == (summary, start, end), args


# -- a booking Memo cannot make is asked about ----------------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "book a table at 8 tomorrow",
    "book a table for 4 at 8",
    "reserve a table at Rustico for friday at 8",
    "book a taxi for 6am tomorrow",
    "make a reservation at Rustico for 8 tomorrow",
    "תזמיני שולחן לשמונה מחר",
    "תזמין לנו שולחן ל-4 בשמונה בערב",
])
def test_booking_elsewhere_is_asked(text: str) -> None:
    not_acted(text)


@pytest.mark.parametrize(("text", "capability", "operation"), [
    ("book a meeting with dana tomorrow at 3", "calendar", "create"),
    ("book a call at 10", "calendar", "create"),
    ("remind me to book a table at 8", "database", "create"),
])
def test_bookings_memo_makes(text: str, capability: str, operation: str) -> None:
    expect(text, capability, operation)


@pytest.mark.parametrize(("text", "summary"), [
    ("book a table for dinner on friday at 8", "table for dinner"),
    ("book a table at two places tomorrow at 20:00 in my calendar", "table at two places"),
])
def test_a_booking_kept_as_an_event(text: str, summary: str) -> None:
    """The meal said, or the calendar named: an event of the user's (near misses of the booking asked about)."""
    assert expect(text, "calendar", "create").args["summary"] == summary
