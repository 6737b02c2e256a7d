"""Words of the whole-message check that belong to what is planned or to a reason said after it.

- "cancel" / "stop" inside an errand written down ("todo: …, cancel gym membership, …") is the errand, not a
  request to stop; said apart from the errands ("…, no wait don't") it is still doubted.
- "all" of a reason after the request ("they were all rotten", "sunny all week", "כל השבוע") is not "all" of what
  the request acts on; "take all the fruit off the list" still is.

The clock is Sunday 22 November 2026, 09:00 in Asia/Jerusalem.
"""

from __future__ import annotations

import pytest

from tests.planning.reading import not_acted, planned


@pytest.mark.parametrize(("text", "cancelled"), [
    ("todo: fix the bike chain, cancel gym membership, order new contact lenses", "cancel gym membership"),
    ("add to my todo: renew car insurance, cancel spotify, email the landlord about the leak", "cancel spotify"),
    ("משימות: לבטל את המנוי לחדר כושר, לקנות מתנה", "לבטל את המנוי לחדר כושר"),
])
def test_a_cancel_errand_is_written_down(text: str, cancelled: str) -> None:
    args = planned(text, "database", "createMultiple")
    assert cancelled in [task["text"] for task in args["tasks"]]


def test_a_take_back_said_apart_is_still_asked() -> None:
    not_acted("remind me to call dana tomorrow at 5, no wait don't")


@pytest.mark.parametrize(("text", "item"), [
    ("take avocados off the list, they were all rotten at the store anyway", "avocados"),
    ("take the umbrella off the packing list, forecast says sunny all week in Lisbon", "umbrella"),
    ("תמחקי את החלב מהרשימה, כל השבוע לא שתינו", "חלב"),
])
def test_all_of_a_reason_does_not_doubt_one_item(text: str, item: str) -> None:
    assert planned(text, "database", "deleteItem")["items"] == [item]


def test_all_of_the_items_is_still_doubted() -> None:
    not_acted("take all the fruit off the list")


@pytest.mark.parametrize("text", [
    "so the plumber said he'd call back and he never does so um can you like nag me every thirty minutes to call "
    "the plumber till i actually do it",
    "nag me every 30 minutes to call the plumber until I actually call him",
])
def test_what_someone_else_never_does_is_no_stop(text: str) -> None:
    args = planned(text, "database", "create")
    assert args["text"] == "call the plumber"
    assert args["reminderRecurrence"]["type"] == "nudge"


@pytest.mark.parametrize("text", [
    "did everything today!! mark all my tasks as done",
    "did ALL the chores today!!! mark everything as done",
])
def test_did_everything_is_said_not_asked(text: str) -> None:
    planned(text, "database", "completeAll")


def test_did_the_job_close_is_still_a_question() -> None:
    not_acted("did the cohen job close it")


@pytest.mark.parametrize(("text", "task"), [
    ("סיימתי סוף סוף את המצגת לכנס!! תסמני שזה בוצע, איזו הקלה", "המצגת לכנס"),
    ("סגרתי סוף סוף עם האינסטלטור, הוא בא ביום שלישי. תסמני שהמשימה של האינסטלטור בוצעה", "האינסטלטור"),
    ("תסמני שהמשימה של האינסטלטור בוצעה", "האינסטלטור"),
    ("finished the slides for the conference, mark it as done, what a relief", "slides for the conference"),
    ("סיימתי את הדוח לבוס תסמן שעשיתי", "הדוח לבוס"),
])
def test_the_mark_and_the_talk_around_it_are_not_the_task(text: str, task: str) -> None:
    assert planned(text, "database", "complete")["text"] == task


def test_news_without_a_mark_is_still_asked() -> None:
    not_acted("finished the thesis!!!")
