"""Reminders, tasks and the calendar as second-language writers put them: "write me every 20 minutes until…" (a
nudge), a named weekday at a bare 8 asked even when it is tomorrow, a clash asked about with "it" after the event
("the wedding is Thursday 19:00, it is clash with something?"), "יש לי משהו ביום ראשון בבוקר? אני רוצה לקחת אמא"
(is the slot free), the object named first and taken up by a pronoun ("the reminder of dentist, move him…", "כל
התזכורות שיש, תמחקי אותם"), "תזכירי אותי", "תסמני שעשוי", "write it in calendar", "מה כתוב לי ביומן", "show me
the next week, all meetings", and "אני צריך לא לשכוח" said after the errand.

The clock is Sunday 22 November 2026, 09:00 in Asia/Jerusalem (Mon 23 ... Sat 28).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.planning.reading import acted, case, local, plan, reads_as
from tests.planning.task_checks import check_task as check


# -- "write me every N minutes until…": a nudge ---------------------------------------------------------------------
@pytest.mark.parametrize(("text", "expect"), [
    case("write me every 20 minutes until I take out the laundry from machine, spasibo", op="create",
         text=["laundry"], not_text=["spasibo"], nudge="20 minutes"),
    case("write to me every hour until I call the plumber", op="create", text=["plumber"], nudge="60 minutes"),
    case("תכתבי לי כל 20 דקות עד שאני מוציא את הכביסה", op="create", text=["הכביסה"], nudge="20 minutes"),
])
def test_write_me_on_a_clock_is_a_nudge(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


@pytest.mark.parametrize("text", ["write me a short poem", "write me a poem every day", "תכתבי לי כל מה שיש ביומן"])
def test_write_me_something_is_not_a_reminder(text: str) -> None:
    intent = plan(text)
    assert intent is None or intent.capability != "database", (text, intent and intent.args)


# -- a named weekday at a bare 8, even when it is tomorrow ----------------------------------------------------------
@pytest.mark.parametrize("text", [
    "ביום שני ב-8 תזכיר לי על הפגישה עם היועצת",
    "ביום שני בשמונה תזכירי לי לקחת את האוטו לטיפול",
    "remind me on monday at 7 to call the bank",
    "remind me on monday at 6 to call mom",
])
def test_weekday_that_is_tomorrow_at_bare_hour_is_asked(text: str) -> None:
    check(text, {"op": "create", "missing": ["time"]})


@pytest.mark.parametrize("text", ["ביום שני ב-8 פגישה עם היועצת", "put meeting w avi on monday at 8"])
def test_weekday_that_is_tomorrow_event_at_bare_hour_is_asked(text: str) -> None:
    intent = plan(text)
    assert not acted(intent), intent and intent.args


@pytest.mark.parametrize(("text", "expect"), [
    case("תזכיר לי מחר ב-8 להתקשר לבנק", op="create", due="2026-11-23T08:00"),
    case("remind me tomorrow at 8 to call the bank", op="create", due="2026-11-23T08:00"),
    case("ביום שני ב-8 בערב תזכיר לי על הפגישה", op="create", due="2026-11-23T20:00"),
    case("ביום שני ב-8 בבוקר תזכיר לי על הפגישה", op="create", due="2026-11-23T08:00"),
    case("remind me monday at 9 to call the bank", op="create", due="2026-11-23T09:00"),
])
def test_tomorrow_or_half_of_day_keeps_the_hour(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


# -- a clash asked about after the event ----------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "start", "until"), [
    ("the wedding of my cousin is Thursday 19:00, it is clash with something?", "2026-11-26T19:00",
     "2026-11-26T21:00"),
    ("the wedding of my cousin is Thursday 19:00, does it clash with anything?", "2026-11-26T19:00",
     "2026-11-26T21:00"),
    ("החתונה של הבן דוד ביום חמישי ב-19:00, זה מתנגש עם משהו?", "2026-11-26T19:00", "2026-11-26T21:00"),
    ("dentist tuesday at 4 - will it conflict with my schedule?", "2026-11-24T16:00", "2026-11-24T17:00"),
])
def test_clash_asked_after_the_event_is_a_check(text: str, start: str, until: str) -> None:
    intent = reads_as(text, "calendar", "checkConflicts")
    assert local(intent.args["timeMin"]) <= start and local(intent.args["timeMax"]) >= until, intent.args


def test_event_told_and_put_in_calendar_is_still_created() -> None:
    reads_as("the wedding is Thursday 19:00, put it in the calendar", "calendar", "create")


# -- "anything on Sunday morning? I want to …": is the slot free ----------------------------------------------------
@pytest.mark.parametrize("text", [
    "יש לי משהו ביום ראשון הבא בבוקר? אני רוצה לקחת אמא לבדיקות",
    "יש לי משהו מחר בערב? רציתי ללכת לסרט עם דנה",
    "do I have anything friday morning? I need to take the car to the garage",
])
def test_slot_asked_for_a_purpose_is_a_check(text: str) -> None:
    reads_as(text, "calendar", "checkConflicts")


@pytest.mark.parametrize("text", [
    "יש לי משהו ביום ראשון הבא בבוקר?",
    "יש לי משהו מחר בבוקר? אני רוצה לדעת מתי לקום",
    "do I have anything friday morning? I want to see what's there",
    "יש לי משהו ביומן אחרי הצהריים? want to leave early today",
    "יש לי משהו מחר אחרי הצהריים? אני רוצה לצאת מוקדם",
])
def test_look_at_part_of_day_stays_a_look(text: str) -> None:
    reads_as(text, "calendar", "getEvents")


# -- the object said first, taken up by a pronoun -------------------------------------------------------------------
@pytest.mark.parametrize(("text", "expect"), [
    case("the reminder of dentist, move him to Wednesday 11 o'clock", op="update", text=["dentist"],
         new_due="2026-11-25T11:00"),
    case("the task of the bank, delete him", op="delete", text=["bank"]),
    case("סגרתי את הענין עם הטסט לרכב, תסמני שעשוי", op="complete", text=["טסט"]),
])
def test_object_first_then_pronoun(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


@pytest.mark.parametrize(("text", "op"), [
    ("all tasks of today I finished them, yalla close everything", "completeAll"),
    ("כל התזכורות שיש, תמחקי אותם, אני רוצה לעשות נקי", "deleteAll"),
])
def test_all_of_them_first_then_pronoun_is_confirmed(text: str, op: str) -> None:
    intent = plan(text)
    assert intent is not None and intent.args.get("operation") == op, (text, intent and intent.args)


def test_made_done_alone_is_asked() -> None:
    assert not acted(plan("תסמני שעשוי"))


# -- "תזכירי אותי", and "I must not forget" said after the errand --------------------------------------------------
@pytest.mark.parametrize(("text", "expect"), [
    case("תזכיר אותי מחר בעשר בבוקר להתקשר לבנק בשביל המשכנתא, אני צריך לא לשכוח", op="create",
         exact_text="להתקשר לבנק בשביל המשכנתא", due="2026-11-23T10:00"),
    case("תזכירי אותי כל ערב בתשע וחצי לשתות ויטמין D, אני שוכח תמיד", op="create", text=["ויטמין"],
         rec={"type": "daily", "time": "21:30"}),
    case("תזכירו אותי ביום רביעי ב-10 לשלם ארנונה", op="create", text=["ארנונה"], due="2026-11-25T10:00"),
    case("remind me tomorrow at 10 to call the bank, I must not forget", op="create", exact_text="call the bank",
         due="2026-11-23T10:00"),
    case("תזכירי לי מחר בעשר להתקשר לבנק, אני חייבת לא לשכוח", op="create", exact_text="להתקשר לבנק",
         due="2026-11-23T10:00"),
])
def test_remind_oti_and_must_not_forget(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


def test_only_must_not_forget_is_asked() -> None:
    assert not acted(plan("תזכירי לי מחר בעשר, אני צריכה לא לשכוח"))


# -- the calendar: "write it in calendar", "מה כתוב לי ביומן", "show me the next week, all meetings" ---------------
def test_weekly_habit_put_in_calendar() -> None:
    intent = reads_as("every Friday 8 in the morning I go to swimming pool with my father, put in calendar for every "
                      "week", "calendar", "createRecurring")
    assert "swimming" in intent.args["summary"] and local(intent.args["start"]).endswith("08:00"), intent.args
    assert intent.args["days"] == ["Friday"], intent.args


@pytest.mark.parametrize("text", ["I am in Moscow from 3/12 until 10/12, write it in calendar",
                                  "we are in Eilat from 5/12 until 8/12, put in calendar"])
def test_stay_written_in_calendar_is_all_day(text: str) -> None:
    intent = reads_as(text, "calendar", "create")
    assert intent.args.get("allDay"), intent.args


@pytest.mark.parametrize(("text", "day"), [
    ("תגידי לי מה כתוב לי ביומן ביום שני, כל היום", "2026-11-23"),
    ("מה יש לי ביומן ביום שני כל היום", "2026-11-23"),
    ("what do I have on monday, the whole day", "2026-11-23"),
    ("מה רשום ביומן מחר", "2026-11-23"),
    ("מה יש לי היום", "2026-11-22"),
])
def test_what_is_written_in_the_diary(text: str, day: str) -> None:
    intent = reads_as(text, "calendar", "getEvents")
    assert local(intent.args["timeMin"])[:10] == day, intent.args


@pytest.mark.parametrize(("text", "first", "last"), [
    ("show me please the next week, all meetings", "2026-11-29", "2026-12-03"),
    ("show me tomorrow, all meetings", "2026-11-23", "2026-11-23"),
    ("tell me please on Thursday, all the appointments", "2026-11-26", "2026-11-26"),
])
def test_time_first_then_what_to_show(text: str, first: str, last: str) -> None:
    intent = reads_as(text, "calendar", "getEvents")
    assert local(intent.args["timeMin"])[:10] <= first and local(intent.args["timeMax"])[:10] > last, intent.args
