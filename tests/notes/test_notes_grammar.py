"""The notes grammar's additions (rules/notes.py): empty triggers, summarize, update, messages past MAX_TEXT."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memo.planning.rules import understand
from memo.planning.rules.base import MAX_TEXT, Intent, RuleContext, language_of

NOW = datetime(2026, 11, 22, 9, 0, tzinfo=ZoneInfo("Asia/Jerusalem"))


def intent_of(text: str) -> Intent | None:
    return understand(RuleContext(raw=text, now=NOW, language=language_of(text)))


@pytest.mark.parametrize("text", ["remember that", "Remember this:", "note:", "idea:", "save this:", "take a note",
                                  "תזכרי ש", "תזכור את זה", "רעיון:", "תרשמי לי:", "תשמרי לי את זה"])
def test_a_trigger_with_nothing_to_keep_asks_for_the_text(text):
    intent = intent_of(text)
    assert intent is not None and (intent.capability, intent.action) == ("second-brain", "store")
    assert intent.missing == ["noteText"] and intent.args["text"] == ""


@pytest.mark.parametrize("text", ["memo", "idea", "remember", "note", "hi"])
def test_a_bare_word_is_not_an_empty_note(text):
    intent = intent_of(text)
    assert intent is None or intent.capability != "second-brain"


@pytest.mark.parametrize(("text", "query"), [
    ("summarize my notes about the trip", "trip"),
    ("sum up my ideas", ""),
    ("give me a summary of my notes on the renovation", "renovation"),
    ("סכמי לי את הפתקים על הטיול", "הטיול"),
    ("תסכם את כל הרעיונות שלי", ""),
])
def test_summarize_notes(text, query):
    intent = intent_of(text)
    assert intent is not None and intent.args == {"operation": "summarize", "query": query}


@pytest.mark.parametrize(("text", "query", "new"), [
    ("update the note about the gate code: the code is now 5555", "gate code", "the code is now 5555"),
    ("change my note about the gate code to the code is 5555", "gate code", "the code is 5555"),
    ("תעדכני את הפתק על השער: הקוד החדש 5555", "השער", "הקוד החדש 5555"),
])
def test_update_a_note(text, query, new):
    intent = intent_of(text)
    assert intent is not None and intent.args == {"operation": "update", "query": query, "text": new}
    assert not intent.missing


def test_update_without_the_new_text_asks_for_it():
    intent = intent_of("update the note about the gate code:")
    assert intent is not None and intent.action == "update" and intent.missing == ["text"]


def test_a_note_longer_than_the_grammar_reads_is_kept_whole():
    body = "The plumber came today. " * (3 * MAX_TEXT // 24)
    assert len(body) >= 3 * MAX_TEXT - 24
    intent = intent_of(f"remember this: {body}")
    assert intent is not None and intent.action == "store"
    assert intent.args["text"] == body.strip().rstrip(".")  # (tidy trims the final full stop)


@pytest.mark.parametrize("text", ["update the meeting with Dana to 5pm", "change my shopping list",
                                  "summarize this email from Dana"])
def test_other_capabilities_keep_their_requests(text):
    intent = intent_of(text)
    assert intent is None or intent.capability != "second-brain"
