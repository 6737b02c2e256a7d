"""Reminders cut off or pointing at a past conversation, weekday lists, nudges "until I do it", early hours, and
lists of errands after a colon.

A reminder whose words stop at "to" / "ל", or only point back at "what we talked about", asks what to remind of; a
list of weekdays said with spaces ("בימים שני רביעי ושישי") repeats on each; "X, nag me every hour until I do it"
nudges about X; a one-time reminder at a bare 5:xx or 6:xx is the morning with a morning clue, the evening with an
evening clue, and asked otherwise; "remind me tmrw:" or "תרשום לי כמה דברים:" followed by errands makes several
tasks; "clear out all my tasks, ..." deletes all of them; "תראי לי מה נשאר לי לעשות" asks for the to-dos.

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


# -- nothing to remind of: cut off, or only pointing at a conversation ---------------------------------------------
@pytest.mark.parametrize("text", [
    "remind me tomorrow at 5 to",
    "remind me on tuesday about",
    "תזכירי לי מחר ב8 ל",
    "תזכיר לי ביום חמישי על",
    "remind me tomorrow about what we talked about",
    "remind me at 6 of what we discussed",
    "תזכירי לי ביום שלישי מה שסיכמנו",
    "תזכיר לי בערב את מה שאמרתי לך קודם",
])
def test_a_reminder_with_nothing_to_remind_of_is_asked(text: str) -> None:
    intent = plan(text)
    assert intent is not None and intent.args.get("operation") == "create", intent
    assert "text" in intent.missing, intent.args


REAL_CONTENT = [
    case("remind me tomorrow to call what's-her-name from the bank", op="create", text=["call"],
         due="2026-11-23T09:00"),
    case("תזכירי לי מחר לספר לדנה מה שסיכמנו עם הגננת", op="create", text=["לספר לדנה"], due="2026-11-23T09:00"),
]


@pytest.mark.parametrize(("text", "expect"), REAL_CONTENT)
def test_a_task_that_mentions_a_talk_is_still_a_task(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


# -- weekday lists said with spaces -------------------------------------------------------------------------------
DAY_LISTS = [
    case("בימים ראשון שלישי וחמישי תזכירי לי בשבע בבוקר לקחת ויטמינים", op="create", text=["ויטמינים"],
         rec={"type": "weekly", "time": "07:00", "days": [0, 2, 4]}),
    case("כל ב' ד' ו-ו' תזכיר לי ב7 בבוקר לצאת לריצה", op="create", text=["לצאת לריצה"],
         rec={"type": "weekly", "time": "07:00", "days": [1, 3, 5]}),
    case("remind me every mon wed fri at 7am to go running", op="create", text=["go running"],
         rec={"type": "weekly", "time": "07:00", "days": [1, 3, 5]}),
    case("remind me tuesdays thursdays at 8pm to water the plants", op="create", text=["water the plants"],
         rec={"type": "weekly", "time": "20:00", "days": [2, 4]}),
]


@pytest.mark.parametrize(("text", "expect"), DAY_LISTS)
def test_a_list_of_weekdays_repeats_on_each(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


@pytest.mark.parametrize("text", [
    "remind me on mon and wed at 7am to call the bank",  # two days of this week, or every week: not made a routine
])
def test_two_singular_days_are_no_routine(text: str) -> None:
    intent = plan(text)
    assert intent is None or (intent.args.get("reminderRecurrence") or {}).get("type") != "weekly" \
        or not acted(intent), intent.args


# -- "X, nag me every hour until I do it" --------------------------------------------------------------------------
NAG_UNTIL = [
    case("להוציא את הכלב, תנדנד לי כל 20 דקות עד שאני מסמן שסיימתי", op="create", exact_text="להוציא את הכלב",
         rec={"type": "nudge", "interval": "20 minutes"}),
    case("לשלם את החשבון, תחפרי לי כל חצי שעה עד שאני עושה את זה", op="create", exact_text="לשלם את החשבון",
         rec={"type": "nudge", "interval": "30 minutes"}),
    case("call the bank, nag me every 30 min until I have done it", op="create", exact_text="call the bank",
         rec={"type": "nudge", "interval": "30 minutes"}),
    case("submit the form, bug me every hour until i finish it", op="create", exact_text="submit the form",
         rec={"type": "nudge", "interval": "60 minutes"}),
]


@pytest.mark.parametrize(("text", "expect"), NAG_UNTIL)
def test_a_nudge_until_done_is_about_the_errand_said_before(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


# -- a one-time reminder at a bare 5:xx / 6:xx ---------------------------------------------------------------------
EARLY = [
    case("remind me tomorrow at 6:15 to take my pills before work", op="create", due="2026-11-23T06:15"),
    case("תזכיר לי ביום שלישי ב5:40 להכין כריכים לפני בית ספר", op="create", due="2026-11-24T05:40"),
    case("remind me tomorrow at 6:30 to start dinner", op="create", due="2026-11-23T18:30"),
    case("תזכירי לי מחר ב6:20 להכין ארוחת ערב", op="create", due="2026-11-23T18:20"),
    case("remind me tomorrow at 5 to call mom", op="create", due="2026-11-23T17:00"),  # a whole hour: the rule
    case("remind me tomorrow at 6:30am to run", op="create", due="2026-11-23T06:30"),
    # Said at 09:00: this morning's 6:30 is gone, only the evening is ahead.
    case("remind me at 6:30 to call dad", op="create", due="2026-11-22T18:30"),
    case("תזכירי לי היום ב5:45 להתקשר לסבתא", op="create", due="2026-11-22T17:45"),
]


@pytest.mark.parametrize(("text", "expect"), EARLY)
def test_an_early_hour_with_minutes_follows_its_clue(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


@pytest.mark.parametrize("text", [
    "remind me tomorrow at 5:30 to call the insurance",
    "תזכיר לי ביום רביעי ב6:45 לצאת לדרך",
    "remind me at 6:15 to take my pills before work",  # this morning's 6:15 is gone: tomorrow's, or tonight?
])
def test_an_early_hour_with_minutes_and_no_clue_is_asked(text: str) -> None:
    intent = plan(text)
    assert intent is not None and "time" in intent.missing, intent and intent.args
    not_acted(text)


# -- errands listed after a colon ------------------------------------------------------------------------------------
LISTED = [
    case("remind me tmrw: call the plumber, pay arnona, book the vet", op="createMultiple",
         tasks=["call the plumber", "pay arnona", "book the vet"]),
    case("תזכירי לי ביום חמישי: להתקשר לבנק, לשלם ארנונה, לקנות מתנה", op="createMultiple",
         tasks=["להתקשר לבנק", "לשלם ארנונה", "לקנות מתנה"]),
    case("תרשמי לי כמה דברים: לשלם חשבון מים, לתקן את הברז", op="createMultiple",
         tasks=["לשלם חשבון מים", "לתקן את הברז"]),
    case("תרשום לי לשבוע הזה: להחזיר את המקדחה, לחדש ביטוח רכב", op="createMultiple",
         tasks=["להחזיר את המקדחה", "לחדש ביטוח רכב"]),
]


@pytest.mark.parametrize(("text", "expect"), LISTED)
def test_errands_after_a_colon_are_several_tasks(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


@pytest.mark.parametrize("text", [
    "remind me tomorrow at 9 to call mom and buy milk",  # no colon: one reminder
    "remind me tomorrow: milk, eggs, bread",  # no errands: not several tasks
    "תרשום לי כמה דברים: חלב, לחם",
])
def test_no_colon_list_of_errands_is_not_several_tasks(text: str) -> None:
    intent = plan(text)
    assert intent is None or intent.args.get("operation") != "createMultiple", intent.args


# -- all at once, and the to-dos asked as "show me" ----------------------------------------------------------------
@pytest.mark.parametrize("text", ["clear out all my reminders, i'm starting over",
                                  "clear out all the tasks, they're all outdated"])
def test_clear_out_all_tasks_is_delete_all(text: str) -> None:
    intent = plan(text)
    assert intent is not None and intent.args.get("operation") == "deleteAll" and intent.risk == "high", intent
    assert not intent.missing


def test_clear_out_the_tasks_of_one_day_is_not_delete_all() -> None:
    intent = plan("clear out all my tasks for monday")
    assert intent is None or intent.args.get("operation") != "deleteAll" or not acted(intent)


@pytest.mark.parametrize("text", ["תגיד לי מה עוד נשאר לי לעשות היום", "תראו לי מה נותר לי לעשות",
                                  "show me what's left to do tomorrow"])
def test_show_me_what_is_left_to_do_lists_the_tasks(text: str) -> None:
    intent = plan(text)
    assert intent is not None and intent.args.get("operation") == "getAll" and acted(intent), intent


@pytest.mark.parametrize("text", ["תראי לי מה נשאר ברשימת הקניות", "תגידי לי מה אני צריכה לעשות עם הכביסה"])
def test_show_me_about_something_else_is_no_task_question(text: str) -> None:
    intent = plan(text)
    assert intent is None or intent.args.get("operation") != "getAll" or intent.entity != "task", intent
