"""Calendar and Gmail requests of couples and flatmates ("are we free…", "מה יש לנו…", "תבטלו…") and of people typing
fast between shifts: a question about a moment followed by why it is asked, and the plural Hebrew imperative."""

from __future__ import annotations

import pytest

from tests.planning.reading import intent_of, not_taken_as, planned

# ---------------------------------------------------------------- "am I free …? <why it is asked>"


@pytest.mark.parametrize(("text", "start"), [
    ("am i free thursday at 3? dana wants to do the shopping run", "2026-11-26T15:00:00+02:00"),
    ("are we free monday at 5? my husband wants to do the garage cleanup", "2026-11-23T17:00:00+02:00"),
    ("אני פנויה ביום שני בחמש? דנה רוצה לעשות קניות", "2026-11-23T17:00:00+02:00"),
])
def test_the_reason_after_the_question_does_not_make_it_a_task(text: str, start: str) -> None:
    args = planned(text, "calendar", "checkConflicts")
    assert args["start"] == start, args


@pytest.mark.parametrize("text", [
    "do I have anything to do tomorrow?",
    "am i free to do the dishes? lol",
])
def test_to_do_in_the_question_itself_is_still_not_the_calendar(text: str) -> None:
    not_taken_as(text, "calendar", "checkConflicts")


def test_a_time_only_in_the_reason_is_not_the_moment_asked() -> None:
    intent = intent_of("am i free tomorrow? dana wants to meet at 5")
    assert intent is None or intent.action != "checkConflicts" or "17:00" not in intent.args.get("start", ""), intent


# ---------------------------------------------------------------- "we" and "our": יש לנו, מה יש לנו, תבטלו


@pytest.mark.parametrize(("text", "day"), [
    ("מה יש לנו ביומן מחר", "2026-11-23"),
    ("מה יש לנו ביום חמישי", "2026-11-26"),
    ("יש לנו משהו ביום חמישי?", "2026-11-26"),
])
def test_what_do_we_have(text: str, day: str) -> None:
    args = planned(text, "calendar", "getEvents")
    assert args["timeMin"].startswith(day), args


@pytest.mark.parametrize(("text", "start"), [
    ("יש לנו משהו מחר בערב? רוצים לקבוע עם ההורים", "2026-11-23T18:00:00+02:00"),
    ("יש לנו משהו ביום רביעי בשש?", "2026-11-25T18:00:00+02:00"),
])
def test_have_we_anything_then(text: str, start: str) -> None:
    args = planned(text, "calendar", "checkConflicts")
    assert args["start"] == start, args


def test_what_do_we_have_to_buy_is_not_the_calendar() -> None:
    not_taken_as("מה יש לנו לקנות מחר", "calendar", "getEvents")


@pytest.mark.parametrize(("text", "action"), [
    ("תבטלו את הפגישה עם המורה ביום שלישי", "delete"),
    ("תמחקו את התור לרופא ביום חמישי", "delete"),
    ("תזיזו את הפגישה עם הבנק למחר בחמש", "update"),
    ("תדחו את הארוחה אצל ההורים ליום שישי", "update"),
])
def test_plural_imperatives_change_an_event(text: str, action: str) -> None:
    intent = intent_of(text)
    assert intent is not None and (intent.capability, intent.action) == ("calendar", action), (text, intent)


@pytest.mark.parametrize("text", [
    "תקבעו לנו פגישה עם הבנק ביום שני בעשר",
    "תכניסו ליומן ארוחה אצל ההורים ביום שישי בשמונה בערב",
])
def test_plural_imperatives_book_an_event(text: str) -> None:
    planned(text, "calendar", "create")


# ---------------------------------------------------------------- Gmail: a construct-state sender, an unmarked answer


@pytest.mark.parametrize(("text", "who", "body"), [
    ("תענה לרואה החשבון שאנחנו מאשרים את הדוח", "רואה החשבון", "אנחנו מאשרים את הדוח"),
    ("תעני לוועד הבית שאנחנו בעד השיפוץ", "וועד הבית", "אנחנו בעד השיפוץ"),
])
def test_a_two_word_sender_then_the_answer(text: str, who: str, body: str) -> None:
    args = planned(text, "gmail", "reply")
    assert who in args["query"] and args["body"] == body, args


@pytest.mark.parametrize(("text", "who", "body"), [
    ("reply to the plumber's mail yes come at 5", "plumber", "yes come at 5"),
    ("reply to dana's email sure, see you then", "dana", "sure, see you then"),
    ("reply to noam ok friday works", "noam", "ok friday works"),
])
def test_an_answer_opening_word_starts_the_answer(text: str, who: str, body: str) -> None:
    args = planned(text, "gmail", "reply")
    assert args["query"] == f"from:{who}" and args["body"] == body, args


@pytest.mark.parametrize("text", ["reply to dana no rush", "reply to dana ok", "reply to the landlord's email thanks"])
def test_no_answer_is_made_of_a_word_to_memo(text: str) -> None:
    intent = intent_of(text)
    assert intent is None or intent.action != "reply" or not intent.args.get("body"), intent


@pytest.mark.parametrize(("text", "word"), [
    ("find me the mail from school with the list of books", "books"),
    ("תמצאי לי את המייל מהחוג עם רשימת המשתתפים", "המשתתפים"),
])
def test_a_list_the_mail_holds(text: str, word: str) -> None:
    args = planned(text, "gmail", "search")
    assert word in args["query"], args


@pytest.mark.parametrize("text", ["find the list from the email", "תמצאי לי את רשימת הקניות"])
def test_a_list_named_first_is_not_a_mail_search(text: str) -> None:
    not_taken_as(text, "gmail", "search")


# ---------------------------------------------------------------- "<who comes> moved …, fix the calendar"


@pytest.mark.parametrize(("text", "summary", "start"), [
    ("the electrician on monday moved to 4, update the calendar", "electrician", "2026-11-23T16:00:00+02:00"),
    ("the handyman tomorrow moved from 10 to 12, pls fix the calendar", "handyman", "2026-11-23T12:00:00+02:00"),
    ("הטכנאי ביום שלישי עבר לארבע, תתקני את היומן", "הטכנאי", "2026-11-24T16:00:00+02:00"),
])
def test_a_reported_move_with_the_calendar_to_fix(text: str, summary: str, start: str) -> None:
    args = planned(text, "calendar", "update")
    assert args["searchCriteria"]["summary"] == summary and args["updateFields"]["start"] == start, args


@pytest.mark.parametrize("text", [
    "the plumber tomorrow moved from 2 to 5",
    "the plumber tomorrow moved from 2 to 5, fix the reminder",
])
def test_without_the_calendar_named_who_comes_is_no_event(text: str) -> None:
    not_taken_as(text, "calendar", "update")


# ---------------------------------------------------------------- a team's briefing, "… recurring pls"


@pytest.mark.parametrize(("text", "summary", "days"), [
    ("team briefing every mon and thu 07:15 recurring", "team briefing", ["Monday", "Thursday"]),
    ("yoga every tuesday at 18:00 recurring please", "yoga", ["Tuesday"]),
    ("safety briefing every sunday at 7:00", "safety briefing", ["Sunday"]),
])
def test_a_recurring_event_with_the_word_recurring_after_it(text: str, summary: str, days: list[str]) -> None:
    args = planned(text, "calendar", "createRecurring")
    assert args["summary"] == summary and args["days"] == days, args


def test_my_briefing_is_not_a_team_event() -> None:
    not_taken_as("move my briefing to 8", "calendar", "update")


# ---------------------------------------------------------------- shifts typed day after day with no commas


@pytest.mark.parametrize(("text", "starts"), [
    ("add my shifts to the calendar tue 15-23 thu 15-23", ["2026-11-24T15:00:00+02:00", "2026-11-26T15:00:00+02:00"]),
    ("put my shifts in the cal sun 07:00-15:00 tue 07:00-15:00",
     ["2026-11-29T07:00:00+02:00", "2026-11-24T07:00:00+02:00"]),
])
def test_each_day_after_an_hour_starts_a_shift(text: str, starts: list[str]) -> None:
    args = planned(text, "calendar", "createMultiple")
    assert sorted(e["start"] for e in args["events"]) == sorted(starts), args


def test_hebrew_bare_day_names_are_not_cut() -> None:
    intent = intent_of("תכניסי ליומן משמרות שני 7-15 רביעי 7-15")
    assert intent is None or intent.action != "createMultiple" or intent.missing, intent
