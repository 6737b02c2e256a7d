"""Calendar looks and all-day events said the way chat runs on.

Shapes covered: a free/busy question after a clause of chatter with no stop between, a laugh or nothing marking the
end of the remark (calendar_free_chatter.py); "can I do X <time> or do I have something" as a look at those hours
(calendar_can_i.py); "X is <date>, put it as an all day event" as an all-day event named X, an emoji standing for
the full stop (calendar_words.PUT_IT). Near misses: a remark that says the day or asks Memo something, a look with
no hours, "or do I have to ...", a question about the all-day event.
"""

from __future__ import annotations

import pytest

from tests.planning.reading import local, not_acted, not_read_as, reads_as


@pytest.mark.parametrize("text, start, end", [
    ("my parents keep asking when they can visit lol am i free thursday between 2 and 4",
     "2026-11-26T14:00", "2026-11-26T16:00"),
    ("the boss wants yet another sync ugh do i have anything friday 10 to 12", "2026-11-27T10:00", "2026-11-27T12:00"),
    ("my sister wants to come over haha are we free saturday 4 to 6", "2026-11-28T16:00", "2026-11-28T18:00"),
    ("my neighbours keep nagging about dinner am i free tuesday between 7 and 9pm",
     "2026-11-24T19:00", "2026-11-24T21:00"),
    ("החמות שלי כל הזמן שואלת מתי הם יכולים לבוא חחח אני פנויה ביום רביעי בין 2 ל-4",
     "2026-11-25T14:00", "2026-11-25T16:00"),
    ("הבוס רוצה עוד פגישה יש לי משהו ביום שישי בין 10 ל-12", "2026-11-27T10:00", "2026-11-27T12:00"),
])
def test_free_question_after_chatter(text: str, start: str, end: str) -> None:
    intent = reads_as(text, "calendar", "checkConflicts")
    assert (local(intent.args["start"]), local(intent.args["end"])) == (start, end)


@pytest.mark.parametrize("text", [
    "the kids are off thursday am i free 2 to 4",  # the day is in the remark
    "she said the 3 of them lol am i free thursday 2 to 4",  # a number in the remark
    "remind me to call mom lol am i free thursday 2 to 4",  # the remark asks Memo for something
])
def test_chatter_that_is_no_remark_is_not_left_out(text: str) -> None:
    not_read_as(text, "calendar")


@pytest.mark.parametrize("text, start, end", [
    ("can i do the school meeting friday 10 to 12 or do i have something", "2026-11-27T10:00", "2026-11-27T12:00"),
    ("could we do the bbq saturday afternoon or do we have plans", "2026-11-28T12:00", "2026-11-28T18:00"),
    ("can i host dinner on dec 5 at 8 or am i busy then", "2026-12-05T20:00", "2026-12-05T21:00"),
    ("could we grab lunch tomorrow at 1 or do we have something already", "2026-11-23T13:00", "2026-11-23T14:00"),
    ("can i do the parents meeting friday 10 to 12? check if i have anything", "2026-11-27T10:00",
     "2026-11-27T12:00"),
    ("אני יכולה ללכת לאסיפה ביום שישי בין 10 ל-12 או שיש לי משהו?", "2026-11-27T10:00", "2026-11-27T12:00"),
])
def test_can_i_or_do_i_have_something(text: str, start: str, end: str) -> None:
    intent = reads_as(text, "calendar", "checkConflicts")
    assert (local(intent.args["start"]), local(intent.args["end"])) == (start, end)


@pytest.mark.parametrize("text", [
    "can i do the school meeting friday 10 to 12 or do i have to work",
    "can i do the school meeting or do i have something",
])
def test_can_i_near_misses(text: str) -> None:
    not_read_as(text, "calendar")


@pytest.mark.parametrize("text, summary, day, next_day", [
    ("first day back at the office is dec 1 😩 put it as an all day event", "first day back at the office",
     "2026-12-01", "2026-12-02"),
    ("the conference is dec 8, add it as an all-day event", "conference", "2026-12-08", "2026-12-09"),
    ("my sister lands dec 14 so put it as an all day event pls", "sister lands", "2026-12-14", "2026-12-15"),
    ("my last day at the job is dec 20. make it an all day event", "last day at the job", "2026-12-20",
     "2026-12-21"),
    ("החזרה לעבודה ב-2 בדצמבר 😭 תרשמי את זה כאירוע של כל היום", "החזרה לעבודה", "2026-12-02", "2026-12-03"),
])
def test_told_date_put_as_all_day_event(text: str, summary: str, day: str, next_day: str) -> None:
    intent = reads_as(text, "calendar", "create")
    assert intent.args["summary"] == summary
    assert (intent.args["start"], intent.args["end"], intent.args["allDay"]) == (day, next_day, True)


@pytest.mark.parametrize("text", [
    "put it as an all day event",  # no day said
    "the recital is dec 3 put it as an all day event?",  # a question about it
])
def test_all_day_event_near_misses(text: str) -> None:
    not_acted(text)
