"""Confident wrong actions put right: a word hour after a day ("tomorrow at eight gym"), "by" typed for "buy"
after "to", an event named with why it moves ("the standup can wait, move it to 11"), and a part of the day said
in thanks before the request ("you saved my morning, now remind me … at 5").

The clock is Sunday 22 November 2026, 09:00 in Asia/Jerusalem.
"""

from __future__ import annotations

import pytest

from tests.planning.reading import acted, plan
from tests.planning.task_checks import check_task as check


# -- a word hour right after the day ---------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "task", "due"), [
    ("remind me tomorrow at eight bank", "bank", "2026-11-23T08:00"),
    ("remind me tomorrow at ten meeting prep", "meeting prep", "2026-11-23T10:00"),
    ("remind me friday at nine pay rent", "pay rent", "2026-11-27T09:00"),
    ("remind me tomorrow at eleven call dana", "call dana", "2026-11-23T11:00"),
    ("remind me today at three call mom", "call mom", "2026-11-22T15:00"),
    ("remind me tonight at nine laundry", "laundry", "2026-11-22T21:00"),
    ("תזכירי לי מחר בשמונה מוסך", "מוסך", "2026-11-23T08:00"),
])
def test_word_hour_after_the_day(text: str, task: str, due: str) -> None:
    check(text, {"op": "create", "exact_text": task, "due": due})


@pytest.mark.parametrize("text", [
    "remind me tomorrow at one point to call dana",  # "at one point" is no hour
    "remind me tomorrow at eight 3 things",
])
def test_word_hour_that_is_no_time_is_not_read_as_one(text: str) -> None:
    intent = plan(text)
    assert intent is None or "T08:00" not in str(intent.args.get("dueDate")) or not acted(intent), intent


# -- "by" typed for "buy" after "to" ---------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "task"), [
    ("remind me to by bread tomorrow", "buy bread"),
    ("remind me tomorrow to by a gift for mom", "buy a gift for mom"),
    ("remind me at 6 to by diapers", "buy diapers"),
    ("remind me on friday to bye wine for dinner", "buy wine for dinner"),
    ("REMIND ME TO BY BREAD TOMORROW", "buy bread"),
    ("i need to by eggs", "buy eggs"),
    ("remind me in an hour to by ice", "buy ice"),
])
def test_by_typed_for_buy(text: str, task: str) -> None:
    check(text, {"op": "create", "exact_text": task})


@pytest.mark.parametrize(("text", "task", "due"), [
    ("i need to by 5 send the report", "send the report", "2026-11-22T17:00"),
    ("remind me to by friday send the report", "send the report", "2026-11-27T09:00"),
    ("remind me to by noon pay bills", "pay bills", "2026-11-22T12:00"),
    ("remind me to go by the bank tomorrow", "go by the bank", "2026-11-23T09:00"),
])
def test_by_that_is_meant_stays(text: str, task: str, due: str) -> None:
    check(text, {"op": "create", "exact_text": task, "due": due})


def test_by_after_a_place_to_is_not_buy() -> None:
    intent = plan("add milk to by list")
    assert intent is None or "buy" not in str(intent.args), intent


# -- an event named with why it moves --------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "summary"), [
    ("the standup can wait, move it to 11", "standup"),
    ("the call with dana can wait push it to tomorrow", "call with dana"),
    ("the standup can wait so push it to 11", "standup"),
    ("the meeting with yoav can wait, move it to thursday at 3", "meeting with yoav"),
    ("the budget meeting can be pushed, move it to monday", "budget meeting"),
    ("the team sync is too early, push it to 10", "team sync"),
    ("the dentist isn't urgent, move it to next week", "dentist"),
    ("הסטנדאפ יכול לחכות, תעביר אותו ל11", "סטנדאפ"),
    ("את הפגישה עם דנה אפשר לדחות, תזיזי אותה למחר", "פגישה עם דנה"),
    ("הפגישה עם רון לא מסתדרת לי, תזיזי אותה לרביעי", "פגישה עם רון"),
])
def test_event_moved_after_why(text: str, summary: str) -> None:
    intent = plan(text)
    assert intent is not None and intent.capability == "calendar", intent
    assert intent.args["searchCriteria"]["summary"] == summary, intent.args


@pytest.mark.parametrize(("text", "task"), [
    ("the review isn't urgent, can you move it to next week", "review"),
    ("the report can wait, can you push it to friday", "report"),
])
def test_task_topic_without_why(text: str, task: str) -> None:
    check(text, {"op": "update", "exact_text": task})


def test_name_with_wait_in_it_is_kept() -> None:
    intent = plan("the dinner with the wait staff, move it to 8")
    assert intent is not None and intent.args["searchCriteria"]["summary"] == "dinner with the wait staff"


# -- a part of the day said in thanks, not as the time ---------------------------------------------------------------
@pytest.mark.parametrize(("text", "due"), [
    ("you saved my morning, now remind me to call dana at 5", "2026-11-22T17:00"),
    ("thank you for making my morning easier, remind me to call dana at 5", "2026-11-22T17:00"),
    ("ruined my evening. remind me at 6 to call the landlord", "2026-11-22T18:00"),
    ("enjoy your evening, remind me at 9 to lock the door", "2026-11-22T09:00"),
    ("הצלת לי את הבוקר, עכשיו תזכירי לי להתקשר לדנה ב5", "2026-11-22T17:00"),
    ("הרסת לי את הבוקר, תזכירי לי להתקשר לדנה ב4", "2026-11-22T16:00"),
])
def test_part_of_day_in_thanks_is_no_time(text: str, due: str) -> None:
    check(text, {"op": "create", "due": due})


@pytest.mark.parametrize(("text", "due"), [
    ("remind me to call dana at 5 in the morning", "2026-11-23T05:00"),
    ("remind me this morning at 10 to call dana", "2026-11-22T10:00"),
    ("תזכירי לי הבוקר ב10 להתקשר לדנה", "2026-11-22T10:00"),
    ("remind me tomorrow morning at 7 to run", "2026-11-23T07:00"),
])
def test_part_of_day_that_says_when_stays(text: str, due: str) -> None:
    check(text, {"op": "create", "due": due})


def test_my_morning_in_a_calendar_question_still_says_when() -> None:
    intent = plan("what's on my morning tomorrow")
    assert intent is not None and intent.args.get("timeMax") == "2026-11-23T12:00:00+02:00", intent
