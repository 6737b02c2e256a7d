"""Mailbox questions and task requests said around their usual words.

Shapes covered: whether a described email is there, with a mail word after the description or "in my inbox"
(gmail_there_is.py); a Hebrew "look whether X sent Y" without "לי" (gmail_sent.py); a message to someone else with
what to say said straight ("text the band we start at 9"), asked rather than set as the user's reminder
(task_on_behalf.py); "נודניק" / "נדנוד" naming a nag first (tasks.py); "it" in a reminder pointing at a name set in
quotes before the request (task_backref.py); news that a thing moved, then "update the reminder"
(task_moved_news.py); a third person's report with which unit it was, marked "תסמני שהמשימה בוצעה"
(task_done_marked.py, task_words.py); and a paid status said after a word to Memo ("תרשום שהחשבון שולם",
task_paid_status.py).
"""

from __future__ import annotations

import pytest

from tests.planning.reading import not_acted, not_read_as, plan, reads_as


@pytest.mark.parametrize("text, words", [
    ("is there a booking confirmation email from the hotel", ["from:hotel", "booking confirmation"]),
    ("check if there's a refund notice in my inbox", ["refund notice"]),
    ("any shipping update email from amazon?", ["from:amazon", "shipping update"]),
    ("is there a quote request from the caterer in my inbox", ["caterer", "quote request"]),
    ("see if theres a payment receipt email", ["payment receipt"]),
])
def test_described_email_is_searched(text: str, words: list[str]) -> None:
    query = reads_as(text, "gmail", "search").args["query"]
    assert all(w in query for w in words), query


@pytest.mark.parametrize("text", [
    "check if there's a payment confirmation",  # no mail word, no inbox: about anything
    "is there a meeting in my calendar tomorrow",
    "is there time for a haircut tomorrow",
])
def test_no_mail_word_is_no_mail_search(text: str) -> None:
    not_read_as(text, "gmail")


@pytest.mark.parametrize("text, words", [
    ("תחפשי אם חברת הביטוח שלחה אישור על התביעה", ["חברת הביטוח", "אישור", "התביעה"]),
    ("תבדקי אם רואה החשבון שלח את הדוח", ["רואה החשבון", "דוח"]),
    ("תחפש אם ועד הבית שלח קבלה", ["ועד הבית", "קבלה"]),
])
def test_hebrew_look_whether_sent(text: str, words: list[str]) -> None:
    query = reads_as(text, "gmail", "search").args["query"]
    assert all(w in query for w in words), query


@pytest.mark.parametrize("text", ["האם דני שלח את החוזה ללקוח", "הבנק שלח אישור על ההלוואה"])
def test_sent_to_another_or_told_is_no_search(text: str) -> None:
    not_read_as(text, "gmail")


@pytest.mark.parametrize("text", [
    "text the bassist we start at 8 tonight",
    "message grandma we land at 6 tomorrow",
    "whatsapp the plumber i'm home after 4 tomorrow",
    "text dana happy birthday tomorrow at 8",
])
def test_message_for_someone_else_is_asked(text: str) -> None:
    not_acted(text)


@pytest.mark.parametrize("text, said", [
    ("call the bassist at 9 tonight", "call the bassist"),
    ("text mom at 8", "text mom"),
    ("text the landlord about the rent tomorrow at 10", "text the landlord about the rent"),
])
def test_own_errand_with_a_time_stays_a_reminder(text: str, said: str) -> None:
    assert reads_as(text, "database", "create").args["text"] == said


@pytest.mark.parametrize("text, words, minutes", [
    ("נודניק כל 20 דק לעבור על השורות של המערכה הראשונה עד שאגיד די", "לעבור על השורות", "20 minutes"),
    ("נודניק כל שעה לעשות מתיחות", "לעשות מתיחות", "60 minutes"),
    ("נדנוד כל רבע שעה לשתות מים", "לשתות מים", "15 minutes"),
])
def test_nag_named_first(text: str, words: str, minutes: str) -> None:
    args = reads_as(text, "database", "create").args
    assert words in args["text"] and "נודניק" not in args["text"], args
    assert args["reminderRecurrence"] == {"type": "nudge", "interval": minutes}


def test_nag_as_a_person_is_no_reminder() -> None:
    not_read_as("הנודניק מהקומה למעלה שוב מרעיש", "database")


@pytest.mark.parametrize("text, said, due", [
    ("song idea 'rooftop rain' - remind me tonight at 22:00 to record it", "record rooftop rain",
     "2026-11-22T22:00"),
    ('new recipe "lemon tahini cake" - remind me on friday at 10 to bake it', "bake lemon tahini cake",
     "2026-11-27T10:00"),
    ('רעיון לשיר "חניון שבור" - תזכירי לי הערב ב23 להקליט אותו', "להקליט את חניון שבור", "2026-11-22T23:00"),
])
def test_it_points_at_the_quoted_name(text: str, said: str, due: str) -> None:
    args = reads_as(text, "database", "create").args
    assert args["text"] == said and args["dueDate"].startswith(due), args


@pytest.mark.parametrize("text, words, due", [
    ("the plumber got pushed to monday at 10, can you change the reminder", "plumber", "2026-11-23T10:00"),
    ("the vet appointment moved to friday at 9:30 - update the task pls", "vet", "2026-11-27T09:30"),
    ("the gas guy moved to thursday at 2, update the reminder", "gas guy", "2026-11-26T14:00"),
    ("הטכנאי עבר לחמישי ב2, תעדכני את התזכורת", "הטכנאי", "2026-11-26T14:00"),
])
def test_news_of_a_move_then_update(text: str, words: str, due: str) -> None:
    args = reads_as(text, "database", "update").args
    assert words in args["text"] and args["updateFields"]["dueDate"].startswith(due), args


@pytest.mark.parametrize("text", ["the gas guy moved to thursday at 2", "the boiler guy moved to thursday at 2, cool"])
def test_news_of_a_move_alone_changes_nothing(text: str) -> None:
    not_read_as(text, "database")


@pytest.mark.parametrize("text, words", [
    ("הדייר ב3A כבר שילם את דצמבר תסמני שהמשימה בוצעה", "3A"),
    ("הדיירת בדירה 4 שילמה את ינואר, תסמני שבוצע", "דירה 4"),
])
def test_report_of_a_unit_marked_done(text: str, words: str) -> None:
    args = reads_as(text, "database", "complete").args
    assert words in args["text"] and "תסמ" not in args["text"] and "כבר" not in args["text"], args


def test_report_of_someone_without_a_unit_keeps_the_errand() -> None:
    args = reads_as("האינסטלטור היה פה וסידר את הדוד, תסמני שהמשימה בוצעה", "database", "complete").args
    assert args["text"] == "לסדר את הדוד", args


@pytest.mark.parametrize("text, what", [
    ("תרשום שהחשבון שולם", "החשבון"),
    ("תזכיר שהארנונה שולמה", "הארנונה"),
    ("רק שתדעי, הטפסים נשלחו", "הטפסים"),
])
def test_paid_status_after_a_word_to_memo(text: str, what: str) -> None:
    intent = plan(text)
    assert intent is not None
    if intent.capability == "database" and intent.args.get("operation") == "complete":
        assert intent.args["text"] == what, intent.args


def test_paid_status_in_someone_elses_words_is_not_closed() -> None:
    not_read_as("אמרו לי שהחשבון שולם", "database")
