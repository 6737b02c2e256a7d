"""Requests people write when they first try Memo, in shapes the grammars did not read.

Shapes covered: an email named first and said to be disposable ("את המייל מחברת הביטוח … אפשר לזרוק לפח", "the
insurance email … can go in the trash", "…, you can bin it": gmail_can_go.py); "check if I got anything from X" as a
mail search, with the sentence after the question that says what is awaited left out of the query
(gmail_expected.py); "after lunch" as a part of the day, the window 13:00-18:00 in a question and 14:00 as a time
(timeexpr/periods.py), so "thursday after lunch, am I free or not?" checks that span; "pass X on to <who>, <address>"
as a forward; and a remark after a task that says it has no time ("no deadline", "just don't let me forget", "אין
דדליין, רק שלא אשכח") left out of the task's text. Near misses keep their reading: "the leftovers can go in the
trash" is no email, "don't let me forget to call mom" keeps its request, "pass the salt to dana" is nothing to mail.
"""

from __future__ import annotations

import pytest

from tests.planning.reading import local, not_acted, not_read_as, reads_as

# -- an email said to be disposable --------------------------------------------------------------------------------


@pytest.mark.parametrize("text, query_word", [
    ("את המייל מחברת הביטוח על ההנחה בחידוש אפשר לזרוק לפח", "הביטוח"),
    ("את המייל מחברת הביטוח על ההנחה בחידוש, אפשר לזרוק אותו לפח", "הביטוח"),
    ("המייל מהבנק יכול ללכת לפח", "בנק"),
    ("את הניוזלטר מהחדר כושר אפשר למחוק", "כושר"),
    ("the insurance email about the renewal discount can go in the trash", "insurance"),
    ("the newsletter from the gym, you can bin it", "gym"),
    ("the email from dana, you can delete it", "dana"),
])
def test_email_said_to_be_disposable_is_deleted_with_approval(text: str, query_word: str) -> None:
    intent = reads_as(text, "gmail", "delete")
    assert query_word in intent.args.get("query", ""), intent.args
    assert intent.needs_approval and intent.risk == "high"


@pytest.mark.parametrize("text", [
    "the leftovers can go in the trash",
    "את העוגה אפשר לזרוק לפח",
    "את המייל מדנה אפשר לשמור?",
])
def test_something_else_said_to_be_disposable_deletes_no_email(text: str) -> None:
    not_read_as(text, "gmail")


# -- "check if I got anything from X" ----------------------------------------------------------------------------


@pytest.mark.parametrize("text, sender", [
    ("can you check if I got anything from El Al? expecting a booking confirmation", "El Al"),
    ("check if I got anything from El Al", "El Al"),
    ("could you see if I got anything from the bank?", "bank"),
    ("did I get anything from El Al? expecting a booking confirmation", "El Al"),
    ("any mail from the lawyer? I'm waiting for the contract", "lawyer"),
    ("הגיע לי מייל מאל על? אני מחכה לאישור הזמנה", "אל על"),
])
def test_check_if_mail_came_from_someone_searches_that_sender(text: str, sender: str) -> None:
    query = reads_as(text, "gmail", "search").args["query"]
    assert sender in query, query
    for word in ("expecting", "waiting", "confirmation", "contract", "מחכה", "אישור"):
        assert word not in query, query


@pytest.mark.parametrize("text, word", [
    ("check if I've received anything from the lawyer about the contract", "contract"),
    ("any mail from dana? the one about the party", "party"),
])
def test_what_the_mail_is_about_stays_in_the_search(text: str, word: str) -> None:
    assert word in reads_as(text, "gmail", "search").args["query"]


def test_check_if_i_got_anything_done_is_no_mail_search() -> None:
    not_read_as("check if I got anything done today", "gmail")


# -- "after lunch" -------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("text, day", [
    ("thursday after lunch, am I free or not? seeing if the calendar link works", "2026-11-26"),
    ("thursday after lunch, am I free?", "2026-11-26"),
    ("am I free after lunch on thursday?", "2026-11-26"),
    ("ביום חמישי אחרי ארוחת הצהריים אני פנויה?", "2026-11-26"),
    ("מחר אחרי ארוחת צהריים אני פנוי?", "2026-11-23"),
])
def test_free_after_lunch_checks_the_early_afternoon(text: str, day: str) -> None:
    args = reads_as(text, "calendar", "checkConflicts").args
    assert local(args["timeMin"]) == f"{day}T13:00" and local(args["timeMax"]) == f"{day}T18:00", args


def test_what_is_on_after_lunch_looks_at_that_span() -> None:
    args = reads_as("do I have anything thursday after lunch?", "calendar", "getEvents").args
    assert local(args["timeMin"]) == "2026-11-26T13:00" and local(args["timeMax"]) == "2026-11-26T18:00", args


@pytest.mark.parametrize("text, due", [
    ("remind me tomorrow after lunch to call mom", "2026-11-23T14:00"),
    ("תזכיר לי מחר אחרי ארוחת הצהריים להתקשר לאמא", "2026-11-23T14:00"),
])
def test_reminder_after_lunch_is_at_two(text: str, due: str) -> None:
    assert local(reads_as(text, "database", "create").args["dueDate"]) == due


@pytest.mark.parametrize("text, start", [
    ("am I free thursday at lunch?", "2026-11-26T12:00"),
    ("am I free thursday afternoon?", "2026-11-26T12:00"),
])
def test_lunch_and_afternoon_keep_their_windows(text: str, start: str) -> None:
    assert local(reads_as(text, "calendar", "checkConflicts").args["timeMin"]) == start


def test_lunch_as_an_event_keeps_its_name() -> None:
    args = reads_as("ארוחת צהריים עם דני ביום חמישי ב-13", "calendar", "create").args
    assert "ארוחת צהריים" in args["summary"] and local(args["start"]) == "2026-11-26T13:00", args


# -- "pass X on to <who>, <address>" -----------------------------------------------------------------------------


@pytest.mark.parametrize("text, address, query_word", [
    ("pass the arnona receipt email on to my accountant, yoni@cpa-office.co.il", "yoni@cpa-office.co.il", "arnona"),
    ("can you pass the invoice email on to my wife, rina@gmail.com", "rina@gmail.com", "invoice"),
    ("pass the flight confirmation on to avi@x.com please", "avi@x.com", "flight"),
    ("pass the email from the bank along to dana@x.com", "dana@x.com", "bank"),
])
def test_pass_on_to_an_address_forwards(text: str, address: str, query_word: str) -> None:
    intent = reads_as(text, "gmail", "forward")
    assert intent.args["to"] == [address] and query_word in intent.args.get("query", ""), intent.args
    assert "along" not in intent.args.get("query", "")
    assert intent.needs_approval


@pytest.mark.parametrize("text", ["pass the salt to dana", "pass the message on to dana"])
def test_pass_with_no_address_or_mail_is_not_forwarded(text: str) -> None:
    not_acted(text)


# -- a task said to have no time -----------------------------------------------------------------------------------


@pytest.mark.parametrize("text, task", [
    ("add a task: renew my passport. no deadline, just don't let me forget", "renew my passport"),
    ("add a task: renew my passport. no deadline", "renew my passport"),
    ("add renew my passport to my tasks, no deadline", "renew my passport"),
    ("add a task: buy a gift for dana, so I don't forget", "buy a gift for dana"),
    ("add a task: call mom. I don't want to forget", "call mom"),
    ("new task: call the plumber, whenever", "call the plumber"),
    ("תוסיפי משימה: לחדש דרכון. אין דדליין, רק שלא אשכח", "לחדש דרכון"),
    ("תוסיף משימה לחדש דרכון, אין תאריך יעד", "לחדש דרכון"),
    ("משימה: להזמין טכנאי למזגן - אין דדליין, רק שלא אשכח", "להזמין טכנאי למזגן"),
])
def test_no_time_remark_is_left_out_of_the_task(text: str, task: str) -> None:
    args = reads_as(text, "database", "create").args
    assert args["text"] == task and not args.get("dueDate"), args


@pytest.mark.parametrize("text, task", [
    ("don't let me forget to call mom", "call mom"),
    ("add a task: set a deadline for the report", "set a deadline for the report"),
])
def test_forget_and_deadline_as_content_stay(text: str, task: str) -> None:
    assert reads_as(text, "database", "create").args["text"] == task


def test_a_no_time_remark_alone_is_no_task() -> None:
    not_acted("add a task: no deadline")
