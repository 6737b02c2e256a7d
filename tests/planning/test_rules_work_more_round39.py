"""Requests of teachers and healthcare workers between classes and shifts.

- "תקריאי לי מה אמא של שחר כתבה במייל האחרון", "read me what Shachar's mom wrote in the last email": the latest email
  from a sender named by whose they are, read.
- "what's a normal resting heart rate for an 8 year old?": a general question said with "what's a".
- "they cancelled the fire drill, get rid of that reminder": the reminder about what was called off, deleted.
- "did the secretary send the new מערכת שעות yet?": what a school sends round, searched in the mailbox.
- "back to back on the ward since 7, haven't even had coffee lol": a busy shift told, answered.
- "עדכון: רכזת שכבת ט' זו עכשיו אורנה, לא מיכל": who holds a role now, the kept note updated.
- "מחר: 7:30 ..., 12:00 ..., 15:00 .... תזכורת לכל אחד": a reminder for each timed errand.
- "I run drama club every monday and wednesday at 2:45pm": a weekly event of the user's.

The clock is Sunday 22 November 2026, 09:00 in Asia/Jerusalem.
"""

from __future__ import annotations

import pytest

from tests.planning.reading import not_acted, not_read_as, not_taken_as, reads_as

# -- the latest email from someone named by whose they are ------------------------------------------------------


@pytest.mark.parametrize(("text", "sender"), [
    ("תקריאי לי מה אמא של שחר כתבה במייל האחרון", "אמא של שחר"),
    ("מה אמא של שחר כתבה", "אמא של שחר"),
    ("תגידי לי מה אבא של יואב שלח במייל האחרון", "אבא של יואב"),
    ("read me what Shachar's mom wrote in the last email", "Shachar's mom"),
    ("tell me what Avi sent", "Avi"),
    ("what did Noa's dad send", "Noa's dad"),
])
def test_what_someone_wrote_last_is_read(text: str, sender: str) -> None:
    intent = reads_as(text, "gmail", "read")
    assert sender in intent.args["query"]
    assert intent.args["maxResults"] == 1


def test_what_someone_wrote_on_a_day_is_searched() -> None:
    intent = reads_as("מה כתבה לי אמא של שחר אתמול", "gmail", "search")
    assert "אמא של שחר" in intent.args["query"] and "after:2026/11/21" in intent.args["query"]


@pytest.mark.parametrize("text", ["read me what I wrote", "מה אמא של שחר אמרה"])
def test_what_was_said_elsewhere_is_not_mail(text: str) -> None:
    not_read_as(text, "gmail")


# -- a general question said with "what's a" -----------------------------------------------------------------------


@pytest.mark.parametrize("text", [
    "what's a normal resting heart rate for an 8 year old?",
    "whats a good age to start swimming lessons",
    "what's an average fever for a toddler",
])
def test_whats_a_question_is_general(text: str) -> None:
    reads_as(text, "general", "respond")


def test_whats_a_reminder_question_stays_a_reminder_question() -> None:
    reads_as("what's a reminder i set for tomorrow", "database", "getAll")


# -- the reminder about what was called off ------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "thing"), [
    ("they cancelled the fire drill, get rid of that reminder", "fire drill"),
    ("the fire drill got cancelled so delete the reminder", "fire drill"),
    ("the staff meeting is off tomorrow, remove the reminder", "staff meeting"),
    ("Dana cancelled the lesson tomorrow, delete the reminder", "lesson"),
    ("ביטלו את תרגיל האש, תמחקי את התזכורת", "תרגיל האש"),
    ("הישיבה מחר בוטלה אז תורידי את התזכורת עליה", "הישיבה"),
    ("אין חוג מחר, תמחקי את התזכורת", "חוג"),
])
def test_reminder_of_what_was_called_off_is_deleted(text: str, thing: str) -> None:
    intent = reads_as(text, "database", "delete")
    assert intent.args["text"] == thing


def test_called_off_then_another_request_deletes_nothing() -> None:
    not_taken_as("they cancelled the fire drill, remind me to tell the kids", "database", "delete")


def test_called_off_then_delete_it_is_not_a_reminders_delete() -> None:
    not_read_as("they cancelled the fire drill, delete it", "database")


# -- what a school sends round, searched ---------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "words"), [
    ("did the secretary send the new מערכת שעות yet?", ["from:secretary", "מערכת שעות"]),
    ("did the secretary send the new timetable yet?", ["from:secretary", "timetable"]),
    ("has the head nurse sent the shift schedule yet?", ['from:"head nurse"', "schedule"]),
    ("האם המזכירה שלחה לי את מערכת השעות החדשה?", ["from:מזכירה", "מערכת השעות"]),
    ("המזכירה שלחה כבר מערכת שעות?", ["from:מזכירה", "מערכת שעות"]),
    ("check if the coordinator sent the grades", ["from:coordinator", "grades"]),
])
def test_whether_a_school_document_came_is_searched(text: str, words: list[str]) -> None:
    intent = reads_as(text, "gmail", "search")
    for word in words:
        assert word in intent.args["query"]
    assert "from:ערכת" not in intent.args["query"]


@pytest.mark.parametrize("text", ["did dana send the flowers yet?", "did the secretary send the kids home yet?"])
def test_what_is_sent_by_hand_is_not_searched(text: str) -> None:
    not_read_as(text, "gmail")


# -- a busy shift, told --------------------------------------------------------------------------------------------


@pytest.mark.parametrize("text", [
    "back to back on the ward since 7, haven't even had coffee lol",
    "slammed all morning, haven't eaten",
    "non stop since 6am, haven't sat down once 😩",
    "on my feet since 6, no lunch yet",
    "רצה במחלקה מ-7, עוד לא שתיתי קפה",
    "אין לי רגע לנשום, לא ישבתי מהבוקר",
])
def test_a_busy_shift_told_is_answered(text: str) -> None:
    reads_as(text, "general", "respond")


def test_a_busy_shift_then_a_reminder_is_the_reminder() -> None:
    intent = reads_as("haven't had lunch yet, remind me at 1 to eat", "database", "create")
    assert intent.args["dueDate"].startswith("2026-11-22T13:00")


@pytest.mark.parametrize("text", ["haven't had my flu shot yet", "I haven't paid the electricity bill"])
def test_what_is_still_to_do_is_not_small_talk(text: str) -> None:
    not_read_as(text, "general")


# -- who holds a role now ------------------------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "query", "name"), [
    ("עדכון: רכזת שכבת ט' זו עכשיו אורנה, לא מיכל", "רכזת שכבת ט'", "אורנה"),
    ("רכזת שכבת ט' היא עכשיו אורנה ולא מיכל", "רכזת שכבת ט'", "אורנה"),
    ("עכשיו האחראית משמרת היא דנה ולא רונית", "האחראית משמרת", "דנה"),
    ("the 9th grade coordinator is now Orna, not Michal", "9th grade coordinator", "Orna"),
    ("update: the head nurse on ward B is Rivka now, not Sara", "head nurse on ward B", "Rivka"),
    ("my son's teacher is now Mrs Levi, not Mr Cohen", "son's teacher", "Mrs Levi"),
])
def test_who_holds_a_role_now_updates_the_note(text: str, query: str, name: str) -> None:
    intent = reads_as(text, "second-brain", "update")
    assert intent.args["query"] == query
    assert name in intent.args["text"] and "מיכל" not in intent.args["text"]


@pytest.mark.parametrize("text", [
    "the problem is now Dana, not me",
    "the plan is now tuesday, not monday",
    "the meeting is now with Dana, not Avi",
])
def test_what_is_no_role_is_not_a_note_update(text: str) -> None:
    not_read_as(text, "second-brain")


# -- a reminder for each timed errand ------------------------------------------------------------------------------


def test_a_reminder_for_each_closing_hebrew() -> None:
    intent = reads_as("מחר: 7:30 לחתום על דף הנוכחות של התורנות, 12:00 להתקשר לאמא של נוי, 15:00 להזין ציונים "
                      "במשוב. תזכורת לכל אחד", "database", "createMultiple")
    tasks = intent.args["tasks"]
    assert [t["text"] for t in tasks] == ["לחתום על דף הנוכחות של התורנות", "להתקשר לאמא של נוי", "להזין ציונים במשוב"]
    assert [t["dueDate"][:16] for t in tasks] == ["2026-11-23T07:30", "2026-11-23T12:00", "2026-11-23T15:00"]


def test_a_reminder_for_each_closing_english() -> None:
    intent = reads_as("tomorrow: 7:30 sign the attendance sheet, 12:00 call Noy's mom, 15:00 enter grades. a reminder "
                      "for each", "database", "createMultiple")
    assert [t["text"] for t in intent.args["tasks"]] == ["sign the attendance sheet", "call Noy's mom", "enter grades"]


def test_a_reminder_for_each_of_them_asked_with_a_verb() -> None:
    intent = reads_as("ביום שלישי: 8:00 להחליף חבישה לחדר 4, 14:00 לעדכן את הרופאה. תעשי תזכורת לכל אחד מהם",
                      "database", "createMultiple")
    assert [t["dueDate"][:16] for t in intent.args["tasks"]] == ["2026-11-24T08:00", "2026-11-24T14:00"]


# -- a weekly club or class the user runs --------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "summary", "days"), [
    ("add drama club every monday and wednesday at 2:45pm", "drama club", ["Monday", "Wednesday"]),
    ("I run drama club every monday and wednesday at 2:45pm", "drama club", ["Monday", "Wednesday"]),
    ("I teach a pilates class every monday at 6pm", "pilates class", ["Monday"]),
    ("אני מעבירה חוג דרמה כל שני ורביעי ב-14:45", "חוג דרמה", ["Monday", "Wednesday"]),
])
def test_a_weekly_club_is_a_recurring_event(text: str, summary: str, days: list[str]) -> None:
    intent = reads_as(text, "calendar", "createRecurring")
    assert intent.args["summary"] == summary and intent.args["days"] == days
    assert intent.args["start"][11:16] in ("14:45", "18:00")


@pytest.mark.parametrize("text", [
    "I run every monday at 6am",
    "I take my meds every day at 8",
    "I run the dishwasher every night at 10pm",
])
def test_a_habit_is_no_event(text: str) -> None:
    not_read_as(text, "calendar")


def test_club_soda_stays_a_shopping_item() -> None:
    reads_as("add club soda", "database", "addItem")


def test_a_pickup_from_the_storeroom_is_asked() -> None:
    not_acted("לקחתי את ה-theraband ואת ה-ice packs מהמחסן")
