"""Round 38: calendar requests corrected in the same message, and corrections that leave the request unclear.

Shapes covered (corrections_clause.py, corrections_unclear.py): a weekday taken back after the request ("put lunch
with Tal on thursday at 1. wait not thursday, wednesday", "…כל יום ראשון, לא, כל יום שני, ב-17:30", "…את יום חמישי
כל היום, לא, את שישי. יום חופש"); an hour taken back after an availability question ("אני free ביום רביעי בארבע? לא,
בעצם בחמש"); "not this friday, next week's" ("…? not this friday, של שבוע הבא", "לא השבוע, של שבוע הבא"); a date the
request lacks given as the news that it moved ("not dec 10-13, it got moved to dec 11-14"); "not a reminder, just
the calendar" said first; a weekday set aside that the request never said ("cancel yoga on wednesday. not monday's,
…"). And the unclear ones, which ask: a take-back read into a name ("cancel the 5pm. no, the other one", "תבטלי את
הפגישה של מחר. רגע לא, אל תבטלי…"), the day ruled out kept ("…, לא למחר… לאיזשהו יום אחר"), the user undecided.
Near misses that keep their reading: a negation that is content ("remind me not to forget the keys", "תזכירי לי
מחר בשמונה לא לשכוח את המפתחות"), and a bare "no" before an hour ("ביום רביעי בשש, לא, בשבע") is not put right.
"""

from __future__ import annotations

import pytest

from tests.planning.reading import not_acted, reads_as


@pytest.mark.parametrize("text, start, summary", [
    ("put lunch with Tal on thursday at 1. wait not thursday, wednesday", "2026-11-25T13:00", "Tal"),
    ("put dinner with Noa on friday at 8. wait not friday, saturday", "2026-11-28T20:00", "Noa"),
    ("תקבעי ארוחת ערב עם נועה ביום שישי בשמונה. לא שישי, שבת", "2026-11-28T20:00", "נועה"),
    ("תכניס ליומן פגישה עם דני ביום שני, לא, ביום שלישי, ב-10", "2026-11-24T10:00", "דני"),
    ("add a meeting with Ron on monday at 10, not tuesday", "2026-11-23T10:00", "Ron"),
])
def test_weekday_taken_back_after_the_request(text: str, start: str, summary: str) -> None:
    args = reads_as(text, "calendar", "create").args
    assert args["start"].startswith(start) and summary in args["summary"], args
    assert "not" not in args["summary"] and "לא" not in args["summary"], args


@pytest.mark.parametrize("text, day", [
    ("תחסמי לי ביומן את יום חמישי כל היום, לא, את שישי. יום חופש", "2026-11-27"),
    ("תחסום לי את יום רביעי כל היום, רגע לא, את חמישי. חופש", "2026-11-26"),
    ("block tuesday all day, no, wednesday. offsite", "2026-11-25"),
])
def test_all_day_moved_to_the_day_meant(text: str, day: str) -> None:
    args = reads_as(text, "calendar", "create").args
    assert args.get("allDay") and args["start"] == day, args


@pytest.mark.parametrize("text, summary", [
    ("תבטל את הפגישה של 16:00 מחר... לא סליחה, את של 17:00, עם הספק", "ספק"),
    ("cancel the meeting at 4pm tomorrow. sorry, the one at 5pm, with the supplier", "supplier"),
])
def test_hour_of_the_event_to_cancel_corrected(text: str, summary: str) -> None:
    args = reads_as(text, "calendar", "delete").args
    assert summary in args["searchCriteria"]["summary"] and "סליחה" not in args["searchCriteria"]["summary"], args


def test_reminder_hour_after_actually_no() -> None:
    args = reads_as("remind me to call the plumber at 4, actually no make it 3:30", "database", "create").args
    assert args["dueDate"].startswith("2026-11-22T15:30"), args


def test_recurring_day_taken_back() -> None:
    args = reads_as("תכניסי ליומן חוג ציור כל יום ראשון, לא, כל יום שני, ב-17:30", "calendar", "createRecurring").args
    assert args["days"] == ["Monday"] and "17:30" in args["start"] and "לא" not in args["summary"], args


@pytest.mark.parametrize("text, start", [
    ("אני free ביום רביעי בארבע? לא, בעצם בחמש", "2026-11-25T17:00"),
    ("אני פנוי מחר בשלוש? לא, בעצם בארבע", "2026-11-23T16:00"),
    ("are we free tuesday at 2? actually no, at 4", "2026-11-24T16:00"),
    ("am I free ביום שישי בבוקר? not this friday, של שבוע הבא", "2026-12-04"),
    ("אני פנויה ביום חמישי בערב? לא השבוע, של שבוע הבא", "2026-12-03"),
    ("am I free thursday evening? not this week, next week's", "2026-12-03"),
    ("am I free on friday at 10? not this friday, of next week", "2026-12-04T10:00"),
])
def test_availability_corrected(text: str, start: str) -> None:
    args = reads_as(text, "calendar", "checkConflicts").args
    assert args["start"].startswith(start), args


@pytest.mark.parametrize("text, start, end, summary", [
    ("put the Rome trip in my calendar. not dec 10-13, it got moved to dec 11-14", "2026-12-11", "2026-12-15", "Rome"),
    ("put the Paris trip in my calendar. not jan 3-6, it got moved to jan 4-7", "2027-01-04", "2027-01-08", "Paris"),
    ("תכניס ליומן את הכנס. לא ב-10 עד 12 בדצמבר, זה עבר ל-14 עד 16 בדצמבר", "2026-12-14", "2026-12-17", "כנס"),
])
def test_dates_given_as_news_of_a_move(text: str, start: str, end: str, summary: str) -> None:
    args = reads_as(text, "calendar", "create").args
    assert (args["start"], args["end"], args.get("allDay")) == (start, end, True) and summary in args["summary"], args


@pytest.mark.parametrize("text, start, summary", [
    ("לא צריך תזכורת, רק תכניס ליומן: חמישי ב-15:00 טכנאי מזגנים", "2026-11-26T15:00", "טכנאי"),
    ("don't set a reminder for it, just add to my calendar: parent-teacher meeting tuesday 6:30pm",
     "2026-11-24T18:30", "parent-teacher"),
    ("no need for a reminder, just put it in my calendar: dentist thursday 4pm", "2026-11-26T16:00", "dentist"),
    ("בלי תזכורת, רק תכניסי ליומן: יום שלישי ב-9 פגישה עם המנהל", "2026-11-24T09:00", "המנהל"),
    ("don't remind me, just add to my calendar: yoga wednesday 7pm", "2026-11-25T19:00", "yoga"),
])
def test_not_a_reminder_just_the_calendar(text: str, start: str, summary: str) -> None:
    args = reads_as(text, "calendar", "create").args
    assert args["start"].startswith(start) and summary in args["summary"], args


@pytest.mark.parametrize("text", [
    "cancel yoga on wednesday. not monday's, I'm still going to that one",
    "תבטלי את החוג ביום רביעי. לא של שני, אליו אני עוד הולכת",
])
def test_a_day_set_aside_that_was_not_said(text: str) -> None:
    args = reads_as(text, "calendar", "delete").args
    assert args["searchCriteria"]["timeMin"].startswith("2026-11-25"), args
    assert "not" not in args["searchCriteria"]["summary"], args


@pytest.mark.parametrize("text", [
    "תבטלי את הפגישה של מחר. רגע לא, אל תבטלי. או שכן? אני לא יודעת",
    "delete the meeting tomorrow. wait no, don't. or should i? i don't know",
    "תמחקי את הפגישה של יום שלישי. רגע לא, אל תמחקי",
    "cancel the 5pm. no, the other one",
    "move the 3pm. no, the other one",
    "תמחקי את זה. לא את זה, את השני",
    "תעביר את הפגישה של מחר, לא למחר... לא משנה, לאיזשהו יום אחר",
    "תזיזי את הפגישה של מחר, לא למחר, לאיזשהו יום אחר",
    "put the dentist on friday at 8. not this friday, the next one",
    "תזכיר לי ביום רביעי בשש, לא, בשבע, להתקשר לסבתא",
])
def test_unclear_corrections_ask(text: str) -> None:
    not_acted(text)


@pytest.mark.parametrize("text, operation", [
    ("remind me not to forget the keys tomorrow at 8", "create"),
    ("תזכירי לי מחר בשמונה לא לשכוח את המפתחות", "create"),
])
def test_negation_as_content_keeps_its_reading(text: str, operation: str) -> None:
    reads_as(text, "database", operation)


def test_week_asked_again_keeps_its_reading() -> None:
    args = reads_as("מה יש לי ביומן בשבוע הבא? לא השבוע, הבא", "calendar", "getEvents").args
    assert args["timeMin"].startswith("2026-11-29"), args
