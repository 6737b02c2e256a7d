"""Calendar and Gmail requests as dictated or written by formal writers: a draft asked for after the email's text
("... don't send it yet, just a draft")."""

from __future__ import annotations

import pytest

from tests.planning.reading import acted, intent_of, local, plan, planned

# ---------------------------------------------------------------- "just a draft" after the email's text


@pytest.mark.parametrize(("text", "body"), [
    ("write an email to dan@x.com saying the invoice is attached don't send it yet just a draft", "invoice"),
    ("email dana@x.com that the report is ready, just a draft", "report is ready"),
    ("send dana@x.com an email that the contract is signed. only a draft please", "contract is signed"),
    ("email bob@x.com that the meeting moved, as a draft for now", "meeting moved"),
    ("תכתבי מייל ל-dana@x.com שאני מאחרת, רק טיוטה", "אני מאחרת"),
    ("תשלח מייל ל-bob@x.com שהחוזה מוכן - כטיוטה בינתיים", "החוזה מוכן"),
    ("תשלחי מייל ל-bob@x.com שהחוזה מוכן אל תשלחי עדיין רק טיוטה", "החוזה מוכן"),
])
def test_just_a_draft_after_the_text_writes_a_draft(text: str, body: str) -> None:
    args = planned(text, "gmail", "compose")
    assert body in args["body"] and "draft" not in args["body"] and "טיוטה" not in args["body"], args


@pytest.mark.parametrize(("text", "body"), [
    ("email dana@x.com saying here is just a draft", "just a draft"),
    ("תשלחי מייל ל-dana@x.com שזו רק טיוטה", "רק טיוטה"),
    ("email dana@x.com that I sent a draft", "sent a draft"),
])
def test_a_draft_in_the_emails_own_words_is_sent(text: str, body: str) -> None:
    args = planned(text, "gmail", "send")
    assert body in args["body"], args


# ---------------------------------------------------------------- a numeric date a few days past: asked


@pytest.mark.parametrize("text", [
    "add a meeting with the supplier on 20/11 at 10",
    "put the dentist in my calendar on 21.11 at 10:00",
    "תכניסי ליומן פגישה עם רואה החשבון ב-15/11 בשעה 9",
    "קבעי לי תור לרופא ב-1.11 ב-8 בבוקר",
])
def test_a_numeric_date_just_passed_is_asked(text: str) -> None:
    intent = intent_of(text)
    assert intent is not None and intent.capability == "calendar", (text, intent)
    assert "start" in intent.missing and not acted(intent), (text, intent)


@pytest.mark.parametrize(("text", "start"), [
    ("put my sisters wedding on 15/1 in the calendar all day", "2027-01-15"),
    ("add a meeting with the supplier on 12/11/27 at 10", "2027-11-12T10:00"),
    ("קבעי פגישה עם רואה החשבון ב-3.12 בשעה 9", "2026-12-03T09:00"),
    ("add the dentist on 24/11 at 10", "2026-11-24T10:00"),
])
def test_a_numeric_date_ahead_or_with_its_year_is_kept(text: str, start: str) -> None:
    args = planned(text, "calendar", "create")
    assert args["start"].startswith(start), args


# ---------------------------------------------------------------- "am I free ... at <a moment not read>": asked


def test_half_three_is_half_past_three() -> None:
    intent = intent_of("am I free thursday at half three")
    assert intent is not None and intent.action == "checkConflicts" and acted(intent), intent
    assert local(intent.args["start"]) == "2026-11-26T15:30", intent.args


@pytest.mark.parametrize("text", [
    "am I free friday at sunset",
    "האם אני פנויה ביום חמישי בסביבות הצהריים המאוחרים",
])
def test_a_free_question_with_an_unread_moment_is_asked(text: str) -> None:
    intent = intent_of(text)
    assert intent is not None and intent.capability == "calendar", (text, intent)
    assert intent.action != "getEvents" and not acted(intent), (text, intent)


@pytest.mark.parametrize(("text", "operation"), [
    ("am I free thursday", "getEvents"),
    ("are we free on saturday at the beach", "getEvents"),
    ("האם אני פנויה ביום חמישי?", "getEvents"),
    ("am I free thursday at three", "checkConflicts"),
    ("האם אני פנויה ב-1.12 בשעה 10:00?", "checkConflicts"),
])
def test_a_free_question_with_a_day_or_a_read_moment_is_answered(text: str, operation: str) -> None:
    planned(text, "calendar", operation)


# ---------------------------------------------------------------- several events: "that same day" is the day before


@pytest.mark.parametrize(("text", "days", "summaries"), [
    ("add dentist on 1/12 at 10 and that same day at 4 pm the parents meeting",
     ["2026-12-01", "2026-12-01"], ["dentist", "parents meeting"]),
    ("put in my calendar: on friday at 9 haircut for Dana, and on the same day at 13:00 color for Rina",
     ["2026-11-27", "2026-11-27"], ["haircut for Dana", "color for Rina"]),
    ("תקבעי ביומן ב-3/12 בשעה 9 פגישה עם הבנק ובאותו יום בשעה 14:00 פגישה עם רואה החשבון",
     ["2026-12-03", "2026-12-03"], ["פגישה עם הבנק", "פגישה עם רואה החשבון"]),
    ("תכניסי ליומן בבקשה: ביום שלישי ב-8:00 תיקון מזגן אצל משפחת כהן, ובאותו יום ב-15:00 התקנה אצל משפחת לוי",
     ["2026-11-24", "2026-11-24"], ["תיקון מזגן אצל משפחת כהן", "התקנה אצל משפחת לוי"]),
])
def test_that_same_day_puts_the_event_on_the_day_before(text: str, days: list[str], summaries: list[str]) -> None:
    events = planned(text, "calendar", "createMultiple")["events"]
    assert [e["start"][:10] for e in events] == days, events
    assert [e["summary"] for e in events] == summaries, events


def test_different_days_stay_their_own() -> None:
    events = planned("add dentist on 1/12 at 10 and on 2/12 at 4 pm the parents meeting", "calendar",
                     "createMultiple")["events"]
    assert [e["start"][:10] for e in events] == ["2026-12-01", "2026-12-02"], events


# ---------------------------------------------------------------- an hour in words after "at", then more words


@pytest.mark.parametrize(("text", "start", "summary"), [
    ("add a call with the plumber at two tomorrow about the leak", "2026-11-23T14:00", "call with the plumber"),
    ("add a meeting with the lawyer at ten thirty on friday", "2026-11-27T10:30", "meeting with the lawyer"),
    ("schedule a call with Dan at three next tuesday", "2026-11-24T15:00", "call with Dan"),
    ("add a meeting tomorrow at four with the bank", "2026-11-23T16:00", "meeting with the bank"),
])
def test_an_hour_in_words_before_the_day_or_a_topic_is_read(text: str, start: str, summary: str) -> None:
    args = planned(text, "calendar", "create")
    assert local(args["start"]) == start and summary in args["summary"], args


def test_a_count_in_words_after_at_is_no_hour() -> None:
    args = planned("book a table at two places tomorrow at 20:00 in my calendar", "calendar", "create")
    assert local(args["start"]) == "2026-11-23T20:00" and "two places" in args["summary"], args


# ---------------------------------------------------------------- "block off <days> for <what>": the what is the name


@pytest.mark.parametrize(("text", "first", "summary"), [
    ("block off 28/12 to 31/12 for the trip to rome", "2026-12-28", "trip to rome"),
    ("please block the 3rd to the 5th of december for the conference", "2026-12-03", "conference"),
    ("block off friday all day for the move", "2026-11-27", "move"),
])
def test_blocked_days_are_named_by_what_they_are_for(text: str, first: str, summary: str) -> None:
    args = planned(text, "calendar", "create")
    assert args["start"] == first and args["allDay"] and args["summary"] == summary, args


def test_an_event_for_someone_keeps_its_for() -> None:
    args = planned("book a table for dinner on friday at 8", "calendar", "create")
    assert args["summary"] == "table for dinner", args


# ---------------------------------------------------------------- several events with the day said last


@pytest.mark.parametrize(("text", "summaries", "starts"), [
    ("I have a client at 10 and another at 12 tomorrow, please put them in the diary",
     ["client", "client"], ["2026-11-23T10:00", "2026-11-23T12:00"]),
    ("add a haircut at 10 and a color at 13:00 on friday",
     ["haircut", "color"], ["2026-11-27T10:00", "2026-11-27T13:00"]),
    ("יש לי לקוחה ב-10 ועוד אחת ב-12 מחר, תכניסי ליומן", ["לקוחה", "לקוחה"], ["2026-11-23T10:00", "2026-11-23T12:00"]),
])
def test_a_day_said_last_is_every_events_day(text: str, summaries: list[str], starts: list[str]) -> None:
    events = planned(text, "calendar", "createMultiple")["events"]
    assert [e["summary"] for e in events] == summaries and [local(e["start"]) for e in events] == starts, events


@pytest.mark.parametrize("text", [
    "add gym at 7 and dinner with mom tomorrow at 8",
    "תכניסי ליומן חדר כושר ב-7 וארוחה עם אמא מחר ב-20:00",
])
def test_a_first_event_without_the_day_a_later_one_names_is_asked(text: str) -> None:
    assert not acted(plan(text)), plan(text)


def test_events_each_with_its_day_are_kept() -> None:
    events = planned("add dentist at 10 today and a call tomorrow at 3", "calendar", "createMultiple")["events"]
    assert [local(e["start"]) for e in events] == ["2026-11-22T10:00", "2026-11-23T15:00"], events


# ---------------------------------------------------------------- "informing her that ...": the email's words follow


@pytest.mark.parametrize(("text", "body"), [
    ("Kindly send an email to rina@x.com informing her that her order is ready for pickup",
     "her order is ready for pickup"),
    ("email dan@x.com letting him know the car is ready", "the car is ready"),
    ("send an email to team@x.com to inform them that the office is closed on friday", "the office is closed"),
])
def test_informing_them_opens_the_emails_words(text: str, body: str) -> None:
    args = planned(text, "gmail", "send")
    assert args["body"].startswith(body), args


def test_informing_inside_the_emails_words_stays() -> None:
    args = planned("email dan@x.com that informing the board was a mistake", "gmail", "send")
    assert args["body"] == "informing the board was a mistake", args


# ---------------------------------------------------------------- "ועוד אחת ב-11" after "ביום שלישי ב-9"


@pytest.mark.parametrize(("text", "summary", "starts"), [
    ("תקבעי ללקוחה חדשה תור ביום שלישי ב-9 ועוד אחת ב-11", "תור", ["2026-11-24T09:00", "2026-11-24T11:00"]),
    ("תכניסי ליומן פגישה עם ספק ביום רביעי ב-10 ועוד אחת ב-14:00", "פגישה", ["2026-11-25T10:00", "2026-11-25T14:00"]),
    ("add a fitting on tuesday at 9 and another one at 11", "fitting", ["2026-11-24T09:00", "2026-11-24T11:00"]),
])
def test_one_more_is_the_same_event_on_the_same_day(text: str, summary: str, starts: list[str]) -> None:
    events = planned(text, "calendar", "createMultiple")["events"]
    assert [local(e["start"]) for e in events] == starts, events
    assert all(summary in e["summary"] for e in events) and events[0]["summary"] == events[1]["summary"], events


# ---------------------------------------------------------------- a day of the month said in words is the date


@pytest.mark.parametrize(("text", "start"), [
    ("add the staff meeting on the first of december at ten", "2026-12-01T10:00"),
    ("add the staff meeting on the twenty third at ten", "2026-11-23T10:00"),
    ("add a dentist appointment on the fifteenth at 9", "2026-12-15T09:00"),
])
def test_a_day_said_in_words_is_the_events_date(text: str, start: str) -> None:
    intent = intent_of(text)
    assert intent is not None and intent.capability == "calendar" and acted(intent), (text, intent)
    assert local(intent.args["start"]) == start, intent.args


@pytest.mark.parametrize(("text", "start"), [
    ("add a meeting on the second floor tomorrow at 10", "2026-11-23T10:00"),
    ("add the staff meeting on december 1st at ten", "2026-12-01T10:00"),
])
def test_an_ordinal_that_is_no_date_or_a_read_date_is_kept(text: str, start: str) -> None:
    assert local(planned(text, "calendar", "create")["start"]) == start


# ---------------------------------------------------------------- a yes-or-no question without "?" adds nothing


@pytest.mark.parametrize("text", [
    "does the dinner on friday at 8 clash with anything",
    "is the dentist tomorrow at 10",
])
def test_a_question_without_a_question_mark_is_no_new_event(text: str) -> None:
    intent = intent_of(text)
    assert intent is None or intent.action not in ("create", "createRecurring") or not acted(intent), (text, intent)


def test_a_polite_question_asking_to_add_is_an_event() -> None:
    assert planned("could you add dinner with dan on friday at 8", "calendar", "create")["summary"] == "dinner with dan"
