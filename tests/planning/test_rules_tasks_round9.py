"""Tasks and reminders said with a lead before a moment, remarks around them, and near neighbours they must not take.

A reminder some time before a moment ("half an hour before the dentist at 4", "2 days before 15/1", "the night
before the trip") is due at the moment less the lead, or asked; "the reminder" with nothing naming it is asked
about; to-do questions said twice ("what's on my plate today, what do I need to get done"); the English task noun
after a Hebrew verb ("תוסיף task ל..."); several reminders joined by "and also", each with its own time; "I closed
all my tasks this morning, mark everything done"; a remark after a reminder or a change (kept out of the task's
words); and a meeting said as a need ("I need to set up a call with the client at 3, 45 minutes") left to the
calendar.

The clock is Sunday 22 November 2026, 09:00 in Asia/Jerusalem.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.planning.reading import acted, case, plan
from tests.planning.task_checks import check_task as check


def not_acted(text: str) -> None:
    intent = plan(text)
    assert not acted(intent), (text, intent and intent.args, intent and intent.decided_by)


# -- a lead before a moment: due at the moment less the lead --------------------------------------------------------
LEADS = [
    case("remind me 20 minutes before the school meeting on tuesday at 6pm to bring the forms", op="create",
         text=["forms"], due="2026-11-24T18:00", before="20 minutes"),
    case("תזכירי לי שעה לפני האימון מחר בשש בערב לקחת בקבוק מים", op="create", text=["בקבוק מים"],
         due="2026-11-23T18:00", before="60 minutes"),
    case("remind me 3 days before 10/12 to order the cake", op="create", text=["order the cake"],
         due="2026-12-07T09:00"),
    case("תזכיר לי יומיים לפני ה-3/12 לקנות מתנה לדנה", op="create", text=["לקנות מתנה לדנה"],
         due="2026-12-01T09:00"),
    case("ping me 10 minutes before my 3pm call", op="create", due="2026-11-22T15:00", before="10 minutes"),
    case("remind me the night before the trip on 5/12 to pack", op="create", text=["pack"], not_text=["before"],
         due="2026-12-04T21:00"),
    case("תזכירי לי ערב לפני הטיסה ב-8/12 לארוז", op="create", text=["לארוז"], not_text=["ערב לפני"],
         due="2026-12-07T19:00"),
    case("remind me a day before the trip on 5/12 to pack", op="create", text=["pack"], due="2026-12-04T09:00"),
    # Near misses: nothing to count back from, an hour-long lead before a day with no hour, or a moment passed.
    case("remind me an hour before the meeting on thursday", op="create", missing=["dueDate"]),
    case("תזכירי לי חצי שעה לפני הפגישה ביום רביעי", op="create", missing=["dueDate"]),
    case("remind me 2 hours before the meeting at 10", op="create", missing=["dueDate"]),
    case("remind me the evening before to pack", op="create", exact_text="pack", missing=["dueDate"]),
    case("remind me 10 minutes before", op="create", missing=["text", "dueDate"]),
]


@pytest.mark.parametrize(("text", "expect"), LEADS)
def test_a_lead_before_a_moment_is_counted_back_once(text: str, expect: dict[str, Any]) -> None:
    # Minutes or hours: the moment stays the dueDate and the lead is the reminder. Days: the dueDate is the
    # firing itself, so there is no reminder field to count the lead a second time.
    intent = check(text, expect)
    if not intent.missing and "before" not in expect:
        assert "reminder" not in intent.args, intent.args


def test_a_weekly_reminder_with_a_lead_fires_earlier_each_time() -> None:
    intent = check("every monday at 10 remind me 15 minutes before the class", {"op": "create"})
    assert intent.args["reminderRecurrence"]["time"] == "09:45", intent.args


# -- "the reminder" with nothing naming it: asked ---------------------------------------------------------------
WHICH_REMINDER = [
    case("תבטל את ה-reminder, אני לא צריך אותו", op="delete", missing=["text"]),
    case("תמחקי את ה-task", op="delete", missing=["text"]),
    case("cancel the reminder, not needed anymore", op="delete", missing=["text"]),
    case("move the reminder to tomorrow, something came up", op="update", missing=["text"]),
    case("תזיזי את התזכורת למחר, קרה משהו", op="update", missing=["text"]),
    # Near misses: the reminder is named, in English after a Hebrew article too.
    case("תמחקי את ה-booking של המלון", op="delete", text=["booking"], not_text=["ה-"]),
    case("move the dentist reminder to tomorrow, something came up", op="update", exact_text="dentist"),
]


@pytest.mark.parametrize(("text", "expect"), WHICH_REMINDER)
def test_the_reminder_named_by_nothing_is_asked(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


# -- to-do questions, said once or twice ------------------------------------------------------------------------
TODO_QUESTIONS = [
    case("good morning! what's on my plate today, what do i need to get done", op="getAll", window="today"),
    case("what do i actually need to get done this week", op="getAll", window="this week"),
    case("what have i got to get done tomorrow", op="getAll", window="tomorrow"),
    case("what do i gotta do today", op="getAll", window="today"),
    case("what should i get done today", op="getAll", window="today"),
    case("מה יש לי לעשות היום, מה אני צריכה לסיים", op="getAll", window="היום"),
    case("מה אני צריך להספיק היום", op="getAll", window="היום"),
    case("any to dos today", op="getAll", window="today"),
    case("whats my to do for today", op="getAll", window="today"),
]


@pytest.mark.parametrize(("text", "expect"), TODO_QUESTIONS)
def test_to_do_questions(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


@pytest.mark.parametrize("text", [
    "what do i need to do to renew my passport",
    "what do i need to do today and what meetings do i have",
    "מה אני צריכה לעשות כדי לחדש דרכון",
])
def test_not_a_to_do_question(text: str) -> None:
    intent = plan(text)
    assert not (acted(intent) and intent is not None and intent.args.get("operation") == "getAll"
                and intent.capability == "database"), (text, intent)


# -- the English task noun after a Hebrew verb --------------------------------------------------------------------
MIXED_NOUN = [
    case("תכניס task לקנות מתנה לאמא עד יום שישי", op="create", exact_text="לקנות מתנה לאמא",
         due="2026-11-27T09:00"),
    case("תוסיפי לי todo להתקשר לרואה החשבון", op="create", exact_text="להתקשר לרואה החשבון"),
    case("תרשמי לי task חדש להחליף נורה במטבח", op="create", exact_text="להחליף נורה במטבח"),
    case("תוסיף משימה להחזיר את הספרים עד מחר", op="create", exact_text="להחזיר את הספרים", due="2026-11-23T09:00"),
    case("תוסיף tasks: לקנות חלב, לתקן את האופניים", op="createMultiple", tasks=["לקנות חלב", "לתקן את האופניים"]),
]


@pytest.mark.parametrize(("text", "expect"), MIXED_NOUN)
def test_an_english_task_noun_after_a_hebrew_verb(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


# -- several reminders joined by "and" / "and also" / "וגם", each with its own time ----------------------------------
SEVERAL = [
    case("remind me to pick up the parcel at 10 and also call the vet on tuesday", op="createMultiple",
         tasks=["pick up the parcel", "call the vet"], dues=["2026-11-22T10:00", "2026-11-24T09:00"]),
    case("remind me to call the bank at 11 and book a haircut on friday", op="createMultiple",
         tasks=["call the bank", "book a haircut"], dues=["2026-11-22T11:00", "2026-11-27T09:00"]),
    case("remind me to call the bank at 11, email the school at 2 and book a haircut on friday",
         op="createMultiple", tasks=["call the bank", "email the school", "book a haircut"]),
    case("תזכיר לי לקנות חלב ב-5 וגם לאסוף את הילדים ב-4", op="createMultiple",
         tasks=["לקנות חלב", "לאסוף את הילדים"], dues=["2026-11-22T17:00", "2026-11-22T16:00"]),
    case("תזכירי לי להתקשר לבנק ב-11 ולשלוח מייל לגננת ב-2 וגם לקבוע תור לספר ביום שישי", op="createMultiple",
         tasks=["להתקשר לבנק", "לשלוח מייל לגננת", "לקבוע תור לספר"]),
]


@pytest.mark.parametrize(("text", "expect"), SEVERAL)
def test_several_reminders_each_with_its_time(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


@pytest.mark.parametrize("text", [
    # One time said before all the errands, or time words of two errands read as one moment: asked.
    "remind me tomorrow to call mom and buy milk at 5",
    "remind me to pay rent on the 1st and also renew my passport next month",
    "תזכירי לי ביום שישי לשלם ארנונה ולקנות חלה בבוקר",
    "move the dentist reminder to tomorrow, and the gym one to friday",
])
def test_times_of_two_errands_are_not_merged(text: str) -> None:
    not_acted(text)


# -- "I closed all my tasks this morning", then "mark everything done" ----------------------------------------------
ALL_DONE = [
    case("סגרתי הערב את כל המשימות שלי, סוף סוף. תסמני הכל כבוצע", op="completeAll", no_filters=True),
    case("סגרתי את כל המשימות שהיו לי", op="completeAll", no_filters=True),
    case("i finished all my tasks this morning, mark everything done", op="completeAll", no_filters=True),
]


@pytest.mark.parametrize(("text", "expect"), ALL_DONE)
def test_all_done_said_with_when(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


@pytest.mark.parametrize("text", ["סגרתי הבוקר את כל המשימות חוץ מהבנק", "סגרתי הבוקר את החשבון בבנק. תסמן הכל כבוצע"])
def test_not_all_done(text: str) -> None:
    intent = plan(text)
    assert not (acted(intent) and intent is not None and intent.args.get("operation") == "completeAll"), intent


# -- a remark after the request is no part of the task ------------------------------------------------------------
REMARKS = [
    case("אל תיתני לי לשכוח מחר בעשר להתקשר לגננת", op="create", exact_text="להתקשר לגננת", due="2026-11-23T10:00"),
    case("אל תתני לי לשכוח לשלם חשמל ביום רביעי, הם כבר שלחו תזכורת", op="create", exact_text="לשלם חשמל",
         due="2026-11-25T09:00"),
    case("don't let me forget to pay the water bill on tuesday at 10, they already sent a warning", op="create",
         exact_text="pay the water bill", due="2026-11-24T10:00"),
    case("dont let me forget tmrw 8am to call the vet, the dog is limping again", op="create",
         exact_text="call the vet", due="2026-11-23T08:00"),
    case("need to call the plumber tomorrow at 9, the sink is leaking again", op="create",
         exact_text="call the plumber", due="2026-11-23T09:00"),
    case("תוסיפי משימה לחדש דרכון עד סוף החודש, הוא פג בינואר", op="create", exact_text="לחדש דרכון"),
    case("make sure i dont forget to pay the nanny friday", op="create", exact_text="pay the nanny",
         due="2026-11-27T09:00"),
    # Changes: a remark after the new time, even one naming the old day.
    case("the gym reminder, move it to 7 instead, i have a late meeting on wednesday", op="update",
         exact_text="gym", new_due="2026-11-22T19:00"),
    case("תזיזי את התזכורת של האינסטלטור ליום חמישי בחמש, הוא כתב שהוא לא יכול ברביעי", op="update",
         exact_text="האינסטלטור", new_due="2026-11-26T17:00"),
    case("the dentist reminder, could you move it to 6 tomorrow", op="update", exact_text="dentist",
         new_due="2026-11-23T18:00"),
    # Near misses: items after a comma are the task's own words.
    case("remind me tomorrow to buy milk, eggs and bread", op="create", exact_text="buy milk, eggs and bread",
         due="2026-11-23T09:00"),
]


@pytest.mark.parametrize(("text", "expect"), REMARKS)
def test_a_remark_stays_out_of_the_task(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


@pytest.mark.parametrize("text", [
    # The remark cannot be left out for sure (too short, or with a time of its own): asked, never kept in the task.
    "תזכירי לי מחר בשמונה לקנות חלב, נגמר לנו",
    "תזכיר לי לקנות מתנה לדני ביום שישי, יש לו יום הולדת בשבת",
])
def test_a_remark_that_cannot_be_left_out_is_asked(text: str) -> None:
    not_acted(text)


# -- a meeting said as a need is the calendar's -------------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "i need to set up a meeting with dana tomorrow at 10 for an hour",
    "אני צריכה לקבוע שיחה עם הלקוח ביום רביעי בשלוש, בערך 45 דקות, תכניסי",
    "i have to schedule a call with the bank on monday at 2, half an hour, put it in the calendar",
])
def test_a_meeting_said_as_a_need_is_no_task(text: str) -> None:
    intent = plan(text)
    assert not (acted(intent) and intent is not None and intent.capability == "database"), (text, intent)


NEEDS = [
    # Near misses: errands said as a need, and a time "in 2 hours" that is no length.
    case("need to call the bank in 2 hours", op="create", exact_text="call the bank", due="2026-11-22T11:00"),
    case("אחי תרשום לי להתקשר לאינסטלטור עוד שעתיים", op="create", exact_text="להתקשר לאינסטלטור",
         due="2026-11-22T11:00"),
    case("i need to schedule a vet appointment tomorrow", op="create", exact_text="schedule a vet appointment",
         due="2026-11-23T09:00"),
    case("todo: set up a meeting with dana tomorrow at 10", op="create", exact_text="set up a meeting with dana",
         due="2026-11-23T10:00"),
]


@pytest.mark.parametrize(("text", "expect"), NEEDS)
def test_errands_said_as_a_need_stay_tasks(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)
