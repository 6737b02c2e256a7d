"""Reminders as older users and phone keyboards write them: a formal request signed at the end ("... Thank you,
Dora", "תודה מראש", "- Moshe"), a request whose errand was said in the sentence before it, a thought lost mid-way
("תזכירי לי מחר... שכחתי מה רציתי"), a request about a reminder already set, an hour begun and mistyped ("at for
tmrw"), "stop reminding me abt X" after a report, and "mark that everything is done" with examples of what "all"
took in.

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


# -- a sign-off is no part of the task ------------------------------------------------------------------------------
SIGNED = [
    case("I have to renew my passport soon. Could you remind me on Thursday at ten. Kind regards, Harold", op="create",
         text=["renew my passport"], not_text=["Harold", "regards"], due="2026-11-26T10:00"),
    case("please remind me tomorrow at 5 to phone my sister. Thank you, Ruth", op="create",
         exact_text="phone my sister", due="2026-11-23T17:00"),
    case("אני צריכה לשלם את החשבון של הגז. תזכירי לי ביום שלישי בעשר בבוקר. תודה רבה, רבקה", op="create",
         text=["לשלם את החשבון של הגז"], not_text=["תודה", "רבקה"], due="2026-11-24T10:00"),
    case("אני צריך להחזיר את הספרים לספרייה. בבקשה תזכיר לי מחר בתשע. תודה מראש", op="create",
         text=["להחזיר את הספרים"], not_text=["תודה"], due="2026-11-23T09:00"),
    case("please remind me on Monday at 10 to take the car to the garage - Moshe", op="create",
         exact_text="take the car to the garage", due="2026-11-23T10:00"),
]


@pytest.mark.parametrize(("text", "expect"), SIGNED)
def test_a_sign_off_is_no_part_of_the_task(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


# "remind me about it" with nothing before it naming "it", signed: what is asked.
@pytest.mark.parametrize("text", [
    "Please remind me about it next week. Thank you, Dora",
    "could you remind me about it on friday. Kind regards, Harold",
    "תזכירי לי על זה מחר. תודה רבה, רבקה",
    "בבקשה תזכיר לי את זה ביום רביעי. תודה מראש",
])
def test_it_signed_is_asked(text: str) -> None:
    not_acted(text)


# A thank-you that is the errand itself stays the errand.
@pytest.mark.parametrize(("text", "expect"), [
    case("remind me tomorrow at 6 to say thank you to grandma", op="create", text=["thank you to grandma"],
         due="2026-11-23T18:00"),
    case("remind me tonight at 8 to send a thanks card to Dana", op="create", text=["thanks card"],
         due="2026-11-22T20:00"),
])
def test_thanks_in_the_errand_stays(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


# -- the thought was lost ----------------------------------------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "תזכירי לי מחר...\nאה שכחתי מה רציתי 😅",
    "תזכיר לי ביום שני, לא זוכר מה רציתי",
    "remind me tomorrow... oh i forgot what i wanted",
    "remind me on friday to... never mind",
])
def test_a_lost_thought_is_asked(text: str) -> None:
    not_acted(text)


# -- a change to a reminder already set is no new reminder -------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "I asked you to remind me on Tuesday at ten about the dentist but the clinic rang. Please change the reminder "
    "to a quarter past eleven on the same day. Thank you, Ruth",
    "you were going to remind me tomorrow at 9 about the plumber, please move the reminder to 11 the same day",
    "ביקשתי שתזכירי לי ביום שלישי בעשר על רופא השיניים, בבקשה תשני את התזכורת לאחת עשרה באותו יום",
])
def test_a_change_said_inside_a_reminder_is_not_a_new_one(text: str) -> None:
    intent = plan(text)
    assert not acted(intent) or intent.args.get("operation") == "update", (intent.args, intent.decided_by)


# -- an hour begun and never read -----------------------------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "remnd me to call the dentist at for tmrw ⏰",
    "remind me tomorrow to phone the garage at 🕐",
    "remind me to pay the electric bill by ⏰⏰",
])
def test_an_hour_begun_and_not_read_is_asked(text: str) -> None:
    not_acted(text)


# -- "stop reminding me abt X" -----------------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "expect"), [
    case("ok sent it... stop reminding me abt the invoice 🙏🙏", op="complete", text=["invoice"]),
    case("paid it already, stop reminding me abt the water bill", op="complete", text=["water bill"]),
    case("stop reminding me abt the gym", op="delete", exact_text="gym"),
    case("pls dont remind me abt the vet anymore", op="delete", exact_text="vet"),
])
def test_abt_is_about(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


# -- "mark that everything is done", and examples of what "all" took in --------------------------------------------
ALL_DONE = [
    case("תסמני בבקשה שהכל בוצע", op="completeAll"),
    case("תסמן לי שהכל כבר בוצע", op="completeAll"),
    case("mark that everything is done", op="completeAll"),
    case("please mark that it's all done", op="completeAll"),
    case("סיימתי היום את כל המשימות שהיו לי, גם הבנק וגם הדואר וגם התרופות. תסמני בבקשה שהכל בוצע. איזה יום!",
         op="completeAll"),
    case("סיימתי את כל המשימות, גם הכביסה וגם הקניות. תסמני הכל כבוצע", op="completeAll"),
    case("finished all my tasks today, including the bank and the pharmacy. mark everything as done",
         op="completeAll"),
]


@pytest.mark.parametrize(("text", "expect"), ALL_DONE)
def test_everything_marked_done(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


# An exception beside "all" is never dropped as an example.
@pytest.mark.parametrize("text", [
    "סיימתי את כל המשימות, גם הבנק אבל לא הדואר. תסמני הכל כבוצע",
    "finished all my tasks, but not the bank. mark everything as done",
    "תסמני שהכל בוצע חוץ מהבנק",
    "mark that everything is done except the bank",
])
def test_an_exception_beside_all_is_not_all(text: str) -> None:
    intent = plan(text)
    assert not acted(intent) or intent.args.get("operation") != "completeAll", (intent.args, intent.decided_by)


# -- "all the reminders I have with you", "without exception" -------------------------------------------------------
@pytest.mark.parametrize(("text", "expect"), [
    case("תמחק את כל התזכורות שיש לי אצלך", op="deleteAll"),
    case("תמחקי בבקשה את כל המשימות שיש לי, את כולן בלי יוצא מן הכלל", op="deleteAll"),
    case("delete all the reminders you have for me, every single one", op="deleteAll"),
    case("please delete all the reminders you have for me without exception", op="deleteAll"),
])
def test_all_the_reminders_said_the_long_way(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


# Which of them is said: never all of them.
@pytest.mark.parametrize("text", [
    "תמחק את כל התזכורות שיש לי מחר",
    "delete all the reminders i have tomorrow",
    "delete all the reminders i have for the dentist",
])
def test_some_of_the_reminders_is_not_all(text: str) -> None:
    intent = plan(text)
    assert not acted(intent) or intent.args.get("operation") != "deleteAll", (intent.args, intent.decided_by)


# -- the next reminder "on the same day" ---------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "expect"), [
    case("בבקשה תרשום לי שתי תזכורות: ביום חמישי בשמונה בבוקר לקחת את הרכב למוסך, ובאותו יום ברבע לחמש לאסוף את "
         "הילדים מהחוג", op="createMultiple", tasks=["לקחת את הרכב למוסך", "לאסוף את הילדים מהחוג"],
         dues=["2026-11-26T08:00", "2026-11-26T16:45"]),
    case("תזכירי לי ביום שלישי בתשע להתקשר לבנק, ובאותו יום בשלוש לאסוף את המשקפיים", op="createMultiple",
         tasks=["להתקשר לבנק", "לאסוף את המשקפיים"], dues=["2026-11-24T09:00", "2026-11-24T15:00"]),
    case("remind me on Thursday at 9 to call the bank, and on the same day at 3 to pick up my glasses",
         op="createMultiple", tasks=["call the bank", "pick up my glasses"],
         dues=["2026-11-26T09:00", "2026-11-26T15:00"]),
])
def test_the_next_reminder_on_the_same_day(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


# "the same day" with no day before it to point at: never a guess of today.
@pytest.mark.parametrize("text", [
    "remind me at 9 to call the bank, and on the same day at 3 to pick up my glasses",
])
def test_the_same_day_without_a_day_is_not_today(text: str) -> None:
    intent = plan(text)
    assert not acted(intent) or all(t.get("dueDate", "")[:10] != "2026-11-22" for t in intent.args.get("tasks", [])), \
        (intent.args, intent.decided_by)


# -- how a report came about is not which task -------------------------------------------------------------------
@pytest.mark.parametrize(("text", "expect"), [
    case("התקשרתי לבנק כמו שביקשת", op="complete", exact_text="להתקשר לבנק"),
    case("שילמתי את הארנונה כמו שהזכרת לי", op="complete", text=["ארנונה"], not_text=["כמו"]),
    case("called the bank like you reminded me", op="complete", exact_text="call the bank"),
    case("paid the water bill as you asked", op="complete", text=["water bill"], not_text=["asked"]),
])
def test_as_you_reminded_me_is_not_the_task(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


# -- "ממחר ליום רביעי": the old day is not the task's name -----------------------------------------------------------
@pytest.mark.parametrize(("text", "expect"), [
    case("תעבירי את התזכורת של בית המרקחת ממחר ליום רביעי", op="update", exact_text="בית המרקחת",
         update={"dueDay": "2026-11-25"}),
    case("תזיזי את התזכורת של הגנן מהיום למחר", op="update", exact_text="הגנן", update={"dueDay": "2026-11-23"}),
    case("move the pharmacy reminder from tomorrow to wednesday", op="update", exact_text="pharmacy",
         update={"dueDay": "2026-11-25"}),
])
def test_the_old_day_is_cut_from_the_name(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


# -- "don't remind me tomorrow": that day, or a move; never a delete of a task named "tomorrow ..." -----------------
@pytest.mark.parametrize("text", [
    "Please don't remind me tomorrow, remind me on Tuesday instead to call Yossi",
    "dont remind me tomorrow about the gym",
    "תפסיקי להזכיר לי מחר על החוג",
])
def test_dont_remind_me_on_a_day_is_no_delete(text: str) -> None:
    intent = plan(text)
    assert not acted(intent) or intent.args.get("operation") != "delete", (intent.args, intent.decided_by)


@pytest.mark.parametrize(("text", "expect"), [
    case("stop reminding me about the 8am pills", op="delete", text=["pills"]),
    case("stop reminding me about the gym", op="delete", exact_text="gym"),
])
def test_stop_reminding_me_still_deletes(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


# -- "at the same time" and a clock emoji for the hour: which hour is asked --------------------------------------------
@pytest.mark.parametrize("text", [
    "Thank you for reminding me yesterday. Please remind me again tomorrow at the same time",
    "תודה שהזכרת לי אתמול. תזכירי לי שוב מחר באותה שעה",
    "תזכירי לי מחר ב 🕗 לקנות חלב",
    "remind me tmrw at 🕗 to call the vet",
])
def test_an_hour_not_said_is_asked(text: str) -> None:
    not_acted(text)


@pytest.mark.parametrize(("text", "expect"), [
    case("remind me at 8 to call mom ⏰", op="create", exact_text="call mom", due="2026-11-22T20:00"),
    case("⏰ תזכירי לי מחר בשמונה לקנות חלב", op="create", exact_text="לקנות חלב", due="2026-11-23T08:00"),
])
def test_a_clock_emoji_beside_a_said_hour_is_fine(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


# -- a remark about reminding before the request ---------------------------------------------------------------------
@pytest.mark.parametrize(("text", "expect"), [
    case("My son said you can remind me about stuff. Please remind me tomorrow at 10 to water the plants",
         op="create", exact_text="water the plants", due="2026-11-23T10:00"),
    case("הבת שלי אומרת שאת יכולה להזכיר לי דברים. תזכירי לי מחר בשש להתקשר לרופא", op="create",
         exact_text="להתקשר לרופא", due="2026-11-23T18:00"),
])
def test_the_request_after_a_remark_about_reminding(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


# Two requests to remind, each with its own errand: neither is dropped, nor are both one reminder.
@pytest.mark.parametrize("text", [
    "remind me about the dentist. remind me at 5 to buy milk",
    "remind me to call mom. remind me also at 5 to buy milk",
    "תזכירי לי להתקשר לאמא. תזכירי לי גם בחמש לקנות חלב",
])
def test_two_requests_to_remind_are_not_one(text: str) -> None:
    intent = plan(text)
    if acted(intent):
        assert intent.args.get("operation") == "createMultiple", (intent.args, intent.decided_by)


# -- phone-keyboard reports and changes ------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "expect"), [
    case("i already called the plumber 🙄 why r u still reminding me", op="complete", exact_text="call the plumber"),
    case("כבר התקשרתי לאינסטלטור 🙄 למה את עדיין מזכירה לי", op="complete", exact_text="להתקשר לאינסטלטור"),
    case("delete the reminder abt the vet 🐶 pls", op="delete", exact_text="vet"),
])
def test_an_emoji_ends_the_report_and_abt_is_about(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


# Thanks name no task; an old hour read as the task's name is no task either: asked.
@pytest.mark.parametrize("text", [
    "done ✅✅ thx",
    "move my 5pm reminder to 6 😬",
    "move the 8am reminder to 9",
    "תעבירי את התזכורת של 5 ל6",
])
def test_no_task_named_is_asked(text: str) -> None:
    not_acted(text)


@pytest.mark.parametrize(("text", "expect"), [
    case("move the dentist reminder to 6pm", op="update", exact_text="dentist", new_due="2026-11-22T18:00"),
])
def test_a_task_named_is_still_moved(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)
