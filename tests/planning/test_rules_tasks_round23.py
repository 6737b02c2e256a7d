"""Tasks as an ordinary week brings them: errands counted and dictated without a colon ("תרשמי לי שני דברים
לקבוע תור ... ולחדש ..."), news of a task finished, a reminder no longer needed, and everything marked done.

The clock is Sunday 22 November 2026, 09:00 in Asia/Jerusalem.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.planning.reading import acted, case, plan
from tests.planning.task_checks import check_task as check


# -- "N things" and the errands, without a colon -----------------------------------------------------------------
@pytest.mark.parametrize(("text", "expect"), [
    case("תרשום לי שלושה דברים לשלם ארנונה, לקנות מתנה לדני ולהחליף נורה במטבח", op="createMultiple",
         tasks=["לשלם ארנונה", "לקנות מתנה לדני", "להחליף נורה במטבח"]),
    case("תכתבי לי שני דברים למחר להתקשר לרופא ולאסוף את החבילה", op="createMultiple",
         tasks=["להתקשר לרופא", "לאסוף את החבילה"], tasks_day="2026-11-23"),
    case("רשמי לי 2 דברים לחדש את הביטוח ולהזמין טכנאי", op="createMultiple",
         tasks=["לחדש את הביטוח", "להזמין טכנאי"]),
])
def test_counted_errands_without_a_colon(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


@pytest.mark.parametrize("text", [
    "תרשמי לי שני דברים שאמא אמרה לי היום",
    "תרשום לי שני דברים חשובים על הפגישה",
])
def test_counted_things_that_are_no_errands_are_not_tasks(text: str) -> None:
    intent = plan(text)
    assert not (acted(intent) and intent is not None and intent.capability == "database"), (
        text, intent and intent.args)


# -- finished, at last; and how the one who finished feels -------------------------------------------------------
@pytest.mark.parametrize(("text", "expect"), [
    case("finally finished the budget for the school trip", op="complete", text=["budget for the school trip"]),
    case("finally done with the handouts for the parents meeting", op="complete", text=["handouts"]),
    case("סוף סוף סיימתי את המצגת לישיבת ההנהלה", op="complete", text=["המצגת"]),
    case("גמרתי עם הדוחות לרואה החשבון, אני מתה", op="complete", exact_text="הדוחות לרואה החשבון"),
    case("done with the tax forms, i'm exhausted", op="complete", exact_text="tax forms"),
    case("סיימתי את הסיכום אני סחוטה", op="complete", exact_text="הסיכום"),
])
def test_finished_at_last_and_how_it_felt(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


@pytest.mark.parametrize("text", [
    "done with the meeting",
    "done with the notes for the meeting",
    "סיימתי את הפגישה",
])
def test_a_meeting_or_notes_done_is_no_task(text: str) -> None:
    intent = plan(text)
    assert not (acted(intent) and intent is not None and intent.args.get("operation") == "complete"), (
        text, intent and intent.args)


# -- no longer needed, and why ------------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "expect"), [
    case("אני לא צריכה כבר את התזכורת של הטיפול לכלב. הטיפול בוטל", op="delete", text=["הטיפול לכלב"]),
    case("לא צריך יותר את התזכורת על השיעור של נועם, השיעורים נגמרו", op="delete", text=["השיעור של נועם"]),
    case("don't need the reminder about the dentist anymore, it got cancelled", op="delete", text=["dentist"]),
])
def test_no_longer_needed_then_why(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


@pytest.mark.parametrize("text", [
    "לא צריך יותר את התזכורת על החוג, מה נשאר לי היום?",
    "don't need the reminder about the dentist anymore, what else is on today?",
])
def test_no_longer_needed_then_a_question_is_not_only_a_delete(text: str) -> None:
    intent = plan(text)
    assert not (acted(intent) and intent is not None and intent.args.get("operation") == "delete"), (
        text, intent and intent.args)


# -- a question, then a reminder: both answered or both asked about, never the question dropped -------------------
@pytest.mark.parametrize("text", [
    "am i free thursday at 3? and remind me tomorrow at 8 to call mom",
    "do i have anything on tuesday at 4? also remind me tonight at 9 to pack",
    "יש לי משהו מחר בחמש? ותזכירי לי בשמונה להתקשר לאמא",
])
def test_a_question_before_a_reminder_is_not_dropped(text: str) -> None:
    intent = plan(text)
    assert not (acted(intent) and intent is not None and intent.capability == "database"
                and intent.args.get("operation") == "create"), (text, intent and intent.args)


def test_near_miss_a_reminder_that_is_itself_the_question() -> None:
    check("can you remind me tomorrow at 9 to pay the gas bill?",
          {"op": "create", "exact_text": "pay the gas bill", "due": "2026-11-23T09:00"})
