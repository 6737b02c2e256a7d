"""Calendar round 35: an event put on, or moved to, a named weekday at a bare 7 or 8 is asked (morning or evening?)
unless the words around it say which, as reminders are (task_weekday_hour.py); a day said before the question
about it ("מחר מה יש לי ביומן?"); Memo's own name said first ("ממו ממו מה יש לי מחר ביומן").

The clock is Sunday 22 November 2026, 09:00 in Asia/Jerusalem (Mon 23 ... Sat 28).
"""

from __future__ import annotations

import pytest

from tests.planning.reading import acted, not_acted, plan, reads_as


# -- a named weekday's bare 7 or 8: asked -------------------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "put meeting w avi on tuesday at 8",
    "schedule a call with the bank wed at 8",
    "add a zoom with the lawyer on thursday at 7 to my calendar",
    "תכניסי ליומן פגישה עם אבי ביום רביעי בשבע",
    "תקבעי לי ביומן שיעור פסנתר ביום חמישי בשמונה",
    "תקבע ביומן שיחה עם רואה החשבון ביום שלישי ב8",
    "move the meeting with avi to tuesday at 8",
    "תעביר את הפגישה עם אבי ליום שלישי בשמונה",
])
def test_weekday_bare_hour_is_asked(text: str) -> None:
    not_acted(text)


@pytest.mark.parametrize(("text", "start"), [
    ("put meeting w avi tomorrow at 8", "2026-11-23T08:00"),  # tomorrow: as written
    ("put meeting w avi on tuesday at 8:00", "2026-11-24T08:00"),  # minutes written
    ("put meeting w avi on tuesday at 8am", "2026-11-24T08:00"),
    ("put meeting w avi on tuesday 8 pm", "2026-11-24T20:00"),
    ("put a call w avi on tuesday at 9", "2026-11-24T09:00"),  # 9 stays as written
    ("put gym on wednesday at 7 before work", "2026-11-25T07:00"),  # a morning clue
    ("put a zoom w dana on friday at 7 in the morning", "2026-11-27T07:00"),
    ("book dinner with dana on thursday at 8", "2026-11-26T20:00"),  # a dinner is the evening's
    ("put the Bezeq technician in my calendar wed 25th 8 to 12, fiber installation", "2026-11-25T08:00"),  # window
])
def test_weekday_hour_said_plainly_is_kept(text: str, start: str) -> None:
    intent = reads_as(text, "calendar", "create")
    assert intent.args["start"].startswith(start), intent.args


def test_weekly_event_keeps_its_hour() -> None:
    intent = reads_as("yoga tuesdays at 7 put it in my calendar", "calendar", "createRecurring")
    assert intent.args["start"][11:16] == "07:00", intent.args


@pytest.mark.parametrize(("text", "start"), [
    ("move the meeting with avi to tuesday at 8 before work", "2026-11-24T08:00"),
    ("move my dinner with dana to thursday at 8", "2026-11-26T20:00"),
    ("move the meeting with avi to tuesday at 8 instead of 7pm", "2026-11-24T20:00"),  # the old hour decides
    ("move the meeting with avi to tomorrow at 8", "2026-11-23T08:00"),
    ("move the meeting with avi to tuesday at 10", "2026-11-24T10:00"),
])
def test_moved_weekday_hour_said_plainly_is_kept(text: str, start: str) -> None:
    intent = reads_as(text, "calendar", "update")
    assert intent.args["updateFields"]["start"].startswith(start), intent.args


# -- the day said before the question about it; Memo's name said first -------------------------------------------
@pytest.mark.parametrize(("text", "day"), [
    ("מחר מה יש לי ביומן?", "2026-11-23"),
    ("מחר מה יש לי?", "2026-11-23"),
    ("ביום שלישי מה יש לי ביומן", "2026-11-24"),
    ("ביום חמישי מה יש לי?", "2026-11-26"),
    ("tomorrow, what do i have on my calendar?", "2026-11-23"),
    ("ממו ממו מה יש לי מחר ביומן אני מנסה להבין איך אני מסדרת את היום עם הילדים", "2026-11-23"),
    ("ממו מה יש לי ביום שלישי?", "2026-11-24"),
])
def test_day_said_first_is_the_window(text: str, day: str) -> None:
    intent = reads_as(text, "calendar", "getEvents")
    assert intent.args["timeMin"].startswith(day), intent.args


@pytest.mark.parametrize("text", [
    "מחר מה יש לי ברשימת הקניות",  # a list, not the calendar
    "מחר מה יש לי לקנות?",
])
def test_day_first_about_something_else_is_no_calendar_look(text: str) -> None:
    from tests.planning.reading import plan

    intent = plan(text)
    assert intent is None or intent.args.get("operation") != "getEvents", intent


def test_memo_named_first_keeps_the_request() -> None:
    intent = reads_as("ממו ממו תוסיפי חלב לרשימה", "database", "addItem")
    assert intent.args["items"] == ["חלב"], intent.args


# -- a correction said midway is one event put right, never two events ---------------------------------------------
@pytest.mark.parametrize("text", [
    "haircut on wednesday at 3 wait no they moved it, it's 4pm. put it in the calendar",
    "dentist thursday at 10 no wait they changed it, 11:30. add to my calendar",
    "תכניסי ליומן מחר ב-10 רופא רגע לא הזיזו אותו, זה ב-11",
])
def test_a_correction_midway_is_not_a_second_event(text: str) -> None:
    intent = plan(text)
    assert intent is None or intent.args.get("operation") != "createMultiple" or not acted(intent), text


@pytest.mark.parametrize("text", [
    "two meetings tomorrow: one at 10 and one at 3",
    "put in my calendar dentist at 9 and haircut at 12 tomorrow",
])
def test_two_events_said_plainly_are_still_two(text: str) -> None:
    assert len(reads_as(text, "calendar", "createMultiple").args["events"]) == 2
