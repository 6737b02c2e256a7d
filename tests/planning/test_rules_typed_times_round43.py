"""Times and dates typed in a hurry (timeexpr/typed_clock.py), and a named weekday's 6 for an event.

Shapes covered: a semicolon or a dot for the colon ("ב18;15", "tmrw 8.45"); the 24h clock typed as digits after a
day word or "at" / "ב" ("מחר 1545", "at 1945", "fri 0730"); the minutes after a space with am/pm ("4 15pm"); short
weekdays and parts of the day ("fri noonish", "tue morn"); a weekday's letter without a geresh before an hour
("ביום ד 4 ורבע"); a Hebrew month shortened after its day ("ב-8 לינו", "ה-3 לנוב"). Numbers that are no time stay
content: rooms, flights, codes, prices, counts, years. An event on a named weekday at a bare 6 or 6:30 is asked as
a reminder's is, unless the words around it say the half of the day.
"""

from __future__ import annotations

import pytest

from memo.planning.timeexpr import parse_time_expression
from tests.planning.reading import NOW, not_acted, plan, reads_as


def _at(text: str) -> str | None:
    tm = parse_time_expression(text, NOW)
    return tm.when.strftime("%Y-%m-%d %H:%M") if tm is not None and tm.when is not None else None


@pytest.mark.parametrize("text, when", [
    ("ב18;15 לאסוף את הילדים", "2026-11-22 18:15"),
    ("at 19;45 call the plumber", "2026-11-22 19:45"),
    ("tmrw 8.45 call the bank", "2026-11-23 08:45"),
    ("מחר 10.15 לשלוח את הדוח", "2026-11-23 10:15"),
    ("fri 9;15 gym", "2026-11-27 09:15"),
    ("מחר 1545 להוציא את הכביסה", "2026-11-23 15:45"),
    ("מחר ב-1545 לקחת את האוטו", "2026-11-23 15:45"),
    ("tomorrow 0730 standup", "2026-11-23 07:30"),
    ("at 1945 call grandma", "2026-11-22 19:45"),
    ("wed 1400 team sync", "2026-11-25 14:00"),
    ("tmrw 845 dentist", "2026-11-23 08:45"),
    ("remind me at 4 15pm to call dad", "2026-11-22 16:15"),
    ("fri noonish send the invoice", "2026-11-27 12:00"),
    ("tomorrow around noonish", "2026-11-23 12:00"),
    ("tue morn call the school", "2026-11-24 09:00"),
    ("ביום ד 4 ורבע להתקשר לרופא", "2026-11-25 16:15"),
])
def test_typed_clock_times(text: str, when: str) -> None:
    assert _at(text) == when


def test_a_range_ends_at_minutes_typed_with_a_space() -> None:
    tm = parse_time_expression("tmrw from 2 to 4 45pm", NOW)
    assert tm is not None and tm.when is not None and tm.end is not None
    assert (tm.when.strftime("%H:%M"), tm.end.strftime("%H:%M")) == ("14:00", "16:45")


@pytest.mark.parametrize("text, day", [
    ("ב-8 לינו לחדש את הדרכון", "2027-01-08"),
    ("ה-3 לנוב' תור לרופא", "2027-11-03"),
    ("ב15 לדצמ לשלם ארנונה", "2026-12-15"),
    ("עד ה-20 לדצ להגיש את הטופס", "2026-12-20"),
])
def test_short_hebrew_months_after_the_day(text: str, day: str) -> None:
    tm = parse_time_expression(text, NOW)
    assert tm is not None and tm.when is None and tm.date_only is not None
    assert tm.date_only.isoformat() == day


@pytest.mark.parametrize("text, not_at", [
    ("החדר השתנה ל-1408", "14:08"),
    ("room 1408 is ours", "14:08"),
    ("gate code 1630# tmrw", "16:30"),
    ("tmrw 1500 nis to the plumber", "15:00"),
    ("מחר 2000 צעדים לפחות", "20:00"),
    ("tmrw 250 pushups", "14:50"),
    ("ב2026 אני עוברת דירה", "20:26"),
    ("price 9.30 for the cheese", "09:30"),
    ("מחר 9.90 ש\"ח לחלב", "09:90"),
    ("flight LY316 lands", "15:16"),
    ("לשלם לחשמלאי ב1800", "18:00"),
    ("move the trip to 2028", "20:28"),
])
def test_numbers_that_are_no_time_stay_content(text: str, not_at: str) -> None:
    when = _at(text)
    assert when is None or not when.endswith(not_at), (text, when)


def test_a_flight_number_beside_a_time_keeps_the_time() -> None:
    assert _at("flight LY316 tmrw at 9") == "2026-11-23 09:00"


@pytest.mark.parametrize("text, due, words", [
    ("תזכירי לי ב18;15 לאסוף את דני מהחוג", "2026-11-22T18:15", "לאסוף את דני מהחוג"),
    ("מחר 1545 תזכיר לי להחזיר את האוטו", "2026-11-23T15:45", "להחזיר את האוטו"),
    ("remind me tmrw 8.45 call the vet", "2026-11-23T08:45", "call the vet"),
    ("fri noonish remind me to send the invoice", "2026-11-27T12:00", "send the invoice"),
    ("תזכירי לי ב-8 לינו לחדש את הדרכון", "2027-01-08T09:00", "לחדש את הדרכון"),
])
def test_reminders_at_typed_times(text: str, due: str, words: str) -> None:
    intent = reads_as(text, "database", "create")
    assert str(intent.args["dueDate"]).startswith(due), intent.args
    assert intent.args["text"] == words, intent.args


def test_an_event_at_a_typed_time() -> None:
    intent = reads_as("תכניסי ליומן vet fri 10.15", "calendar", "create")
    assert str(intent.args["start"]).startswith("2026-11-27T10:15")


def test_moving_an_event_to_minutes_typed_with_a_space() -> None:
    intent = reads_as("move my meeting w/ Dana tmrw from 2 to 4 45pm", "calendar", "update")
    assert str(intent.args["updateFields"]["start"]).startswith("2026-11-23T16:45")


@pytest.mark.parametrize("text", [
    "ביום רביעי ב6 פגישה עם רואה החשבון תכניסי ליומן",
    "יום ה' ב6 שיחה עם נועה תכניס ליומן",
    "thu 6:15 call with the landlord",
])
def test_an_event_on_a_named_weekday_at_six_is_asked(text: str) -> None:
    not_acted(text)


@pytest.mark.parametrize("text, start", [
    ("add to calendar run with gal thursday at 6 before work", "2026-11-26T06:00"),
    ("ביום רביעי ב6 ארוחת ערב עם ההורים תכניסי ליומן", "2026-11-25T18:00"),
    ("מחר ב6 שיחה עם נועה תכניס ליומן", "2026-11-23T18:00"),
    ("thursday 7:30 dentist put it in the calendar", "2026-11-26T07:30"),
])
def test_a_six_placed_by_its_words_or_a_near_day_is_kept(text: str, start: str) -> None:
    intent = plan(text)
    assert intent is not None and not intent.missing, (text, intent and intent.args)
    assert str(intent.args["start"]).startswith(start), intent.args
