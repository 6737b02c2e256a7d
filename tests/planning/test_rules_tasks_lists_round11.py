"""Tasks and lists: titles that hold an "and", purchases listed after a colon, an item whose name ends in a
geresh, a done report closed by "stop bugging me about it", and "every task" / "mark em all done".

The clock is Sunday 22 November 2026, 09:00 in Asia/Jerusalem.
"""

from __future__ import annotations

import pytest

from tests.planning.reading import acted, plan


def _acted_as(text: str, operation: str) -> dict:
    intent = plan(text)
    assert acted(intent), (text, intent)
    assert intent is not None and intent.capability == "database", (text, intent)
    assert intent.args.get("operation") == operation, (text, intent.args)
    return intent.args


# -- a list of titles: "and also" separates titles, a plain "and" stays in its title ----------------------------
@pytest.mark.parametrize(("text", "items"), [
    ("add to my reading list Thinking Fast and Slow and also Sapiens", ["Thinking Fast and Slow", "Sapiens"]),
    ("put Pride and Prejudice and also Emma on the books list", ["Pride and Prejudice", "Emma"]),
    ("add Fast and Furious, Up as well as Heat to the movies list", ["Fast and Furious", "Up", "Heat"]),
    ("add Law and Order plus Friends to my shows list", ["Law and Order", "Friends"]),
])
def test_titles_keep_their_and_when_another_word_separates_them(text: str, items: list[str]) -> None:
    assert _acted_as(text, "addItem")["items"] == items


@pytest.mark.parametrize("text", [
    "add Pride and Prejudice to my reading list",  # one title, or two?
    "add Dune and Emma to the books list",
    "put The Matrix, Inception and Up on the movies list",
])
def test_a_plain_and_between_capitalised_titles_is_asked(text: str) -> None:
    intent = plan(text)
    assert intent is not None and intent.args.get("operation") == "addItem", (text, intent)
    assert not acted(intent), (text, intent)


@pytest.mark.parametrize(("text", "items"), [
    # Near misses: people, and things one buys, are split on "and" as before.
    ("add Dan and Ruth to the guest list", ["Dan", "Ruth"]),
    ("add milk and eggs to the shopping list", ["milk", "eggs"]),
    ("add milk and also eggs to the shopping list", ["milk", "eggs"]),
])
def test_and_still_separates_people_and_groceries(text: str, items: list[str]) -> None:
    assert _acted_as(text, "addItem")["items"] == items


# -- a purchase report with a colon, the items after it (one a line) --------------------------------------------
@pytest.mark.parametrize(("text", "items"), [
    ("קניתי:\nחלב\nביצים\nלחם", ["חלב", "ביצים", "לחם"]),
    ("לקחנו: עגבניות, מלפפונים", ["עגבניות", "מלפפונים"]),
    ("bought:\nmilk\neggs", ["milk", "eggs"]),
    ("grabbed: bread, butter", ["bread", "butter"]),
])
def test_a_colon_after_the_purchase_verb_ticks_the_items(text: str, items: list[str]) -> None:
    assert _acted_as(text, "toggleItem")["items"] == items


def test_a_colon_before_no_product_is_no_purchase() -> None:
    intent = plan("לקחתי: את הילדים")
    assert intent is None or intent.args.get("operation") != "toggleItem", intent


# -- an item whose name ends in a geresh, before a short command ------------------------------------------------
@pytest.mark.parametrize(("text", "items"), [
    ("קניתי כבר את הקוטג' תסמני", ["קוטג'"]),
    ("לקחתי את הקוטג' תסמן", ["קוטג'"]),
    ("קניתי את החלב תסמני", ["חלב"]),
])
def test_a_geresh_ending_item_before_a_tick(text: str, items: list[str]) -> None:
    assert _acted_as(text, "toggleItem")["items"] == items


# -- a done report, then "stop bugging me about it": the task the report names is done ---------------------------
@pytest.mark.parametrize(("text", "task"), [
    ("ok called the plumber, u can stop bugging me about it", "call the plumber"),
    ("paid the water bill, stop nagging me about it", "pay the water bill"),
    ("התקשרתי לאינסטלטור, תפסיק לנדנד לי על זה", "להתקשר לאינסטלטור"),
])
def test_a_report_then_stop_nagging_about_it_completes_the_task(text: str, task: str) -> None:
    assert _acted_as(text, "complete")["text"] == task


def test_stop_nagging_about_it_with_no_report_is_asked() -> None:
    intent = plan("ok, stop nagging me about it")
    assert not acted(intent), intent


# -- all tasks done ------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "knocked out every task today 💪 mark em all done",
    "finished every single task, mark them all done",
    "mark em all done",
    "סגרתי את כל מה שהיה לי להיום, תסמן הכל כבוצע",
    "סיימתי את כל מה שהיה לי לעשות היום",
])
def test_every_task_done_completes_all(text: str) -> None:
    _acted_as(text, "completeAll")


@pytest.mark.parametrize("text", [
    "every task today got moved, mark em all done",  # not a report that they were done
    "finished the first task, mark it done",
])
def test_not_all_done(text: str) -> None:
    intent = plan(text)
    assert intent is None or intent.args.get("operation") != "completeAll" or not acted(intent), intent
