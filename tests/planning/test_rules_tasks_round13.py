"""Reminders as people type them: a person only as a pronoun, endearments around the request, several reminders
asked for at once, errands with their times and no commas between them, and "towards evening".

"remind me tomorrow to call him" with nobody named before it asks who; "hi dear, ..." / "honey, ..." /
"..., thank you so much" / "תודה רבה חמודה" wrap the request and are not its words; "i need reminders to ..." /
"תקבעי לי כמה תזכורות ..." ask for several; "call the bank at 9 buy flowers at 1" is two reminders, and a time
between two errands where only one has a time ("call mom at 5 buy milk") is asked; "לקראת ערב" / "לפנות ערב" /
"towards evening" is the end of the day (18:00).

The clock is Sunday 22 November 2026, 09:00 in Asia/Jerusalem.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.planning.reading import acted, case, plan
from tests.planning.task_checks import check_task as check


def not_acted(text: str) -> None:
    intent = plan(text)
    assert not acted(intent), (text, intent and intent.args, intent and intent.decided_by)


# -- a person only as a pronoun ---------------------------------------------------------------------------------------
PRONOUN_ONLY = [
    case("remind me at 4 to text her back", op="create", missing=["text"]),
    case("remind me friday to email him", op="create", missing=["text"]),
    case("תזכיר לי בחמש לחזור אליה", op="create", missing=["text"]),
    case("תזכירי לי ביום שלישי לשלוח לו", op="create", missing=["text"]),
    case("add a task to phone her tomorrow", op="create", missing=["text"]),
    case("תוסיפי משימה לדבר איתו מחר", op="create", missing=["text"]),
    case("מחרתיים בעשר להתקשר אליו", op="create", missing=["text"]),
]


@pytest.mark.parametrize(("text", "expect"), PRONOUN_ONLY)
def test_a_person_only_as_a_pronoun_is_asked(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


NAMED_OR_MORE = [
    # someone named before the request: "her" is Dana
    case("dana called, remind me to call her back tomorrow at 5", op="create", text=["call her back"],
         due="2026-11-23T17:00"),
    case("יוסי התקשר, תזכירי לי מחר בעשר לחזור אליו", op="create", text=["לחזור אליו"], due="2026-11-23T10:00"),
    # more than the pronoun: what the call is about is said
    case("remind me tomorrow at 10 to call him about the car", op="create", text=["about the car"],
         due="2026-11-23T10:00"),
    case("תזכירי לי מחר בעשר לשלוח לה את הקובץ", op="create", text=["הקובץ"], due="2026-11-23T10:00"),
    case("remind me tomorrow at 10 to call mom", op="create", exact_text="call mom", due="2026-11-23T10:00"),
]


@pytest.mark.parametrize(("text", "expect"), NAMED_OR_MORE)
def test_a_pronoun_with_its_person_or_its_matter_is_kept(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


# -- endearments and thanks around the request ------------------------------------------------------------------------
COURTESY = [
    case("hi dear, could you move the reminder about the gas bill to friday", op="update", text=["gas bill"]),
    case("hey honey can you remind me tmrw at 10 to call the plumber", op="create", exact_text="call the plumber",
         due="2026-11-23T10:00"),
    case("sweetie, remind me at 6 pm to water the plants", op="create", exact_text="water the plants",
         due="2026-11-22T18:00"),
    case("remind me at 5 pm to buy batteries thank you so much", op="create", exact_text="buy batteries",
         due="2026-11-22T17:00"),
    case("יקירתי, תזכירי לי מחר בעשר לקנות חלב", op="create", exact_text="לקנות חלב", due="2026-11-23T10:00"),
    case("תזכירי לי מחר בשמונה לקחת את הרכב תודה רבה חמודה", op="create", exact_text="לקחת את הרכב",
         due="2026-11-23T08:00"),
]


@pytest.mark.parametrize(("text", "expect"), COURTESY)
def test_endearments_and_thanks_are_not_the_tasks_words(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


def test_a_loved_one_inside_the_task_stays() -> None:
    check("remind me at 5 pm to buy a gift for my love", {"op": "create", "exact_text": "buy a gift for my love",
                                                           "due": "2026-11-22T17:00"})


# -- several reminders asked for at once ------------------------------------------------------------------------------
SEVERAL = [
    case("set reminders for tomorrow: call the bank at 9 and pay rent at 3", op="createMultiple",
         tasks=["call the bank", "pay rent"], dues=["2026-11-23T09:00", "2026-11-23T15:00"]),
    case("tmrw i need a couple of reminders to renew the insurance at 10 and walk the dog at 6pm",
         op="createMultiple", tasks=["renew the insurance", "walk the dog"],
         dues=["2026-11-23T10:00", "2026-11-23T18:00"]),
    case("תקבעי לי כמה תזכורות למחר להתקשר לבנק ב9 ולשלם ארנונה ב3", op="createMultiple",
         tasks=["להתקשר לבנק", "לשלם ארנונה"], dues=["2026-11-23T09:00", "2026-11-23T15:00"]),
    # errands with their times and nothing between them
    case("remind me tmrw to pick up the dry cleaning at 10am call the vet at 2pm", op="createMultiple",
         tasks=["pick up the dry cleaning", "call the vet"], dues=["2026-11-23T10:00", "2026-11-23T14:00"]),
    case("tmrw remind me pay the gardener at 8 book a table at 12 and call grandpa at 5", op="createMultiple",
         tasks=["pay the gardener", "book a table", "call grandpa"],
         dues=["2026-11-23T08:00", "2026-11-23T12:00", "2026-11-23T17:00"]),
    case("מחר תזכירי לי להתקשר לבנק ב9 לקנות פרחים ב1 ולהזמין מוסך ב4", op="createMultiple",
         tasks=["להתקשר לבנק", "לקנות פרחים", "להזמין מוסך"],
         dues=["2026-11-23T09:00", "2026-11-23T13:00", "2026-11-23T16:00"]),
    case("תזכיר לי ביום שלישי לשלם חשמל ב10 לאסוף את הילדים ב4", op="createMultiple",
         tasks=["לשלם חשמל", "לאסוף את הילדים"], dues=["2026-11-24T10:00", "2026-11-24T16:00"]),
]


@pytest.mark.parametrize(("text", "expect"), SEVERAL)
def test_several_reminders_at_once(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


@pytest.mark.parametrize("text", [
    "remind me to call mom at 5 buy milk",
    "תזכירי לי להתקשר לאמא ב5 לקנות חלב",
    "remind me to email the accountant at 11 pay the nanny",
])
def test_a_time_between_two_errands_with_one_time_is_asked(text: str) -> None:
    not_acted(text)


ONE_REMINDER = [
    # a time that opens the errand, or talk after the time, is no break
    case("תזכיר לי ב5 להתקשר לאמא", op="create", exact_text="להתקשר לאמא", due="2026-11-22T17:00"),
    case("remind me tomorrow to call the plumber at 9 about the leak", op="create",
         exact_text="call the plumber about the leak", due="2026-11-23T09:00"),
    case("i need reminders", op="create", missing=["text", "dueDate"]),
]


@pytest.mark.parametrize(("text", "expect"), ONE_REMINDER)
def test_one_reminder_stays_one(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


# -- towards evening --------------------------------------------------------------------------------------------------
TOWARD = [
    case("לפנות ערב תזכיר לי להוציא את הכביסה", op="create", exact_text="להוציא את הכביסה", due="2026-11-22T18:00"),
    case("תזכירי לי מחר לקראת הערב להשקות את העציצים", op="create", exact_text="להשקות את העציצים",
         due="2026-11-23T18:00"),
    case("remind me towards evening to bring in the laundry", op="create", exact_text="bring in the laundry",
         due="2026-11-22T18:00"),
    case("remind me tmrw toward the evening to charge the car", op="create", exact_text="charge the car",
         due="2026-11-23T18:00"),
    case("מחר לקראת הצהריים תזכיר לי להתקשר לאינסטלטור", op="create", exact_text="להתקשר לאינסטלטור",
         due="2026-11-23T12:00"),
]


@pytest.mark.parametrize(("text", "expect"), TOWARD)
def test_towards_a_part_of_the_day(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


def test_towards_something_else_is_no_time() -> None:
    intent = plan("תזכיר לי לקראת הטיסה לעשות צק אין")
    assert intent is None or "dueDate" not in intent.args, intent and intent.args


# -- "til" as "until" -------------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "words"), [
    ("nudge me every 20 min til i send the msg to the landlord", "send the msg to the landlord"),
    ("keep reminding me every 15 minutes 'til i pay the water bill", "pay the water bill"),
])
def test_til_before_the_errand_is_not_its_words(text: str, words: str) -> None:
    check(text, {"op": "create", "exact_text": words})
