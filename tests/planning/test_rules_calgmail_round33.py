"""Calendar round 33: a repeating event told as a fact and kept with "add it as a weekly / repeating / recurring
event" ("כאירוע קבוע"), with its name behind "I joined ..." / "we do ..."; and who is sick said before the event it
calls off ("Ben's sick 🤒 remove Friday's playdate ...").

The clock is Sunday 22 November 2026, 09:00 in Asia/Jerusalem (Mon 23 ... Sat 28).
"""

from __future__ import annotations

import pytest

from tests.planning.reading import expect, not_read_as, plan, reads_as


# -- a repeating event told as a fact, kept as a series ------------------------------------------------------------
@pytest.mark.parametrize(("text", "name", "day", "start"), [
    ("I have joined the community centre choir. We rehearse every Monday at 7:30 p.m. Would you add it to my "
     "calendar as a weekly event, please?", "choir", "Monday", "19:30"),
    ("Maya's ballet is every Wednesday 16:30-17:15, add it as a repeating event", "ballet", "Wednesday", "16:30"),
    ("I signed up for Italian before the Rome trip - Tuesdays 18:00 to 19:30, add it as a recurring event",
     "Italian", "Tuesday", "18:00"),
    ("every Friday at 1pm we do a family zoom with the kids in Lakewood, add it as a weekly event", "zoom", "Friday",
     "13:00"),
    ("Tom's swim practice is on Thursdays at 5pm, please add it as a recurring event", "swim", "Thursday", "17:00"),
    ("I've started pilates. It's every Sunday at 8am, can you add it as a weekly event?", "pilates", "Sunday",
     "08:00"),
    ("I'm taking guitar lessons, Thursdays at 6pm, add them as a recurring event", "guitar", "Thursday", "18:00"),
    ("החוג של נועה כל יום רביעי ב-16:30, תוסיפי כאירוע קבוע", "חוג", "Wednesday", "16:30"),
    ("נרשמתי לחוג קרמיקה, כל יום שלישי ב-18:00, תכניסי ליומן כאירוע קבוע", "קרמיקה", "Tuesday", "18:00"),
])
def test_told_series_is_created(text: str, name: str, day: str, start: str) -> None:
    intent = reads_as(text, "calendar", "createRecurring")
    assert name in intent.args["summary"], intent.args
    assert intent.args["days"] == [day] and intent.args["start"][11:16] == start, intent.args
    assert not intent.args["summary"].lower().startswith(("i ", "i'", "we ")), intent.args


@pytest.mark.parametrize("text", [
    "the dentist is on Wednesday at 4, add it as a weekly event",  # no repeat said: not made a series silently
    "ballet tomorrow at 5, add it as a recurring event",
])
def test_no_repeat_read_is_not_a_series(text: str) -> None:
    intent = plan(text)
    assert not (intent is not None and intent.args.get("operation") == "createRecurring"
                and intent.decided_by.startswith("grammar calendar_told_series")), (text, intent)


def test_near_miss_plain_recurring_request_keeps_its_reading() -> None:
    intent = reads_as("put Maya's ballet on the calendar every Wednesday at 16:30", "calendar", "createRecurring")
    assert intent.args["summary"] == "Maya's ballet"


# -- who is sick, before the event it calls off ---------------------------------------------------------------------
@pytest.mark.parametrize(("text", "name"), [
    ("Ben's sick 🤒 remove Friday's playdate at Omer's from the calendar", "Omer"),
    ("Ben's sick, remove Friday's playdate at Omer's from the calendar", "Omer"),
    ("I'm sick, cancel tomorrow's dentist", "dentist"),
    ("נועה חולה, תבטלי את החוג שלה מחר", "חוג"),
])
def test_sick_then_delete(text: str, name: str) -> None:
    intent = expect(text, "calendar", "delete")
    assert name in intent.args["searchCriteria"]["summary"], intent.args


@pytest.mark.parametrize("text", [
    "Ben's sick 🤒 remind me to call Omer",
    "Ben's sick 🤒",
])
def test_near_miss_sick_without_delete(text: str) -> None:
    not_read_as(text, "calendar")
