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
@pytest.mark.parametrize("text", [
    "every 15th at 10am remind me to pay the credit card bill",  # a repetition the grammar did not take
    "תזכיר לי ביום רביעי או חמישי להתקשר לרואה החשבון",  # two days: not Memo's to pick
    "remind me at 5 to leave work and at 7 to call grandma",  # two times, one task
    "ok sent the invoice to yael, u can stop nagging me now",  # a stop, not a new reminder
    "the dinner tmrw, change it to 8:30 instead of 7",  # a change, not a new event
    "סיימתי את כל המשימות של היום!! תסמני הכל כבוצע",  # all of them, not one
])
def test_a_half_read_message_is_asked_about_never_acted_on(text: str) -> None:
    result = plan(text)
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
    ("hahaha thank u sooo much ur the best", "general"),
    ("good nite memo talk soon", "general"),
    ("what temp should i roast a whole chicken at", "general"),
])
def test_what_no_grammar_reads_is_placed_by_its_nearest_examples(text: str, capability: str) -> None:
    result = plan(text)
    assert result["hitl"] is None, result
    assert result["planner"]["plan"][0]["capability"] == capability
    assert result["decided_by"].startswith("semantic: "), result["decided_by"]


@pytest.mark.parametrize("text", ["tomorrow", "that one", "no the other one"])
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
