"""Reminders as busy owners thumb-type them: a day word run into its hour ("מחרב8", "tmrwat5", "היוםב5"); the
thing named before "remind me" with what it is for said after ("... remind me 20 min b4 so i clear the entrance");
a day's errands each at its bare hour joined by "n" / "&" / "ו", with what an errand is for ("לאשר תורים לשבוע
הבא", "confirm appointments for next week") kept in its words instead of read as its day; and all the reminders
deleted with a fresh start said as the reason ("new week new me", "שבוע חדש התחלה חדשה").

The clock is Sunday 22 November 2026, 09:00 in Asia/Jerusalem.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.planning.reading import acted, case, not_acted, plan, reads_as
from tests.planning.task_checks import check_task as check


# -- a day word run into its hour ------------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "expect"), [
    case("תזכירי לי מחרב8 בבוקר להתקשר לסאפליר של החלב", op="create", due="2026-11-23T08:00", text=["חלב"],
         not_text=["מחרב"]),
    case("תזכירי לי מחרבשמונה להתקשר לספק", op="create", due="2026-11-23T08:00", exact_text="להתקשר לספק"),
    case("תזכיר לי היוםב5 לאסוף את הילדים", op="create", due="2026-11-22T17:00", exact_text="לאסוף את הילדים"),
    case("תזכיר לי מחרב-8 לקנות חלב", op="create", due="2026-11-23T08:00", exact_text="לקנות חלב"),
    case("remind me tmrwat5 to call the milk supplier", op="create", due="2026-11-23T17:00",
         exact_text="call the milk supplier"),
    case("remind me tmrw at5 to call the milk supplier", op="create", due="2026-11-23T17:00",
         exact_text="call the milk supplier"),
    case("remind me tomorrow5pm to call mom", op="create", due="2026-11-23T17:00", exact_text="call mom"),
])
def test_day_run_into_its_hour(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


def test_glued_split_only_where_a_day_meets_an_hour() -> None:
    from memo.planning.rules.glued_times import split

    assert split("tmrw2 call mom") == "tmrw2 call mom"  # "2" is "to" here, never an hour
    assert split("tmrw5k run") == "tmrw5k run"
    assert split("chat5") == "chat5"
    assert split("מחרבן") == "מחרבן"
    assert split("remind me tmrw at 5") == "remind me tmrw at 5"


# -- the thing named before "remind me", what it is for after ---------------------------------------------------------
@pytest.mark.parametrize(("text", "expect"), [
    case("delivery from the nursery tmrw at 11 remind me 20 min b4 so i clear the entrence", op="create",
         due="2026-11-23T11:00", before="20 minutes", text=["nursery", "entrence"]),
    case("delivery from the nursery tmrw at 11 remind me 20 min before so i can clear the entrance", op="create",
         due="2026-11-23T11:00", text=["nursery", "clear the entrance"]),
    case("plumber coming thursday at 3 remind me an hour before so that i can move the car", op="create",
         due="2026-11-26T15:00", before="60 minutes", text=["plumber", "move the car"]),
    case("משלוח מהמשתלה מחר ב11 תזכירי לי 20 דק לפני כדי שאפנה את הכניסה", op="create", due="2026-11-23T11:00",
         text=["משתלה", "הכניסה"]),
    case("הטכנאי מגיע ביום שלישי ב10 תזכירי לי חצי שעה לפני כדי לפנות את החניה", op="create",
         due="2026-11-24T10:00", text=["הטכנאי", "החניה"]),
    # near misses: the reason not to forget is still cut, and "to ..." after "remind me" is still the errand
    case("the dentist tmrw at 4 remind me an hour before so i dont forget", op="create", exact_text="the dentist"),
    # (the moment the lead counts back from is kept after the errand: "bring the xray (the dentist)")
    case("the dentist tmrw at 4 remind me an hour before so i dont forget to bring the xray", op="create",
         text=["bring the xray", "dentist"], not_text=["forget"]),
    case("plumber coming thursday at 3 remind me an hour before to move the car", op="create",
         exact_text="move the car"),
    # nothing named before: the words after are the reminder's
    case("remind me at 5 so i can call mom", op="create", text=["call mom"]),
    case("ok so remind me at 5 so i can call mom", op="create", text=["call mom"]),
])
def test_thing_before_and_what_it_is_for_after(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


# -- a day's errands at bare hours, joined by "n" / "&" / "ו"; what an errand is for kept in its words ---------------
@pytest.mark.parametrize(("text", "expect"), [
    case("מחר תזכירי לי: ב9 להזמין לק גל, ב11 לאשר תורים לשבוע הבא, ב3 להפקיד צקים", op="createMultiple",
         tasks=["להזמין לק גל", "לאשר תורים לשבוע הבא", "להפקיד צקים"],
         dues=["2026-11-23T09:00", "2026-11-23T11:00", "2026-11-23T15:00"]),
    case("tmrw remind me: at 9 to order gel polish, at 11 to confirm appointments for next week, at 3 to deposit "
         "checks",
         op="createMultiple", tasks=["order gel polish", "confirm appointments for next week", "deposit checks"],
         dues=["2026-11-23T09:00", "2026-11-23T11:00", "2026-11-23T15:00"]),
    case("מחר ב10 להזמין סחורה לחודש הבא וב2 לשלם לספק", op="createMultiple",
         tasks=["להזמין סחורה לחודש הבא", "לשלם לספק"], dues=["2026-11-23T10:00", "2026-11-23T14:00"]),
    case("tmrw pls remind me 10 להתקשר לספק אינסטלציה n 4 לאסוף צינורות מהחנות", op="createMultiple",
         tasks=["להתקשר לספק אינסטלציה", "לאסוף צינורות מהחנות"], dues=["2026-11-23T10:00", "2026-11-23T16:00"]),
    case("tmrw remind me 10 call the plumber n 4 pick up pipes", op="createMultiple",
         tasks=["call the plumber", "pick up pipes"], dues=["2026-11-23T10:00", "2026-11-23T16:00"]),
    case("tmrw remind me 10 to call the plumber and 4 to pick up pipes", op="createMultiple",
         tasks=["call the plumber", "pick up pipes"], dues=["2026-11-23T10:00", "2026-11-23T16:00"]),
    case("tmrw remind me 10 call the plumber & 4 pick up pipes", op="createMultiple",
         tasks=["call the plumber", "pick up pipes"]),
    case("מחר תזכירי לי ב9 להתקשר לספק ו-4 לאסוף סחורה", op="createMultiple",
         tasks=["להתקשר לספק", "לאסוף סחורה"], dues=["2026-11-23T09:00", "2026-11-23T16:00"]),
])
def test_day_errands_at_bare_hours(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


def test_a_number_after_and_that_opens_no_errand_splits_nothing() -> None:
    intent = plan("tmrw at 9 buy milk and 2 cartons of eggs")
    assert intent is not None and intent.args.get("operation") == "create", intent and intent.args
    assert "cartons" in intent.args["text"]


# -- all deleted, a fresh start as the reason ------------------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "clear all my reminders new week new me lol",
    "clear all my reminders new week new me",
    "delete all my tasks new month clean slate",
    "wipe my reminders, new year new me",
    "תמחקי את כל התזכורות שלי שבוע חדש התחלה חדשה",
    "תמחקי את כל התזכורות שלי, חודש חדש",
])
def test_delete_all_with_a_fresh_start(text: str) -> None:
    intent = reads_as(text, "database", "deleteAll")
    assert intent.risk == "high"


@pytest.mark.parametrize("text", [
    "clear all my reminders new week new me except the dentist",
    "תמחקי את כל התזכורות שלי שבוע חדש חוץ מהרופא",
])
def test_fresh_start_with_an_exception_is_not_all(text: str) -> None:
    intent = plan(text)
    assert not (acted(intent) and intent is not None and intent.args.get("operation") == "deleteAll"), \
        intent and intent.args


def test_all_of_next_week_is_not_all() -> None:
    not_acted("clear all my reminders for next week")
