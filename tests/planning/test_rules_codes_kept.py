"""A chain of digit groups is a code, kept as typed (rules/spelling.py).

"2024-1130-77" (a policy number) once came out of the time respelling as "20:24-11:30-77", and a note kept it so.
Three groups or more joined by dashes are an account, policy or serial number; two groups that read as hours
("1630-1800", "0700-1500") are still a span of time.
"""

from __future__ import annotations

import pytest

from memo.planning.rules.base import clean
from memo.planning.rules.spelling import respell
from tests.planning.reading import local, reads_as


@pytest.mark.parametrize("code", ["2024-1130-77", "77-2024-1130", "0000-0002-1825-0097", "1200-1300-1400"])
def test_a_chain_of_digit_groups_is_left_as_typed(code):
    assert respell(clean(f"my policy number is {code}")) == f"my policy number is {code}"


@pytest.mark.parametrize("text, code", [
    ("תרשמי את מספר הפוליסה 2024-1130-77", "2024-1130-77"),
    ("remember my account number is 1215-0830-44", "1215-0830-44"),
])
def test_a_note_keeps_the_number_whole(text, code):
    assert code in reads_as(text, "second-brain", "store").args["text"]


@pytest.mark.parametrize("text, start, end", [
    ("ביום שני 1630-1800 פגישה עם דנה ביומן", "2026-11-23T16:30", "2026-11-23T18:00"),
    ("put a shift in the calendar tomorrow 0700-1500", "2026-11-23T07:00", "2026-11-23T15:00"),
])
def test_two_groups_are_still_a_span_of_hours(text, start, end):
    args = reads_as(text, "calendar", "create").args
    assert (local(args["start"]), local(args["end"])) == (start, end)
