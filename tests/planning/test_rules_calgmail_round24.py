"""Calendar requests of a working week: an address whose house number is no second event, a multi-day event named
with its place, a bare day of the month after "ב-", a change to when an event ends, and squeezing something in at
an hour of a day."""

from __future__ import annotations

import pytest

from tests.planning.reading import acted, intent_of, not_taken, not_taken_as, planned

# ---------------------------------------------------------------- "רחוב הגפן 12": a house number, not an hour


@pytest.mark.parametrize(("text", "summary", "start"), [
    ("יום חמישי ב8 בבוקר התקנה אצל אלון רחוב הגפן 12 חולון תרשום ביומן", "התקנה אצל אלון רחוב הגפן 12 חולון",
     "2026-11-26T08:00:00+02:00"),
    ("תקבעי ביום ראשון ב-9 פגישה ברחוב הרצל 5 תל אביב", "פגישה ברחוב הרצל 5 תל אביב", "2026-11-22T09:00:00+02:00"),
    ("תרשמי ביומן מחר ב-9 ביקור בית רח' הזית 7 רמת גן", "ביקור בית רח' הזית 7 רמת גן", "2026-11-23T09:00:00+02:00"),
    ("add to calendar: tuesday 4pm viewing at hagefen street 12 holon", "viewing at hagefen street 12 holon",
     "2026-11-24T16:00:00+02:00"),
    ("thursday at 8am install at alon's, 12 hagefen st holon, put it in the calendar",
     "install at alon's, 12 hagefen st holon", "2026-11-26T08:00:00+02:00"),
])
def test_a_house_number_is_part_of_the_one_event(text: str, summary: str, start: str) -> None:
    args = planned(text, "calendar", "create")
    assert args["summary"] == summary, args
    assert args["start"] == start, args


@pytest.mark.parametrize("text", [
    "meeting on sunday at 9 at 5 herzl st tel aviv, add to calendar",
    "מחר ב-9 פגישה ברחוב הרצל 5 ובשתיים רופא",
])
def test_an_address_never_makes_a_second_event(text: str) -> None:
    not_taken_as(text, "calendar", "createMultiple")


@pytest.mark.parametrize("text", ["add to calendar: tomorrow dentist at 9 and gym at 5",
                                  "תכניסי ליומן מחר רופא שיניים ב-9 וחדר כושר ב-5"])
def test_two_events_without_an_address_are_still_two(text: str) -> None:
    args = planned(text, "calendar", "createMultiple")
    assert len(args["events"]) == 2, args


# ---------------------------------------------------------------- "conference in Berlin dec 8-10, block it"


@pytest.mark.parametrize(("text", "summary"), [
    ("conference in Berlin dec 8-10, block it in my calendar pls", "conference in Berlin"),
    ("trade fair in Milan dec 8-10, put it in my calendar", "trade fair in Milan"),
    ("vacation in eilat from 3/1 to 9/1, please block those days in my calendar", "vacation in eilat"),
    ("כנס בברלין מ-8 עד 10 בדצמבר, תחסמי את זה ביומן", "כנס בברלין"),
    ("חופשה באילת מ3/1 עד 9/1, תחסמי את הימים ביומן", "חופשה באילת"),
])
def test_the_days_keep_their_place_in_the_name(text: str, summary: str) -> None:
    args = planned(text, "calendar", "create")
    assert args["summary"] == summary and args["allDay"], args


def test_days_off_said_inside_a_sentence_keep_the_kind_alone() -> None:
    args = planned("we're on vacation from 3/1 to 9/1, block those days in my calendar", "calendar", "create")
    assert args["summary"] == "vacation", args


# ---------------------------------------------------------------- "יש לי משהו ב-30?": the 30th of the month


@pytest.mark.parametrize(("text", "day"), [
    ("יש לי משהו ב-30?", "2026-11-30"),
    ("יש לי משהו ב30?", "2026-11-30"),
    ("מה יש לי ב-28?", "2026-11-28"),
    ("מה יש לי ביום ה-3?", "2026-12-03"),
    ("do I have anything on the 30th?", "2026-11-30"),
])
def test_a_day_number_is_that_day_of_the_month(text: str, day: str) -> None:
    args = planned(text, "calendar", "getEvents")
    assert args["timeMin"].startswith(day) and args["timeMax"] > args["timeMin"], args
    assert (args["timeMax"] > f"{day}T20:00") and args["timeMin"] <= f"{day}T08:00", args


def test_an_hour_after_b_is_still_an_hour() -> None:
    args = planned("יש לי משהו ב-17?", "calendar", "checkConflicts")
    assert args["start"] == "2026-11-22T17:00:00+02:00", args


# ---------------------------------------------------------------- "make it end at 6 instead of 5"


@pytest.mark.parametrize(("text", "summary", "end"), [
    ("the shapira meeting on wed, make it end at 6 instead of 5", "shapira meeting", "2026-11-25T18:00:00+02:00"),
    ("make the shapira meeting on wed end at 6", "shapira meeting", "2026-11-25T18:00:00+02:00"),
    ("change the end of the meeting with dana tomorrow to 6", "meeting with dana", "2026-11-23T18:00:00+02:00"),
    ("extend the workshop on monday until 5", "workshop", "2026-11-23T17:00:00+02:00"),
    ("the meeting on thursday, make it end at 16:30", "meeting", "2026-11-26T16:30:00+02:00"),
    ("הפגישה עם שפירא ביום רביעי, שתסתיים ב6 במקום ב5", "פגישה עם שפירא", "2026-11-25T18:00:00+02:00"),
    ("תאריכי את הפגישה עם דנה מחר עד 6", "פגישה עם דנה", "2026-11-23T18:00:00+02:00"),
    ("תשני את שעת הסיום של הפגישה עם דנה מחר ל-7", "פגישה עם דנה", "2026-11-23T19:00:00+02:00"),
])
def test_a_new_end_changes_the_end_only(text: str, summary: str, end: str) -> None:
    args = planned(text, "calendar", "update")
    assert args["updateFields"] == {"end": end}, args
    assert args["searchCriteria"]["summary"] == summary, args


@pytest.mark.parametrize("text", ["make the dana meeting end at 6", "the dana meeting should end at 6"])
def test_a_new_end_without_the_day_asks(text: str) -> None:
    intent = intent_of(text)
    assert intent is not None and not acted(intent), intent
    not_taken_as(text, "calendar", "create")


@pytest.mark.parametrize("text", ["extend the project deadline to friday", "the kids should end at 6"])
def test_no_event_or_no_hour_is_no_new_end(text: str) -> None:
    intent = intent_of(text)
    assert intent is None or "end" not in intent.args.get("updateFields", {}), intent


def test_moving_the_start_is_still_a_move() -> None:
    args = planned("move the shapira meeting on wednesday to 6", "calendar", "update")
    assert args["updateFields"] == {"start": "2026-11-25T18:00:00+02:00"}, args


# ---------------------------------------------------------------- "can i squeeze X in on friday at 10"


@pytest.mark.parametrize(("text", "start"), [
    ("can i squeeze a boiler repair in on friday at 10", "2026-11-27T10:00:00+02:00"),
    ("could we fit the window cleaner in tomorrow at 3", "2026-11-23T15:00:00+02:00"),
    ("אפשר לדחוס תיקון דוד ביום שישי ב10?", "2026-11-27T10:00:00+02:00"),
])
def test_squeezing_in_at_an_hour_of_a_day_checks_it(text: str, start: str) -> None:
    args = planned(text, "calendar", "checkConflicts")
    assert args["start"] == start, args


@pytest.mark.parametrize("text", ["can we fit the couch in the car?", "can i squeeze a boiler repair in on friday?",
                                  "can i squeeze the suitcase in?"])
def test_squeezing_without_a_day_and_hour_is_not_the_calendar(text: str) -> None:
    not_taken(text, "calendar", "checkConflicts")
