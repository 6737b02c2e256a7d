"""Events, looks at the calendar and mail of a user who plays, studies and travels.

Shapes covered: today's weekday named with a bare 7 or 8 whose morning has passed is asked, not put tonight
(calendar_weekday_hour.py); a field or a court booked is someone else's place (calendar_bookings.py); a yes-or-no
question whether something came, with the mailbox named, searches for what came (gmail_look_there.py); the place a
Hebrew sender is from stays in the reply's search (gmail_sender_place.py); "..., block it all day" / "block the
whole days" names the calendar (calendar_words.py); a game against a side, a thesis defense and a tournament are
events; "can i squeeze X <when>?" is a look for conflicts (calendar_can_i.py); "show me next week's schedule".
"""

from __future__ import annotations

import pytest

from tests.planning.reading import local, not_acted, plan, reads_as


@pytest.mark.parametrize("text", [
    "ראשון ב8 sync עם דנה",
    "sunday at 7 meeting with rina",
    "יום ראשון ב7 פגישה עם המנהל",
    "meeting with the accountant sunday at 8",
])
def test_todays_weekday_at_a_passed_bare_hour_is_asked(text: str) -> None:
    not_acted(text)


@pytest.mark.parametrize("text, start", [
    ("today at 7 meeting with rina", "2026-11-22T19:00"),
    ("sunday 7:30 meeting with rina", "2026-11-22T19:30"),
    ("sunday at 8 dinner with the cohens", "2026-11-22T20:00"),
    ("יום ראשון ב7 בערב פגישה עם דנה", "2026-11-22T19:00"),
    ("sunday at 3 meeting with rina", "2026-11-22T15:00"),
])
def test_todays_weekday_with_the_hour_placed_keeps_it(text: str, start: str) -> None:
    intent = reads_as(text, "calendar", "create")
    assert local(str(intent.args["start"])) == start


@pytest.mark.parametrize("text", [
    "book the field for tuesday 6-8",
    "can you book the soccer field friday at 4",
    "book me the basketball court for monday 5-6",
])
def test_a_field_booked_is_asked(text: str) -> None:
    not_acted(text)


@pytest.mark.parametrize("text, summary", [
    ("book the field trip for friday at 9", "field trip"),
    ("book the field for monday 5-7 in my calendar", "field"),
])
def test_a_field_trip_or_the_calendar_named_is_an_event(text: str, summary: str) -> None:
    assert reads_as(text, "calendar", "create").args["summary"] == summary


@pytest.mark.parametrize("text, word", [
    ("הגיעה החשבונית מהחשמלאי? תבדקי במייל", "חשבונית"),
    ("התקבל האישור מהביטוח? תחפשי במייל", "אישור"),
    ("did the refund for the rome flight come in? check my email", "refund"),
    ("has the invoice from the plumber arrived? check my inbox", "invoice"),
])
def test_whether_something_came_searches_the_mail_for_it(text: str, word: str) -> None:
    intent = reads_as(text, "gmail", "search")
    assert word in intent.args["query"]
    assert "came" not in intent.args["query"] and "arrived" not in intent.args["query"]


def test_nothing_asked_about_is_no_search() -> None:
    not_acted("הגיע? תבדקי במייל")


@pytest.mark.parametrize("text, query", [
    ("תעני למייל של המאמנת ממכבי שהקבוצה מגיעה", "from:מאמנת מכבי"),
    ("תעני לרונית מהעירייה שאני מאשרת", "from:רונית"),
    ("תעני למייל של המאמן שאנחנו מאשרים", "from:מאמן"),
    ("תעני למייל של רון מהבוקר שאני מסכים", "from:רון"),
])
def test_a_senders_place_stays_in_the_reply_search(text: str, query: str) -> None:
    intent = plan(text)
    assert intent is not None and intent.capability == "gmail" and intent.args["operation"] == "reply"
    assert intent.args["query"].startswith(query)
    if "מהבוקר" in text or "המאמן ש" in text:
        assert intent.args["query"] == query


@pytest.mark.parametrize("text, start, end, word", [
    ("Im at NeurIPS in Vancouver dec 8-12, block it all day", "2026-12-08", "2026-12-13", "NeurIPS"),
    ("league finals in haifa dec 14-15, block the whole days", "2026-12-14", "2026-12-16", "league finals"),
    ("reunion in haifa dec 12-13, block them", "2026-12-12", "2026-12-14", "reunion"),
    ("family vacation 3/1 to 9/1, block those days", "2027-01-03", "2027-01-10", "vacation"),
])
def test_block_after_the_days_names_the_calendar(text: str, start: str, end: str, word: str) -> None:
    intent = reads_as(text, "calendar", "create")
    assert (intent.args["start"], intent.args["end"], intent.args.get("allDay")) == (start, end, True)
    assert word in intent.args["summary"]


@pytest.mark.parametrize("text, summary, start", [
    ("match vs Beitar friday 16:00 at Teddy", "Beitar", "2026-11-27T16:00"),
    ("game against maccabi tuesday at 5pm", "maccabi", "2026-11-24T17:00"),
    ("Noa's dissertation defense dec 3 at 14:00, hall B", "dissertation defense", "2026-12-03T14:00"),
    ("ההגנה על התזה של עמית ביום שישי ב10", "תזה", "2026-11-27T10:00"),
    ("tennis tournament wednesday at 9am", "tournament", "2026-11-25T09:00"),
])
def test_games_defenses_and_tournaments_are_events(text: str, summary: str, start: str) -> None:
    intent = reads_as(text, "calendar", "create")
    assert summary in intent.args["summary"] and local(str(intent.args["start"])) == start


def test_a_game_said_past_is_no_event() -> None:
    not_acted("game vs Hapoel was great saturday")


def test_a_defense_for_two_hours() -> None:
    intent = reads_as("Dana's thesis defense thursday dec 3 at 11, room 12, 2 hrs", "calendar", "create")
    assert (local(intent.args["start"]), local(intent.args["end"])) == ("2026-12-03T11:00", "2026-12-03T13:00")


@pytest.mark.parametrize("text, start, end", [
    ("can i squeeze a massage in wednesday 4-5?", "2026-11-25T16:00", "2026-11-25T17:00"),
    ("can i still fit a run in tuesday 7-8am?", "2026-11-24T07:00", "2026-11-24T08:00"),
    ("אפשר להשחיל פיזיו ביום חמישי 3-4?", "2026-11-26T15:00", "2026-11-26T16:00"),
])
def test_can_i_squeeze_looks_for_conflicts(text: str, start: str, end: str) -> None:
    intent = reads_as(text, "calendar", "checkConflicts")
    assert (local(intent.args["start"]), local(intent.args["end"])) == (start, end)


@pytest.mark.parametrize("text", ["can i fit this in my bag?", "can i squeeze a physio session sometime?"])
def test_fitting_with_no_time_is_no_look(text: str) -> None:
    not_acted(text)


@pytest.mark.parametrize("text, start, end", [
    ("show me next week's schedule, want to sort out the lifts", "2026-11-29T00:00", "2026-12-06T00:00"),
    ("show me tomorrow's schedule", "2026-11-23T00:00", "2026-11-24T00:00"),
    ("give me this week's calendar", "2026-11-22T00:00", "2026-11-29T00:00"),
])
def test_a_days_schedule_shown(text: str, start: str, end: str) -> None:
    intent = reads_as(text, "calendar", "getEvents")
    assert (local(intent.args["timeMin"]), local(intent.args["timeMax"])) == (start, end)
