"""Very short messages read as meant: a sum the user paid asked with "the" ("how much was the deposit"), a day's
errands each after its hour in a comma-cut run ("9 bank, 1 lunch w dad, 5 gym"), and "that note" with nothing
said about which."""

from __future__ import annotations

import pytest

from tests.planning.reading import acted, local, plan, planned


@pytest.mark.parametrize(("text", "query"), [
    ("how much was the deposit", "deposit"),
    ("what were the fees", "fees"),
    ("how much was the taxi", "taxi"),
    ("כמה היה הפיקדון", "הפיקדון"),
])
def test_a_sum_the_user_paid_is_looked_up_in_the_notes(text: str, query: str) -> None:
    assert planned(text, "second-brain", "search")["query"] == query


@pytest.mark.parametrize("text", ["how much was the first iphone", "how much is a flight to london"])
def test_a_price_in_general_stays_a_general_question(text: str) -> None:
    intent = plan(text)
    assert intent is not None and intent.capability == "general", (text, intent)


@pytest.mark.parametrize(("text", "errands"), [
    ("remind me tmrw: 9 bank, 1 lunch w dad, 5 gym",
     [("bank", "2026-11-23T09:00"), ("lunch w dad", "2026-11-23T13:00"), ("gym", "2026-11-23T17:00")]),
    ("מחר תזכירי לי: 9 בנק, 1 ארוחה עם אבא, 5 חדר כושר",
     [("בנק", "2026-11-23T09:00"), ("ארוחה עם אבא", "2026-11-23T13:00"), ("חדר כושר", "2026-11-23T17:00")]),
    ("מחר תזכירי לי ב9 בנק, ב1 ארוחה עם אבא, ב5 חדר כושר",
     [("בנק", "2026-11-23T09:00"), ("ארוחה עם אבא", "2026-11-23T13:00"), ("חדר כושר", "2026-11-23T17:00")]),
])
def test_a_days_errands_each_after_its_hour(text: str, errands: list[tuple[str, str]]) -> None:
    tasks = planned(text, "database", "createMultiple")["tasks"]
    assert [(t["text"], local(t["dueDate"])) for t in tasks] == errands


@pytest.mark.parametrize("text", ["remind me: 2 chapters, 3 exercises, 5 pages",
                                  "תזכירי לי: 2 שיעורים, 3 תרגילים, 5 דפים"])
def test_counts_cut_by_commas_are_not_hours(text: str) -> None:
    intent = plan(text)
    assert intent is None or intent.action != "createMultiple" or not acted(intent), (text, intent)


@pytest.mark.parametrize("text", ["תמחקי את הפתק ההוא", "מחק את הפתק הזה", "delete that note"])
def test_that_note_with_nothing_said_about_which_is_asked(text: str) -> None:
    intent = plan(text)
    assert intent is not None and intent.capability == "second-brain" and intent.missing == ["query"], (text, intent)


def test_a_note_named_by_its_topic_is_still_deleted_after_approval() -> None:
    args = planned("מחקי את הפתק על הוועד", "second-brain", "delete")
    assert args["query"] == "הוועד"
