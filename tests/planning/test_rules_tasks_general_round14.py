"""Reminders for a day planned in a hurry, each errand after its own bare hour ("tmrw remind me 9 call insurance 1
lunch w dana 6 gym"); a bare number that may be a second errand's hour is asked about; a first of a lifetime told
("סיימתי מרתון ראשון בחיים!!!") is news, not a task done; "quick q" and who holds an office are questions."""

from __future__ import annotations

import pytest

from tests.planning.reading import acted, local, plan, planned

# ---------------------------------------------------------------- each errand after its own bare hour


@pytest.mark.parametrize(("text", "expected"), [
    ("tmrw remind me 9 call insurance 1 lunch w dana 6 gym",
     [("call insurance", "2026-11-23T09:00"), ("lunch w dana", "2026-11-23T13:00"), ("gym", "2026-11-23T18:00")]),
    ("remind me tomorrow 8 drop the car 12 pay the plumber 5 pick up noa",
     [("drop the car", "2026-11-23T08:00"), ("pay the plumber", "2026-11-23T12:00"),
      ("pick up noa", "2026-11-23T17:00")]),
    ("תזכירי לי מחר 8 להתקשר לבנק 12 לשלם ארנונה 5 לאסוף את נועה",
     [("להתקשר לבנק", "2026-11-23T08:00"), ("לשלם ארנונה", "2026-11-23T12:00"),
      ("לאסוף את נועה", "2026-11-23T17:00")]),
])
def test_a_day_of_errands_each_after_its_hour_is_one_reminder_each(text: str, expected: list) -> None:
    tasks = planned(text, "database", "createMultiple")["tasks"]
    assert [(t["text"], local(t["dueDate"])) for t in tasks] == expected


@pytest.mark.parametrize("text", [
    "remind me tomorrow at 9 to pay arnona 12 call the bank",  # "12" may be the bank's hour
    "remind me tomorrow 6 gym 1 lunch 9 call mom",  # hours out of the day's order: which is which?
    "remind me tomorrow 9 call insurance 1 lunch w dana 6 buy 3 eggs",  # a grocery count among the hours
])
def test_bare_numbers_that_may_be_hours_are_asked_about(text: str) -> None:
    intent = plan(text)
    assert intent is not None and not acted(intent), (text, intent)


@pytest.mark.parametrize(("text", "words"), [
    ("remind me to buy 2 cartons of milk tomorrow at 9", "buy 2 cartons of milk"),
    ("remind me tomorrow at 9 to book a table for 4 people", "book a table for 4 people"),
    ("remind me tomorrow at 9 to read chapter 3 about the war", "read chapter 3 about the war"),
    ("remind me tomorrow at 9 to call room 12 about the leak", "call room 12 about the leak"),
    ("תזכיר לי מחר ב-9 להתקשר לדירה 4 בקשר לנזילה", "להתקשר לדירה 4 בקשר לנזילה"),
])
def test_a_count_inside_one_errand_is_still_one_reminder(text: str, words: str) -> None:
    assert planned(text, "database", "create")["text"] == words


# ---------------------------------------------------------------- a first of a lifetime, told


@pytest.mark.parametrize("text", [
    "סיימתי היום מרתון ראשון בחיים!!!",
    "ran my first ever half marathon today",
    "finished my first ever marathon",
    "first time in my life i baked bread",
    "אפיתי לחם לראשונה בחיים",
])
def test_a_first_in_life_is_news_to_share(text: str) -> None:
    intent = plan(text)
    assert intent is not None and (intent.capability, intent.action) == ("general", "respond"), (text, intent)
    assert intent.args["kind"] == "small_talk"
    assert acted(intent)


@pytest.mark.parametrize(("text", "action"), [
    ("remind me to finish my first ever marathon plan tomorrow at 9", "create"),
    ("i finished the report", "complete"),
])
def test_a_request_or_a_plain_task_done_is_not_news(text: str, action: str) -> None:
    intent = plan(text)
    assert intent is not None and (intent.capability, intent.action) == ("database", action), (text, intent)


# ---------------------------------------------------------------- questions of the world


@pytest.mark.parametrize("text", [
    "quick q whats the capital of peru",
    "random q how far is the moon",
    "whos the pm of canada rn",
    "who's the current president of france",
    "מי ראש הממשלה של קנדה",
])
def test_questions_of_the_world(text: str) -> None:
    intent = plan(text)
    assert intent is not None and (intent.capability, intent.action) == ("general", "respond"), (text, intent)
    assert intent.args["kind"] == "question"


@pytest.mark.parametrize("text", ["who's the plumber we used last year", "מי האינסטלטור שהיה אצלנו"])
def test_whom_the_user_dealt_with_is_not_a_question_of_the_world(text: str) -> None:
    intent = plan(text)
    assert intent is None or intent.args.get("kind") != "question", (text, intent)


def test_numbered_sentences_are_not_hours() -> None:
    prose = " ".join(f"step {i} check the pipes again." for i in range(1, 12))
    args = planned(f"remind me tomorrow at 9 to {prose}", "database", "create")
    assert args["text"].startswith("step 1 check the pipes again.")
