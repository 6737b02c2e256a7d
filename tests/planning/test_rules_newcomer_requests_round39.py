"""Round 39: first requests of someone trying Memo out, and the requests they try.

Shapes covered: a request wrapped in words that say it is a try, before it ("first real test:", "let's try lists.",
"ok let's see if you can…", "ניסיון ראשון:", "שיחקתי איתך קצת,") or after it ("…? want to check it saved",
"…שאני אראה שזה נשמר", "…, הכל היה ניסיון"), read as the request, which still asks when it lacks something ("remind
me tomorrow"); a bare "אוקיי" before a command with no referent (asked); "reply to that one" (the pointer, not a
sender named "to"); the week named by its first day ("השבוע שמתחיל ב-29/11", "the week of dec 2"); an archive said
again against deleting ("…to the archive? not delete, just archive"); all the reminders "I made" / "שיצרתי"; all
tasks closed ("אפשר לסגור את כולן", "תסגרי את כל המשימות"). Near misses: "test" as content, a day that narrows
the reminders to delete, "close" said of a list.
"""

from __future__ import annotations

import pytest

from tests.planning.reading import not_acted, plan, reads_as


@pytest.mark.parametrize("text, items", [
    ("let's try lists. add milk, bread and avocados to my shopping list", ["milk", "bread", "avocados"]),
    ("test: add eggs to the shopping list", ["eggs"]),
    ("add bread to the list, want to make sure it works", ["bread"]),
    ("בוא ננסה רשימות. תוסיף חלב ולחם לרשימת הקניות", ["חלב", "לחם"]),
])
def test_list_items_after_a_try(text: str, items: list[str]) -> None:
    assert reads_as(text, "database", "addItem").args["items"] == items


@pytest.mark.parametrize("text, tasks", [
    ("first real test: remind me at 1 to pick up the dry cleaning and at 4:30 to call grandma",
     ["pick up the dry cleaning", "call grandma"]),
])
def test_two_reminders_after_a_try(text: str, tasks: list[str]) -> None:
    args = reads_as(text, "database", "createMultiple").args
    assert [t["text"] for t in args["tasks"]] == tasks


@pytest.mark.parametrize("text, task, due", [
    ("just testing. remind me at 5 to call mom", "call mom", "2026-11-22T17:00"),
    ("ניסיון ראשון: תזכירי לי מחר בעשר להתקשר לאמא", "להתקשר לאמא", "2026-11-23T10:00"),
    ("תזכיר לי מחר בעשר לקנות מתנה, רק רוצה לראות שזה עובד", "לקנות מתנה", "2026-11-23T10:00"),
])
def test_reminder_after_a_try(text: str, task: str, due: str) -> None:
    args = reads_as(text, "database", "create").args
    assert args["text"] == task and args["dueDate"].startswith(due), args


@pytest.mark.parametrize("text", [
    "ok let's see if you can remind me tomorrow",
    "let's see if you can remind me at 5",
    "ניסיון: תזכירי לי מחר",
])
def test_a_try_with_nothing_to_remind_of_asks(text: str) -> None:
    not_acted(text)


@pytest.mark.parametrize("text", [
    "what time did I set the vet reminder for? want to check it saved",
    "when is the vet reminder? just checking it saved",
])
def test_lookup_of_a_reminder_after_a_try(text: str) -> None:
    intent = reads_as(text, "database", "get")
    assert "vet" in intent.args["text"], intent.args


@pytest.mark.parametrize("text, capability, operation", [
    ("תראי לי את ה-shopping list שאני אראה שזה נשמר", "database", "get"),
    ("מה יש לי ביומן מחר? שאני אראה שזה עובד", "calendar", "getEvents"),
    ("let's test the calendar: what do I have on thursday?", "calendar", "getEvents"),
    ("שיחקתי איתך קצת, תמחק את כל התזכורות שיצרתי, הכל היה ניסיון", "database", "deleteAll"),
])
def test_other_requests_after_a_try(text: str, capability: str, operation: str) -> None:
    reads_as(text, capability, operation)


@pytest.mark.parametrize("text, task", [
    ("remind me tomorrow about the blood test", "the blood test"),
    ("first real test is on monday, remind me to study", "study"),
    ("remind me tomorrow at 9 to print the test", "print the test"),
])
def test_test_as_content_stays(text: str, task: str) -> None:
    intent = plan(text)
    assert intent is not None and intent.args.get("text") == task, (text, intent and intent.args)


@pytest.mark.parametrize("text", ["אוקיי תבטל אותו", "אוקי תבטלי אותה", "reply to that one", "reply to this one"])
def test_a_pointer_at_nothing_asks(text: str) -> None:
    not_acted(text)


def test_okay_before_a_named_target_is_still_read() -> None:
    assert "וטרינר" in reads_as("אוקיי תמחקי את התזכורת של הוטרינר", "database", "delete").args["text"]


def test_reply_to_that_one_with_an_answer() -> None:
    assert reads_as("reply to that one: sounds good", "gmail", "reply").args["body"] == "sounds good"
    assert reads_as("reply to dana that I agree", "gmail", "reply").args["query"] == "from:dana"


@pytest.mark.parametrize("text, start, end", [
    ("תראי לי מה מתוכנן אצלי לשבוע שמתחיל ב-29/11", "2026-11-29", "2026-12-06"),
    ("what do I have the week starting 29/11", "2026-11-29", "2026-12-06"),
    ("what's on my calendar for the week of dec 2", "2026-11-29", "2026-12-06"),
    ("מה יש לי בשבוע של ה-2/12", "2026-11-29", "2026-12-06"),
])
def test_week_named_by_a_day(text: str, start: str, end: str) -> None:
    args = reads_as(text, "calendar", "getEvents").args
    assert args["timeMin"].startswith(start) and args["timeMax"].startswith(end), args


@pytest.mark.parametrize("text, end", [("מה יש לי ב-29/11", "2026-11-30"),
                                       ("what do I have on the 29th", "2026-11-30")])
def test_one_day_stays_one_day(text: str, end: str) -> None:
    assert reads_as(text, "calendar", "getEvents").args["timeMax"].startswith(end)


@pytest.mark.parametrize("text", [
    "can you move the promo stuff from Super-Pharm to the archive? not delete, just archive",
    "archive the emails from amazon, don't delete them, just archive",
])
def test_archive_said_again_against_deleting(text: str) -> None:
    assert "labelName" not in reads_as(text, "gmail", "archive").args


def test_delete_taken_back_for_archive_asks() -> None:
    not_acted("delete the emails from amazon? not delete, just archive")


@pytest.mark.parametrize("text", ["תמחק את כל התזכורות שיצרתי", "delete all the reminders I made",
                                  "I was just testing, delete all the reminders I created"])
def test_delete_all_the_reminders_i_made(text: str) -> None:
    reads_as(text, "database", "deleteAll")


@pytest.mark.parametrize("text", ["delete all the reminders I made for tomorrow", "תמחקי את כל התזכורות שקבעתי למחר"])
def test_reminders_made_for_a_day_are_not_all(text: str) -> None:
    intent = plan(text)
    assert intent is None or intent.args.get("operation") != "deleteAll" or intent.missing, (text, intent)


@pytest.mark.parametrize("text", ["עשיתי הכל מרשימת המשימות 💪 אפשר לסגור את כולן", "סיימתי הכל, אפשר לסגור את כולן",
                                  "תסגרי את כל המשימות"])
def test_all_tasks_closed(text: str) -> None:
    reads_as(text, "database", "completeAll")


@pytest.mark.parametrize("text", ["תסגרי את הרשימה", "אפשר לסגור את כולן"])
def test_close_without_tasks_said_is_not_complete_all(text: str) -> None:
    intent = plan(text)
    assert intent is None or intent.args.get("operation") != "completeAll", (text, intent)
