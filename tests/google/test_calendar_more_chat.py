"""The calendar operations past one event, from chat through the real pipeline against the local fake Google:
several events in one message, a series with an end or every other week, "am I free then?", a series' dates,
deleting by name (and everything but some), a Hebrew move to a time word, and reading one event by id.

The conversation's clock is Sunday 22 Nov 2026, 09:00 in Jerusalem.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memo.google import calendar_ops
from memo.planning.registry import ExecContext
from tests.google.calendar_seed import events, seed

pytestmark = pytest.mark.worker

JERUSALEM = ZoneInfo("Asia/Jerusalem")


def executed(out: dict) -> list[tuple[str, str, bool]]:
    return [(e["capability"], e["operation"], e["ok"]) for e in out["executed"]]


def test_two_events_in_one_message_are_booked_as_two(connected, google):
    out = connected.line("book the dentist on Monday at 10 and a haircut on Tuesday at 12")

    assert executed(out) == [("calendar", "createMultiple", True)]
    booked = sorted(events(google), key=lambda e: e["start"]["dateTime"])
    assert [(e["summary"], e["start"]["dateTime"]) for e in booked] == [
        ("dentist", "2026-11-23T10:00:00+02:00"), ("haircut", "2026-11-24T12:00:00+02:00")]
    assert out["replies"] == ["Added 2 events to your calendar:\n• dentist — Mon 23/11 10:00–11:00\n"
                              "• haircut — Tue 24/11 12:00–13:00"]


def test_two_hebrew_events_and_a_repeated_name(connected, google):
    connected.line("תקבע לי רופא שיניים ביום שני בעשר ותספורת ביום שלישי בשתיים")
    connected.line("book meetings with Avi on Wednesday at 9 and Thursday at 16")

    booked = sorted((e["summary"], e["start"]["dateTime"]) for e in events(google))
    assert booked == [("meetings with Avi", "2026-11-25T09:00:00+02:00"),
                      ("meetings with Avi", "2026-11-26T16:00:00+02:00"),
                      ("רופא שיניים", "2026-11-23T10:00:00+02:00"), ("תספורת", "2026-11-24T14:00:00+02:00")]


def test_several_events_are_made_once_when_the_step_runs_again(connected, google):
    """A re-run of the same step (its worker died after Google answered) finds the events it made."""
    args = {"operation": "createMultiple", "events": [
        {"summary": "Dentist", "start": "2026-11-23T10:00:00+02:00", "end": "2026-11-23T11:00:00+02:00"},
        {"summary": "Haircut", "start": "2026-11-24T12:00:00+02:00", "end": "2026-11-24T13:00:00+02:00"}]}
    ctx = ExecContext(connected.thread.user_id, "trace-multi", "s1", datetime(2026, 11, 22, 9, tzinfo=JERUSALEM),
                      "en", "Asia/Jerusalem")

    first, again = calendar_ops.execute(args, ctx), calendar_ops.execute(args, ctx)

    assert first.ok and again.ok and first.external_ids == again.external_ids
    assert sorted(e["summary"] for e in events(google)) == ["Dentist", "Haircut"]


def test_a_series_until_the_end_of_a_month_ends_then_and_keeps_its_name(connected, google):
    out = connected.line("book yoga every Monday at 7pm until the end of January")

    assert executed(out) == [("calendar", "createRecurring", True)]
    (series,) = events(google)
    assert series["summary"] == "yoga"
    assert series["recurrence"] == ["RRULE:FREQ=WEEKLY;BYDAY=MO;UNTIL=20270131T215959Z"]


def test_a_fortnightly_series_repeats_every_other_week(connected, google):
    out = connected.line("book club every other wednesday at 8pm, put it in my calendar")

    assert executed(out) == [("calendar", "createRecurring", True)]
    (series,) = events(google)
    assert (series["summary"], series["start"]["dateTime"]) == ("book club", "2026-11-25T20:00:00+02:00")
    assert series["recurrence"] == ["RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=WE"]
    assert "every other week" in out["replies"][0]


def test_am_i_free_answers_for_that_moment(connected, google):
    seed(google, "Dentist", "2026-11-26T15:00:00+02:00", "2026-11-26T15:30:00+02:00")
    seed(google, "Lunch (free)", "2026-11-26T15:00:00+02:00", "2026-11-26T16:00:00+02:00", transparency="transparent")

    busy = connected.line("am I free on Thursday at 3?")
    free = connected.line("am I free on Thursday at 5pm?")
    hebrew = connected.line("אני פנוי ביום חמישי בשלוש?")

    assert executed(busy) == [("calendar", "checkConflicts", True)]
    assert busy["replies"] == ["Thu 26/11 15:00–16:00 is taken in your calendar:\n• Dentist — 15:00–15:30"]
    assert free["replies"] == ["You're free Thu 26/11 17:00–18:00 — nothing in your calendar then."]
    assert "Dentist" in hebrew["replies"][0] and "יום חמישי 26/11" in hebrew["replies"][0]
    assert events(google) and len(events(google)) == 2  # a question changes nothing


def test_the_dates_of_a_series(connected, google):
    seed(google, "Yoga class", "2026-11-16T19:00:00+02:00", "2026-11-16T20:00:00+02:00",
         recurrence=["RRULE:FREQ=WEEKLY;BYDAY=MO"])
    seed(google, "Dentist", "2026-11-26T10:00:00+02:00", "2026-11-26T10:30:00+02:00")

    out = connected.line("when are my next 3 yoga classes?")
    hebrew = connected.line("מה התאריכים של ה-yoga class?")
    single = connected.line("what are the dates of the dentist?")

    assert executed(out) == [("calendar", "getRecurringInstances", True)]
    assert out["replies"] == ["The next times of \"Yoga class\":\n• Mon 23/11 19:00–20:00\n• Mon 30/11 19:00–20:00\n"
                              "• Mon 07/12 19:00–20:00"]
    assert hebrew["replies"][0].startswith("הפעמים הבאות של \"Yoga class\":")
    assert single["replies"] == ["\"dentist\" doesn't repeat; here is what I found:\n• Thu 26/11 10:00–10:30 — Dentist"]


def test_cancelling_every_event_of_a_name_asks_then_deletes_the_series_and_the_one_offs(connected, google):
    series = seed(google, "Yoga", "2026-11-16T19:00:00+02:00", "2026-11-16T20:00:00+02:00",
                  recurrence=["RRULE:FREQ=WEEKLY;BYDAY=MO"])
    extra = seed(google, "Yoga in the park", "2026-11-29T10:00:00+02:00", "2026-11-29T12:00:00+02:00")
    dentist = seed(google, "Dentist", "2026-11-26T10:00:00+02:00", "2026-11-26T10:30:00+02:00")

    asked = connected.line("cancel all my yoga classes")
    assert asked["hitl"]["kind"] == "approval" and "delete every 'yoga classes' event" in asked["replies"][-1]
    assert google.stored(series["id"])["status"] != "cancelled"

    out = connected.line("yes")

    assert executed(out) == [("calendar", "deleteBySummary", True)]
    assert google.stored(series["id"])["status"] == "cancelled"
    assert google.stored(extra["id"])["status"] == "cancelled"
    assert google.stored(dentist["id"])["status"] != "cancelled"


def test_cancelling_a_day_except_one_event_keeps_that_one(connected, google):
    dentist = seed(google, "Dentist", "2026-11-23T10:00:00+02:00", "2026-11-23T10:30:00+02:00")
    standup = seed(google, "Standup", "2026-11-23T09:00:00+02:00", "2026-11-23T09:15:00+02:00")
    review = seed(google, "Design review", "2026-11-23T14:00:00+02:00", "2026-11-23T15:00:00+02:00")

    asked = connected.line("cancel everything tomorrow except the dentist")
    assert asked["hitl"]["kind"] == "approval"
    assert "delete all your calendar events on 23/11 except 'dentist'" in asked["replies"][-1]
    connected.line("yes")

    assert google.stored(dentist["id"])["status"] != "cancelled"
    assert google.stored(standup["id"])["status"] == "cancelled"
    assert google.stored(review["id"])["status"] == "cancelled"


def test_a_hebrew_move_to_a_time_word(connected, google):
    meeting = seed(google, "פגישה עם אבי", "2026-11-23T10:00:00+02:00", "2026-11-23T11:00:00+02:00")

    out = connected.line("תזיז את הפגישה עם אבי לשלוש")

    assert executed(out) == [("calendar", "update", True)]
    assert google.stored(meeting["id"])["start"]["dateTime"].startswith("2026-11-23T15:00:00")


def test_one_event_by_id_and_one_deleted_since(connected, google):
    dentist = seed(google, "Dentist", "2026-11-26T10:00:00+02:00", "2026-11-26T10:30:00+02:00",
                   location="Clinic", attendees=[{"email": "dr@example.com", "displayName": "Dr. Levi"}])
    ctx = ExecContext(connected.thread.user_id, "trace-get", "s1", datetime(2026, 11, 22, 9, tzinfo=JERUSALEM),
                      "en", "Asia/Jerusalem")

    shown = calendar_ops.execute({"operation": "get", "eventId": dentist["id"]}, ctx)
    google.calendars["primary"][dentist["id"]]["status"] = "cancelled"
    gone = calendar_ops.execute({"operation": "get", "eventId": dentist["id"]}, ctx)

    assert shown.ok and shown.summary == "Dentist — Thu 26/11 10:00–10:30\nWhere: Clinic\nWith: Dr. Levi"
    assert not gone.ok and gone.summary == "That event isn't in your calendar any more (it was deleted)."


def test_booking_over_a_busy_time_among_several_events_asks_first(connected, google):
    seed(google, "Standup", "2026-11-23T10:00:00+02:00", "2026-11-23T10:30:00+02:00")

    asked = connected.line("book the dentist on Monday at 10 and a haircut on Tuesday at 12")

    assert asked["hitl"]["kind"] == "approval" and "Standup" in asked["replies"][-1]
    assert [e["summary"] for e in events(google)] == ["Standup"]
    connected.line("yes")
    assert sorted(e["summary"] for e in events(google)) == ["Standup", "dentist", "haircut"]
