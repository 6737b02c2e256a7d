"""Reminders whose time phrase was read only in part: a fact about the day between the hour and the errand, an hour
with a bare colon after it, minutes to the hour said with digits ("at 10 to 11"), a part of the day said as "in my
morning", and the guard that asks when a piece of a time phrase is still left in the reminder's words.

The clock is Sunday 22 November 2026, 09:00 in Asia/Jerusalem.
"""

from __future__ import annotations

from typing import Any

import pytest

from memo.planning.rules.task_stray import stray_time_word
from tests.planning.reading import acted, case, not_acted, plan
from tests.planning.task_checks import check_acted


# -- a fact about the day between the hour and the errand -----------------------------------------------------------
@pytest.mark.parametrize(("text", "expect"), [
    case("remind me at 8 the recital is tomorrow, buy flowers", op="create", exact_text="buy flowers",
         due="2026-11-23T08:00"),
    case("remind me at 8 the recital's tomorrow, buy flowers", op="create", exact_text="buy flowers",
         due="2026-11-23T08:00"),
    case("remind me at 8 the recital is tomorrow so buy flowers", op="create", exact_text="buy flowers",
         due="2026-11-23T08:00"),
    case("remind me at 6 the party is on friday, get a gift", op="create", exact_text="get a gift",
         due="2026-11-27T18:00"),
    case("remind me at 9 the exam is tomorrow, print the notes", op="create", exact_text="print the notes",
         due="2026-11-23T09:00"),
    case("remind me at 8 the kids are home tomorrow, buy snacks", op="create", exact_text="buy snacks",
         due="2026-11-23T08:00"),
    case("תזכירי לי בשמונה ההופעה מחר, לקנות פרחים", op="create", exact_text="לקנות פרחים", due="2026-11-23T08:00"),
    case("תזכירי לי בשמונה ההופעה היא מחר, לקנות פרחים", op="create", exact_text="לקנות פרחים",
         due="2026-11-23T08:00"),
])
def test_fact_before_the_errand_is_not_glued_to_it(text: str, expect: dict[str, Any]) -> None:
    check_acted(text, expect)


@pytest.mark.parametrize(("text", "expect"), [
    case("remind me at 8 the recital is tomorrow", op="create", exact_text="the recital", due="2026-11-23T08:00"),
    case("remind me at 8 to tell dana the recital is tomorrow", op="create",
         text=["tell dana the recital is tomorrow"]),
])
def test_near_miss_the_fact_alone_or_told_keeps_its_reading(text: str, expect: dict[str, Any]) -> None:
    check_acted(text, expect)


# -- an hour with a bare colon after it -----------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "expect"), [
    case("remind me at 7: the plumber is tomorrow", op="create", exact_text="the plumber", due="2026-11-23T07:00"),
    case("remind me at 8: buy flowers", op="create", exact_text="buy flowers", due="2026-11-22T20:00"),
    case("remind me at 7: call the plumber", op="create", exact_text="call the plumber", due="2026-11-22T19:00"),
    case("תזכיר לי ב-8: לקנות פרחים", op="create", exact_text="לקנות פרחים", due="2026-11-22T20:00"),
    case("תזכיר לי ב-7: האינסטלטור מחר", op="create", exact_text="האינסטלטור", due="2026-11-23T07:00"),
])
def test_hour_before_a_colon_is_read(text: str, expect: dict[str, Any]) -> None:
    intent = check_acted(text, expect)
    assert ":" not in intent.args["text"], intent.args


def test_near_miss_clock_with_minutes_stays() -> None:
    check_acted("remind me at 7:30 to run", {"op": "create", "exact_text": "run", "due": "2026-11-22T19:30"})


# -- minutes to the hour said with digits --------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "expect"), [
    case("remind me at 10 to 11 to call the bank", op="create", exact_text="call the bank", due="2026-11-22T10:50"),
    case("remind me at 10 to 11 tomorrow to call the bank", op="create", exact_text="call the bank",
         due="2026-11-23T10:50"),
    case("remind me at 5 to 6 to buy milk", op="create", exact_text="buy milk", due="2026-11-22T17:55"),
    case("remind me by 20 to 9 tomorrow to send the report", op="create", exact_text="send the report",
         due="2026-11-23T08:40"),
    case("remind me at 25 to 4, pick up kids", op="create", exact_text="pick up kids", due="2026-11-22T15:35"),
    case("remind me at quarter to 5 to call mom", op="create", exact_text="call mom", due="2026-11-22T16:45"),
    case("remind me at twenty to nine to leave", op="create", exact_text="leave", due="2026-11-22T20:40"),
    case("תזכיר לי ב-10 לאחת להתקשר לבנק", op="create", exact_text="להתקשר לבנק", due="2026-11-22T12:50"),
    case("תזכירי לי מחר ב-5 לשמונה לצאת", op="create", exact_text="לצאת", due="2026-11-23T07:55"),
    case("תזכיר לי בעשרה לאחת להתקשר לבנק", op="create", exact_text="להתקשר לבנק", due="2026-11-22T12:50"),
])
def test_minutes_to_the_hour(text: str, expect: dict[str, Any]) -> None:
    check_acted(text, expect)


def test_near_miss_a_range_in_the_calendar_stays_a_range() -> None:
    intent = plan("schedule dentist at 10 to 11 tomorrow")
    assert intent is not None and intent.capability == "calendar", intent
    assert intent.args["start"].startswith("2026-11-23T10:00") and intent.args["end"].startswith("2026-11-23T11:00")


@pytest.mark.parametrize("text", [
    "remind me at 5 to 6 people to call",  # a count, not 5:55
    "תזכיר לי ב-5 לשמונה אנשים לשלוח הזמנה",
])
def test_near_miss_a_count_after_to_is_not_minutes_to_the_hour(text: str) -> None:
    intent = plan(text)
    assert intent is None or ":55" not in str(intent.args.get("dueDate")), intent and intent.args


# -- a part of the day said as "in my morning" ----------------------------------------------------------------------
@pytest.mark.parametrize(("text", "expect"), [
    case("remind me in my morning at 7 to stretch", op="create", exact_text="stretch", due="2026-11-23T07:00"),
    case("remind me in my evening at 9 to read", op="create", exact_text="read", due="2026-11-22T21:00"),
    case("remind me during my afternoon at 3 to nap", op="create", exact_text="nap", due="2026-11-22T15:00"),
    case("remind me in my evening to read", op="create", exact_text="read", due="2026-11-22T19:00"),
    case("remind me in the morning at 7 to stretch", op="create", exact_text="stretch", due="2026-11-23T07:00"),
])
def test_in_my_part_of_the_day(text: str, expect: dict[str, Any]) -> None:
    check_acted(text, expect)


def test_near_miss_saved_my_morning_is_no_time() -> None:
    intent = plan("you saved my morning")
    assert intent is None or intent.capability != "database", intent


# -- a piece of a time phrase left in the reminder's words is asked ------------------------------------------------
@pytest.mark.parametrize("text", [
    "remind me tomorrow at about: call mom",
    "remind me in the to call mom tomorrow",
])
def test_time_piece_left_in_the_words_is_asked(text: str) -> None:
    not_acted(text)


@pytest.mark.parametrize("words", [
    "in my to stretch", "at 7: the plumber", "11 to call the bank", "לאחת להתקשר לבנק", "ב-7: האינסטלטור",
    "at about: call mom",
])
def test_time_leftovers_are_seen(words: str) -> None:
    assert stray_time_word(words), words


@pytest.mark.parametrize("words", [
    "call the bank", "in the garden to water", "at the office drop papers", "on the way buy milk",
    "2 tickets for the show", "לשלוח לדני",
])
def test_near_miss_task_words_are_no_leftover(words: str) -> None:
    assert not stray_time_word(words), words


def test_near_miss_a_place_after_the_day_is_kept() -> None:
    intent = plan("remind me tomorrow at the office to drop the keys")
    assert acted(intent) and intent is not None and "office" in intent.args["text"], intent and intent.args


# -- two errands glued where a time was cut between them are asked ---------------------------------------------------
@pytest.mark.parametrize("text", [
    "remind me to call mom tomorrow at 5, buy milk",
    "remind me to call mom tomorrow, then buy milk",
    "תזכירי לי להתקשר לאמא מחר ב-5, לקנות חלב",
])
def test_errands_glued_by_a_cut_time_are_asked(text: str) -> None:
    not_acted(text)


@pytest.mark.parametrize(("text", "expect"), [
    case("remind me tomorrow at 5 to call mom and buy milk", op="create", exact_text="call mom and buy milk",
         due="2026-11-23T17:00"),
    case("remind me to buy milk tomorrow at 5, thanks", op="create", exact_text="buy milk", due="2026-11-23T17:00"),
])
def test_near_miss_one_errand_or_a_thanks_after_the_time_is_kept(text: str, expect: dict[str, Any]) -> None:
    check_acted(text, expect)
