"""Calendar and Gmail requests in world English and in Hebrew written as a second language: "prepone", "can we
move ...", a move of the day with "same time" after it, "pop it in the diary", a question said without its
auxiliary ("how look my schedule", "i have any mail from ...?")."""

from __future__ import annotations

import pytest

from tests.planning.reading import intent_of, not_taken_as, planned

# ---------------------------------------------------------------- "prepone" and "can we" before a move


@pytest.mark.parametrize(("text", "fields"), [
    ("can we prepone the standup to 9:30", {"startTime": "09:30"}),
    ("please prepone the dentist by an hour", {"shiftMinutes": -60}),
    ("could we prepone friday's review to thursday", {"startDate": "2026-11-26"}),
    ("can we move the team sync to 11", {"startTime": "11:00"}),
])
def test_prepone_and_can_we_move_an_event(text: str, fields: dict[str, object]) -> None:
    args = planned(text, "calendar", "update")
    assert args["updateFields"] == fields, args


def test_prepone_with_a_new_hour_on_the_events_day() -> None:
    args = planned("can we prepone monday's 5pm client meeting to 3", "calendar", "update")
    assert args["updateFields"]["start"].startswith("2026-11-23T15:00"), args


@pytest.mark.parametrize("text", ["can we talk tomorrow at 3", "can we prepone", "can we meet at 3?"])
def test_can_we_alone_moves_nothing(text: str) -> None:
    not_taken_as(text, "calendar", "update")


# ---------------------------------------------------------------- a move of the day, "same time" after it


@pytest.mark.parametrize(("text", "day"), [
    ("move the meeting with the lawyer from thursday to friday, same time", "2026-11-27"),
    ("push the dentist to monday, same time please", "2026-11-23"),
    ("reschedule the parent teacher meeting to wednesday at the same time", "2026-11-25"),
    ("תזיז את הפגישה עם דנה מחמישי לשישי, אותה שעה", "2026-11-27"),
    ("תעבירי את החוג של נועה לרביעי באותה שעה", "2026-11-25"),
    ("את האסיפה בבית הספר תזיז לשני, אותו שעה", "2026-11-23"),
])
def test_same_time_after_a_move_of_the_day_keeps_the_hour(text: str, day: str) -> None:
    args = planned(text, "calendar", "update")
    assert args["updateFields"] == {"startDate": day}, args


@pytest.mark.parametrize("text", ["move the meeting, same time", "תזיז את הפגישה, אותה שעה"])
def test_same_time_with_no_new_day_is_no_move(text: str) -> None:
    intent = intent_of(text)
    assert intent is None or intent.action != "update" or intent.missing or intent.confidence < 0.7, intent


# ---------------------------------------------------------------- "pop / stick it in the diary"


@pytest.mark.parametrize(("text", "summary", "start"), [
    ("stick the plumber in my calendar for monday at 10", "plumber", "2026-11-23T10:00"),
    ("throw a haircut in the diary for wednesday 4pm", "haircut", "2026-11-25T16:00"),
    ("pop lunch with mum in the diary friday at 1", "lunch with mum", "2026-11-27T13:00"),
])
def test_a_casual_put_with_the_calendar_named_makes_an_event(text: str, summary: str, start: str) -> None:
    args = planned(text, "calendar", "create")
    assert args["summary"] == summary and args["start"].startswith(start), args


@pytest.mark.parametrize("text", ["pop the kettle on at 3", "stick a note on the fridge tomorrow at 5"])
def test_a_casual_put_without_the_calendar_is_no_event(text: str) -> None:
    not_taken_as(text, "calendar", "create")


# ---------------------------------------------------------------- "3 and half": the hour and its fraction


@pytest.mark.parametrize(("text", "summary", "start"), [
    ("book the vet friday at 4 and a quarter", "vet", "2026-11-27T16:15"),
    ("schedule meeting with dana monday 10 and a half", "meeting with dana", "2026-11-23T10:30"),
    ("add to my calendar physio on tuesday 5 and half afternoon", "physio", "2026-11-24T17:30"),
])
def test_an_hour_and_a_half_said_as_a_clock_time(text: str, summary: str, start: str) -> None:
    args = planned(text, "calendar", "create")
    assert args["summary"] == summary and args["start"].startswith(start), args


def test_and_a_half_hours_is_a_length_not_a_clock() -> None:
    args = planned("book a call thursday at 3 for 2 and a half hours", "calendar", "create")
    assert args["start"].startswith("2026-11-26T15:00") and args["end"].startswith("2026-11-26T17:30"), args


# ---------------------------------------------------------------- a question without its auxiliary


@pytest.mark.parametrize(("text", "day"), [
    ("how look my schedule for tuesday", "2026-11-24T00:00"),
    ("how looks my calendar tomorrow", "2026-11-23T00:00"),
])
def test_how_look_my_schedule_asks_for_the_day(text: str, day: str) -> None:
    args = planned(text, "calendar", "getEvents")
    assert args["timeMin"].startswith(day), args


@pytest.mark.parametrize("text", ["i got any emails from the school today?", "i have some mail from the dentist?"])
def test_i_have_mail_with_a_question_mark_searches_the_mailbox(text: str) -> None:
    args = planned(text, "gmail", "search")
    assert "from:" in args["query"], args


@pytest.mark.parametrize("text", ["how look my hair", "i have an email from the bank this week",
                                  "i have some mail to send to the bank?"])
def test_no_question_or_another_sense_is_no_query(text: str) -> None:
    not_taken_as(text, "calendar", "getEvents")
    not_taken_as(text, "gmail", "search")


# ---------------------------------------------------------------- "what've i got on", "אני בכנס"


@pytest.mark.parametrize(("text", "day"), [
    ("what've i got on tomorrow", "2026-11-23T00:00"),
    ("whatve i got on friday", "2026-11-27T00:00"),
])
def test_whatve_i_got_asks_for_the_day(text: str, day: str) -> None:
    args = planned(text, "calendar", "getEvents")
    assert args["timeMin"].startswith(day), args


def test_whatve_i_got_to_do_is_no_calendar_question() -> None:
    not_taken_as("what've i got to do today", "calendar", "getEvents")


@pytest.mark.parametrize(("text", "summary", "start"), [
    ("ביום רביעי כל היום אני בכנס בחיפה, תרשום ביומן", "כנס בחיפה", "2026-11-25"),
    ("ביום שלישי בשש אני בחתונה של דני, תרשום ביומן", "חתונה של דני", "2026-11-24T18:00"),
])
def test_where_the_user_will_be_is_an_event(text: str, summary: str, start: str) -> None:
    args = planned(text, "calendar", "create")
    assert args["summary"] == summary and args["start"].startswith(start), args


@pytest.mark.parametrize("text", ["אני בבית ביום חמישי, תשים ביומן", "אני בפגישה עכשיו"])
def test_being_somewhere_that_is_no_event_is_not_taken(text: str) -> None:
    not_taken_as(text, "calendar", "create")
