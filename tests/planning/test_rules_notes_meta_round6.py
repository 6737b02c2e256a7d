"""Notes, questions about Memo and small talk as people write them (rules/notes*.py, meta.py, general.py): how to use
one of Memo's features, whether Memo is connected to or can read a service, "do I have X's number", a kept fact that
changed followed by "update it", a fact followed by "so it's written down", "forget what I told you about X",
feelings with what they are about, and praise for the work. Each table also holds sentences of the same shape that
must not be taken.
"""

from __future__ import annotations

import pytest

from memo.planning.dsl import INTENT_UNCLEAR
from tests.planning.reading import expect, not_taken
from tests.planning.reading import intent_of as plan

# --- how to use one of Memo's features: a question about Memo ------------------------------------------------------

@pytest.mark.parametrize("text", [
    "how do reminders work here",
    "how do i use the nudge thing? and can i stop it",
    "how can i make a recurring reminder",
    "how do i add stuff to the shopping list",
    "good morning memo, how do i use the notes feature",
    "איך משתמשים בתזכורות",
    "איך אני עובדת עם רשימת הקניות? איך מוחקים",
    "איך עושים נודניק",
    "איך מכניסים פריטים לרשימה",
])
def test_how_to_use_a_feature_is_meta(text: str) -> None:
    expect(text, "meta", "describe")


@pytest.mark.parametrize("text", [
    "how do i use a french press",
    "how do i cancel the reminder for tomorrow",
    "איך עושים עוגת גבינה",
    "how do i use the lists? can you add milk",
    "איך משתמשים ברשימות? תוסיפי חלב",
])
def test_other_how_questions_and_riding_requests_are_not_meta(text: str) -> None:
    not_taken(text, "meta")


# --- what Memo is connected to and can read ---------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "r u synced with my gmail yet",
    "are you connected to my google calendar",
    "do you have access to my contacts",
    "can u see my photos",
    "could you read my telegram groups",
    "אתה מחובר לג'ימייל?",
    "יש לך גישה לאנשי הקשר שלי?",
    "את יכולה לקרוא את ההודעות בוואטסאפ שלי",
    "אתה יכול לראות את הקבוצות שלי",
])
def test_access_questions_are_meta(text: str) -> None:
    expect(text, "meta", "describe")


@pytest.mark.parametrize(("text", "capability"), [
    ("can you read my emails", "gmail"),
    ("can you read my last email from dana", "gmail"),
])
def test_reading_memos_own_services_stays_with_them(text: str, capability: str) -> None:
    assert plan(text).capability == capability  # type: ignore[union-attr]


@pytest.mark.parametrize("text", ["are you connected to me", "can you read my mind", "can you see me"])
def test_not_a_service(text: str) -> None:
    not_taken(text, "meta")


# --- "do I have X's number": a notes search -------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "word"), [
    ("do i have the plumber's number", "plumber"),
    ("do we have the address of the vet", "vet"),
    ("did i save the number of the electrician", "electrician"),
    ("do i have the recipe for grandma's cake", "grandma"),
    ("יש לי את המספר של השרברב?", "השרברב"),
    ("האם יש לך את הכתובת של הגן?", "הגן"),
])
def test_do_i_have_a_detail_searches_notes(text: str, word: str) -> None:
    assert word in expect(text, "second-brain", "search").args["query"]


@pytest.mark.parametrize("text", [
    "do i have a meeting tomorrow",
    "do i have milk on the list",
    "do i have the number of the meeting room",
    "do you have the address for the party",
    "יש לי פגישה מחר?",
    "יש לי את הכתובת של המסיבה?",
])
def test_do_i_have_of_other_tools_is_not_a_note_search(text: str) -> None:
    not_taken(text, "second-brain")


# --- a kept fact changed, then "update it" ------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "value"), [
    ("the gate code changed to 4821 update it", "4821"),
    ("the babysitter's number changed ל-054-1234567 pls update", "054-1234567"),
    ("הקוד של השער השתנה ל 5544 תעדכני", "5544"),
    ("המספר של הגנן השתנה ל-052-1112233 עדכני בבקשה", "052-1112233"),
])
def test_changed_fact_then_update_it(text: str, value: str) -> None:
    assert value in expect(text, "second-brain", "update").args["text"]


@pytest.mark.parametrize("text", [
    "the alarm changed to 7 update it",
    "the wifi is down update it",
    "the kids' school changed to 8:30 update it",
])
def test_changes_that_are_not_kept_facts(text: str) -> None:
    not_taken(text, "second-brain")


# --- a fact, then "so it's written down" ---------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "word"), [
    ("the locker code is 3390, so it's written down", "3390"),
    ("noa's teacher is miri, so you remember", "miri"),
    ("dana likes white wine, for future reference", "white wine"),
    ("the code to the building is 1234, for the record", "1234"),
    ("המספר של השיננית 03-1234567 שיהיה שמור", "03-1234567"),
    ("אמא לא אוכלת גלוטן שיהיה לך", "גלוטן"),
    ("דני אוהב שוקולד מריר, שיהיה לך לפעם הבאה", "שוקולד"),
])
def test_fact_with_its_purpose_is_stored(text: str, word: str) -> None:
    intent = expect(text, "second-brain", "store")
    assert word in intent.args["text"]
    assert not any(w in intent.args["text"] for w in ("written", "remember", "record", "reference", "שיהיה"))


@pytest.mark.parametrize("text", [
    "dinner was lovely, for the record",
    "i'll be late today, for the record",
    "we're out of milk so it's written down",
    "לקנות חלב שיהיה רשום",
    "dentist tuesday at 10 so it's written down",
    "מחר יש אסיפת הורים שיהיה רשום",
])
def test_not_a_fact_to_keep(text: str) -> None:
    not_taken(text, "second-brain", "store")


# --- "forget what I told you about X": the note about it, asked first ---------------------------------------------

@pytest.mark.parametrize(("text", "word"), [
    ("please forget what i told you about my sister's boyfriend", "boyfriend"),
    ("forget what i told u about the trip to eilat, it's off", "eilat"),
    ("תשכחי מה שאמרתי לך על המסיבה", "המסיבה"),
    ("תשכח את מה שסיפרתי לך על הטיול, זה בוטל", "הטיול"),
])
def test_forget_what_i_told_you_deletes_the_note(text: str, word: str) -> None:
    intent = expect(text, "second-brain", "delete")
    assert word in intent.args["query"] and "," not in intent.args["query"]
    assert intent.needs_approval


@pytest.mark.parametrize("text", ["forget what i told you", "forget what i said", "תשכחי מה שאמרתי לך"])
def test_forget_what_i_told_you_with_no_subject_asks(text: str) -> None:
    intent = plan(text)
    assert intent is not None and intent.missing, (text, intent)


def test_forget_what_i_said_about_a_time_asks() -> None:
    intent = plan("forget what i said about 5pm make it 6")
    assert intent is not None and INTENT_UNCLEAR in intent.missing, intent


@pytest.mark.parametrize("text", [
    "forget what i said about the meeting with dan",
    "תשכחי מה שאמרתי לך על הפגישה עם דני",
])
def test_forget_what_i_said_about_other_tools_is_not_a_note(text: str) -> None:
    not_taken(text, "second-brain")


# --- feelings with what they are about, praise for the work: a friendly reply ---------------------------------------

@pytest.mark.parametrize("text", [
    "ugh the traffic is killing me",
    "my kids are killing me today",
    "so nervous about my interview tomorrow",
    "im stressed about the presentation on thursday",
    "so nervous about my flight tomorrow at 6",
    "אני ממש מודאג לקראת הראיון מחר",
    "אני לחוצה מהמבחן מחר",
    "העבודה הזאת גומרת אותי",
    "עבודה טובה תודה",
    "כל הכבוד עבודה טובה",
    "great work today memo",
])
def test_feelings_and_praise_are_small_talk(text: str) -> None:
    expect(text, "general", "respond")


@pytest.mark.parametrize("text", [
    "remind me about my exam tomorrow",
    "anxious about my exam tomorrow remind me to study",
    "אני לחוצה מהמבחן מחר תזכירי לי ללמוד",
])
def test_a_request_after_a_feeling_is_acted_on(text: str) -> None:
    expect(text, "database", "create")


@pytest.mark.parametrize("text", [
    "ok about the meeting tomorrow",
    "אוקיי מהפגישה מחר",
    "my exam is tomorrow",
    "אחלה עבודה אבל שכחת את החלב",
])
def test_not_small_talk(text: str) -> None:
    not_taken(text, "general", "respond")


# --- what a note must not swallow or misread ----------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "the password for netflix changed lol",
    "the wifi password changed again",
])
def test_a_word_after_changed_is_not_the_new_value(text: str) -> None:
    not_taken(text, "second-brain", "update")


def test_a_value_with_laughter_after_it_is_still_read() -> None:
    assert expect("the gate code changed, its 4455 now lol", "second-brain", "update").args["text"].endswith("4455")


@pytest.mark.parametrize("text", [
    "remember the gate code is 4512 and remind me tomorrow to call dana",
    "תזכרי שהקוד של השער 4512 ותזכירי לי מחר להתקשר לדנה",
    "save this: the plumber is avi 0521112233 and add pipes to the list",
])
def test_a_second_request_is_not_swallowed_by_a_note(text: str) -> None:
    not_taken(text, "second-brain", "store")


@pytest.mark.parametrize("text", ["what's my gate code? also add milk", "מה הסיסמה של הוויפי? ותוסיפי חלב"])
def test_a_question_with_a_request_after_it_is_not_only_a_search(text: str) -> None:
    not_taken(text, "second-brain", "search")


@pytest.mark.parametrize("text", [
    "forget what i said about milk",
    "forget what i told you about the eggs, we have some",
    "תשכחי מה שאמרתי על החלב",
])
def test_forget_what_i_said_about_a_grocery_is_asked(text: str) -> None:
    intent = plan(text)
    assert intent is not None and INTENT_UNCLEAR in intent.missing, (text, intent)


def test_remember_to_still_reads_as_before() -> None:
    assert expect("remember to call mom at 5", "database", "create").args["text"] == "call mom"
    assert plan("remember to buy flowers").capability == "second-brain"  # type: ignore[union-attr]
