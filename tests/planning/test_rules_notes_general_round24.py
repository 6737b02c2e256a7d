"""Notes, small talk and questions about Memo in everyday traffic (rules/notes*.py, general*.py, meta*.py).

Each table holds sentences of one shape; the near misses after it must not be taken that way.
"""

from __future__ import annotations

import pytest

from tests.planning.reading import expect, not_taken

# --- a terse fact about a client or someone the user works with -------------------------------------------------


@pytest.mark.parametrize(("text", "word"), [
    ("yossi cohen gate code 1234 2nd floor", "1234"),
    ("noa building code 7781* apt 12", "7781"),
    ("רונית כהן קוד לדלת 4590 קומה 3", "4590"),
    ("avi (tuesday patient) - left knee post-op", "knee"),
    ("מיכל (הלקוחה מרמת גן) - רק שמפו בלי סולפטים", "סולפטים"),
    ("dana is allergic to peanuts", "peanuts"),
    ("noa prefers morning appointments", "morning"),
    ("שירה צובעת 7.1 עם 30 וול", "7.1"),
    ("יעל אלרגית לאגוזים", "אגוזים"),
])
def test_terse_fact_is_kept(text: str, word: str) -> None:
    assert word in expect(text, "second-brain", "store").args["text"]


@pytest.mark.parametrize("text", [
    "dana hates me lol",
    "omer hates school",
    "dentist (dr cohen) - thursday 10am",
    "dana prefers to meet tomorrow at 5",
    "יוסי (השכן) - להחזיר לו את המקדחה",
    "דני לא אוהב את המורה שלו",
    "avi (tuesday patient) - remind me to call him tomorrow",
    "dana door code 4590, can you send it to her?",
    "my wifi password 12345",
    "שירה שונאת אותי",
])
def test_not_a_terse_fact(text: str) -> None:
    not_taken(text, "second-brain", "store")


# --- a fact about someone that changed ----------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "word"), [
    ("dana moved, new address is herzl 14 tel aviv", "herzl"),
    ("dana moved to herzl 14 tel aviv", "herzl"),
    ("מיכל עברה דירה, הכתובת החדשה ביאליק 7 חולון", "ביאליק"),
    ("יוסי החליף מספר, המספר החדש 0527781234", "0527781234"),
    ("the haircut now costs 150 instead of 120", "150"),
    ("a bouquet is now 220 not 180", "220"),
    ("הספקית של הבדים העלתה מחירים, מטר עכשיו 90 ולא 70", "90"),
    ("dana is no longer allergic to peanuts, only tree nuts", "tree"),
    ("avi doesnt take ritalin anymore", "ritalin"),
    ("נועה כבר לא טבעונית", "טבעונית"),
])
def test_changed_fact_updates_the_note(text: str, word: str) -> None:
    assert word in expect(text, "second-brain", "update").args["text"]


@pytest.mark.parametrize("text", [
    "the meeting is now 5 not 4",
    "dana is no longer coming",
    "הילדים כבר לא אוכלים אותה",
    "avi doesnt eat it anymore",
    "the call is now at 3 not 2",
    "dana moved, can you update her address to herzl 14?",
])
def test_not_a_changed_fact(text: str) -> None:
    not_taken(text, "second-brain", "update")


# --- which supplier or tradesman had something; what someone uses, asked again -------------------------------------


@pytest.mark.parametrize(("text", "word"), [
    ("which supplier had the cheap copper fittings", "copper"),
    ("which plumber fixed the boiler last time", "boiler"),
    ("איזה ספק מכר לנו את הברזים הזולים", "ברזים"),
    ("what color formula does mizrahi use again", "formula"),
    ("what hair dye does dana use", "dye"),
])
def test_own_dealings_are_searched(text: str, word: str) -> None:
    assert word in expect(text, "second-brain", "search").args["query"]


@pytest.mark.parametrize("text", [
    "which store had the biggest sale in 2020",
    "which company had the best ipo ever",
    "what color goes with navy",
])
def test_not_a_search_of_own_dealings(text: str) -> None:
    not_taken(text, "second-brain", "search")


# --- how to cancel or change one of Memo's things, asked in general ------------------------------------------------


@pytest.mark.parametrize("text", [
    "how do i cancel a recurring reminder?",
    "how can i delete a list",
    "how do i remove an item from a list",
    "איך אני מבטלת תזכורת קבועה?",
    "איך מוחקים פריט מרשימה",
    "איך משנים תזכורת חוזרת",
])
def test_how_to_cancel_is_about_memo(text: str) -> None:
    expect(text, "meta", "describe")


@pytest.mark.parametrize("text", [
    "how do i cancel the reminder for tomorrow",
    "איך אני מבטלת את התזכורת של מחר",
    "how do i cancel my gym membership",
    "איך מבטלים מנוי לחדר כושר",
])
def test_not_a_how_to_about_memo(text: str) -> None:
    not_taken(text, "meta")
