"""Personal facts kept, changed and asked without the usual trigger (notes_measures.py, notes_key_holder.py,
notes.py, notes_changes.py).

Shapes covered: a measurement of someone close kept with a saving verb and a number ("note his height today 61cm",
"תרשמי משקל היום 5.2 קילו"), given a new number ("update his weight, it's 12.4 now", "עדכני את הגובה שלה ל-75"),
and asked of the past ("how tall was he at his last checkup", "כמה הוא שקל בביקור הקודם"); who holds a key of one's
own place ("who has the spare key to the office", "אצל מי השלט של החניה"); "remember" with what someone agreed or
decided; "note for the minutes:" / "לפרוטוקול:" as a lead; a changed fact told "it's now X" / "זה עכשיו X".
Near misses: a stranger's weight, a clock time, "the key to success", "remember ... said to call back".
"""

from __future__ import annotations

import pytest

from tests.planning.reading import not_acted, not_read_as, reads_as


@pytest.mark.parametrize("text, value", [
    ("note his height today 61cm", "61cm"),
    ("remember toddler weight this morning 11.3kg, height 84cm", "11.3kg"),
    ("save grandpa blood pressure today 135/85", "135/85"),
    ("תרשמי משקל של התינוק היום 4.8 קילו", "4.8"),
    ("תזכרי היקף ראש 39 ס\"מ", "39"),
])
def test_measurement_kept(text: str, value: str) -> None:
    assert value in reads_as(text, "second-brain", "store").args["text"]


@pytest.mark.parametrize("text, query, value", [
    ("update his weight, it's 12.4 now", "weight", "12.4"),
    ("update the baby's length to 60cm", "length", "60cm"),
    ("change my weight its 71 now", "weight", "71"),
    ("עדכני את הגובה שלה ל-75", "גובה", "75"),
    ("תעדכן את המשקל שלו, עכשיו 9.2", "משקל", "9.2"),
])
def test_measurement_changed(text: str, query: str, value: str) -> None:
    intent = reads_as(text, "second-brain", "update")
    assert intent.args["query"] == query and value in intent.args["text"]


@pytest.mark.parametrize("text, word", [
    ("how tall was he at his last checkup", "height"),
    ("how much did my son weigh at the last visit", "weigh"),
    ("what was her temperature at the last appointment", "temperature"),
    ("כמה הוא שקל בביקור הקודם", "משקל"),
    ("מה היה הגובה שלה בבדיקה האחרונה", "גובה"),
])
def test_measurement_asked(text: str, word: str) -> None:
    assert word in reads_as(text, "second-brain", "search").args["query"]


@pytest.mark.parametrize("text, word", [
    ("who has the spare key to the office", "key"),
    ("who's holding the remote for the gate", "remote"),
    ("מי לקח את המפתח של המקלט", "מפתח"),
    ("אצל מי השלט של החניה", "שלט"),
])
def test_key_holder_asked(text: str, word: str) -> None:
    assert word in reads_as(text, "second-brain", "search").args["query"]


@pytest.mark.parametrize("text, words", [
    ("remember the landlord agreed the rent stays the same until june", "landlord agreed"),
    ("remember we decided the kids go to grandma on fridays", "we decided"),
    ("note for the minutes: the committee approved 2000 for the trip", "2000"),
    ("for our records - the new supplier gives 10% off", "10%"),
    ("לפרוטוקול: הוחלט שהתקציב לטיול הוא 2000 שקל", "2000"),
])
def test_fact_kept_with_its_lead(text: str, words: str) -> None:
    assert words in reads_as(text, "second-brain", "store").args["text"]


@pytest.mark.parametrize("text, value", [
    ("the alarm code at the studio changed, it's now 5512", "5512"),
    ("the building wifi password changed, its now Cedar42", "Cedar42"),
    ("הקוד של הדלת במשרד השתנה, זה עכשיו 3391", "3391"),
])
def test_changed_fact_now(text: str, value: str) -> None:
    assert value in reads_as(text, "second-brain", "update").args["text"]


@pytest.mark.parametrize("text", [
    "how much does a blue whale weigh",
    "how much did the statue of liberty weigh",
    "who has the key to success",
    "מי מחזיק בשיא העולם בקפיצה",
])
def test_not_a_kept_measure_or_key(text: str) -> None:
    not_read_as(text, "second-brain")


def test_weighing_at_an_hour_is_a_reminder() -> None:
    reads_as("remember to weigh the baby at 6pm", "database", "create")


def test_what_was_said_to_do_is_not_a_fact() -> None:
    not_acted("remember the plumber said to call back")
