"""Events of people who let flats and book studios: viewings, shoots, gigs, lease signings.

Shapes covered: a photo shoot, a viewing ("הצפייה"), a gig, a festival and a lease signing name an event, so a move
or a cancel of one is the calendar's and a bare mention with a date is a new event; "till midnight" ends the
evening at 00:00 of the next day; booking someone else's studio or flat is a booking Memo cannot make (asked);
"am I free next monday" said on a Sunday is asked (tomorrow or a week later), as the time words ask it.
"""

from __future__ import annotations

import pytest

from tests.planning.reading import local, not_acted, not_read_as, planned, reads_as


@pytest.mark.parametrize("text", [
    "push the photo shoot on friday to 3pm",
    "move the photoshoot from monday to thursday same time",
    "cancel the viewing on thursday, she found another place",
    "תדחי את הצפייה בדירה של יום שלישי לחמש",
    "תבטלי את הצפייה של יום חמישי, הדייר מצא משהו אחר",
])
def test_shoots_and_viewings_are_events(text: str) -> None:
    intent = reads_as(text, "calendar", "delete" if ("cancel" in text or "תבטלי" in text) else "update")
    assert intent.capability == "calendar"


def test_a_moved_viewing_takes_the_new_hour() -> None:
    args = planned("תזיזי את הצפייה של מחר בשעה שתיים ל5", "calendar", "update")
    assert local(args["updateFields"]["start"]) == "2026-11-23T17:00"


@pytest.mark.parametrize("text, capability", [
    ("תוסיפי לרשימת לצפייה את הסנדמן", "calendar"),  # a watch list, not a viewing
    ("move call mom to wednesday", "calendar"),
])
def test_not_events(text: str, capability: str) -> None:
    not_read_as(text, capability)


@pytest.mark.parametrize("text, start, end", [
    ("signing the lease with the new tenants friday at 10", "2026-11-27T10:00", "2026-11-27T11:00"),
    ("gig at the zappa club saturday 21:00 till midnight", "2026-11-28T21:00", "2026-11-29T00:00"),
    ("dinner friday 9pm until midnight in my calendar", "2026-11-27T21:00", "2026-11-28T00:00"),
    ("מסיבה ביום חמישי מ-21:00 עד חצות תכניסי ליומן", "2026-11-26T21:00", "2026-11-27T00:00"),
])
def test_new_timed_events(text: str, start: str, end: str) -> None:
    args = planned(text, "calendar", "create")
    assert (local(args["start"]), local(args["end"])) == (start, end)


def test_a_festival_over_days_is_all_day() -> None:
    args = planned("jazz festival dec 14-16, all day", "calendar", "create")
    assert (args["start"], args["end"], args.get("allDay")) == ("2026-12-14", "2026-12-17", True)


def test_midnight_alone_is_still_a_moment() -> None:
    args = planned("remind me at midnight to take the pill", "database", "create")
    assert local(args["dueDate"]) == "2026-11-23T00:00"


@pytest.mark.parametrize("text", [
    "book me Dana's studio for friday 10 to 2",
    "book the studio at Ron's friday 10-2",
    "תזמיני לי את הסטודיו של רון לחמישי 12-18",
])
def test_someone_elses_place_is_asked(text: str) -> None:
    not_acted(text)


@pytest.mark.parametrize("text", [
    "block friday 10-2 for the studio",
    "book the studio session with ron thursday 12 to 6",
    "book me a meeting with Ron's assistant thursday at 12",
])
def test_own_time_is_still_an_event(text: str) -> None:
    reads_as(text, "calendar", "create")


@pytest.mark.parametrize("text", [
    "am i free next monday afternoon for a call?",
    "אני פנויה ביום שני הבא בבוקר?",
])
def test_next_monday_on_a_sunday_is_asked(text: str) -> None:
    not_acted(text)


def test_next_tuesday_on_a_sunday_is_read() -> None:
    args = planned("am i free next tuesday morning", "calendar", "checkConflicts")
    assert local(args["start"]).startswith("2026-11-24")


@pytest.mark.parametrize("text, start, end", [
    ("חופשה מה-3 בינואר עד ה-9 תכניסי ליומן", "2027-01-03", "2027-01-10"),
    ("הדירה ברמת גן פנויה מה5 לדצמבר עד ה20 תרשמי ביומן", "2026-12-05", "2026-12-21"),
    ("חופשה מה1 לדצמבר עד ה15 לדצמבר תשים ביומן", "2026-12-01", "2026-12-16"),
    ("vacation from the 2nd of december to the 9th, put it in my calendar", "2026-12-02", "2026-12-10"),
])
def test_month_said_after_the_first_day(text: str, start: str, end: str) -> None:
    args = planned(text, "calendar", "create")
    assert (args["start"], args["end"], args.get("allDay")) == (start, end, True)


@pytest.mark.parametrize("text, starts, ends", [
    ("recording session monday 12-6 and tuesday same hours, add it to my calendar",
     ["2026-11-23T12:00", "2026-11-24T12:00"], ["2026-11-23T18:00", "2026-11-24T18:00"]),
    ("חזרות ביום ראשון מ-10 עד 14 ובחמישי באותה שעה, תרשמי ביומן",
     ["2026-11-22T10:00", "2026-11-26T10:00"], ["2026-11-22T14:00", "2026-11-26T14:00"]),
    ("תקבעי לי פגישה עם דנה ביום שני ב-16:00 וגם ביום רביעי באותה שעה",
     ["2026-11-23T16:00", "2026-11-25T16:00"], ["2026-11-23T17:00", "2026-11-25T17:00"]),
])
def test_the_same_hours_on_another_day(text: str, starts: list[str], ends: list[str]) -> None:
    events = planned(text, "calendar", "createMultiple")["events"]
    assert [local(e["start"]) for e in events] == starts
    assert [local(e["end"]) for e in events] == ends
    assert len({e["summary"] for e in events}) == 1


@pytest.mark.parametrize("text, summary, starts", [
    ("two viewings thursday at dizengoff 40: 5pm and 5:45", "viewing at dizengoff 40",
     ["2026-11-26T17:00", "2026-11-26T17:45"]),
    ("שלוש צפיות ביום שלישי ברחוב הרצל 12: 16:00, 16:30 ו-17:15", "צפייה ברחוב הרצל 12",
     ["2026-11-24T16:00", "2026-11-24T16:30", "2026-11-24T17:15"]),
    ("two meetings tomorrow: 10 and 3", "meeting", ["2026-11-23T10:00", "2026-11-23T15:00"]),
])
def test_several_under_one_heading(text: str, summary: str, starts: list[str]) -> None:
    events = planned(text, "calendar", "createMultiple")["events"]
    assert [local(e["start"]) for e in events] == starts
    assert {e["summary"] for e in events} == {summary}
