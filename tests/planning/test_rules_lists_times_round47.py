"""List items and day times in a few shapes people write.

Shapes covered: a comma list whose other items are several words keeps a run of known things whole ("cables, phone
stand, mint ginger tea"), while a run among one-word items is still split (lists_words.py); a count inside a
Hebrew run of words starts an item of its own ("מגבת גדולה 4 כריות"), never a size or a trailing amount; a list
named by a noun of a verb and "in" ("the check in list"); "תזכורת לשבת בבוקר" as a reminder for Saturday, never
"to sit"; "since yesterday evening" / "מאתמול בערב" is the past, never this evening's hour; two bare hours right
after a day ("thursday 3 to 5") are that day's span.
"""

from __future__ import annotations

import pytest

from memo.planning.rules.lists_words import split_items
from memo.planning.timeexpr import parse_time_expression
from tests.planning.reading import NOW, intent_of, local, not_acted, reads_as


@pytest.mark.parametrize("raw, items", [
    ("cables, phone stand, reading glasses, mint ginger tea",
     ["cables", "phone stand", "reading glasses", "mint ginger tea"]),
    ("sunscreen, beach towels, snorkel mask, chips salsa guacamole",
     ["sunscreen", "beach towels", "snorkel mask", "chips salsa guacamole"]),
    ("מטען נייד, שמן זית, חלב קמח סוכר", ["מטען נייד", "שמן זית", "חלב קמח סוכר"]),
    # near misses: a run among one-word items, beside a single item of several words, or before a Hebrew "ו" item
    ("pasta rice flour, olive oil", ["pasta", "rice", "flour", "olive oil"]),
    ("flashlight, batteries, milk flour sugar", ["flashlight", "batteries", "milk", "flour", "sugar"]),
    ("חלב קמח סוכר, ושוקולד", ["חלב", "קמח", "סוכר", "שוקולד"]),
])
def test_comma_items_of_several_words(raw: str, items: list[str]) -> None:
    assert split_items(raw) == items


@pytest.mark.parametrize("raw, items", [
    ("מגבת גדולה 4 כריות ושמיכה", ["מגבת גדולה", "4 כריות", "שמיכה"]),
    ("מברשת שיניים 3 סבונים", ["מברשת שיניים", "3 סבונים"]),
    ("מנורת לילה 2 מדפים ושטיח", ["מנורת לילה", "2 מדפים", "שטיח"]),
    # near misses: a trailing amount, a measure, a count first in line
    ("ביצים 12 יחידות", ["ביצים 12 יחידות"]),
    ("חלב 2 ביצים 12", ["חלב 2 ביצים 12"]),
    ("2 חלב 12 ביצים", ["2 חלב", "12 ביצים"]),
])
def test_count_inside_hebrew_run(raw: str, items: list[str]) -> None:
    assert split_items(raw) == items


def test_hebrew_count_inside_run_on_named_list() -> None:
    intent = reads_as("תוסיף לרשימת ציוד לדירה כיסא נוח 3 מגבות ומראה", "database", "addItem")
    assert intent.args["listName"] == "ציוד לדירה"
    assert intent.args["items"] == ["כיסא נוח", "3 מגבות", "מראה"]


@pytest.mark.parametrize("text, name", [
    ("add to the check in list: passports, boarding passes, snacks", "check in"),
    ("add to my move-in list: spare keys, light bulbs", "move-in"),
])
def test_list_named_by_verb_and_in(text: str, name: str) -> None:
    intent = reads_as(text, "database", "addItem")
    assert intent.args["listName"] == name


def test_list_without_article_still_read() -> None:
    intent = reads_as("put yogurt in list", "database", "addItem")
    assert intent.args["items"] == ["yogurt"]


@pytest.mark.parametrize("text, due, words", [
    ("תזכורת לשבת בבוקר לקחת את הגיטרה לכוון", "2026-11-28T09:00", "הגיטרה"),
    ("תזכורת לשני בערב להתקשר לדודה", "2026-11-23T19:00", "לדודה"),
])
def test_reminder_for_a_day(text: str, due: str, words: str) -> None:
    intent = reads_as(text, "database", "create")
    assert local(intent.args["dueDate"]).startswith(due)
    assert words in intent.args["text"] and not intent.args["text"].startswith(("לשבת", "לשני"))


def test_to_sit_is_no_saturday() -> None:
    intent = intent_of("תזכיר לי לשבת בבוקר עם נועה על התקציב")
    assert intent is None or "2026-11-28" not in str(intent.args.get("dueDate"))


@pytest.mark.parametrize("text", [
    "תזכיר לי לבדוק את המזגן שלא עובד מאתמול בערב",
    "remind me to check the heater that has been off since yesterday evening",
])
def test_since_yesterday_is_past(text: str) -> None:
    intent = intent_of(text)
    assert intent is None or "2026-11-22T19" not in str(intent.args.get("dueDate"))
    not_acted(text)


def test_evening_alone_is_still_this_evening() -> None:
    intent = reads_as("תזכיר לי בערב לבדוק את המזגן", "database", "create")
    assert local(intent.args["dueDate"]).startswith("2026-11-22T19:00")


@pytest.mark.parametrize("text, start, end", [
    ("thursday 3 to 5 gym", "2026-11-26 15:00", "2026-11-26 17:00"),
    ("tuesday 10 to 12 deep work", "2026-11-24 10:00", "2026-11-24 12:00"),
    ("ביום רביעי 4 עד 6 חוג", "2026-11-25 16:00", "2026-11-25 18:00"),
])
def test_span_after_a_day(text: str, start: str, end: str) -> None:
    tm = parse_time_expression(text, NOW)
    assert tm is not None and tm.when is not None and tm.end is not None
    assert (tm.when.strftime("%Y-%m-%d %H:%M"), tm.end.strftime("%Y-%m-%d %H:%M")) == (start, end)


def test_span_after_a_day_leaves_the_words() -> None:
    intent = reads_as("remind me wednesday 3 to 5 block for reading", "database", "create")
    assert intent.args["text"] == "block for reading"


@pytest.mark.parametrize("text", ["buy 2 to 4 bags of ice", "we need 3 to 5 chairs"])
def test_counts_without_a_day_are_no_span(text: str) -> None:
    tm = parse_time_expression(text, NOW)
    assert tm is None or tm.when is None
