"""A calendar series every few weeks or days ("every other wednesday", "פעם בשבועיים ביום חמישי"): the event repeats
with its interval (Google's RRULE INTERVAL), where before it was asked about. A weekly series keeps no interval."""

from __future__ import annotations

import pytest

from tests.planning.reading import reads_as


@pytest.mark.parametrize(("text", "every", "day", "start"), [
    ("פגישה עם המנטורית פעם בשבועיים ביום חמישי בארבע, תכניסי ליומן", 2, "Thursday", "2026-11-26T16:00"),
    ("book club every other wednesday at 8pm, put it in my calendar", 2, "Wednesday", "2026-11-25T20:00"),
    ("every 2 weeks on monday 10am 1:1 with Dana in the calendar", 2, "Monday", "2026-11-23T10:00"),
    ("תכניס ליומן כל שבועיים ביום שלישי ב-11 ישיבת צוות", 2, "Tuesday", "2026-11-24T11:00"),
])
def test_a_series_every_few_weeks_keeps_its_interval(text: str, every: int, day: str, start: str) -> None:
    args = reads_as(text, "calendar", "createRecurring").args
    assert (args["recurrence"], args["interval"], args["days"]) == ("weekly", every, [day])
    assert args["start"].startswith(start)


def test_a_weekly_series_has_no_interval() -> None:
    args = reads_as("team sync every tuesday at 11 in the calendar", "calendar", "createRecurring").args
    assert args["recurrence"] == "weekly" and "interval" not in args
