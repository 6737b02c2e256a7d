"""The time expressions shared by every grammar: an hour and its minutes said in English words after "at" with the
task right after them, "o clock" written apart, the end of a span of days said as an ordinal word after a start
that is already a date, and candles lit on Friday as an evening clue for a bare 5:xx / 6:xx.

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

NOW = datetime(2026, 11, 22, 9, 0, tzinfo=ZoneInfo("Asia/Jerusalem"))



def all_day(text: str) -> tuple[str, str]:
    args = expect(text, "calendar", "create").args
    assert args.get("allDay") is True, args
    return args["start"], args["end"]


# -- "at" + an hour word + a minute word, whatever follows --------------------------------------------------------
WORD_TIMES = [
    case("every evening at nine fifteen remind me to take my pills", op="create", text=["take my pills"],
         not_text=["fifteen"], rec={"type": "daily", "time": "21:15"}),
    case("every day at eight forty five remind me to check the mail", op="create", text=["check the mail"],
         not_text=["forty"], rec={"type": "daily", "time": "08:45"}),
    case("remind me tomorrow at ten fifteen call the bank", op="create", text=["call the bank"],
         due="2026-11-23T10:15"),
    case("at eleven thirty remind me to move the car", op="create", text=["move the car"], not_text=["thirty"],
         due="2026-11-22T11:30"),
    case("תזכיר לי at nine thirty לשלוח את הדוח", op="create", text=["לשלוח את הדוח"], not_text=["nine"],
         due="2026-11-22T09:30"),
    case("כל בוקר at seven fifteen תזכירי לי לקחת ויטמינים", op="create", text=["לקחת ויטמינים"],
         rec={"type": "daily", "time": "07:15"}),
    case("remind me tomorrow at nine o clock to renew the permit", op="create", text=["renew the permit"],
         not_text=["clock"], due="2026-11-23T09:00"),
    # Hebrew hours with their minutes as words were read already; they stay so.
    case("תזכירי לי ביום שני בעשר ורבע להתקשר לבנק", op="create", text=["להתקשר לבנק"], due="2026-11-23T10:15"),
    case("תזכירי לי מחר בשבע ועשרים בבוקר לצאת לעבודה", op="create", text=["לצאת לעבודה"], due="2026-11-23T07:20"),
    case("כל יום בארבע וחצי תזכיר לי לאסוף את הילדים", op="create", text=["לאסוף את הילדים"],
         rec={"type": "daily", "time": "16:30"}),
]


@pytest.mark.parametrize(("text", "want"), WORD_TIMES)
def test_an_hour_and_minutes_in_words_after_at(text: str, want: dict[str, Any]) -> None:
    check(text, want)


def test_an_event_at_an_hour_and_minutes_in_words() -> None:
    args = expect("set a meeting with dana tomorrow at ten thirty", "calendar", "create").args
    assert (local(args["start"]), local(args["end"])) == ("2026-11-23T10:30", "2026-11-23T11:30")


def test_the_time_grammar_reads_the_words_and_cuts_them_out() -> None:
    tm = parse_time_expression("every morning at seven thirty remind me to water the plants", NOW)
    assert tm is not None and tm.recurrence is not None and tm.recurrence.time == "07:30"
    tm = parse_time_expression("remind me at eleven forty five take pills", NOW)
    assert tm is not None and tm.when is not None and (tm.when.hour, tm.when.minute) == (11, 45)


@pytest.mark.parametrize("text", [
    "remind me about the party at two twenty people are coming",
    "I was there at one point remind me to call",
])
def test_a_count_or_a_phrase_after_at_is_no_clock_time(text: str) -> None:
    not_acted(text)


def test_a_count_after_the_minutes_is_no_time() -> None:
    assert parse_time_expression("at two twenty people came", NOW) is None


# -- the end of a span of days said as an ordinal word -----------------------------------------------------------
SPANS = [
    ("ski trip december fourteenth to eighteenth block it in my calendar", "2026-12-14", "2026-12-19"),
    ("ski trip december fourteenth - eighteenth add to calendar", "2026-12-14", "2026-12-19"),
    ("conference the twenty first to the twenty third of january", "2027-01-21", "2027-01-24"),
    ("vacation from the third to the fifth add to calendar", "2026-12-03", "2026-12-06"),
    ("add to calendar: reserve duty from the second to the ninth of december", "2026-12-02", "2026-12-10"),
]


@pytest.mark.parametrize(("text", "start", "end"), SPANS)
def test_a_span_of_days_ending_in_an_ordinal_word(text: str, start: str, end: str) -> None:
    assert all_day(text) == (start, end)


def test_a_span_in_digits_is_unchanged() -> None:
    assert all_day("ski trip december 14th to the 18th block it in my calendar") == ("2026-12-14", "2026-12-19")


def test_a_floor_after_a_date_is_no_day() -> None:
    from memo.planning.rules.spelling import respell

    assert "2nd floor" not in respell("we meet on the 14th to the second floor")


# -- candles lit on Friday are lit in the evening ----------------------------------------------------------------
CANDLES = [
    case("remind me friday at 5:40 to light shabbat candles", op="create", text=["candles"], due="2026-11-27T17:40"),
    case("תזכירי לי ביום שישי ב4:20 להדליק נרות", op="create", text=["להדליק נרות"], due="2026-11-27T16:20"),
    case("תזכירי לי ביום שישי ב-5:10 להכין קידוש", op="create", text=["קידוש"], due="2026-11-27T17:10"),
]


@pytest.mark.parametrize(("text", "want"), CANDLES)
def test_candles_are_an_evening_clue(text: str, want: dict[str, Any]) -> None:
    check(text, want)


def test_a_bare_early_hour_with_no_clue_is_still_asked() -> None:
    not_acted("remind me friday at 6:20 to call mom")
