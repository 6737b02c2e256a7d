"""Half-read slots: a name that names nothing, content that only points back, and errands each with an hour in
one task are asked about, never acted on. Near misses still act.

The clock is Sunday 22 November 2026, 09:00 in Asia/Jerusalem.
"""

from __future__ import annotations

import pytest

from tests.planning.reading import acted, plan


@pytest.mark.parametrize("text", [
    "can u move my 4 oclock",  # a task named "my"
    "תזכירי לי מחר את העניין ההוא שסיכמנו",  # what was agreed: only the user knows
    "remind me at 5 about that thing i mentioned yesterday",
    "מה היה העניין שסיפרתי לך אתמול",
])
def test_a_slot_that_cannot_be_what_was_meant_is_asked_about(text):
    intent = plan(text)
    assert not acted(intent), (text, intent)


@pytest.mark.parametrize("text", [
    "remind me tomorrow at 5 about the thing we discussed with the landlord",  # the landlord is content
    "remind me at 9 to call my mom",
    "מה הקוד של השער אצל אמא",
    "remind me at 8 to call the bank about the 12 payments",  # one hour, one errand
])
def test_a_slot_with_content_still_acts(text):
    assert acted(plan(text)), text
