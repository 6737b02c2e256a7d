"""Notes said at length, questions about Memo itself and a night shift told after a greeting (round 29:
rules/notes_explained.py, meta_concerns.py, general_weary.py).

The clock is Sunday 22 November 2026, 09:00 in Asia/Jerusalem. Each table holds sentences of one shape; the near
misses after it must keep their reading.
"""

from __future__ import annotations

import pytest

from tests.planning.reading import expect, intent_of, not_taken

# --- a kept fact that changed, told over sentences ------------------------------------------------------------------


@pytest.mark.parametrize(("text", "value", "query"), [
    ("The dentist's telephone number I gave you some time ago has changed. The new number is 03-5271144. "
     "Please update it.", "03-5271144", "dentist"),
    ("My gym locker code has changed. The new code is 4471.", "4471", "locker"),
    ("The landlord's phone number has changed. The new one is 052-7719034. Please update it accordingly.",
     "052-7719034", "landlord"),
    ('הקצבה החודשית שלי מקרן הפנסיה השתנתה. מעכשיו זה 6820 ש"ח ולא 6540 כמו שרשמתי. תעדכני בבקשה', "6820", "הקצבה"),
    ("הקוד של השער השתנה. הקוד החדש הוא 5590", "5590", "השער"),
    ("הטלפון של האינסטלטור השתנה, המספר החדש 050-1234567. תעדכני", "050-1234567", "האינסטלטור"),
])
def test_changed_fact_is_updated(text: str, value: str, query: str) -> None:
    args = expect(text, "second-brain", "update").args
    assert value in args["text"] and query in args["query"]


@pytest.mark.parametrize("text", [
    "The meeting has changed. The new time is 5.",
    "My plan has changed. The new plan is to rest.",
    "The dentist appointment has changed. The new date is 3.12.",
    "השעה של החוג השתנתה. מעכשיו זה ב-5",
])
def test_changed_but_not_a_kept_value(text: str) -> None:
    not_taken(text, "second-brain", "update")


# --- an idea with its story before the colon ------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "word"), [
    ("During the rabbi's sermon yesterday I had an idea which I should like you to keep: to write a short memoir of "
     "my forty years at the bank for the grandchildren.", "memoir"),
    ("On the bus this morning I had an idea: to start a walking club for the neighbours", "walking club"),
    ("An idea I would like you to keep: a picnic for the whole family in the spring", "picnic"),
    ("רעיון שעלה לי בשמירה: לפתוח עגלת קפה ליד השער של המפעל", "עגלת קפה"),
    ("אתמול בערב עלה לי רעיון: לארגן ערב משחקים לשכנים", "ערב משחקים"),
])
def test_idea_with_story_is_kept(text: str, word: str) -> None:
    kept = expect(text, "second-brain", "store").args["text"]
    assert word in kept and ":" not in kept


def test_idea_question_is_not_kept() -> None:
    not_taken("During lunch I had an idea: what if we moved?", "second-brain", "store")


# --- "please" before the colon of a saving verb -----------------------------------------------------------------------


@pytest.mark.parametrize(("text", "word"), [
    ("תרשמי לך בבקשה: הקוד לדלת הכניסה בבניין של הבת שלי ברחוב ויצמן 12 הוא 4590#", "4590"),
    ("תרשמי בבקשה: הקוד של השער הוא 1234", "1234"),
    ("תרשמי לך אם אפשר: הקוד של האזעקה הוא 88812", "88812"),
    ("note this down please: the gate code is 4471", "4471"),
])
def test_saving_verb_with_please_is_kept(text: str, word: str) -> None:
    assert word in expect(text, "second-brain", "store").args["text"]


# --- the user's own people and places, asked with the reason after ---------------------------------------------------


@pytest.mark.parametrize(("text", "word"), [
    ("When is my grandson Yonatan's birthday? I cannot for the life of me remember, and I should like to send a card.",
     "Yonatan"),
    ("What's the plumber's number? I need to call him about the leak", "plumber"),
    ("When is my sister's birthday? I want to get her something nice", "sister"),
    ("מהי הכתובת של המשרד של עורך הדין שמואלי? אני צריכה לשלוח לו מכתב בדואר רשום", "שמואלי"),
    ("מתי יום ההולדת של הבוס שלי? אני רוצה לקנות לו מתנה", "הבוס"),
    ("מתי היומולדת של ה-shift lead שלי?", "shift lead"),
    ("מה הכתובת של המשרד של רואה החשבון?", "רואה החשבון"),
    ("מתי היומולדת של המנהל החדש שלי?", "המנהל"),
])
def test_own_question_is_searched(text: str, word: str) -> None:
    assert word in expect(text, "second-brain", "search").args["query"]


@pytest.mark.parametrize("text", [
    "What's the plumber's number? remind me to call him tomorrow at 5",
    "What's the plumber's number? can you send it to dana",
    "מה הטלפון של האינסטלטור? תזכירי לי להתקשר אליו מחר",
])
def test_question_with_a_request_after(text: str) -> None:
    not_taken(text, "second-brain", "search")


# --- questions about Memo itself --------------------------------------------------------------------------------------


@pytest.mark.parametrize("text", [
    "Memo, המידע שאני שומר אצלך, is it secure? מי עוד יכול לראות אותו?",
    "is my data safe with you?",
    "is the information i save with you private?",
    "מי יכול לראות את מה שאני כותבת לך?",
    "can you ping me at 3am or do u go quiet at night?",
    "do you send reminders at night?",
    "את שולחת תזכורות גם בשבת?",
    "את יודעת לקרוא shift schedule מקובץ PDF?",
    "can you read pdf files?",
    "איך אני מחבר אותך ליומן של גוגל?",
    "how do i link you to my gmail?",
    "How exactly do I ask you to remind me of something every week? I am not very good with these gadgets.",
    "how exactly do i cancel a recurring reminder? i never learned",
    "מה בדיוק את יודעת לעשות? הבת שלי התקינה לי אותך ולא הספיקה להסביר",
    "what can you do? my son set this up for me",
])
def test_question_about_memo(text: str) -> None:
    intent = intent_of(text)
    assert intent is not None and intent.capability == "meta", (text, intent)


@pytest.mark.parametrize(("text", "capability"), [
    ("can you remind me at 3am to take the pill?", "database"),
    ("who else can see the google doc i shared?", None),
    ("can you read the pdf dana sent?", None),
    ("what can you do? remind me at 5 to call mom", None),
])
def test_not_a_question_about_memo(text: str, capability: str | None) -> None:
    intent = intent_of(text)
    assert intent is None or intent.capability != "meta", (text, intent)
    if capability is not None:
        assert intent is not None and intent.capability == capability


# --- a night shift told after a greeting ------------------------------------------------------------------------------


@pytest.mark.parametrize("text", [
    "good morning, just finished a 12h night, dead",
    "hey, just got off a 10 hour night, wrecked",
    "בוקר טוב, גמרתי משמרת לילה",
    "סיימתי עכשיו משמרת לילה של 12 שעות, גמור",
])
def test_shift_told_is_small_talk(text: str) -> None:
    expect(text, "general", "respond")


@pytest.mark.parametrize("text", [
    "good morning, just finished the report",
    "just finished the report",
])
def test_finished_task_is_still_done(text: str) -> None:
    expect(text, "database", "complete")
