"""Tasks, reminders, small notes and questions about Memo, in more of the shapes people write them in.

Each table holds sentences of one shape in both languages where it applies, with near misses that must not be
taken: a repeating reminder at an hour that may be morning or afternoon (asked), a span of weekdays said
before or after the request, a clock time typed without its colon, "all done" said as an idiom and twice in
one sentence, "stop nagging me about X" with a report that X was done, "save this" and a fact without a colon,
a kept fact given a new value, and whether Memo works with a service.

The clock is Sunday 22 November 2026, 09:00 in Asia/Jerusalem.
"""

from __future__ import annotations

from typing import Any

import pytest

from memo.planning.rules import understand
from memo.planning.rules.base import RuleContext, language_of
from memo.planning.rules.spelling import respell
from tests.planning.reading import NOW, acted, case, plan
from tests.planning.reading import local_or_none as local
from tests.planning.task_checks import check_task as check

ROUTINE_HOURS = [
    case("remind me every day at 5:30 to feed the cat", op="create", text=["feed the cat"], missing=["time"]),
    case("כל יום ב-6 תזכירי לי לקחת כדור", op="create", text=["לקחת כדור"], missing=["time"]),
    case("every tuesday at 4 remind me to water the plants", op="create", text=["water the plants"],
         missing=["time"]),
    case("תזכיר לי בימים ב' עד ה' ב-5:15 לצאת לריצה", op="create", text=["לצאת לריצה"], missing=["time"]),
    # Said with its part of the day, or as a wake-up, or at 7 and later: nothing to ask.
    case("every day at 5pm remind me to feed the cat", op="create", rec={"type": "daily", "time": "17:00"}),
    case("כל יום בשש בבוקר תזכיר לי לקחת כדור", op="create", rec={"type": "daily", "time": "06:00"}),
    case("remind me every day at 8 to stretch", op="create", rec={"type": "daily", "time": "08:00"}),
    case("wake me up every day at 6", op="create", rec={"type": "daily", "time": "06:00"}, due="2026-11-23T06:00"),
    case("תעירי אותי בימים א' עד ה' ב-6:15", op="create", rec={"type": "weekly", "time": "06:15",
                                                           "days": [0, 1, 2, 3, 4]}, due="2026-11-23T06:15"),
    case("wake me up every sunday at 5:40", op="create", rec={"type": "weekly", "time": "05:40", "days": [0]},
         due="2026-11-29T05:40"),
    # One reminder keeps the usual reading: "at 5" is the afternoon.
    case("remind me at 5 to call the bank", op="create", text=["call the bank"], due="2026-11-22T17:00"),
    case("תזכירי לי מחר ב-4:30 לאסוף את הילדים", op="create", text=["לאסוף את הילדים"], due="2026-11-23T16:30"),
]


@pytest.mark.parametrize(("text", "expect"), ROUTINE_HOURS)
def test_a_routine_at_an_early_hour_asks_morning_or_afternoon(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


# -- a span of weekdays before or after the request -------------------------------------------------------------
SPANS = [
    case("מראשון עד חמישי ב-8 תזכירי לי להוציא את הכלב", op="create", text=["להוציא את הכלב"],
         rec={"type": "weekly", "time": "08:00", "days": [0, 1, 2, 3, 4]}),
    case("מיום ב' עד יום ה' ב-7:15 תזכיר לי לקחת ויטמין", op="create", text=["לקחת ויטמין"],
         rec={"type": "weekly", "time": "07:15", "days": [1, 2, 3, 4]}),
    case("תזכיר לי משני עד רביעי בתשע בערב לסגור את המחשב", op="create", text=["לסגור את המחשב"],
         rec={"type": "weekly", "time": "21:00", "days": [1, 2, 3]}),
    case("remind me from monday to friday at 7:30 to take the pill", op="create", text=["take the pill"],
         rec={"type": "weekly", "time": "07:30", "days": [1, 2, 3, 4, 5]}),
    case("mon-fri 8am remind me to stretch", op="create", text=["stretch"],
         rec={"type": "weekly", "time": "08:00", "days": [1, 2, 3, 4, 5]}),
    # A change names the old day and the new one: no span, and the new one is the change.
    case("move the dentist reminder from monday to friday", op="update", text=["dentist"],
         update_exact={"dueDay": "2026-11-27"}),
    case("תעביר את התזכורת של הגנן מראשון לחמישי", op="update", text=["הגנן"], update_exact={"dueDay": "2026-11-26"}),
    case("move the gym reminder from 5 to 7", op="update", text=["gym"], due="2026-11-22T19:00"),
    case("תעבירי את התזכורת של הרופא מ-5 ל-7", op="update", text=["הרופא"], due="2026-11-22T19:00"),
]


@pytest.mark.parametrize(("text", "expect"), SPANS)
def test_a_span_of_weekdays_in_a_reminder_repeats_on_those_days(text: str, expect: dict[str, Any]) -> None:
    intent = check(text, expect)
    if expect["op"] == "update":
        assert "reminderRecurrence" not in intent.args["updateFields"]


@pytest.mark.parametrize("text", ["remind me this week from monday to friday at 7 to take the pill",
                                  "השבוע מראשון עד חמישי ב-8 תזכירי לי להוציא את הכלב"])
def test_a_span_in_a_named_week_is_never_a_one_time_reminder(text: str) -> None:
    intent = plan(text)
    assert not acted(intent) or (intent is not None and intent.args.get("reminderRecurrence"))


# -- a clock time typed without its colon -----------------------------------------------------------------------
COMPACT = [
    case("yo remind me at 615pm to pick up the dry cleaning", op="create", text=["pick up the dry cleaning"],
         due="2026-11-22T18:15"),
    case("remind me tmrw 1030am to call the bank", op="create", text=["call the bank"], due="2026-11-23T10:30"),
    case("תזכיר לי ב1830 להוציא את הזבל", op="create", text=["להוציא את הזבל"], due="2026-11-22T18:30"),
    case("תזכירי לי מחר בשעה 0745 לקחת את הרכב למוסך", op="create", text=["לקחת את הרכב למוסך"],
         due="2026-11-23T07:45"),
    case("remind me at 2045 to lock the door", op="create", text=["lock the door"], due="2026-11-22T20:45"),
]


@pytest.mark.parametrize(("text", "expect"), COMPACT)
def test_a_clock_time_without_its_colon_is_read(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


@pytest.mark.parametrize(("text", "fixed"), [("call the vet at 715pm", "call the vet at 7:15pm"),
                                             ("meeting 1130 am", "meeting 11:30am"),
                                             ("the 2015 amazon order", "the 2015 amazon order"),
                                             ("order 7 45pm tickets", "order 7 45pm tickets")])
def test_respelling_puts_the_colon_only_before_am_or_pm(text: str, fixed: str) -> None:
    assert respell(text) == fixed


def test_a_coming_year_after_bet_is_not_a_clock_time() -> None:
    intent = plan("תזכיר לי ב2027 לחדש את הדרכון")
    assert intent is None or local(intent.args.get("dueDate")) != "2026-11-22T20:27"


@pytest.mark.parametrize(("text", "amount"), [("remind me tomorrow to pay the 1500 shekels", "1500"),
                                              ("תזכירי לי מחר למכור את האופניים ב1500", "ב1500")])
def test_an_amount_is_not_a_clock_time(text: str, amount: str) -> None:
    intent = plan(text)
    assert intent is not None and amount in intent.args.get("text", "")
    assert local(intent.args.get("dueDate")) == "2026-11-23T09:00"


# -- everything done, said as an idiom and twice in one sentence ---------------------------------------------------
ALL_DONE = [
    case("done with everything i had to do today, mark them all as done", op="completeAll"),
    case("finished everything on my plate", op="completeAll"),
    case("סיימתי את כל מה שהיה לי לעשות היום תסמני הכל כבוצע", op="completeAll"),
    case("גמרתי הכל תסמן הכל כבוצע", op="completeAll"),
]


@pytest.mark.parametrize(("text", "expect"), ALL_DONE)
def test_everything_done_is_complete_all(text: str, expect: dict[str, Any]) -> None:
    intent = check(text, expect)
    assert intent.risk == "high"


@pytest.mark.parametrize("text", ["finished everything on my list mark all done", "finished the report mark all done",
                                  "סיימתי את הדוח תסמני הכל כבוצע"])
def test_all_done_next_to_something_else_is_not_complete_all(text: str) -> None:
    intent = plan(text)
    assert intent is None or intent.args.get("operation") != "completeAll"


# -- "stop nagging me about X" with a report that X was done -------------------------------------------------------
STOPPED_DONE = [
    case("already paid it, stop reminding me about the electricity bill", op="complete", text=["electricity bill"]),
    case("stop bugging me about the car wash, did it yesterday", op="complete", text=["car wash"]),
    case("u can stop nagging me about the passport photos i dropped them off", op="complete",
         text=["passport photos"]),
    case("תפסיקי לנדנד לי על הטפסים, הגשתי אותם הבוקר", op="complete", text=["הטפסים"]),
    case("די לנדנד לי על החשבון כבר שילמתי", op="complete", text=["החשבון"]),
]


@pytest.mark.parametrize(("text", "expect"), STOPPED_DONE)
def test_stop_nagging_with_a_report_that_it_was_done_completes(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


NOT_DONE = [
    case("stop nagging me about the dentist, i'll call tomorrow", op="update", text=["dentist"],
         update_exact={"reminderRecurrence": None}),
    case("stop nagging me about the report, haven't finished it yet", op="update", text=["report"],
         update_exact={"reminderRecurrence": None}),
    case("תפסיק לנדנד לי על הגנן, עוד לא דיברתי איתו", op="update", text=["הגנן"],
         update_exact={"reminderRecurrence": None}),
]


@pytest.mark.parametrize(("text", "expect"), NOT_DONE)
def test_stop_nagging_with_no_report_of_it_done_only_stops_the_nudge(text: str, expect: dict[str, Any]) -> None:
    intent = check(text, expect)
    assert "," not in intent.args["text"]


@pytest.mark.parametrize("text", ["stop bugging me about the gym i need a break",
                                  "stop nagging me about the meeting with dana, sent it"])
def test_no_completion_without_a_past_report_of_a_task(text: str) -> None:
    intent = plan(text)
    assert intent is None or intent.args.get("operation") != "complete"


# -- "save this" and a fact, without a colon ---------------------------------------------------------------------
SAVE_THIS = [
    case("pls save this the wifi password is tomato123", cap="second-brain", op="store", text=["tomato123"]),
    case("save this my gym locker number is 214", cap="second-brain", op="store", text=["locker number is 214"]),
    case("תשמרי את זה הקוד של הלוקר הוא 3390", cap="second-brain", op="store", text=["3390"]),
    case("save this dana 0521234567", cap="second-brain", op="store", text=["0521234567"]),
]


@pytest.mark.parametrize(("text", "expect"), SAVE_THIS)
def test_save_this_and_a_fact_is_a_note(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


@pytest.mark.parametrize("text", ["save this the meeting with dana is at 5", "keep that in mind for later"])
def test_save_this_without_a_fact_to_keep_is_not_a_fact_note(text: str) -> None:
    intent = plan(text)
    assert intent is None or intent.decided_by != "grammar notes_facts.save_this_fact"


# -- a kept fact given a new value --------------------------------------------------------------------------------
NEW_VALUE = [
    case("update omer's shoe size to 35 he grew", cap="second-brain", op="update", text=["35"],
         query=["shoe size"]),
    case("change my wifi password to sunflower99", cap="second-brain", op="update", text=["sunflower99"],
         query=["wifi password"]),
    case("תשנה את הקוד של השער ל4821", cap="second-brain", op="update", text=["4821"], query=["הקוד של השער"]),
    case("תעדכני את מספר הטלפון של דני ל-0521234567 הוא החליף", cap="second-brain", op="update",
         text=["0521234567"], query=["מספר הטלפון של דני"]),
]


@pytest.mark.parametrize(("text", "expect"), NEW_VALUE)
def test_a_kept_fact_with_a_new_value_updates_the_note(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


@pytest.mark.parametrize("text", ["תשני את התזכורת של הגנן ל5", "change the gym reminder to 6:30",
                                  "change my alarm to 6", "תעדכני את הפגישה עם דנה ל5"])
def test_a_new_value_of_a_reminder_or_an_event_is_not_a_note(text: str) -> None:
    intent = plan(text)
    assert intent is None or intent.capability != "second-brain"


# -- whether Memo works with a service ------------------------------------------------------------------------------
@pytest.mark.parametrize("text", ["can you work with gmail", "do you support outlook?",
                                  "does memo integrate with notion", "אתה יכול לעבוד עם אאוטלוק?",
                                  "האם את תומכת באאוטלוק",
                                  "את מסתנכרנת עם היומן של אפל?"])
def test_whether_memo_works_with_a_service_is_a_question_about_memo(text: str) -> None:
    intent = plan(text)
    assert intent is not None and intent.capability == "meta", intent


@pytest.mark.parametrize("text", ["can you work with me on the presentation tomorrow", "את יכולה לעבוד איתי על המצגת",
                                  "can u connect to my google calendar"])
def test_working_with_a_person_or_connecting_is_not_that_question(text: str) -> None:
    intent = plan(text)
    assert intent is None or intent.capability != "meta"


# ... after a reminder fired just now: "it" is that reminder.
LATEST_FIRED = [{"capability": "database", "action": "reminded", "summary": "take the pills",
                 "when": "2026-11-22T09:00:00+02:00", "externalIds": ["task:9"],
                 "createdAt": "2026-11-22T09:00:00+02:00"}]


@pytest.mark.parametrize("text", ["stop nagging me i already did it", "די לנדנד כבר עשיתי את זה",
                                  "stop nagging me, did it already"])
def test_stop_nagging_and_done_with_no_task_named_is_the_one_just_reminded_of(text: str) -> None:
    ctx = RuleContext(raw=text, now=NOW, language=language_of(text), latest_actions=LATEST_FIRED)
    intent = understand(ctx)
    assert intent is not None and intent.args.get("operation") == "complete", intent
    assert intent.args["ids"] == ["task:9"] and not intent.missing
    alone = plan(text)  # with nothing just reminded of, which task is asked
    assert alone is not None and alone.args.get("operation") == "complete" and alone.missing == ["text"]


@pytest.mark.parametrize("text", ["stop nagging me i'll do it later", "תפסיק לנדנד לי כבר, אני אעשה את זה מחר"])
def test_stop_nagging_with_a_plan_is_never_a_completion(text: str) -> None:
    ctx = RuleContext(raw=text, now=NOW, language=language_of(text), latest_actions=LATEST_FIRED)
    intent = understand(ctx)
    assert intent is None or intent.args.get("operation") != "complete"


ALL_DONE_SAID_TWICE = [
    case("all done for today 🎉 mark everything complete", op="completeAll"),
    case("i'm done with all my tasks for today", op="completeAll"),
    case("wrapped up everything today, mark it all done", op="completeAll"),
    case("סיימתי להיום, תסמני את כל המשימות כבוצעות", op="completeAll"),
]


@pytest.mark.parametrize(("text", "expect"), ALL_DONE_SAID_TWICE)
def test_done_said_plainly_next_to_mark_everything_done_is_complete_all(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


@pytest.mark.parametrize("text", ["all done for today", "סיימתי להיום"])
def test_done_for_today_alone_is_not_everything(text: str) -> None:
    intent = plan(text)
    assert intent is None or intent.args.get("operation") != "completeAll"


SPAN_WITH_EVERY = [
    case("remind me every day from monday to friday at 7 to take the pill", op="create", text=["take the pill"],
         rec={"type": "weekly", "time": "07:00", "days": [1, 2, 3, 4, 5]}),
    case("כל יום מראשון עד חמישי ב-7 תזכירי לי לקחת כדור", op="create", text=["לקחת כדור"],
         rec={"type": "weekly", "time": "07:00", "days": [0, 1, 2, 3, 4]}),
    case("every morning mon-fri remind me to stretch", op="create", text=["stretch"],
         rec={"type": "weekly", "time": "08:00", "days": [1, 2, 3, 4, 5]}),
    case("כל ערב מראשון עד חמישי תזכיר לי לנעול את הדלת", op="create", text=["לנעול את הדלת"],
         rec={"type": "weekly", "time": "19:00", "days": [0, 1, 2, 3, 4]}),
]


@pytest.mark.parametrize(("text", "expect"), SPAN_WITH_EVERY)
def test_every_day_of_a_span_is_the_span_never_every_day(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)
