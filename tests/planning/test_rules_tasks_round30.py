"""Tasks as older, formal writers and shift workers say them: all the reminders wiped with a reason in the user's
own words or named the sentence before, a bare hour for leaving for work or a shift (asked),
"b4" as a lead, the reason of getting there on time, "every time" pointing back at the need, and a reminder named
first and changed politely ("the reminder about X - kindly change it", "את התזכורת על X אפשר למחוק").

The clock is Sunday 22 November 2026, 09:00 in Asia/Jerusalem.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.planning.reading import acted, case, plan
from tests.planning.task_checks import check_task as check


# -- all of them, with a reason of the user's own, or named the sentence before ------------------------------------
@pytest.mark.parametrize("text", [
    "wipe all my reminders, roster changed and none of them make sense anymore",
    "I am afraid I have made rather a mess of my reminders. Please delete all of them and I shall start afresh.",
    "delete all my reminders, the schedule changed",
    "clear all my tasks. my plans changed completely",
    "my reminders are a mess. delete all of them",
    "תמחקי את כל התזכורות, המשמרות השתנו ואף אחת מהן לא רלוונטית",
    "עשיתי בלגן בתזכורות שלי. תמחקי את כולן ואתחיל מחדש",
])
def test_all_wiped_with_a_reason(text: str) -> None:
    check(text, {"op": "deleteAll", "risk": "high"})


@pytest.mark.parametrize("text", [
    "delete all my reminders, except the dentist one which changed",
    "wipe all my reminders for tomorrow, the roster changed",
    "I looked at my shopping list. delete all of them",
])
def test_narrowed_or_other_things_are_not_wiped(text: str) -> None:
    intent = plan(text)
    assert not (acted(intent) and intent is not None and intent.args.get("operation") == "deleteAll"), \
        (text, intent and intent.args)


# -- a bare hour for leaving for work or a shift: asked ------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "תזכיר לי ב-6 לצאת למשמרת",
    "remind me at 6 to leave for work",
    "תזכירי לי מחר ב-6 לצאת לעבודה",
])
def test_either_half_of_the_day_is_asked(text: str) -> None:
    intent = plan(text)
    assert intent is not None and "time" in intent.missing, (text, intent and intent.args)
    assert not acted(intent)


@pytest.mark.parametrize(("text", "expect"), [
    case("remind me tomorrow at 8 to call the bank", op="create", due="2026-11-23T08:00"),
    case("remind me tomorrow at 7 before work to call the bank", op="create", due="2026-11-23T07:00"),
    case("remind me tomorrow at 7:30 to call the bank", op="create", due="2026-11-23T07:30"),
    case("remind me tomorrow at 7 to call the bank", op="create", due="2026-11-23T07:00"),
    case("remind me at 6 after my shift to call mom", op="create", due="2026-11-22T18:00"),
    case("remind me tomorrow at 6 before my shift to pack lunch", op="create", due="2026-11-23T06:00"),
])
def test_a_clue_or_another_hour_keeps_its_reading(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


# -- "b4" is "before" ----------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "expect"), [
    case("remind me to pack food 30 min b4 my double tmrw at 1500", op="create", text=["pack food"],
         due="2026-11-23T15:00", before="30 minutes"),
    case("remind me 10 min b4 the meeting tomorrow at 9 to print the slides", op="create", text=["print the slides"],
         due="2026-11-23T09:00", before="10 minutes"),
    case("ping me an hour b4 my shift on thursday at 0630 to iron the uniform", op="create", text=["iron the uniform"],
         due="2026-11-26T06:30", before="60 minutes"),
    case("remind me to pack food 30 min before my double tmrw at 1500", op="create", text=["pack food"],
         due="2026-11-23T15:00", before="30 minutes"),
])
def test_b4_is_a_lead(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


# -- getting there on time is no task: the thing named before is ---------------------------------------------------
@pytest.mark.parametrize(("text", "expect"), [
    case("בוקר טוב Memo. מחר בשעה 10:00 יש לי תור לרופא עיניים בקופת חולים ברחוב ז'בוטינסקי 45. תזכירי לי בבקשה "
         "שעה לפני כן, שאספיק להגיע.", op="create", text=["רופא עיניים"], due="2026-11-23T10:00", before="60 minutes"),
    case("מחר בשעה 10:00 יש לי תור לרופא עיניים. תזכירי לי שעה לפני כן, שאספיק להגיע.", op="create",
         text=["רופא עיניים"], due="2026-11-23T10:00", before="60 minutes"),
    case("Tomorrow at 10 I have an appointment with the eye doctor. Remind me an hour before so I can get there in "
         "time.", op="create", text=["eye doctor"], due="2026-11-23T10:00", before="60 minutes"),
    case("ביום חמישי ב-16:00 יש לי פגישה עם רואה החשבון. תזכיר לי חצי שעה לפני, שלא אאחר", op="create",
         text=["רואה החשבון"], due="2026-11-26T16:00", before="30 minutes"),
    case("I need to call mom tonight at 8, remind me so I don't forget", op="create", exact_text="call mom",
         due="2026-11-22T20:00"),
])
def test_on_time_is_the_reason(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


def test_near_miss_the_task_said_after_stays() -> None:
    check("תזכירי לי ב-5 לצאת לגן כדי שאגיע בזמן", {"op": "create", "exact_text": "לצאת לגן",
                                                    "due": "2026-11-22T17:00"})


# -- "every time" points back at the need said before --------------------------------------------------------------
@pytest.mark.parametrize(("text", "expect"), [
    case("הרופא נתן לי antibiotics ואני צריכה לקחת כדור every 8 hours. תזכירי לי בבקשה כל פעם", op="create",
         text=["antibiotics"], nudge="480 minutes"),
    case("אני צריכה לקחת אנטיביוטיקה כל 8 שעות, תזכירי לי כל פעם", op="create", text=["אנטיביוטיקה"],
         nudge="480 minutes"),
    case("I have to take my antibiotics every 8 hours, remind me each time", op="create", text=["antibiotics"],
         nudge="480 minutes"),
    case("remind me every 8 hours to take the antibiotics", op="create", exact_text="take the antibiotics",
         nudge="480 minutes"),
])
def test_every_time_points_back(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


# -- a reminder named first, then changed politely -----------------------------------------------------------------
@pytest.mark.parametrize(("text", "expect"), [
    case("The reminder about collecting my prescription from the pharmacy - kindly change it to 3:30 p.m. tomorrow "
         "instead. The pharmacist will only have it by then.", op="update", text=["prescription"],
         new_due="2026-11-23T15:30"),
    case("the reminder about the plumber - could you please move it to friday at 10", op="update", text=["plumber"],
         new_due="2026-11-27T10:00"),
    case("The reminder for the parent meeting, kindly delete it, it was cancelled.", op="delete",
         text=["parent meeting"]),
    case("את התזכורת על חוג הציור של יום חמישי אפשר למחוק, המדריכה הודיעה שהחוג בוטל", op="delete", text=["ציור"]),
    case("את התזכורת על הגנן אפשר להזיז למחר", op="update", text=["הגנן"]),
    case("התזכורת לגבי הביטוח, תוכלי בבקשה להעביר אותה ליום ראשון", op="update", exact_text="הביטוח"),
])
def test_named_first_changed_politely(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


@pytest.mark.parametrize("text", [
    "The reminder about the dentist - is it still on?",
    "את התזכורת על חוג הציור אפשר לשמור",
])
def test_named_first_without_a_change_is_not_changed(text: str) -> None:
    intent = plan(text)
    assert not (acted(intent) and intent is not None and intent.args.get("operation") in ("update", "delete")), \
        (text, intent and intent.args)
