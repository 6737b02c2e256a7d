"""Meta and general round 35: questions about Memo written by immigrants mixing languages (connecting "את היומן של
גוגל", answers in Russian or French, voice messages "או שאני חייבת להקליד הכל"), a general question announced as
"שאלה כללית" with a remark after it, and a tired run-on that ends with "anyway how are you memo".

The clock is Sunday 22 November 2026, 09:00 in Asia/Jerusalem.
"""

from __future__ import annotations

import pytest

from tests.planning.reading import not_read_as, reads_as


# -- connecting Google, the service named in the other language -----------------------------------------------------
@pytest.mark.parametrize("text", [
    "how do I connect את היומן של גוגל to you?",
    "how can i link את הג'ימייל שלי",
    "how do I connect my יומן גוגל?",
    "איך אני מחברת את ה-google calendar שלי?",
    "איך מחברים את ה gmail",
])
def test_connecting_google_in_mixed_language_is_about_memo(text: str) -> None:
    reads_as(text, "meta", "describe")


# -- answering in another language ------------------------------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "can you answer me in Russian sometimes? my Hebrew is not so good yet",
    "could u reply in french pls, my hebrew is bad",
    "can you also talk to me in russian",
    "את יכולה לענות לי ברוסית לפעמים? העברית שלי עוד לא טובה",
    "תעני לי ברוסית בבקשה",
    "אתה יכול לדבר איתי בצרפתית?",
])
def test_answering_in_another_language_is_about_memo(text: str) -> None:
    reads_as(text, "meta", "describe")


@pytest.mark.parametrize("text", [
    "answer dana in russian",  # an answer to someone else
    "תעני לדנה ברוסית שאני מגיעה",
    "write me a poem in russian",  # something to write in that language
    "תכתבי לי ברוסית מייל לבוס",
])
def test_writing_to_someone_in_a_language_is_not_about_memo(text: str) -> None:
    not_read_as(text, "meta")


# -- voice messages, or typing everything -----------------------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "את יכולה להבין הודעות קוליות או שאני חייבת להקליד הכל",
    "אתה יכול להבין הקלטות או שאני צריך לכתוב הכל?",
    "יכולה לשמוע הודעות קוליות?",
    "can you understand voice messages or do i have to type everything",
    "can u hear voice notes or must i type it all",
])
def test_voice_messages_question_is_about_memo(text: str) -> None:
    reads_as(text, "meta", "describe")


def test_understanding_a_message_someone_wrote_is_not_about_memo() -> None:
    not_read_as("can you understand what dana wrote in her message", "meta")


# -- a general question announced, with a remark after it --------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "שאלה כללית כמה דקות מבשלים ביצה קשה? אני אף פעם לא זוכרת ותמיד יוצא לי רך",
    "שאלה כללית - מה הבירה של אוסטרליה? תמיד מתבלבלת עם סידני",
    "שאלה לא קשורה, למה השמיים כחולים",
    "שאלה מה הבירה של צרפת",
    "general question: how far is the moon? my son asked and i had no idea",
    "off topic question what's the capital of peru",
])
def test_announced_general_question_is_answered(text: str) -> None:
    intent = reads_as(text, "general", "respond")
    assert intent.args["kind"] == "question", intent.args


def test_announced_question_before_a_reminder_stays_a_reminder() -> None:
    intent = reads_as("שאלה כללית, את יכולה להזכיר לי מחר לקנות חלב?", "database", "create")
    assert intent.args["text"] == "לקנות חלב", intent.args


@pytest.mark.parametrize("text", [
    "דנה שאלה ממני את המקדחה",  # "שאלה" as borrowed: still kept as who has what
    "אורית שאלה מהשכנה סולם לרשום",
])
def test_borrowed_is_still_kept(text: str) -> None:
    reads_as(text, "second-brain", "store")


# -- tired, why, then "anyway how are you" ----------------------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "אני כל כך עייפה היום the baby was up all night and i slept like 4 hours, anyway how are you memo",
    "im so tired, the kids were up all night and i got maybe 3 hours of sleep. anyway how are you?",
    "אני גמורה הקטנה לא ישנה כל הלילה וישנתי בקושי 3 שעות, בקיצור מה שלומך ממו",
    "so exhausted today, slept only 5 hours lol anyways how r u",
    "אני עייף מת ישנתי רק 4 שעות, מה נשמע ממו?",
])
def test_tired_run_on_then_how_are_you_is_small_talk(text: str) -> None:
    intent = reads_as(text, "general", "respond")
    assert intent.args["kind"] == "small_talk", intent.args


def test_tired_then_a_real_question_is_answered() -> None:
    intent = reads_as("im so tired i slept 4 hours, how many hours should an adult sleep?", "general", "respond")
    assert intent.args["kind"] == "question", intent.args


def test_tired_then_a_reminder_stays_a_reminder() -> None:
    intent = reads_as("im so tired, remind me to go to bed at 10", "database", "create")
    assert "bed" in intent.args["text"], intent.args
