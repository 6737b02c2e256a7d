"""A request the message takes back, a question how to get a reminder, and a pointer that names nothing: each is
asked about (or answered as a question about Memo), never carried out as read.

The clock is Sunday 22 November 2026, 09:00 in Asia/Jerusalem.
"""

from __future__ import annotations

import pytest

from memo.planning.rules import takebacks
from tests.planning.reading import acted, expect, plan


def _asks(text: str) -> None:
    intent = plan(text)
    assert not acted(intent) or (intent is not None and intent.capability in ("general", "meta")), \
        (text, intent and (intent.capability, intent.args, intent.decided_by))


def _acts(text: str, capability: str, operation: str) -> None:
    intent = plan(text)
    assert acted(intent) and intent is not None, (text, intent)
    assert (intent.capability, intent.args.get("operation")) == (capability, operation), (text, intent.args)


# -- a request taken back at its end -------------------------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "add eggs to the shopping list haha jk",
    "put bread on the list, just kidding",
    "remind me tomorrow at 8 to water the plants jk",
    "remind me at 6 to pick up dana, nvm",
    "delete the dentist reminder never mind",
    "move my meeting with yossi to 4 jk 😂",
    "save a note that the gate code is 4321 just kidding",
    "book dinner with shira on friday at 8, forget it",
    "תוסיפי ביצים לרשימה סתם חחח",
    "תזכירי לי מחר בשמונה להשקות את העציצים צוחקת",
    "תמחקי את הלחם מהרשימה, בעצם לא",
    "תקבעי לי פגישה עם יוסי ביום שלישי בעשר עזבי",
    "תשמרי שהקוד של השער הוא 4321, לא משנה",
    "תוסיפי חלב לרשימה חחח טעיתי",
])
def test_taken_back_at_the_end_is_asked(text: str) -> None:
    _asks(text)


@pytest.mark.parametrize("text", [
    "add eggs and bread, jk not bread",
    "תוסיפי חלב וביצים לרשימה, סתם, בלי ביצים",
])
def test_taken_back_in_part_is_asked(text: str) -> None:
    _asks(text)


@pytest.mark.parametrize(("text", "capability", "operation"), [
    ("add eggs to the shopping list lol", "database", "addItem"),
    ("תוסיפי ביצים לרשימה חחח", "database", "addItem"),
    ("remind me tomorrow at 8 to water the plants haha", "database", "create"),
    # "I was wrong" after a removal says why it is removed
    ("תורידי את הלחם מהרשימה טעיתי", "database", "deleteItem"),
    # a take-back word that is part of the request, or names what is taken off
    ("take chips off the list nvm were on a diet", "database", "deleteItem"),
    ("nvm תמחק את הפפריקה", "database", "deleteItem"),
])
def test_near_misses_keep_their_reading(text: str, capability: str, operation: str) -> None:
    _acts(text, capability, operation)


@pytest.mark.parametrize("text", [
    "תזכירי לי מחר בשמונה לקנות מתנה, המחיר לא משנה",
    "remind me tomorrow at 5 so i dont forget it",
])
def test_not_mattering_is_no_take_back(text: str) -> None:
    assert takebacks.taken_back("create", text) == ""


# -- how to get a reminder, asked with a time ----------------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "how can i get you to remind me tomorrow at 8",
    "how do i make you remind me at 7pm",
    "how do i set up a reminder for 8am every day",
    "how can i create a reminder for next monday at 10 here",
    "איך אני גורמת לך להזכיר לי מחר בשמונה",
    "איך אני מבקשת ממך להזכיר לי כל יום בשמונה",
    "איך קובעים איתך תזכורת למחר בחמש",
])
def test_how_to_get_reminded_at_a_time_is_meta(text: str) -> None:
    expect(text, "meta", "describe")


@pytest.mark.parametrize("text", [
    "how do i get you to remind me at 5 to call mom",
    "how can i make you remind me tomorrow to pay the electricity bill",
    "איך אני גורם לך להזכיר לי מחר בחמש להתקשר לאמא",
])
def test_how_to_with_a_thing_named_is_asked(text: str) -> None:
    _asks(text)


@pytest.mark.parametrize(("text", "capability", "operation"), [
    ("remind me at 5 to ask dana how to fix the sink", "database", "create"),
    ("תזכירי לי מחר בחמש לשאול את דנה איך מתקנים את הברז", "database", "create"),
])
def test_how_inside_a_reminder_stays_the_reminder(text: str, capability: str, operation: str) -> None:
    _acts(text, capability, operation)


# -- a pointer that names nothing ----------------------------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "what about that thing from yesterday",
    "and that one from earlier?",
    "מה עם הדבר ההוא מאתמול",
    "מה עם הדבר ההוא מהבוקר",
])
def test_pointer_naming_nothing_is_asked(text: str) -> None:
    intent = plan(text)
    assert not acted(intent), (text, intent)


def test_pointer_naming_a_thing_is_searched() -> None:
    _acts("מה עם המסעדה ההיא מאתמול", "second-brain", "search")
