"""A message someone else wrote, pasted in with its sender, then the request about it: the quotation is read as
the sentence the request points at, and neither the sender nor the quotation marks end up in the plan."""

from __future__ import annotations

import pytest

from memo.planning.rules import quoted
from tests.planning.reading import acted, local, plan


def test_items_of_a_pasted_message_go_on_the_list() -> None:
    intent = plan("my husband just texted: 'we're out of coffee, rice and dish soap' add them to the shopping list")
    assert acted(intent) and intent.args["operation"] == "addItem"
    assert intent.args["items"] == ["coffee", "rice", "dish soap"]


@pytest.mark.parametrize(("text", "summary", "start"), [
    ('dana texted: "bbq at ours sat 7pm bring salad" -> put it in my calendar', "bbq at ours bring salad",
     "2026-11-28T19:00"),
    ("from the school: 'class trip to the zoo on tuesday at 8:30' 📅 add it to my calendar", "class trip to the zoo",
     "2026-11-24T08:30"),
])
def test_an_event_in_a_pasted_message_is_named_by_its_own_words(text: str, summary: str, start: str) -> None:
    intent = plan(text)
    assert acted(intent) and (intent.capability, intent.args["operation"]) == ("calendar", "create"), intent
    assert intent.args["summary"] == summary and local(intent.args["start"]) == start
    assert "texted" not in intent.args["summary"] and '"' not in intent.args["summary"]


def test_a_pasted_fact_is_saved() -> None:
    intent = plan("from yoav: 'my new number is 054-1112233' 📍 save it under yoav")
    assert acted(intent) and (intent.capability, intent.args["operation"]) == ("second-brain", "store"), intent
    assert "054-1112233" in intent.args["text"]


@pytest.mark.parametrize("text", [
    "she said: 'call me later'",  # nothing asked of Memo after the quotation
    "the sign said 'closed on mondays'",  # no attribution with a colon
    "remind me to tell dana: 'the keys are under the mat'",  # the request comes first
])
def test_what_is_not_a_pasted_message_and_a_request(text: str) -> None:
    assert quoted.unquoted(text) is None


def test_the_pasted_words_become_a_sentence() -> None:
    assert quoted.unquoted("אמא כתבה: \"ארוחת שישי אצלנו\" 🙏 תכניסי ליומן") == "ארוחת שישי אצלנו. תכניסי ליומן"
