"""Reminders as people write them between meetings, in slang and in two languages at once: a day of the month
said as a bare ordinal word at the start ("first of every month 9am ..."), and a weekday of the month ("the first
Monday of every month"), which is not modelled and so is asked rather than read as a day of the month.

The clock is Sunday 22 November 2026, 09:00 in Asia/Jerusalem.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.planning.reading import acted, case, plan, planned
from tests.planning.task_checks import check_task as check


def not_acted(text: str) -> None:
    intent = plan(text)
    assert not acted(intent), (text, intent and intent.args, intent and intent.decided_by)


# -- a day of the month as an ordinal word, with or without "the" ---------------------------------------------------
DAY_OF_MONTH_WORDS = [
    case("second of every month at 10 remind me to pay the cleaner", op="create", text=["pay the cleaner"],
         rec={"type": "monthly", "dayOfMonth": 2, "time": "10:00"}),
    case("fifteenth of each month 8am remind me to send the timesheet", op="create", exact_text="send the timesheet",
         rec={"type": "monthly", "dayOfMonth": 15, "time": "08:00"}),
    case("remind me every first of the month to read the meter", op="create", text=["read the meter"],
         rec={"type": "monthly", "dayOfMonth": 1}),
    case("remind me the first day of every month to pay rent", op="create", exact_text="pay rent",
         rec={"type": "monthly", "dayOfMonth": 1}),
    case("remind me on the 10th day of each month to renew the parking", op="create", exact_text="renew the parking",
         rec={"type": "monthly", "dayOfMonth": 10}),
]


@pytest.mark.parametrize(("text", "expect"), DAY_OF_MONTH_WORDS)
def test_a_day_of_the_month_as_an_ordinal_word(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


# A weekday of the month has no stored form: asked, never a day of the month or a single Monday.
@pytest.mark.parametrize("text", [
    "remind me the first monday of every month to file the report",
    "last friday of the month remind me to do payroll",
    "remind me on the 2nd wed of each month at 9 to call the accountant",
    "תזכיר לי ביום שני הראשון של כל חודש לשלם לגנן",
    "תזכירי לי בשישי האחרון של החודש להזמין גז",
])
def test_a_weekday_of_the_month_is_asked(text: str) -> None:
    not_acted(text)


# -- "reminder" written across the two languages ----------------------------------------------------------------------
REMINDER_WORD_SWITCHED = [
    case("set a tizkoret for tomorrow at 8 to call the landlord", op="create", exact_text="call the landlord",
         due="2026-11-23T08:00"),
    case("tizkeret for tmrw 7 in the morning to take the kids to gan", op="create", text=["kids to gan"],
         due="2026-11-23T07:00"),
    case("תעשי לי reminder לשלוח את הטופס לרואה החשבון ביום שלישי ב11", op="create", text=["הטופס"],
         due="2026-11-24T11:00"),
    case("תכין לי reminder להתקשר לשרברב מחר ב9", op="create", exact_text="להתקשר לשרברב", due="2026-11-23T09:00"),
]


@pytest.mark.parametrize(("text", "expect"), REMINDER_WORD_SWITCHED)
def test_reminder_written_in_the_other_language(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


# Talk about a reminder is no request for one.
@pytest.mark.parametrize("text", ["got your tizkoret thanks", "the tizkeret didn't go off yesterday",
                                  "תעשי לי reminder"])
def test_talk_about_a_reminder_is_not_a_new_one(text: str) -> None:
    not_acted(text)


# -- "all done" reported, then "mark it all done" ----------------------------------------------------------------------
ALL_DONE_REPORTED = [
    case("finished everything on my todo so mark it all done", op="completeAll"),
    case("got through everything on my to do today 💪 mark them all done", op="completeAll"),
    case("עשיתי כל מה שהיה לי ברשימת המשימות אז תסמני הכל כבוצע", op="completeAll"),
    case("איזה יום 🔥 סיימתי את כל מה שהיה ברשימת המשימות תסמני הכל כבוצע", op="completeAll"),
    case("סיימתי הכל מהרשימת to do יאללה תסמן הכל כבוצע", op="completeAll"),
]


@pytest.mark.parametrize(("text", "expect"), ALL_DONE_REPORTED)
def test_all_done_reported_then_marked(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


# One task done, or all but one: never all of them.
@pytest.mark.parametrize("text", [
    "did the laundry 🙌 mark it all done",
    "knocked out everything on my todo except the bank 🙌 mark it all done",
    "סיימתי הכל חוץ מהבנק 💪 תסמן הכל כבוצע",
    "לא סיימתי את כל מה שהיה ברשימת המשימות, תסמן הכל כבוצע",
])
def test_all_done_is_not_taken_from_a_part(text: str) -> None:
    not_acted(text)


# -- "wipe all my tasks and i'll start fresh": the reason joined with "and" -------------------------------------------
@pytest.mark.parametrize("text", [
    "just wipe all my tasks and i'll start fresh",
    "clear all my reminders and i'm starting over",
    "delete all my tasks so i can start fresh",
])
def test_delete_all_with_a_reason_after_and(text: str) -> None:
    check(text, {"op": "deleteAll", "risk": "high"})


@pytest.mark.parametrize("text", ["delete all my tasks and add milk", "clear all my reminders and then remind me at 5"])
def test_delete_all_with_a_second_request_is_not_taken(text: str) -> None:
    intent = plan(text)
    assert not (acted(intent) and intent is not None and intent.args.get("operation") == "deleteAll"), intent


# -- "u can cross off <task>": permission, said as the request -------------------------------------------------------
CROSSED_OFF = [
    case("u can cross off call the bank", op="complete", text=["call the bank"]),
    case("you can cross off renew the passport", op="complete", text=["renew the passport"]),
    case("you can mark pay the gardener as done", op="complete", text=["pay the gardener"]),
]


@pytest.mark.parametrize(("text", "expect"), CROSSED_OFF)
def test_a_task_crossed_off(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


# An item bought is a list's, never a task's.
@pytest.mark.parametrize("text", ["u can cross off milk", "you can tick off the eggs", "cross off the stuff we got",
                                  "u can check off the things i picked up"])
def test_a_grocery_crossed_off_is_not_a_task(text: str) -> None:
    intent = plan(text)
    assert intent is None or intent.args.get("operation") != "complete", intent.args


# -- "remind me what my tasks are": asking to be told now -------------------------------------------------------------
TOLD_AGAIN = [
    case("remind me what my tasks are for today", op="getAll"),
    case("remind me what i need to do tomorrow", op="getAll"),
    case("תזכירי לי מה המשימות שלי להיום", op="getAll"),
    case("תזכיר לי מה יש לי לעשות היום", op="getAll"),
]


@pytest.mark.parametrize(("text", "expect"), TOLD_AGAIN)
def test_remind_me_what_my_tasks_are(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


# What someone said of a task, or a reminder with a question in it, is no list of the tasks.
@pytest.mark.parametrize("text", [
    "what did dana say about the task",
    "מה דנה אמרה על המשימה",
    "remind me what time the meeting is",
    "remind me tomorrow what my tasks are",
])
def test_not_a_question_about_the_tasks(text: str) -> None:
    intent = plan(text)
    assert not (acted(intent) and intent is not None and intent.args.get("operation") == "getAll"
                and intent.capability == "database"), intent.args


# -- the first task's hour said before "remind me", the second with its own day and hour ------------------------------
FIRST_HOUR_BEFORE = [
    case("at 5 remind me to pick up the dry cleaning and tomorrow at 9 to call the bank", op="createMultiple",
         tasks=["pick up the dry cleaning", "call the bank"], dues=["2026-11-22T17:00", "2026-11-23T09:00"]),
    case("ב-16:30 תזכירי לי לאסוף את הילדים מהחוג ומחר ב10 להתקשר לביטוח", op="createMultiple",
         tasks=["לאסוף את הילדים מהחוג", "להתקשר לביטוח"], dues=["2026-11-22T16:30", "2026-11-23T10:00"]),
]


@pytest.mark.parametrize(("text", "expect"), FIRST_HOUR_BEFORE)
def test_the_first_hour_said_before_the_request(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


# One hour before "remind me" and two errands after it, neither with its own time: one reminder, never split.
@pytest.mark.parametrize(("text", "words"), [
    ("at 5 remind me to call mom and buy milk", "call mom and buy milk"),
    ("ב5 תזכירי לי להתקשר לאמא ולקנות חלב", "להתקשר לאמא ולקנות חלב"),
])
def test_one_hour_for_two_errands_stays_one_reminder(text: str, words: str) -> None:
    check(text, {"op": "create", "exact_text": words})


# -- everyday errand verbs that open a dictated to-do ("לעבור בדואר", "להשיג אישור") -----------------------------------
DICTATED_ERRANDS = [
    case("תרשמי לי: לעבור בסופר, להשיג אישור מהבנק ולוודא שהדוח נשלח", op="createMultiple",
         tasks=["לעבור בסופר", "להשיג אישור מהבנק", "לוודא שהדוח נשלח"]),
    case("תרשום לי: להחזיר את הספרים לספריה, לעבור בדואר ולשלם חשבון מים", op="createMultiple",
         tasks=["להחזיר את הספרים לספריה", "לעבור בדואר", "לשלם חשבון מים"]),
]


@pytest.mark.parametrize(("text", "expect"), DICTATED_ERRANDS)
def test_dictated_errands(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


# A fact written down is still a note, whatever verb it holds.
@pytest.mark.parametrize("text", ["תרשמי לי שאני צריך לעבור דירה בקיץ", "תרשום לי שדנה רוצה לעבור לתל אביב"])
def test_a_fact_written_down_is_no_task_list(text: str) -> None:
    intent = plan(text)
    assert intent is None or intent.args.get("operation") != "createMultiple", intent.args


# -- what the message never says: "the usual", "do that", a meeting's hour -------------------------------------------
@pytest.mark.parametrize("text", [
    "remind me about the usual thing tomorrow at 9",
    "remind me to do the same thing next week",
    "eod remind me to do that",
    "remind me the usual at 8",
    "תזכירי לי מחר להזמין את הרגיל",
    "תזכיר לי לעשות את מה שדיברנו עליו מחר ב10",
    "תזכיר לי מחר ב8 לעשות את זה",
    "remind me after my 3pm to email the client",
    "after the 10am remind me to send the notes",
    "תזכיר לי אחרי הפגישה של 3 לשלוח את הסיכום",
])
def test_what_the_message_never_says_is_asked(text: str) -> None:
    not_acted(text)


# The same words with a real object or a plain hour are read.
STILL_READ = [
    case("remind me tomorrow to do the dishes", op="create", exact_text="do the dishes", due="2026-11-23T09:00"),
    case("תזכיר לי מחר לעשות כביסה", op="create", exact_text="לעשות כביסה", due="2026-11-23T09:00"),
    case("remind me at 3pm to email the client", op="create", exact_text="email the client", due="2026-11-22T15:00"),
    case("remind me to do the same exercise tomorrow at 7pm", op="create", text=["same exercise"],
         due="2026-11-23T19:00"),
]


@pytest.mark.parametrize(("text", "expect"), STILL_READ)
def test_near_words_with_an_object_are_read(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


# ---------------------------------------------------------------- impatience after the target


@pytest.mark.parametrize("text", ["תבטלי את זה כבר", "cancel it already", "אוף תבטלי את זה כבר", "delete that now"])
def test_it_already_names_no_task(text: str) -> None:
    assert not acted(plan(text)), text


@pytest.mark.parametrize(("text", "words"), [
    ("delete the gym reminder already", "gym"),
    ("תמחק את התזכורת של הגז כבר", "הגז"),
])
def test_impatience_is_not_part_of_the_task_named(text: str, words: str) -> None:
    assert planned(text, "database", "delete")["text"] == words
