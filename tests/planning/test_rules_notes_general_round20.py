"""Notes, small talk and settings as second-language and world-English writers put them (rules/general.py,
general_chat.py, meta.py, notes.py).

Each table holds sentences of one shape; the near misses after it must not be taken that way.
"""

from __future__ import annotations

import pytest

from tests.planning.reading import expect, not_taken

# --- a goodbye without "to": "speak you tomorrow" -------------------------------------------------------------------


@pytest.mark.parametrize("text", [
    "ok bye, talk you later",
    "good night, speak you tomorrow",
    "speak with you soon",
])
def test_a_goodbye_without_to_is_small_talk(text: str) -> None:
    expect(text, "general", "respond")


# --- news told in the present, as in a second language -----------------------------------------------------------


@pytest.mark.parametrize("text", [
    "finally i pass the theory exam!!",
    "yesterday i pass my job interview",
])
def test_news_in_the_present_is_small_talk(text: str) -> None:
    expect(text, "general", "respond")


@pytest.mark.parametrize("text", [
    "i pass the car to my brother tomorrow",
    "i pass my test tomorrow at 9, remind me to sleep early",
])
def test_passing_something_else_or_a_request_is_not_news(text: str) -> None:
    not_taken(text, "general")


# --- an exclamation of world English, a day told about, and how long it took --------------------------------------


@pytest.mark.parametrize("text", [
    "blimey what a morning, the train broke down and we sat 40 mins in the tunnel",
    "crikey what a day, the washing machine flooded the laundry and i waited 3 hours for the plumber",
    "איזה יום, חיכיתי 3 שעות לטכנאי של המזגן",
])
def test_a_day_told_with_how_long_it_took_is_small_talk(text: str) -> None:
    expect(text, "general", "respond")


@pytest.mark.parametrize("text", [
    "ugh what a day, dentist in 2 hours",
    "what a day, i waited 2 hrs, remind me at 5 to call the garage",
    "blimey, the plumber comes at 4",
])
def test_a_time_ahead_or_a_request_is_not_small_talk(text: str) -> None:
    not_taken(text, "general")


# --- the reply language asked as a favour, with why --------------------------------------------------------------


@pytest.mark.parametrize("text", [
    "אפשר שתעני לי באנגלית? העברית שלי עוד לא משהו",
    "תוכלי שתדברי איתי בעברית? my english is not so good",
    "can you answer me in hebrew? my english is still weak sorry",
])
def test_the_reply_language_asked_with_why_is_meta(text: str) -> None:
    expect(text, "meta", "describe")


@pytest.mark.parametrize("text", [
    "אפשר שתכתוב לי באנגלית מייל לבוס? העברית שלי לא טובה",
    "העברית שלי לא כל כך טובה",
    "אפשר שתזכיר לי מחר באנגלית?",
])
def test_something_else_in_the_language_is_not_the_setting(text: str) -> None:
    not_taken(text, "meta")


# --- "wallah" before a question about what was kept ---------------------------------------------------------------


@pytest.mark.parametrize(("text", "word"), [
    ("וואלה איפה שמתי את המטען של הלפטופ", "מטען"),
    ("walla where did i put the passports", "passport"),
])
def test_wallah_before_a_search_is_left_out(text: str, word: str) -> None:
    intent = expect(text, "second-brain", "search")
    assert word in str(intent.args), intent.args
