"""Chatty messages whose request is plain once the talk around it is set aside.

Shapes covered: a sentence end closes a new list's items, and a remark after it is left out (lists_sentence_end.py);
more things named after the list with "too" / "also" / "וגם" are added, never dropped (lists_too.py); a remark
after a move's new hour, with no comma, is cut so the event's own day carries (calendar_remarks.py); "tomorrow to 5"
in a reminder's move keeps the hour (task_changes.py); "put it in the calendar so I don't forget" is the calendar's,
the rest a reason (calendar_words.py, tasks.py); a remark telling how long something took is no second event
(calendar_details.py, calendar_more.py); "X is at A not B, fix the calendar" moves X (calendar_fix_not.py).
"""

from __future__ import annotations

import pytest

from tests.planning.reading import local, not_acted, reads_as


@pytest.mark.parametrize("text, items", [
    ("new list - hanukkah gifts: a puzzle for dana, socks for ron. I know it's way too early lol",
     ["puzzle for dana", "socks for ron"]),
    ("new list - camping: tent, sleeping bags. we're going next month", ["tent", "sleeping bags"]),
    ("רשימה חדשה - מתנות לחנוכה: סביבון, ספר לאבא. אני יודעת שזה מוקדם", ["סביבון", "ספר לאבא"]),
    ("new list - doctors: dr. levinson, dr. cohen", ["dr. levinson", "dr. cohen"]),
])
def test_sentence_end_closes_new_list(text: str, items: list[str]) -> None:
    intent = reads_as(text, "database", "create")
    assert intent.args["items"] == items


@pytest.mark.parametrize("text", [
    "new list - trip: tent, rope. and socks too",
    "new list - trip: tent, rope. I need batteries as well",
])
def test_sentence_after_list_that_may_add_is_asked(text: str) -> None:
    not_acted(text)


@pytest.mark.parametrize("text, items", [
    ("guests tonight and the fridge is empty haha. can you add cheese, crackers and grapes to the shopping list, "
     "oh and napkins too", ["cheese", "crackers", "grapes", "napkins"]),
    ("add cheese and crackers to the shopping list, oh and wine as well", ["cheese", "crackers", "wine"]),
    ("add apples to the shopping list, paper plates", ["apples", "paper plates"]),
])
def test_more_items_after_the_list_are_added(text: str, items: list[str]) -> None:
    intent = reads_as(text, "database", "addItem")
    assert intent.args["items"] == items


def test_reason_after_the_list_adds_nothing() -> None:
    intent = reads_as("add cheese to the shopping list, we ran out", "database", "addItem")
    assert intent.args["items"] == ["cheese"]


@pytest.mark.parametrize("text", [
    "add coffee to the list, dani wants it too",
    "add coffee to the list, dani wants the dark roast",
])
def test_clause_after_the_list_that_may_change_items_is_asked(text: str) -> None:
    not_acted(text)


@pytest.mark.parametrize("text, start", [
    ("the call with Dana on thursday, תזיזי אותה ל3 she can't do mornings this week", "2026-11-26T15:00"),
    ("move the dentist on thursday to 4 she is booked in the morning", "2026-11-26T16:00"),
    ("הפגישה עם דנה ביום שלישי, תזיזי אותה ל15 היא לא יכולה בבוקר השבוע", "2026-11-24T15:00"),
])
def test_remark_after_new_hour_keeps_the_topics_day(text: str, start: str) -> None:
    intent = reads_as(text, "calendar", "update")
    assert local(intent.args["start"]) == start


@pytest.mark.parametrize("text, due", [
    ("את התזכורת של הריצה תעבירי מחר ל6 במקום 4, יש לי אסיפת הורים", "2026-11-23T18:00"),
    ("את התזכורת של הכושר תעבירי למחר ל5", "2026-11-23T17:00"),
    ("move the gym reminder tomorrow to 5 instead of 3", "2026-11-23T17:00"),
])
def test_reminder_moved_to_a_day_and_an_hour(text: str, due: str) -> None:
    intent = reads_as(text, "database", "update")
    assert local(intent.args["dueDate"]) == due


def test_reminder_moved_to_a_day_only_keeps_its_hour() -> None:
    intent = reads_as("move the gym reminder to tomorrow", "database", "update")
    assert intent.args["updateFields"] == {"dueDay": "2026-11-23"}


@pytest.mark.parametrize("text, summary, day", [
    ("יום הולדת לאבא ב3 בינואר, put it in the calendar as all day so I don't forget again", "יום הולדת לאבא",
     "2027-01-03"),
    ("dan's birthday on december 9, put it in the calendar as all day so I don't forget", "dan's birthday",
     "2026-12-09"),
    ("יום הולדת לנועה ב20 בדצמבר, תכניסי ליומן כיום שלם שלא אשכח", "יום הולדת לנועה", "2026-12-20"),
])
def test_calendar_named_so_i_dont_forget_is_an_all_day_event(text: str, summary: str, day: str) -> None:
    intent = reads_as(text, "calendar", "create")
    assert intent.args["summary"] == summary and intent.args["allDay"] is True
    assert intent.args["start"] == day


def test_so_i_dont_forget_without_calendar_stays_a_reminder() -> None:
    intent = reads_as("pay the electric bill on sunday so i dont forget", "database", "create")
    assert intent.args["text"] == "pay the electric bill"


def test_so_i_dont_forget_to_do_more_is_not_cut() -> None:
    not_acted("the dentist on tuesday at 10, put it in my calendar so i don't forget to bring the forms")


@pytest.mark.parametrize("text, summary, start", [
    ("תקבעי לי ביומן פגישה עם השמאי ביום חמישי ב11 לשעה, סוף סוף הוא פנוי אחרי חודש שחיכיתי לו", "פגישה עם השמאי",
     "2026-11-26T11:00"),
    ("schedule a meeting with the lawyer on wednesday at 10 for an hour, finally she's free after a month of "
     "chasing her", "meeting with the lawyer", "2026-11-25T10:00"),
    ("book a call with dan on thursday at 4, he's back after two weeks abroad", "call with dan", "2026-11-26T16:00"),
])
def test_remark_with_a_stretch_of_time_is_no_second_event(text: str, summary: str, start: str) -> None:
    intent = reads_as(text, "calendar", "create")
    assert intent.args["summary"] == summary and local(intent.args["start"]) == start


def test_two_real_events_stay_two() -> None:
    intent = reads_as("תקבעי פגישה עם דנה ביום שני ב9 ופגישה עם רון בשלישי ב11", "calendar", "createMultiple")
    assert len(intent.args["events"]) == 2


@pytest.mark.parametrize("text, summary, start", [
    ("the dentist is at 4 on thursday, not 3 - update the calendar", "dentist", "2026-11-26T16:00"),
    ("the haircut is tomorrow at 5 not 4, please fix the calendar", "haircut", "2026-11-23T17:00"),
    ("הווטרינר ביום שני ב12:30 ולא ב12, תתקני ביומן", "הווטרינר", "2026-11-23T12:30"),
])
def test_wrong_hour_fixed_in_calendar_is_a_move(text: str, summary: str, start: str) -> None:
    intent = reads_as(text, "calendar", "update")
    assert intent.args["searchCriteria"]["summary"] == summary
    assert local(intent.args["start"]) == start


def test_hour_put_in_calendar_without_not_is_new() -> None:
    reads_as("the vet is at 12:30 on monday, put it in the calendar", "calendar", "create")
