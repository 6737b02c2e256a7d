"""Mail, lists and chat shapes: whether Memo reads mail, asked as such (meta_reach.py); time words that say which
thing, not when (task_from_when.py); when things usually happen to a kind of being (general_when_usually.py); the
night's sleep told in passing (general_slept.py); a role of a few words answering (gmail_replied.py); an answer
right after the mail it answers (gmail_terse.py); a quoted list name and its items (lists_quoted_name.py); "wich"
(typos.py).
"""

from __future__ import annotations

import pytest

from tests.planning.reading import not_acted, not_read_as, plan, reads_as


@pytest.mark.parametrize("text", [
    "can you read my emails?",
    "can u actually read my gmail?",
    "do you read my inbox?",
    "את יכולה לקרוא את המיילים שלי?",
    "את יכולה לקרוא מיילים?",
])
def test_whether_memo_reads_mail_is_about_memo(text: str) -> None:
    reads_as(text, "meta", "describe")


@pytest.mark.parametrize("text", [
    "can you read me my latest email",
    "read my emails",
    "can you check my emails?",
    "can you read my email from dana?",
    "could you read my emails?",
])
def test_asking_for_the_mail_stays_gmail(text: str) -> None:
    intent = plan(text)
    assert intent is not None and intent.capability == "gmail", (text, intent and intent.decided_by)


@pytest.mark.parametrize("text", [
    "send grandpa the kids' pics from this morning",
    "forward dana the notes from earlier today",
    "שלחי לסבתא את התמונות של הילדים מהבוקר",
])
def test_time_that_names_the_thing_is_no_due_time(text: str) -> None:
    not_acted(text)


@pytest.mark.parametrize("text, day", [
    ("send grandpa the kids' pics tomorrow", "2026-11-23"),
    ("call the plumber this morning", "2026-11-22"),
])
def test_a_due_time_still_sets_a_reminder(text: str, day: str) -> None:
    intent = reads_as(text, "database", "create")
    assert str(intent.args["dueDate"]).startswith(day)


@pytest.mark.parametrize("text", [
    "when do toddlers usually start talking",
    "at what age do kids lose their first tooth?",
    "when do puppies stop teething",
    "מתי תינוקות מתחילים בדרך כלל לזחול",
    "באיזה גיל ילדים מתחילים לקרוא",
])
def test_when_things_usually_happen_is_a_question_of_the_world(text: str) -> None:
    reads_as(text, "general", "respond")


@pytest.mark.parametrize("text", [
    "when do my kids start school",
    "when does the baby usually nap",
    "when do kids finish school tomorrow",
])
def test_own_people_or_a_day_are_not_the_world(text: str) -> None:
    not_read_as(text, "general")


@pytest.mark.parametrize("text", [
    "בוקר טוב, ישנתי רק שלוש שעות הלילה 😩 מקווה שהלילה יהיה יותר טוב",
    "ישנתי שעתיים הלילה",
    "good morning, slept like 3 hours lol hopefully tonight is better",
    "i only slept 4 hours last night ugh",
])
def test_a_short_night_is_small_talk(text: str) -> None:
    reads_as(text, "general", "respond")


def test_a_request_after_the_night_is_still_read() -> None:
    intent = reads_as("slept 3 hours, remind me to nap at 3", "database", "create")
    assert "nap" in intent.args["text"]


@pytest.mark.parametrize("text, who", [
    ("did the sleep consultant answer my email", "sleep consultant"),
    ("has my real estate agent replied yet?", "real estate agent"),
    ("has the landlord answered my mail yet", "landlord"),
    ("did noa answer my email", "noa"),
])
def test_whether_a_role_answered_is_a_search(text: str, who: str) -> None:
    intent = reads_as(text, "gmail", "search")
    assert who in intent.args["query"]


def test_a_verb_is_no_part_of_who_answered() -> None:
    intent = plan("did i forget to reply")
    assert intent is None or intent.capability != "gmail"


@pytest.mark.parametrize("text, query, body", [
    ("reply to the kindergarten email yes we'll be there at 8", "kindergarten", "yes we'll be there at 8"),
    ("answer the plumber email ok thursday works", "plumber", "ok thursday works"),
    ("respond to that insurance email sure, please renew", "insurance", "sure, please renew"),
])
def test_an_answer_right_after_the_mail(text: str, query: str, body: str) -> None:
    intent = plan(text)
    assert intent is not None and intent.args.get("operation") == "reply", (text, intent and intent.decided_by)
    assert query in intent.args["query"] and intent.args["body"] == body


@pytest.mark.parametrize("text", ["reply to the kindergarten email no rush", "reply to the kindergarten email yes"])
def test_no_answer_said_is_asked(text: str) -> None:
    intent = plan(text)
    assert intent is None or not intent.args.get("body"), (text, intent.args)


@pytest.mark.parametrize("text, name, items", [
    ("תפתחי רשימה חדשה 'ציוד לים' מגבת, קרם הגנה, כובע", "ציוד לים", ["מגבת", "קרם הגנה", "כובע"]),
    ('תפתחי רשימה חדשה "קניות לחג" חלה, יין, נרות', "קניות לחג", ["חלה", "יין", "נרות"]),
    ("create a new list 'beach bag' towels, sunscreen, hats", "beach bag", ["towels", "sunscreen", "hats"]),
    ('make a list called "camping" tent, sleeping bags, lamp', "camping", ["tent", "sleeping bags", "lamp"]),
    ("תפתחי רשימה חדשה 'ציוד לים': מגבת, כובע", "ציוד לים", ["מגבת", "כובע"]),
])
def test_a_quoted_name_ends_where_its_quote_does(text: str, name: str, items: list[str]) -> None:
    intent = reads_as(text, "database", "create")
    assert intent.args["listName"] == name and intent.args["items"] == items


def test_a_quoted_name_alone_has_no_items() -> None:
    intent = reads_as("תפתחי רשימה חדשה 'ציוד לים'", "database", "create")
    assert intent.args["listName"] == "ציוד לים" and intent.args["items"] == []


@pytest.mark.parametrize("text", ["wich lists have i got", "whcih lists do i have"])
def test_which_mistyped(text: str) -> None:
    reads_as(text, "database", "getAll")
