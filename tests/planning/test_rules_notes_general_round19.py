"""Notes and small talk as busy parents and students write them (rules/notes_passing.py, notes_lookup.py,
notes_recall.py, general_vent.py).

Each table holds sentences of one shape; the near misses after it must not be taken that way.
"""

from __future__ import annotations

import pytest

from tests.planning.reading import expect, not_taken

# --- a saving verb and a lasting fact about someone, without "that" or a colon ------------------------------------


@pytest.mark.parametrize(("text", "word"), [
    ("note omer is allergic to peanuts", "peanuts"),
    ("jot down dana hates mushrooms", "mushrooms"),
    ("תרשמי יעל אלרגית לאגוזים", "אגוזים"),
    ("תרשום גיל לא אוכל גלוטן", "גלוטן"),
])
def test_a_saving_verb_and_a_fact_about_someone_is_kept(text: str, word: str) -> None:
    intent = expect(text, "second-brain", "store")
    assert word in intent.args["text"], intent.args


@pytest.mark.parametrize("text", [
    "note i'm allergic to cats",
    "note the meeting is at the office",
])
def test_the_users_plan_or_an_event_after_note_is_not_a_fact(text: str) -> None:
    not_taken(text, "second-brain", "store")


# --- someone's name, given ----------------------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "word"), [
    ("btw the gardener's name is moshe levi", "moshe levi"),
    ("the new babysitter's name is shira", "shira"),
    ("the kids' swim coach is called tomer", "tomer"),
    ("אגב לגננת החדשה של איתי קוראים רותם", "רותם"),
    ("הבייביסיטר החדשה קוראים לה ליאת כהן", "ליאת כהן"),
    ("השם של המאמן החדש הוא דודי", "דודי"),
])
def test_someones_name_is_kept(text: str, word: str) -> None:
    intent = expect(text, "second-brain", "store")
    assert word in intent.args["text"], intent.args


@pytest.mark.parametrize("text", [
    "my name is dana",
    "קוראים לי דנה",
    "לא זוכרת איך קוראים לו",
    "אני לא יודעת איך קוראים לה",
    "what's the gardener's name",
])
def test_ones_own_name_or_a_question_about_a_name_is_not_kept(text: str) -> None:
    not_taken(text, "second-brain", "store")


# --- a place that moved to a new address --------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "word"), [
    ("fyi the vet moved to ben gurion 30", "ben gurion 30"),
    ("heads up the kids' dentist moved to 14 hagana st, 3rd floor", "hagana"),
    ("אגב הקלינאית עברה לרחוב ויצמן 8", "ויצמן 8"),
    ("לידיעתך המספרה של אבא עברה לסוקולוב 22 קומה 1", "סוקולוב 22"),
])
def test_a_new_address_is_kept(text: str, word: str) -> None:
    intent = expect(text, "second-brain", "store")
    assert word in intent.args["text"], intent.args


@pytest.mark.parametrize("text", [
    "fyi the dentist moved to thursday 12",
    "fyi the dentist appointment moved to herzl 5",
    "the meeting moved to room 5",
    "הפגישה עברה לחמישי 12",
    "השיעור של נועה עבר ליום רביעי",
])
def test_a_time_or_an_appointment_that_moved_is_not_an_address(text: str) -> None:
    not_taken(text, "second-brain", "store")


# --- the bare name of a kept secret, for whom and where -----------------------------------------------------------


@pytest.mark.parametrize(("text", "word"), [
    ("הסיסמה של הוויפי אצל דוד ודודה", "ודודה"),
    ("הקוד של השער אצל אבא ואמא", "אבא"),
    ("wifi pass at grandma's", "wifi"),
    ('ת"ז של הבת', 'ת"ז'),
])
def test_the_bare_name_of_a_secret_is_looked_up(text: str, word: str) -> None:
    intent = expect(text, "second-brain", "search")
    assert word in intent.args["query"], intent.args


@pytest.mark.parametrize("text", ["הקוד של השער ותשלחי לדנה", "הקוד של הכספת ושלחי לי"])
def test_a_secret_and_a_request_after_and_is_not_looked_up(text: str) -> None:
    not_taken(text, "second-brain", "search")


# --- what size someone wears, asked in either order ---------------------------------------------------------------


@pytest.mark.parametrize(("text", "word"), [
    ("what size shoes does gili wear", "shoe"),
    ("which size pants does omer wear now", "pants"),
    ("what shoe size is maya", "shoe size"),
    ("which ring size is dana again", "ring size"),
])
def test_what_size_someone_wears_is_looked_up(text: str, word: str) -> None:
    intent = expect(text, "second-brain", "search")
    assert word in intent.args["query"], intent.args


@pytest.mark.parametrize("text", ["what shoe size is it", "what size shoes do runners wear"])
def test_a_size_of_no_one_in_particular_is_not_looked_up(text: str) -> None:
    not_taken(text, "second-brain", "search")


# --- a goodbye said last, after where the user is going ------------------------------------------------------------


@pytest.mark.parametrize("text", [
    "ok heading to work, bye",
    "off to the gym bye",
    "טוב אני הולך לישון ביי",
    "סבבה אני נכנסת לפגישה ביי",
])
def test_going_now_then_bye_is_small_talk(text: str) -> None:
    expect(text, "general", "respond")


@pytest.mark.parametrize("text", ["יאללה אני יוצאת לקנות חלב ביי", "going to the store to buy milk bye"])
def test_going_on_an_errand_then_bye_is_not_small_talk(text: str) -> None:
    not_taken(text, "general")


# --- a grade, told ------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("text", [
    "got a 92 on my calc midterm!!",
    "i got an A on my essay",
    "aced my finals 🎉",
    "omer got 100 on his spelling test",
    "נועה קיבלה 100 בבוחן באנגלית 😍",
    "הוצאתי 88 בבגרות במתמטיקה",
])
def test_a_grade_told_is_small_talk(text: str) -> None:
    expect(text, "general", "respond")


@pytest.mark.parametrize("text", ["got my test", "received the assignment", "קיבלתי 500 שקל"])
def test_something_received_that_is_no_grade_is_not_small_talk(text: str) -> None:
    not_taken(text, "general")


@pytest.mark.parametrize("text", ["קיבלתי 80 במבחן תזכירי לי לבדוק ערעור", "got 95 on the exam, remind me to tell mom"])
def test_a_grade_with_a_request_is_not_small_talk(text: str) -> None:
    not_taken(text, "general")
