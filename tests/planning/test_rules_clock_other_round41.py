"""A clock time that is content, or a request that is no new reminder.

Shapes covered: a place's opening hours kept or changed (notes_opening_hours.py) and asked back; a meeting named by
its hour and who it is with ("the 1700 with Amir": calendar_hour_named.py); a mail forwarded with what it is about
told after it ("doors open at 7:30": calendar_remarks.py); a kitchen preparation reported done and ticked off
(task_implied.py); the morning brief asked for at "quarter to 7" (settings_before_hour.py, asked: it goes out on the
hour); whether Memo understands a way of saying a time (meta_time_words.py); the world's clock asked
(general_clock.py); thanks for a reminder named by its hour (general.py). Near misses keep their old reading.
"""

from __future__ import annotations

import pytest

from tests.planning.reading import not_read_as, not_taken_as, reads_as


@pytest.mark.parametrize(("text", "word"), [
    ("תרשמי שהגן נפתח בשבע ורבע ונסגר ברבע לחמש", "גן"),
    ("remember the pharmacy on Herzl closes at quarter to 7 on weekdays", "Herzl"),
    ("note that the post office is open until 6 on fridays", "post office"),
    ("תזכור שהסופר פתוח עד 11 בלילה", "סופר"),
    ("remember the pool opens at 6:30 on weekends", "pool"),
])
def test_opening_hours_told_to_keep_are_a_fact(text: str, word: str) -> None:
    intent = reads_as(text, "second-brain", "store")
    assert word in intent.args["text"]


@pytest.mark.parametrize(("text", "query"), [
    ("ה-gym שינה שעות, עכשיו נפתח בשש וחצי ולא בשש", "gym"),
    ("the bank changed its hours, now closes at 1 on fridays", "bank"),
    ("הבריכה עכשיו נפתחת בשש ולא בשבע", "הבריכה"),
    ("המכולת שינתה את שעות הפתיחה, עכשיו היא נסגרת בשמונה", "המכולת"),
])
def test_opening_hours_changed_update_the_fact(text: str, query: str) -> None:
    intent = reads_as(text, "second-brain", "update")
    assert query in intent.args["query"]


@pytest.mark.parametrize("text", [
    "remember to open the window at 7",
    "תרשמי לי פגישה עם דנה בשבע ופגישה עם רון בשמונה",
    "the gym changed hours, remind me to check the new schedule",
])
def test_an_hour_of_the_users_own_is_no_opening_hours(text: str) -> None:
    not_read_as(text, "second-brain")


@pytest.mark.parametrize(("text", "word"), [
    ("מה שעות קבלת הקהל בעירייה? רשמתי לך פעם", "עירייה"),
    ("מה שעות הפתיחה של הדואר? רשמתי לך פעם", "דואר"),
    ("what are the opening hours of the post office? i told you once", "post office"),
    ("what time does the pool open on fridays? I saved it", "pool"),
])
def test_opening_hours_asked_back_search_the_notes(text: str, word: str) -> None:
    assert word in reads_as(text, "second-brain", "search").args["query"]


def test_opening_hours_asked_with_a_request_after_are_not_a_search() -> None:
    not_taken_as("מה שעות הפתיחה של הדואר? ותזכירי לי ללכת מחר", "second-brain", "search")


@pytest.mark.parametrize(("text", "who", "start"), [
    ("cancel the 1700 with Amir tomorrow, he's sick", "Amir", "2026-11-23T17:00"),
    ("cancel the 3 o'clock with dana", "dana", "2026-11-22T15:00"),
    ("תבטלי את ה-5 עם אמיר מחר", "אמיר", "2026-11-23T17:00"),
    ("cancel my 0930 with the accountant", "accountant", "2026-11-22T09:30"),
])
def test_a_meeting_named_by_its_hour_is_deleted_from_the_calendar(text: str, who: str, start: str) -> None:
    intent = reads_as(text, "calendar", "delete")
    assert who in intent.args["searchCriteria"]["summary"]
    assert intent.args["searchCriteria"]["timeMin"].startswith(start)


def test_a_meeting_named_by_its_hour_is_moved() -> None:
    intent = reads_as("move the 1700 with Amir to 6", "calendar", "update")
    assert intent.args["searchCriteria"]["timeMin"].startswith("2026-11-22T17:00")
    assert intent.args["updateFields"]["start"].startswith("2026-11-22T18:00")


def test_a_reminder_named_by_its_hour_stays_a_reminder() -> None:
    not_read_as("cancel the 1700 reminder", "calendar")


@pytest.mark.parametrize("text", [
    "forward the concert tickets email to dan.m@gmail.com, doors open at 7:30",
    "forward the concert tickets email to dan.m@gmail.com, the show starts at 8",
])
def test_what_a_forwarded_mail_is_about_is_no_time_of_the_forward(text: str) -> None:
    assert reads_as(text, "gmail", "forward").args["to"] == ["dan.m@gmail.com"]


def test_a_new_hour_after_a_calendar_move_is_still_read_as_before() -> None:
    intent = reads_as("move the meeting with dana to tomorrow, the show starts at 8", "calendar", "update")
    assert "meeting with dana" in intent.args["searchCriteria"]["summary"]


@pytest.mark.parametrize(("text", "word"), [
    ("soaked the lentils, you can tick that one off", "lentils"),
    ("defrosted the chicken, tick it off", "chicken"),
    ("השריתי את העדשים, אפשר לסמן", "העדשים"),
])
def test_a_kitchen_preparation_reported_done_is_completed(text: str, word: str) -> None:
    assert word in reads_as(text, "database", "complete").args["text"]


@pytest.mark.parametrize("text", ["i soaked my feet in the bath, so relaxing", "soaked the lentils"])
def test_a_kitchen_verb_alone_closes_no_task(text: str) -> None:
    not_read_as(text, "database")


@pytest.mark.parametrize("text", [
    "תשלחי לי את סיכום הבוקר ברבע לשבע במקום בשבע",
    "send me the morning brief at quarter to 7 instead of 7",
    "תעבירי את סיכום הבוקר לרבע לשמונה",
])
def test_a_morning_brief_before_the_hour_asks_which_hour(text: str) -> None:
    intent = reads_as(text, "meta", "update_settings")
    assert intent.args.get("ask") == "morningBriefHour" and "morningBriefHour" not in intent.args


def test_a_morning_brief_on_the_hour_is_set() -> None:
    assert reads_as("תשלחי לי את סיכום הבוקר בשבע", "meta", "update_settings").args["morningBriefHour"] == 7


@pytest.mark.parametrize("text", [
    "can you handle times like 'quarter to 6' or 'half 7'? what else can you do?",
    "do you understand 'half 7'?",
    "את מבינה שעות כמו 'רבע לשש'?",
    "את מבינה שעות כמו רבע לשש? מה עוד את יודעת לעשות?",
])
def test_asking_whether_memo_understands_a_time_is_about_memo(text: str) -> None:
    reads_as(text, "meta", "describe")


def test_asking_for_a_reminder_at_such_a_time_is_no_question_about_memo() -> None:
    not_read_as("can you remind me at quarter to 6?", "meta")


@pytest.mark.parametrize("text", [
    "what time is sunset in tel aviv these days roughly?",
    "אם אצלנו עכשיו תשע בבוקר, מה השעה בניו יורק?",
    "when's sunrise tomorrow?",
    "מתי השקיעה היום?",
    "כמה שעות הפרש יש בינינו ללונדון?",
    "what time does the sun set in eilat today",
])
def test_the_worlds_clock_asked_is_general(text: str) -> None:
    reads_as(text, "general", "respond")


@pytest.mark.parametrize("text", [
    "what time is my meeting tomorrow?",
    "remind me 10 minutes before sunset to light candles",
])
def test_the_users_own_hours_are_not_the_worlds_clock(text: str) -> None:
    not_read_as(text, "general")


@pytest.mark.parametrize("text", [
    "thanks!! that quarter to 6 reminder saved me today",
    "thanks!! that 6pm reminder saved me today",
    "thanks, the reminder at 6 really saved me",
    "תודה! התזכורת של שש הצילה אותי היום",
    "תודה!! התזכורת של רבע לשש הצילה אותי",
])
def test_thanks_for_a_reminder_named_by_its_hour_is_chat(text: str) -> None:
    assert reads_as(text, "general", "respond").args["kind"] == "small_talk"


def test_a_change_to_a_reminder_named_by_its_hour_is_no_thanks() -> None:
    not_read_as("thanks, move the 6pm reminder to 7", "general")


@pytest.mark.parametrize(("text", "hours"), [
    ("תמחקי את התזכורת של חצות, כבר לא צריך", ["00:00"]),
    ("delete my 5pm reminder", ["17:00"]),
    ("cancel the 6:30 reminder", ["06:30", "18:30"]),
])
def test_a_reminder_named_only_by_its_hour_is_deleted_by_that_hour(text: str, hours: list[str]) -> None:
    assert reads_as(text, "database", "delete").args["dueTime"] == hours


def test_a_reminder_named_by_its_words_and_hour_goes_by_its_words() -> None:
    assert "dueTime" not in reads_as("delete the dentist reminder at 5", "database", "delete").args


@pytest.fixture
def person(db):
    from memo.conversations.models import User

    return User.objects.create(phone="+972501239877", language="he", timezone="Asia/Jerusalem")


def _find_task(person, args):
    from memo.planning.dsl import PlanStep
    from memo.planning.state import TurnInput, TurnState, UserContext
    from memo.reminders.capability import DatabaseCapability

    state = TurnState(traceId="trace-hour", threadId=person.phone, now="2026-11-22T09:00:00+02:00",
                      input=TurnInput(message="x"), user=UserContext(userId=person.pk, phone=person.phone))
    step = PlanStep(id="s1", capability="database", action=args["operation"], constraints={"args": args})
    return DatabaseCapability().find_entities(step, args, state)


def test_the_reminder_at_that_hour_is_the_one_resolved(person) -> None:
    from datetime import datetime
    from zoneinfo import ZoneInfo

    from memo.reminders.models import Task

    tz = ZoneInfo("Asia/Jerusalem")
    midnight = Task.objects.create(user=person, text="לכבות את הדוד", due_at=datetime(2026, 11, 23, 0, 0, tzinfo=tz))
    Task.objects.create(user=person, text="לקנות חלב", due_at=datetime(2026, 11, 22, 18, 0, tzinfo=tz))
    found = _find_task(person, {"operation": "delete", "dueTime": ["00:00"]})
    assert found.status == "resolved" and found.args["ids"] == [f"task:{midnight.pk}"]
    assert _find_task(person, {"operation": "delete", "dueTime": ["07:15"]}).status == "not_found"
    Task.objects.create(user=person, text="לשתות מים", due_at=datetime(2026, 11, 24, 18, 0, tzinfo=tz))
    assert _find_task(person, {"operation": "delete", "dueTime": ["06:00", "18:00"]}).status == "ambiguous"


def test_an_hour_alone_cancelled_is_asked_about() -> None:
    not_read_as("cancel 4pm", "database")
