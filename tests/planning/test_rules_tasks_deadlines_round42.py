"""Reminders and tasks whose day or hour the words leave open, and deadlines asked about or extended.

Shapes covered: a weekly routine on a named weekday at a bare 6 for a class of one's own asks the half of the day,
an evening clue keeps it in the evening (task_routine_hour.py); "my deadlines this week" lists the tasks
(task_queries.py); "got an extension, the report is now due ..." moves the existing task's day
(task_extension.py); "until I say it's done" is no part of a nudge's text; a thing said before without its article
fills the pronoun (task_said_of.py); "on the last day" of a return window is no task text.
"""

from __future__ import annotations

import pytest

from tests.planning.reading import local, not_acted, plan, reads_as


@pytest.mark.parametrize("text", [
    "כל יום שני בשש תזכיר לי ללכת לחוג קרמיקה",
    "every friday at 6 remind me to go to my pottery class",
])
def test_own_class_at_a_bare_six_on_a_weekday_is_asked(text: str) -> None:
    not_acted(text)


@pytest.mark.parametrize("text, days, time", [
    ("every tuesday at 6 remind me to pick up Maya from swimming", [2], "18:00"),
    ("כל יום רביעי בשש בערב תזכירי לי ללכת לחוג", [3], "18:00"),
])
def test_six_with_an_evening_clue_is_kept(text: str, days: list[int], time: str) -> None:
    recurrence = reads_as(text, "database", "create").args["reminderRecurrence"]
    assert recurrence["days"] == days and recurrence["time"] == time, recurrence


@pytest.mark.parametrize("text", ["מה הדדליינים שלי החודש", "what deadlines do I have tomorrow",
                                  "show me my deadlines this week"])
def test_deadlines_are_the_tasks(text: str) -> None:
    reads_as(text, "database", "getAll")


@pytest.mark.parametrize("text, thing, day", [
    ("המנהלת נתנה לי הארכה, המצגת עכשיו עד יום חמישי", "מצגת", "2026-11-26"),
    ("the teacher gave me an extension, the essay is now due next sunday", "essay", "2026-11-29"),
    ("קיבלתי אורכה, העבודה נדחתה ליום שלישי", "עבודה", "2026-11-24"),
])
def test_extension_moves_the_task(text: str, thing: str, day: str) -> None:
    args = reads_as(text, "database", "update").args
    assert thing in args["text"] and args["dueDate"][:10] == day, args


@pytest.mark.parametrize("text", ["המצגת עכשיו עד יום חמישי", "how do I ask for an extension on the essay?"])
def test_without_an_extension_nothing_is_moved(text: str) -> None:
    intent = plan(text)
    assert intent is None or intent.args.get("operation") != "update", intent and intent.args


def test_until_i_say_done_is_not_the_nudge_text() -> None:
    args = reads_as("the tax return is due today, bug me every hour to finish it until I say it's done",
                    "database", "create").args
    assert "say" not in args["text"] and "tax return" in args["text"], args
    assert local(args["dueDate"]).startswith("2026-11-22")


@pytest.mark.parametrize("text, thing", [
    ("thesis draft is due tonight, pester me every 20 min to work on it until I say it's finished", "thesis draft"),
    ("car insurance expires next week, remind me on friday at 10 to renew it", "car insurance"),
])
def test_bare_thing_said_before_fills_the_pronoun(text: str, thing: str) -> None:
    args = reads_as(text, "database", "create").args
    assert thing in args["text"] and "say" not in args["text"], args


def test_last_day_of_a_return_window_is_no_task_text() -> None:
    args = reads_as("bought a blender today, I can return it within 14 days. remind me on the last day at 11am",
                    "database", "create").args
    assert "blender" in args["text"] and "last day" not in args["text"], args
    assert local(args["dueDate"]) == "2026-12-06T11:00"
