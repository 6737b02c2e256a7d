"""Questions about Memo and questions of the world, and the requests and notes that look like them.

Shapes covered: whether Memo can do a kind of reminder with nothing to remind of ("can u do reminders every 2 weeks or
just weekly?", "אתה יכול להזכיר לי כל יום חוץ משבת?"), where it keeps what it is told, whether it sees mail or a
school system, whether it messages the user's people (meta_reach.py); how to stop a reminder "that repeats every day"
(meta_howto.py); Memo's kinds named in English inside Hebrew (meta_difference.py); everyday know-how: which way is
better, how often, what does well, what a term means (general_knowhow.py); a countdown to a day the user is excited
about (general_chat.py). Near misses: a reminder asked for with its subject, the user's own things, a clock time.
"""

from __future__ import annotations

import pytest

from tests.planning.reading import not_acted, not_read_as, planned, reads_as


@pytest.mark.parametrize("text", [
    "can u do reminders every 2 weeks or just weekly?",
    "could you set a reminder for every third day?",
    "can you remind me every weekday except friday?",
    "אתה יכול להזכיר לי כל יום חוץ משבת?",
    "can you remind me about bills automatically?",
    "can you remind me about payments automatically a few days before they're due?",
    "where do you store everything?",
    "if i give you my passport number, where do you keep it?",
    "איפה את שומרת את כל מה שאני אומרת לך?",
    "can you see my emails?",
    "can you see the assignments on moodle?",
    "אתה יכול לגשת למיילים שלי?",
    "את יכולה לראות את המטלות בפורטל של האוניברסיטה?",
    "can you text my clients for me?",
    "could you message all my guests for me? like my aunts and the neighbours",
    "את יכולה לשלוח הודעה לספקים שלי?",
    "how can i cancel a reminder which keeps coming back every morning?",
    "איך אני מבטלת תזכורת שחוזרת כל יום?",
    "מה ההבדל בין reminder לנודניק?",
    "מה ההבדל בין nudge לתזכורת יומית?",
])
def test_questions_about_memo(text: str) -> None:
    reads_as(text, "meta", "describe")


@pytest.mark.parametrize("text", [
    "is it better to wash towels hot or cold?",
    "which is better, a gas or an electric oven?",
    "מה עדיף, לשלם מראש או בתשלומים?",
    "how often should a puppy get dewormed?",
    "how often is it safe to dye hair?",
    "כל כמה זמן צריך לנקות את המקרר?",
    "כל כמה זמן מחליפים מצעים?",
    "איזה עציצים גדלים טוב בלי שמש?",
    "which herbs grow well indoors?",
    "what does net 60 mean on a bill",
    "what does RSVP stand for?",
    "אני כל כך מתרגשת!!! עוד 5 ימים טיסה 😭",
    "so excited!!! only 10 more days till the trip",
])
def test_questions_of_the_world_and_chat(text: str) -> None:
    reads_as(text, "general", "respond")


@pytest.mark.parametrize("text", [
    "can you remind me every day at 8 to take my vitamins?",
    "את יכולה לתזכר אותי כל יום לשתות מים?",
])
def test_reminders_asked_as_a_question_stay_reminders(text: str) -> None:
    assert planned(text, "database", "create")["operation"] == "create"


@pytest.mark.parametrize("text", [
    "can you remind me tomorrow at 5?",  # a request with its subject missing: asked about
    "how often do I give the cat her drops?",
    "כל כמה זמן אני נותנת לכלב את הכדור?",
    "is it better to move my meeting to 5 or 6?",
    "what does it mean",
    "can you text my mom that I'm late",
    "can you set a reminder for every other week to water the plants?",  # a reminder: its first day is asked
])
def test_near_misses_are_not_answered_as_questions(text: str) -> None:
    not_read_as(text, "general")
    not_read_as(text, "meta")


def test_own_things_stay_own() -> None:
    reads_as("where did I save the chip number?", "second-brain", "search")
    reads_as("can you read me my emails?", "gmail", "search")
    not_acted("עוד 3 ימים יש לי תור לרופא")
