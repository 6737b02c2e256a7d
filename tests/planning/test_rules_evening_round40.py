"""Evening planning messages: reviews, reminders and calendar blocks said the way people plan the next day.

Shapes covered: two things moved to two different times in one sentence (two_moves.py: asked, never one moved);
"ואל תשכחי להזכיר לי…" with the "and" glued to the command (tasks.py: the command's words are never the task, so
with no task named Memo asks what); a look with the user's own plan for it after it ("מה יש ברשימת הקניות? רוצה
לעבור עליה לפני מחר", asides.py); "רגע לפני ש…" as "just before", not "wait" (asides.py); the days said before a
verb that books time ("every tue and thu block 7-8am for running", reorder.py); "מחר על הבוקר" as tomorrow morning
(spelling.py); an overview of a stretch of the calendar asked for as a thing to be given ("תן לי סקירה של השבוע
הבא ביומן", calendar_overview.py).
"""

from __future__ import annotations

import pytest

from tests.planning.reading import not_acted, plan, reads_as


@pytest.mark.parametrize("text", [
    "תזיזי את הספר לרביעי ואת הרופא לחמישי",
    "תזיז את הפגישה עם דן לרביעי ואת הרופא לחמישי",
    "תעבירי את התור לרופא לרביעי ואת הפגישה עם נועה לחמישי",
    "move the dentist to wed and the haircut to fri",
    "move the book club to wednesday and the doctor to thursday",
    "push the standup to 10 and the 1:1 to 3",
])
def test_two_things_moved_to_two_times_are_asked(text: str) -> None:
    not_acted(text)


@pytest.mark.parametrize("text, capability", [
    ("move the dentist from wed to fri", "calendar"),
    ("תזיזי את הספר לרביעי", "database"),
    ("move my meeting with dan and ron to wednesday", "calendar"),
])
def test_one_move_keeps_its_reading(text: str, capability: str) -> None:
    assert reads_as(text, capability, "update")


@pytest.mark.parametrize("text", [
    "ואל תשכחי להזכיר לי מחר ב-10 בבוקר",
    "ואל תשכח להזכיר לי מחר בעשר",
    "ואל תשכחו להזכיר לנו מחר ב-10",
    "אל תשכחי להזכיר לי מחר ב-10 בבוקר",
])
def test_a_reminder_naming_no_task_asks_what(text: str) -> None:
    intent = plan(text)
    assert intent is not None and intent.capability == "database" and "text" in intent.missing, \
        (text, intent and intent.args)


@pytest.mark.parametrize("text, task", [
    ("ואל תשכח להזכיר לי מחר ב-10 להתקשר לאמא", "להתקשר לאמא"),
    ("ואל תשכחי לקנות חלב מחר", "לקנות חלב"),
    ("אל תשכחי להזכיר לי מחר ב-10 לקנות חלב", "לקנות חלב"),
])
def test_and_dont_forget_keeps_only_the_task(text: str, task: str) -> None:
    args = reads_as(text, "database", "create").args
    assert args["text"] == task and args["dueDate"].startswith("2026-11-23"), args


@pytest.mark.parametrize("text, list_name", [
    ("מה יש ברשימת הקניות? רוצה לעבור עליה לפני מחר", "קניות"),
    ("מה יש ברשימת הקניות? רוצה לעבור עליה", "קניות"),
    ("what's on my shopping list? want to go over it before tomorrow", "shopping"),
])
def test_a_look_with_the_users_own_plan_for_it(text: str, list_name: str) -> None:
    args = reads_as(text, "database", "get").args
    assert args["listName"] == list_name, args


@pytest.mark.parametrize("text", [
    "מה יש ברשימת הקניות? רוצה להוסיף חלב",
    "מה יש ברשימת הקניות? תזכירי לי לעבור עליה מחר",
])
def test_a_second_request_beside_the_look_is_not_left_out(text: str) -> None:
    intent = plan(text)
    assert intent is None or not (intent.args.get("operation") == "get" and intent.confidence >= 0.9
                                  and not intent.missing), (text, intent and intent.decided_by)


@pytest.mark.parametrize("text, start, end", [
    ("רגע לפני שאני הולכת לישון, מה יש לי מחר בבוקר?", "2026-11-23T06:00", "2026-11-23T12:00"),
    ("רגע לפני שאני נכנס לישיבה, מה יש לי היום אחר הצהריים?", "2026-11-22T12:00", "2026-11-22T18:00"),
    ("רגע אחרי שסיימתי, מה יש לי מחר?", "2026-11-23T00:00", "2026-11-24T00:00"),
])
def test_just_before_is_a_time_not_wait(text: str, start: str, end: str) -> None:
    args = reads_as(text, "calendar", "getEvents").args
    assert args["timeMin"].startswith(start) and args["timeMax"].startswith(end), args


def test_wait_is_still_a_correction() -> None:
    args = reads_as("תוסיפי חלב לרשימה, רגע לא חלב סויה", "database", "addItem").args
    assert args["items"] == ["חלב סויה"], args


@pytest.mark.parametrize("text, summary, start, days", [
    ("every tue and thu block 7-8am for running", "running", "2026-11-24T07:00", ["Tuesday", "Thursday"]),
    ("every tuesday and thursday block 7-8am for running", "running", "2026-11-24T07:00", ["Tuesday", "Thursday"]),
    ("every monday block 9-10 for planning", "planning", "2026-11-23T09:00", ["Monday"]),
    ("every sunday and wednesday schedule gym 6-7am", "gym", "2026-11-25T06:00", ["Sunday", "Wednesday"]),
    ("כל שלישי וחמישי תחסמי לי 7-8 בבוקר לריצה", "ריצה", "2026-11-24T07:00", ["Tuesday", "Thursday"]),
])
def test_days_said_before_a_block(text: str, summary: str, start: str, days: list[str]) -> None:
    args = reads_as(text, "calendar", "createRecurring").args
    assert summary in args["summary"] and args["start"].startswith(start) and args["days"] == days, args


@pytest.mark.parametrize("text, summary, start", [
    ("tomorrow block 9-11 for deep work", "deep work", "2026-11-23T09:00"),
    ("on friday block 9-11 for deep work", "deep work", "2026-11-27T09:00"),
    ("tomorrow schedule a call with dan at 5", "call with dan", "2026-11-23T17:00"),
])
def test_a_day_said_before_a_block(text: str, summary: str, start: str) -> None:
    args = reads_as(text, "calendar", "create").args
    assert args["summary"] == summary and args["start"].startswith(start), args


def test_a_book_club_is_not_booked() -> None:
    intent = plan("monday book club at 8pm")
    assert intent is None or "monday" not in str(intent.args.get("summary") or ""), intent


@pytest.mark.parametrize("text, task", [
    ("תזכיר לי מחר על הבוקר להתקשר למוסך", "להתקשר למוסך"),
    ("מחר על הבוקר תזכירי לי לקחת את הכביסה", "לקחת את הכביסה"),
    ("תזכירי לי ביום שני על הבוקר לשלם ארנונה", "לשלם ארנונה"),
])
def test_on_the_morning_is_the_morning(text: str, task: str) -> None:
    args = reads_as(text, "database", "create").args
    assert args["text"] == task and args["dueDate"].startswith("2026-11-23T"), args
    assert int(args["dueDate"][11:13]) < 12, args


def test_the_morning_one_talks_about_is_not_a_time() -> None:
    not_acted("תזכיר לי מחר לספר לדנה על הבוקר שלי")


@pytest.mark.parametrize("text, start, end", [
    ("תן לי סקירה של השבוע הבא ביומן", "2026-11-29", "2026-12-06"),
    ("תני לי סקירה של השבוע הבא", "2026-11-29", "2026-12-06"),
    ("תן לי סיכום של מחר", "2026-11-23", "2026-11-24"),
    ("תני לי תמונת מצב של יום חמישי", "2026-11-26", "2026-11-27"),
    ("give me an overview of next week", "2026-11-29", "2026-12-06"),
    ("give me a rundown of my calendar for next week", "2026-11-29", "2026-12-06"),
    ("can you give me a quick overview of my week?", "2026-11-22", "2026-11-29"),
])
def test_an_overview_of_a_stretch_is_a_look(text: str, start: str, end: str) -> None:
    args = reads_as(text, "calendar", "getEvents").args
    assert args["timeMin"].startswith(start) and args["timeMax"].startswith(end), args


@pytest.mark.parametrize("text", ["תן לי סיכום של המייל מהבנק", "give me a summary of the report"])
def test_a_summary_of_something_else_is_not_a_calendar_look(text: str) -> None:
    intent = plan(text)
    assert intent is None or intent.capability != "calendar", (text, intent.decided_by)


@pytest.mark.parametrize("text", [
    "what can you do to help me plan my week?",
    "what can you do to help me organize my day",
    "what else could you do to help us manage the kids schedule?",
    "from now on answer me in english pls",
    "from now on, reply in hebrew",
    "going forward answer me in english",
])
def test_questions_about_memo_itself(text: str) -> None:
    intent = plan(text)
    assert intent is not None and intent.capability == "meta" and not intent.missing, (text, intent)


@pytest.mark.parametrize("text, capability", [
    ("what do i have this week?", "calendar"),
    ("from now on remind me every morning at 8 to take pills", "database"),
])
def test_near_the_questions_about_memo(text: str, capability: str) -> None:
    intent = plan(text)
    assert intent is not None and intent.capability == capability, (text, intent)


@pytest.mark.parametrize("text", [
    "can you send me the summary of the day every morning at 7 instead of 8",
    "תשלחי לי סיכום של היום כל בוקר בשבע",
])
def test_a_summary_asked_every_day_is_not_one_look(text: str) -> None:
    intent = plan(text)
    assert intent is None or intent.capability != "calendar", (text, intent.decided_by)
