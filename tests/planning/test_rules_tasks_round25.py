"""Tasks as the day's last word and the family's pills bring them: everything ticked off with a goodbye after it,
one daily reminder at two hours, a thing named before "remind me" and pointed at after it, a message for someone
else said as an order, and a bare hour for what is done at either end of the day.

The clock is Sunday 22 November 2026, 09:00 in Asia/Jerusalem.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.planning.reading import acted, case, plan
from tests.planning.task_checks import check_task as check


# -- everything done, with a goodbye or the list's day after it ----------------------------------------------------
@pytest.mark.parametrize("text", [
    "סיימתי הכל להיום, תסמני את כל המשימות כבוצעו יאללה ביי",
    "תסמני את כל המשימות כבוצעו, לילה טוב",
    "סיימתי את כל המשימות, תסמני הכל כבוצע ביי",
    "mark all my tasks done thanks bye",
    "finished everything on my to-do list, mark it all done, good night",
    "i finished everything on my list today!! mark it all done",
    "done with everything on my list today, mark it all done",
])
def test_everything_done_then_goodbye(text: str) -> None:
    check(text, {"op": "completeAll"})


@pytest.mark.parametrize("text", [
    "i finished everything on my list!! mark it all done",  # "my list" with no day may be the shopping
    "mark the milk done bye",
])
def test_not_everything_done_is_not_complete_all(text: str) -> None:
    intent = plan(text)
    assert not (acted(intent) and intent is not None and intent.args.get("operation") == "completeAll"), \
        (text, intent and intent.args)


def test_near_miss_say_bye_stays_the_task() -> None:
    check("remind me at 5 to say bye to dana", {"op": "create", "text": ["say bye to dana"],
                                                "due": "2026-11-22T17:00"})


# -- one series at two hours ----------------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "expect"), [
    case("תזכירי לי לתת לאבא את הכדור של הלחץ דם כל יום ב8 וב20", op="createMultiple",
         tasks=["לתת לאבא את הכדור של הלחץ דם"] * 2),
    case("תזכיר לי כל יום ב-7:30 וב-19:30 לתת לכלב תרופה", op="createMultiple", tasks=["לתת לכלב תרופה"] * 2),
    case("תזכירי לי כל יום ב8 בבוקר וב8 בערב לקחת כדור", op="createMultiple", tasks=["לקחת כדור"] * 2),
    case("remind me to take my pills every day at 8am and 8pm", op="createMultiple", tasks=["take my pills"] * 2),
    case("remind me every day at 9 and at 21 to give dad his pill", op="createMultiple",
         tasks=["give dad his pill"] * 2),
    case("remind me daily at 7 and 19 to feed the fish", op="createMultiple", tasks=["feed the fish"] * 2),
])
def test_one_series_at_two_hours(text: str, expect: dict[str, Any]) -> None:
    intent = check(text, expect)
    times = [task["reminderRecurrence"]["time"] for task in intent.args["tasks"]]
    assert times[0] < "12:00" < times[1], times


def test_one_series_on_a_weekday_at_two_hours() -> None:
    intent = check("remind me every monday at 8 and at 17 to water the plants",
                   {"op": "createMultiple", "tasks": ["water the plants"] * 2})
    assert [t["reminderRecurrence"]["days"] for t in intent.args["tasks"]] == [[1], [1]]


@pytest.mark.parametrize("text", [
    "remind me every day at 5 and 7 to stretch",  # two bare hours: neither says its half of the day
    "remind me every day at 8 and at 8 to drink",
])
def test_two_hours_that_say_nothing_are_asked(text: str) -> None:
    assert not acted(plan(text)), text


def test_near_miss_two_errands_at_two_hours_stay_two_errands() -> None:
    check("remind me at 5 to leave work and at 7 to call grandma",
          {"op": "createMultiple", "tasks": ["leave work", "call grandma"]})


# -- the thing named before, pointed at in the reminder -------------------------------------------------------------
@pytest.mark.parametrize(("text", "expect"), [
    case("ugh forgot the vitamin d drops again. remind me every morning at 8 to give them to the baby", op="create",
         exact_text="give the vitamin d drops to the baby", rec={"type": "daily", "time": "08:00"}),
    case("the car is making that noise again, remind me tomorrow at 10 to take it to the garage", op="create",
         exact_text="take the car to the garage", due="2026-11-23T10:00"),
    case("שכחתי שוב את הטיפות של ויטמין די. תזכירי לי כל בוקר ב8 לתת אותן לתינוק", op="create",
         exact_text="לתת את הטיפות של ויטמין די לתינוק"),
    case("קניתי את התרופה החדשה, תזכירי לי כל ערב ב9 לתת אותה לסבתא", op="create",
         exact_text="לתת את התרופה החדשה לסבתא", rec={"type": "daily", "time": "21:00"}),
])
def test_the_thing_named_before_is_carried_in(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


@pytest.mark.parametrize(("text", "kept"), [
    ("remind me at 8 to give them to the baby", "them"),  # nothing named before
    ("קניתי את התרופה החדשה, תזכירי לי כל ערב ב9 לתת אותם לסבתא", "אותם"),  # "them" for one medicine
])
def test_near_miss_no_one_thing_before_keeps_the_words(text: str, kept: str) -> None:
    intent = plan(text)
    assert intent is not None and kept in str(intent.args.get("text", "")), intent and intent.args


# -- a message for someone else -------------------------------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "text my mom to take her pills at 8",
    "tell the kids to be ready at 7",
    "message dana that the meeting moved to 5",
    "ask dad to bring the ladder tomorrow",
    "תזכירי לאמא לקחת את הכדורים ב8",
])
def test_a_message_for_someone_else_is_asked(text: str) -> None:
    intent = plan(text)
    assert not (acted(intent) and intent is not None and intent.capability == "database"), \
        (text, intent and intent.args)


@pytest.mark.parametrize(("text", "expect"), [
    case("text mom at 8", op="create", exact_text="text mom", due="2026-11-22T20:00"),
    case("remind me to text my mom to call the plumber at 3", op="create", text=["text my mom"],
         due="2026-11-22T15:00"),
])
def test_near_miss_the_users_own_errand_stays_a_reminder(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


# -- a bare hour for what is done at either end of the day ------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "remind me at 6 to go for a run",
    "תזכירי לי ב7 ללכת לחדר כושר",
    "תזכירי לי ב6 לתת לה את התרופה",
    "remind me tomorrow at 6 to take my meds",
    "remind me at 8 to take my pills",
    "תזכיר לי ב5 לעשות יוגה",
])
def test_a_bare_hour_for_a_routine_is_asked(text: str) -> None:
    assert not acted(plan(text)), text


@pytest.mark.parametrize(("text", "due"), [
    ("remind me at 6 to call grandma", "2026-11-22T18:00"),  # an errand: the afternoon, as before
    ("remind me at 5 to leave work", "2026-11-22T17:00"),
    ("remind me at 7 tonight to take my pills", "2026-11-22T19:00"),
    ("remind me at 6 before work to go for a run", "2026-11-23T06:00"),
    ("remind me at 3 to take my pills", "2026-11-22T15:00"),
    ("תזכירי לי ב8 לתת לכלב את הכדור אחרי ארוחת ערב", "2026-11-22T20:00"),
])
def test_near_miss_the_hour_said_or_no_routine(text: str, due: str) -> None:
    check(text, {"op": "create", "due": due})
