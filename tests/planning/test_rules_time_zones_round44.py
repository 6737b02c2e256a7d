"""Hours said on another place's clock (rules/zone_times.py), turned into the user's (Asia/Jerusalem).

Shapes covered: "<hour> <place> time" / "EST" after the hour, "לפי שעון <מקום>" before or after it, "when it's
<hour> in <place>" and "כשב<מקום> <hour>" said first; a range on that clock; a weekly event whose hour crosses
midnight (its days move too); several hours where only the one beside the zone turns ("departs 06:10, lands 09:35
London time"); "local time" / "their time" with the place named, asked without it or with two. Near misses keep
their reading: a zone named with no hour beside it, "Israel time", the place's name in the errand.
"""

from __future__ import annotations

import pytest

from tests.planning.reading import local, not_acted, plan, reads_as


@pytest.mark.parametrize("text, due", [
    ("remind me thursday at 10am New York time to call the lawyer", "2026-11-26T17:00"),
    ("remind me tomorrow at 8pm NY time to text Dan", "2026-11-24T03:00"),  # past midnight here: the next day
    ("remind me at 4pm EST tomorrow to pay the supplier", "2026-11-23T23:00"),
    ("remind me on friday at 2pm India time to call Ravi", "2026-11-27T10:30"),
    ("תזכירי לי ביום רביעי ב-10 בבוקר לפי שעון לונדון לשלם לרואה החשבון", "2026-11-25T12:00"),
    ("תזכיר לי מחרתיים בשעה 5 לפי שעון ברלין להזמין מונית", "2026-11-24T18:00"),
    ("תזכירי לי ביום שלישי כשבניו יורק 8 בבוקר להתקשר לבנק", "2026-11-24T15:00"),
    ("when it's 9am in London on friday remind me to email the broker", "2026-11-27T11:00"),
])
def test_reminder_at_an_hour_on_another_clock(text: str, due: str) -> None:
    intent = reads_as(text, "database", "create")
    assert local(intent.args["dueDate"]) == due, (text, intent.args)
    assert not any(word in intent.args["text"].lower() for word in ("time", "שעון", "כשב")), intent.args


def test_reminder_lead_counts_from_the_turned_hour() -> None:
    intent = reads_as("ביום חמישי בשעה 4 לפי שעון ניו יורק יש לי הגשה, תזכירי לי שעה לפני", "database", "create")
    assert local(intent.args["dueDate"]) == "2026-11-26T23:00"
    assert intent.args.get("reminder") == "60 minutes"


@pytest.mark.parametrize("text, start, end", [
    ("add to calendar: dinner with the Berlin office on friday at 7pm Berlin time", "2026-11-27T20:00",
     "2026-11-27T21:00"),
    ("פגישה עם המשקיעים ביום חמישי בשעה 8 בערב לפי שעון לוס אנג'לס, תכניסי ליומן", "2026-11-27T06:00",
     "2026-11-27T07:00"),
    ("block 3 hours wednesday for the board meeting, 9am NY time", "2026-11-25T16:00", "2026-11-25T19:00"),
    ("שיחה עם הספקים במומבאי ביום שלישי ב-3 אחה\"צ לפי שעון הודו, שעה, תכניס ליומן", "2026-11-24T11:30",
     "2026-11-24T12:30"),
])
def test_event_at_an_hour_on_another_clock(text: str, start: str, end: str) -> None:
    intent = reads_as(text, "calendar", "create")
    assert (local(intent.args["start"]), local(intent.args["end"])) == (start, end), (text, intent.args)
    assert any(str(note).startswith("time_zone:") for note in intent.notes)


def test_only_the_hour_beside_the_zone_turns() -> None:
    intent = reads_as("add to my calendar: flight to London friday, departs 07:00, lands 10:20 London time",
                      "calendar", "create")
    assert (local(intent.args["start"]), local(intent.args["end"])) == ("2026-11-27T07:00", "2026-11-27T12:20")


@pytest.mark.parametrize("text, end", [
    ("טיסה לברלין ביום שישי ממריאה 06:30 נוחתת 09:40 שעון מקומי, תכניסי ליומן", "2026-11-27T10:40"),
    ("flight to NY on friday 12:30 takeoff, lands 17:45 local time, add to calendar", "2026-11-28T00:45"),
])
def test_local_time_is_the_named_places(text: str, end: str) -> None:
    intent = reads_as(text, "calendar", "create")
    assert local(intent.args["end"]) == end, intent.args


@pytest.mark.parametrize("text", [
    "טיסה ביום שישי ממריאה 07:45 נוחתת 10:50 שעון מקומי, תכניס ליומן",  # no place: whose clock?
    "טיסה לפריז ולונדון ביום שישי ממריאה 07:45 נוחתת 10:50 שעון מקומי, תכניס ליומן",  # two places
    "call with the team at 5 their time tomorrow, add to calendar",
    "move the investor call to 8pm NY time",  # lands on another day the move does not say
])
def test_an_hour_that_cannot_be_turned_surely_is_asked(text: str) -> None:
    not_acted(text)


def test_weekly_event_past_midnight_moves_its_days() -> None:
    intent = reads_as("every tuesday and friday at 7pm NY time sync with the US team, add to calendar",
                      "calendar", "createRecurring")
    assert local(intent.args["start"]).endswith("T02:00")
    assert intent.args["days"] == ["Wednesday", "Saturday"]


def test_weekly_event_on_another_clock() -> None:
    intent = reads_as("every tuesday and wednesday 10:30am India time call with the Pune team, put it in the calendar",
                      "calendar", "createRecurring")
    assert local(intent.args["start"]).endswith("T07:00")
    assert intent.args["days"] == ["Tuesday", "Wednesday"]


def test_range_on_another_clock() -> None:
    intent = reads_as("am I free on thursday between 2 and 4pm London time?", "calendar", "checkConflicts")
    assert (local(intent.args["timeMin"]), local(intent.args["timeMax"])) == ("2026-11-26T16:00", "2026-11-26T18:00")


def test_daily_reminder_on_another_clock() -> None:
    intent = reads_as("every day at 8am London time remind me to check the exchange rate", "database", "create")
    assert intent.args["reminderRecurrence"]["time"] == "10:00"


@pytest.mark.parametrize("text, due", [
    ("remind me tomorrow at 9 to ask about London time zones", "2026-11-23T09:00"),
    ("remind me at 5 to read the NY times", "2026-11-22T17:00"),
])
def test_zone_words_with_no_hour_beside_them_are_left(text: str, due: str) -> None:
    intent = reads_as(text, "database", "create")
    assert local(intent.args["dueDate"]) == due


def test_israel_time_is_ours() -> None:
    intent = plan("meeting with Dana at 5pm Israel time tomorrow")
    assert intent is not None and local(intent.args["start"]) == "2026-11-23T17:00"


def test_of_several_events_only_the_one_on_another_clock_turns() -> None:
    intent = plan("add to calendar: saturday 10:00 yoga, and 5pm London time call with the London office")
    assert intent is not None and intent.args.get("operation") == "createMultiple"
    starts = [local(event["start"]) for event in intent.args["events"]]
    assert starts == ["2026-11-28T10:00", "2026-11-28T19:00"], intent.args


def test_moving_to_an_hour_on_another_clock() -> None:
    intent = reads_as("move the vendor call to 3pm Berlin time", "calendar", "update")
    assert intent.args["updateFields"]["startTime"] == "16:00"


@pytest.mark.parametrize(("text", "words", "due"), [
    ("תזכירי לי ב-8 בערב שעון ישראל להתקשר לאמא", "להתקשר לאמא", "2026-11-22T20:00"),
    ("remind me at 9pm israel time to call mom", "call mom", "2026-11-22T21:00"),
])
def test_israel_time_is_taken_out_of_the_errand(text: str, words: str, due: str) -> None:
    intent = reads_as(text, "database", "create")
    assert intent.args["text"] == words and local(intent.args["dueDate"]) == due
