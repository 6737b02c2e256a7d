"""Calendar readings of round 30, from shift workers, soldiers and formal writers: 24-hour times without a colon in a
shift's range (overnight ends the next day), the end said after the event's name, a shift as an event and the day
before it, an event told after its reason ("swapped with Noa so ..."), "make it a recurring event", Hebrew letter
days joined by "ו-", "what shifts do I have", a move's new hour before a comma, who called said before a move, a
range of days with their names and "as an all-day event", and "my meeting" cancelled with no name or day.

The clock is Sunday 22 November 2026, 09:00 in Asia/Jerusalem.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.planning.reading import case, expect, local, not_acted, not_taken, plan


def _check_event(text: str, want: dict[str, Any]) -> None:
    args = expect(text, "calendar", want.get("op", "create")).args
    if "summary" in want:
        assert args["summary"] == want["summary"], args
    for key in ("start", "end"):
        if key in want:
            assert local(args[key]) == want[key], args
    if "days" in want:
        assert args["days"] == want["days"], args
    if "first" in want:
        assert args["allDay"] and (args["start"], args["end"]) == (want["first"], want["end_day"]), args


# -- a shift's range in 24-hour times, the end said after the name; overnight ends the next day --------------------
@pytest.mark.parametrize(("text", "want"), [
    case("מחר 0630 משמרת בוקר עד 1430", summary="משמרת בוקר", start="2026-11-23T06:30", end="2026-11-23T14:30"),
    case("tomorrow 0630 morning shift till 1430", summary="morning shift", start="2026-11-23T06:30",
         end="2026-11-23T14:30"),
    case("tomorrow 06:30 meeting until 14:30", summary="meeting", start="2026-11-23T06:30", end="2026-11-23T14:30"),
    case("מחר 10:00 פגישה עם דנה עד 11:30 תכניסי ליומן", summary="פגישה עם דנה", start="2026-11-23T10:00",
         end="2026-11-23T11:30"),
    case("תכניסי ליומן בבקשה: ביום ד' 25/11 בשעה 17:00 אסיפת דיירים בלובי, עד 18:30", start="2026-11-25T17:00",
         end="2026-11-25T18:30"),
    case("put in my calendar: night shift thu 2300 to fri 0700", summary="night shift", start="2026-11-26T23:00",
         end="2026-11-27T07:00"),
    case("add night shift thu 23:00 to fri 07:00", summary="night shift", start="2026-11-26T23:00",
         end="2026-11-27T07:00"),
    case("night shift 2300 to 0700 tomorrow, add it to the calendar", summary="night shift",
         start="2026-11-23T23:00", end="2026-11-24T07:00"),
    case("משמרת לילה מחמישי 23:00 עד שישי 07:00 תכניסי ליומן", summary="משמרת לילה", start="2026-11-26T23:00",
         end="2026-11-27T07:00"),
    case("משמרת לילה מחמישי 2300 עד שישי 0700 תכניסי ליומן", summary="משמרת לילה", start="2026-11-26T23:00",
         end="2026-11-27T07:00"),
    # near misses that already read right
    case("מחר משמרת בוקר 06:30 עד 14:30", summary="משמרת בוקר", start="2026-11-23T06:30", end="2026-11-23T14:30"),
    case("משמרת ערב ביום שישי 15:00-23:00 תכניסי ליומן", summary="משמרת ערב", start="2026-11-27T15:00",
         end="2026-11-27T23:00"),
])
def test_shift_ranges(text: str, want: dict[str, Any]) -> None:
    _check_event(text, want)


def test_end_said_last_is_no_second_event() -> None:
    args = expect("תכניסי ליומן בבקשה: ביום ד' 25/11 בשעה 17:00 אסיפת דיירים בלובי, עד 18:30", "calendar",
                  "create").args
    assert args["summary"] == "אסיפת דיירים בלובי", args


def test_saturday_four_digits_is_still_asked() -> None:
    not_acted('שבת 0800 שמירה בש"ג תכניסי ליומן')  # "שבת" may be the Sabbath, not the day: as before, asked


# -- a shift told after its reason, and the day said before "shift" ------------------------------------------------
@pytest.mark.parametrize(("text", "want"), [
    case("swapped with Noa so i'm working her sat shift now, 1500-2300. add it", summary="her shift",
         start="2026-11-28T15:00", end="2026-11-28T23:00"),
    case("traded shifts with dan so i'm working his sun shift, 0700-1500. put it in my calendar", summary="his shift",
         start="2026-11-29T07:00", end="2026-11-29T15:00"),
    case("החלפתי עם נועה אז אני במשמרת שלה ביום שבת 15:00-23:00, תכניסי ליומן", summary="משמרת שלה",
         start="2026-11-28T15:00", end="2026-11-28T23:00"),
    case("i was sick so i have a doctor appointment tomorrow at 10", summary="doctor appointment",
         start="2026-11-23T10:00"),
    case("i'm working her sat shift, 1500-2300. add it", summary="her shift", start="2026-11-28T15:00",
         end="2026-11-28T23:00"),
    # near miss that already read right
    case("i have a doctor appointment tomorrow at 10", summary="doctor appointment", start="2026-11-23T10:00"),
])
def test_shift_after_its_reason(text: str, want: dict[str, Any]) -> None:
    _check_event(text, want)


@pytest.mark.parametrize("text", [
    "shift the meeting to 3pm",  # "shift" the verb: a move, with the meeting asked for
    "shift my dentist appointment to tuesday at 4",
])
def test_shift_the_verb_stays_a_move(text: str) -> None:
    intent = plan(text)
    assert intent is not None and intent.args.get("operation") == "update", (text, intent)


def test_shift_lead_is_a_person() -> None:
    not_taken("מתי היומולדת של ה-shift lead שלי?", "calendar")


# -- "make it a recurring event", on call, letter days joined by "ו-" --------------------------------------------
@pytest.mark.parametrize(("text", "want"), [
    case("i'm on call every tuesday and thursday from 1900, make it a recurring event", op="createRecurring",
         summary="on call", start="2026-11-24T19:00", days=["Tuesday", "Thursday"]),
    case("on call every tuesday and thursday at 19:00, make it a recurring event", op="createRecurring",
         summary="on call", days=["Tuesday", "Thursday"]),
    case("yoga every sunday at 18:00, make it weekly", op="createRecurring", summary="yoga", days=["Sunday"]),
    case("gym כל ב' ו-ד' ב-1600 אחרי המשמרת, תשימי ביומן קבוע", op="createRecurring", summary="gym אחרי המשמרת",
         start="2026-11-23T16:00", days=["Monday", "Wednesday"]),
    case("חוג כל שני ו-רביעי ב-17:00 תכניסי ליומן", op="createRecurring", summary="חוג", days=["Monday", "Wednesday"]),
    case("יוגה כל שלישי ב-8 בערב תכניסי ליומן באופן קבוע", op="createRecurring", summary="יוגה", days=["Tuesday"]),
    # near miss that already read right
    case("gym כל ב' וד' ב-16:00", op="createRecurring", summary="gym", days=["Monday", "Wednesday"]),
])
def test_recurring(text: str, want: dict[str, Any]) -> None:
    _check_event(text, want)


def test_letter_days_with_hyphen_in_a_reminder() -> None:
    intent = plan("תזכירי לי כל א' ו-ה' בשמונה לקחת כדור")
    assert intent is not None and intent.args["reminderRecurrence"]["days"] == [0, 4], intent


# -- questions: "what shifts", "check לי" ---------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "first", "last"), [
    ("what shifts do i have this week?", "2026-11-22T00:00", "2026-11-29T00:00"),
    ("which shifts am i on next week", "2026-11-29T00:00", "2026-12-06T00:00"),
    ("check לי מה יש ביומן ב-2.12, אם אני בבסיס או לא", "2026-12-02T00:00", "2026-12-03T00:00"),
    ("check לי מה יש ביומן מחר", "2026-11-23T00:00", "2026-11-24T00:00"),
    # near misses that already read right
    ("what meetings do i have this week?", "2026-11-22T00:00", "2026-11-29T00:00"),
    ("מה יש ביומן ב-2.12", "2026-12-02T00:00", "2026-12-03T00:00"),
])
def test_questions(text: str, first: str, last: str) -> None:
    args = expect(text, "calendar", "getEvents").args
    assert (local(args["timeMin"]), local(args["timeMax"])) == (first, last), args


# -- a move: the new hour in four digits before a comma, who called said first ----------------------------------------
@pytest.mark.parametrize(("text", "summary", "start"), [
    ("the staff meeting on tue got pushed to 1400, update it", "staff meeting", "2026-11-24T14:00"),
    ("the staff meeting on tue got pushed to 1400. update it", "staff meeting", "2026-11-24T14:00"),
    ("המרפאה התקשרה. את התור לשיננית ביום חמישי תזיזי בבקשה לשעה 14:00", "תור לשיננית", "2026-11-26T14:00"),
    ("המרפאה התקשרה. תזיזי בבקשה את התור לשיננית ביום חמישי לשעה 14:00", "תור לשיננית", "2026-11-26T14:00"),
    ("the clinic called. please move my dentist appointment on thursday to 2pm", "dentist appointment",
     "2026-11-26T14:00"),
    # near misses that already read right
    ("the staff meeting on tue got pushed to 2pm", "staff meeting", "2026-11-24T14:00"),
    ("את התור לשיננית ביום חמישי תזיזי לשעה 14:00", "תור לשיננית", "2026-11-26T14:00"),
])
def test_moves(text: str, summary: str, start: str) -> None:
    args = expect(text, "calendar", "update").args
    assert args["searchCriteria"]["summary"] == summary, args
    assert local(args["updateFields"]["start"]) == start, args


def test_move_to_four_digits_then_thanks() -> None:
    args = expect("move the lesson to 1800, thanks", "calendar", "update").args
    assert args["updateFields"] == {"startTime": "18:00"}, args


# -- a range of days with their names; "as an all-day event" is no name ---------------------------------------------
@pytest.mark.parametrize(("text", "want"), [
    case("הנכדים מגיעים אלינו מיום חמישי 3.12 עד שבת 5.12. תרשמי את זה ביומן כאירוע של כל היום",
         summary="הנכדים מגיעים אלינו", first="2026-12-03", end_day="2026-12-06"),
    case("my parents are staying with us from 3/12 to 5/12. please put it in my calendar as an all-day event",
         summary="parents are staying with us", first="2026-12-03", end_day="2026-12-06"),
    case("mom is visiting from thu 3/12 to sat 5/12, put it in the calendar", summary="mom is visiting",
         first="2026-12-03", end_day="2026-12-06"),
    case("מילואים מיום שני 30.11 עד חמישי 3.12, תכניסי ליומן", summary="מילואים", first="2026-11-30",
         end_day="2026-12-04"),
    case("vacation from mon 30/11 to thu 3/12, add to calendar", summary="vacation", first="2026-11-30",
         end_day="2026-12-04"),
    # near misses that already read right
    case("מילואים מ-30.11 עד 3.12, תכניסי ליומן", summary="מילואים", first="2026-11-30", end_day="2026-12-04"),
    case("We are going to my sister in Eilat from 14/12 to 17/12. Please mark these days in my calendar as Eilat trip",
         summary="Eilat trip", first="2026-12-14", end_day="2026-12-18"),
])
def test_day_ranges(text: str, want: dict[str, Any]) -> None:
    _check_event(text, want)


# -- "my meeting" cancelled, with no name or day: which one is asked ------------------------------------------------
@pytest.mark.parametrize("text", [
    "תבטלי לי את הפגישה שלי בבקשה",
    "תבטלי בבקשה את הפגישה שלי",
    "תבטל את התור שלנו",
    "cancel my meeting",
])
def test_my_meeting_is_asked(text: str) -> None:
    intent = plan(text)
    assert intent is not None and intent.missing == ["searchCriteria"], (text, intent)


def test_my_named_appointment_is_still_cancelled() -> None:
    args = expect("תבטלי את התור שלי לרופא", "calendar", "delete").args
    assert args["searchCriteria"]["summary"] == "תור שלי לרופא", args
