"""Tasks and lists: a day's run of errands at their own hours with an upkeep verb or a thing done alone
(task_day_plan.is_errand, task_day_errands); errands asked for at one moment with "remind me"
(task_requested_moment); pills or balls fetched from a place (task_routine); "all the X" in the name of the one task
closed (task_all_in_name); when the work was done, said after "all done" (task_phrasing); "תכל" for "את כל"
(typos); a list for a conference (lists_names).
"""

from __future__ import annotations

import pytest

from tests.planning.reading import not_acted, plan, reads_as


def _tasks(text: str) -> list[tuple[str, str]]:
    intent = reads_as(text, "database", "createMultiple")
    return [(task["text"], task["dueDate"][:16]) for task in intent.args["tasks"]]


@pytest.mark.parametrize("text, expected", [
    ("thursday: 8 tune the piano, 11 sharpen the knives, 5 pay rent",
     [("tune the piano", "2026-11-26T08:00"), ("sharpen the knives", "2026-11-26T11:00"),
      ("pay rent", "2026-11-26T17:00")]),
    ("tmrw: 9 restring the bass, 1 call the venue, 3 pick up the amp",
     [("restring the bass", "2026-11-23T09:00"), ("call the venue", "2026-11-23T13:00"),
      ("pick up the amp", "2026-11-23T15:00")]),
    ("tomorrow at 9 call the bank, at 12 physio exercises and at 4 pick up the kid",
     [("call the bank", "2026-11-23T09:00"), ("physio exercises", "2026-11-23T12:00"),
      ("pick up the kid", "2026-11-23T16:00")]),
    ("מחר ב8 להשקות את העציצים, ב11 תרגילי נשימה וב3 לאסוף את הילדים",
     [("להשקות את העציצים", "2026-11-23T08:00"), ("תרגילי נשימה", "2026-11-23T11:00"),
      ("לאסוף את הילדים", "2026-11-23T15:00")]),
    ("ביום שלישי ב7 מתיחות וב8 להוציא את הכלב",
     [("מתיחות", "2026-11-24T07:00"), ("להוציא את הכלב", "2026-11-24T08:00")]),
    # the verb the user said stays in the task's text
    ("מחר ב9 לחמם את הגב, ב12 לעשות תרגילי פיזיו וב4 לנסוע למרפאה",
     [("לחמם את הגב", "2026-11-23T09:00"), ("לעשות תרגילי פיזיו", "2026-11-23T12:00"),
      ("לנסוע למרפאה", "2026-11-23T16:00")]),
])
def test_day_of_errands_with_upkeep_verbs_and_things_done_alone(text: str, expected: list[tuple[str, str]]) -> None:
    assert _tasks(text) == expected


@pytest.mark.parametrize("text", [
    "tomorrow: 9 physio, 12 call mom",  # a session alone is an appointment
    "tomorrow 9 dentist, 12 lunch with dana",
    "מחר ב9 רופא שיניים וב12 לאסוף את נועה",
])
def test_appointments_among_the_items_are_not_errands(text: str) -> None:
    intent = plan(text)
    assert intent is None or intent.args.get("operation") != "createMultiple" or intent.capability != "database"


@pytest.mark.parametrize("text, text_part, due", [
    ("thursday at 11 remind me to return the drill, renew the car insurance and pick up the prints",
     "return the drill", "2026-11-26T11:00"),
    ("remind me tomorrow at 9 to call the plumber, pay the water bill and buy a card for noa",
     "call the plumber", "2026-11-23T09:00"),
    ("מחר ב9 תזכירי לי להתקשר לאינסטלטור, לשלם חשבון מים ולקנות כרטיס ברכה", "להתקשר לאינסטלטור",
     "2026-11-23T09:00"),
])
def test_errands_asked_for_at_one_moment_are_one_reminder(text: str, text_part: str, due: str) -> None:
    intent = reads_as(text, "database", "create")
    assert text_part in intent.args["text"] and intent.args["dueDate"][:16] == due


@pytest.mark.parametrize("text", [
    "thursday at 11 remind me to return the drill, meet dana and pay rent",  # a meeting among them
    "tomorrow remind me to call the plumber, pay the water bill and buy a card",  # a day, no moment
    "remind me to call the plumber, pay the water bill tomorrow at 9",  # the time after the errands
    "thursday at 11 remind me to return the drill, renew the insurance",  # commas only: a run-on
])
def test_errands_without_one_moment_before_them_are_still_asked(text: str) -> None:
    not_acted(text)


@pytest.mark.parametrize("text", [
    "תזכירי לי מחר ב5 להביא את הכדורים מהמחסן",
    "תזכיר לי ב6 לקחת את התרופות מהבית מרקחת",
    "remind me at 6 to pick up my meds from the pharmacy",
])
def test_pills_or_balls_fetched_from_a_place_are_in_the_afternoon(text: str) -> None:
    intent = reads_as(text, "database", "create")
    assert intent.args["dueDate"][11:13] in ("17", "18")


@pytest.mark.parametrize("text", ["תזכירי לי מחר ב5 לקחת את הכדורים", "remind me at 6 to take my pills"])
def test_pills_taken_at_a_bare_hour_are_still_asked(text: str) -> None:
    not_acted(text)


@pytest.mark.parametrize("text, name", [
    ("signed all the permission slips, tick that one off", "permission slips"),
    ("collected all the consent forms from the parents, mark that task done", "consent forms"),
])
def test_all_in_the_name_of_the_one_task_closed(text: str, name: str) -> None:
    intent = reads_as(text, "database", "complete")
    assert name in intent.args["text"]


@pytest.mark.parametrize("text", ["paid all the bills", "paid all, mark it done",
                                  "paid all the bills, mark all of them done"])
def test_all_without_one_task_pointed_at_is_still_asked(text: str) -> None:
    not_acted(text)


@pytest.mark.parametrize("text", ["כל המשימות בוצעו אחרי העבודה", "כל המשימות בוצעו אחרי השיעור, תסמני את כולן",
                                  "all my tasks are done after practice, close them all"])
def test_when_the_work_was_done_is_no_window(text: str) -> None:
    intent = reads_as(text, "database", "completeAll")
    assert "filters" not in intent.args


@pytest.mark.parametrize("text", ["תראי לי תכל הרשימות", "תראה לי תכל הרשימות שיש לי"])
def test_spoken_all_reads_as_all(text: str) -> None:
    intent = reads_as(text, "database", "getAll")
    assert intent.entity == "list"


def test_spoken_all_is_not_a_word_it_starts() -> None:
    intent = plan("תכל'ס אני עייפה")
    assert intent is None or intent.capability != "database"


@pytest.mark.parametrize("text, name, item", [
    ("תמחקי את המטען מהרשימה לכנס, יש לי כבר", "כנס", "מטען"),
    ("תורידי את הכפפות מהרשימה לטורניר", "טורניר", "כפפות"),
])
def test_list_for_an_event(text: str, name: str, item: str) -> None:
    intent = reads_as(text, "database", "deleteItem")
    assert intent.args["listName"] == name and intent.args["items"] == [item]
