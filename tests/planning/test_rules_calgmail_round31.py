"""Calendar requests of busy parents and travellers: one outing told by when it leaves and when it is back, a time
taken back for another ("ב-8, רגע, זה ב-8:30"), a move someone else made with both hours, a request called off at
its end, a hotel room Memo cannot book, and a day asked about with the reason after the question.

The clock is Sunday 22 November 2026, 09:00 in Asia/Jerusalem.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.planning.reading import case, expect, local, not_acted, not_taken_as


# -- one outing from leaving to return ------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "want"), [
    case("Israir to Eilat on Thursday, 07:15 takeoff, lands 08:10 - put it in my calendar",
         start="2026-11-26T07:15", end="2026-11-26T08:10", name="Eilat"),
    case('Forwarded: "Dear parents, the class trip to the zoo is on Wed 2/12, buses leave at 8:00 and return at 14:00"'
         " — add to calendar pls", start="2026-12-02T08:00", end="2026-12-02T14:00", name="zoo"),
    case("flight to Rome on Dec 3, departs 10:40, lands 14:05, add to my calendar",
         start="2026-12-03T10:40", end="2026-12-03T14:05", name="Rome"),
    case("תכניסי ליומן טיסה לאילת ביום חמישי, המראה ב-07:15, נחיתה ב-08:10",
         start="2026-11-26T07:15", end="2026-11-26T08:10", name="אילת"),
    case("הטיול השנתי ביום רביעי, יוצאים ב-8:00 וחוזרים ב-14:00, תכניסי ליומן",
         start="2026-11-25T08:00", end="2026-11-25T14:00", name="טיול"),
])
def test_outing_from_leaving_to_return(text: str, want: dict[str, Any]) -> None:
    args = expect(text, "calendar", "create").args
    assert (local(args["start"]), local(args["end"])) == (want["start"], want["end"]), (text, args)
    assert want["name"] in args["summary"], (text, args)


def test_two_events_stay_two() -> None:
    events = expect("add dentist on Monday at 10 and lunch at 12:30", "calendar", "createMultiple").args["events"]
    assert len(events) == 2


# -- a time taken back for another -------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "want"), [
    case("תוסיפי ליומן dinner עם ההורים של שירן ביום רביעי ב-8, רגע, זה ב-8:30, לשעתיים בערך",
         start="2026-11-25T20:30", end="2026-11-25T22:30"),
    case("תוסיפי ליומן ארוחת ערב ביום רביעי ב-8, רגע, ב-8:30", start="2026-11-25T20:30", end="2026-11-25T21:30"),
    case("תקבעי פגישה עם דנה ביום שני ב-10, בעצם זה ב-11", start="2026-11-23T11:00", end="2026-11-23T12:00"),
    case("add dinner on wednesday at 8, wait, it is at 8:30", start="2026-11-25T20:30", end="2026-11-25T21:30"),
    case("book the dentist on monday at 10, sorry, it is at 11", start="2026-11-23T11:00", end="2026-11-23T12:00"),
])
def test_time_taken_back(text: str, want: dict[str, Any]) -> None:
    args = expect(text, "calendar", "create").args
    assert (local(args["start"]), local(args["end"])) == (want["start"], want["end"]), (text, args)


def test_two_hours_with_and_stay_two_events() -> None:
    assert len(expect("תקבעי פגישה עם דנה ביום שני ב-10 וב-12", "calendar", "createMultiple").args["events"]) == 2


# -- a move someone else made -----------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "name", "hour"), [
    ("הזיזו לנו את הטיסה לאילת, תעדכני ביומן ל-09:30 במקום 07:15", "אילת", "09:30"),
    ("הקדימו לי את התור לרופא, תעדכני ביומן ל-8:00 במקום 9:30", "רופא", "08:00"),
    ("they moved our flight to Eilat, update the calendar to 9:30 instead of 7:15", "Eilat", "09:30"),
    ("the airline moved my flight to Rome, please update my calendar to 14:00 instead of 11:20", "Rome", "14:00"),
])
def test_moved_by_others(text: str, name: str, hour: str) -> None:
    args = expect(text, "calendar", "update").args
    assert name in args["searchCriteria"]["summary"] and args["updateFields"]["startTime"] == hour, (text, args)


def test_task_update_is_not_a_move() -> None:
    not_taken_as("תעדכני את המשימה ל-9:30", "calendar", "update")


# -- a request called off, a booking Memo cannot make ----------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "add the Dead Sea trip to my calendar for Saturday... actually no, never mind, I'll wait till Rotem confirms",
    "put dinner with the Levys in the calendar for Friday at 8 - actually forget it, they haven't confirmed",
    "book a meeting with Dana tomorrow at 10, hmm, scratch that",
    "תכניסי ליומן את הטיול לים המלח בשבת... בעצם עזבי, אחכה שרותם תאשר",
    "תקבעי לי פגישה עם דנה מחר בעשר, רגע, לא משנה",
    "book me a room at the Dan Eilat for Dec 3-5, sea view if they have",
    "reserve a double room at the Hilton for Friday",
    "תזמיני לי חדר בדן אילת ל-3-5/12",
])
def test_asked_not_acted(text: str) -> None:
    not_acted(text)


@pytest.mark.parametrize("text", [
    "add the Dead Sea trip to my calendar for Saturday so I don't forget it",
    "book a meeting room tomorrow at 10",
])
def test_near_misses_still_create(text: str) -> None:
    expect(text, "calendar", "create")


# -- a day asked about, with the reason after the question --------------------------------------------------------
@pytest.mark.parametrize(("text", "day"), [
    ('what do I have on Friday? צריכה לדעת אם אני יכולה לצאת לנתב"ג בצהריים', "2026-11-27"),
    ("what do I have tomorrow? I need to know if I can leave in the evening", "2026-11-23"),
    ("מה יש לי ביום חמישי? רוצה לדעת אם אפשר לצאת בערב", "2026-11-26"),
])
def test_day_asked_with_reason(text: str, day: str) -> None:
    args = expect(text, "calendar", "getEvents").args
    assert local(args["timeMin"]) <= f"{day}T00:00" and local(args["timeMax"]) >= f"{day}T23:59", (text, args)


def test_part_of_day_in_the_question_kept() -> None:
    args = expect("what do I have tomorrow evening?", "calendar", "getEvents").args
    assert local(args["timeMin"]) == "2026-11-23T18:00", args
