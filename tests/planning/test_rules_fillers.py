"""Spoken filler words ("um", "ok so", "like", "אממ", "בקיצור", "כאילו") are read past, never into a slot.

The clock is Sunday 22 November 2026, 09:00 in Asia/Jerusalem.
"""

from __future__ import annotations

import pytest

from memo.planning.rules import fillers
from tests.planning.reading import acted, local_or_none, plan


@pytest.mark.parametrize("text, plain", [
    ("um so can you add bread to the list", "can you add bread to the list"),
    ("ok so like remind me at like 6 to stretch", "remind me at 6 to stretch"),
    ("אממ בקיצור תוסיפי חלב", "תוסיפי חלב"),
    ("תקשיבי, כאילו, תמחקי את התזכורת", "תמחקי את התזכורת"),
    ("show me my tasks rn", "show me my tasks"),
    ("so yeah just add eggs", "add eggs"),
    # "so" / "אז" joining a remark to a request becomes a clause boundary.
    ("the vet called so move the vet reminder to 5", "the vet called, move the vet reminder to 5"),
    ("הגנן ביטל אז תמחקי את התזכורת", "הגנן ביטל, תמחקי את התזכורת"),
])
def test_filler_words_are_dropped(text, plain):
    assert fillers.drop(text) == plain


@pytest.mark.parametrize("text", [
    "i'd like to add eggs",  # "like" as a verb
    "it looks like rain tomorrow",  # "like" as a comparison
    "well done",  # praise, not an opener
    "actually make it 6",  # a correction is never dropped
    "i mean thursday",
    "add milk",  # nothing to drop
    "בעצם תעבירי לשש",
])
def test_words_that_mean_something_stay(text):
    assert fillers.drop(text) is None


@pytest.mark.parametrize("text, operation, due, words", [
    ("umm ok so remind me tomorrow at 7 to feed the fish", "create", "2026-11-23T07:00", "feed the fish"),
    ("אממ כאילו תזכירי לי מחר בשבע להאכיל את הדגים", "create", "2026-11-23T07:00", "להאכיל את הדגים"),
    ("uh the vet called so move the vet reminder to friday", "update", "2026-11-27", "vet"),
    ("בקיצור תמחקי את התזכורת של הספר", "delete", None, "הספר"),
])
def test_a_request_among_filler_words_is_read_whole(text, operation, due, words):
    intent = plan(text)
    assert acted(intent) and intent.capability == "database" and intent.args["operation"] == operation, intent
    assert words in intent.args["text"] and "בקיצור" not in intent.args["text"], intent.args
    if due:
        when = intent.args.get("dueDate") or intent.args.get("updateFields", {}).get("dueDate")
        assert (local_or_none(when) or when or "")[:len(due)] == due, intent.args


def test_list_items_keep_none_of_the_filler_words():
    intent = plan("um so like add oat milk and rice cakes to the shopping list")
    assert acted(intent) and intent.args["operation"] == "addItem", intent
    assert intent.args["items"] == ["oat milk", "rice cakes"], intent.args


# ---------------------------------------------------------------- calling the one spoken to


@pytest.mark.parametrize(("text", "plain"), [
    ("אחי תזכיר לי מחר ב9", "תזכיר לי מחר ב9"),
    ("bro remind me tmrw to call the bank", "remind me tmrw to call the bank"),
    ("נשמה, תוסיפי חלב לרשימה", "תוסיפי חלב לרשימה"),
])
def test_calling_the_one_spoken_to_before_a_command_is_dropped(text: str, plain: str) -> None:
    assert fillers.drop(text) == plain


def test_my_brother_as_the_subject_stays() -> None:
    assert fillers.drop("אחי מגיע מחר ב9") is None


def test_a_reminder_with_no_content_after_a_vocative_is_asked_about() -> None:
    intent = plan("אחי תזכיר לי מחר ב9")
    assert intent is not None and not acted(intent), intent


@pytest.mark.parametrize(("text", "plain"), [
    ("אוף תוסיפי חלב לרשימה", "תוסיפי חלב לרשימה"),
    ("נו באמת תמחק את התזכורת של הגז", "תמחק את התזכורת של הגז"),
    ("ugh add milk to the list", "add milk to the list"),
])
def test_a_sigh_before_a_request_is_dropped(text: str, plain: str) -> None:
    assert fillers.drop(text) == plain
