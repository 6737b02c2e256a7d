"""Chatty messages whose request should be acted on.

Shapes covered: an hour put right after the request with the hour taken back not said again ("…, no wait make it
11", "…, לא רגע ב11", "…, בעצם ב-9"), a reason after it left out (corrections_hour_last.py), and the near misses
left to be asked (a bare "no", a bare number beside another number, a lost am/pm, two hours before); a report of
what was bought with what is still needed said beside it ("got the milk, still need the flour": the items bought
are ticked, the one still needed is no item bought); "each other" in a remark is no "each" of a series; a story
opener ("אז ככה", "so basically") left out before a request; "never mind" ("עזבי את", "forget") no part of a topic
named before "delete it"; "what's left" on the calendar, only with the calendar named.
"""

from __future__ import annotations

import pytest

from tests.planning.reading import local, not_acted, not_read_as, plan, reads_as


@pytest.mark.parametrize("text, due", [
    ("remind me wednesday at 10 to renew the parking permit, no wait make it 11", "2026-11-25T11:00"),
    ("remind me tomorrow at 9 to call the bank. actually at 9:30, they open late", "2026-11-23T09:30"),
    ("תזכיר לי מחר ב8 להוציא את הכביסה, בעצם ב-9", "2026-11-23T09:00"),
    ("תזכירי לי ביום שלישי ב10 לשלם חשמל, לא רגע ב12 כי ב10 יש לי ישיבה", "2026-11-24T12:00"),
])
def test_reminder_hour_put_right_at_the_end(text: str, due: str) -> None:
    intent = reads_as(text, "database", "create")
    assert local(intent.args["dueDate"]) == due
    assert "רגע" not in intent.args["text"] and "wait" not in intent.args["text"]


@pytest.mark.parametrize("text, start", [
    ("תקבעי ביומן פגישה עם רואה החשבון מחר ב10, לא רגע תעשי 11 הוא כתב שהוא מאחר", "2026-11-23T11:00"),
    ("put a call with the architect on my calendar tomorrow at 2, sorry, make it 3", "2026-11-23T15:00"),
])
def test_event_hour_put_right_at_the_end(text: str, start: str) -> None:
    intent = reads_as(text, "calendar", "create")
    assert local(intent.args["start"]) == start


@pytest.mark.parametrize("text", [
    "remind me at 10 to take 2 pills, wait, 3",  # the bare 3 may put the pills right
    "remind me at 10am to phone mom, wait, 1",  # which half of the day 1 is, is not said
    "remind me at 10 and at 4 to drink water, wait, 5",  # which hour it takes back
    "remind me at 10 to phone mom, wait 11 and buy milk",  # more than a reason after it
])
def test_hour_put_right_near_misses_are_asked(text: str) -> None:
    not_acted(text)


def test_bare_no_takes_no_hour_back() -> None:
    # A bare "לא" may be "not at 11": the hour said last does not replace the request's own.
    intent = plan("תזכירי לי ב10 לשלם חשבון, לא ב11")
    assert intent is None or local(intent.args.get("dueDate") or "2026-11-22T10:00+02:00") != "2026-11-22T11:00"


@pytest.mark.parametrize("text, items", [
    ("picked up the milk and the apples, still need the flour", ["milk", "apples"]),
    ("got the eggs and the butter, still need the yogurt but they ran out", ["eggs", "butter"]),
    ("קניתי את החלב והלחם, עדיין צריך גבינה", ["חלב", "לחם"]),
])
def test_bought_with_still_needed_ticks_only_what_was_bought(text: str, items: list[str]) -> None:
    intent = reads_as(text, "database", "toggleItem")
    assert intent.args["items"] == items


def test_bought_with_more_wanted_is_asked() -> None:
    not_acted("got the eggs and the bread, need cheese too")


def test_each_other_in_a_remark_is_no_series() -> None:
    intent = reads_as("we haven't seen each other in ages. what do I have tomorrow?", "calendar", "getEvents")
    assert local(intent.args["timeMin"]) == "2026-11-23T00:00"


@pytest.mark.parametrize("text, items", [
    ("so basically, we're hosting friday and the fridge is empty, add hummus and pita to the shopping list",
     ["hummus", "pita"]),
    ("אז ככה, אני מכינה פסטה בערב וגיליתי שאין כלום, תוסיפי לרשימת קניות שמנת, פטריות ובצל", ["שמנת", "פטריות", "בצל"]),
])
def test_story_opener_before_a_list_request_is_left_out(text: str, items: list[str]) -> None:
    intent = reads_as(text, "database", "addItem")
    assert intent.args["items"] == items


def test_story_opener_alone_is_asked() -> None:
    not_acted("אז ככה")


@pytest.mark.parametrize("text, name", [
    ("עזבי את התזכורת של המכולת, תמחקי אותה", "המכולת"),
    ("תשכחי מהתזכורת של החשמל, תמחקי אותה", "החשמל"),
])
def test_never_mind_is_no_part_of_the_topic(text: str, name: str) -> None:
    intent = reads_as(text, "database", "delete")
    assert intent.args["text"] == name


@pytest.mark.parametrize("text, day", [
    ("מה נשאר לי היום ביומן", "2026-11-22T00:00"),
    ("מה עוד נשאר לי מחר ביומן?", "2026-11-23T00:00"),
    ("what's still left on my schedule today", "2026-11-22T00:00"),
])
def test_what_is_left_on_the_calendar(text: str, day: str) -> None:
    intent = reads_as(text, "calendar", "getEvents")
    assert local(intent.args["timeMin"]) == day


@pytest.mark.parametrize("text", ["מה נשאר לי לקנות", "what's left on my shopping list"])
def test_what_is_left_without_the_calendar_is_no_calendar_look(text: str) -> None:
    not_read_as(text, "calendar")


def test_series_hour_said_last_is_asked() -> None:
    not_acted("remind me every morning at 7 to stretch, wait, make it 8")
