"""Tasks and reminders in more shapes people write them in, with the near misses each shape must not take.

A reminder about "the thing" (nothing to remind of: asked), "delete everything" with nothing saying of what
(asked, while "delete all my tasks" still asks only for approval), errands with their day and a closing "write
it down" (to-dos, not a note), "done with" before a Hebrew phrase and an English word with a glued Hebrew
article, a task's new words said as "to say X" / "שיהיה כתוב X", and "mark all done" next to a remark on the day.

The clock is Sunday 22 November 2026, 09:00 in Asia/Jerusalem.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.planning.reading import acted, case, plan
from tests.planning.task_checks import check_task as check

LATEST_TASK = [{"capability": "database", "action": "create", "summary": "call the bank",
                "when": "2026-11-23T17:00:00+02:00", "externalIds": ["task:7"],
                "createdAt": "2026-11-22T08:58:00+02:00"}]



PLACEHOLDERS = [
    case("remind me about that stuff tomorrow at 6", op="create", exact_text="", missing=["text"]),
    case("pls remind me about the thing i mentioned tonight", op="create", exact_text="", missing=["text"]),
    case("remind me to do the thing at 4pm", op="create", exact_text="", missing=["text"]),
    case("remind me of something at 8 tonight", op="create", exact_text="", missing=["text"]),
    case("תזכירי לי את הדבר ההוא מחר בעשר", op="create", exact_text="", missing=["text"]),
    case("תזכיר לי על העניין הזה בערב", op="create", exact_text="", missing=["text"]),
    case("תזכירי לי לטפל בעניין ההוא ביום שלישי", op="create", exact_text="", missing=["text"]),
    # Near misses: the placeholder word inside a real task.
    case("remind me about the thing with the landlord at 7pm", op="create", text=["landlord"],
         due="2026-11-22T19:00"),
    case("remind me to buy stuff for the party tomorrow at 5pm", op="create", text=["stuff for the party"]),
    case("תזכירי לי על הדברים של הגן מחר בשמונה", op="create", text=["הגן"]),
]


@pytest.mark.parametrize(("text", "expect"), PLACEHOLDERS)
def test_a_reminder_about_a_placeholder_asks_what(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


# -- delete everything, of nothing named: asked --------------------------------------------------------------------
UNNAMED_ALL = [
    case("delete everything", op="deleteAll", missing=["target"], risk="high"),
    case("clear it all pls", op="deleteAll", missing=["target"], risk="high"),
    case("wipe everything now", op="deleteAll", missing=["target"], risk="high"),
    case("מחק את הכל", op="deleteAll", missing=["target"], risk="high"),
    case("תנקי הכול בבקשה", op="deleteAll", missing=["target"], risk="high"),
    case("תמחק כל מה שיש", op="deleteAll", missing=["target"], risk="high"),
    # Near misses: the tasks are named, and the request stays a deleteAll (with approval, for its high risk).
    case("delete all my tasks", op="deleteAll", risk="high"),
    case("clear all the reminders, they're old", op="deleteAll", risk="high"),
    case("תמחקי את כל המשימות", op="deleteAll", risk="high"),
    case("תמחק לי את כל התזכורות שלי", op="deleteAll", risk="high"),
    case("מחק את כל מה שיש ברשימת המשימות", op="deleteAll", risk="high"),
    case("תמחקי את הכל מרשימת המשימות שלי", op="deleteAll", risk="high"),
    case("clear everything from the task list pls", op="deleteAll", risk="high"),
    case("delete everything on my to do list", op="deleteAll", risk="high"),
]


@pytest.mark.parametrize(("text", "expect"), UNNAMED_ALL)
def test_delete_everything_without_a_noun_is_asked(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


def test_a_named_list_emptied_is_not_the_tasks() -> None:
    intent = plan("תמחקי את רשימת הקניות כבר קנינו הכל")
    assert intent is None or intent.action != "deleteAll"


# -- errands with their day, and "write it down" after them: to-dos ------------------------------------------------
WRITTEN_ERRANDS = [
    case("מחרתיים צריכה להחזיר ספרים לספרייה ולשלם את הארנונה, תרשמי לי", op="createMultiple",
         tasks=["להחזיר ספרים לספרייה", "לשלם את הארנונה"], tasks_day="2026-11-24"),
    case("ביום חמישי אני צריך להתקשר לרואה החשבון, תרשום", op="create", text=["להתקשר לרואה החשבון"]),
    case("tmrw need to return the library books and pay the water bill, write it down", op="createMultiple",
         tasks=["return the library books", "pay the water bill"], tasks_day="2026-11-23"),
    case("on friday i have to call the plumber. jot that down pls", op="create", text=["call the plumber"]),
]


@pytest.mark.parametrize(("text", "expect"), WRITTEN_ERRANDS)
def test_errands_with_a_day_and_write_it_down_are_tasks(text: str, expect: dict[str, Any]) -> None:
    intent = check(text, expect)
    assert intent.confidence > 0.9, intent.confidence  # above the notes' reading of a closing "write it down"


@pytest.mark.parametrize("text", [
    "tomorrow i need to think about what i want, write it down",  # no errand: a thought
    "מחר צריך לזכור שהחיים יפים, תרשום",
    "the gate code is 4491, write it down",  # a fact
])
def test_a_thought_or_a_fact_written_down_is_not_a_task(text: str) -> None:
    intent = plan(text)
    assert intent is None or intent.capability != "database" or not acted(intent)


# -- done with, in mixed languages ---------------------------------------------------------------------------------
MIXED_DONE = [
    case("done עם הדוח הרבעוני", op="complete", exact_text="הדוח הרבעוני"),
    case("finished עם הslides של המצגת", op="complete", text=["slides"]),
    case("סיימתי עם הreport", op="complete", exact_text="report"),
]


@pytest.mark.parametrize(("text", "expect"), MIXED_DONE)
def test_done_with_in_mixed_languages(text: str, expect: dict[str, Any]) -> None:
    intent = check(text, expect)
    assert "ה" + "report" not in str(intent.args.get("text"))


# -- a task's new words, said as what it should say ----------------------------------------------------------------
SAYS = [
    case("change the bread reminder to say whole wheat bread", op="update", exact_text="bread",
         update={"text": "whole wheat bread"}),
    case("edit my gym task so it says gym with noa", op="update", exact_text="gym",
         update={"text": "gym with noa"}),
    case("update the reminder about the bank so that it reads call the bank about the loan", op="update",
         exact_text="bank", update={"text": "call the bank about the loan"}),
    case("תשני את התזכורת של הגנן שיהיה כתוב לשלם לגנן", op="update", exact_text="הגנן",
         update={"text": "לשלם לגנן"}),
    case("תעדכן את המשימה על הביטוח כך שיהיה רשום לחדש ביטוח רכב", op="update", exact_text="הביטוח",
         update={"text": "לחדש ביטוח רכב"}),
    case("change it to say call the bank and the post office", op="update", latest=LATEST_TASK,
         update={"text": "call the bank and the post office"}),
]


@pytest.mark.parametrize(("text", "expect"), SAYS)
def test_a_tasks_new_words_said_as_what_it_says(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


@pytest.mark.parametrize("text", [
    "change the sign to say welcome home",  # no task named
    "change the meeting to say budget review",  # the calendar's, if anyone's
    "תשני את הפתק שיהיה כתוב סיסמה חדשה",  # a note
])
def test_new_words_for_something_not_a_task_are_not_a_task_rename(text: str) -> None:
    intent = plan(text)
    assert intent is None or not (intent.capability == "database" and intent.action == "update" and acted(intent))


# -- everything done, with a remark on the day ---------------------------------------------------------------------
DONE_WITH_A_REMARK = [
    case("mark all my tasks for today as done, what a day", op="completeAll", window="today", risk="high"),
    case("finished everything!! finally", op="completeAll", risk="high"),
    case("סיימתי את כל המשימות להיום, איזה יום מטורף", op="completeAll", window="היום", risk="high"),
    case("תסמני את כל המשימות כבוצעות, יום פרודוקטיבי", op="completeAll", no_filter=True, risk="high"),
]


@pytest.mark.parametrize(("text", "expect"), DONE_WITH_A_REMARK)
def test_all_done_with_a_remark_on_the_day(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


@pytest.mark.parametrize("text", [
    "mark all my tasks as done, except the dentist",
    "mark everything done but not the gym, great day",
    "mark all my tasks done, great day, remind me tomorrow about rent",
    "תסמני את כל המשימות כבוצעות, חוץ מהחשבון",
    "סיימתי את כל המשימות, רק לא את הכביסה",
])
def test_all_done_with_an_exception_is_not_complete_all(text: str) -> None:
    intent = plan(text)
    assert intent is None or intent.action != "completeAll" or not acted(intent)
