"""Reminders as dictating and formal writers send them: a daily schedule named twice (once as a part of the day),
a reminder moved to an hour said in words with "same day" after it, and more.

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


# -- a daily schedule said twice: "every day" in the story, "every morning at 7:45" in the request ---------------------
DAILY_SAID_TWICE = [
    case("I forget my pills every single day so can you remind me every morning at 8:30 to take my pills", op="create",
         exact_text="take my pills", rec={"type": "daily", "time": "08:30"}),
    case("I keep missing the plants every day, remind me every evening at 6 to water the plants", op="create",
         exact_text="water the plants", rec={"type": "daily", "time": "18:00"}),
    case("אני כל יום שוכחת את הכדורים אז תזכירי לי כל בוקר בשמונה וחצי לקחת כדורים", op="create",
         exact_text="לקחת כדורים", rec={"type": "daily", "time": "08:30"}),
]


@pytest.mark.parametrize(("text", "expect"), DAILY_SAID_TWICE)
def test_a_daily_schedule_said_twice_is_one_schedule(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


# Near misses: the part of the day disagrees with the hour, or the story's schedule is not daily: asked.
@pytest.mark.parametrize("text", [
    "I forget my pills every single day, remind me every morning at 8pm to take my pills",
    "I forget my pills every single day, remind me every evening at 8am to take my pills",
    "I go to the gym every monday, remind me every morning at 8 to take my pills",
])
def test_a_schedule_said_twice_that_disagrees_is_asked(text: str) -> None:
    not_acted(text)


# -- a reminder moved to an hour in words, maybe from its old hour, with what stays said after it ----------------------
MOVED_IN_WORDS = [
    case("move the dentist reminder from three to four fifteen", op="update", exact_text="dentist",
         new_due="2026-11-22T16:15"),
    case("the gym reminder can you push it to quarter past two same day", op="update", exact_text="gym",
         new_due="2026-11-22T14:15"),
    case("change the haircut reminder to four thirty please", op="update", exact_text="haircut",
         new_due="2026-11-22T16:30"),
    case("move the vet reminder to 4:15 on the same day", op="update", exact_text="vet", new_due="2026-11-22T16:15"),
    case("תזיז את התזכורת לרופא שיניים לארבע ורבע באותו יום", op="update", text=["רופא שיניים"],
         not_text=["אותו"], new_due="2026-11-22T16:15"),
    case("move the plumber reminder to friday same time", op="update", exact_text="plumber",
         update={"dueDay": "2026-11-27"}),
    case("תעבירי את התזכורת של האינסטלטור ליום שישי באותה שעה", op="update", text=["האינסטלטור"],
         not_text=["אותה"], update={"dueDay": "2026-11-27"}),
]


@pytest.mark.parametrize(("text", "expect"), MOVED_IN_WORDS)
def test_a_reminder_moved_to_an_hour_in_words(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


# Near misses: a number in words that is no hour ("to two tickets") is not a new time.
@pytest.mark.parametrize("text", [
    "change the reminder to two tickets",
    "change the concert reminder to buy three tickets",
])
def test_a_number_in_words_that_is_no_hour_is_not_a_new_time(text: str) -> None:
    intent = plan(text)
    assert intent is None or "dueDate" not in (intent.args.get("updateFields") or {}), (text, intent and intent.args)


# -- all the tasks, with "all of them" said again or relief around it --------------------------------------------------
ALL_SAID_AGAIN = [
    case("mark all my tasks as complete all of them", op="completeAll", risk="high"),
    case("finished my whole day so just mark all my tasks as done every single one", op="completeAll", risk="high"),
    case("delete all my reminders, every one of them, just wipe everything", op="deleteAll", risk="high"),
    case("remove all my reminders all of them I want to start over", op="deleteAll", risk="high"),
    case("תמחק את כל התזכורות שלי את כולן", op="deleteAll", risk="high"),
    case("תסמני את כל המשימות כבוצעות כולן", op="completeAll", risk="high"),
    case("גמרתי את כל המשימות תודה לאל. תסמן הכל כבוצע", op="completeAll", risk="high"),
    case("thank god I finished all my tasks", op="completeAll", risk="high"),
]


@pytest.mark.parametrize(("text", "expect"), ALL_SAID_AGAIN)
def test_all_the_tasks_said_with_emphasis(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


# Near misses: an exception, a day, another thing or a denial with it: never all of them at once.
@pytest.mark.parametrize("text", [
    "delete all my reminders except the dentist, all of them",
    "mark all my tasks as done but not the report, all of them",
    "delete all my reminders and everything on the shopping list",
    "don't delete all my reminders, all of them",
    "תמחקי את כל התזכורות חוץ מהרופא את כולן",
    "delete all my lists all of them",
])
def test_all_said_again_with_an_exception_is_not_a_bulk_change(text: str) -> None:
    intent = plan(text)
    assert not acted(intent) or intent.args.get("operation") not in ("deleteAll", "completeAll") \
        or intent.capability != "database" or intent.entity != "task", (text, intent and intent.args)


# -- a move with the old time said last: "to friday instead of tomorrow", "ליום שישי במקום מחר" ------------------------
INSTEAD_OF_THE_OLD_TIME = [
    case("move the car wash reminder to friday instead of tomorrow", op="update", exact_text="car wash",
         update={"dueDay": "2026-11-27"}),
    case("push the bank reminder to 6 instead of 5", op="update", exact_text="bank", new_due="2026-11-22T18:00"),
    case("תזיזי את התזכורת לשלם ארנונה ליום רביעי במקום ביום שלישי", op="update", exact_text="לשלם ארנונה",
         update={"dueDay": "2026-11-25"}),
    case("את התזכורת להחזיר ספרים תעביר ליום חמישי במקום מחר", op="update", text=["להחזיר ספרים"],
         update={"dueDay": "2026-11-26"}),
]


@pytest.mark.parametrize(("text", "expect"), INSTEAD_OF_THE_OLD_TIME)
def test_a_move_with_the_old_time_said_last(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


# Near misses: what follows "instead of" / "not" is no time (another text, another reminder): asked.
@pytest.mark.parametrize("text", [
    "move the reminder to buy tea to friday instead of coffee",
    "move the gym reminder to friday not the dentist one",
])
def test_instead_of_something_else_is_asked(text: str) -> None:
    not_acted(text)


# -- the schedule said before "remind me" and again after it, the errand only before ----------------------------------
ERRAND_BEFORE_THE_SCHEDULE = [
    case("I need to take out the bins every monday. remind me every monday at 7", op="create",
         exact_text="take out the bins", rec={"type": "weekly", "time": "07:00", "days": [1]}),
    case("every 1st of the month I have to pay the rent. remind me on the 1st of every month at 10", op="create",
         exact_text="pay the rent", rec={"type": "monthly", "time": "10:00", "dayOfMonth": 1}),
    case("בכל 10 לחודש אני צריך לשלם לגנן. תזכיר לי בכל 10 לחודש בעשר בבוקר", op="create",
         exact_text="לשלם לגנן", rec={"type": "monthly", "time": "10:00", "dayOfMonth": 10}),
]


@pytest.mark.parametrize(("text", "expect"), ERRAND_BEFORE_THE_SCHEDULE)
def test_the_errand_said_before_a_schedule_said_twice(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


# Near misses: a past habit names no errand; another day of the month is another schedule: asked.
@pytest.mark.parametrize("text", [
    "I went to the gym every monday. remind me every monday at 7",
    "בכל 10 לחודש אני צריך לשלם לגנן. תזכיר לי בכל 15 לחודש בעשר",
])
def test_a_schedule_said_twice_without_an_errand_is_asked(text: str) -> None:
    not_acted(text)


# -- errands with their hours dictated as a note for a day: "please note the following: at 10 to ..., at 15:30 to ..." -
NOTED_ERRANDS = [
    case("for tomorrow please note the following: at 9:30 to collect the tiles from the supplier, and at 14:00 to "
         "measure the kitchen at the Cohens", op="createMultiple",
         tasks=["collect the tiles from the supplier", "measure the kitchen at the Cohens"],
         dues=["2026-11-23T09:30", "2026-11-23T14:00"]),
    case("kindly note for friday: at 8:00 to open the shop early, at 12:00 to call the accountant", op="createMultiple",
         tasks=["open the shop early", "call the accountant"], dues=["2026-11-27T08:00", "2026-11-27T12:00"]),
    case("תרשמי למחר: ב-9 להתקשר לבנק, ב-11 לשלם שכירות", op="createMultiple", tasks=["להתקשר לבנק", "לשלם שכירות"],
         dues=["2026-11-23T09:00", "2026-11-23T11:00"]),
    case("ליום חמישי תרשום בבקשה: ב-08:00 לפתוח את החנות, וב-13:30 לאסוף סחורה מהספק", op="createMultiple",
         tasks=["לפתוח את החנות", "לאסוף סחורה מהספק"], dues=["2026-11-26T08:00", "2026-11-26T13:30"]),
]


@pytest.mark.parametrize(("text", "expect"), NOTED_ERRANDS)
def test_errands_noted_for_a_day_with_their_hours(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


# Near misses: items that are no errands, or a heading that names more than a day: never a task each.
@pytest.mark.parametrize("text", [
    "please note for tomorrow: at 10 the plumber comes, at 12 the electrician comes",
    "note for the meeting with Dana: 10:00 intro, 10:30 budget",
    "please note the following: the gate code is 1234, the wifi is abc",
])
def test_a_note_with_hours_that_are_no_errands_is_no_task(text: str) -> None:
    intent = plan(text)
    assert intent is None or intent.args.get("operation") != "createMultiple" or intent.capability != "database", (
        text, intent and intent.args)


# -- a task reported done the formal way: an opening, the passive, a title's full stop, thanks at the end -------------
FORMAL_REPORTS_DONE = [
    case("The quote for Dr. Cohen was sent yesterday, you can mark that task as done", op="complete",
         text=["Dr. Cohen"]),
    case("The contract with Mrs. Katz was finally signed this morning, so that task can be marked as done. "
         "Many thanks.", op="complete", text=["Mrs. Katz"]),
    case("the deposit was paid, that reminder can be marked as complete. Thank you in advance", op="complete",
         text=["deposit"]),
    case("שלום, רציתי לעדכן ששילמתי את החשבון של החשמל, אפשר לסמן את זה כבוצע", op="complete",
         text=["החשבון של החשמל"]),
    case("רציתי לעדכן שהתקשרתי לספק, תסמני שבוצע. תודה רבה", op="complete", text=["לספק"]),
    case("Good morning, I wanted to let you know that I called Mr. Peretz about the boiler, you can mark it as done",
         op="complete", text=["Mr. Peretz about the boiler"]),
]


@pytest.mark.parametrize(("text", "expect"), FORMAL_REPORTS_DONE)
def test_a_task_reported_done_the_formal_way(text: str, expect: dict[str, Any]) -> None:
    intent = check(text, expect)
    assert "let you know" not in intent.args.get("text", "") and "לעדכן" not in intent.args.get("text", "")


# Near misses: news that is no task done (a plan, someone else's doing, a meeting): nothing is closed.
@pytest.mark.parametrize("text", [
    "I wanted to let you know that I will call the plumber tomorrow",
    "רציתי לעדכן שאני אתקשר לגברת לוי מחר",
    "רציתי לעדכן שדנה התקשרה",
    "I wanted to let you know that my meeting with dana is done",
])
def test_news_after_an_opening_that_closes_no_task(text: str) -> None:
    intent = plan(text)
    assert not acted(intent) or intent.args.get("operation") != "complete", (text, intent and intent.args)


# -- a report with one imperative glued after it: "שילמתי את הארנונה תמחקי" -------------------------------------------
GLUED_IMPERATIVE = [
    case("שילמתי את הארנונה תמחקי", op="complete", exact_text="לשלם את הארנונה"),
    case("התקשרתי לאינסטלטור תסמני", op="complete", exact_text="להתקשר לאינסטלטור"),
]


@pytest.mark.parametrize(("text", "expect"), GLUED_IMPERATIVE)
def test_a_report_with_one_imperative_after_it(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


# Near miss: an item bought with the mark after it is the shopping list's.
def test_an_item_bought_with_the_mark_after_it_is_the_lists() -> None:
    intent = plan("קניתי חלב תסמן")
    assert intent is not None and intent.entity == "list", intent and intent.args


# -- two reminders joined by "וגם" before the second one's day: "..., וגם ביום שלישי לקבוע תור" -----------------------
ALSO_ON_ANOTHER_DAY = [
    case("תזכירי לי היום בערב לשלם חשמל וגם מחר בבוקר להתקשר לגנן", op="createMultiple",
         tasks=["לשלם חשמל", "להתקשר לגנן"], dues=["2026-11-22T19:00", "2026-11-23T09:00"]),
    case("תזכיר לי מחר בתשע להחזיר ספרים וגם ביום רביעי בעשר לחדש את הביטוח", op="createMultiple",
         tasks=["להחזיר ספרים", "לחדש את הביטוח"], dues=["2026-11-23T09:00", "2026-11-25T10:00"]),
]


@pytest.mark.parametrize(("text", "expect"), ALSO_ON_ANOTHER_DAY)
def test_two_reminders_joined_by_also_before_a_day(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


# Near misses: "וגם" before a second item of the same errand, or a day with no errand of its own: not two reminders.
@pytest.mark.parametrize("text", [
    "תזכיר לי מחר לקנות חלב וגם בננות",
    "תזכיר לי ביום שני בשמונה להוציא זבל וגם ביום חמישי בשמונה",
])
def test_also_without_a_second_timed_errand_is_not_two_reminders(text: str) -> None:
    intent = plan(text)
    assert intent is None or intent.args.get("operation") != "createMultiple", (text, intent and intent.args)


# -- all the tasks, with a Hebrew wish to start over, or the to-do list named without its article ---------------------
ALL_IN_OTHER_WORDS = [
    case("תמחקי את כל המשימות שלי בא לי להתחיל מאפס", op="deleteAll", risk="high"),
    case("תמחק את כל התזכורות מתחשק לי דף חדש", op="deleteAll", risk="high"),
    case("סיימתי הכל מהרשימת משימות תסמני הכל כבוצע", op="completeAll", risk="high"),
    case("גמרתי הכל ברשימת מטלות", op="completeAll", risk="high"),
]


@pytest.mark.parametrize(("text", "expect"), ALL_IN_OTHER_WORDS)
def test_all_the_tasks_in_other_words(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


# Near misses: a wish that keeps some of them, or another list: not all the tasks.
@pytest.mark.parametrize("text", [
    "תמחקי את כל המשימות שלי בא לי להשאיר רק את הדחופות",
    "סיימתי הכל מרשימת קניות תסמן הכל",
])
def test_a_wish_that_keeps_some_is_not_all_the_tasks(text: str) -> None:
    intent = plan(text)
    assert not acted(intent) or intent.args.get("operation") not in ("deleteAll", "completeAll"), (
        text, intent and intent.args)


# -- a day named in the story and again with its hour in the request: one moment -------------------------------------
SAME_DAY_SAID_TWICE = [
    case("the client asked for a call on friday, so remind me on friday at 11 to call him back", op="create",
         exact_text="call the client back", due="2026-11-27T11:00"),
    case("the inspection is on tuesday so remind me on tuesday at 7:30 to clear the yard", op="create",
         exact_text="clear the yard", due="2026-11-24T07:30"),
]


@pytest.mark.parametrize(("text", "expect"), SAME_DAY_SAID_TWICE)
def test_a_day_said_twice_is_one_moment(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


# Near misses: another day, or another hour, in the request: asked.
@pytest.mark.parametrize("text", [
    "the client asked for a call on friday, so remind me on thursday at 11 to call him",
    "the client asked me to call on friday at 9, so remind me on friday at 11 to call him",
])
def test_a_day_said_twice_with_another_moment_is_asked(text: str) -> None:
    not_acted(text)


# -- all done, with a feeling of being fed up said after it -----------------------------------------------------------
@pytest.mark.parametrize("text", [
    "mark all my tasks as done i'm sick of this list",
    "just mark everything complete im so done with this week honestly",
    "תסמני הכל כבוצע נמאס לי מהשבוע הזה",
])
def test_all_done_with_a_feeling_after_it(text: str) -> None:
    check(text, {"op": "completeAll", "risk": "high"})


# Near misses: a doubt or another task after it is no feeling: not all at once.
@pytest.mark.parametrize("text", [
    "mark everything as done im not sure about the report",
    "mark everything as done im so over the dentist one",
])
def test_all_done_with_a_doubt_after_it_is_not_a_bulk_change(text: str) -> None:
    intent = plan(text)
    assert not acted(intent) or intent.args.get("operation") != "completeAll", (text, intent and intent.args)
