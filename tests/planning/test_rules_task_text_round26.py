"""Task texts left with pieces of other clauses: the subject of the clause a time was read from ("the dentist, it's
on tuesday at 10:15", "האימון, הוא מחר ב-18:00") is no part of the task, a thing named by a clause about someone
else ("the kids forgot the lunchboxes") is carried into the reminder without that clause, and words glued across the
cut time are asked about.

The clock is Sunday 22 November 2026, 09:00 in Asia/Jerusalem.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.planning.reading import acted, case, plan
from tests.planning.task_checks import check_task as check


# -- the subject of the clause that says when -----------------------------------------------------------------------
@pytest.mark.parametrize(("text", "expect"), [
    case("remind me 20 min before the dentist, it's on tuesday at 10:15", op="create", exact_text="the dentist",
         due="2026-11-24T10:15"),
    case("remind me half an hour before the vet, that's on thursday at 9", op="create", exact_text="the vet",
         due="2026-11-26T09:00"),
    case("remind me 15 minutes before the haircut which is on wednesday at 16:30", op="create",
         exact_text="the haircut", due="2026-11-25T16:30"),
    case("remind me 10 min before the zoom with dana, it starts at 14:00", op="create",
         exact_text="the zoom with dana", due="2026-11-22T14:00"),
    case("remind me an hour before the game, it'll be on saturday at 20:00", op="create", exact_text="the game",
         due="2026-11-28T20:00"),
    case("remind me 20 minutes before my meeting with yossi, it's at 3pm tomorrow", op="create",
         exact_text="my meeting with yossi", due="2026-11-23T15:00"),
    case("remind me about the dentist, it's at 10:15 on tuesday", op="create", exact_text="the dentist",
         due="2026-11-24T10:15"),
    case("תזכירי לי 20 דק לפני התור בטיפת חלב, זה ביום שלישי ב10:15", op="create", exact_text="התור בטיפת חלב",
         due="2026-11-24T10:15"),
    case("תזכיר לי שעה לפני האימון, הוא מחר ב-18:00", op="create", exact_text="האימון", due="2026-11-23T18:00"),
    case("תזכירי לי חצי שעה לפני הפגישה עם רונית, היא ביום רביעי ב-14:00", op="create",
         exact_text="הפגישה עם רונית", due="2026-11-25T14:00"),
    case("תזכיר לי רבע שעה לפני השיעור שזה מחר ב-9", op="create", exact_text="השיעור", due="2026-11-23T09:00"),
    case("תזכירי לי שעה לפני הטיסה, שהיא ביום שישי ב7", op="create", exact_text="הטיסה", due="2026-11-27T07:00"),
    case("תזכיר לי 10 דקות לפני הזום, זו ביום חמישי ב16:00", op="create", exact_text="הזום", due="2026-11-26T16:00"),
    case("תזכיר לי שעה לפני ההרצאה, היא מתחילה ב-18:00 מחר", op="create", exact_text="ההרצאה",
         due="2026-11-23T18:00"),
])
def test_the_subject_of_the_when_clause_is_dropped(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


@pytest.mark.parametrize("text", [
    "remind me the day before the trip, it's on friday, to pack",  # "the trip, it's to pack": glued
    "remind me before the show, it starts tomorrow at 20:00",  # how long before was never said
    "remind me tomorrow to feed the cat, it's hungry",
])
def test_words_glued_across_the_time_are_asked(text: str) -> None:
    assert not acted(plan(text)), text


@pytest.mark.parametrize(("text", "expect"), [
    case("remind me to call mom tomorrow at 5, it's her birthday", op="create", exact_text="call mom",
         due="2026-11-23T17:00"),
    case("remind me tomorrow at 10 to tell dana that it's on tuesday", op="create",
         exact_text="tell dana that it's on tuesday"),
    case("remind me at 5 to feed the cat its dinner", op="create", exact_text="feed the cat its dinner"),
    case("תזכיר לי מחר ב5 להתקשר לאמא, יש לה יום הולדת", op="create", exact_text="להתקשר לאמא"),
])
def test_near_miss_a_clause_that_says_no_time_keeps_its_reading(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


# -- a thing named by a clause about someone else --------------------------------------------------------------------
@pytest.mark.parametrize(("text", "expect"), [
    case("the kids forgot the lunchboxes, remind me at 12 to bring them", op="create",
         exact_text="bring the lunchboxes", due="2026-11-22T12:00"),
    case("dana left the keys here, remind me tomorrow to return them", op="create", exact_text="return the keys"),
    case("my son lost the gloves, remind me at 5 to buy them", op="create", exact_text="buy the gloves"),
    case("the neighbors took the ladder, remind me friday to ask for it back", op="create",
         exact_text="ask for the ladder back"),
    case("הילדים שכחו את הקופסאות אוכל, תזכירי לי ב12 להביא אותן", op="create",
         exact_text="להביא את הקופסאות אוכל"),
    case("דנה השאירה פה את המפתחות, תזכיר לי מחר להחזיר אותם", op="create", exact_text="להחזיר את המפתחות"),
])
def test_the_thing_and_not_the_clause_is_carried_in(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


@pytest.mark.parametrize("text", [
    "the kids forgot it, remind me at 12 to bring it",  # nothing named: what "it" is, is asked
    "bought the red shoes the kids wanted, remind me tomorrow to return them",  # two things
])
def test_near_miss_no_one_thing_is_asked(text: str) -> None:
    intent = plan(text)
    assert not acted(intent) or "them" in str(intent and intent.args.get("text")), intent and intent.args


def test_near_miss_one_thing_keeps_its_reading() -> None:
    check("i bought the tickets, remind me tomorrow to print them", {"op": "create", "exact_text": "print the tickets"})
