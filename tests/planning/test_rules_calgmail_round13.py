"""Calendar and Gmail requests typed in a hurry: a day's events as a bare list with a clock time each ("tmrw 9 gym 11
call w yael"), "put all in cal" / "add both to cal", "reply to X's email tell him ...", a move to "thurs 2", loose
times ("4ish", "8 or so", "ב8 בערך") kept out of the event's name, and "zoom" / "bday" as event words."""

from __future__ import annotations

import pytest

from tests.planning.reading import intent_of, local, not_taken, planned

# ---------------------------------------------------------------- a bare list of events, one clock time each


@pytest.mark.parametrize(("text", "expected"), [
    ("tmrw 8 run 10 call w the bank 4 haircut put all in cal",
     [("run", "2026-11-23T08:00"), ("call w the bank", "2026-11-23T10:00"), ("haircut", "2026-11-23T16:00")]),
    ("fri 10 dentist 12 brunch w noa put em in my calendar",
     [("dentist", "2026-11-27T10:00"), ("brunch w noa", "2026-11-27T12:00")]),
    ("tmrw dentist 10 lunch w avi 1 put them all in my cal",
     [("dentist", "2026-11-23T10:00"), ("lunch w avi", "2026-11-23T13:00")]),
    ("מחר ב8 פילאטיס ב10 פגישה עם רונית תכניסי הכל ליומן",
     [("פילאטיס", "2026-11-23T08:00"), ("פגישה עם רונית", "2026-11-23T10:00")]),
    ("ביום שישי 9 תספורת 12 בראנץ' עם ההורים תכניס את כולם ליומן",
     [("תספורת", "2026-11-27T09:00"), ("בראנץ' עם ההורים", "2026-11-27T12:00")]),
])
def test_a_bare_list_of_timed_events_is_several_events(text: str, expected: list[tuple[str, str]]) -> None:
    args = planned(text, "calendar", "createMultiple")
    assert [(e["summary"], local(e["start"])) for e in args["events"]] == expected


@pytest.mark.parametrize("text", [
    "tmrw 8 run 10 call w the bank 4 haircut",  # no calendar asked for: may be tasks, it is asked
    "מחר ב8 פילאטיס ב10 פגישה עם רונית",
])
def test_a_bare_list_is_never_one_event_with_the_rest_in_its_name(text: str) -> None:
    intent = intent_of(text)
    assert intent is None or intent.action != "create" or intent.capability != "calendar"


@pytest.mark.parametrize(("text", "summary", "start", "end"), [
    ("tmrw 9 to 11 workshop put it in my cal", "workshop", "2026-11-23T09:00", "2026-11-23T11:00"),
    ("meeting in room 11 with dana tmrw at 3 put it in my cal", "meeting in room 11 with dana", "2026-11-23T15:00",
     "2026-11-23T16:00"),
])
def test_a_range_or_a_room_number_is_not_a_list(text: str, summary: str, start: str, end: str) -> None:
    args = planned(text, "calendar", "create")
    assert (args["summary"], local(args["start"]), local(args["end"])) == (summary, start, end)


def test_a_count_is_not_a_clock_time() -> None:
    not_taken("tmrw mtg w 3 clients 10 and lunch 1 put them all in my cal", "calendar", "createMultiple")


def test_both_put_in_the_calendar() -> None:
    args = planned("lunch w mom fri 1 and dentist mon 9 add both to cal", "calendar", "createMultiple")
    assert [(e["summary"], local(e["start"])) for e in args["events"]] == [
        ("lunch w mom", "2026-11-27T13:00"), ("dentist", "2026-11-23T09:00")]


# ---------------------------------------------------------------- "reply ... tell him ..."


@pytest.mark.parametrize(("text", "body"), [
    ("reply to the plumbers email tell him friday is fine", "friday is fine"),
    ("reply to dana's email say thursday works for me", "thursday works for me"),
    ("answer the email from the bank tell them i already paid", "i already paid"),
])
def test_tell_him_after_the_email_is_the_answer(text: str, body: str) -> None:
    args = planned(text, "gmail", "reply")
    assert args["body"] == body and args["query"]


def test_a_reply_without_an_answer_still_asks_for_it() -> None:
    intent = intent_of("reply to the plumbers email")
    assert intent is not None and "body" in intent.missing


# ---------------------------------------------------------------- a move to "thurs 2"


@pytest.mark.parametrize(("text", "summary", "start"), [
    ("move the mtg w dana to thurs 2", "mtg w dana", "2026-11-26T14:00"),
    ("push the dentist appt to fri 10", "dentist appt", "2026-11-27T10:00"),
    ("תזיזי את הפגישה עם אבי לחמישי 4", "פגישה עם אבי", "2026-11-26T16:00"),
    ("תעבירי את התור לרופא ליום שישי 10", "תור לרופא", "2026-11-27T10:00"),
])
def test_a_day_then_a_bare_hour_is_the_new_time(text: str, summary: str, start: str) -> None:
    args = planned(text, "calendar", "update")
    assert args["searchCriteria"]["summary"] == summary
    assert local(args["updateFields"]["start"]) == start


def test_a_floor_is_not_a_new_time() -> None:
    not_taken("move the meeting to the 3rd floor", "calendar", "update")


# ---------------------------------------------------------------- loose times


@pytest.mark.parametrize(("text", "summary", "start"), [
    ("dentist appt thurs 4ish put in cal", "dentist appt", "2026-11-26T16:00"),
    ("dinner w the guys fri 8 or so put in cal", "dinner w the guys", "2026-11-27T20:00"),
    ("ארוחת ערב עם ההורים בשישי ב8 בערך תכניסי ליומן", "ארוחת ערב עם ההורים", "2026-11-27T20:00"),
    ("lunch with dana tomorrow around 1 add to calendar", "lunch with dana", "2026-11-23T13:00"),
])
def test_a_loose_time_leaves_nothing_in_the_name(text: str, summary: str, start: str) -> None:
    args = planned(text, "calendar", "create")
    assert (args["summary"], local(args["start"])) == (summary, start)


def test_around_inside_a_name_stays() -> None:
    args = planned("tour around the city sat 10am put in cal", "calendar", "create")
    assert args["summary"] == "tour around the city"


# ---------------------------------------------------------------- "zoom", "bday"


@pytest.mark.parametrize(("text", "summary"), [
    ("cancel tmrws zoom", "zoom"), ("cancel tomorrow's zoom w the designers", "zoom w the designers"),
])
def test_a_zoom_is_an_event(text: str, summary: str) -> None:
    args = planned(text, "calendar", "delete")
    assert args["searchCriteria"]["summary"] == summary
    assert local(args["searchCriteria"]["timeMin"]).startswith("2026-11-23")


def test_zoom_as_a_verb_is_no_event() -> None:
    not_taken("zoom in on the photo", "calendar")
