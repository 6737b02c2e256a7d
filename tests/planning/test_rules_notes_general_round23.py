"""Notes, small talk and questions about Memo in everyday traffic (rules/notes*.py, general*.py, meta*.py).

Each table holds sentences of one shape; the near misses after it must not be taken that way.
"""

from __future__ import annotations

import pytest

from tests.planning.reading import expect, intent_of, not_taken

# --- what Memo can do, with a softening adverb between subject and verb ---------------------------------------


@pytest.mark.parametrize("text", [
    "what can you really do besides lists",
    "what do u actually do",
    "what else can you possibly do for me",
    "מה את בעצם יודעת לעשות חוץ מתזכורות",
    "מה אתה באמת יכול לעשות",
])
def test_capabilities_with_an_adverb(text: str) -> None:
    expect(text, "meta", "describe")


@pytest.mark.parametrize("text", [
    "what reminders do i have besides the dentist",
    "what can you actually do about the leak in the kitchen, remind me to call the plumber",
])
def test_not_a_capabilities_question(text: str) -> None:
    intent = intent_of(text)
    assert intent is None or intent.decided_by != "grammar meta.describe", (text, intent)


# --- what a medical specialist said ------------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "word"), [
    ("מה הקרדיולוגית אמרה על הבדיקה", "בדיקה"),
    ("מה אמר הנוירולוג על הכאבי ראש", "ראש"),
    ("what did the cardiologist say about the echo", "echo"),
    ("what did the dermatologist recommend for the rash", "rash"),
])
def test_what_a_specialist_said_is_searched(text: str, word: str) -> None:
    assert word in expect(text, "second-brain", "search").args["query"]


# --- what size someone wears, asked as "is X in" or as what they said -------------------------------------------


@pytest.mark.parametrize(("text", "word"), [
    ("what shoe size is maya in these days", "shoe"),
    ("what jeans size is omer in now", "jeans"),
    ("which shoe size did dana say she wears", "shoe"),
    ("what diaper size did yael say he needs", "diaper"),
    ("איזו מידה דנה אמרה שהיא לובשת", "מידה"),
])
def test_size_worn_is_searched(text: str, word: str) -> None:
    assert word in expect(text, "second-brain", "search").args["query"]


@pytest.mark.parametrize("text", [
    "what shoe size is best for running",
    "which shoe size did he say he wears",
])
def test_size_question_without_someone_named(text: str) -> None:
    not_taken(text, "second-brain", "search")


# --- a kept value corrected, with the old value it replaces ------------------------------------------------------


@pytest.mark.parametrize(("text", "new", "old"), [
    ("תעדכני את הסיסמה של הוויפי ל-abc123 ולא abc321", "abc123", "abc321"),
    ("תתקן את הקוד של השער ל5590 ולא 5509 כמו שכתבתי", "5590", "5509"),
    ("fix the gate code to 8842 not 8824 like i wrote", "8842", "8824"),
    ("change dana's number to 0521234567 instead of 0521234576", "0521234567", "0521234576"),
])
def test_corrected_value_updates_the_note(text: str, new: str, old: str) -> None:
    args = expect(text, "second-brain", "update").args
    assert new in args["text"] and old not in args["text"]


@pytest.mark.parametrize("text", [
    "תתקני את הקוד של השער ל4471 ולא לשכוח לשלוח לדנה",
    "change the gate code to 4471 not 5pm",
])
def test_not_an_old_value(text: str) -> None:
    not_taken(text, "second-brain", "update")


# --- thanks for what saved the day -------------------------------------------------------------------------------


@pytest.mark.parametrize("text", [
    "thx that reminder totally saved me this morning",
    "thanks the heads up really saved us",
    "התזכורת ממש הצילה אותי היום תודה",
    "תודה זה הציל לי את הבוקר",
])
def test_thanks_for_what_saved_the_day(text: str) -> None:
    expect(text, "general", "respond")


@pytest.mark.parametrize("text", [
    "that reminder saved me, can you set it again for tomorrow",
    "the list saved me, add milk",
])
def test_thanks_with_a_request_is_not_small_talk(text: str) -> None:
    not_taken(text, "general")


# --- a story said to be only venting -----------------------------------------------------------------------------


@pytest.mark.parametrize("text", [
    "the dentist moved me to 4pm again and i lost half a day of work, sorry for the rant",
    "just venting: my landlord raised the rent by 500 and the heater broke again",
    "אוף איזה יום, הילד הקיא בלילה והבוס קבע לי שיחה בשש. סתם פורקת",
    "הגן נסגר בעשר והבוס לא הסכים שאצא מוקדם. רק רציתי לפרוק",
])
def test_venting_is_small_talk(text: str) -> None:
    expect(text, "general", "respond")


@pytest.mark.parametrize("text", [
    "boss moved the meeting to 5pm, remind me at 4. just venting",
    "הבוס הזיז את הפגישה לחמש, תזכירי לי בארבע. סתם פורקת",
    "meeting moved to 6pm can you update it? just venting",
])
def test_venting_with_a_request_is_not_small_talk(text: str) -> None:
    not_taken(text, "general")


# --- "also" before a request to keep a fact ----------------------------------------------------------------------


@pytest.mark.parametrize(("text", "word"), [
    ("וגם תרשמי שהקוד של הלוקר הוא 3390", "3390"),
    ("ועוד דבר, תזכרי שדנה אלרגית לבוטנים", "בוטנים"),
    ("and also save that the locker code is 3390", "3390"),
])
def test_also_before_a_fact_to_keep(text: str, word: str) -> None:
    assert word in expect(text, "second-brain", "store").args["text"]


def test_also_before_a_reminder_is_not_a_note() -> None:
    not_taken("וגם תזכירי לי מחר בשמונה להתקשר לדנה", "second-brain")
