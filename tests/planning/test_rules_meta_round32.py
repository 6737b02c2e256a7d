"""Questions about the user's own people and things, and about how Memo works: a question followed by "I saved it
somewhere", a search for what the user saved, who did a job at someone's family event, which wine a friend loved, a
child's shoe size asked in the shop, the size of a filter at home; and sharing a list, voice messages, a limit on
notes and keeping quiet on Shabbat, asked of Memo.

The clock is Sunday 22 November 2026, 09:00 in Asia/Jerusalem.
"""

from __future__ import annotations

import pytest

from tests.planning.reading import expect, not_taken, plan


def _searched(text: str, word: str) -> None:
    intent = expect(text, "second-brain", "search")
    assert word.lower() in intent.args["query"].lower(), (text, intent.args)


# -- a question, then "I saved it somewhere" ------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "word"), [
    ("who was the mohel for Eli's bris? I saved his number somewhere", "mohel"),
    ("who was the photographer at Dana's wedding? i wrote it down somewhere", "photographer"),
    ("מי היה הצלם בחתונה של דנה? שמרתי את המספר שלו איפשהו", "צלם"),
    ("what was the name of the caterer for the kiddush? I saved it somewhere", "caterer"),
])
def test_question_then_saved_it(text: str, word: str) -> None:
    _searched(text, word)


# -- who did a job at someone's family event ------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "word"), [
    ("who was the mohel for Eli's bris?", "mohel"),
    ("מי היה המוהל בברית של אלי", "מוהל"),
    ("who was the photographer at Noa's bat mitzvah", "photographer"),
])
def test_role_at_family_event(text: str, word: str) -> None:
    _searched(text, word)


def test_near_miss_general_who_was_stays_general() -> None:
    not_taken("who was the first president?", "second-brain")


# -- a search for what the user saved -------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "word"), [
    ("תחפשי לי את ה-recipe של החמין של אמא ששמרתי לפני פסח", "חמין"),
    ("תחפשי לי את המתכון של העוגה ששמרתי", "עוגה"),
    ("find me the cholent recipe that i saved", "cholent"),
])
def test_find_what_i_saved(text: str, word: str) -> None:
    _searched(text, word)


@pytest.mark.parametrize("text", ["find the invoice i saved", "find the packing list i saved last year"])
def test_near_miss_saved_papers_and_lists_not_a_note_search(text: str) -> None:
    not_taken(text, "second-brain")


# -- which thing someone the user knows loved -----------------------------------------------------------------------
@pytest.mark.parametrize(("text", "word"), [
    ("which red was it that Avi went crazy about at his place?", "Avi"),
    ("what wine did Avi love?", "Avi"),
    ("איזה יין זה היה שאבי השתגע עליו", "אבי"),
])
def test_which_thing_someone_loved(text: str, word: str) -> None:
    _searched(text, word)


def test_near_miss_history_question_not_a_note_search() -> None:
    not_taken("which king was it that built the temple?", "second-brain")


# -- sizes: someone's shoes, a thing at home ------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "word"), [
    ("כמה מידת נעל של מאיה? אני עומדת בחנות", "מאיה"),
    ("what size shoe does Maya wear? im at the store", "Maya"),
    ("מה הגודל של הפילטר של ה-AC בחדר שינה?", "פילטר"),
    ("what size is the AC filter in the bedroom?", "filter"),
    ("what size bulb does the lamp in the hallway take?", "lamp"),
])
def test_sizes_of_own_things(text: str, word: str) -> None:
    _searched(text, word)


@pytest.mark.parametrize("text", ["what size is a king mattress?", "מה הגודל של מגרש כדורגל"])
def test_near_miss_general_sizes_not_a_note_search(text: str) -> None:
    not_taken(text, "second-brain")


# -- about Memo: sharing, voice, limits, Shabbat --------------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "how do I share the shopping list with my husband?",
    "can I share a list with my husband so we both add stuff?",
    "how can i share my reminders with my wife?",
    "איך אני משתפת את רשימת הקניות עם בעלי?",
    "אפשר לשתף רשימה עם בעלי?",
    "אפשר שגם בעלי יוסיף לרשימה?",
    "can my husband add to the list too?",
    "אפשר לשלוח לך הודעה קולית במקום לכתוב?",
    "can i send you voice notes instead of typing?",
    "do you understand voice messages?",
    "את מבינה הודעות קוליות?",
    "is there a limit to how many notes u can keep for me?",
    "how many reminders can you keep?",
    "יש הגבלה על כמות הפתקים?",
    "כמה רשימות אני יכולה לפתוח?",
    "יש לך אפשרות לא לשלוח לי הודעות בשבת ובחגים?",
    "את יכולה לא לשלוח לי תזכורות בשבת?",
    "is there a way for you not to message me on shabbat?",
    "can you not send me reminders on shabbos and yom tov?",
])
def test_questions_about_memo(text: str) -> None:
    expect(text, "meta", "describe")


@pytest.mark.parametrize("text", [
    "how many reminders do i have?",
    "כמה תזכורות יש לי?",
    "can i send a voice note to dana?",
])
def test_near_misses_not_about_memo(text: str) -> None:
    intent = plan(text)
    assert intent is None or intent.capability != "meta", (text, intent and intent.args)


def test_near_miss_quiet_order_still_asks() -> None:
    intent = plan("אל תשלחי לי הודעות בשבת")
    assert intent is not None and intent.missing, intent
