"""Reminders and tasks as people say them aloud or type them in a hurry.

A day of the month said as a word ("כל חודש בעשירי", "every month on the tenth") is that day; "4ish" is around 4;
a time taken back mid-sentence ("בחמש לא רגע בשש") is the second one; "remind me about it" after the errand was
named ("the doctor told me to take my pill ..., remind me about it daily") is about that errand; "כמה משימות"
dictated without commas is split at each errand verb; a reminder moved to a bare 5:xx-7:xx with no day is asked;
a routine pick-up "from judo" at 4 is the afternoon; "delete / mark all my tasks" after a lead that explains it is
still all of them; slang deletes ("scratch the reminder", "nuke all my reminders"); "wat do i need to do today".

The clock is Sunday 22 November 2026, 09:00 in Asia/Jerusalem.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.planning.reading import acted, case, plan
from tests.planning.task_checks import check_task as check


def not_acted(text: str) -> None:
    intent = plan(text)
    assert not acted(intent), (text, intent and intent.args, intent and intent.decided_by)


# -- a day of the month said as a word ------------------------------------------------------------------------------
MONTH_DAYS = [
    case("כל חודש בשמיני תזכירי לי לשלם ועד בית", op="create", text=["ועד בית"],
         rec={"type": "monthly", "dayOfMonth": 8}),
    case("תזכיר לי בחמישה עשר לחודש לשלם ארנונה", op="create", text=["ארנונה"], due="2026-12-15T09:00"),
    case("תזכירי לי כל חודש בעשרים ואחד לחודש להעביר כסף לחיסכון", op="create", text=["חיסכון"],
         rec={"type": "monthly", "dayOfMonth": 21}),
    case("remind me every month on the tenth to pay the rent", op="create", text=["pay the rent"],
         rec={"type": "monthly", "dayOfMonth": 10}),
    case("remind me on the third of every month to water the cactus", op="create", text=["water the cactus"],
         rec={"type": "monthly", "dayOfMonth": 3}),
    case("remind me on the twenty-fifth to renew the parking permit", op="create", text=["parking permit"],
         due="2026-11-25T09:00"),
]


@pytest.mark.parametrize(("text", "expect"), MONTH_DAYS)
def test_a_day_of_the_month_said_as_a_word(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


def test_a_weekday_name_after_every_month_is_not_taken_for_a_date() -> None:
    # "כל חודש בשלישי" may be Tuesdays: never the 3rd by this rewrite
    intent = plan("כל חודש בשלישי תזכיר לי לשלם את החשבון")
    assert intent is None or (intent.args.get("reminderRecurrence") or {}).get("dayOfMonth") != 3


def test_an_ordinal_that_is_no_date_stays_words() -> None:
    intent = plan("remind me on the second floor to check the lights")
    assert intent is None or not acted(intent) or "dueDate" not in intent.args, intent and intent.args


# -- loose hours and hurried spelling -------------------------------------------------------------------------------
LOOSE = [
    case("remind me to finish the lab report tmrw after practice 5ish", op="create", text=["lab report"],
         not_text=["5"], due="2026-11-23T17:00"),
    case("remind me at like 3ish to call the garage", op="create", text=["call the garage"], due="2026-11-22T15:00"),
]


@pytest.mark.parametrize(("text", "expect"), LOOSE)
def test_an_hour_said_loosely(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


@pytest.mark.parametrize("text", ["remind me tmrw abt the thing", "remind me on friday abt that stuff"])
def test_abt_the_thing_is_asked(text: str) -> None:
    not_acted(text)


def test_abt_is_about() -> None:
    check("remind me tmrw abt the vet appointment", {"op": "create", "text": ["vet appointment"],
                                                   "not_text": ["abt"], "due": "2026-11-23T09:00"})


# -- a time taken back at once --------------------------------------------------------------------------------------
TAKEN_BACK = [
    case("תזכיר לי היום בשמונה לא רגע בשבע להוציא את הכלב", op="create", text=["להוציא את הכלב"],
         due="2026-11-22T19:00"),
    case("remind me today at 4 no wait 5 to grab the laundry", op="create", text=["grab the laundry"],
         due="2026-11-22T17:00"),
    case("remind me at 2pm, i mean 3pm, to send the invoice", op="create", text=["send the invoice"],
         due="2026-11-22T15:00"),
    # The hour taken back right where it was said: the second one.
    case("תזכיר לי לשלם חשבון מחר בשמונה, בעצם בתשע", op="create", text=["לשלם חשבון"], due="2026-11-23T09:00"),
    case("תזכירי לי להתקשר לדני מחר בעשר, בעצם באחת עשרה", op="create", text=["להתקשר לדני"],
         due="2026-11-23T11:00"),
]


@pytest.mark.parametrize(("text", "expect"), TAKEN_BACK)
def test_a_time_taken_back_is_the_second_one(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


@pytest.mark.parametrize("text", [
    "remind me tmrw at 9 to call the plumber, actually make it the electrician",  # said at the end: takes back more
    "תזכיר לי מחר בשמונה לשלם חשבון, בעצם בתשע",  # the hour said again after the errand: it may take back more
])
def test_a_correction_at_the_end_is_still_asked(text: str) -> None:
    not_acted(text)


# -- "remind me about it" after the errand was named ---------------------------------------------------------------
POINTED = [
    case("the vet said i have to give the dog his pill every evening at 7, pls remind me about it daily", op="create",
         text=["give the dog his pill"], not_text=["daily"], rec={"type": "daily", "time": "19:00"}),
    case("אני צריכה להחזיר את החבילה לדואר, תזכירי לי על זה מחר בעשר", op="create", text=["להחזיר את החבילה"],
         due="2026-11-23T10:00"),
    case("המורה אמרה לי לחתום על הטופס, תזכיר לי על כך ביום שלישי", op="create", text=["לחתום על הטופס"],
         due="2026-11-24T09:00"),
]


@pytest.mark.parametrize(("text", "expect"), POINTED)
def test_about_it_is_the_errand_said_before(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


@pytest.mark.parametrize("text", [
    "I went to pick up the car today, remind me about it tomorrow",  # a past report, and two days said
    "הלכתי לאסוף את הרכב היום, תזכיר לי על זה מחר",
    "got an email from the bank, remind me about it tomorrow",  # nothing to do was named
])
def test_about_it_without_an_errand_to_do_is_asked(text: str) -> None:
    not_acted(text)


# -- several tasks dictated without commas --------------------------------------------------------------------------
DICTATED = [
    case("תרשמי לי כמה משימות לשלם ארנונה להתקשר לאינסטלטור ולקנות מתנה לדנה", op="createMultiple",
         tasks=["לשלם ארנונה", "להתקשר לאינסטלטור", "לקנות מתנה לדנה"]),
    case("תוסיף כמה משימות לבדוק את הצמיגים להזמין תור למספרה", op="createMultiple",
         tasks=["לבדוק את הצמיגים", "להזמין תור למספרה"]),
]


@pytest.mark.parametrize(("text", "expect"), DICTATED)
def test_several_tasks_split_at_each_errand_verb(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


@pytest.mark.parametrize("text", [
    "add a few tasks renew car insurance book the dentist return library books",  # cannot be told apart
    "תרשום לי שתי משימות לשטוף ולקפל את הכביסה",  # one errand although two were announced
])
def test_several_announced_but_one_read_is_asked(text: str) -> None:
    intent = plan(text)
    assert intent is not None and intent.args.get("operation") != "store", intent
    assert not acted(intent), intent.args


def test_one_task_with_a_place_stays_one() -> None:
    check("תוסיף לי משימה להחזיר ספרים לספריה", {"op": "create", "text": ["להחזיר ספרים לספריה"]})


# -- a reminder moved to a bare early-evening hour ------------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "תזיזי את התזכורת של הריצה לשש וחצי",
    "move the piano reminder to 7:45",
])
def test_a_move_to_a_bare_early_hour_is_asked(text: str) -> None:
    intent = plan(text)
    assert intent is not None and intent.args.get("operation") == "update", intent
    assert "time" in intent.missing, intent.args


MOVES_KEPT = [
    case("move the piano reminder to 7:45 after work", op="update", text=["piano"], new_due="2026-11-22T19:45"),
    case("make the gym reminder 6:30 instead of 6", op="update", text=["gym"], new_due="2026-11-22T18:30"),
    case("move the piano reminder to 8", op="update", text=["piano"], new_due="2026-11-22T20:00"),
]


@pytest.mark.parametrize(("text", "expect"), MOVES_KEPT)
def test_a_move_with_a_clue_or_a_round_hour_is_kept(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


# -- a routine pick-up is in the afternoon --------------------------------------------------------------------------
PICKUPS = [
    case("כל רביעי בחמש תזכיר לי לאסוף את יואב מהכדורגל", op="create", text=["לאסוף את יואב"],
         rec={"type": "weekly", "days": [3], "time": "17:00"}),
    case("remind me every monday at 4 to pick up maya from ballet", op="create", text=["pick up maya"],
         rec={"type": "weekly", "days": [1], "time": "16:00"}),
]


@pytest.mark.parametrize(("text", "expect"), PICKUPS)
def test_a_routine_pickup_is_the_afternoon(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


@pytest.mark.parametrize("text", ["remind me every day at 5 to take my pills", "כל יום בחמש תזכירי לי לעשות מתיחות"])
def test_a_routine_at_5_without_a_clue_is_asked(text: str) -> None:
    intent = plan(text)
    assert intent is not None and "time" in intent.missing, intent and intent.args


# -- all of them, after a lead --------------------------------------------------------------------------------------
ALL_AFTER_A_LEAD = [
    case("סיימתי הכל אתמול בערב, תסמני את כל המשימות שלי כבוצעות", op="completeAll"),
    case("crazy week is over, mark all my tasks done", op="completeAll"),
    case("נמאס לי מהבלגן תמחק את כל התזכורות שלי", op="deleteAll", risk="high"),
    case("starting fresh this month, nuke all my reminders", op="deleteAll", risk="high"),
    case("תסמני את כל ה-tasks כ-done", op="completeAll"),
    case("yes yes yes finished everything, mark all my tasks complete", op="completeAll"),
]


@pytest.mark.parametrize(("text", "expect"), ALL_AFTER_A_LEAD)
def test_all_of_them_after_a_lead(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


@pytest.mark.parametrize("text", [
    "should i delete all my reminders",
    "האם כדאי למחוק את כל התזכורות",
    "if nothing changes by friday delete all my reminders",
    "עוד לא סיימתי את הכביסה, תסמני את כל המשימות כבוצעות",
    "finished the report, mark all done",
])
def test_all_after_a_doubtful_lead_is_not_done(text: str) -> None:
    intent = plan(text)
    assert intent is None or intent.args.get("operation") not in ("deleteAll", "completeAll") or not acted(intent), \
        (text, intent and intent.args)


# -- slang deletes and hurried questions ----------------------------------------------------------------------------
SLANG = [
    case("scratch the reminder about the car wash, it's raining anyway", op="delete", text=["car wash"]),
    case("ditch my yoga reminder", op="delete", text=["yoga"]),
    case("wat do i need to get done tomorrow", op="getAll", window="tomorrow"),
    case("wut do i have to do today", op="getAll", window="today"),
]


@pytest.mark.parametrize(("text", "expect"), SLANG)
def test_slang_deletes_and_hurried_questions(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


@pytest.mark.parametrize("text", ["scratch that", "ditch the plan"])
def test_slang_without_a_task_noun_deletes_nothing(text: str) -> None:
    intent = plan(text)
    assert intent is None or intent.args.get("operation") != "delete", intent.args


# -- a schedule said twice ------------------------------------------------------------------------------------------
TWICE = [
    case("the pool is open tuesdays and fridays now so remind me every tuesday and friday at 6pm to pack my swim bag",
         op="create", text=["pack my swim bag"], not_text=["every"],
         rec={"type": "weekly", "days": [2, 5], "time": "18:00"}),
    case("החוג עבר לימי ראשון ושלישי אז תזכירי לי כל ראשון ושלישי בארבע וחצי לאסוף את דני מהחוג", op="create",
         text=["לאסוף את דני"], not_text=["ראשון"], rec={"type": "weekly", "days": [0, 2], "time": "16:30"}),
]


@pytest.mark.parametrize(("text", "expect"), TWICE)
def test_a_schedule_said_twice_is_one(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


def test_two_different_days_are_still_asked() -> None:
    # the request's own day differs from the one read first: which one is meant is asked, never picked
    not_acted("done with today's list, now remind me tomorrow to buy milk")
