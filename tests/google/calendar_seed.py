"""Helpers of the calendar tests: the events in the fake's primary calendar, and seeding one."""

from __future__ import annotations

from typing import Any

from tests.support.fake_google import FakeGoogle


def events(fake: FakeGoogle) -> list[dict[str, Any]]:
    """The events of the primary calendar that are not deleted."""
    return [e for e in fake.calendars.get("primary", {}).values() if e.get("status") != "cancelled"]


def seed(fake: FakeGoogle, summary: str, start: str, end: str, **extra: Any) -> dict[str, Any]:
    """Put a timed event in the primary calendar (Jerusalem time) and return it as stored."""
    return fake.seed({"summary": summary, "start": {"dateTime": start, "timeZone": "Asia/Jerusalem"},
                      "end": {"dateTime": end, "timeZone": "Asia/Jerusalem"}, **extra})
