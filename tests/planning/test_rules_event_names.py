"""A part of the day after a noun names a kind of event ("parents evening", "quiz night"), not when it is."""

from __future__ import annotations

import pytest

from memo.planning.timeexpr import parse_time_expression
from tests.planning.reading import NOW, local, planned


@pytest.mark.parametrize("text", ["the parents evening", "quiz night at the pub", "movie night"])
def test_a_kind_of_event_is_no_time_of_day(text: str) -> None:
    assert parse_time_expression(text, NOW) is None


@pytest.mark.parametrize(("text", "due"), [
    ("remind me tomorrow evening to call mom", "2026-11-23T19:00"),
    ("remind me friday night to take out the trash", "2026-11-27T21:00"),
    ("remind me to call mom this evening", "2026-11-22T19:00"),
])
def test_a_part_of_the_day_after_a_day_is_when(text: str, due: str) -> None:
    assert local(planned(text, "database", "create")["dueDate"]) == due


def test_moving_the_parents_evening_carries_no_evening_hour() -> None:
    args = planned("move the parents evening from thursday to friday", "database", "update")
    assert "parents evening" in args["text"] and "T19:00" not in str(args["updateFields"]), args
