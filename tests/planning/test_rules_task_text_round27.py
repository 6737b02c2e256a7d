"""Reminders whose words hold more than the task: the reason not to forget, an hour that belongs to what is told
to someone, a fact about when the thing is; and a day said with "for" ("למחר", "למחרתיים") read by the time words
wherever they run.

The clock is Sunday 22 November 2026, 09:00 in Asia/Jerusalem.
"""

from __future__ import annotations

import pytest

from tests.planning.reading import acted, plan
from tests.planning.task_checks import check_task as check


# -- the reason not to forget is no task -----------------------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "remind me tomorrow at 5 so i dont forget it",
    "remind me at 5 so i won't forget",
    "remind me tomorrow at 5 so that i remember",
    "remind me tomorrow at 5 just in case",
    "remind me at 5 because i'll forget",
    "remind me tomorrow morning, i always forget",
    "תזכירי לי מחר בחמש שלא אשכח",
    "תזכירי לי מחר בחמש כדי שלא אשכח",
    "תזכיר לי מחר ב-8 שלא אשכח את זה",
    "תזכירי לי בשמונה ליתר ביטחון",
    "תזכירי לי מחר כי אני אשכח",
])
def test_only_the_reason_asks_what_to_remind(text: str) -> None:
    assert not acted(plan(text)), text


@pytest.mark.parametrize(("text", "task"), [
    ("remind me at 8 so i don't forget to call mom", "call mom"),
    ("remind me at 8 to call mom so i dont forget", "call mom"),
    ("remind me at 5 to buy milk just in case", "buy milk"),
    ("remind me tomorrow about the dentist so i don't forget", "the dentist"),
    ("תזכירי לי מחר בחמש שאני לא אשכח להתקשר לאמא", "להתקשר לאמא"),
    ("תזכירי לי בחמש להתקשר לדנה כדי שלא אשכח", "להתקשר לדנה"),
    ("תזכירי לי מחר להביא מטריה ליתר ביטחון", "להביא מטריה"),
])
def test_the_task_is_kept_without_the_reason(text: str, task: str) -> None:
    intent = check(text, {"op": "create"})
    assert intent.args["text"] == task, intent.args


@pytest.mark.parametrize(("text", "task"), [
    ("remind me at 5 to tell dana i won't forget her birthday", "tell dana i won't forget her birthday"),
    ("תזכירי לי בחמש להגיד לדנה שלא אשכח אותה", "להגיד לדנה שלא אשכח אותה"),
])
def test_near_miss_forgetting_told_to_someone_stays_in_the_words(text: str, task: str) -> None:
    intent = check(text, {"op": "create"})
    assert intent.args["text"] == task, intent.args


# -- an hour in what is told to someone is theirs --------------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "תזכירי לי מחר להגיד לדנה שהיא ב-8 אצל הרופא",
    "תזכירי לי מחר להגיד לדנה שהתור שלה ב-8",
    "תזכירי לי מחר לספר לאבא שהאסיפה ב-7",
    "תזכירי לי מחר לכתוב לרוני שהפגישה בחמש",
    "remind me tomorrow to tell dana her appointment is at 8",
    "remind me tomorrow to tell dan that the meeting is at 5",
    "remind me tomorrow to text mom that dinner is at 7",
    "remind me to tell dana that the party is tomorrow at 8",
    "remind me tomorrow to let the team know standup is at 10",
    "תזכיר לי להגיד לאשתי שהגננת אמרה שמחר בשמונה יש טקס",
])
def test_the_told_hour_is_not_the_reminders(text: str) -> None:
    intent = plan(text)
    if acted(intent):
        assert intent is not None
        assert not intent.args.get("dueDate", "").endswith(("T08:00:00+02:00", "T07:00:00+02:00", "T17:00:00+02:00",
                                                            "T10:00:00+02:00")), intent.args
        assert any(ch.isdigit() for ch in intent.args["text"]) or "בחמש" in intent.args["text"] \
            or "בשמונה" in intent.args["text"], intent.args


@pytest.mark.parametrize(("text", "expect"), [
    ("remind me to text mom at 5", {"op": "create", "text": ["text mom"], "due": "2026-11-22T17:00"}),
    ("תזכירי לי להתקשר לדנה ב-8", {"op": "create", "text": ["להתקשר לדנה"], "due": "2026-11-22T20:00"}),
    ("remind me tomorrow at 8 to tell dan the report is ready",
     {"op": "create", "text": ["tell dan the report is ready"], "due": "2026-11-23T08:00"}),
    ("תזכירי לי מחר בשמונה להגיד לדני שהדוח מוכן",
     {"op": "create", "text": ["להגיד לדני שהדוח מוכן"], "due": "2026-11-23T08:00"}),
])
def test_near_miss_an_hour_for_the_telling_itself_is_the_reminders(text: str, expect: dict) -> None:
    check(text, expect)


# -- a fact about when the thing is leaves no "is" -------------------------------------------------------------------
@pytest.mark.parametrize(("text", "task"), [
    ("remind me at 8 the meeting is tomorrow", "the meeting"),
    ("remind me at 8 that the meeting is tomorrow", "the meeting"),
    ("remind me at 8 the meeting's tomorrow", "the meeting"),
    ("remind me at 9 the dentist is on tuesday", "the dentist"),
    ("remind me at 8 my flight is tomorrow", "my flight"),
    ("תזכירי לי בשמונה הפגישה היא מחר", "הפגישה"),
])
def test_a_stated_fact_leaves_its_subject(text: str, task: str) -> None:
    intent = check(text, {"op": "create"})
    assert intent.args["text"] == task, intent.args


def test_moved_to_a_day_is_asked() -> None:
    assert not acted(plan("remind me at 8 the party was moved to tomorrow"))


@pytest.mark.parametrize(("text", "task"), [
    ("remind me tomorrow at 8 to tell dan where the key is", "tell dan where the key is"),
    ("remind me to check what time the game is tomorrow", "check what time the game is"),
])
def test_near_miss_a_question_in_the_task_keeps_its_verb(text: str, task: str) -> None:
    intent = plan(text)
    if acted(intent):
        assert intent is not None and intent.args["text"] == task, intent.args


# -- a day said with "for" -------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "expect"), [
    ("תקבעי פגישה עם דני למחר בחמש", {"summary": "פגישה עם דני", "start": "2026-11-23T17:00:00+02:00"}),
    ("תכניסי ליומן למחרתיים ב-10 רופא שיניים", {"summary": "רופא שיניים", "start": "2026-11-24T10:00:00+02:00"}),
    ("קבעי לי ארוחת ערב עם אמא להערב בשמונה", {"summary": "ארוחת ערב עם אמא",
                                               "start": "2026-11-22T20:00:00+02:00"}),
])
def test_a_day_with_for_is_the_events_day(text: str, expect: dict) -> None:
    intent = plan(text)
    assert acted(intent) and intent is not None and intent.capability == "calendar", text
    for key, value in expect.items():
        assert intent.args[key] == value, intent.args


@pytest.mark.parametrize(("text", "due"), [
    ("קבעי לי תזכורת למחר בחמש לקנות חלב", "2026-11-23T17:00"),
    ("תזכירי לי למחרתיים ב-8 לשלם חשמל", "2026-11-24T08:00"),
])
def test_a_day_with_for_is_the_reminders_day(text: str, due: str) -> None:
    intent = check(text, {"op": "create"})
    assert intent.args["dueDate"].startswith(due), intent.args


@pytest.mark.parametrize("text", [
    "איך קובעים איתך תזכורת למחר בחמש",
    "איך אני מוסיפה תזכורת למחרתיים בשש",
    "איך מוסיפים פגישה ליומן למחר בחמש",
    "איך מכניסים אירוע ליומן למחרתיים ב-10",
    "how do i set a reminder for tomorrow at 5",
])
def test_how_to_with_a_day_is_a_question_about_memo(text: str) -> None:
    intent = plan(text)
    assert intent is not None and intent.capability in {"meta", "general"}, (text, intent and intent.args)


def test_how_to_with_something_named_is_asked() -> None:
    assert not acted(plan("איך קובעים פגישה עם דני מחר בחמש"))


def test_near_miss_small_talk_for_today_stays_small_talk() -> None:
    intent = plan("זהו להיום תודה")
    assert intent is not None and intent.capability == "general"
