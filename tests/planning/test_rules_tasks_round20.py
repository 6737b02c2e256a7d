"""Tasks and reminders said in world English and in a second language: a word left where the day was said, delete
and change verbs of other Englishes ("bin the ... reminder", "prepone"), a Hebrew verb spelt out in full
("תמחוק"), "the lot" for all of them and "כמו עשוי" for "as done".

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


# -- a word standing where the day was said, left unread: asked, never set on today ---------------------------------
STRAY = [
    "remind me manana at 4 to take the car in",
    "can u remind me domani at 5 to ring nan",
    "תזכירי לי manana בשמונה להתקשר לגננת",
    "תזכיר לי morgen בשש לאסוף את נועה מהחוג",
]


@pytest.mark.parametrize("text", STRAY)
def test_a_stray_day_word_is_asked_about(text: str) -> None:
    not_acted(text)


KEPT = [
    case("remind me sat at 5 to mow the lawn", op="create", text=["mow the lawn"], due="2026-11-28T17:00"),
    # "arvo" is the afternoon, read as 15:00 like "saturday afternoon"
    case("can u remind me sat arvo to ring nan", op="create", exact_text="ring nan", due="2026-11-28T15:00"),
    case("remind me at 5 to call Sam", op="create", exact_text="call Sam", due="2026-11-22T17:00"),
    case("remind me tomorrow at 10 to send the satellite photos", op="create", text=["satellite"],
         due="2026-11-23T10:00"),
    case("תזכיר לי מחר בעשר zoom עם דני", op="create", text=["zoom"], due="2026-11-23T10:00"),
]


@pytest.mark.parametrize(("text", "expect"), KEPT)
def test_errands_opening_with_such_words_are_kept(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


# -- delete and change verbs of other Englishes, and Hebrew spelt out in full ------------------------------------------
CHANGES = [
    case("bin the dentist reminder, they rang to cancel", op="delete", text=["dentist"]),
    case("bin my gym reminder", op="delete", text=["gym"]),
    case("תמחוק את התזכורת על החשמלאי", op="delete", text=["החשמלאי"]),
    case("תמחוק לי התזכורת של הבנק", op="delete", text=["הבנק"]),
    case("kindly prepone the vet reminder to tomorrow 8 am", op="update", text=["vet"], new_due="2026-11-23T08:00"),
    case("prepone my rent reminder to friday 9am", op="update", text=["rent"], new_due="2026-11-27T09:00"),
]


@pytest.mark.parametrize(("text", "expect"), CHANGES)
def test_delete_and_change_verbs(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


@pytest.mark.parametrize("text", ["bin that", "bin the milk", "bin it"])
def test_bin_without_a_task_noun_is_not_a_delete(text: str) -> None:
    intent = plan(text)
    assert intent is None or intent.args.get("operation") != "delete" or not acted(intent), intent


# -- all of them done: "the lot", "כמו עשוי" --------------------------------------------------------------------------
ALL_DONE = [
    case("mark the lot as done", op="completeAll"),
    case("all sorted, mark the whole lot done", op="completeAll"),
    case("תסמני הכל כמו עשוי", op="completeAll"),
    case("גמרתי הכל, תסמן הכל כמו גמור", op="completeAll"),
]


@pytest.mark.parametrize(("text", "expect"), ALL_DONE)
def test_all_of_them_done(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


def test_a_task_named_lot_is_not_all() -> None:
    intent = plan("mark the lottery ticket task as done")
    assert intent is not None and intent.args.get("operation") == "complete", intent
