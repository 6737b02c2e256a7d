"""Tasks as households and shift workers write them: all the reminders deleted by a couple starting over ("we're
starting over", "תמחקו את כל התזכורות שלנו, מתחילים מחדש"), news that sounds like a task done ("finished my night
shift", "סיימתי את הטיפולים!!!"), and shopping reported bought, which is a list's tick or a question, never a task
closed by a guess.

The clock is Sunday 22 November 2026, 09:00 in Asia/Jerusalem.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.planning.reading import acted, case, plan
from tests.planning.task_checks import check_task as check


def not_acted_on_a_task(text: str) -> None:
    """Memo either asks, or reads the message as something other than a task's change."""
    intent = plan(text)
    assert not (acted(intent) and intent is not None and intent.capability == "database"
                and intent.args.get("operation") in ("complete", "delete", "deleteAll", "update")), (
        text, intent and intent.args, intent and intent.decided_by)


# -- all of them, and why: starting over together ----------------------------------------------------------------
@pytest.mark.parametrize(("text", "expect"), [
    case("delete all the reminders, we are starting over", op="deleteAll", risk="high"),
    case("clear all our reminders lets start fresh", op="deleteAll", risk="high"),
    case("תמחקי לי את כל המשימות נתחיל מאפס", op="deleteAll", risk="high"),
    case("תמחקו את כל התזכורות שלנו, מתחילים מחדש", op="deleteAll", risk="high"),
    case("תבטלו לנו את כל התזכורות", op="deleteAll", risk="high"),
])
def test_all_deleted_when_starting_over(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


@pytest.mark.parametrize("text", [
    "delete all our reminders for tomorrow",
    "תמחקו את כל התזכורות של מחר",
    "delete all reminders we set for tomorrow",
])
def test_some_of_them_is_not_all_of_them(text: str) -> None:
    intent = plan(text)
    assert not (acted(intent) and intent is not None and intent.args.get("operation") == "deleteAll"), intent


# -- a stage of life finished is news ------------------------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "finished my night shift finally",
    "done with my shift",
    "I finished my radiation today!!! the nurses clapped",
    "גמרתי משמרת כפולה אני מת",
    "סיימתי היום את הלימודים!!!",
    "סיימתי את הקורס סוף סוף",
])
def test_a_stage_of_life_finished_is_no_task_done(text: str) -> None:
    not_acted_on_a_task(text)


@pytest.mark.parametrize(("text", "expect"), [
    case("finished the training module", op="complete", text=["training module"]),
    case("done with the tax report", op="complete", text=["tax report"]),
    case("סיימתי את הדוח לרשות המסים", op="complete", text=["הדוח"]),
])
def test_near_misses_a_thing_finished_is_still_a_task(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


@pytest.mark.parametrize("text", ["finished the thesis!!! 🎉", "סיימתי את העבודה הסמינריונית!!!"])
def test_a_cheered_report_is_asked(text: str) -> None:
    not_acted_on_a_task(text)


# -- shopping reported bought is no task closed ---------------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "I bought eggs this morning but forgot the butter",
    "קניתי חלב אבל שכחתי את הלחם",
    "picked up the batteries and the light bulbs, tick them off",
    "✅ bread ✅ butter",
    "✅ עגבניות ✅ מלפפונים",
    "החלב והביצים בוצעו",
])
def test_groceries_bought_are_no_task_done(text: str) -> None:
    not_acted_on_a_task(text)


@pytest.mark.parametrize(("text", "expect"), [
    case("✅ call the bank", op="complete", exact_text="call the bank"),
    case("paid the water bill, mark it done", op="complete", text=["pay the water bill"]),
    case("הדוח בוצע", op="complete", text=["הדוח"]),
])
def test_near_misses_a_task_reported_done(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


# -- a reminder asked for after a question keeps none of the question's time ----------------------------------------
@pytest.mark.parametrize(("text", "expect"), [
    case("Noa wants to come over thursday at 6. Am I free? Also remind me to buy wine", op="create",
         text=["buy wine"], missing=["dueDate"]),
    case("is the pharmacy open sunday at 8? remind me to pick up my pills", op="create", text=["pick up my pills"],
         missing=["dueDate"]),
])
def test_a_reminder_after_a_question_has_its_own_time(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


def test_near_miss_a_reminder_that_asks_is_read_whole() -> None:
    check("can you remind me tomorrow at 9 to call the bank?",
          {"op": "create", "exact_text": "call the bank", "due": "2026-11-23T09:00"})


# -- a change asked for on someone else's behalf ------------------------------------------------------------------
@pytest.mark.parametrize(("text", "expect"), [
    case("my wife wants me to move the plumber reminder to friday", op="update", text=["plumber"]),
    case("noam says to delete the bins reminder", op="delete", text=["bins"]),
    case("dani asked to push the vet reminder to 6pm", op="update", text=["vet"], new_due="2026-11-22T18:00"),
    case("אשתי ביקשה שתזיזי את התזכורת של הגנן למחר", op="update", text=["הגנן"]),
])
def test_a_change_relayed_from_someone_else(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


@pytest.mark.parametrize("text", ["dana asked to meet on friday", "my husband wants to move to haifa next year"])
def test_near_misses_a_relay_of_news_is_no_change(text: str) -> None:
    not_acted_on_a_task(text)
