"""Calendar and Gmail requests that qualify themselves: an event's time restated with the wrong one taken back
("X is at 1 not 12, fix it"), a new event with an earlier hour ruled out at the end (", not 7 like I said"), and
mail requests of an ordinary week."""

from __future__ import annotations

import pytest

from tests.planning.reading import intent_of, not_taken_as, planned

# ---------------------------------------------------------------- "<event> is at <new> not <old>"


@pytest.mark.parametrize(("text", "summary", "start"), [
    ("the board meeting on thursday is at 3 not 2, fix it", "board meeting", "2026-11-26T15:00:00+02:00"),
    ("dinner with mom on friday is at 8pm, not 7, update the calendar", "dinner with mom", "2026-11-27T20:00:00+02:00"),
    ("the meeting with dana tomorrow is at 4 not 3", "meeting with dana", "2026-11-23T16:00:00+02:00"),
    ("הפגישה עם דנה מחר היא בארבע ולא בשלוש", "פגישה עם דנה", "2026-11-23T16:00:00+02:00"),
    ("ארוחת הצהריים ביום רביעי באחת ולא ב-12, תתקני", "ארוחת הצהריים", "2026-11-25T13:00:00+02:00"),
])
def test_a_restated_time_moves_the_event(text: str, summary: str, start: str) -> None:
    args = planned(text, "calendar", "update")
    assert args["updateFields"]["start"] == start, args
    assert args["searchCriteria"]["summary"] == summary, args


@pytest.mark.parametrize("text", [
    "the kids are at 4 not 3",  # no event named and no calendar to fix
    "the plumber is at 4 not 3",
])
def test_a_restated_time_without_an_event_is_not_a_move(text: str) -> None:
    not_taken_as(text, "calendar", "update")


# ---------------------------------------------------------------- a new event, ", not <hour> like I said"


@pytest.mark.parametrize(("text", "summary", "start"), [
    ("book dinner with Shira on friday at 8pm, not 7 like I said before", "dinner with Shira",
     "2026-11-27T20:00:00+02:00"),
    ("put the dentist on monday at 10, not 9", "dentist", "2026-11-23T10:00:00+02:00"),
    ("תקבע פגישה עם יוסי מחר בעשר ולא באחת עשרה", "פגישה עם יוסי", "2026-11-23T10:00:00+02:00"),
    ("תכניסי ליומן ארוחת ערב עם ההורים ביום חמישי בשמונה, לא בשבע כמו שכתבתי", "ארוחת ערב עם ההורים",
     "2026-11-26T20:00:00+02:00"),
])
def test_a_taken_back_hour_is_neither_a_second_event_nor_the_title(text: str, summary: str, start: str) -> None:
    args = planned(text, "calendar", "create")
    assert args["summary"] == summary, args
    assert args["start"] == start, args


def test_an_hour_said_once_with_not_before_it_is_not_taken_back() -> None:
    intent = intent_of("add a meeting on monday at 10 to the calendar")
    assert intent is not None and intent.action == "create" and intent.args["summary"] == "meeting", intent


# ---------------------------------------------------------------- "what did they write in the last email"


@pytest.mark.parametrize(("text", "query"), [
    ("מה שלחו לי מהבנק בהודעה האחרונה", "from:בנק"),
    ("מה כתבה לי דנה במייל האחרון שלה", "from:דנה"),
    ("what did the school write in their last email", "from:school"),
    ("what did the landlord send in the latest mail", "from:landlord"),
])
def test_the_last_email_of_a_sender_is_read(text: str, query: str) -> None:
    args = planned(text, "gmail", "read")
    assert args["query"] == query, args


def test_what_they_sent_without_the_last_email_is_still_a_search() -> None:
    planned("מה שלחו לי מהבנק אתמול", "gmail", "search")


# ---------------------------------------------------------------- something to eat or drink is no event alone


@pytest.mark.parametrize("text", [
    "תמחקי את הבירה",
    "תמחק את הקפה בעלי אומר שנשאר",
])
def test_a_drink_alone_is_not_an_event_to_delete(text: str) -> None:
    not_taken_as(text, "calendar", "delete")


@pytest.mark.parametrize("text", ["תבטלי את הקפה עם יעל", "cancel coffee with ron", "תבטל את הקפה מחר"])
def test_a_drink_with_someone_or_a_day_is_still_an_event(text: str) -> None:
    planned(text, "calendar", "delete")


# ---------------------------------------------------------------- "book club", "book fair": a noun, not the verb


@pytest.mark.parametrize("text", ["book club at Rina on thursday at 8pm", "book fair with the kids on sunday at 10"])
def test_book_before_a_noun_is_not_the_command(text: str) -> None:
    intent = intent_of(text)
    assert intent is None or intent.action != "create" or intent.args.get("summary", "").startswith("book"), intent


def test_book_as_the_command_still_books() -> None:
    args = planned("book the dentist on monday at 10", "calendar", "create")
    assert args["summary"] == "dentist", args
