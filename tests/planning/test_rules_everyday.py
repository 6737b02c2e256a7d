"""Everyday messages a probe found misread: to-do questions without a task word, task phrases with a time
but no "remind me", reports of a task done, stopping a nudge, the morning brief in Hebrew, and notes.

Each group has several phrasings in both languages, and the messages next to them that must keep the
reading they had (the calendar's "what's on my schedule", a named list, "call the bank" with no time,
"I haven't paid the bill", a question). The clock is Sunday 22 November 2026, 09:00 in Asia/Jerusalem.
"""

from __future__ import annotations

from typing import Any

import pytest

from memo.planning.rules import GRAMMARS
from memo.planning.rules.base import RuleContext, language_of
from tests.planning.test_rules_tasks_lists import BAD_INPUT, LATEST_EVENT, LATEST_FIRED, NOW, case, check, plan

TODAY = {"timeMin": "2026-11-22T00:00", "timeMax": "2026-11-23T00:00"}
TOMORROW = {"timeMin": "2026-11-23T00:00", "timeMax": "2026-11-24T00:00"}
THIS_WEEK = {"timeMin": "2026-11-22T00:00", "timeMax": "2026-11-29T00:00"}
IMPLIED = {"min_conf": 0.7, "max_conf": 0.8}  # below "remind me" (0.95), above the floor: no question

# ---------------------------------------------------------------------------------------------------
# 1. What do I have to do (today, tomorrow, this week)?
# ---------------------------------------------------------------------------------------------------
TODO_QUESTIONS = [
    case("what's on my list for tomorrow?", op="getAll", entity="task", filters=TOMORROW),
    case("what's on my list today", op="getAll", filters=TODAY),
    case("what do I have on my list this week?", op="getAll", filters=THIS_WEEK),
    case("show me my list for tomorrow", op="getAll", filters=TOMORROW),
    case("what's on my plate today", op="getAll", filters=TODAY),
    case("what's on my plate this week?", op="getAll", filters=THIS_WEEK),
    case("what's on my plate", op="getAll"),
    case("what do I have to do tomorrow", op="getAll", filters=TOMORROW),
    case("anything due this week?", op="getAll", filters=THIS_WEEK),
    case("is anything due today", op="getAll", filters=TODAY),
    case("do I have anything to do today?", op="getAll", filters=TODAY),
    case("what needs to be done this week", op="getAll", filters=THIS_WEEK),
    case("מה יש לי לעשות מחר", op="getAll", filters=TOMORROW),
    case("מה אני צריכה לעשות היום?", op="getAll", filters=TODAY),
    case("מה אני צריך לעשות מחר", op="getAll", filters=TOMORROW),
    case("מה עליי לעשות היום", op="getAll", filters=TODAY),
    case("יש לי משהו לעשות היום?", op="getAll", filters=TODAY),
    case("מה ברשימה שלי להיום", op="getAll", filters=TODAY),
    case("מה יש לי ברשימה למחר", op="getAll", filters=TOMORROW),
    case("what's left on my list today", op="getAll", filters=TODAY),
    case("tasks for tomorrow", op="getAll", filters=TOMORROW),
    case("my reminders this week", op="getAll", filters=THIS_WEEK),
    case("משימות למחר", op="getAll", filters=TOMORROW),
    case("תזכורות להיום", op="getAll", filters=TODAY),
]

# The calendar's questions and a named list's stay theirs.
CALENDAR_QUESTIONS = ["what's on my schedule tomorrow", "what's on my agenda today", "what's on my calendar today",
                      "what do I have tomorrow", "מה על הלו\"ז שלי היום", "מה יש לי ביומן מחר", "מה יש לי מחר"]


@pytest.mark.parametrize("text", CALENDAR_QUESTIONS)
def test_a_calendar_question_stays_the_calendars(text: str) -> None:
    intent = plan(text)
    assert intent is not None and (intent.capability, intent.action) == ("calendar", "getEvents"), intent


@pytest.mark.parametrize(("text", "name"), [("what's on my shopping list", "shopping"),
                                            ("what's on my grocery list for tomorrow", "groceries"),
                                            ("מה יש ברשימת הקניות", "קניות"), ("מה יש לי ברשימה של הסופר", "סופר"),
                                            ("מה יש ברשימת הקניות למחר", "קניות"),
                                            ("show me the packing list for the weekend", "packing"),
                                            # a weekday may be part of the name ("shopping for Shabbat")
                                            ("מה יש ברשימת קניות לשבת", "קניות לשבת")])
def test_a_named_list_stays_a_list_question(text: str, name: str) -> None:
    check(plan(text), {"op": "get", "entity": "list", "list": name})


@pytest.mark.parametrize("text", ["what do I need to do to renew my passport?", "what's on my list",
                                  "send me the shopping list on Friday"])
def test_a_to_do_phrase_that_asks_something_else_is_not_a_task_question(text: str) -> None:
    intent = plan(text)
    assert intent is None or intent.args.get("filters", {}).get("window") is None


# ---------------------------------------------------------------------------------------------------
# 2. A task phrase with a time, without "remind me": a reminder
# ---------------------------------------------------------------------------------------------------
IMPLIED_REMINDERS = [
    case("buy milk tomorrow", op="create", exact_text="buy milk", due="2026-11-23T09:00", notes=["assumed_morning"],
         **IMPLIED),
    case("call the bank at 5", op="create", exact_text="call the bank", due="2026-11-22T17:00", **IMPLIED),
    case("pick up the kids at 4", op="create", exact_text="pick up the kids", due="2026-11-22T16:00", **IMPLIED),
    case("Take out the trash tonight", op="create", exact_text="Take out the trash", due="2026-11-22T21:00",
         **IMPLIED),
    case("water the plants in 2 hours", op="create", exact_text="water the plants", due="2026-11-22T11:00",
         **IMPLIED),
    case("pay the electricity bill on Thursday at 10", op="create", exact_text="pay the electricity bill",
         due="2026-11-26T10:00", **IMPLIED),
    case("tomorrow at 8 take the car to the garage", op="create", exact_text="take the car to the garage",
         due="2026-11-23T08:00", **IMPLIED),
    case("pls call the bank at 5 thanks", op="create", exact_text="call the bank", due="2026-11-22T17:00", **IMPLIED),
    case("call the bank at 5 and remind me", op="create", exact_text="call the bank", due="2026-11-22T17:00",
         **IMPLIED),
    case("take the pills every day at 8", op="create", exact_text="take the pills",
         rec={"type": "daily", "time": "08:00"}, **IMPLIED),
    case("drink water every 30 minutes", op="create", exact_text="drink water",
         rec={"type": "nudge", "interval": "30 minutes"}, **IMPLIED),
    case("לקנות חלב מחר", op="create", exact_text="לקנות חלב", due="2026-11-23T09:00", **IMPLIED),
    case("להתקשר לבנק ב-5", op="create", exact_text="להתקשר לבנק", due="2026-11-22T17:00", **IMPLIED),
    case("לאסוף את הילדים ב-4", op="create", exact_text="לאסוף את הילדים", due="2026-11-22T16:00", **IMPLIED),
    case("מחר ב-8 לקחת את האוטו למוסך", op="create", exact_text="לקחת את האוטו למוסך", due="2026-11-23T08:00",
         **IMPLIED),
    case("להשקות את העציצים בעוד שעתיים", op="create", exact_text="להשקות את העציצים", due="2026-11-22T11:00",
         **IMPLIED),
    case("לקחת כדור כל יום ב-8", op="create", exact_text="לקחת כדור", rec={"type": "daily", "time": "08:00"},
         **IMPLIED),
    # An impossible date is asked about, as for "remind me": never guessed.
    case("call mom on February 30", op="create", missing=["dueDate"], no_due=True, **IMPLIED),
]


def test_an_explicit_request_still_outranks_the_implied_reading() -> None:
    check(plan("remind me tomorrow to buy milk"), {"op": "create", "exact_text": "buy milk",
                                                   "due": "2026-11-23T09:00", "min_conf": 0.95})
    check(plan("call mom tomorrow at 5, remind me"), {"op": "create", "exact_text": "call mom", "min_conf": 0.95})


NOT_A_REMINDER = [
    "call the bank", "buy milk", "לקנות חלב", "להתקשר לבנק",  # no time: left as they were
    "buy milk tomorrow?", "should I buy milk tomorrow", "לקנות חלב מחר?",  # questions
    "email the accountant tomorrow at 12", "send an email to Dana tomorrow at 9", "לשלוח מייל לדנה מחר",
    "book a table for Friday at 8", "call with Dana tomorrow at 5", "לקבוע פגישה עם דנה מחר ב-5",
    "remember that I need to buy milk tomorrow", "add milk to the shopping list tomorrow",
    "call me at 5", "get me the weather for tomorrow", "check the weather tomorrow", "do I have time tomorrow at 5",
    "buy milk tomorrow and call mom at 5", "לקנות חלב מחר ולהתקשר לאמא ב-5",
    "cancel the reminder tomorrow", "call Dana about the meeting at 3",
]


@pytest.mark.parametrize("text", NOT_A_REMINDER)
def test_other_requests_are_not_implied_reminders(text: str) -> None:
    from memo.planning.rules.task_implied import implied_reminder

    assert implied_reminder(RuleContext(raw=text, now=NOW, language=language_of(text))) is None


# ---------------------------------------------------------------------------------------------------
# 3. "I already paid the bill": that task is done
# ---------------------------------------------------------------------------------------------------
REPORTED_DONE = [
    case("I already paid the bill", op="complete", exact_text="pay the bill", **IMPLIED),
    case("I paid the electricity bill", op="complete", exact_text="pay the electricity bill", **IMPLIED),
    case("I called mom", op="complete", exact_text="call mom", **IMPLIED),
    # "bought the milk" / "קניתי חלב": a product bought ticks it on the shopping list (test_rules_lists_people.py).
    case("I bought the present for dana", op="complete", exact_text="buy the present for dana", **IMPLIED),
    case("I've picked up the kids", op="complete", exact_text="pick up the kids", **IMPLIED),
    case("just took out the trash", op="complete", exact_text="take out the trash", **IMPLIED),
    case("I called the plumber yesterday", op="complete", exact_text="call the plumber", **IMPLIED),
    case("I called mom and she's fine", op="complete", exact_text="call mom", **IMPLIED),
    case("thanks, I paid the bill", op="complete", exact_text="pay the bill", **IMPLIED),
    case("we paid the rent", op="complete", exact_text="pay the rent", **IMPLIED),
    case("I did the laundry", op="complete", exact_text="do the laundry", **IMPLIED),
    case("שילמתי את החשבון", op="complete", exact_text="לשלם את החשבון", **IMPLIED),
    case("התקשרתי לאמא", op="complete", exact_text="להתקשר לאמא", **IMPLIED),
    case("כבר שילמתי את החשבון של החשמל", op="complete", exact_text="לשלם את החשבון של החשמל", **IMPLIED),
    case("הוצאתי את הזבל אתמול", op="complete", exact_text="להוציא את הזבל", **IMPLIED),
    case("אספתי את הילדים, תודה", op="complete", exact_text="לאסוף את הילדים", **IMPLIED),
    # "I paid it" right after the reminder fired: that reminder.
    case("I paid it", latest=LATEST_FIRED, op="complete", ids=["task:9"], **IMPLIED),
    # The explicit forms keep their own, stronger reading.
    case("I finished the report", op="complete", text=["report"]),
    case("סיימתי את הדוח", op="complete", text=["דוח"]),
]

NOT_DONE = [
    "I haven't paid the bill", "I didn't call mom", "did I pay the bill?", "I paid the bill?", "לא שילמתי את החשבון",
    "עוד לא התקשרתי לאמא", "I called you twice", "I called him back", "I paid too much for this",
    "I sent the email to Dana", "I checked my calendar", "שלחתי את המייל לדנה", "התקשרתי אליו", "I booked a table",
    "קבעתי פגישה עם דנה מחר ב-5", "I paid it", "did I pay the bill", "I did not pay the bill", "I never called mom",
]


@pytest.mark.parametrize("text", NOT_DONE)
def test_negations_questions_and_other_things_are_not_reported_done(text: str) -> None:
    from memo.planning.rules.task_implied import reported_done

    assert reported_done(RuleContext(raw=text, now=NOW, language=language_of(text))) is None


def test_a_reported_done_after_an_event_is_not_that_event() -> None:
    intent = plan("I paid it", LATEST_EVENT)
    assert intent is None or intent.action != "complete"


# ---------------------------------------------------------------------------------------------------
# 4. Stop a nudge: its repetition is removed and the task stays open (nobody said it was done)
# ---------------------------------------------------------------------------------------------------
STOP_NUDGES = [
    case("stop the nudges for the bill", op="update", exact_text="bill", notes=["stops_nudge"]),
    case("stop nudging me about the plumber", op="update", exact_text="plumber"),
    case("stop nagging me about the report", op="update", exact_text="report"),
    case("no more nudges about the bill", op="update", exact_text="bill"),
    case("you can stop bugging me about the gardener now", op="update", text=["gardener"]),
    case("don't nag me about the rent anymore", op="update", exact_text="rent"),
    case("תפסיק לנדנד לי על החשבון", op="update", exact_text="החשבון"),
    case("די לנדנד לי על החשבון", op="update", exact_text="החשבון"),
    case("תפסיקי את הנדנוד על החשבון", op="update", exact_text="החשבון"),
    case("מספיק עם הנדנודים על השרברב", op="update", exact_text="השרברב"),
    case("stop nudging me", latest=LATEST_FIRED, op="update", ids=["task:9"]),
    case("stop nudging me", op="update", missing=["text"], min_conf=0.0, max_conf=0.69),
    # Deleting stays deleting; "stop reminding me" stays a delete, as before.
    case("cancel the nudges for the bill", op="delete", exact_text="bill"),
    case("stop reminding me about the plumber", op="delete", text=["plumber"]),
    case("stop the reminders about the bill", op="delete", exact_text="bill"),
    case("תפסיקי את התזכורות על החשבון", op="delete", exact_text="החשבון"),
]


@pytest.mark.parametrize(("text", "words"), [("סיימתי לשלוח את המייל", "לשלוח את המייל"),
                                            ("I finished sending the email", "sending the email"),
                                            ("עשיתי את הכביסה", "הכביסה")])
def test_finishing_an_activity_completes_a_task_even_when_it_mentions_email(text: str, words: str) -> None:
    intent = plan(text)
    assert intent is not None and intent.action == "complete" and intent.args["text"] == words


@pytest.mark.parametrize("text", ["I finished the email", "סיימתי את הפגישה"])
def test_finishing_an_email_or_a_meeting_is_not_taken_for_a_task(text: str) -> None:
    intent = plan(text)
    assert intent is None or intent.action != "complete"


@pytest.mark.parametrize("text", ["stop nudging me about the plumber", "תפסיק לנדנד לי על החשבון"])
def test_stopping_a_nudge_removes_its_repetition_only(text: str) -> None:
    intent = plan(text)
    assert intent is not None and intent.action == "update"
    assert intent.args["updateFields"] == {"reminderRecurrence": None}


@pytest.mark.parametrize("text", ["stop nudging me about the meeting with Dana", "stop all the nudges",
                                  "stop the nudges for the shopping list"])
def test_stopping_a_nudge_is_not_about_other_things_or_all_of_them(text: str) -> None:
    intent = plan(text)
    assert intent is None or intent.action != "complete" or intent.confidence < 0.7


ALL = TODO_QUESTIONS + IMPLIED_REMINDERS + REPORTED_DONE + STOP_NUDGES


@pytest.mark.parametrize(("text", "latest", "expect"), ALL)
def test_everyday_message_is_understood(text: str, latest: list[dict[str, Any]] | None, expect: dict[str, Any]) -> None:
    check(plan(text, latest), expect)


# ---------------------------------------------------------------------------------------------------
# 5. The morning brief, in Hebrew as in English
# ---------------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "hour"), [
    ("תשנה את הסיכום של הבוקר לשעה 8", 8),
    ("תשני את סיכום הבוקר לשמונה בבוקר", 8),
    ("תעביר את סיכום הבוקר ל-7", 7),
    ("תקבע את תדריך הבוקר לשבע", 7),
    ("שנה את עדכון הבוקר ל-9", 9),
    ("תזיזי את הסיכום היומי ל-7", 7),
    ("change my morning brief to 7am", 7),
    ("move my daily briefing to 8", 8),
    ("send me the daily digest at 7", 7),
])
def test_the_morning_brief_hour_in_both_languages(text: str, hour: int) -> None:
    intent = plan(text)
    assert intent is not None and (intent.capability, intent.action) == ("meta", "update_settings"), intent
    assert intent.args.get("morningBriefHour") == hour and intent.confidence >= 0.9


@pytest.mark.parametrize("text", ["stop sending me the morning summary", "תכבי את סיכום הבוקר"])
def test_turning_the_morning_brief_off(text: str) -> None:
    intent = plan(text)
    assert intent is not None and intent.args == {"operation": "update_settings", "morningBriefHour": None}


@pytest.mark.parametrize("text", ["remind me at 7 to read the morning summary", "תשנה את התזכורת של הבוקר ל-8",
                                  "send the morning brief to Dana"])
def test_a_morning_word_elsewhere_is_not_the_setting(text: str) -> None:
    intent = plan(text)
    assert intent is None or intent.action != "update_settings"


# ---------------------------------------------------------------------------------------------------
# Tasks, notes and lists found on the way
# ---------------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "expect"), [
    ("change the time of the dentist reminder to 4pm",
     {"op": "update", "exact_text": "dentist", "update": {"dueDate": "2026-11-22T16:00"}}),
    ("תשני את השעה של התזכורת לרופא ל-4", {"op": "update", "exact_text": "לרופא",
                                         "update": {"dueDate": "2026-11-22T16:00"}}),
    ("הדוח טופל", {"op": "complete", "exact_text": "הדוח"}),
])
def test_task_changes_found_on_the_way(text: str, expect: dict[str, Any]) -> None:
    check(plan(text), expect)


@pytest.mark.parametrize("text", ["don't send me the morning brief anymore", "אל תשלחי לי סיכום בוקר יותר"])
def test_the_morning_brief_off_with_anymore(text: str) -> None:
    intent = plan(text)
    assert intent is not None and intent.args == {"operation": "update_settings", "morningBriefHour": None}


@pytest.mark.parametrize("text", ["tasks are boring", "reminders for the dentist are annoying"])
def test_a_task_noun_in_a_sentence_is_not_a_question(text: str) -> None:
    intent = plan(text)
    assert intent is None or intent.action != "getAll"


# ---------------------------------------------------------------------------------------------------
# Notes and lists found on the way
# ---------------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "capability", "action", "field", "value"), [
    ("תרשמי לי פתק: הקוד של השער 4321", "second-brain", "store", "text", "הקוד של השער 4321"),
    ("תכתבי לי הערה - הדוד תוקן היום", "second-brain", "store", "text", "הדוד תוקן היום"),
    ("מה רשום לי על הוויפי?", "second-brain", "search", "query", "הוויפי"),
    ("list my notes", "second-brain", "search", "query", ""),
    ("list my shopping list", "database", "get", "listName", "shopping"),
])
def test_notes_and_lists_phrasings(text: str, capability: str, action: str, field: str, value: str) -> None:
    intent = plan(text)
    assert intent is not None and (intent.capability, intent.action) == (capability, action), intent
    assert intent.args.get(field) == value


@pytest.mark.parametrize("text", ["תכתבי לי שיר על הסתיו", "תעשי לי שיעורי בית מחר"])
def test_write_me_something_is_not_a_note(text: str) -> None:
    intent = plan(text)
    assert intent is None or intent.capability != "second-brain"


# ---------------------------------------------------------------------------------------------------
# The new grammars never raise and stay fast
# ---------------------------------------------------------------------------------------------------
def _new_grammars() -> list[Any]:
    plan("warm up")
    return [g for g in GRAMMARS if g.__module__ == "memo.planning.rules.task_implied"
            or g.__name__ in ("stop_nudging", "query_tasks", "show_list", "morning_brief")]


@pytest.mark.parametrize("text", BAD_INPUT + ["I " + "paid the bill and " * 300, "לקנות " + "חלב " * 2000 + "מחר"],
                         ids=[repr(t[:20]) for t in BAD_INPUT] + ["long-done", "long-he"])
def test_bad_input_never_raises(text: str) -> None:
    ctx = RuleContext(raw=text, now=NOW, language=language_of(text))
    for grammar in _new_grammars():
        grammar(ctx)


@pytest.mark.parametrize("text", ["check if I have time tomorrow", "check whether I'm free at 5",
                                  "לבדוק אם אני פנוי מחר"])
def test_a_question_about_the_user_put_as_an_order_is_not_a_reminder(text: str) -> None:
    intent = plan(text)
    assert intent is None or intent.action != "create"


@pytest.mark.parametrize(("text", "query"), [("תבדוק אם יש לי מיילים חדשים", "is:unread in:inbox"),
                                             ("check if I have any new emails", "is:unread in:inbox"),
                                             ("check whether there are new emails", "is:unread in:inbox"),
                                             ("let me know if I got an email from Dana", "from:Dana")])
def test_asking_to_check_for_mail_searches_gmail(text: str, query: str) -> None:
    intent = plan(text)
    assert intent is not None and (intent.capability, intent.action) == ("gmail", "search")
    assert intent.args["query"] == query
