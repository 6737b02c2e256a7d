"""Messages as people write them: mistyped time words read right, half-read messages asked about, and
what no grammar reads placed by the semantic layer (memo/planning/rules/spelling.py, coverage.py,
memo/planning/semantic.py), through `plan_message`, what `manage.py plan` prints."""

from __future__ import annotations

import json
import subprocess
import sys
from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from memo.planning.rules.spelling import respell

NOW = datetime(2026, 11, 22, 9, 0, tzinfo=ZoneInfo("Asia/Jerusalem"))  # a Sunday
ROOT = Path(__file__).resolve().parents[2]


def plan(text: str) -> dict:
    from memo.conversations.preview import plan_message

    return plan_message(text, NOW, "Asia/Jerusalem", "he" if any("\u05d0" <= c <= "\u05ea" for c in text) else "en")


def args(result: dict) -> dict:
    assert result["steps"], result
    return result["steps"][0]["args"]


# --- spelling ----------------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "due"), [
    ("remind me tomorow at 5pm to call mom", "2026-11-23T17:00"),
    ("remnd me tommorow at 8am to call the mechanic", "2026-11-23T08:00"),
    ("on thursdy at 4pm remind me to send ron the slides", "2026-11-26T16:00"),
    ("tonite at 9 remind me to take the trash out", "2026-11-22T21:00"),
    ("מחרר בבוקר בשמונה תזכירי לי לקחת את האוטו למוסך", "2026-11-23T08:00"),
    ("תזכיר לי ביום חמשי בעשר להתקשר לבנק", "2026-11-26T10:00"),
])
def test_a_mistyped_time_word_is_read_as_the_time_it_means(text: str, due: str) -> None:
    got = args(plan(text))
    assert got["operation"] == "create"
    assert got["dueDate"].startswith(due), got
    assert not any(w in got["text"] for w in ("tomorow", "thursdy", "tonite", "מחרר", "חמשי")), got


@pytest.mark.parametrize("text", [
    "she reminds me of you", "in a minute", "mornings are hard", "ממחר אני בדיאטה", "המחיר עלה", "sundae",
])
def test_words_that_only_look_like_time_words_are_left_alone(text: str) -> None:
    assert respell(text) == text


# --- half-read messages ------------------------------------------------------------------------------
# The check itself, on a grammar's reading as a grammar might give it: whatever the grammars learn to read,
# a plan that leaves out a word that changes the meaning must never be acted on as read.
def doubt(message: str, capability: str, operation: str, args: dict) -> str:
    from memo.planning.rules.base import Intent, RuleContext
    from memo.planning.rules.coverage import doubt as coverage_doubt

    hebrew = any("\u05d0" <= c <= "\u05ea" for c in message)
    ctx = RuleContext(raw=message, now=NOW, language="he" if hebrew else "en")
    return coverage_doubt(Intent(capability, operation, {"operation": operation, **args}, 0.95), ctx)


@pytest.mark.parametrize(("text", "capability", "operation", "args"), [
    ("every 15th at 10am remind me to pay the credit card bill", "database", "create",
     {"text": "pay the credit card bill", "dueDate": "2026-12-15T10:00:00+02:00"}),
    ("כל 1 לחודש תזכירי לי לשלם שכר דירה", "database", "create",
     {"text": "לשלם שכר דירה", "dueDate": "2026-12-01T09:00:00+02:00"}),
    ("book yoga every monday at 7pm", "calendar", "create", {"summary": "yoga"}),
    ("תזכיר לי ביום רביעי או חמישי להתקשר לרואה החשבון", "database", "create",
     {"text": "להתקשר לרואה החשבון", "dueDate": "2026-11-25T09:00:00+02:00"}),
    ("remind me at 5 to leave work and at 7 to call grandma", "database", "create",
     {"text": "leave work and at 7 to call grandma", "dueDate": "2026-11-22T17:00:00+02:00"}),
    ("ok sent the invoice, u can stop nagging me now", "database", "create", {"text": "sent the invoice"}),
    ("the dinner tmrw, change it to 8:30 instead of 7", "calendar", "create", {"summary": "dinner"}),
    ("push the dentist reminder to tmrw 6pm", "database", "update", {"text": "dentist", "updateFields": {}}),
    ("סיימתי את כל המשימות של היום", "database", "complete", {"text": "המשימות של היום"}),
    ("מראשון עד חמישי ב7:30 תזכיר לי להכין כריכים", "database", "create",
     {"text": "להכין כריכים", "dueDate": "2026-11-26T07:30:00+02:00"}),
    ("remind me from monday to friday at 7 to stretch", "database", "create",
     {"text": "stretch", "dueDate": "2026-11-23T07:00:00+02:00"}),
    ("did the plumber send the invoice", "database", "complete", {"text": "send the invoice"}),
    ("האם שילמתי את החשבון", "database", "complete", {"text": "לשלם את החשבון"}),
    ("did grandpa phone back", "database", "complete", {"text": "do grandpa phone back"}),
    ("has the parcel arrived", "database", "complete", {"text": "the parcel arrived"}),
    ("בסופר צריך לחם גבינה ועגבניות תוסיפי לרשימה", "database", "addItem",
     {"listName": "סופר", "items": ["לחם", "גבינה", "עגבניות תוסיפי לרשימה"]}),
    ("eggs and milk add to list", "database", "addItem", {"listName": "", "items": ["eggs", "milk add to list"]}),
    ("חופשה באילת מה10 עד ה13 בדצמבר", "calendar", "create",
     {"summary": "חופשה באילת", "start": "2026-12-13", "end": "2026-12-14", "allDay": True}),
    ("conference from the 3rd to the 5th of march, block it", "calendar", "create",
     {"summary": "conference", "start": "2027-03-05", "end": "2027-03-06", "allDay": True}),
    ("יום כיף עם הצוות ב-15 בינואר תרשום ביומן", "calendar", "create",
     {"summary": "יום כיף עם הצוות תרשום", "start": "2027-01-15", "end": "2027-01-16", "allDay": True}),
])
def test_a_plan_that_leaves_out_a_meaning_word_is_doubted(text, capability, operation, args) -> None:
    assert doubt(text, capability, operation, args)


@pytest.mark.parametrize(("text", "capability", "operation", "args"), [
    ("every 15th at 10am remind me to pay the bill", "database", "create",
     {"text": "pay the bill", "reminderRecurrence": {"type": "monthly", "dayOfMonth": 15, "time": "10:00"}}),
    ("don't let me forget to call mom at 5", "database", "create",
     {"text": "call mom", "dueDate": "2026-11-22T17:00:00+02:00"}),
    ("אל תשכחי להזכיר לי לקנות חלב מחר", "database", "create", {"text": "לקנות חלב"}),
    ("push the dentist reminder to tmrw 6pm", "database", "update",
     {"text": "dentist", "updateFields": {"dueDate": "2026-11-23T18:00:00+02:00"}}),
    ("delete all my tasks", "database", "deleteAll", {}),
    ("eilat trip dec 10-13", "calendar", "create",
     {"summary": "eilat trip", "start": "2026-12-10", "end": "2026-12-14", "allDay": True}),
    ("remind me to add the invoice to the calendar tomorrow at 9", "database", "create",
     {"text": "add the invoice to the calendar", "dueDate": "2026-11-23T09:00:00+02:00"}),
    ("I paid the electricity bill", "database", "complete", {"text": "pay the electricity bill"}),
    ("do the dishes, done", "database", "complete", {"text": "do the dishes"}),
    ("add milk, eggs and bread to the list", "database", "addItem",
     {"listName": "", "items": ["milk", "eggs", "bread"]}),
    ("remind me every day from monday to friday at 7 to stretch", "database", "create",
     {"text": "stretch", "reminderRecurrence": {"type": "weekly", "days": [1, 2, 3, 4, 5], "time": "07:00"}}),
    ("hey good morning pls remind me tomorrow at 9 to call the bank", "database", "create",
     {"text": "call the bank", "dueDate": "2026-11-23T09:00:00+02:00"}),
])
def test_a_plan_that_accounts_for_the_message_is_not_doubted(text, capability, operation, args) -> None:
    assert doubt(text, capability, operation, args) == ""


@pytest.mark.parametrize(("text", "capability", "operation", "args"), [
    ("remind me every night at 11:15 to set the dishwasher", "database", "create",
     {"text": "set the dishwasher", "reminderRecurrence": {"type": "daily", "time": "11:15"}}),
    ("tonight at 9:40 remind me to call dana", "database", "create",
     {"text": "call dana", "dueDate": "2026-11-23T09:40:00+02:00"}),
    ("כל ערב ב-10 תזכירי לי לקחת ויטמינים", "database", "create",
     {"text": "לקחת ויטמינים", "reminderRecurrence": {"type": "daily", "time": "10:00"}}),
    ("מחר בבוקר ב8 תזכיר לי להתקשר לחשמלאי", "database", "create",
     {"text": "להתקשר לחשמלאי", "dueDate": "2026-11-23T20:00:00+02:00"}),
    ("move the standup to tomorrow morning at 9:30", "calendar", "update",
     {"summary": "standup", "updateFields": {"start": "2026-11-23T21:30:00+02:00"}}),
])
def test_a_time_in_the_other_half_of_the_day_than_the_message_says_is_doubted(text, capability, operation,
                                                                                args) -> None:
    assert "morning" in doubt(text, capability, operation, args)


@pytest.mark.parametrize(("text", "capability", "operation", "args"), [
    ("good morning! remind me at 6pm to buy bread", "database", "create",
     {"text": "buy bread", "dueDate": "2026-11-22T18:00:00+02:00"}),
    ("ערב טוב, תזכירי לי מחר ב-9 להתקשר לבנק", "database", "create",
     {"text": "להתקשר לבנק", "dueDate": "2026-11-23T09:00:00+02:00"}),
    ("every night at 10:30 remind me to lock the door", "database", "create",
     {"text": "lock the door", "reminderRecurrence": {"type": "daily", "time": "22:30"}}),
    ("tomorrow morning at 7 and tonight at 8 remind me", "database", "create",
     {"text": "stretch", "dueDate": "2026-11-23T07:00:00+02:00"}),
])
def test_a_time_in_the_half_of_the_day_the_message_says_is_not_doubted(text, capability, operation, args) -> None:
    assert doubt(text, capability, operation, args) == ""


@pytest.mark.parametrize(("text", "task"), [
    ("tomorrow i have to renew the insurance, pay the gardener and pick up the suit",
     "renew the insurance, pay the gardener and pick up the suit"),
    ("מחר צריך לשלם ארנונה, להתקשר לגננת ולקנות מתנה", "לשלם ארנונה, להתקשר לגננת ולקנות מתנה"),
])
def test_one_task_whose_text_lists_several_errands_is_doubted(text: str, task: str) -> None:
    assert "errands" in doubt(text, "database", "create", {"text": task, "dueDate": "2026-11-23T09:00:00+02:00"})


@pytest.mark.parametrize("task", [
    "buy milk, eggs and bread", "pick up the kids and take them to practice", "לקנות חלב, ביצים ולחם",
])
def test_one_errand_with_several_objects_is_not_doubted(task: str) -> None:
    assert doubt(f"remind me tomorrow to {task}", "database", "create", {"text": task}) == ""


def test_a_doubted_reading_is_asked_about_not_acted_on() -> None:
    result = plan("תזכיר לי ביום רביעי או חמישי להתקשר לרואה החשבון")  # two days: not Memo's to pick
    assert result["hitl"] is not None and result["hitl"]["kind"] == "clarification", result
    assert "doubted" in result["decided_by"] or result["planner"]["missingFields"], result["decided_by"]


@pytest.mark.parametrize("text", [
    "hey good morning! remind me tomorrow at 9 to call the bank",
    "don't let me forget to buy flowers tomorrow at 6pm",
    "תזכירי לי מחר בשש בערב לקנות פרחים תודה",
])
def test_a_whole_request_with_friendly_words_around_it_is_still_acted_on(text: str) -> None:
    result = plan(text)
    assert result["hitl"] is None, result
    assert args(result)["operation"] == "create"
    assert result["decided_by"].startswith("grammar "), result["decided_by"]


@pytest.mark.parametrize(("text", "operation"), [
    ("push the dentist to 5pm", "update"),  # the new time travels as startTime
    ("תזיז את הפגישה עם אבי לשלוש", "update"),
    ("cancel everything tomorrow except the dentist", "delete"),  # "everything" is the plan's own "all"
])
def test_words_the_plan_does_account_for_are_not_doubted(text: str, operation: str) -> None:
    result = plan(text)
    assert "doubted" not in result["decided_by"], result["decided_by"]
    assert args(result)["operation"] == operation


# --- the semantic layer ------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "capability"), [
    ("you made my whole week honestly", "general"),
    ("that was super helpful of you", "general"),
    ("what temp should i roast a whole chicken at", "general"),
])
def test_what_no_grammar_reads_is_placed_by_its_nearest_examples(text: str, capability: str) -> None:
    result = plan(text)
    assert result["hitl"] is None, result
    assert result["planner"]["plan"][0]["capability"] == capability
    assert result["decided_by"].startswith("semantic: "), result["decided_by"]


@pytest.mark.parametrize("text", ["tomorrow", "that one", "no the other one",
                                  # A command no grammar read is a request, never small talk.
                                  "נו באמת תמחק הכל", "ugh just delete everything already"])
def test_the_semantic_layer_leaves_what_it_cannot_place_to_a_question(text: str) -> None:
    result = plan(text)
    assert result["hitl"] is not None and result["hitl"]["kind"] == "clarification", result


def test_plan_json_says_which_layer_decided() -> None:
    out = subprocess.run([sys.executable, "manage.py", "plan", "remind me tomorow at 5pm to call mom", "--json",
                          "--now", "2026-11-22T09:00", "--tz", "Asia/Jerusalem"], cwd=ROOT, capture_output=True,
                         text=True, timeout=120, check=True)
    result = json.loads(out.stdout.strip().splitlines()[-1])
    assert result["source"] == "rules"
    assert result["decided_by"].startswith("grammar tasks."), result["decided_by"]


@pytest.mark.parametrize(("text", "start"), [
    ("am i free thursday at 4", "2026-11-26T16:00"),
    ("יש לי משהו מחר באחת?", "2026-11-23T13:00"),
])
def test_a_question_about_a_moment_names_its_window_as_a_calendar_read_does(text: str, start: str) -> None:
    got = args(plan(text))
    assert got["operation"] == "checkConflicts", got
    assert got["timeMin"].startswith(start) and got["start"] == got["timeMin"] and got["end"] == got["timeMax"], got


@pytest.mark.parametrize(("text", "capability"), [
    ("do i have anything on friday", "calendar"),
    ("do i have anything on monday", "calendar"),
    ("do i have anything on the plumber", "second-brain"),
    ("did i save anything about friday's party", "second-brain"),
])
def test_anything_on_a_day_is_a_look_at_the_calendar_and_on_a_subject_at_the_notes(text: str, capability: str):
    assert plan(text)["steps"][0]["capability"] == capability


@pytest.mark.parametrize("text", [
    "email Avi saying the meeting moved to 3",
    "email dana that the dinner is cancelled",
])
def test_a_mail_that_reports_a_change_of_plans_is_a_mail_not_the_change(text: str) -> None:
    step = plan(text)["steps"][0]
    assert (step["capability"], step["args"]["operation"]) == ("gmail", "send"), step


@pytest.mark.parametrize("items", [["לטיול פנס", "שק שינה"], ["לחתונה סיר", "מגבות"]])
def test_a_first_item_that_may_still_name_the_list_is_doubted(items: list[str]) -> None:
    assert "list's name" in doubt("תוסיפי לרשימת הציוד " + " ".join(items), "database", "addItem",
                                  {"listName": "ציוד", "items": items})


@pytest.mark.parametrize("items", [["לחם", "חלב"], ["לימונים", "תפוחים"]])
def test_a_first_item_one_buys_is_not_doubted_for_its_lamed(items: list[str]) -> None:
    assert doubt("תוסיף לרשימת הקניות " + " ".join(items), "database", "addItem",
                 {"listName": "קניות", "items": items}) == ""


@pytest.mark.parametrize(("text", "task"), [
    ("לקחתי את הטיטולים תסמן", "לקחת את הטיטולים תסמן"),
    ("picked up the suit, check it off", "pick up the suit, check it off"),
])
def test_a_task_name_holding_a_command_is_doubted(text: str, task: str) -> None:
    assert "command" in doubt(text, "database", "complete", {"text": task})
