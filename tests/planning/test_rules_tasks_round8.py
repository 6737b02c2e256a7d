"""Tasks and reminders in more shapes people write them in, with the near misses each shape must not take.

A reminder whose words are a bare verb ("to renew", "להתקשר": asked), a day of the month this month lacks or a
date more than a year away with no year said (asked), the to-do list named in English or Hebrew letters inside a
Hebrew question, a heading that counts several tasks ("תרשום לי כמה משימות: ..."), nudge verbs in every form
("נדנד לי", "bug me", "hound me") and "remind us", "all of today's list is done" said twice, two Hebrew
reminders each with its own time ("ב9 ... וב11 ...", "ול-6 ..."), "again" with no reminder just sent, and Hebrew
nouns that begin with "ש" kept whole.

The clock is Sunday 22 November 2026, 09:00 in Asia/Jerusalem.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.planning.reading import acted, case, plan
from tests.planning.task_checks import check_task as check

BARE_VERBS = [
    case("remind me tomorrow to call", op="create", exact_text="call", missing=["text"]),
    case("remind me at 8 to pay", op="create", exact_text="pay", missing=["text"]),
    case("remind me tmrw at 5 to pick up", op="create", exact_text="pick up", missing=["text"]),
    case("תזכירי לי מחר להתקשר", op="create", exact_text="להתקשר", missing=["text"]),
    case("תזכיר לי בערב לבדוק", op="create", exact_text="לבדוק", missing=["text"]),
    case("add a task: call", op="create", exact_text="call", missing=["text"]),
    case("תוסיפי משימה: להתקשר", op="create", exact_text="להתקשר", missing=["text"]),
    # Near misses: the object is there, or the verb stands alone.
    case("remind me tomorrow to call mom", op="create", exact_text="call mom", due="2026-11-23T09:00"),
    case("תזכירי לי מחר להתקשר לאמא", op="create", exact_text="להתקשר לאמא", due="2026-11-23T09:00"),
    case("remind me tomorrow at 7 to wake up", op="create", exact_text="wake up", due="2026-11-23T07:00"),
    case("תזכירי לי בשש לצאת", op="create", exact_text="לצאת", due="2026-11-22T18:00"),
    case("remind me at 6 to leave", op="create", exact_text="leave", due="2026-11-22T18:00"),
    case("add a task: call the bank", op="create", exact_text="call the bank"),
]


@pytest.mark.parametrize(("text", "expect"), BARE_VERBS)
def test_a_bare_verb_asks_what(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


# -- a day this month lacks, or a date over a year away: asked, never moved ----------------------------------------
LOST_DAYS = [
    case("remind me on the 31st to renew", op="create", exact_text="renew", missing=["text", "dueDate"]),
    case("remind me on the 31st to renew my passport", op="create", exact_text="renew my passport",
         missing=["dueDate"]),
    case("remind me the 31st at 9am to submit the report", op="create", missing=["dueDate"]),
    case("תזכירי לי ב-31 לחודש לשלם שכירות", op="create", exact_text="לשלם שכירות", missing=["dueDate"]),
    case("remind me on feb 29 to celebrate", op="create", missing=["dueDate"]),
    case("תזכירי לי ב-29 בפברואר לחגוג", op="create", missing=["dueDate"]),
    # Near misses: this month has the day, the month is said, the year is said, or the day has passed.
    case("remind me on the 30th to pay the gardener", op="create", due="2026-11-30T09:00"),
    case("remind me on december 31st to renew the lease", op="create", due="2026-12-31T09:00"),
    case("remind me on the 5th to pay rent", op="create", due="2026-12-05T09:00"),
    case("תזכירי לי ב-15 לחודש לשלם שכר דירה", op="create", due="2026-12-15T09:00"),
    case("remind me on feb 29 2028 to celebrate", op="create", due="2028-02-29T09:00"),
]


@pytest.mark.parametrize(("text", "expect"), LOST_DAYS)
def test_a_day_the_month_lacks_is_asked(text: str, expect: dict[str, Any]) -> None:
    intent = check(text, expect)
    if "dueDate" in intent.missing:
        assert "dueDate" not in intent.args


def test_a_monthly_reminder_on_the_31st_keeps_its_day_of_month() -> None:
    intent = check("remind me every month on the 31st to pay rent", {"op": "create", "exact_text": "pay rent"})
    assert intent.args["reminderRecurrence"]["dayOfMonth"] == 31


# -- the to-do list named inside a Hebrew question -----------------------------------------------------------------
TODO_QUESTIONS = [
    case("מה יש לי ב todo", op="getAll"),
    case("מה יש ב-todo list שלי", op="getAll"),
    case("תראי לי את ה-to do list", op="getAll"),
    case("מה יש לי בטודו", op="getAll"),
    case("מה יש לי ברשימת המשימות להיום", op="getAll", window="היום"),
    case("מה יש לי בto-do להיום", op="getAll", window="היום"),
    case("what's on my to do list for tomorrow", op="getAll", window="tomorrow"),
]


@pytest.mark.parametrize(("text", "expect"), TODO_QUESTIONS)
def test_the_to_do_list_asked_about_in_any_language(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


def test_a_shopping_list_asked_about_is_not_the_tasks() -> None:
    for text in ("מה יש לי ב-shopping list", "מה יש ברשימת הקניות"):
        intent = plan(text)
        assert intent is None or intent.action != "getAll" or intent.entity != "task", (text, intent)


# -- a heading that counts the tasks, then the list ----------------------------------------------------------------
COUNTED = [
    case("תוסיפי כמה משימות: לשלם ארנונה, להחזיר ספרים לספריה", op="createMultiple",
         tasks=["לשלם ארנונה", "להחזיר ספרים לספריה"]),
    case("תרשמי לי שלוש משימות - להתקשר לאינסטלטור, לקנות בולים, לאסוף את החבילה", op="createMultiple",
         tasks=["להתקשר לאינסטלטור", "לקנות בולים", "לאסוף את החבילה"]),
    case("תוסיפי את המשימות הבאות: לשלם ארנונה, להתקשר לבנק", op="createMultiple",
         tasks=["לשלם ארנונה", "להתקשר לבנק"]),
    case("add a few tasks: renew passport, fix the bike tire, call the plumber", op="createMultiple",
         tasks=["renew passport", "fix the bike tire", "call the plumber"]),
    case("add these tasks: pay rent, call the bank", op="createMultiple", tasks=["pay rent", "call the bank"]),
    case("create some tasks: book a dentist appointment, pay the water bill", op="createMultiple",
         tasks=["book a dentist appointment", "pay the water bill"]),
]


@pytest.mark.parametrize(("text", "expect"), COUNTED)
def test_a_counted_heading_makes_several_tasks(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


# -- nudge verbs in every form -------------------------------------------------------------------------------------
NUDGES = [
    case("נדנדי לי כל עשר דקות להוציא את העוף מהמקפיא", op="create", exact_text="להוציא את העוף מהמקפיא",
         nudge="10 minutes"),
    case("תנדנדי לי כל רבע שעה לשתות מים", op="create", exact_text="לשתות מים", nudge="15 minutes"),
    case("הצק לי כל רבע שעה להוציא כביסה", op="create", exact_text="להוציא כביסה", nudge="15 minutes"),
    case("חפרי לי כל 5 דקות להתקשר לאמא", op="create", exact_text="להתקשר לאמא", nudge="5 minutes"),
    case("bug me every 5 minutes to take the laundry out", op="create", exact_text="take the laundry out",
         nudge="5 minutes"),
    case("hound me every 20 minutes to drink water", op="create", exact_text="drink water", nudge="20 minutes"),
    case("keep pinging me every 15 minutes to stretch", op="create", exact_text="stretch", nudge="15 minutes"),
]


@pytest.mark.parametrize(("text", "expect"), NUDGES)
def test_nudge_verbs_make_a_nudge(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


@pytest.mark.parametrize("text", ["אל תנדנד לי", "אל תנדנדי לי יותר", "אל תחפרי לי"])
def test_dont_nag_me_names_no_task(text: str) -> None:
    # Near misses of the nudge verbs: the opposite request, and "לי" is never the task's name.
    intent = plan(text)
    assert intent is not None and intent.action == "update", intent
    assert "text" not in intent.args and intent.missing == ["text"], intent.args


REMIND_US = [
    case("תזכירו לנו מחר בשבע לצאת לחתונה", op="create", exact_text="לצאת לחתונה"),
    case("תזכירי לנו ביום שישי בצהריים לקנות פרחים", op="create", exact_text="לקנות פרחים", due="2026-11-27T12:00"),
    case("remind us tomorrow at 6 to pack for the trip", op="create", exact_text="pack for the trip",
         due="2026-11-23T18:00"),
]


@pytest.mark.parametrize(("text", "expect"), REMIND_US)
def test_remind_us_is_a_reminder(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


# -- all of today's tasks done ---------------------------------------------------------------------------------------
ALL_DONE = [
    case("finished all of today's stuff", op="completeAll", window="today"),
    case("done with everything for today, mark it all", op="completeAll", window="today"),
    case("i finished everything on my list for today", op="completeAll", window="today"),
    case("mark everything on today's list done", op="completeAll", window="today"),
    case("done with all my chores for today", op="completeAll", window="today"),
    case("סיימתי הכל להיום תסמן הכל", op="completeAll", window="היום"),
    case("גמרתי הכל תסמני", op="completeAll"),
    case("סיימתי הכל, תסמני וי", op="completeAll"),
]


@pytest.mark.parametrize(("text", "expect"), ALL_DONE)
def test_everything_of_today_done(text: str, expect: dict[str, Any]) -> None:
    intent = check(text, expect)
    assert intent.risk == "high"


@pytest.mark.parametrize("text", ["i finished everything on my list", "i got everything on the shopping list",
                                  "mark it all", "תסמני", "finished all my stuff"])
def test_a_list_without_a_day_or_a_bare_mark_is_not_all_done(text: str) -> None:
    intent = plan(text)
    assert intent is None or intent.action != "completeAll" or not acted(intent), (text, intent)


# -- two Hebrew reminders, each with its own time --------------------------------------------------------------------
TWO_TIMES = [
    case("תזכירי לי ב9 להתקשר לדנה וב11 לשלוח מייל ליוסי", op="createMultiple",
         tasks=["להתקשר לדנה", "לשלוח מייל ליוסי"], dues=["2026-11-22T09:00", "2026-11-22T11:00"]),
    case("תזכירי לי ב-5 להתקשר לאבא ול-6 לצאת", op="createMultiple", tasks=["להתקשר לאבא", "לצאת"],
         dues=["2026-11-22T17:00", "2026-11-22T18:00"]),
]


@pytest.mark.parametrize(("text", "expect"), TWO_TIMES)
def test_two_hebrew_reminders_with_their_times(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


@pytest.mark.parametrize("text", ["תזכיר לי ב-8 לקחת כדור וב-20:00 לקחת עוד אחד",
                                  "remind me at 8 to take a pill and at 20:00 to take another"])
def test_two_times_read_as_one_moment_are_asked(text: str) -> None:
    # "8" read as 20:00 next to "20:00": two times said, one moment read; never two reminders at once.
    assert not acted(plan(text))


def test_a_number_after_and_is_not_a_second_time() -> None:
    check("תזכירי לי ב10 לקנות חלב ו2 לחמים", {"op": "create", "exact_text": "לקנות חלב ו2 לחמים",
                                               "due": "2026-11-22T10:00"})


# -- "again" with no reminder just sent ------------------------------------------------------------------------------
AGAIN = [
    case("remind me again in 10 minutes", op="create", exact_text="", missing=["text"]),
    case("תזכירי לי שוב בעוד רבע שעה", op="create", exact_text="", missing=["text"]),
    case("remind me again tomorrow to call the bank", op="create", exact_text="call the bank",
         due="2026-11-23T09:00"),
]


@pytest.mark.parametrize(("text", "expect"), AGAIN)
def test_again_is_no_task_word(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


# -- Hebrew nouns that begin with "ש" --------------------------------------------------------------------------------
SHIN = [
    case("תזכיר לי שיעור גיטרה מחר ב5", op="create", exact_text="שיעור גיטרה"),
    case("תזכירי לי שמפו וסבון מחר", op="create", exact_text="שמפו וסבון"),
    case("תזכורת: שיחה עם רואה החשבון מחר ב-11", op="create", exact_text="שיחה עם רואה החשבון",
         due="2026-11-23T11:00"),
    # Near misses: "ש" as "that", before a clause.
    case("תזכירי לי שיש לי פגישה מחר ב10", op="create", exact_text="יש לי פגישה", due="2026-11-23T10:00"),
    case("תזכירי לי שהגנן מגיע מחר בשמונה", op="create", exact_text="הגנן מגיע", due="2026-11-23T08:00"),
]


@pytest.mark.parametrize(("text", "expect"), SHIN)
def test_a_noun_that_begins_with_shin_is_kept_whole(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)
