"""Calendar and Gmail round 36: a series asked for by its kind first ("add recurring every tues and fri 7am bread
delivery from Angel", calendar_add_recurring.py); an event named by its day's hour and who it is with ("push
tuesday's 11am w michal to 1pm"); a day's job, install or delivery cancelled ("cancel thursday's boiler job at Katz
they postponed", calendar_day_jobs.py); an answer to a business named by its name and trade ("reply to Angel bakery:
כן חמישי 7 בבוקר מתאים למשלוח", gmail_sender_name.py). Near misses keep their readings: reminders, to-dos, a job
with no day, a reply with no answer.

The clock is Sunday 22 November 2026, 09:00 in Asia/Jerusalem (Mon 23 ... Sat 28).
"""

from __future__ import annotations

import pytest

from tests.planning.reading import not_acted, not_read_as, planned, reads_as


# -- "add recurring ..." with its schedule: a series in the calendar ------------------------------------------------
@pytest.mark.parametrize(("text", "summary", "start", "days"), [
    ("add recurring every tues and fri 7am bread delivery from Angel", "bread delivery from Angel",
     "2026-11-24T07:00", ["Tuesday", "Friday"]),
    ("add recurring every tuesday and friday 7am bread delivery from Angel", "bread delivery from Angel",
     "2026-11-24T07:00", ["Tuesday", "Friday"]),
    ("add recurring bread delivery every tues and fri 7am", "bread delivery", "2026-11-24T07:00",
     ["Tuesday", "Friday"]),
    ("add repeating every fri 6am fish delivery", "fish delivery", "2026-11-27T06:00", ["Friday"]),
    ("add recurring every monday 8am team meeting", "team meeting", "2026-11-23T08:00", ["Monday"]),  # no "recurring"
    ("add recurring every mon 9am supplier call w Dudi", "supplier call w Dudi", "2026-11-23T09:00", ["Monday"]),
    ("תוסיפי קבוע כל שלישי ושישי ב7 משלוח לחם מאנג'ל", "משלוח לחם מאנג'ל", "2026-11-24T07:00", ["Tuesday", "Friday"]),
    ("תוסיף אירוע קבוע כל ראשון ב8 ישיבת צוות", "ישיבת צוות", "2026-11-29T08:00", ["Sunday"]),
])
def test_add_recurring_is_a_series(text: str, summary: str, start: str, days: list[str]) -> None:
    args = planned(text, "calendar", "createRecurring")
    assert args["summary"] == summary
    assert args["start"].startswith(start)
    assert args["days"] == days


@pytest.mark.parametrize("text", [
    "add recurring every day 8am take vitamins",  # a to-do: a reminder as much as an event
    "add recurring every day 7am vitamins",
    "add recurring every tues and fri bread delivery",  # no hour
    "add recurring every tues and fri 7am",  # nothing named
])
def test_add_recurring_unclear_is_asked(text: str) -> None:
    not_acted(text)


@pytest.mark.parametrize("text", [
    "add recurring reminder every tues 7am bread delivery",
    "remind me every tues and fri 7am bread delivery",
])
def test_add_recurring_reminder_is_not_an_event(text: str) -> None:
    not_read_as(text, "calendar")


def test_remind_me_every_stays_a_reminder() -> None:
    reads_as("remind me every tues and fri 7am bread delivery", "database", "create")


# -- "<day>'s <hour> w <person>": the event in that slot ------------------------------------------------------------
@pytest.mark.parametrize(("text", "who", "old", "new"), [
    ("push tuesday's 11am w michal to 1pm", "michal", "2026-11-24T11:00", "2026-11-24T13:00"),
    ("move tuesday's 11am w michal to 1pm", "michal", "2026-11-24T11:00", "2026-11-24T13:00"),
    ("move tmrw's 9am w dana to 10", "dana", "2026-11-23T09:00", "2026-11-23T10:00"),
    ("push wednesday's 4pm with Yossi to 5", "Yossi", "2026-11-25T16:00", "2026-11-25T17:00"),
])
def test_days_hour_with_someone_moves_the_event(text: str, who: str, old: str, new: str) -> None:
    args = planned(text, "calendar", "update")
    assert args["searchCriteria"]["summary"] == who
    assert args["searchCriteria"]["timeMin"].startswith(old)
    assert args["updateFields"]["start"].startswith(new)


def test_days_reminder_is_not_an_event() -> None:
    not_read_as("push tuesday's 11am reminder to 1pm", "calendar")


def test_days_hour_cancelled_with_someone() -> None:
    args = reads_as("cancel tomorrow's 3pm with the accountant", "calendar", "delete").args
    assert args["searchCriteria"]["timeMin"].startswith("2026-11-23T15:00")


# -- a day's job cancelled: the event that day, approved first -------------------------------------------------------
@pytest.mark.parametrize(("text", "summary", "day"), [
    ("cancel thursday's boiler job at Katz they postponed", "boiler job at Katz", "2026-11-26"),
    ("cancel thursday's job at Katz", "job at Katz", "2026-11-26"),
    ("call off tomorrow's install for the Cohens", "install for the Cohens", "2026-11-23"),
    ("scrap friday's delivery to Angel - moved", "delivery to Angel", "2026-11-27"),
    ("pls cancel tmrw's repair at the Levis, customer cancelled", "repair at the Levis", "2026-11-23"),
    ("תבטלי את העבודה של חמישי אצל כץ", "העבודה אצל כץ", "2026-11-26"),
    ("בטל את ההתקנה אצל כהן ביום שני", "ההתקנה אצל כהן", "2026-11-23"),
])
def test_days_job_cancelled_is_an_event_delete(text: str, summary: str, day: str) -> None:
    intent = reads_as(text, "calendar", "delete")
    assert intent.needs_approval
    assert intent.args["searchCriteria"]["summary"] == summary
    assert intent.args["searchCriteria"]["timeMin"].startswith(day)


@pytest.mark.parametrize("text", [
    "cancel thursday's job reminder",
    "תבטלי את התזכורת של חמישי על העבודה",
    "finish thursday's job at Katz",  # not cancelled: a to-do
])
def test_days_job_near_misses_are_not_event_deletes(text: str) -> None:
    not_read_as(text, "calendar")


def test_job_with_no_day_keeps_its_reading() -> None:
    not_read_as("cancel the boiler job at Katz", "calendar")


# -- "reply to <Name> <trade>: <answer>": the business's email answered -----------------------------------------------
@pytest.mark.parametrize(("text", "query", "body"), [
    ("reply to Angel bakery: כן חמישי 7 בבוקר מתאים למשלוח", 'from:"Angel bakery"', "כן חמישי 7 בבוקר מתאים למשלוח"),
    ("reply to Angel bakery: yes thursday 7am works", 'from:"Angel bakery"', "yes thursday 7am works"),
    ("reply to Katz plumbing - thursday works for us", 'from:"Katz plumbing"', "thursday works for us"),
    ("write back to Cohen catering: sure, 40 portions", 'from:"Cohen catering"', "sure, 40 portions"),
    ("reply to Dana Cohen: sure see you at 5", 'from:"Dana Cohen"', "sure see you at 5"),  # as before
])
def test_reply_to_a_business(text: str, query: str, body: str) -> None:
    intent = reads_as(text, "gmail", "reply")
    assert intent.needs_approval
    assert intent.args["query"] == query
    assert intent.args["body"] == body


@pytest.mark.parametrize("text", [
    "reply to Dana later: yes",  # "later" is when, not a trade
    "reply to Angel bakery",  # no answer: which mail and what to say are asked
])
def test_reply_near_misses_are_not_sent(text: str) -> None:
    not_acted(text)
