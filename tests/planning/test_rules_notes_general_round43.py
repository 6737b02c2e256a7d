"""Kept facts changed or asked for, questions about how Memo works, and despair told after a setback.

Shapes covered: a numbered place's new number that looks like an hour ("the hotel room changed to 1408") updates
the note (notes_update.py); someone changed a detail and the new one follows (notes_new_value.py); a trip's number
or code asked for (notes_trip_numbers.py); a person of the user's job hunt asked for by "what was the name of"
(notes_bare.py); how Memo reads a time the user writes (meta_time_words.py); how to get nagged until acting
(meta_howto.py); how Memo remembers what it is told (meta_memory.py); despair after a setback, with counts in the
story (general_giving_up.py). Near misses keep their readings.
"""

from __future__ import annotations

import pytest

from tests.planning.reading import not_read_as, reads_as


@pytest.mark.parametrize("text, value", [
    ("תעדכן שהחדר במלון בטבריה השתנה ל-1215", "1215"),
    ("תעדכני שהחדר של סבא במחלקה השתנה ל-1130", "1130"),
    ("update that our room at the hotel is now 1408", "1408"),
    ("update that my locker changed to 1130", "1130"),
])
def test_numbered_place_new_number_updates_note(text: str, value: str) -> None:
    intent = reads_as(text, "second-brain", "update")
    assert value in intent.args["text"]


@pytest.mark.parametrize("text", [
    "תעדכני שהפגישה השתנתה ל-1430",
    "תעדכני שחדר הכושר השתנה ל-1800",
])
def test_event_new_hour_is_no_note(text: str) -> None:
    not_read_as(text, "second-brain")


@pytest.mark.parametrize("text, value, who", [
    ("Noa the Intel recruiter changed her number, it's 052-7713390 now", "052-7713390", "Noa"),
    ("the plumber changed his number, its 050-1234567 now", "050-1234567", "plumber"),
    ("dana changed her email to dana.k@gmail.com", "dana.k@gmail.com", "dana"),
    ("אבי האינסטלטור החליף מספר, עכשיו זה 054-3329911", "054-3329911", "אבי"),
    ("שירה החליפה את הטלפון שלה, החדש הוא 052-1112233", "052-1112233", "שירה"),
])
def test_changed_detail_updates_note(text: str, value: str, who: str) -> None:
    intent = reads_as(text, "second-brain", "update")
    assert value in intent.args["text"] and who in intent.args["query"]


@pytest.mark.parametrize("text", [
    "Dana changed her number",
    "yossi changed his mind, it's 3 people now",
])
def test_changed_without_new_detail_is_no_update(text: str) -> None:
    not_read_as(text, "second-brain")


@pytest.mark.parametrize("text, word", [
    ("מה מספר הטיסה שלנו הלוך", "טיסה"),
    ("מה מספר המושב בטיסה שלי", "טיסה"),
    ("מה היה מספר הרכבת לחיפה", "רכבת"),
    ("what's our return flight number?", "flight"),
    ("what's the confirmation code for my flight back", "flight"),
])
def test_trip_number_is_a_search(text: str, word: str) -> None:
    intent = reads_as(text, "second-brain", "search")
    assert word in intent.args["query"]


def test_when_is_my_flight_stays_calendar() -> None:
    reads_as("מתי הטיסה שלנו", "calendar", "getEvents")
    not_read_as("what's my flight number, send it to dana", "second-brain")


@pytest.mark.parametrize("text, word", [
    ("מה היה השם של המגייסת ממיקרוסופט?", "מיקרוסופט"),
    ("מה היה הטלפון של הרקרוטר מאמזון", "אמזון"),
    ("what was the name of the recruiter from monday?", "recruiter"),
])
def test_person_of_the_job_hunt_is_a_search(text: str, word: str) -> None:
    intent = reads_as(text, "second-brain", "search")
    assert word in intent.args["query"]


@pytest.mark.parametrize("text", [
    "אם אני רושמת 'ב-7' את מבינה שזה בבוקר?",
    "כשאני אומר ב-8 את יודעת שזה בערב?",
    "if i write 'at 6' do you know i mean the evening?",
    "when I say 9 will you assume it's am?",
])
def test_how_memo_reads_a_written_time_is_meta(text: str) -> None:
    reads_as(text, "meta", "describe")


def test_written_time_with_a_reminder_is_not_meta() -> None:
    not_read_as("if i text you at 5 will you remind me to call dana?", "meta")


@pytest.mark.parametrize("text", [
    "איך גורמים לך לנדנד לי כל רבע שעה עד שאני מסמנת שסיימתי?",
    "איך אני גורמת לך לחפור לי כל כמה דקות עד שאני עושה את זה",
    "how do i get you to pester me every few minutes until i do something?",
    "how can i make you nag me every 10 minutes until i actually do it",
])
def test_how_to_be_nagged_until_acting_is_meta(text: str) -> None:
    reads_as(text, "meta", "describe")


def test_nag_with_a_named_chore_is_not_meta() -> None:
    not_read_as("bug me every few minutes until i do the dishes", "meta")


@pytest.mark.parametrize("text", [
    "אתה זוכר דברים שאני כותבת לך לשמור? איך זה עובד",
    "אתה באמת שומר כל מה שאני מספרת לך?",
    "do you really remember stuff i tell you to keep? how does it work?",
    "do u remember things i tell u? for how long",
    "how does your memory work?",
    "איך הזיכרון שלך עובד?",
])
def test_how_memo_remembers_is_meta(text: str) -> None:
    reads_as(text, "meta", "describe")


@pytest.mark.parametrize("text", [
    "את זוכרת מה הקוד של האזעקה?",
    "do you remember what i told you about yossi?",
])
def test_remembering_one_thing_is_a_search(text: str) -> None:
    reads_as(text, "second-brain", "search")


@pytest.mark.parametrize("text", [
    "נכשלתי בראיון השלישי באמזון אחרי 4 שלבים, בא לי לוותר על כל התחום הזה",
    "עוד דחייה. נמאס לי, שלחתי 60 קו\"ח ואף אחד לא עונה 😞",
    "failed the bar for the 2nd time, i'm so done with law",
    "another rejection. sent 35 CVs and nobody gets back to me",
])
def test_despair_after_a_setback_is_general(text: str) -> None:
    reads_as(text, "general", "respond")


@pytest.mark.parametrize("text", [
    "נמאס לי, תבטלי את הפגישה עם דנה",
    "נמאס לי מהתזכורות שלך",
    "i'm so done, the dentist moved to tomorrow at 5",
    "i'm done",
])
def test_despair_with_a_request_or_about_memo_is_not_giving_up(text: str) -> None:
    from tests.planning.reading import plan

    intent = plan(text)
    assert intent is None or intent.decided_by is None or "giving_up" not in intent.decided_by, text
