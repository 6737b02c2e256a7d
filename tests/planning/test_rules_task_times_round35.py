"""Reminders' times, round 35: a bare 6 on a named weekday placed like 7 and 8 (asked without a clue), and a
reminder with a lead buried in a run-on ("... there's the call with the bank at 2:15pm and i WILL forget it so remind
me 20 minutes before ok? ok. also i need coffee"): the task is the appointment, not the chatter around it.

The clock is Sunday 22 November 2026, 09:00 in Asia/Jerusalem (Mon 23 ... Sat 28).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.planning.reading import case
from tests.planning.task_checks import check_task as check


@pytest.mark.parametrize("text", [
    "תזכירי לי ביום רביעי בשש להתקשר לאמא",
    "תזכיר לי ביום חמישי בשש לשלוח את הטופס",
    "remind me wednesday at 6 to call mom",
    "remind me on friday at 6 to email dana",
])
def test_named_weekday_at_bare_six_is_asked(text: str) -> None:
    check(text, {"op": "create", "missing": ["time"]})


@pytest.mark.parametrize(("text", "expect"), [
    case("remind me wed at 6 before work to call mom", op="create", due="2026-11-25T06:00"),
    case("תזכירי לי ביום רביעי בשש לשחרית", op="create", due="2026-11-25T06:00"),
    case("תזכיר לי ביום חמישי בשש אחרי העבודה להתקשר לבנק", op="create", due="2026-11-26T18:00"),
    # its half of the day said, tomorrow, another hour: as before
    case("תזכירי לי ביום רביעי בשש בערב להתקשר לאמא", op="create", due="2026-11-25T18:00"),
    case("תזכירי לי מחר בשש להתקשר לאמא", op="create", due="2026-11-23T18:00"),
    case("remind me thursday at 5 to call mom", op="create", due="2026-11-26T17:00"),
])
def test_named_weekday_six_placed_by_its_words(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)


@pytest.mark.parametrize(("text", "expect"), [
    case("ok so tomorrow is gonna be insane and somewhere in the middle there's the call with the bank about the "
         "mortgage at 2:15pm and i WILL forget it i know myself so remind me 20 minutes before ok? ok. also i need "
         "coffee so bad", op="create", text=["call with the bank"], not_text=["coffee", "forget"],
         due="2026-11-23T14:15", before="20 minutes"),
    case("this week is crazy and on thursday there's the parent meeting at 6:30pm and i will forget it so remind me "
         "an hour before ok? ok. ugh so tired", op="create", exact_text="the parent meeting", due="2026-11-26T18:30",
         before="60 minutes"),
    case("tomorrow i have a haircut at 4pm and i hate it so remind me 15 minutes before", op="create",
         text=["haircut"], not_text=["hate"], due="2026-11-23T16:00", before="15 minutes"),
    case("רגע לפני שאני שוכחת יש לי תור לרופא שיניים ביום רביעי באחת עשרה בבוקר ואני ממש ממש לא רוצה ללכת אבל אין "
         "ברירה תזכיר לי שעה לפני שלא אברח", op="create", text=["רופא שיניים"], not_text=["אברח", "ברירה"],
         due="2026-11-25T11:00", before="60 minutes"),
    case("יש לי פגישה עם רואה החשבון מחר בשלוש ואני ממש לחוצה תזכירי לי חצי שעה לפני שלא אתחמק", op="create",
         exact_text="פגישה עם רואה החשבון", due="2026-11-23T15:00", before="30 minutes"),
    # the appointment alone before the request keeps its words, as before
    case("יש לי תור לרופא שיניים ביום רביעי באחת עשרה בבוקר תזכיר לי שעה לפני", op="create",
         text=["תור לרופא שיניים"], due="2026-11-25T11:00", before="60 minutes"),
    case("remind me 20 minutes before the call with the bank tomorrow at 2:15pm", op="create",
         text=["call with the bank"], due="2026-11-23T14:15", before="20 minutes"),
    # a reason after the task is cut; the task itself stays
    case("remind me tomorrow at 5 to call mom ok?", op="create", exact_text="call mom", due="2026-11-23T17:00"),
])
def test_lead_in_a_run_on_reads_the_appointment(text: str, expect: dict[str, Any]) -> None:
    check(text, expect)
