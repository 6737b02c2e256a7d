"""Life around other people, round 38b, the notes and Memo itself: someone's size asked with the garment last ("what
size does my wife wear in jeans again"), a price raised with an English price word or its unit before the sum
("המטפלת העלתה את ה-rate לשעה ל-55, update pls"), a relative who switched a doctor or another provider and the new one
named ("אבא החליף רופא משפחה, עכשיו זה ד"ר כהן, תעדכני"), and whether someone else can use Memo ("can my husband use
you too on his own number?"). Near misses keep their reading: people in general, no sum, no new name, a day instead
of a name, and something other than Memo to use.

The clock is Sunday 22 November 2026, 09:00 in Asia/Jerusalem.
"""

from __future__ import annotations

import pytest

from tests.planning.reading import not_acted, not_read_as, reads_as


# -- someone's size, the garment last --------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "words"), [
    ("what size does my wife wear in jeans again", ("wife", "jeans")),
    ("what size is my wife in jeans again?", ("wife", "jeans")),
    ("what size does omer wear in shoes?", ("omer", "shoes")),
    ("which size does my husband take in shirts again", ("husband", "shirts")),
    ("what size does my little brother wear in sneakers now?", ("brother", "sneakers")),
    ("What size does my son wear in pants", ("son", "pants")),
])
def test_size_worn_in_is_a_note_search(text: str, words: tuple[str, ...]) -> None:
    query = reads_as(text, "second-brain", "search").args["query"]
    assert all(w in query for w in words), query


@pytest.mark.parametrize("text", [
    "what size do runners wear in shoes",
    "what size does everyone wear in jeans",
    "what size is it in jeans",
])
def test_size_in_general_is_not_a_note_search(text: str) -> None:
    not_read_as(text, "second-brain")


# -- a price raised, English price word or unit first ----------------------------------------------------------
@pytest.mark.parametrize(("text", "value"), [
    ("המטפלת העלתה את ה-rate לשעה ל-55, update pls", "55"),
    ("הבייביסיטר העלתה את ה-Rate ל-60, תעדכני", "60"),
    ("המנקה העלתה את המחיר לשעה ל-70, תעדכן", "70"),
    ("הגנן העלה את התעריף השעתי ל-120", "120"),
    ("המטפלת העלתה את ה rate לשעה ל 55 update", "55"),
])
def test_price_raised_is_a_note_update(text: str, value: str) -> None:
    assert value in reads_as(text, "second-brain", "update").args["text"]


def test_a_raise_without_a_price_is_not_an_update() -> None:
    not_read_as("המורה העלתה את הרף ל-90", "second-brain")


# -- a relative switched a provider ----------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "new", "who"), [
    ('אבא החליף רופא משפחה, עכשיו זה ד"ר כהן, תעדכני', "כהן", "אבא"),
    ('אמא עברה לרופאת משפחה חדשה, עכשיו זו ד"ר לוי', "לוי", "אמא"),
    ('הבן שלי החליף רופא שיניים - עכשיו זה ד"ר מור, תעדכן', "מור", "הבן"),
    ("my dad switched dentists, it's dr cohen now, update it", "cohen", "dad"),
    ("My wife changed her gynecologist - the new one is Dr. Stern", "Stern", "wife"),
    ("Dana switched pediatricians, now it's dr gal", "gal", "Dana"),
    ("my husband switched his barber, it's yossi now, not avi", "yossi", "husband"),
])
def test_someone_switched_is_a_note_update(text: str, new: str, who: str) -> None:
    args = reads_as(text, "second-brain", "update").args
    assert new in args["text"] and who in args["query"], args


@pytest.mark.parametrize("text", [
    "אבא החליף רופא",
    "אבא החליף את הנורה בסלון",
    "my dad switched doctors",
    "אבא החליף רופא משפחה, עכשיו זה ביום שני",
    "my mom changed her hairdresser, it's at 5 now",
])
def test_switch_without_a_new_name_is_not_acted(text: str) -> None:
    not_read_as(text, "second-brain")


def test_own_switch_keeps_its_reading() -> None:
    assert "gal" in reads_as("We switched dentists, it's dr gal now", "second-brain", "update").args["text"]


# -- whether someone else can use Memo -------------------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "can my husband use you too on his own number?",
    "can my wife sign up for memo as well?",
    "could my mom and dad use u too?",
    "can my son get his own memo?",
    "can someone else use you from a different phone?",
    "גם בעלי יכול להשתמש בך מהמספר שלו?",
    "אפשר שגם אשתי תשתמש בך?",
    "האם אמא שלי יכולה להשתמש בך גם?",
])
def test_others_using_memo_is_meta(text: str) -> None:
    reads_as(text, "meta", "describe")


@pytest.mark.parametrize("text", [
    "can my husband use the car tomorrow?",
    "בעלי יכול להשתמש ברכב מחר?",
    "remind my husband to use the coupon",
])
def test_other_things_to_use_are_not_meta(text: str) -> None:
    not_read_as(text, "meta")


def test_a_bare_switch_is_not_acted() -> None:
    not_acted("אבא החליף רופא")
