"""The time expressions shared by every grammar: minutes to the hour before a part of the day, minutes past the hour
in Hebrew, minutes said as a word in a clock range, a range end said as minutes to the hour, tens of minutes said
with no "ו", and "Friday after next".

The clock is Sunday 22 November 2026, 09:00 in Asia/Jerusalem.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any
from zoneinfo import ZoneInfo

import pytest

from memo.planning.timeexpr import parse_time_expression
from tests.planning.reading import case, expect, local, not_acted
from tests.planning.task_checks import check_acted as check
from tests.planning.task_checks import check_task

NOW = datetime(2026, 11, 22, 9, 0, tzinfo=ZoneInfo("Asia/Jerusalem"))



def event(text: str) -> tuple[str, str]:
    args = expect(text, "calendar", "create").args
    return local(args["start"]), local(args["end"])


# -- minutes to the hour, with a part of the day after it ---------------------------------------------------------
TO_THE_HOUR = [
    case("מחר רבע לשמונה בבוקר תזכירי לי לתת לנועה את האישור", op="create", text=["לתת לנועה את האישור"],
         due="2026-11-23T07:45"),
    case("מחר עשרים ל-9 בערב תזכירי לי לצאת לאסוף את דני", op="create", text=["לצאת לאסוף את דני"],
         due="2026-11-23T20:40"),
    case("תזכירי לי מחר עשרה לשבע בערב לסגור את החלונות", op="create", text=["לסגור את החלונות"],
         due="2026-11-23T18:50"),
    case("תזכירי לי מחר ברבע ל8 בבוקר להוציא את הכלב", op="create", text=["להוציא את הכלב"], not_text=["רבע"],
         due="2026-11-23T07:45"),
    case("תזכירי לי מחר בעשרים לשמונה בערב להתקשר לסבתא", op="create", text=["להתקשר לסבתא"],
         due="2026-11-23T19:40"),
    case("תזכירי לי מחר בעשרים וחמש לתשע בבוקר לצאת להסעה", op="create", text=["לצאת להסעה"], not_text=["וחמש"],
         due="2026-11-23T08:35"),
    case("remind me tomorrow at twenty to nine pm to lock the door", op="create", text=["lock the door"],
         due="2026-11-23T20:40"),
]


@pytest.mark.parametrize(("text", "want"), TO_THE_HOUR)
def test_minutes_to_the_hour_before_a_part_of_the_day(text: str, want: dict[str, Any]) -> None:
    check(text, want)


LAMED_AT = [
    case("תזכורת למחר לשמונה בבוקר לצאת לריצה", op="create", text=["לצאת לריצה"], due="2026-11-23T08:00"),
    case("תזכירי לי מחר לשבע בערב להדליק את הדוד", op="create", text=["להדליק את הדוד"], due="2026-11-23T19:00"),
]


@pytest.mark.parametrize(("text", "want"), LAMED_AT)
def test_a_lamed_hour_with_no_minutes_before_it_is_still_at(text: str, want: dict[str, Any]) -> None:
    check(text, want)


# -- minutes past the hour in Hebrew ------------------------------------------------------------------------------
PAST_THE_HOUR = [
    case("מחר רבע אחרי שמונה בבוקר תזכירי לי לצאת לעבודה", op="create", text=["לצאת לעבודה"], due="2026-11-23T08:15"),
    case("תזכירי לי מחר בעשרה אחרי 7 בערב להתקשר לדני", op="create", text=["להתקשר לדני"], not_text=["אחרי"],
         due="2026-11-23T19:10"),
    case("תזכירי לי ביום שלישי בעשרים אחרי עשר לשלוח את הדוח", op="create", text=["לשלוח את הדוח"],
         not_text=["עשרים"], due="2026-11-24T10:20"),
]


@pytest.mark.parametrize(("text", "want"), PAST_THE_HOUR)
def test_minutes_past_the_hour_in_hebrew(text: str, want: dict[str, Any]) -> None:
    check(text, want)


def test_minutes_past_an_hour_that_may_be_am_or_pm_are_asked() -> None:
    not_acted("תזכירי לי מחר ברבע אחרי שש להתקשר לדני")


@pytest.mark.parametrize("text", ["חמש אחרי שש", "רבע שעה אחרי שש", "ללכת לישון אחרי שש"])
def test_a_count_after_which_is_no_clock_time(text: str) -> None:
    found = parse_time_expression(text, NOW)
    assert found is None or found.when is None or found.when.minute == 0, found


def test_an_event_at_minutes_past_the_hour() -> None:
    assert event("תקבעי פגישה מחר בעשרים אחרי עשר עם דני") == ("2026-11-23T10:20", "2026-11-23T11:20")


# -- clock ranges with minutes said as a word, or an end said as minutes to the hour ------------------------------
RANGES = [
    ("תקבעי פגישה מחר מ10 עד 11 וחצי עם דני", "2026-11-23T10:00", "2026-11-23T11:30"),
    ("תקבעי פגישה ביום שלישי בין 4 וחצי ל6 עם רוני", "2026-11-24T16:30", "2026-11-24T18:00"),
    ("תחסמי לי מחר מ9 וחצי עד 11 לעבודה", "2026-11-23T09:30", "2026-11-23T11:00"),
    ("תקבעי פגישה מחר מ7 ורבע עד 8 בערב עם דני", "2026-11-23T19:15", "2026-11-23T20:00"),
    ("תקבעי פגישה מחר משמונה ורבע עד תשע וחצי עם דני", "2026-11-23T08:15", "2026-11-23T09:30"),
    ("תקבעי פגישה מחר מרבע לעשר עד עשר וחצי עם דני", "2026-11-23T09:45", "2026-11-23T10:30"),
    ("תקבעי פגישה מחר מ9 עד רבע ל11 עם דני", "2026-11-23T09:00", "2026-11-23T10:45"),
    ("תקבעי פגישה מחר מעשרים לשמונה עד תשע בערב עם דני", "2026-11-23T19:40", "2026-11-23T21:00"),
]


@pytest.mark.parametrize(("text", "start", "end"), RANGES)
def test_a_clock_range_with_minutes_in_words(text: str, start: str, end: str) -> None:
    assert event(text) == (start, end)


@pytest.mark.parametrize(("text", "start", "end"), [
    ("תקבעי פגישה מחר מעשר עד 11 עם דני", "2026-11-23T10:00", "2026-11-23T11:00"),
    ("book a meeting tomorrow from 10 to 11:30 with dan", "2026-11-23T10:00", "2026-11-23T11:30"),
    ("תקבעי פגישה מחר 14:00-15:30 עם דני", "2026-11-23T14:00", "2026-11-23T15:30"),
])
def test_a_plain_clock_range_is_unchanged(text: str, start: str, end: str) -> None:
    assert event(text) == (start, end)


def test_a_range_in_the_time_grammar_keeps_a_word_minute() -> None:
    found = parse_time_expression("מחר מ10 עד 11 וחצי", NOW)
    assert found is not None and found.end is not None
    assert (found.when.strftime("%H:%M"), found.end.strftime("%H:%M")) == ("10:00", "11:30")


def test_a_length_after_a_range_is_not_its_minutes() -> None:
    found = parse_time_expression("מחר בין 2 ל3 וחצי שעות", NOW)
    assert found is not None and found.end is not None and found.end.minute == 0


def test_a_clock_time_with_minutes_twice_is_asked() -> None:
    not_acted("תחסמי לי מחר מ9:30 וחצי עד 11 לעבודה")


# -- tens of minutes said with no "ו" ------------------------------------------------------------------------------
TENS = [
    case("תזכירי לי מחר בתשע ארבעים להתקשר לאמא", op="create", text=["להתקשר לאמא"], not_text=["ארבעים"],
         due="2026-11-23T09:40"),
    case("תזכירי לי מחר בשבע עשרים וחמש בערב לכבות את התנור", op="create", text=["לכבות את התנור"],
         due="2026-11-23T19:25"),
    case("תזכירי לי ביום רביעי בעשר חמישים לצאת לפגישה", op="create", text=["לצאת לפגישה"], due="2026-11-25T10:50"),
]


@pytest.mark.parametrize(("text", "want"), TENS)
def test_tens_of_minutes_with_no_vav(text: str, want: dict[str, Any]) -> None:
    check(text, want)


def test_an_event_at_tens_of_minutes_with_no_vav() -> None:
    assert event("תקבעי פגישה מחר בעשר שלושים עם דני") == ("2026-11-23T10:30", "2026-11-23T11:30")


@pytest.mark.parametrize("text", ["לקנות שמונה עשרים ביצים", "שש עשרים אנשים"])
def test_a_number_word_pair_with_no_bet_is_no_time(text: str) -> None:
    found = parse_time_expression(text, NOW)
    assert found is None or found.when is None, found


# -- "Friday after next" -------------------------------------------------------------------------------------------
AFTER_NEXT = [
    case("remind me friday after next to call mom", op="create", text=["call mom"], not_text=["after"],
         due="2026-12-04T09:00"),
    case("remind me on tuesday after next at 5pm to renew the permit", op="create", text=["renew the permit"],
         due="2026-12-01T17:00"),
    case("remind me sunday after next to water the garden", op="create", text=["water the garden"],
         due="2026-12-06T09:00"),
]


@pytest.mark.parametrize(("text", "want"), AFTER_NEXT)
def test_a_weekday_after_next(text: str, want: dict[str, Any]) -> None:
    check(text, want)


def test_a_weekday_after_next_with_next_before_it_is_asked() -> None:
    not_acted("remind me next friday after next to call mom")


# -- a clock time of three digits with no colon ----------------------------------------------------------------------
COMPACT = [
    case("remind me at 830 tomorrow to call mom", op="create", text=["call mom"], not_text=["830"],
         due="2026-11-23T08:30"),
    case("remind me tomorrow at 930am to renew the parking permit", op="create", text=["renew the parking permit"],
         due="2026-11-23T09:30"),
    case("תזכירי לי מחר בשעה 730 לצאת להסעה", op="create", text=["לצאת להסעה"], due="2026-11-23T07:30"),
    case("תזכירי לי מחר ב830 להוציא את הכביסה", op="create", text=["להוציא את הכביסה"], not_text=["830"],
         due="2026-11-23T08:30"),
]


@pytest.mark.parametrize(("text", "want"), COMPACT)
def test_a_three_digit_clock_time(text: str, want: dict[str, Any]) -> None:
    check(text, want)


@pytest.mark.parametrize("text", [
    "remind me to check the score at 230 points",
    "תזכירי לי לבדוק את המשקל ב-850 גרם",
    "תזכירי לי למכור את האופניים ב500",
])
def test_a_three_digit_quantity_is_no_clock_time(text: str) -> None:
    not_acted(text)


# -- "next <weekday>" when that weekday is tomorrow -------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "next monday remind me to renew my passport",
    "remind me next monday to call the bank",
    "תזכירי לי ביום שני הבא לחדש דרכון",
    "schedule a call with Dan at three next monday",
    "put the dentist next monday at 10 in my calendar",
])
def test_next_weekday_that_is_tomorrow_is_asked(text: str) -> None:
    # Said on a Sunday, "next Monday" is tomorrow to some and the 30th to others: no day is guessed.
    not_acted(text)


def test_next_weekday_that_is_tomorrow_is_marked_ambiguous() -> None:
    match = parse_time_expression("next monday at 10", NOW)
    assert match is not None and match.ambiguous and "next_is_tomorrow" in match.notes


@pytest.mark.parametrize(("text", "day"), [
    ("next tuesday at 10", "2026-11-24"),  # two days on: only one Tuesday is near
    ("next friday at 10", "2026-11-27"),
    ("monday at 10", "2026-11-23"),  # no "next": the coming Monday, tomorrow
    ("tomorrow at 10", "2026-11-23"),
])
def test_other_weekdays_and_plain_monday_keep_their_day(text: str, day: str) -> None:
    match = parse_time_expression(text, NOW)
    assert match is not None and not match.ambiguous and local(match.when.isoformat())[:10] == day, match


def test_next_monday_said_on_a_wednesday_is_the_coming_monday() -> None:
    wednesday = datetime(2026, 11, 25, 9, 0, tzinfo=ZoneInfo("Asia/Jerusalem"))
    match = parse_time_expression("next monday at 10", wednesday)
    assert match is not None and not match.ambiguous and local(match.when.isoformat()) == "2026-11-30T10:00"


# -- a reminder some minutes or hours before a moment keeps the moment -------------------------------------------
LEAD_KEEPS_THE_MOMENT = [
    case("remind me 15 minutes before the meeting tomorrow at 10", op="create", due="2026-11-23T10:00",
         before="15 minutes"),
    case("I have the plumber at 10 tmrw, remind me an hour before to move the car", op="create",
         text=["move the car"], due="2026-11-23T10:00", before="60 minutes"),
    case("i have a zoom w the lawyer tmrw at 10, remind me 15 min before", op="create", due="2026-11-23T10:00",
         before="15 minutes"),
    case("תזכירי לי חצי שעה לפני הפגישה עם הלקוחה ביום שלישי ב4 להדפיס הצעת מחיר", op="create",
         text=["להדפיס הצעת מחיר"], due="2026-11-24T16:00", before="30 minutes"),
    case("תזכיר לי שעתיים לפני הטיסה מחר ב-18:00 להזמין מונית", op="create", text=["להזמין מונית"],
         due="2026-11-23T18:00", before="120 minutes"),
]


@pytest.mark.parametrize(("text", "want"), LEAD_KEEPS_THE_MOMENT)
def test_a_lead_of_minutes_or_hours_keeps_the_moment_and_fires_before_it(text: str, want: dict[str, Any]) -> None:
    check(text, want)


LEAD_OF_DAYS_FIRES_ON_ITS_DAY = [
    case("remind me 2 days before 15/1 to renew the car insurance", op="create", due="2027-01-13T09:00"),
    case("danas recital is next fri at 6 remind me the day before", op="create", due="2026-11-26T18:00"),
    case("ביום ראשון הבא יש יום הולדת לבת שלי, תזכירי לי יום לפני בשבע בערב לקנות פרחים", op="create",
         text=["לקנות פרחים"], due="2026-11-28T19:00"),
]


@pytest.mark.parametrize(("text", "want"), LEAD_OF_DAYS_FIRES_ON_ITS_DAY)
def test_a_lead_of_days_is_due_on_the_day_it_fires(text: str, want: dict[str, Any]) -> None:
    # "the day before at 7pm": the hour is the reminder's own, so the reminder is due when it fires.
    intent = check_task(text, want)
    assert "reminder" not in intent.args, intent.args


def test_a_weekly_reminder_with_a_lead_moves_its_time_back() -> None:
    intent = check_task("every monday at 10 remind me 30 min before to prep the slides", {"op": "create"})
    assert intent.args["reminderRecurrence"]["time"] == "09:30" and "reminder" not in intent.args, intent.args


def test_a_lead_that_would_fire_in_the_past_is_asked() -> None:
    # 08:30 today is already past at 09:00: never a reminder that can no longer fire.
    not_acted("remind me half an hour before the call today at 9")


# -- the gym or the pills at a bare 5 to 8 read as the morning ---------------------------------------------------
@pytest.mark.parametrize("text", [
    "remind me tomorrow at eight gym",
    "remind me tomorrow at 8 to go to the gym",
    "תזכירי לי מחר ב7 לקחת את הכדור",
    "remind me on friday at 6 to go for a run",
    "remind me tomorrow at 8 after dinner to take my pills",  # the morning reading is plainly wrong: asked
])
def test_exercise_or_medicine_at_a_bare_early_hour_is_asked(text: str) -> None:
    not_acted(text)


@pytest.mark.parametrize(("text", "due"), [
    ("remind me tomorrow at 8 to call mom", "2026-11-23T08:00"),  # an errand: the morning, as before
    ("remind me tomorrow at 7 before work to go for a run", "2026-11-23T07:00"),  # said which half
    ("remind me tomorrow at 9 to take my pills", "2026-11-23T09:00"),  # 9 pm is no common hour for it
])
def test_other_early_hours_keep_the_morning(text: str, due: str) -> None:
    check(text, {"op": "create", "due": due})
