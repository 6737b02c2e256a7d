"""Calendar shapes: a weekday span that names which days "every day"/"every week" is ("ימים א עד ה", "sunday through
thursday ..., every week"); the window from now to a day ("between now and the end of the month", "עד סוף החודש");
"in two weeks on Sunday" as the Sunday of that week; a tradesperson's visit as an event; a standing event moved "from
now on"; a move told by who made it; the hours and place of one event not split into two; "as an all-day event" and
"..., put it on the calendar as an all day thing" kept all-day; "anything ... in my calendar", "מה עוד יש לי ביומן".
"""

from __future__ import annotations

import pytest

from memo.planning.timeexpr import parse_time_expression
from tests.planning.reading import NOW, not_read_as, not_taken_as, reads_as

_SUN_THU = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday"]


@pytest.mark.parametrize("text, days", [
    ("תכניסי ליומן ישיבת צוות כל יום בעשר, ימים א עד ה", _SUN_THU),
    ("תכניס ליומן סנכרון בוקר בימים א-ה בשמונה וחצי", _SUN_THU),
    ("put a focus block 6 to 7am sunday through thursday on my calendar, every week", _SUN_THU),
    ("add gym monday through friday 6pm weekly", ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]),
    ("add yoga every day at 7, every monday to friday", ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]),
])
def test_a_weekday_span_names_the_days_of_the_series(text: str, days: list[str]) -> None:
    intent = reads_as(text, "calendar", "createRecurring")
    assert intent.args["recurrence"] == "weekly" and intent.args["days"] == days, intent.args


def test_a_plain_daily_series_stays_daily() -> None:
    intent = reads_as("add gym every day at 7 in the morning", "calendar", "createRecurring")
    assert intent.args["recurrence"] == "daily"


def test_one_stretch_of_days_is_no_series() -> None:
    tm = parse_time_expression("I'm away monday to friday", NOW)
    assert tm is None or tm.recurrence is None


@pytest.mark.parametrize("text, end", [
    ("what's on my calendar between now and the end of the month?", "2026-12-01T00:00:00+02:00"),
    ("what do I have until the end of the month", "2026-12-01T00:00:00+02:00"),
    ("what do I have between now and friday", "2026-11-28T00:00:00+02:00"),
    ("מה יש לי ביומן מעכשיו ועד סוף החודש", "2026-12-01T00:00:00+02:00"),
    ("מה יש לי ביומן עד יום חמישי", "2026-11-27T00:00:00+02:00"),
])
def test_a_window_from_now_to_a_day(text: str, end: str) -> None:
    args = reads_as(text, "calendar", "getEvents").args
    assert (args["timeMin"], args["timeMax"]) == ("2026-11-22T09:00:00+02:00", end), args


@pytest.mark.parametrize("text", ["מה יש לי מחר עד 12?", "what do I have from tuesday until friday"])
def test_an_hour_or_a_first_day_keeps_its_window(text: str) -> None:
    assert reads_as(text, "calendar", "getEvents").args["timeMin"] != "2026-11-22T09:00:00+02:00"


@pytest.mark.parametrize("text, start", [
    ("תכניס ליומן בעוד שבועיים ביום ראשון ב11 פגישה עם רואה החשבון", "2026-12-06T11:00:00+02:00"),
    ("add to my calendar in two weeks on sunday at 10 the dentist", "2026-12-06T10:00:00+02:00"),
    ("תכניס ליומן בעוד שבוע ביום שלישי ב10 תור לרופא", "2026-12-01T10:00:00+02:00"),
])
def test_in_weeks_on_a_weekday_is_that_weeks_day(text: str, start: str) -> None:
    assert reads_as(text, "calendar", "create").args["start"] == start


@pytest.mark.parametrize("text, summary", [
    ("move the fridge technician to thursday 10am", "fridge technician"),
    ("push the plumber to friday at 8am", "plumber"),
    ("תזיזי את הטכנאי של המזגן ליום חמישי בעשר", "הטכנאי של המזגן"),
])
def test_a_tradespersons_visit_is_an_event(text: str, summary: str) -> None:
    assert reads_as(text, "calendar", "update").args["searchCriteria"]["summary"] == summary


def test_calling_a_tradesperson_stays_a_reminder() -> None:
    not_taken_as("remind me to call the electrician tomorrow", "calendar", "create")
    not_read_as("תתקשרי לחשמלאי באחת עשרה ותגידי לו שהשער פתוח", "calendar")
    not_read_as("the electrician tomorrow moved from 3 to 6", "calendar")


@pytest.mark.parametrize("text", [
    "את הפגישה הקבועה של יום שלישי בתשע תזיזי לעשר מהיום והלאה",
    "תזיזי את ישיבת ההנהלה לשתיים מעכשיו והלאה",
    "move the sunday standup to 9:30 going forward",
])
def test_a_standing_event_moved_from_now_on(text: str) -> None:
    reads_as(text, "calendar", "update")


@pytest.mark.parametrize("text, start", [
    ("the embassy moved my visa appointment to thursday at 11, update it", "2026-11-26T11:00:00+02:00"),
    ("the clinic moved my dentist appointment to tuesday at 10", "2026-11-24T10:00:00+02:00"),
    ("המרפאה הזיזה לי את התור לרופא ליום רביעי בעשר, תעדכני", "2026-11-25T10:00:00+02:00"),
])
def test_a_move_told_by_who_made_it(text: str, start: str) -> None:
    assert reads_as(text, "calendar", "update").args["start"] == start


def test_a_thing_moved_is_no_event() -> None:
    not_read_as("he moved my car to the other lot", "calendar")


@pytest.mark.parametrize("text, start, end", [
    ("add Noa's 30th birthday party friday dec 18, 9pm to 11pm, at the rooftop bar", "2026-12-18T21:00:00+02:00",
     "2026-12-18T23:00:00+02:00"),
    ("add the office party thursday dec 17, 7pm to 10pm, at the hotel", "2026-12-17T19:00:00+02:00",
     "2026-12-17T22:00:00+02:00"),
])
def test_hours_and_place_of_one_event(text: str, start: str, end: str) -> None:
    args = reads_as(text, "calendar", "create").args
    assert (args["start"], args["end"]) == (start, end), args


def test_two_timed_events_stay_two() -> None:
    reads_as("add tomorrow gym at 7 and at 6pm dinner at the grill", "calendar", "createMultiple")


@pytest.mark.parametrize("text, summary, start, end", [
    ("add 'rent due' as an all-day event on december 1", "rent due", "2026-12-01", "2026-12-02"),
    ("add the school trip as an all day event on dec 9", "school trip", "2026-12-09", "2026-12-10"),
    ("my visa expires on feb 3 put it on the calendar as an all day thing", "visa expires", "2027-02-03",
     "2027-02-04"),
    ("הדרכון שלי פג ב-14 בינואר, תכניסי ליומן כאירוע של כל היום", "הדרכון שלי פג", "2027-01-14", "2027-01-15"),
])
def test_all_day_said_with_the_command(text: str, summary: str, start: str, end: str) -> None:
    args = reads_as(text, "calendar", "create").args
    assert (args["summary"], args["start"], args["end"], args.get("allDay")) == (summary, start, end, True), args


def test_as_an_event_with_an_hour_is_timed() -> None:
    args = reads_as("add the vet as an event tomorrow at 10", "calendar", "create").args
    assert (args["summary"], args["start"]) == ("vet", "2026-11-23T10:00:00+02:00"), args


@pytest.mark.parametrize("text, start", [
    ("anything work related in my calendar next week?", "2026-11-29T00:00:00+02:00"),
    ("anything on the calendar for tomorrow?", "2026-11-23T00:00:00+02:00"),
    ("מחרתיים אני לוקח את האוטו למוסך, מה עוד יש לי ביומן מחרתיים?", "2026-11-24T00:00:00+02:00"),
])
def test_anything_or_what_else_in_the_calendar(text: str, start: str) -> None:
    assert reads_as(text, "calendar", "getEvents").args["timeMin"] == start


def test_what_else_to_do_stays_tasks() -> None:
    not_read_as("מה עוד יש לי לעשות היום?", "calendar")
