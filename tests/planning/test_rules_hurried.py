"""Messages typed in a hurry: day names joined by a shorthand "and", a hesitation where the errand should
be, a second errand joined by "and also" with no comma.

The clock is Sunday 22 November 2026, 09:00 in Asia/Jerusalem.
"""

from __future__ import annotations

import pytest

from tests.planning.reading import acted, plan


@pytest.mark.parametrize("text, days", [
    ("remind me every tue n fri 8am to take out the recycling", [2, 5]),
    ("every wed & sat at 6pm remind me to call grandma", [3, 6]),
    ("remind me evry mon+thu at 7 swim practice", [1, 4]),
])
def test_day_names_joined_by_shorthand_and_are_both_kept(text, days):
    intent = plan(text)
    assert acted(intent) and intent.args["reminderRecurrence"]["days"] == days, intent.args
    assert not intent.args["text"].startswith(("n ", "& ", "+")), intent.args


@pytest.mark.parametrize("text", ["remind me at 5 to uhh", "remind me tomorrow at 10 to umm", "תזכירי לי מחר ב8 אממ"])
def test_a_hesitation_where_the_errand_should_be_is_asked_about(text):
    intent = plan(text)
    assert not acted(intent) or intent.capability != "database" or intent.args.get("text") not in ("uhh", "umm", "אממ")


@pytest.mark.parametrize("text", [
    "remind me tomorrow to renew the passport and also book the dentist",
    "תזכיר לי מחר לשלם ארנונה וגם לקבוע תור למוסך",
])
def test_a_second_errand_after_and_also_is_not_one_task(text):
    intent = plan(text)
    assert not acted(intent) or intent.args.get("operation") == "createMultiple", intent


@pytest.mark.parametrize("text", ["remind me tomorrow to buy milk and also eggs", "תזכיר לי מחר לקנות חלב וגם ביצים"])
def test_two_things_of_one_errand_stay_one_task(text):
    intent = plan(text)
    assert acted(intent) and intent.args["operation"] == "create", intent
