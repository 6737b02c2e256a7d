"""A connected user keeps their Google Calendar from chat, in English and Hebrew, through the real pipeline.

Google is the local fake behind GOOGLE_API_ENDPOINT (the real googleapiclient talks to it over HTTP);
the conversation's clock is Sunday 22 Nov 2026, 09:00 in Jerusalem.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from memo.google import services as accounts
from memo.planning.models import ExecutedOperation
from tests.google.calendar_seed import events, seed

pytestmark = pytest.mark.worker

NOW = "2026-11-22T09:00"


def test_booking_an_event_puts_it_in_the_calendar_in_the_users_zone(connected, google):
    out = connected.line("book a meeting with Dana tomorrow at 3")

    assert [(e["capability"], e["operation"], e["ok"]) for e in out["executed"]] == [("calendar", "create", True)]
    (event,) = events(google)
    assert event["summary"] == "meeting with Dana"
    assert event["start"] == {"dateTime": "2026-11-23T15:00:00+02:00", "timeZone": "Asia/Jerusalem"}
    assert out["replies"] == ["Added to your calendar: meeting with Dana — Mon 23/11 15:00–16:00"]


def test_a_hebrew_booking_and_a_hebrew_look_at_the_day(connected, google):
    out = connected.line("קבע לי פגישה עם אבי ביום רביעי באחת עשרה")
    (event,) = events(google)
    assert event["summary"] == "פגישה עם אבי" and event["start"]["dateTime"] == "2026-11-25T11:00:00+02:00"
    assert out["replies"] == ["הוספתי ליומן: פגישה עם אבי — יום רביעי 25/11 11:00–12:00"]

    day = connected.line("מה יש לי ביום רביעי?")
    assert "פגישה עם אבי — 11:00–12:00" in day["replies"][0]


def test_what_do_i_have_lists_the_days_events_with_series_expanded(connected, google):
    seed(google, "Dentist", "2026-11-26T10:00:00+02:00", "2026-11-26T10:30:00+02:00")
    seed(google, "Yoga", "2026-11-19T19:00:00+02:00", "2026-11-19T20:00:00+02:00",
         recurrence=["RRULE:FREQ=WEEKLY;BYDAY=TH"])
    seed(google, "Other day", "2026-11-27T10:00:00+02:00", "2026-11-27T11:00:00+02:00")

    out = connected.line("what do I have on Thursday?")

    assert out["replies"] == ["Your calendar on Thu 26/11:\n• Dentist — 10:00–10:30\n• Yoga — 19:00–20:00"]


def test_moving_an_event_keeps_its_day_and_length(connected, google):
    dentist = seed(google, "Dentist", "2026-11-26T10:00:00+02:00", "2026-11-26T10:30:00+02:00")

    out = connected.line("push the dentist to 5pm")

    moved = google.stored(dentist["id"])
    assert moved["start"]["dateTime"].startswith("2026-11-26T17:00:00")
    assert moved["end"]["dateTime"].startswith("2026-11-26T17:30:00")
    assert out["replies"] == ["Moved: Dentist — Thu 26/11 17:00–17:30"]


def test_cancelling_an_event_asks_first_and_no_keeps_it(connected, google):
    dentist = seed(google, "Dentist", "2026-11-26T10:00:00+02:00", "2026-11-26T10:30:00+02:00")

    asked = connected.line("cancel my dentist appointment")
    assert asked["hitl"]["kind"] == "approval" and events(google)

    kept = connected.line("no")
    assert kept["executed"] == [] and google.stored(dentist["id"])["status"] != "cancelled"


def test_cancelling_an_event_after_yes_deletes_it_once(connected, google):
    dentist = seed(google, "Dentist", "2026-11-26T10:00:00+02:00", "2026-11-26T10:30:00+02:00")
    connected.line("cancel my dentist appointment")

    out = connected.line("yes")

    assert google.stored(dentist["id"])["status"] == "cancelled"
    assert out["replies"] == ["Deleted from your calendar: Dentist — Thu 26/11 10:00–10:30"]
    deletes = [r for r in google.calendar_requests if r.method == "DELETE"]
    assert len(deletes) == 1


def test_two_events_that_match_become_a_which_one_question(connected, google):
    first = seed(google, "Dentist", "2026-11-26T10:00:00+02:00", "2026-11-26T10:30:00+02:00")
    second = seed(google, "Dentist check-up", "2026-12-03T10:00:00+02:00", "2026-12-03T10:30:00+02:00")

    asked = connected.line("push the dentist to 5pm")
    assert asked["hitl"]["kind"] == "disambiguation" and len(asked["hitl"]["options"]) == 2

    connected.line("2")
    assert google.stored(second["id"])["start"]["dateTime"].startswith("2026-12-03T17:00:00")
    assert google.stored(first["id"])["start"]["dateTime"].startswith("2026-11-26T10:00:00")


def test_a_booking_that_overlaps_another_event_asks_before_booking(connected, google):
    seed(google, "Dentist", "2026-11-23T15:30:00+02:00", "2026-11-23T16:30:00+02:00")

    asked = connected.line("book a call with Avi tomorrow at 3")

    assert asked["hitl"]["kind"] == "approval" and "overlaps Dentist" in asked["replies"][-1]
    assert len(events(google)) == 1
    connected.line("yes")
    assert sorted(e["summary"] for e in events(google)) == ["Dentist", "call with Avi"]


def test_a_retried_create_finds_the_event_it_already_made(connected, google):
    """A worker that died after Google made the event but before the ledger recorded it: the step runs
    again with the same id, Google answers 409, and there is still exactly one event."""
    from memo.google import calendar_ops
    from memo.planning import ledger
    from memo.planning.registry import ExecContext

    ctx = ExecContext(user_id=connected.thread.user_id, trace_id="trace-retry", step_id="s1",
                      now=datetime(2026, 11, 22, 7, tzinfo=UTC), language="en", timezone="Asia/Jerusalem")
    args = {"operation": "create", "summary": "Lunch", "start": "2026-11-24T13:00:00+02:00",
            "end": "2026-11-24T14:00:00+02:00"}
    first = ledger.execute_once(ctx, "calendar", "create", lambda: calendar_ops.execute(args, ctx), rerunnable=True)
    # The crash: the ledger row stays claimed but never completed.
    ExecutedOperation.objects.filter(operation_id="trace-retry:s1").update(completed_at=None, ok=None)

    again = ledger.execute_once(ctx, "calendar", "create", lambda: calendar_ops.execute(args, ctx), rerunnable=True)

    assert first["ok"] and again["ok"] and again["externalIds"] == first["externalIds"]
    assert [e["summary"] for e in events(google)] == ["Lunch"]


def test_an_event_the_user_deleted_is_not_made_again_on_a_retry(connected, google):
    from memo.google import calendar_ops
    from memo.planning.registry import ExecContext

    ctx = ExecContext(user_id=connected.thread.user_id, trace_id="trace-gone", step_id="s1",
                      now=datetime(2026, 11, 22, 7, tzinfo=UTC), language="en", timezone="Asia/Jerusalem")
    args = {"operation": "create", "summary": "Lunch", "start": "2026-11-24T13:00:00+02:00"}
    made = calendar_ops.execute(args, ctx)
    google.calendars["primary"][made.data["eventId"]]["status"] = "cancelled"  # the user deleted it

    calendar_ops.execute(args, ctx)

    assert events(google) == []


def test_google_answering_429_then_ok_books_one_event(connected, google):
    google.fail_next(429, times=1, path="/calendar/v3/calendars/primary/events")

    out = connected.line("book lunch with Avi on Tuesday at 13:00")

    assert [(e["operation"], e["ok"]) for e in out["executed"]] == [("create", True)]
    assert [e["summary"] for e in events(google)] == ["lunch with Avi"]


def test_a_revoked_grant_asks_the_user_to_connect_again(chat, google):
    talk = chat(phone="+972501119911", now=NOW)
    accounts.store_authorized_user(talk.thread.user_id, google.user_info(expired=True))
    google.invalid_grant = True

    out = talk.line("what do I have tomorrow?")

    (answer,) = [r for r in out["replies"] if r.startswith("I lost access to your Google Calendar")]
    assert "/google/connect/" in answer
    from memo.google.models import GoogleAccount

    assert GoogleAccount.objects.get(user_id=talk.thread.user_id).status == "broken"


def test_connect_my_calendar_answers_with_a_link_on_memos_host(chat, google):
    talk = chat(phone="+972501119922", now=NOW)

    out = talk.line("connect my calendar")

    assert out["replies"][0].startswith("Open this link to connect your Google Calendar")
    assert "https://memo.example.com/google/connect/" in out["replies"][0]


def test_a_calendar_request_before_connecting_offers_the_link(chat, google):
    talk = chat(phone="+972501119933", now=NOW)

    out = talk.line("book a meeting with Dana tomorrow at 3")

    assert "https://memo.example.com/google/connect/" in out["replies"][0] and events(google) == []


def test_disconnect_google_revokes_access(connected, google):
    out = connected.line("disconnect google")

    assert out["replies"] == ["Done — I've disconnected your Google account and deleted my access to it."]
    assert google.revoked
    assert accounts.capabilities_for(connected.thread.user_id) == {"calendar": False, "gmail": False}


def test_what_do_i_have_tomorrow_shows_the_events_and_the_days_tasks(connected, google):
    seed(google, "Dentist", "2026-11-23T10:00:00+02:00", "2026-11-23T10:30:00+02:00")
    connected.line("remind me tomorrow at 18:00 to call mom")

    out = connected.line("what do I have tomorrow?")

    assert out["replies"][0].startswith("Your calendar on Mon 23/11:\n• Dentist — 10:00–10:30")
    assert "call mom" in out["replies"][0]
    assert sorted(e["capability"] for e in out["executed"]) == ["calendar", "database"]


def test_the_morning_brief_lists_the_days_events(connected, google):
    seed(google, "Dentist", "2026-11-23T10:00:00+02:00", "2026-11-23T10:30:00+02:00")
    connected.line("send the morning brief at 7")
    connected.line("@advance 22h")  # Monday 07:00 in Jerusalem

    out = connected.line("@tick")

    (brief,) = [text for text in out["proactive"] if "Good morning" in text]
    assert "*Calendar*\n• Dentist — 10:00–10:30" in brief
    calls = len(google.calendar_requests)
    again = connected.line("@tick")  # the same hour: nothing more is sent, Google is not asked again
    assert again["proactive"] == [] and len(google.calendar_requests) == calls


def test_the_morning_brief_says_when_the_calendar_was_disconnected(connected, google):
    from memo.google.models import GoogleAccount

    connected.line("remind me tomorrow at 18:00 to call mom")
    connected.line("send the morning brief at 7")
    GoogleAccount.objects.filter(user_id=connected.thread.user_id).update(status="broken")
    connected.line("@advance 22h")

    out = connected.line("@tick")

    (brief,) = [text for text in out["proactive"] if "Good morning" in text]
    assert "call mom" in brief and "Google Calendar is disconnected" in brief


def test_stopping_a_weekly_series_from_next_month_keeps_its_past(connected, google):
    yoga = seed(google, "Yoga", "2026-11-16T19:00:00+02:00", "2026-11-16T20:00:00+02:00",
                recurrence=["RRULE:FREQ=WEEKLY;BYDAY=MO"])

    asked = connected.line("stop the Monday yoga from next month")
    assert asked["hitl"]["kind"] == "approval" and "stop the series 'yoga' from 01/12" in asked["replies"][-1]
    out = connected.line("yes")

    # The last Monday kept is 30 Nov; RRULE's UNTIL is one second before 1 Dec 00:00 in Jerusalem, in UTC.
    assert google.stored(yoga["id"])["recurrence"] == ["RRULE:FREQ=WEEKLY;BYDAY=MO;UNTIL=20261130T215959Z"]
    assert out["replies"] == ["Done — \"Yoga\" stops from Tue 01/12: its last time is before then."]


def test_stopping_a_series_before_it_started_deletes_it_in_hebrew(connected, google):
    standup = seed(google, "סטנדאפ", "2026-12-07T09:00:00+02:00", "2026-12-07T09:15:00+02:00",
                   recurrence=["RRULE:FREQ=WEEKLY;BYDAY=MO"])
    connected.line("תפסיק את הסטנדאפ השבועי מהחודש הבא")

    out = connected.line("כן")

    assert google.stored(standup["id"])["status"] == "cancelled"
    assert out["replies"] == ["בוצע — כל הסדרה \"סטנדאפ\" נמחקה (היא לא התחילה לפני יום שלישי 01/12)."]


def test_google_down_is_said_plainly_and_nothing_is_booked(connected, google):
    google.fail_next(503, times=10, path="/calendar/")

    out = connected.line("book a meeting with Dana tomorrow at 3")

    assert out["replies"] == ["Google Calendar didn't answer, so nothing was changed. Please try again in a minute."]
    assert events(google) == []


def test_when_is_my_next_event_lists_only_that_event(connected, google):
    seed(google, "Yoga", "2026-11-19T19:00:00+02:00", "2026-11-19T20:00:00+02:00",
         recurrence=["RRULE:FREQ=WEEKLY;BYDAY=TH"])
    seed(google, "Dentist", "2026-11-24T10:00:00+02:00", "2026-11-24T10:30:00+02:00")
    connected.line("remind me tomorrow at 18:00 to call mom")

    out = connected.line("when is my dentist appointment?")

    assert out["replies"] == ['"dentist appointment" in your calendar Sun 22/11 – Tue 22/12:\n'
                              "• Dentist — Tue 24/11 10:00–10:30"]
    missing = connected.line("מתי הפגישה עם אבי?")
    assert missing["replies"][0].startswith('לא מצאתי "פגישה עם אבי" ביומן שלך')
