"""What is said after an event's time about how to enter it, kept out of the event's title.

- A length said right after the calendar is named: "..., תכניס ליומן לחצי שעה", "put it in my calendar for half an
  hour", "תכניס ליומן בבקשה, שעה אחת". Before, the verb stayed in the title ("dentist תכניס").
- "ביומן," followed by a comma, "as one all day thing", "block those days": the same.
- A hedge before the command ("אם זה לא מסובך, תכניסי ליומן…", "if you don't mind, add…") is not the title; a title
  that still holds a command verb ("call with the bank put") is asked about rather than entered.

The clock is Sunday 22 November 2026, 09:00 in Asia/Jerusalem.
"""

from __future__ import annotations

import pytest

from tests.planning.reading import not_acted, planned


@pytest.mark.parametrize(("text", "summary", "start", "end"), [
    ("יש לי meeting בבנק ב-1.12 בשתיים, תכניס ליומן לחצי שעה", "meeting בבנק", "2026-12-01T14:00", "2026-12-01T14:30"),
    ("dentist ב-3.12 בשעה 16:15, תכניס ליומן לחצי שעה", "dentist", "2026-12-03T16:15", "2026-12-03T16:45"),
    ("ביום ראשון הבא ב-14:00 יש לי זום עם המדריך, תכניסי ליומן לשעה", "זום עם המדריך", "2026-11-29T14:00",
     "2026-11-29T15:00"),
    ("יש לי ראיון עבודה ביום ג' ב11 בבוקר, תכניס ליומן לשעה וחצי", "ראיון עבודה", "2026-11-24T11:00",
     "2026-11-24T12:30"),
    ("call with the bank tomorrow at 2, put it in my calendar for half an hour", "call with the bank",
     "2026-11-23T14:00", "2026-11-23T14:30"),
    ("פגישה עם רו\"ח מחר ב-10, תרשמי ביומן, שעה אחת", "פגישה עם רו\"ח", "2026-11-23T10:00", "2026-11-23T11:00"),
    ("if you don't mind, add lunch with dana tomorrow at 1 to my calendar", "lunch with dana", "2026-11-23T13:00",
     "2026-11-23T14:00"),
    ("אם זה לא מסובך, תכניסי ליומן ארוחת ערב אצל ההורים ביום שישי בשמונה בערב", "ארוחת ערב אצל ההורים",
     "2026-11-27T20:00", "2026-11-27T21:00"),
    ("if possible, put the team dinner on thursday at 8pm in my calendar", "team dinner", "2026-11-26T20:00",
     "2026-11-26T21:00"),
])
def test_timed_event_title_holds_no_command(text: str, summary: str, start: str, end: str) -> None:
    args = planned(text, "calendar", "create")
    assert args["summary"] == summary
    assert args["start"].startswith(start) and args["end"].startswith(end)


@pytest.mark.parametrize(("text", "summary", "start", "end"), [
    ("תחסמי לי את יום שישי 27/11 ביומן, כל היום, יום ניקיון בדירה החדשה", "יום ניקיון בדירה החדשה", "2026-11-27",
     "2026-11-28"),
    ("יש לי את ה conference בברלין dec 2-3, תכניסי ליומן as one all day thing", "ה conference בברלין", "2026-12-02",
     "2026-12-04"),
    ("ski trip dec 20-24, put it in my calendar as one all-day event", "ski trip", "2026-12-20", "2026-12-25"),
    ("family vacation 3/1 to 9/1, block those days", "family vacation", "2027-01-03", "2027-01-10"),
    ("family trip to the north 3-5/12, block those days in my calendar", "family trip to the north", "2026-12-03",
     "2026-12-06"),
    ("We are going to my sister in Eilat from 14/12 to 17/12. Please mark these days in my calendar as Eilat trip",
     "Eilat trip", "2026-12-14", "2026-12-18"),
])
def test_all_day_title_holds_no_command(text: str, summary: str, start: str, end: str) -> None:
    args = planned(text, "calendar", "create")
    assert args["summary"] == summary and args["allDay"]
    assert args["start"] == start and args["end"] == end


def test_a_length_word_elsewhere_is_not_taken_as_the_events() -> None:
    args = planned("פגישה עם דנה מחר ב10 לשעה", "calendar", "create")
    assert args["end"].startswith("2026-11-23T11:00")


def test_reserve_duty_is_not_a_reservation() -> None:
    not_acted("reserve duty 6/12 to 10/12 block them pls")
