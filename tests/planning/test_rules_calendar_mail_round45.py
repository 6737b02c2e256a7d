"""Calendar and mail shapes: a day number before the hours it spans ("ב28 מ3 עד 6"); an event named by its weekday
("ארוחת שישי", calendar_meal_day.py); an English event word after a detached Hebrew article ("את ה viewing");
"did we get an email"; bare days told with "make it a recurring event"; a caterer's tastings as an event; an
errand "from the bakery" inside a list of events; "what dinners do I have"; "can I ...? check if I have anything"
(calendar_can_i.py).
"""

from __future__ import annotations

import pytest

from memo.planning.timeexpr import parse_time_expression
from tests.planning.reading import NOW, local, not_acted, not_read_as, not_taken_as, reads_as


@pytest.mark.parametrize("text, start, end", [
    ("ב28 מ3 עד 6", "2026-11-28T15:00", "2026-11-28T18:00"),
    ("ב-30 מ14:00 עד 16:00", "2026-11-30T14:00", "2026-11-30T16:00"),
    ("ב26 בין 4 ל6", "2026-11-26T16:00", "2026-11-26T18:00"),
    ("on the 27 from 10 to 12", "2026-11-27T10:00", "2026-11-27T12:00"),
])
def test_day_number_before_the_hours_it_spans(text: str, start: str, end: str) -> None:
    tm = parse_time_expression(text, NOW)
    assert tm is not None and tm.when is not None and tm.end is not None
    assert (tm.when.strftime("%Y-%m-%dT%H:%M"), tm.end.strftime("%Y-%m-%dT%H:%M")) == (start, end)


@pytest.mark.parametrize("text, start, end, name", [
    ("תחסום לי ביומן ב28 מ3 עד 6 ניקיון יסודי עם רוני", "2026-11-28T15:00", "2026-11-28T18:00", "ניקיון יסודי"),
    ("block the calendar on the 30 from 9 to 11 movers", "2026-11-30T09:00", "2026-11-30T11:00", "movers"),
])
def test_event_on_a_day_number_with_its_hours(text: str, start: str, end: str, name: str) -> None:
    intent = reads_as(text, "calendar", "create")
    assert local(intent.args["start"]) == start and local(intent.args["end"]) == end
    assert name in intent.args["summary"] and "28" not in intent.args["summary"]


def test_hours_alone_stay_today() -> None:
    intent = reads_as("תחסמי ביומן מ3 עד 6 ניקיון", "calendar", "create")
    assert local(intent.args["start"]) == "2026-11-22T15:00"


@pytest.mark.parametrize("text, start", [
    ("תעבירי את ארוחת שישי אצל סבתא ל19:30", "2026-11-27T19:30"),
    ("תזיז את ארוחת ערב שישי אצל ההורים לשמונה וחצי", "2026-11-27T20:30"),
])
def test_event_named_by_its_weekday_moves_on_that_day(text: str, start: str) -> None:
    intent = reads_as(text, "calendar", "update")
    assert local(intent.args["start"]) == start
    assert "שישי" in intent.args["searchCriteria"]["summary"]


def test_event_named_by_its_weekday_is_found_on_that_day() -> None:
    intent = reads_as("תבטלי את ארוחת שישי אצל דודה רותי", "calendar", "delete")
    assert local(intent.args["searchCriteria"]["timeMin"]) == "2026-11-27T00:00"


@pytest.mark.parametrize("text", [
    "תזיזי את ארוחת שבת אצל אמא ל20:00",  # Friday night as often as Saturday
    "תזיזי את ארוחת הערב עם דנה ל20:00",
])
def test_no_weekday_in_the_name_keeps_the_events_day(text: str) -> None:
    intent = reads_as(text, "calendar", "update")
    assert intent.args["updateFields"] == {"startTime": "20:00"}


@pytest.mark.parametrize("text, name", [
    ("תבטלי את ה viewing של הבית ביום שלישי", "viewing של הבית"),
    ("cancel the apartment viewing on tuesday", "apartment viewing"),
    ("תבטל את ה meeting עם יואב ביום שלישי", "meeting עם יואב"),
])
def test_event_word_after_a_detached_article(text: str, name: str) -> None:
    intent = reads_as(text, "calendar", "delete")
    assert intent.args["searchCriteria"]["summary"].endswith(name)
    assert local(intent.args["searchCriteria"]["timeMin"]) == "2026-11-24T00:00"


def test_a_call_with_someone_after_a_detached_article() -> None:
    intent = reads_as("תזיזי את ה call עם נועם ל5:30", "calendar", "update")
    assert "נועם" in intent.args["searchCriteria"]["summary"]


def test_a_task_is_still_a_task() -> None:
    reads_as("תבטלי את המשימה לשלוח את החשבונית", "database", "delete")


@pytest.mark.parametrize("text, word", [
    ("did we get an email from the plumber about the quote?", "quote"),
    ("have we received an email from the school about the trip?", "trip"),
    ("did we get a reply from the accountant?", "accountant"),
])
def test_did_we_get_an_email(text: str, word: str) -> None:
    intent = reads_as(text, "gmail", "search")
    assert word in intent.args["query"]


@pytest.mark.parametrize("text", ["did we get the tickets?", "did we get milk?"])
def test_did_we_get_without_mail_is_no_search(text: str) -> None:
    not_read_as(text, "gmail")


@pytest.mark.parametrize("text, days, name", [
    ("tuesday and friday 7:15 is my turn to drive, make it a recurring event", ["Tuesday", "Friday"], "drive"),
    ("wednesday 17:00 piano lesson, make it a recurring event", ["Wednesday"], "piano lesson"),
    ("ראשון ורביעי ב19:00 תורי לשטוף כלים, תוסיפי ליומן כאירוע קבוע", ["Sunday", "Wednesday"], "לשטוף כלים"),
])
def test_bare_days_told_as_a_series(text: str, days: list[str], name: str) -> None:
    intent = reads_as(text, "calendar", "createRecurring")
    assert sorted(intent.args["days"]) == sorted(days)
    assert name in intent.args["summary"] and not intent.args["summary"].startswith("is ")


def test_one_day_without_repeat_words_stays_one_event() -> None:
    not_taken_as("monday 18:30 is my turn to cook, add it to my calendar", "calendar", "createRecurring")


@pytest.mark.parametrize("text, name, start", [
    ("טעימות אצל הקונדיטורית ביום שלישי מ10 עד 11:30", "טעימות", "2026-11-24T10:00"),
    ("טעימת תפריט באולם ביום שני מ-18 עד 19:30", "טעימת תפריט", "2026-11-23T18:00"),
])
def test_tastings_are_events(text: str, name: str, start: str) -> None:
    intent = reads_as(text, "calendar", "create")
    assert name in intent.args["summary"] and local(intent.args["start"]) == start


def test_bought_tastings_is_no_event() -> None:
    not_read_as("קניתי טעימות לילדים", "calendar")


@pytest.mark.parametrize("text, first", [
    ("calendar: monday 9:00 get the keys from the agent, wednesday 18:00 dinner with Tal",
     "get the keys from the agent"),
    ("calendar: tuesday 16:00 collect the suit from the tailor, friday 11:00 brunch with Gil",
     "collect the suit from the tailor"),
])
def test_errand_from_a_place_in_a_list_of_events(text: str, first: str) -> None:
    intent = reads_as(text, "calendar", "createMultiple")
    assert [e["summary"] for e in intent.args["events"]][0] == first


def test_a_range_across_the_and_stays_one_event() -> None:
    intent = reads_as("add to calendar: tomorrow between 10 and 12 workshop, thursday 9 dentist", "calendar",
                      "createMultiple")
    assert local(intent.args["events"][0]["end"]) == "2026-11-23T12:00"


@pytest.mark.parametrize("text, low, high", [
    ("which lunches do we have next week", "2026-11-29T00:00", "2026-12-06T00:00"),
    ("what parties do i have this month", "2026-11-01T00:00", "2026-12-01T00:00"),
])
def test_what_events_of_a_kind_do_i_have(text: str, low: str, high: str) -> None:
    intent = reads_as(text, "calendar", "getEvents")
    assert (local(intent.args["timeMin"]), local(intent.args["timeMax"])) == (low, high)


def test_what_dinners_do_i_have_to_cook_is_no_look() -> None:
    not_read_as("what dinners do i have to cook this week", "calendar")


@pytest.mark.parametrize("text, start, end", [
    ("could we do the bbq on dec 6 in the afternoon? see if we have anything", "2026-12-06T12:00", "2026-12-06T18:00"),
    ("אפשר לארח ביום חמישי בערב? תבדקי אם יש לי משהו", "2026-11-26T18:00", "2026-11-27T00:00"),
])
def test_can_i_then_check_if_i_have_anything(text: str, start: str, end: str) -> None:
    intent = reads_as(text, "calendar", "checkConflicts")
    assert (local(intent.args["timeMin"]), local(intent.args["timeMax"])) == (start, end)


@pytest.mark.parametrize("text", [
    "can i return the shoes? check if i have the receipt",
    "can i host next week? check if i have anything",
])
def test_can_i_without_a_day_or_a_look_is_not_a_conflict_check(text: str) -> None:
    not_taken_as(text, "calendar", "checkConflicts")


def test_a_bare_can_i_is_asked() -> None:
    not_acted("can i host on dec 6 in the evening?")
