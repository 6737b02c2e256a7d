"""Messages typed fast: dates and times in shorthand, days joined by "+", and the marks of a phone keyboard.

A day.month date with a dot before its hour ("1.12 at 10"), a 24-hour time without its colon right after a day
("tmrw 0630"), days joined by a plus ("wed+thu", "ב+ה"), ❌ and 🔁 in a message, ticks between items, a remark
after an emoji, "2day"/"fourty", and a reminder whose whole errand is a pronoun ("take it out").

The clock is Sunday 22 November 2026, 09:00 in Asia/Jerusalem.
"""

from __future__ import annotations

import pytest

from memo.planning.rules import keyboard
from memo.planning.rules.spelling import respell
from tests.planning.reading import acted, local_or_none, plan


def _reminder(text: str) -> dict:
    intent = plan(text)
    assert acted(intent) and intent.capability == "database" and intent.args["operation"] == "create", intent
    return intent.args


def _typed(text: str) -> str | None:
    typed = keyboard.as_typed(text)
    return typed.text if typed is not None else None


# -- a day.month date with a dot, followed by its hour ----------------------------------------------
@pytest.mark.parametrize("text, due, words", [
    ("remind me 3.12 at 9 to book the car service", "2026-12-03T09:00", "car service"),
    ("remind me 5.1 at 14:00 call the accountant", "2027-01-05T14:00", "accountant"),
    ("תזכיר לי 2.12 ב-10 לחדש את הביטוח", "2026-12-02T10:00", "ביטוח"),
    ("תזכירי לי 7.12 בשעה 8 לשלם ארנונה", "2026-12-07T08:00", "ארנונה"),
])
def test_a_dot_date_before_its_hour_is_the_day(text, due, words):
    args = _reminder(text)
    assert local_or_none(args["dueDate"])[:16] == due and words in args["text"], args


@pytest.mark.parametrize("text", [
    "remind me 3.12 to call the bank",  # no hour after it: 3:12 or 3 December, asked
    "remind me at 4.30 at the office to call dana",  # "at 4.30" is the hour
])
def test_a_dot_number_without_its_hour_is_not_a_guessed_date(text):
    intent = plan(text)
    assert not (acted(intent) and (local_or_none(intent.args.get("dueDate")) or "").startswith("2026-12")), intent


def test_a_version_number_is_no_date():
    assert "1.10" in respell("update the app to version 1.10 at 5")
    intent = plan("remind me to update the app to version 1.10 at 5")
    assert not (acted(intent) and (local_or_none(intent.args.get("dueDate")) or "").startswith("2027-10")), intent


# -- a 24-hour time without its colon after a day word ----------------------------------------------
@pytest.mark.parametrize("text, due, words", [
    ("remind me tmrw 0545 to defrost the chicken", "2026-11-23T05:45", "defrost"),
    ("remnd me wed 0615 bring the uniform", "2026-11-25T06:15", "uniform"),
    ("remind me 2morrow 0700 call the depot", "2026-11-23T07:00", "depot"),
])
def test_a_day_word_then_a_time_without_colon(text, due, words):
    args = _reminder(text)
    assert local_or_none(args["dueDate"])[:16] == due and words in args["text"], args


@pytest.mark.parametrize("text", ["my pin is 0800", "tmrw order 0630 units of stock"])
def test_four_digits_that_are_no_hour_stay(text):
    assert "08:00" not in respell(text) and "06:30" not in respell(text)


# -- days joined by "+" and "X and Y every week" ----------------------------------------------------
@pytest.mark.parametrize("text, days, words", [
    ("i work late mon+thu every week remind me at 18:00 to order dinner", [1, 4], "dinner"),
    ("remind me every tue+fri at 7 to water the garden", [2, 5], "water the garden"),
    ("remind me sun and wed every week at 8 to take out recycling", [0, 3], "recycling"),
    ("תזכיר לי כל ב+ה ב7 לקחת את התרופה", [1, 4], "תרופה"),
    ("תזכירי לי כל א'+ד' בשעה 18:00 לצאת לריצה", [0, 3], "ריצה"),
    ("ג+ה כל שבוע ב8 תזכיר לי להביא את הכביסה", [2, 4], "כביסה"),
])
def test_days_joined_by_plus_repeat_on_both(text, days, words):
    args = _reminder(text)
    assert args["reminderRecurrence"]["days"] == days and words in args["text"], args


@pytest.mark.parametrize("text", [
    "remind me mon+wed 8am gym",  # both days, once each: which one is asked
    "תזכירי לי ג+ה בשעה 6 לצאת לריצה",
])
def test_two_days_joined_once_are_not_one_of_them(text):
    intent = plan(text)
    assert not acted(intent) or len(intent.args.get("reminderRecurrence", {}).get("days", [])) == 2, intent


@pytest.mark.parametrize("text", ["ויטמין ב+ד", "תוסיף לרשימה ויטמין ב+ד", "grade a+b"])
def test_letters_joined_by_plus_are_no_days_elsewhere(text):
    assert "'" not in respell(text)


# -- ❌ and ticks ------------------------------------------------------------------------------------
@pytest.mark.parametrize("text", ["🛒❌ eggs", "❌ milk 🛒", "🛒 🚫 חלב", "❌ dentist tomorrow 5pm"])
def test_a_mark_of_no_never_adds(text):
    intent = plan(text)
    assert not (acted(intent) and intent.args.get("operation") in ("addItem", "create")), intent


def test_a_mark_of_no_after_a_removal_stays_a_removal():
    intent = plan("remove eggs from 🛒 ❌")
    assert acted(intent) and intent.args["operation"] == "deleteItem" and intent.args["items"] == ["eggs"], intent


@pytest.mark.parametrize("text, items", [
    ("got eggs ✔️ butter ✔️", ["eggs", "butter"]),
    ("bought rice ✅ lentils ✅ flour", ["rice", "lentils", "flour"]),
    ("קניתי עגבניות ✔️ מלפפונים ✔️", ["עגבניות", "מלפפונים"]),
])
def test_ticks_between_items_separate_them(text, items):
    intent = plan(text)
    assert acted(intent) and intent.args["operation"] == "toggleItem" and intent.args["items"] == items, intent


@pytest.mark.parametrize("text", ["✅", "✔️✔️", "add milk to the list ✅"])
def test_ticks_alone_or_at_the_end_add_no_separator(text):
    typed = _typed(text)
    assert typed is None or "," not in typed


# -- 🔁 and a remark after an emoji ------------------------------------------------------------------
@pytest.mark.parametrize("text, days, words", [
    ("remind me 🔁 every thursday 7am swim", [4], "swim"),
    ("remind me 🔁 tuesday at 7pm to take the bins out", [2], "bins"),
    ("תזכירי לי 🔁 יום רביעי ב9 לשים כביסה", [3], "כביסה"),
])
def test_the_repeat_emoji_is_every(text, days, words):
    args = _reminder(text)
    assert args["reminderRecurrence"]["days"] == days and "🔁" not in args["text"] and words in args["text"], args


@pytest.mark.parametrize("text", ["remind me friday 8am yoga 🔁", "🔁 remind me tomorrow at 6 to stretch"])
def test_the_repeat_emoji_never_becomes_a_one_off(text):
    intent = plan(text)
    assert not acted(intent) or intent.args.get("reminderRecurrence"), intent


@pytest.mark.parametrize("text, due, words", [
    ("remind me to renew the parking tomorrow @ 4:30 😅😅 almost forgot", "2026-11-23T16:30", "renew the parking"),
    ("remind me at 6 to call grandma 🙈 oops", "2026-11-22T18:00", "call grandma"),
    ("תזכירי לי מחר ב5 לשלם לגנן 🙈 כמעט שכחתי", "2026-11-23T17:00", "לשלם לגנן"),
])
def test_a_remark_after_an_emoji_is_no_part_of_the_task(text, due, words):
    args = _reminder(text)
    assert local_or_none(args["dueDate"])[:16] == due and args["text"] == words, args


def test_a_remark_without_an_emoji_before_it_stays():
    assert _typed("remind me to say sorry to dana") is None


# -- "2day", "fourty", and a reminder of "it" -------------------------------------------------------
@pytest.mark.parametrize("text, due, words", [
    ("remind me 2day at 5 to pick up the parcel", "2026-11-22T17:00", "pick up the parcel"),
    ("remind me in fourty minutes to check the laundry", "2026-11-22T09:40", "check the laundry"),
    ("remind me 2mrw at 10 to call the vet", "2026-11-23T10:00", "call the vet"),
])
def test_short_and_misspelled_time_words(text, due, words):
    args = _reminder(text)
    assert local_or_none(args["dueDate"])[:16] == due and args["text"] == words, args


@pytest.mark.parametrize("text", [
    "remind me in fourty five minutes to take it out",
    "remind me at 6 to turn it off",
    "remind me tomorrow at 9 to bring them back",
])
def test_a_reminder_of_only_it_asks_what_it_is(text):
    assert not acted(plan(text))


@pytest.mark.parametrize("text", [
    "remind me at 6 to turn off the oven",  # the thing is named
    "remind me tomorrow at 9 to take the dog out",
])
def test_a_reminder_naming_the_thing_is_taken(text):
    assert acted(plan(text))
