"""Event bodies and labels: what Google receives for each kind of event, and how events read to the user."""

from __future__ import annotations

from zoneinfo import ZoneInfo

from memo.google import events as ev

TZ = "Asia/Jerusalem"


def test_a_timed_event_carries_the_users_zone_and_an_hour_by_default():
    body = ev.new_event({"summary": "Meeting with Dana", "start": "2026-11-25T10:00:00+02:00"}, TZ)
    assert body["start"] == {"dateTime": "2026-11-25T10:00:00+02:00", "timeZone": TZ}
    assert body["end"] == {"dateTime": "2026-11-25T11:00:00+02:00", "timeZone": TZ}


def test_an_all_day_event_has_dates_with_an_exclusive_end():
    body = ev.new_event({"summary": "Vacation", "allDay": True, "start": "2026-12-01", "end": "2026-12-04"}, TZ)
    assert (body["start"], body["end"]) == ({"date": "2026-12-01"}, {"date": "2026-12-04"})
    one_day = ev.new_event({"summary": "Holiday", "allDay": True, "start": "2026-12-01"}, TZ)
    assert one_day["end"] == {"date": "2026-12-02"}


def test_a_weekly_series_has_its_days_and_ends_with_the_last_day_in_utc():
    body = ev.new_event({"summary": "Yoga", "start": "2026-11-23T19:00:00+02:00", "end": "2026-11-23T20:00:00+02:00",
                         "recurrence": "weekly", "days": ["Monday", "Wednesday"], "until": "2027-01-31"}, TZ)
    # 31 Jan 23:59:59 in Jerusalem (UTC+2) is 21:59:59 UTC.
    assert body["recurrence"] == ["RRULE:FREQ=WEEKLY;BYDAY=MO,WE;UNTIL=20270131T215959Z"]


def test_a_monthly_series_on_a_day_of_the_month():
    body = ev.new_event({"summary": "Rent", "start": "2026-12-10T09:00:00+02:00", "recurrence": "monthly",
                         "days": ["10"]}, TZ)
    assert body["recurrence"] == ["RRULE:FREQ=MONTHLY;BYMONTHDAY=10"]


def test_a_series_every_few_weeks_or_days_has_an_interval_and_says_so():
    fortnightly = {"summary": "Mentor", "start": "2026-11-26T16:00:00+02:00", "recurrence": "weekly",
                   "days": ["Thursday"], "interval": 2}
    assert ev.new_event(fortnightly, TZ)["recurrence"] == ["RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=TH"]
    assert ev.rule_label(fortnightly, "en") == "every other week"
    assert ev.rule_label(fortnightly, "he") == "כל שבועיים"
    every_three_days = {"summary": "Plants", "start": "2026-11-23T08:00:00+02:00", "recurrence": "daily", "interval": 3}
    assert ev.new_event(every_three_days, TZ)["recurrence"] == ["RRULE:FREQ=DAILY;INTERVAL=3"]
    assert ev.rule_label(every_three_days, "en") == "every 3 days"
    weekly = {"summary": "Yoga", "start": "2026-11-23T19:00:00+02:00", "recurrence": "weekly", "interval": "1"}
    assert ev.new_event(weekly, TZ)["recurrence"] == ["RRULE:FREQ=WEEKLY"]
    assert ev.rule_label(weekly, "en") == "every week"


def test_guests_place_and_reminder_are_sent():
    body = ev.new_event({"summary": "Review", "start": "2026-11-25T10:00:00+02:00", "attendees": ["avi@example.com"],
                         "location": "Office", "reminderMinutesBefore": 30}, TZ)
    assert body["attendees"] == [{"email": "avi@example.com"}] and body["location"] == "Office"
    assert body["reminders"] == {"useDefault": False, "overrides": [{"method": "popup", "minutes": 30}]}


EVENT = {"id": "e1", "summary": "Dentist", "start": {"dateTime": "2026-11-25T08:00:00Z"},
         "end": {"dateTime": "2026-11-25T08:30:00Z"}}


def test_a_new_time_keeps_the_day_and_the_length():
    patch = ev.patch_for(EVENT, {"startTime": "17:00"}, TZ)
    assert patch == {"start": {"dateTime": "2026-11-25T17:00:00+02:00", "timeZone": TZ},
                     "end": {"dateTime": "2026-11-25T17:30:00+02:00", "timeZone": TZ}}


def test_a_new_day_keeps_the_time_and_a_shift_moves_both_ends():
    assert ev.patch_for(EVENT, {"startDate": "2026-11-26"}, TZ)["start"]["dateTime"] == "2026-11-26T10:00:00+02:00"
    shifted = ev.patch_for(EVENT, {"shiftMinutes": 60}, TZ)
    assert shifted["start"]["dateTime"] == "2026-11-25T11:00:00+02:00"
    assert shifted["end"]["dateTime"] == "2026-11-25T11:30:00+02:00"


def test_an_all_day_event_moved_to_another_day_stays_all_day():
    event = {"id": "e2", "summary": "Trip", "start": {"date": "2026-11-25"}, "end": {"date": "2026-11-27"}}
    assert ev.patch_for(event, {"startDate": "2026-12-01"}, TZ) == {"start": {"date": "2026-12-01"},
                                                                   "end": {"date": "2026-12-03"}}


def test_an_event_reads_in_the_users_zone_and_language():
    tz = ZoneInfo(TZ)
    assert ev.label(EVENT, tz, "en") == "Dentist — Wed 25/11 10:00–10:30"
    assert ev.label(EVENT, tz, "he") == "Dentist — יום רביעי 25/11 10:00–10:30"


def test_free_cancelled_and_declined_events_do_not_take_the_time():
    assert ev.busy(EVENT)
    assert not ev.busy({**EVENT, "transparency": "transparent"})
    assert not ev.busy({**EVENT, "status": "cancelled"})
    assert not ev.busy({**EVENT, "attendees": [{"email": "me@x.com", "self": True, "responseStatus": "declined"}]})


def test_someone_elses_meeting_is_recognised():
    assert ev.others_meeting({**EVENT, "organizer": {"email": "boss@x.com"}})
    assert not ev.others_meeting({**EVENT, "organizer": {"email": "me@x.com", "self": True}})


def test_a_series_cut_ends_just_before_the_cut_and_drops_its_count():
    from datetime import datetime

    cut = datetime(2026, 12, 1, tzinfo=ZoneInfo(TZ))
    assert ev.ending_before(["RRULE:FREQ=WEEKLY;BYDAY=MO;COUNT=20", "EXDATE:20261123T170000Z"], cut, False) == [
        "RRULE:FREQ=WEEKLY;BYDAY=MO;UNTIL=20261130T215959Z", "EXDATE:20261123T170000Z"]
    assert ev.ending_before(["RRULE:FREQ=DAILY;UNTIL=20270101"], cut, True) == ["RRULE:FREQ=DAILY;UNTIL=20261130"]
