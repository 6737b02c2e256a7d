"""Hedged task and note requests, round 37.

* A kept fact said to have been given wrong, with the right value ("I think I gave you the wrong flight number for
  mom, it's LY008 not LY006", "טעיתי במספר הלוקר, זה 112"): the note is updated (notes_corrected.py). An hour or a
  date said wrong is an event's, and a correction with no value is asked about.
* "somewhere" in a request to write a fact down ("שווה לרשום איפשהו ש…", "could you write down somewhere that…"),
  "do you happen to remember …", "I think it's time to clear out all my reminders tbh", "הגיע הזמן למחוק …": the
  hedge taken off (hedged.py).
* "אפשר בכלל לשנות את השעה של הסיכום היומי?", "can I even change …": whether it can be done at all, answered with
  how (meta show_settings), never the change itself.
* "you can mark all my tasks as done I guess" after a report of the day ("finished everything somehow 🎉"): all of
  them done (task_phrasing's shrug and permission).
* "jot down a few things for me: <errand>, <errand>, and <errand>": a to-do each (task_jotted.py); facts or
  groceries after the colon are not.
* "לידיעתך, לאבא יש אלרגיה לאגוזים", "fyi dad has a nut allergy": a condition someone lives with, kept
  (notes_changes.fact_told).
"""

from __future__ import annotations

import pytest

from tests.planning.reading import not_acted, not_read_as, plan, reads_as


# -- a kept fact given wrong, and the right value -------------------------------------------------------------------
@pytest.mark.parametrize(("text", "value"), [
    ("I think I gave you the wrong flight number for mom, it's LY008 not LY006", "LY008"),
    ("I gave you the wrong flight number for mom, it's LY008 not LY006", "LY008"),
    ("oops, told you the wrong gate code - it should be 4471", "4471"),
    ("the locker number I gave you was wrong, it's 112", "112"),
    ("wrong wifi password for the cabin, it's PineTree99", "PineTree99"),
    ("sorry I told you the wrong phone number for the vet, it's 054-1234567", "054-1234567"),
    ("נתתי לך מספר טיסה לא נכון של אמא, זה LY008 ולא LY006", "LY008"),
    ("נראה לי שנתתי לך את מספר הטיסה הלא נכון של אמא, הנכון הוא LY008", "LY008"),
    ("טעיתי במספר הלוקר, זה 112", "112"),
    ("רשמתי לך את הקוד של השער הלא נכון, הנכון הוא 4471", "4471"),
])
def test_a_fact_given_wrong_is_updated(text: str, value: str) -> None:
    intent = reads_as(text, "second-brain", "update")
    assert value in intent.args["text"]
    assert "LY006" not in intent.args["text"]


@pytest.mark.parametrize("text", [
    "I gave you the wrong time for the dentist, it's 4 not 3",  # an event's hour
    "I think I gave you the wrong address, sorry",  # no right value
    "I gave you the wrong flight number for mom",  # which is right is not said
])
def test_a_correction_without_a_kept_value_is_no_update(text: str) -> None:
    intent = plan(text)
    assert intent is None or intent.args.get("operation") != "update" or intent.capability != "second-brain", text


# -- hedges taken off -----------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "value"), [
    ("שווה לרשום איפשהו שהחניה שלנו בבניין היא 47, קומה מינוס 2", "47"),
    ("אולי כדאי לרשום איפשהו שהקוד של השער הוא 4471", "4471"),
    ("תרשום איפשהו שמספר הדרכון שלי 12345678", "12345678"),
    ("could you write down somewhere that my locker is 112", "112"),
])
def test_somewhere_is_left_to_memo(text: str, value: str) -> None:
    intent = reads_as(text, "second-brain", "store")
    assert value in intent.args["text"]
    assert "איפשהו" not in intent.args["text"] and "somewhere" not in intent.args["text"]


@pytest.mark.parametrize(("text", "word"), [
    ("do you happen to remember what blood type I told you I am?", "blood"),
    ("do you happen to remember where I parked?", "parked"),
])
def test_happen_to_remember_searches_the_notes(text: str, word: str) -> None:
    intent = reads_as(text, "second-brain", "search")
    assert word in intent.args["query"]


@pytest.mark.parametrize("text", [
    "I think it's time to clear out all my reminders tbh, starting over",
    "its about time to clear all my reminders honestly, fresh start",
    "I think it's time to delete all my tasks",
    "הגיע הזמן למחוק את כל התזכורות שלי",
])
def test_time_to_clear_everything_is_delete_all(text: str) -> None:
    intent = reads_as(text, "database", "deleteAll")
    assert intent.risk == "high"  # asked before it is done


@pytest.mark.parametrize("text", [
    "I think it's time to go to bed",
    "הגיע הזמן ללכת לישון",
])
def test_time_for_something_else_is_not_acted_on(text: str) -> None:
    not_acted(text)


# -- "can it even be done?": how, never the change --------------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "רציתי לשאול, אפשר בכלל לשנות את השעה של הסיכום היומי?",
    "אפשר בכלל לבטל את הסיכום היומי?",
    "can I even change the time of the daily summary?",
    "is it even possible to turn off the morning brief?",
])
def test_can_it_even_be_done_is_a_settings_question(text: str) -> None:
    reads_as(text, "meta", "show_settings")


def test_can_it_even_be_done_elsewhere_is_asked() -> None:
    not_acted("אפשר בכלל למחוק את כל התזכורות?")


# -- "you can mark all my tasks as done I guess" --------------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "finished everything on my plate today somehow 🎉 you can mark all my tasks as done I guess",
    "you can mark all my tasks as done I guess",
    "u can mark everything as done i guess",
    "done with everything today 🙌 feel free to mark all my tasks complete",
    "סיימתי הכל היום 🎉 אפשר לסמן את כל המשימות כבוצעות",
    "את יכולה לסמן את כל המשימות כבוצעות",
])
def test_permission_to_mark_all_done_is_complete_all(text: str) -> None:
    intent = reads_as(text, "database", "completeAll")
    assert intent.risk == "high"  # asked before it is done


def test_permission_with_an_exception_is_asked() -> None:
    not_acted("you can mark all my tasks as done except the dentist I guess")


# -- "jot down a few things: <errands>" -----------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "tasks"), [
    ("if it's not too much, could you jot down a few things for me: renew the parking permit, get a bday gift for "
     "Dan, and find a plumber", ["renew the parking permit", "get a bday gift for Dan", "find a plumber"]),
    ("jot down a few things for me: renew the parking permit, get a bday gift for Dan, and find a plumber",
     ["renew the parking permit", "get a bday gift for Dan", "find a plumber"]),
    ("could u write down some things: call the bank, pay the gas bill", ["call the bank", "pay the gas bill"]),
    ("write these down for me: call the bank, pay the gas bill, book the vet",
     ["call the bank", "pay the gas bill", "book the vet"]),
    ("note down 3 things for tomorrow: call the bank, pay the gas bill, book the vet",
     ["call the bank", "pay the gas bill", "book the vet"]),
    ("אם לא קשה לך תרשמי לי כמה דברים: לחדש את התו חניה, לקנות מתנה לדן ולמצוא אינסטלטור",
     ["לחדש את התו חניה", "לקנות מתנה לדן", "למצוא אינסטלטור"]),
])
def test_a_few_things_jotted_down_are_tasks(text: str, tasks: list[str]) -> None:
    intent = reads_as(text, "database", "createMultiple")
    assert [t["text"] for t in intent.args["tasks"]] == tasks


@pytest.mark.parametrize("text", [
    "jot down a few things: the gate code is 4471, the wifi is PineTree",  # facts, not errands
    "jot down a few ideas for me: a pottery class, a trip to eilat",
])
def test_things_that_are_no_errands_are_not_tasks(text: str) -> None:
    not_read_as(text, "database")


# -- "fyi": a condition someone lives with --------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "word"), [
    ("לידיעתך, לאבא יש אלרגיה לאגוזים", "אגוזים"),
    ("רק שתדעי, יש לנועה רגישות ללקטוז", "לקטוז"),
    ("לידיעתך לסבתא יש סוכרת", "סוכרת"),
    ("fyi dad has a nut allergy", "nut"),
    ("just so you know, my son has celiac", "celiac"),
    ("fyi dana has an allergy to penicillin", "penicillin"),
])
def test_fyi_a_condition_is_kept(text: str, word: str) -> None:
    intent = reads_as(text, "second-brain", "store")
    assert word in intent.args["text"]


def test_fyi_plans_are_not_kept_as_conditions() -> None:
    not_read_as("fyi dad has a meeting tomorrow", "second-brain")
