"""Reminders as formal writers and dictating users send them: "תרשמי לי תזכורת ל..." (a reminder written down),
a time cut off mid-sentence ("remind me tomorrow at ... the thing"), a schedule said again at the end of a
dictated sentence, "all of them" said again after a bulk change, and a polite "I wanted to let you know" before
a report of something done.

The clock is Sunday 22 November 2026, 09:00 in Asia/Jerusalem.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.planning.reading import acted, case, plan
from tests.planning.task_checks import check_task as check


def not_acted(text: str) -> None:
    intent = plan(text)
    assert not acted(intent), (text, intent and intent.args, intent and intent.decided_by)


# -- "write me a reminder": the verb of writing down, with the noun "reminder" after it ------------------------------
WRITTEN_REMINDERS = [
    case("תרשום תזכורת למחר ב17:00 לגבות תשלום", op="create", exact_text="לגבות תשלום", due="2026-11-23T17:00"),
    case("רשמי לי תזכורת ליום חמישי בעשר להתקשר לספק", op="create", exact_text="להתקשר לספק",
         due="2026-11-26T10:00"),
    case("write me a reminder for friday at 10 to call the supplier", op="create", exact_text="call the supplier",
         due="2026-11-27T10:00"),
    case("write a reminder for tomorrow at 8 to send the invoice", op="create", exact_text="send the invoice",
         due="2026-11-23T08:00"),
]


@pytest.mark.parametrize(("text", "expect"), WRITTEN_REMINDERS)
def test_a_reminder_written_down(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


# Writing down without the noun "reminder" is a note, not a reminder.
@pytest.mark.parametrize("text", ["תרשמי לי שהקוד של השער הוא 1234", "write down that the gate code is 1234"])
def test_writing_down_a_fact_stays_a_note(text: str) -> None:
    intent = plan(text)
    assert intent is not None and intent.capability == "second-brain", (text, intent)


# -- an hour begun and never said: the time is asked, never defaulted to the morning ----------------------------------
@pytest.mark.parametrize("text", [
    "remind me on friday at... to call the bank",
    "remind me tomorrow at about the that thing",
    "תזכיר לי ביום שלישי בשעה לשלם חשבון חשמל",
    "תזכירי לי מחר בחמש את הדבר הזה נו שדיברנו עליו",
])
def test_a_cut_off_hour_or_a_placeholder_is_asked(text: str) -> None:
    not_acted(text)


# Near misses: an hour said in full, in words or digits, is read.
CUT_OFF_NEAR_MISSES = [
    case("remind me tomorrow at 5 to call the bank", op="create", exact_text="call the bank", due="2026-11-23T17:00"),
    case("תזכירי לי מחר בשעה חמש לשלם חשבון", op="create", exact_text="לשלם חשבון", due="2026-11-23T17:00"),
]


@pytest.mark.parametrize(("text", "expect"), CUT_OFF_NEAR_MISSES)
def test_an_hour_said_in_full_is_read(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


# -- the schedule said again at the end of a dictated sentence: one schedule, not task words ------------------------
RESTATED = [
    case("can you remind me every morning at quarter to eight to take my vitamins every morning quarter to eight",
         op="create", exact_text="take my vitamins", rec={"type": "daily", "time": "07:45"}),
    case("every monday and wednesday at 6:30 pm remind me to go to the gym monday and wednesday yeah", op="create",
         exact_text="go to the gym", rec={"type": "weekly", "time": "18:30", "days": [1, 3]}),
    case("remind me tomorrow at 5 to call the bank tomorrow at 5", op="create", exact_text="call the bank",
         due="2026-11-23T17:00"),
    case("תזכירי לי מחר בשמונה לשלם ארנונה, מחר בשמונה", op="create", exact_text="לשלם ארנונה",
         due="2026-11-23T08:00"),
    case("תזכיר לי כל יום ראשון ושלישי בשש בערב להוציא את הזבל, ראשון ושלישי כן", op="create",
         exact_text="להוציא את הזבל", rec={"type": "weekly", "time": "18:00", "days": [0, 2]}),
]


@pytest.mark.parametrize(("text", "expect"), RESTATED)
def test_a_schedule_said_again_is_one_schedule(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


# Near misses: a different time at the end is a second request, asked rather than dropped.
@pytest.mark.parametrize("text", [
    "remind me tomorrow at 5 to call the bank tomorrow at 6",
    "remind me tomorrow at 5 to call the bank and on friday at 6",
])
def test_another_time_at_the_end_is_asked(text: str) -> None:
    not_acted(text)
