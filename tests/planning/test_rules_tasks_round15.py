"""Reminders as people write them when the language is not their first, or with their story around the request:
a day of the month said as a Hebrew cardinal ("באחד לחודש"), and a nudge "until I do it" whose task was said
before it ("...צריך לשלוח את הדוח, תציק לי כל שעה עד שאני שולח").

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


# -- a day of the month as a cardinal ---------------------------------------------------------------------------------
DAY_OF_MONTH_CARDINALS = [
    case("תזכירי לי כל חודש בעשרה לחודש לשלם ועד בית", op="create", text=["ועד בית"], not_text=["לחודש"],
         rec={"type": "monthly", "dayOfMonth": 10}),
    case("כל חודש בחמישה לחודש תזכיר לי להעביר כסף לגנן", op="create", text=["לגנן"],
         rec={"type": "monthly", "dayOfMonth": 5}),
    case("תזכיר לי באחד לכל חודש לשלם חשבון מים", op="create", text=["חשבון מים"],
         rec={"type": "monthly", "dayOfMonth": 1}),
    case("תזכיר לי בחמש עשרה לכל חודש לשלם ארנונה", op="create", text=["ארנונה"],
         rec={"type": "monthly", "dayOfMonth": 15}),
    case("תזכיר לי באחד עשר לחודש לחדש את המנוי", op="create", text=["המנוי"], due="2026-12-11T09:00"),
]


@pytest.mark.parametrize(("text", "expect"), DAY_OF_MONTH_CARDINALS)
def test_a_day_of_the_month_as_a_cardinal(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


# A cardinal not before "month" is an hour, as before.
CARDINAL_HOURS = [
    case("תזכיר לי מחר בעשר לשלם ועד בית", op="create", text=["ועד בית"], due="2026-11-23T10:00"),
    case("תזכיר לי מחר באחת לאסוף את הילדים", op="create", text=["לאסוף את הילדים"], due="2026-11-23T13:00"),
]


@pytest.mark.parametrize(("text", "expect"), CARDINAL_HOURS)
def test_a_cardinal_hour_stays_an_hour(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


# -- "until I do it": the task was said before -------------------------------------------------------------------------
UNTIL_I_DO_IT = [
    case("need to call the plumber today, nag me every hour until i call him", op="create",
         exact_text="call the plumber", nudge="60 minutes"),
    case("gotta pay the electricity bill, bug me every 20 min until i pay it", op="create",
         text=["electricity bill"], nudge="20 minutes"),
    case("צריכה להתקשר לאינסטלטור, תציקי לי כל שעה עד שאני מתקשרת אליו", op="create",
         text=["לאינסטלטור"], nudge="60 minutes"),
    case("אני חייב לשלוח את הטופס לבית ספר, תנדנד לי כל רבע שעה עד שאני שולח", op="create",
         text=["הטופס"], nudge="15 minutes"),
    # the object said after "until I": it is the task, with its verb whole ("שולח", not "ולח")
    case("תציק לי כל חצי שעה עד שאני שולח את הדוח", op="create", text=["שולח את הדוח"], nudge="30 minutes"),
    case("nag me every 30 min until i send the report", op="create", exact_text="send the report",
         nudge="30 minutes"),
]


@pytest.mark.parametrize(("text", "expect"), UNTIL_I_DO_IT)
def test_a_nudge_until_i_do_it_takes_the_task_said_before(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


@pytest.mark.parametrize("text", [
    "nag me every hour until i call him back",
    "תציק לי כל חצי שעה עד שאני עונה",
])
def test_a_nudge_until_i_do_it_with_no_task_is_not_acted_on(text: str) -> None:
    not_acted(text)


# -- "don't need that reminder anymore ... delete it" ---------------------------------------------------------------
NO_LONGER_NEEDED_DELETES = [
    # the reminder named: deleted
    case("dont need the gym reminder anymore so delete it", op="delete", text=["gym"]),
    case("אני כבר לא צריך את התזכורת של החבילה אז תמחק אותה", op="delete", text=["החבילה"]),
    case("delete it i don't need the gym reminder anymore", op="delete", text=["gym"]),
    case("תמחקי אותה אני לא צריכה את התזכורת של החבילה יותר", op="delete", text=["החבילה"]),
    # "this reminder" with nothing said before it: which one is asked
    case("i don't need this reminder anymore lol just delete it", op="delete", missing=["text"]),
    case("delete it i don't need that reminder anymore", op="delete", missing=["text"]),
    case("אני לא צריכה את התזכורת הזאת יותר תמחקי אותה", op="delete", missing=["text"]),
    case("תמחק את התזכורת הזו", op="delete", missing=["text"]),
    case("תזיזי את התזכורת ההיא למחר", op="update", missing=["text"]),
]


@pytest.mark.parametrize(("text", "expect"), NO_LONGER_NEEDED_DELETES)
def test_a_reminder_no_longer_needed_is_deleted_or_asked(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


# -- "those days": days told in the story before the request ------------------------------------------------------
@pytest.mark.parametrize("text", [
    "the gym is open sun and tue, remind me on those days at 6pm",
    "pls remind me those days at 7:30am",
    "יש לי חוג בימים שני ורביעי, תזכירי לי באותם ימים ב5",
    "תזכיר לי בימים האלה בשבע",
])
def test_those_days_is_not_the_task(text: str) -> None:
    intent = plan(text)
    assert intent is not None and intent.args.get("operation") == "create" and "text" in intent.missing, (
        intent and intent.args)


# -- "all the tasks are done": all of them said first ---------------------------------------------------------------
ALL_SAID_FIRST_DONE = [
    case("all my tasks are done, close them all", op="completeAll"),
    case("all my chores r done", op="completeAll"),
    case("all the tasks for today are done", op="completeAll", window="today"),
    case("כל המשימות של היום בוצעו תסגרי את כולן", op="completeAll"),
    case("כל המשימות להיום גמורות", op="completeAll"),
]


@pytest.mark.parametrize(("text", "expect"), ALL_SAID_FIRST_DONE)
def test_all_the_tasks_said_done(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


@pytest.mark.parametrize("text", [
    "all the tasks are done except the dentist",
    "all my tasks are done but the laundry",
    "כל המשימות בוצעו חוץ מהכביסה",
])
def test_all_done_but_one_is_not_completed_all(text: str) -> None:
    intent = plan(text)
    assert not (acted(intent) and intent is not None and intent.args.get("operation") == "completeAll"), (
        intent and intent.args)


# A delete that names its task keeps it, whatever reason follows.
NAMED_THEN_REASON = [
    case("תמחק את התזכורת על הגז לא צריך כבר", op="delete", text=["הגז"]),
    case("delete the gym reminder i don't need it anymore", op="delete", text=["gym"]),
]


@pytest.mark.parametrize(("text", "expect"), NAMED_THEN_REASON)
def test_a_named_delete_keeps_its_task(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)
