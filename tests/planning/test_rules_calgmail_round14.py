"""Calendar requests typed in a hurry: "lookin" and "mtgs"/"appts" in a question about the calendar, a range of named
days ("משישי עד ראשון", "fri-sun") for an all-day event, "block it in my cal" / "תחסום ביומן", and a list of events
each with its own day and time after "put in cal"."""

from __future__ import annotations

import pytest

from tests.planning.reading import intent_of, local, planned

# ---------------------------------------------------------------- "lookin", "mtgs", "appts" in a calendar question


@pytest.mark.parametrize(("text", "start", "end"), [
    ("hows my week lookin", "2026-11-22T00:00", "2026-11-29T00:00"),
    ("how's tmrw lookin", "2026-11-23T00:00", "2026-11-24T00:00"),
    ("hows my day lookin", "2026-11-22T00:00", "2026-11-23T00:00"),
    ("any appts tmrw", "2026-11-23T00:00", "2026-11-24T00:00"),
    ("what mtgs do i have on thurs", "2026-11-26T00:00", "2026-11-27T00:00"),
    ("do i have mtgs fri", "2026-11-27T00:00", "2026-11-28T00:00"),
])
def test_short_words_in_a_calendar_question(text: str, start: str, end: str) -> None:
    args = planned(text, "calendar", "getEvents")
    assert (local(args["timeMin"]), local(args["timeMax"])) == (start, end)


@pytest.mark.parametrize("text", ["how's tmrw lookin for the grocery list", "any mtgs i need to remind dana about"])
def test_lookin_or_mtgs_about_something_else_is_not_a_calendar_look(text: str) -> None:
    intent = intent_of(text)
    assert intent is None or (intent.capability, intent.action) != ("calendar", "getEvents")


# ---------------------------------------------------------------- a range of named days


@pytest.mark.parametrize(("text", "summary", "first", "end"), [
    ("חופשה בצפון מחמישי עד שבת תכניסי ליומן", "חופשה בצפון", "2026-11-26", "2026-11-29"),
    ("תרשום ביומן מילואים מיום שני עד יום רביעי", "מילואים", "2026-11-23", "2026-11-26"),
    ("תחסמי לי ביומן חופש בין שישי לשבת", "חופש", "2026-11-27", "2026-11-29"),
    ("ski trip mon thru wed add to calendar", "ski trip", "2026-11-23", "2026-11-26"),
    ("conference in haifa wed-fri put it in my cal", "conference in haifa", "2026-11-25", "2026-11-28"),
    ("vacation in crete from fri to sun block it in my cal", "vacation in crete", "2026-11-27", "2026-11-30"),
])
def test_a_range_of_named_days_is_one_all_day_event(text: str, summary: str, first: str, end: str) -> None:
    args = planned(text, "calendar", "create")
    assert (args["summary"], args["start"], args["end"], args["allDay"]) == (summary, first, end, True)


@pytest.mark.parametrize("text", ["gym every mon-fri at 7 put it in my cal",
                                  "gym every mon to fri at 7 put it in my cal"])
def test_a_repeat_over_a_range_of_days_stays_a_series(text: str) -> None:
    args = planned(text, "calendar", "createRecurring")
    assert args["days"] == ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]


def test_a_hebrew_repeat_over_days_is_never_a_range() -> None:
    intent = intent_of("כל ראשון עד חמישי ב7 חדר כושר תכניס ליומן")
    assert intent is None or not intent.args.get("allDay")


# ---------------------------------------------------------------- "block it in my cal", "תחסום ביומן"


@pytest.mark.parametrize(("text", "summary", "first"), [
    ("תחסום לי ביומן יום הולדת של אבא ביום שישי", "יום הולדת של אבא", "2026-11-27"),
    ("offsite all day thursday block it off in my calendar", "offsite", "2026-11-26"),
])
def test_block_in_the_calendar_keeps_an_all_day_event(text: str, summary: str, first: str) -> None:
    args = planned(text, "calendar", "create")
    assert (args["summary"], args["start"], args["allDay"]) == (summary, first, True)


# ---------------------------------------------------------------- several events, each with its own day


@pytest.mark.parametrize(("text", "expected"), [
    ("put in my calendar wed 9am dentist thu 5pm yoga",
     [("dentist", "2026-11-25T09:00"), ("yoga", "2026-11-26T17:00")]),
    ("add to cal fri 8pm dinner w dana sat 10am brunch",
     [("dinner w dana", "2026-11-27T20:00"), ("brunch", "2026-11-28T10:00")]),
    ("תכניס ליומן שני 10 תספורת שלישי 18 אסיפת הורים",
     [("תספורת", "2026-11-23T10:00"), ("אסיפת הורים", "2026-11-24T18:00")]),
    ("mon 11 vet wed 4pm piano lesson put them in my cal",
     [("vet", "2026-11-23T11:00"), ("piano lesson", "2026-11-25T16:00")]),
])
def test_each_event_with_its_own_day_and_time(text: str, expected: list[tuple[str, str]]) -> None:
    args = planned(text, "calendar", "createMultiple")
    assert [(e["summary"], local(e["start"])) for e in args["events"]] == expected


@pytest.mark.parametrize("text", [
    "מחר 9 פגישה עם שני 12 ארוחה עם אמא תכניס הכל ליומן",  # "שני" after "עם" is a person, not Monday
    "tmrw 9 coffee w sat 11 gym put all in cal",
])
def test_a_name_after_with_is_never_the_next_events_day(text: str) -> None:
    intent = intent_of(text)
    if intent is not None and intent.action == "createMultiple":
        days = {local(e["start"])[:10] for e in intent.args["events"]}
        assert days == {"2026-11-23"}


@pytest.mark.parametrize(("text", "summary", "start"), [
    ("put in cal: dentist mon 10", "dentist", "2026-11-23T10:00"),
    ("add to my cal dinner w the cohens fri 8", "dinner w the cohens", "2026-11-27T20:00"),
])
def test_in_cal_after_the_verb_is_not_in_the_name(text: str, summary: str, start: str) -> None:
    args = planned(text, "calendar", "create")
    assert (args["summary"], local(args["start"])) == (summary, start)
