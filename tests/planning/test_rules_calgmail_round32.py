"""Calendar and Gmail for traditional families and collectors: a window from one date to another, family events by
their own names (sheva brachos, a wine tasting), a move said as the new start, a label put "on" an email, a Hebrew
email opened with its English verb, and a call abroad at a bare hour asked rather than guessed.

The clock is Sunday 22 November 2026, 09:00 in Asia/Jerusalem.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.planning.reading import case, expect, local, not_acted, not_taken_as, plan


# -- a window from one date to another -----------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "window"), [
    case("anything on my calendar Chanukah week? the 5th to the 12th of December", first="2026-12-05",
         last="2026-12-12"),
    case("anything on my calendar from Dec 5 to Dec 12", first="2026-12-05", last="2026-12-12"),
    case("what do I have between the 5th and the 12th of December", first="2026-12-05", last="2026-12-12"),
    case("מה יש לי ביומן מה-5 בדצמבר עד ה-12 בדצמבר", first="2026-12-05", last="2026-12-12"),
    case("מה יש לי ביומן בין 5 בדצמבר ל-12 בדצמבר", first="2026-12-05", last="2026-12-12"),
    case("what do I have Friday to Sunday", first="2026-11-27", last="2026-11-29"),
])
def test_window_from_date_to_date(text: str, window: dict[str, Any]) -> None:
    args = expect(text, "calendar", "getEvents").args
    assert local(args["timeMin"]) == f"{window['first']}T00:00", (text, args)
    assert local(args["timeMax"]) > f"{window['last']}T23:00", (text, args)


@pytest.mark.parametrize(("text", "day"), [
    case("what do I have on Friday", day="2026-11-27", next="2026-11-28"),
    case("מה יש לי ביום חמישי", day="2026-11-26", next="2026-11-27"),
])
def test_one_day_stays_one_day(text: str, day: dict[str, Any]) -> None:
    args = expect(text, "calendar", "getEvents").args
    assert local(args["timeMax"]) == f"{day['next']}T00:00", (text, args)
    assert local(args["timeMin"]) == f"{day['day']}T00:00", (text, args)


# -- family events by their own names, moved ------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "summary", "day"), [
    ("the Levy sheva brachos got pushed from Wednesday to Thursday, same time, update it pls", "sheva brachos",
     "2026-11-26"),
    ("the sheva brachos got pushed to Thursday", "sheva brachos", "2026-11-26"),
    ("שבע הברכות של לוי נדחו לחמישי", "שבע הברכות", "2026-11-26"),
])
def test_family_event_moved_to_another_day(text: str, summary: str, day: str) -> None:
    args = expect(text, "calendar", "update").args
    assert summary in args["searchCriteria"]["summary"] and args["updateFields"]["startDate"] == day, (text, args)


# -- a move said as the new start -----------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "summary", "start"), [
    ("move the wine tasting on Friday to start at 12 instead", "wine tasting", "2026-11-27T12:00"),
    ("move the meeting on Friday to start at 12 instead", "meeting", "2026-11-27T12:00"),
    ("change the team meeting tomorrow to start at 10:30", "team meeting", "2026-11-23T10:30"),
    ("תזיזי את טעימת היינות בשישי שתתחיל ב-12", "טעימת היינות", "2026-11-27T12:00"),
    ("תזיזי את הפגישה מחר שתתחיל ב-10", "פגישה", "2026-11-23T10:00"),
])
def test_move_to_start_at(text: str, summary: str, start: str) -> None:
    args = expect(text, "calendar", "update").args
    assert summary in args["searchCriteria"]["summary"] and local(args["updateFields"]["start"]) == start, (text, args)


def test_near_miss_task_to_start_at_stays_a_task() -> None:
    not_taken_as("move the report task to start at 12", "calendar", "update")


# -- a label put on an email ------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "query", "label"), [
    ("תשימי על המייל מהמוהל תווית 'ברית'", "from:מוהל", "ברית"),
    ("תשימי על המייל מדני תווית עבודה", "from:דני", "עבודה"),
    ("שימי על המיילים מהבנק תווית כספים", "from:בנק", "כספים"),
    ("תוסיפי למייל מהמוהל תווית ברית", "from:מוהל", "ברית"),
])
def test_label_put_on_an_email(text: str, query: str, label: str) -> None:
    args = expect(text, "gmail", "label").args
    assert args["query"] == query and args["labelName"] == label, (text, args)


def test_near_miss_label_on_a_meeting_is_no_email() -> None:
    not_taken_as("תשימי על הפגישה תווית עבודה", "gmail", "label")


# -- a Hebrew email opened with its English verb --------------------------------------------------------------------
@pytest.mark.parametrize(("text", "operation", "to", "body"), [
    ("draft מייל לועד הבית לבקש שיתקנו את מעלית השבת לפני שבת", "compose", "ועד הבית", "מעלית"),
    ("draft מייל לדני על הפגישה מחר", "compose", "דני", ""),
    ("send מייל לדני שאני מאחרת", "send", "דני", "מאחרת"),
])
def test_english_verb_hebrew_mail(text: str, operation: str, to: str, body: str) -> None:
    intent = plan(text)
    assert intent is not None and (intent.capability, intent.args.get("operation")) == ("gmail", operation), text
    assert intent.args["toNames"] == [to] and body in intent.args["body"], (text, intent.args)


def test_near_miss_english_reply_stays_a_reply() -> None:
    intent = plan("draft a reply to Dani")
    assert intent is not None and intent.decided_by.endswith("draft_a_reply"), intent


# -- a call abroad at a bare hour is asked ----------------------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "תקבעי ביומן שיחה עם הדוד מ-New York ביום רביעי ב-6",
    "תקבעי ביומן שיחה עם הדוד מניו יורק ביום רביעי ב-6",
    "schedule a call with my uncle in New York on Wednesday at 6",
    "schedule a zoom with the kids in Lakewood Sunday at 8 their time",
])
def test_call_abroad_at_bare_hour_is_asked(text: str) -> None:
    not_acted(text)
    intent = plan(text)
    assert intent is not None and intent.capability == "calendar" and intent.missing == ["time"], (text, intent)


@pytest.mark.parametrize(("text", "start"), [
    ("schedule a call with my uncle in New York on Wednesday at 6pm", "2026-11-25T18:00"),
    ("תקבעי ביומן שיחה עם הדוד מ-New York ביום רביעי ב-6 בערב", "2026-11-25T18:00"),
    ("schedule a call with my uncle on Wednesday at 6 after work", "2026-11-25T18:00"),
])
def test_call_with_its_hour_settled_is_created(text: str, start: str) -> None:
    assert local(expect(text, "calendar", "create").args["start"]) == start
