"""Notes, small talk and settings as people really write them (rules/notes*.py, general*.py, settings.py, meta*.py).

A request that only points back at another one ("do the same for next week") is asked about, never made into a
reminder named "do the same". Each table also holds sentences of the same shape that must not be taken.
"""

from __future__ import annotations

import pytest

from memo.planning.dsl import INTENT_UNCLEAR
from tests.planning.reading import acted, expect, intent_of, not_taken

# --- "do the same for next week": a pointer to another request, asked about ----------------------------------------


@pytest.mark.parametrize("text", [
    "ok do the same for tomorrow",
    "same again on friday pls",
    "repeat that for next month",
    "same as last week",
    "can you do it like last time",
    "the usual for thursday",
    "תעשי אותו דבר למחר",
    "אוקי אותו דבר גם לשבוע הבא",
    "כמו בפעם הקודמת",
    "תעשה את זה שוב ביום שלישי",
])
def test_a_request_that_only_points_back_is_asked(text: str) -> None:
    intent = intent_of(text)
    assert intent is not None and INTENT_UNCLEAR in intent.missing, (text, intent)
    assert not acted(intent)


@pytest.mark.parametrize("text", ["same", "same here lol", "אותו דבר", "usual"])
def test_agreeing_is_not_a_pointer(text: str) -> None:
    intent = intent_of(text)
    assert intent is None or intent.decided_by != "grammar general_same.points_back", (text, intent)


@pytest.mark.parametrize(("text", "word"), [
    ("remind me tomorrow at 5 to do the same workout", "workout"),
    ("תזכירי לי מחר לקנות אותו דבר כמו תמיד לחתול", "חתול"),
])
def test_a_request_with_its_own_words_is_left_to_the_tools(text: str, word: str) -> None:
    intent = intent_of(text)
    assert intent is not None and intent.capability == "database" and word in intent.args.get("text", ""), intent


# --- a role just filled, with a contact's number: "new X is Y, guy there is Z 054-..." -------------------------------


@pytest.mark.parametrize(("text", "word"), [
    ("fyi new dog groomer is shani, 052-3344556", "shani"),
    ("new printer supplier is tonerland, the guy there is eli 054-1122334", "tonerland"),
    ("btw new cleaning lady is marta 050-9988776", "marta"),
])
def test_a_new_role_and_its_number_is_kept(text: str, word: str) -> None:
    assert word in expect(text, "second-brain", "store").args["text"]


@pytest.mark.parametrize("text", ["new plan is to call 054-7781234 tomorrow", "new meeting is with dana 054-7781234"])
def test_a_new_plan_with_a_number_is_no_contact(text: str) -> None:
    not_taken(text, "second-brain", "store")


# --- a lasting fact with "good to know" after it -------------------------------------------------------------------


@pytest.mark.parametrize(("text", "fact"), [
    ("ok so the babysitter charges 60 an hour now, good to know", "the babysitter charges 60 an hour now"),
    ("so avi's son doesn't eat gluten, good to know for passover", "avi's son doesn't eat gluten"),
    ("הבת של רוני אלרגית לבוטנים, טוב לדעת לקראת המסיבה", "הבת של רוני אלרגית לבוטנים"),
    ("אוקי אז השכן עובד בבנק, חשוב לדעת", "השכן עובד בבנק"),
])
def test_a_fact_that_is_good_to_know_is_kept_without_the_remark(text: str, fact: str) -> None:
    assert expect(text, "second-brain", "store").args["text"] == fact


@pytest.mark.parametrize("text", ["i'm allergic to cats, good to know lol", "the weather is nice, good to know",
                                  "החבר של נועה מגיע מחר, טוב לדעת", "good to know"])
def test_good_to_know_after_no_lasting_fact_is_not_kept(text: str) -> None:
    not_taken(text, "second-brain", "store")


# --- what someone of one's studies or work said --------------------------------------------------------------------


@pytest.mark.parametrize(("text", "words"), [
    ("what did the lecturer say about the midterm", ("lecturer", "midterm")),
    ("what did the team lead say about the deadline", ("team lead", "deadline")),
    ("מה המרצה אמרה על העבודה", ("המרצה", "העבודה")),
    ("מה אמר הבוס על הבונוס", ("הבוס", "הבונוס")),
])
def test_what_a_lecturer_or_boss_said_is_looked_up(text: str, words: tuple[str, ...]) -> None:
    query = expect(text, "second-brain", "search").args["query"]
    assert all(word in query for word in words), query


@pytest.mark.parametrize("text", ["what did the president say about the war", "what did the pope say about it"])
def test_what_the_famous_said_is_no_lookup(text: str) -> None:
    not_taken(text, "second-brain", "search")


# --- a setback vented, the best or worst day, a goodbye on the way in ----------------------------------------------

_SMALL_TALK = ("general", "respond")


@pytest.mark.parametrize("text", [
    "ugh the landlord ignored me again",
    "ugh dana cancelled on me again. 2nd time this week",
    "missed the bus again 😩",
    "אוף הלקוח דחה שוב את ההצעה",
    "had the worst day ever at the office",
    "best lecture ever today lol",
    "sold 12 cakes today, best day ever",
    "היה לי את היום הכי גרוע אי פעם",
    "ok bye heading into a meeting",
    "יאללה ביי אני נכנס למקלחת",
])
def test_venting_and_sharing_is_small_talk(text: str) -> None:
    intent = expect(text, *_SMALL_TALK)
    assert intent.args["kind"] == "small_talk"


@pytest.mark.parametrize("text", [
    "ugh forgot to pay the electricity bill",
    "ugh the meeting moved to 5",
    "ugh lost my keys again, where did i put them",
    "bye going to the store to buy milk",
    "bye heading to the gym at 6",
    "אוף שכחתי לקנות חלב",
    "made 400 in tips today",
])
def test_a_setback_with_a_request_fact_or_time_is_not_small_talk(text: str) -> None:
    not_taken(text, "general", "respond")


# --- a hedge before a question; which of two spellings -------------------------------------------------------------


@pytest.mark.parametrize("text", [
    "roughly how many days in a leap year",
    "just curious who won the game last night",
    "בערך כמה ימי עבודה יש בדצמבר",
    "סתם שאלה, למה השמיים כחולים",
    "is it 'all right' or 'alright' in an email",
    "is it spelled judgment or judgement",
    "which is correct, affect or effect",
    "כותבים 'בסדר' או 'בסדר גמור'",
])
def test_a_hedged_question_or_a_spelling_is_a_question(text: str) -> None:
    assert expect(text, "general", "respond").args["kind"] == "question"


@pytest.mark.parametrize("text", ["roughly how many tasks do i have this week", "is it tomorrow or friday",
                                  "quick q what time is my dentist tomorrow"])
def test_a_hedged_question_about_ones_own_things_is_no_general_question(text: str) -> None:
    intent = intent_of(text)
    assert intent is None or intent.args.get("kind") != "question", (text, intent)


# --- a note of words that only point back ---------------------------------------------------------------------------


@pytest.mark.parametrize("text", ["remember that thing for me", "note: the same as before", "save the usual",
                                  "jot down what she told me", "תרשמי אותו דבר כמו קודם"])
def test_a_note_that_only_points_back_asks_what_to_keep(text: str) -> None:
    intent = intent_of(text)
    assert not acted(intent) and not (intent and intent.args.get("text")), (text, intent)


@pytest.mark.parametrize(("text", "kept"), [
    ("note: the thing with the car is fixed", "the thing with the car is fixed"),
    ("remember the same password for both sites is X12", "the same password for both sites is X12"),
])
def test_a_note_that_names_its_thing_is_kept(text: str, kept: str) -> None:
    assert expect(text, "second-brain", "store").args["text"] == kept


# --- who teaches a course the user takes; the link to a class or a meeting -----------------------------------------


@pytest.mark.parametrize(("text", "word"), [
    ("who's the TA for algorithms", "algorithms"),
    ("whos the prof for my stats course", "stats"),
    ("מי המתרגל של קורס מבני נתונים", "מבני נתונים"),
    ("איך קוראים לTA של קורס אלגו", "אלגו"),
    ("whats the zoom link for the lecture", "lecture"),
    ("מה הלינק לזום של ההרצאה", "ההרצאה"),
])
def test_a_courses_staff_or_a_link_is_looked_up(text: str, word: str) -> None:
    assert word in expect(text, "second-brain", "search").args["query"]


@pytest.mark.parametrize("text", ["who's the professor of physics at harvard", "who is the teacher in the movie",
                                  "who's the coach for the lakers"])
def test_staff_of_the_world_is_no_lookup(text: str) -> None:
    not_taken(text, "second-brain", "search")
