"""Reminders whose time, day, lead or interval is put right inside the message (corrections_times.py), and the doubt
that makes Memo ask when a plan did not take such a correction (corrections_doubt.py):

- "not X, Y" after the request: "every day at 8 … not 8, 8:30, I'm never up by 8", "מחר ב-9 … לא ב-9, ב-10", "בשלוש
  … לא בשלוש, ברבע לארבע", "עוד שעתיים … לא שעתיים, שלוש", "in 2 hours … not 2, 3";
- a time phrase, a pause, a marker and the phrase meant: "כל יום שני, לא רגע, כל יום שלישי ב-20:00 …", "every day at
  8, no wait, at 9 …";
- an interval or a lead said last: "every 15 min …. actually כל 10", "כל חצי שעה …. בעצם לא, כל 20 דקות", "an hour
  before. no wait, half an hour is enough";
- near misses that keep their reading: a negation that is content ("remind me at 5 not to forget the keys", "…לא
  לשכוח…"), and a bare "לא," whose phrase meant does not say again all it takes back (asked).

The clock is Sunday 22 November 2026, 09:00 in Asia/Jerusalem.
"""

from __future__ import annotations

import pytest

from memo.planning.rules import corrections_doubt, corrections_times
from tests.planning.reading import ctx_of, intent_of, local, not_acted, reads_as


# -- a clock time or a relative time put right ------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "due", "words"), [
    ("remind me מחר ב-9 לשלוח את ה-invoice ללקוח, לא ב-9, ב-10", "2026-11-23T10:00", "invoice"),
    ("תזכירי לי בשלוש לאסוף את נועה מהחוג, לא בשלוש, ברבע לארבע", "2026-11-22T15:45", "נועה"),
    ("remind me tomorrow at 10 to call the bank, not 10, 11", "2026-11-23T11:00", "bank"),
    ("תזכיר לי עוד שעתיים להוציא את העוף מהמקפיא. לא שעתיים, שלוש", "2026-11-22T12:00", "עוף"),
    ("remind me in 2 hours to check the oven. not 2, 3", "2026-11-22T12:00", "oven"),
    ("תזכירי לי עוד 20 דקות להוציא את הכביסה. לא 20, 30", "2026-11-22T09:30", "כביסה"),
])
def test_a_time_put_right_after_the_request(text: str, due: str, words: str) -> None:
    intent = reads_as(text, "database", "create")
    assert local(intent.args["dueDate"]) == due, intent.args
    assert words in intent.args["text"] and "לא" not in intent.args["text"].split(), intent.args


@pytest.mark.parametrize(("text", "time"), [
    ("remind me every day at 8 to take my vitamins. not 8, 8:30, I'm never up by 8", "08:30"),
    ("remind me every morning at 7 to walk the dog. not 7, 7:15", "07:15"),
    ("remind me every day at 8, no wait, at 9 to stretch", "09:00"),
])
def test_a_daily_time_put_right(text: str, time: str) -> None:
    intent = reads_as(text, "database", "create")
    assert intent.args["reminderRecurrence"] == {"type": "daily", "time": time}, intent.args


def test_a_weekday_phrase_taken_back_before_the_request() -> None:
    intent = reads_as("כל יום שני, לא רגע, כל יום שלישי ב-20:00 תזכיר לי להוציא את הפח", "database", "create")
    assert intent.args["reminderRecurrence"] == {"type": "weekly", "time": "20:00", "days": [2]}, intent.args


# -- an interval or a lead said last ----------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "interval"), [
    ("nag me every 15 min עד שאני מתקשר לבנק. actually כל 10", "10 minutes"),
    ("תציקי לי כל חצי שעה עד שאני שולחת את הקורות חיים. בעצם לא, כל 20 דקות", "20 minutes"),
    ("nudge me every 20 minutes until I drink water. actually every 30", "30 minutes"),
])
def test_an_interval_put_right(text: str, interval: str) -> None:
    intent = reads_as(text, "database", "create")
    assert intent.args["reminderRecurrence"]["interval"] == interval, intent.args


@pytest.mark.parametrize(("text", "lead"), [
    ("haircut tomorrow at 4, remind me an hour before. no wait, half an hour is enough", "30 minutes"),
    ("dentist thursday at 3, remind me 2 hours before. no wait, 1 hour is enough", "60 minutes"),
    ("תור לרופא מחר ב-10, תזכירי לי שעה לפני. לא רגע, חצי שעה מספיק", "30 minutes"),
])
def test_a_lead_put_right(text: str, lead: str) -> None:
    intent = reads_as(text, "database", "create")
    assert intent.args["reminder"] == lead, intent.args


# -- near misses ------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "due", "words"), [
    ("remind me at 5 not to forget the keys", "2026-11-22T17:00", "not to forget the keys"),
    ("remind me at 7:45pm not to order takeout again", "2026-11-22T19:45", "not to order takeout"),
    ("remind me tomorrow 7:30am לא לשכוח את המפתחות של הרכב אצל אבא", "2026-11-23T07:30", "לא לשכוח"),
    ("תזכיר לי ברביעי ב-8 בבוקר לא לשכוח להביא את הטופס החתום לגן", "2026-11-25T08:00", "לא לשכוח"),
])
def test_a_negation_that_is_content_keeps_its_reading(text: str, due: str, words: str) -> None:
    intent = reads_as(text, "database", "create")
    assert local(intent.args["dueDate"]) == due and words in intent.args["text"], intent.args


@pytest.mark.parametrize("text", [
    "תזכיר לי ביום רביעי בשש, לא, בשבע, להתקשר לסבתא",  # a bare "לא,": which part it takes back is not plain
])
def test_an_unclear_correction_is_left_for_the_user(text: str) -> None:
    not_acted(text)


@pytest.mark.parametrize("text", [
    "תזכירי לי בשלוש, לא בארבע, לאסוף את נועה",  # "at three, not four": nothing taken back
    "remind me an hour before the meeting at 5. no, 6",  # a bare number said last is no lead
])
def test_no_lead_or_time_is_invented(text: str) -> None:
    fixed, _ = corrections_times.correct(text)
    assert "before" not in fixed or "6 before" not in fixed, fixed
    assert "בארבע" in fixed or "בארבע" not in text, fixed


# -- the doubt: a correction no one took ------------------------------------------------------------------------------
@pytest.mark.parametrize(("message", "kept", "taken"), [
    ("remind me every day at 8 to take my vitamins. not 8, 8:30",
     "remind me every day at 8 to take my vitamins", "remind me every day at 8:30 to take my vitamins"),
    ("כל יום שני, לא רגע, כל יום שלישי ב-20:00 תזכיר לי להוציא את הפח",
     "כל יום שני ב-20:00 תזכיר לי להוציא את הפח", "כל יום שלישי ב-20:00 תזכיר לי להוציא את הפח"),
    ("haircut tomorrow at 4, remind me an hour before. no wait, half an hour is enough",
     "haircut tomorrow at 4, remind me an hour before", "haircut tomorrow at 4, remind me half an hour before"),
    ("תזכיר לי עוד שעתיים להוציא את העוף מהמקפיא. לא שעתיים, שלוש",
     "תזכיר לי עוד שעתיים להוציא את העוף מהמקפיא", "תזכיר לי עוד שלוש שעות להוציא את העוף מהמקפיא"),
    ("nag me every 15 min עד שאני מתקשר לבנק. actually כל 10",
     "nag me every 15 min עד שאני מתקשר לבנק", "nag me every 10 min עד שאני מתקשר לבנק"),
    ("תזכירי לי בשלוש לאסוף את נועה מהחוג, לא בשלוש, ברבע לארבע",
     "תזכירי לי בשלוש לאסוף את נועה מהחוג", "תזכירי לי ברבע לארבע לאסוף את נועה מהחוג"),
])
def test_a_plan_that_kept_the_value_taken_back_is_doubted(message: str, kept: str, taken: str) -> None:
    """Judged on the message as sent: the plan holding the value taken back is doubted, the one holding the value
    meant is not."""
    kept_plan, taken_plan = intent_of(kept), intent_of(taken)
    assert kept_plan is not None and taken_plan is not None
    assert corrections_doubt.doubt(kept_plan, ctx_of(message)), kept_plan.args
    assert not corrections_doubt.doubt(taken_plan, ctx_of(message)), taken_plan.args
