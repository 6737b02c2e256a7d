"""Notes, small talk and questions about Memo in everyday traffic (rules/notes*.py, general*.py, meta*.py).

Each table holds sentences of one shape; the near misses after it must not be taken that way.
"""

from __future__ import annotations

import pytest

from tests.planning.reading import expect, not_taken

# --- a kept fact with its new value and the old one, or "actually" ------------------------------------------------


@pytest.mark.parametrize(("text", "word"), [
    ("the TA moved to room 112 instead of 204, update it", "112"),
    ("המרצה עברה לחדר 310 במקום 205, תעדכני אצלך", "310"),
    ("the dose went up to 20mg instead of 10", "20"),
    ("המינון של הכדור ירד ל5 מג במקום 10", "5"),
    ("the rent went down to 4800 from 5200", "4800"),
    ("moms blood type is actually B+, not O+ like i wrote", "B+"),
    ("מספר הנעליים של נועה הוא בעצם 31 ולא 30", "31"),
    ("actually the gate code is 4471 now", "4471"),
    ("my locker code is 8830 now, they changed it last week", "8830"),
    ("moms birthday is actually on june 3, not june 30", "june 3"),
    ("correction the electricians number is 054-1112233 not the old one", "054-1112233"),
    ("the plumbers number is 052-7781234 not the old one", "052-7781234"),
    ("עדכון: הקוד של הכספת השתנה ל-8812", "8812"),
    ("correction: the wifi password changed to Blue7788", "Blue7788"),
])
def test_value_instead_updates_the_note(text: str, word: str) -> None:
    assert word in expect(text, "second-brain", "update").args["text"]


@pytest.mark.parametrize("text", [
    "the lecture moved to room 112 instead of 204",
    "השיעור עבר לחדר 112 במקום 204",
    "pickup moved to 4 instead of 3",
    "the meeting is actually at 5, not 4",
    "dana is actually coming",
    "my locker code is 5521",
    "the plumbers number is 052-7781234",
    "dana's bday party is actually march 14",
    "the meeting is actually on march 14 not march 4",
])
def test_not_a_value_instead(text: str) -> None:
    not_taken(text, "second-brain", "update")


# --- a fact with "to save" at the end ------------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "word"), [
    ("מספר חבר כללית של אמא 987-654321 לשמור", "654321"),
    ("הקוד של הכספת 4471 לזכור", "4471"),
    ("מספר הרכב של דני 12-345-67 לרשום", "345"),
])
def test_fact_with_infinitive_is_kept(text: str, word: str) -> None:
    assert word in expect(text, "second-brain", "store").args["text"]


@pytest.mark.parametrize("text", [
    "אני צריכה 3 לשמור",
    "אני לא יודעת מה לשמור",
])
def test_not_a_fact_with_infinitive(text: str) -> None:
    not_taken(text, "second-brain", "store")


# --- where a class meets, when its staff see students -------------------------------------------------------------


@pytest.mark.parametrize(("text", "word"), [
    ("what's the room for the stats tutorial", "stats"),
    ("when are the office hours of the econ lecturer", "econ"),
    ("what are the TA's office hours", "office"),
    ("מה החדר של ההרצאה באלגו", "אלגו"),
    ("מתי שעות הקבלה של המתרגלת בסטטיסטיקה", "סטטיסטיקה"),
])
def test_class_place_is_searched(text: str, word: str) -> None:
    assert word in expect(text, "second-brain", "search").args["query"]


@pytest.mark.parametrize("text", [
    "what's the room number of the white house",
    "what are office hours",
])
def test_not_a_class_place(text: str) -> None:
    not_taken(text, "second-brain", "search")


# --- whether one of the user's people is allergic ------------------------------------------------------------------


@pytest.mark.parametrize(("text", "word"), [
    ("is noa allergic to anything? the kindergarten teacher is asking", "allerg"),
    ("what is noa allergic to", "allerg"),
    ("does my son have any allergies?", "allerg"),
    ("are the kids allergic to anything", "allerg"),
    ("האם איתי אלרגי למשהו?", "אלרג"),
    ("למה נועה אלרגית?", "אלרג"),
    ("יש לאיתי אלרגיות?", "אלרג"),
    ("הבת שלי אלרגית למשהו? הגננת שואלת", "אלרג"),
])
def test_allergy_question_is_searched(text: str, word: str) -> None:
    assert word in expect(text, "second-brain", "search").args["query"]


@pytest.mark.parametrize("text", [
    "are cats allergic to anything",
    "what are people most allergic to",
    "is it allergic",
    "is noa allergic to anything? remind me to tell the gan",
])
def test_not_an_allergy_question(text: str) -> None:
    not_taken(text, "second-brain", "search")


@pytest.mark.parametrize("text", [
    "הבת שלי אלרגית למשהו? הגננת שואלת",
    "is he allergic to anything? the gan is asking",
])
def test_allergy_question_is_not_kept(text: str) -> None:
    not_taken(text, "second-brain", "store")


# --- Memo praised by a comparison -----------------------------------------------------------------------------------


@pytest.mark.parametrize("text", [
    "you're smarter than my boss",
    "you remember things better than my wife",
    "honestly you're way more organized than my secretary lol",
    "את יותר טובה מבעלי בלזכור דברים",
    "אתה יותר מסודר מהמזכירה שלי",
])
def test_compared_praise_is_small_talk(text: str) -> None:
    expect(text, "general", "respond")


@pytest.mark.parametrize("text", [
    "ur better than my husband at this so remind me to call him at 5",
    "את יותר טובה מבעלי בלזכור דברים, תזכירי לי לקנות חלב מחר",
])
def test_compared_praise_with_a_request(text: str) -> None:
    not_taken(text, "general")


# --- how to get Memo to remind, and how to set one up here --------------------------------------------------------


@pytest.mark.parametrize("text", [
    "how can i get you to remind me every day",
    "how do i make you remind me of things",
    "איך גורמים לך להזכיר לי דברים",
    "איך אני מבקשת ממך להזכיר לי משימות?",
    "how do i make a list here?",
    "how do i set up a reminder with u",
    "איך אני מגדירה תזכורת קבועה?",
])
def test_how_to_get_reminded_is_meta(text: str) -> None:
    expect(text, "meta", "describe")


@pytest.mark.parametrize("text", [
    "how do i get you to remind me to call mom",
    "make u nag me about the dentist tomorrow",
])
def test_not_how_to_get_reminded(text: str) -> None:
    not_taken(text, "meta")
