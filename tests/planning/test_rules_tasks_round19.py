"""Reminders as busy parents and students send them: a day's errands each after its own bare hour (one of them a
thing one buys), a day's plan with a fixture in it ("shift at 5pm") and "remind me for all" at its end, and a
closing "of both" / "for all" that could not be split, which is asked rather than kept as the task's text.

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


# -- errands each after a bare hour, one of them naming a thing one buys after its verb ----------------------------
BARE_HOURS = [
    case("tmrw remind me 9 email the landlord, 1 buy a birthday cake, 6 take the kids to swim", op="createMultiple",
         tasks=["email the landlord", "buy a birthday cake", "take the kids to swim"],
         dues=["2026-11-23T09:00", "2026-11-23T13:00", "2026-11-23T18:00"]),
    case("tomorrow remind me 8 drop off the twins, 11 order the pizza, 4 pick up noa", op="createMultiple",
         tasks=["drop off the twins", "order the pizza", "pick up noa"],
         dues=["2026-11-23T08:00", "2026-11-23T11:00", "2026-11-23T16:00"]),
    case("מחר תזכירי לי ב8 להתקשר לגננת, ב12 להזמין עוגה, ב5 לאסוף את יואב מהחוג", op="createMultiple",
         tasks=["להתקשר לגננת", "להזמין עוגה", "לאסוף את יואב מהחוג"],
         dues=["2026-11-23T08:00", "2026-11-23T12:00", "2026-11-23T17:00"]),
]


@pytest.mark.parametrize(("text", "expect"), BARE_HOURS)
def test_errands_after_bare_hours_may_name_groceries(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


# Near misses: bare numbers before groceries with no verb are counts, not hours.
@pytest.mark.parametrize("text", [
    "remind me tmrw 9 milk 12 eggs 5 bread",
    "tomorrow remind me 2 milk, 3 eggs, 6 rolls",
])
def test_counts_before_groceries_are_not_hours(text: str) -> None:
    intent = plan(text)
    assert intent is None or intent.args.get("operation") != "createMultiple" or not acted(intent), intent.args


# -- a day's plan with a fixture in it, "remind me for all" at its end -----------------------------------------------
DAY_PLAN = [
    case("tmrw: return the books at 10, dentist appt at 2, football practice at 6. remind me for all",
         op="createMultiple", tasks=["return the books", "dentist appt", "football practice"],
         dues=["2026-11-23T10:00", "2026-11-23T14:00", "2026-11-23T18:00"]),
    case("tomorrow send the invoice at 9, pick up the dry cleaning at 1, shift at 4pm, remind me of all of them",
         op="createMultiple", tasks=["send the invoice", "pick up the dry cleaning", "shift"],
         dues=["2026-11-23T09:00", "2026-11-23T13:00", "2026-11-23T16:00"]),
    case("tomorrow remind me at 8 to send the report, at 4 ballet class and at 6 to buy bread", op="createMultiple",
         tasks=["send the report", "ballet class", "buy bread"],
         dues=["2026-11-23T08:00", "2026-11-23T16:00", "2026-11-23T18:00"]),
    case("מחר ב9 להדפיס את הסיכומים, ב1 לאסוף את האופניים, ב5 משמרת, תזכירי לי על הכל", op="createMultiple",
         tasks=["להדפיס את הסיכומים", "לאסוף את האופניים", "משמרת"],
         dues=["2026-11-23T09:00", "2026-11-23T13:00", "2026-11-23T17:00"]),
    case("מחר ב9 להתקשר לבנק, ב4 חוג, תזכיר לי על שניהם", op="createMultiple", tasks=["להתקשר לבנק", "חוג"],
         dues=["2026-11-23T09:00", "2026-11-23T16:00"]),
]


@pytest.mark.parametrize(("text", "expect"), DAY_PLAN)
def test_a_days_plan_with_a_fixture_is_several_reminders(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


# Near misses: a fixture after a verb that could take it ("cancel the gym ..., meeting ..."), a person after a call
# (the verb borrowed), and "of both" / "for all" that could not be split: never a task named "both" or "all".
@pytest.mark.parametrize("text", [
    "cancel the gym at 5, meeting at 7, remind me about both",
    "tmrw book the lesson at 9, training at 11, remind me for all",
    "call mom at 5 and dad at 7, remind me of both",
    "tmrw: call the plumber at 9, dentist at 11, remind me for all",
    "remind me for everything tomorrow",
    "מחר ב9 לבטל את החוג, ב4 שיעור, תזכירי לי על שניהם",
    "תתקשרי לאמא בחמש ולאבא בשבע, תזכירי לי על שניהם",
])
def test_a_closing_both_that_cannot_be_split_is_asked(text: str) -> None:
    intent = plan(text)
    if intent is not None and acted(intent):
        assert intent.args.get("operation") == "createMultiple", intent.args
        texts = [t["text"] for t in intent.args["tasks"]]
        assert all(t not in ("both", "all", "everything", "שניהם", "ניהם") for t in texts), texts
        assert "meeting" not in texts and "training" not in texts and "dad" not in texts, texts
    else:
        assert intent is None or intent.args.get("text") not in ("both", "all", "everything", "ניהם"), intent.args


# -- a to-do question signed off in a hurry: "... today lmk", "... pls", an emoji ------------------------------------
SIGNED_OFF = [
    case("what do i have to do today lmk", op="getAll", window="today"),
    case("what do i still need to do tmrw pls lmk", op="getAll", window="tmrw"),
    case("whats on my plate today 🙏", op="getAll", window="today"),
    case("wat do i need to do היום lmk", op="getAll", window="היום"),
]


@pytest.mark.parametrize(("text", "expect"), SIGNED_OFF)
def test_a_todo_question_signed_off_is_read(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


# Near misses: "what do I have to do to/for X" asks how to do something, whatever follows it.
@pytest.mark.parametrize("text", [
    "what do i have to do to renew my passport lmk",
    "what do i need to do for the exam lmk",
])
def test_a_how_to_question_signed_off_is_not_a_todo_question(text: str) -> None:
    intent = plan(text)
    assert intent is None or intent.args.get("operation") != "getAll" or not acted(intent), intent.args


# -- "day after tmrw": the day after tomorrow, never tomorrow ---------------------------------------------------------
DAY_AFTER_SHORT = [
    case("day after tmrw remind me to call the pediatrician", op="create", exact_text="call the pediatrician",
         due="2026-11-24T09:00"),
    case("remind me day after tmrw at 8:15 to sign the permission slip", op="create",
         exact_text="sign the permission slip", due="2026-11-24T08:15"),
    case("remind me the day after tmr at 6pm to pay the gas bill", op="create", exact_text="pay the gas bill",
         due="2026-11-24T18:00"),
]


@pytest.mark.parametrize(("text", "expect"), DAY_AFTER_SHORT)
def test_day_after_a_short_tomorrow_is_two_days_on(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


# Near miss: "tmrw" alone is still tomorrow.
def test_a_short_tomorrow_alone_is_tomorrow() -> None:
    check("tmrw at 8:15 remind me to sign the permission slip",
          {"op": "create", "exact_text": "sign the permission slip", "due": "2026-11-23T08:15"})


# -- two errands, each after its own time words, that the time grammar would read as one moment ----------------------
# ("tmrw morning ... and at 3 ...": never 3 in the morning)
OWN_TIMES = [
    case("remind me tmrw morning to pack the lunches and at 3 to pick the kids up from school", op="createMultiple",
         tasks=["pack the lunches", "pick the kids up from school"], dues=["2026-11-23T09:00", "2026-11-23T15:00"]),
    case("remind me tomorrow to call mom and at 5 to buy milk", op="createMultiple", tasks=["call mom", "buy milk"],
         dues=["2026-11-23T09:00", "2026-11-23T17:00"]),
    case("תזכירי לי מחר בבוקר לארוז אוכל ובשלוש לאסוף אותו מבית הספר", op="createMultiple",
         tasks=["לארוז אוכל", "לאסוף אותו מבית הספר"], dues=["2026-11-23T09:00", "2026-11-23T15:00"]),
    case("תזכיר לי מחר בבוקר להתקשר לגננת ובארבע לקנות מתנה", op="createMultiple",
         tasks=["להתקשר לגננת", "לקנות מתנה"], dues=["2026-11-23T09:00", "2026-11-23T16:00"]),
]


@pytest.mark.parametrize(("text", "expect"), OWN_TIMES)
def test_errands_each_after_own_time_words_are_several(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


# Near misses: one time for two errands ("... at 5"), asked or one reminder, never at 3 or 5 in the morning.
@pytest.mark.parametrize("text", [
    "remind me tomorrow to call mom and buy milk at 5",
    "remind me tmrw morning to pack the lunches and pick up the kids at 3",
])
def test_one_time_after_two_errands_is_not_a_night_reminder(text: str) -> None:
    intent = plan(text)
    if intent is not None and acted(intent):
        dues = [t.get("dueDate", "") for t in intent.args.get("tasks", [])] or [intent.args.get("dueDate", "")]
        assert all("T03:" not in d and "T05:" not in d for d in dues), intent.args


# -- a reminder tied to a moment of the day ("when I get home"): made, its clock time asked ---------------------------
AT_A_MOMENT = [
    case("remind me when i get home to charge the ipad", op="create", exact_text="charge the ipad when i get home",
         missing=["dueDate"]),
    case("can you remind me when i get to the office to print the forms", op="create",
         exact_text="print the forms when i get to the office", missing=["dueDate"]),
    case("remind me when the kids go to sleep to fold the laundry", op="create",
         exact_text="fold the laundry when the kids go to sleep", missing=["dueDate"]),
    case("remind me when i see dana to give her the book", op="create", exact_text="give her the book when i see dana",
         missing=["dueDate"]),
    case("תזכירי לי כשאני מגיעה הביתה לטעון את האייפד", op="create", text=["לטעון את האייפד"], missing=["dueDate"]),
]


@pytest.mark.parametrize(("text", "expect"), AT_A_MOMENT)
def test_a_reminder_at_a_moment_asks_its_time(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


# Near misses: "remind me when ..." asking for a fact, with no errand after the moment: not a reminder made.
@pytest.mark.parametrize("text", [
    "remind me when my dentist appointment is",
    "remind me when i have to leave for the airport",
    "remind me when i have to go to the dentist",
])
def test_remind_me_when_as_a_question_is_no_reminder(text: str) -> None:
    intent = plan(text)
    assert intent is None or "task_when" not in (intent.decided_by or ""), intent.args


# -- laughter and asides signed at the end, and "re:" before the subject, are not the task's words --------------------
SIGNED = [
    case("remind me in 20 min to take the lasagna out lol", op="create", exact_text="take the lasagna out",
         due="2026-11-22T09:20"),
    case("remind me at 6 to feed the cat hahaha", op="create", exact_text="feed the cat", due="2026-11-22T18:00"),
    case("תזכירי לי בשש להאכיל את החתול חחחח", op="create", exact_text="להאכיל את החתול", due="2026-11-22T18:00"),
    case("ping me tuesday 10am re: the swim team registration", op="create",
         exact_text="the swim team registration", due="2026-11-24T10:00"),
]


@pytest.mark.parametrize(("text", "expect"), SIGNED)
def test_laughter_and_re_are_not_the_tasks_words(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


# Near miss: a word that only ends like laughter stays ("call noaha").
def test_a_name_ending_like_laughter_stays() -> None:
    check("remind me at 6 to call noaha", {"op": "create", "exact_text": "call noaha", "due": "2026-11-22T18:00"})


# -- "before <hour>": a deadline, not the reminder's hour; how long before is asked ---------------------------------
@pytest.mark.parametrize("text", [
    "remind me tmrw to hand in the lab report b4 8",
    "remind me tomorrow to drop off the car before 7:30",
    "remind me to submit the assignment before 5pm",
    "תזכירי לי מחר להגיש את העבודה לפני 8",
    "תזכיר לי ביום שלישי לשלם את הארנונה לפני שתיים",
])
def test_a_deadline_before_an_hour_is_asked(text: str) -> None:
    not_acted(text)


# Near misses: "by 8" is the hour itself, and "before <an event>" names no hour (its time asked as usual).
def test_by_an_hour_is_the_due_time() -> None:
    check("remind me tmrw to hand in the lab report by 8",
          {"op": "create", "exact_text": "hand in the lab report", "due": "2026-11-23T08:00"})


# -- a joined errand with its own hour that the one reading would swallow: asked, never one reminder ---------------
@pytest.mark.parametrize("text", [
    "ok so tomorrow I need to remember to pick up the kids at four and then at six take Maya to her piano lesson"
    " remind me",
    "tomorrow I have to get the car at four and at seven pick up dad from the station, remind me",
    "remind me at 8 to call mom, and at 9 to email dana",
])
def test_a_second_errand_with_its_own_hour_is_never_swallowed(text: str) -> None:
    intent = plan(text)
    if intent is not None and acted(intent):
        assert intent.args.get("operation") == "createMultiple", intent.args
        dues = [t["dueDate"] for t in intent.args["tasks"]]
        assert dues == sorted(dues), intent.args


# -- a weekday said after another one is the next such day after it, not today --------------------------------------
WEEK_ORDER = [
    case("remind me sat morning to buy a gift for the party and sunday at 10 to drop yoni off", op="createMultiple",
         tasks=["buy a gift for the party", "drop yoni off"], dues=["2026-11-28T09:00", "2026-11-29T10:00"]),
    case("תזכירי לי ביום שישי לקנות מתנה וביום ראשון בעשר להביא את יוני למסיבה", op="createMultiple",
         tasks=["לקנות מתנה", "להביא את יוני למסיבה"], dues=["2026-11-27T09:00", "2026-11-29T10:00"]),
]


@pytest.mark.parametrize(("text", "expect"), WEEK_ORDER)
def test_a_weekday_after_another_is_the_next_one(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


# Near misses: out of the said order on purpose, with days named, or the hours said in the day's order.
SAID_ORDER = [
    case("remind me friday to pay the babysitter and tomorrow to call the bank", op="createMultiple",
         tasks=["pay the babysitter", "call the bank"], dues=["2026-11-27T09:00", "2026-11-23T09:00"]),
    case("remind me at 5 to leave work and at 7 to call grandma", op="createMultiple",
         tasks=["leave work", "call grandma"], dues=["2026-11-22T17:00", "2026-11-22T19:00"]),
    case("remind me to buy bread at 5 and to pick up noa at 4", op="createMultiple", tasks=["buy bread", "pick up noa"],
         dues=["2026-11-22T17:00", "2026-11-22T16:00"]),
    case("tomorrow I need to pick up the kids at 4 and at 6 take maya to piano, remind me", op="createMultiple",
         tasks=["pick up the kids", "take maya to piano"], dues=["2026-11-23T16:00", "2026-11-23T18:00"]),
]


@pytest.mark.parametrize(("text", "expect"), SAID_ORDER)
def test_errands_in_their_said_order_are_several(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


# -- "sharp" after the hour is not the task's words -------------------------------------------------------------------
def test_sharp_after_the_hour_is_not_the_task() -> None:
    check("remind me tmrw at 7 am sharp to wake the kids for the trip",
          {"op": "create", "exact_text": "wake the kids for the trip", "due": "2026-11-23T07:00"})


# -- "the thing we talk(ed) about", typed in a hurry: which thing is asked -------------------------------------------
@pytest.mark.parametrize("text", [
    "remind me tmrw about that thing we discuss",
    "remind me at 8 about the thing that we spoke about",
    "remind me at 9 about the stuff we talk",
])
def test_a_thing_only_talked_about_is_asked(text: str) -> None:
    intent = plan(text)
    assert intent is not None and "text" in intent.missing, (intent and intent.args)


# Near miss: a thing said with what it is for stays the task.
def test_things_named_by_their_use_stay() -> None:
    check("remind me tomorrow about the things i need for the trip",
          {"op": "create", "exact_text": "the things i need for the trip", "due": "2026-11-23T09:00"})


# -- a time said with a shrug ("idk when maybe thursday", "אולי ביום חמישי"): asked, not set --------------------------
@pytest.mark.parametrize("text", [
    "remind me to renew the library card idk when maybe thursday",
    "remind me maybe at 5 to call the babysitter",
    "תזכירי לי אולי ביום חמישי לקנות מתנה לגננת",
    "תזכיר לי לא יודע מתי אולי מחר להחזיר את המקדחה",
])
def test_a_hedged_time_is_asked(text: str) -> None:
    not_acted(text)


# Near misses: a hedge inside the errand, or an approximate hour, is no undecided time.
HEDGE_KEPT = [
    case("remind me tmrw to ask dana if maybe she can come", op="create", exact_text="ask dana if maybe she can come",
         due="2026-11-23T09:00"),
    case("remind me friday to pick up the cake, probably around 4", op="create", text=["pick up the cake"],
         due="2026-11-27T16:00"),
]


@pytest.mark.parametrize(("text", "expect"), HEDGE_KEPT)
def test_a_hedge_in_the_errand_is_kept(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


# -- "b4 school", "b4 work": when in the day, not the task; its hour asked --------------------------------------------
@pytest.mark.parametrize("text", [
    "remind me tmrw b4 school to give noa her meds",
    "remind me b4 work to grab the charger",
])
def test_b4_school_is_an_anchor_not_the_task(text: str) -> None:
    intent = plan(text)
    assert intent is not None and intent.args.get("operation") == "create", intent
    assert "b4" not in intent.args.get("text", "") and "dueDate" in intent.missing, intent.args
