"""News of a change to something that exists ("the dentist is now at 3pm", "the meeting was moved") is never read as
creating something new; a change asked for is still read."""

from __future__ import annotations

import pytest

from tests.planning.reading import acted, plan


@pytest.mark.parametrize("text", ["the dentist is now at 3pm", "the staff meeting is now on thursday"])
def test_news_of_a_change_creates_nothing(text: str) -> None:
    intent = plan(text)
    assert not (acted(intent) and intent.args.get("operation") == "create"), intent


@pytest.mark.parametrize("text", ["התור לרופא עבר לחמש", "move the dentist to 3pm"])
def test_a_change_asked_for_is_still_a_change(text: str) -> None:
    intent = plan(text)
    assert intent is not None and intent.args.get("operation") == "update", intent


@pytest.mark.parametrize(("text", "operation"), [
    ("remind me tomorrow at 5 that the meeting was moved", "create"),
    ("the meeting got moved so remind me tomorrow at 9 to tell dana", "create"),
])
def test_a_request_made_because_of_the_news_is_read(text: str, operation: str) -> None:
    intent = plan(text)
    assert acted(intent) and intent.args.get("operation") == operation, intent


def test_a_remark_about_a_change_beside_a_new_reminder_is_left_out() -> None:
    intent = plan("remind me to call dan at 5, the call got moved")
    assert acted(intent) and intent.args["text"] == "call dan", intent
