"""Terse notes to self: a time and a thing with no verb, a bare hour after its day, and short status lines.

Shapes covered: "tmrw morning flu shot", "בעוד שעתיים מדחן", "תנור בעוד 20 דק", "טלפון לסבתא ב5", "every morning 7
vitamins", "rent 1st of every month remind" (task_time_note.py) as reminders, while an appointment ("אורתודנט רביעי
3"), a question, a command or a state stays what it was; a bare hour after a weekday, "every morning" or "remind me"
("thu 5 pick up glasses", "remind me 3 pharmacy": task_bare_hour.py), a weekday's bare 6-8 asked; "ארנונה שולמה" /
"rent paid" (task_paid_status.py); "insurance reminder when?" (task_named_when.py); "תזכורות מחר: 9 חשמל, 12 ..."
(task_day_errands.py); "תזכורת של הגז ל-4" (task_possessive_moved.py).
"""

from __future__ import annotations

import pytest

from tests.planning.reading import not_acted, not_read_as, plan, reads_as


@pytest.mark.parametrize("text, due, thing", [
    ("בעוד שעתיים מדחן", "2026-11-22T11:00", "מדחן"),
    ("תנור בעוד 20 דק", "2026-11-22T09:20", "תנור"),
    ("in 2 hours parking meter", "2026-11-22T11:00", "parking meter"),
    ("טלפון לסבתא ב5", "2026-11-22T17:00", "סבתא"),
    ("tmrw morning flu shot", "2026-11-23", "flu"),
    ("tmrw מתנה לנועה", "2026-11-23", "מתנה"),
    ("מחר בבוקר חיסון שפעת", "2026-11-23", "חיסון"),
    ("remind me 3 pharmacy", "2026-11-22T15:00", "pharmacy"),
    ("thu 5 pick up glasses", "2026-11-26T17:00", "glasses"),
    ("ביום חמישי 5 לאסוף משקפיים", "2026-11-26T17:00", "משקפיים"),
])
def test_time_and_thing_is_a_reminder(text: str, due: str, thing: str) -> None:
    args = reads_as(text, "database", "create").args
    assert args["dueDate"].startswith(due) and thing in args["text"], args
    assert not any(ch.isdigit() for ch in args["text"]), args


@pytest.mark.parametrize("text, kind, hour, thing", [
    ("כל יום 8 בבוקר ויטמינים", "daily", "08:00", "ויטמינים"),
    ("every morning 7 vitamins", "daily", "07:00", "vitamins"),
    ("כל בוקר 7 ויטמינים", "daily", "07:00", "ויטמינים"),
    ("כל ערב 9 טיפות", "daily", "21:00", "טיפות"),
])
def test_repeating_note_is_a_repeating_reminder(text: str, kind: str, hour: str, thing: str) -> None:
    args = reads_as(text, "database", "create").args
    assert args["reminderRecurrence"]["type"] == kind and args["reminderRecurrence"]["time"] == hour, args
    assert args["text"] == thing, args


def test_request_said_last_in_note_style() -> None:
    args = reads_as("rent 1st of every month remind", "database", "create").args
    assert args["text"] == "rent", args
    assert args["reminderRecurrence"]["type"] == "monthly" and args["reminderRecurrence"]["dayOfMonth"] == 1, args


@pytest.mark.parametrize("text, start", [
    ("אורתודנט רביעי 3", "2026-11-25T15:00"),
    ("thu 5 dentist", "2026-11-26T17:00"),
    ("tomorrow 9 dentist", "2026-11-23T09:00"),
])
def test_appointment_stays_an_event(text: str, start: str) -> None:
    assert reads_as(text, "calendar", "create").args["start"].startswith(start)


@pytest.mark.parametrize("text", [
    "gym tmrw 8am?", "cancel 4pm", "busy tmrw", "home at 6", "tmrw milk", "רון מחר", "אני מחר",
    "wed 8 pickup", "thu 7 pick up glasses", "ביום רביעי 7 תרופות", "wed 8 flu shot", "thursday at 7 call the bank",
    "remind me 3 things",
])
def test_unclear_notes_are_asked(text: str) -> None:
    not_acted(text)


def test_bare_count_after_the_request_is_no_hour() -> None:
    intent = plan("remind me 3 things")
    assert intent is None or "dueDate" not in intent.args or not intent.args["dueDate"].endswith("15:00:00+02:00")


@pytest.mark.parametrize("text, thing", [
    ("ארנונה שולמה", "ארנונה"), ("rent paid", "rent"), ("gas bill - paid", "gas bill"), ("הטפסים נשלחו", "הטפסים"),
    ("passport renewed", "passport"), ("my rent is paid", "rent"),
])
def test_paid_status_line_closes_the_task(text: str, thing: str) -> None:
    assert reads_as(text, "database", "complete").args["text"] == thing


@pytest.mark.parametrize("text", [
    "המשכורת שולמה", "the email was sent", "the table is booked", "rent paid?", "the rent was paid late again",
    "milk paid",
])
def test_not_a_status_line(text: str) -> None:
    not_read_as(text, "database")


@pytest.mark.parametrize("text, name", [
    ("insurance reminder when?", "insurance"), ("the dentist reminder - what time?", "dentist"),
    ("reminder for the passport when?", "passport"), ("התזכורת של הביטוח מתי?", "הביטוח"),
    ("תזכורת לטסט, מתי היא?", "טסט"),
])
def test_named_reminder_asked_when_last(text: str, name: str) -> None:
    assert reads_as(text, "database", "get").args["text"] == name


@pytest.mark.parametrize("text", ["the next reminder when?", "reminder when?"])
def test_when_last_without_a_name_is_no_get(text: str) -> None:
    intent = plan(text)
    assert intent is None or intent.args.get("operation") != "get"


@pytest.mark.parametrize("text, texts, hours", [
    ("תזכורות מחר: 9 חשמל, 12 להתקשר לדודה", ["חשמל", "להתקשר לדודה"], ["09:00", "12:00"]),
    ("reminders tomorrow: 9 electricity, 12 call aunt", ["electricity", "call aunt"], ["09:00", "12:00"]),
    ("reminders for friday: 10 pharmacy, 4 flowers", ["pharmacy", "flowers"], ["10:00", "16:00"]),
])
def test_reminders_heading_with_hour_items(text: str, texts: list[str], hours: list[str]) -> None:
    tasks = reads_as(text, "database", "createMultiple").args["tasks"]
    assert [t["text"] for t in tasks] == texts, tasks
    assert [t["dueDate"][11:16] for t in tasks] == hours, tasks


@pytest.mark.parametrize("text", ["מחר: 9 רופא שיניים, 12 ארוחה עם דנה", "tomorrow 9 dentist, 12 lunch with dana"])
def test_appointments_under_a_day_are_no_reminders(text: str) -> None:
    not_read_as(text, "database")


def test_possessive_reminder_with_new_hour_is_moved() -> None:
    args = reads_as("תזכורת של הגז ל-4", "database", "update").args
    assert "גז" in args["text"] and args["updateFields"]["dueDate"].startswith("2026-11-22T16:00"), args


@pytest.mark.parametrize("text", ["תזכורת של הגז ל-4?"])
def test_possessive_reminder_asked_is_not_moved(text: str) -> None:
    not_acted(text)


@pytest.mark.parametrize("text", ["תגידי לאבי המוביל שנאחר בחצי שעה", "tmrw 5 tell dana"])
def test_request_to_memo_with_a_time_is_no_note(text: str) -> None:
    intent = plan(text)
    assert intent is None or intent.decided_by != "grammar task_time_note.time_and_thing", intent


def test_textese_two_after_the_request_is_to() -> None:
    args = reads_as("remnd me 2 finish the history essay tmrw after school like 4ish", "database", "create").args
    assert args["dueDate"].startswith("2026-11-23T16:00") and "finish" in args["text"], args


@pytest.mark.parametrize("text", ["יהיה חם מחר", "spoke to mom today", "tel aviv → jerusalem tomorrow",
                                  "called the bank today"])
def test_news_and_routes_with_a_day_are_no_notes(text: str) -> None:
    intent = plan(text)
    assert intent is None or "task_time_note" not in intent.decided_by, intent
