"""The rules planner with the time grammar's newer phrases: intervals, vague periods, short durations,
a weekday with its date, and words for a time of day -- as reminders and as calendar events.

The clock is Sunday 22 November 2026, 09:00 in Asia/Jerusalem, as in the evaluation kit.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.planning.test_rules_tasks_lists import LATEST_TASK, case, check, local, plan

REMINDERS = [
    # Intervals: V1's reminderRecurrence gains "interval" (whole days/weeks/months apart) when it is not 1.
    case("remind me every 2 weeks on Monday at 10 to pay the nanny", op="create", exact_text="pay the nanny",
         rec={"type": "weekly", "days": [1], "time": "10:00", "interval": 2}, due="2026-11-23T10:00"),
    case("remind me every other day to water the garden", op="create", exact_text="water the garden",
         rec={"type": "daily", "interval": 2, "time": "09:00"}),
    case("remind me every 3 months on the 1st at 9am to change the water filter", op="create",
         exact_text="change the water filter",
         rec={"type": "monthly", "dayOfMonth": 1, "interval": 3, "time": "09:00"}),
    case("תזכיר לי כל שבועיים ביום שלישי ב-8 לשלם לגנן", op="create", exact_text="לשלם לגנן",
         rec={"type": "weekly", "days": [2], "time": "08:00", "interval": 2}),
    case("תזכירי לי כל יומיים בערב להשקות את העציצים", op="create", exact_text="להשקות את העציצים",
         rec={"type": "daily", "time": "19:00", "interval": 2}),
    case("תזכיר לי כל 3 חודשים לבדוק את לחץ האוויר", op="create", exact_text="לבדוק את לחץ האוויר",
         rec={"type": "monthly", "interval": 3}),
    case("תזכיר לי כל שבוע שני לשלם ועד בית", op="create", exact_text="לשלם ועד בית",
         rec={"type": "weekly", "interval": 2}),
    case("remind me every day at 8 to take the pills", op="create", exact_text="take the pills",
         rec={"type": "daily", "time": "08:00", "interval": None}),  # no interval key when it is 1
    # Vague periods: a documented day, 09:00 unless a time is given.
    case("remind me this weekend to call grandma", op="create", exact_text="call grandma", due="2026-11-27T09:00",
         notes=["assumed_day"]),
    case("תזכירי לי בסופ\"ש לקנות פרחים", op="create", exact_text="לקנות פרחים", due="2026-11-27T09:00"),
    case("תזכורת לסופ״ש לקנות יין", op="create", exact_text="לקנות יין", due="2026-11-27T09:00"),
    case("remind me next month to renew the insurance", op="create", exact_text="renew the insurance",
         due="2026-12-01T09:00"),
    case("תזכיר לי בחודש הבא לחדש את הביטוח", op="create", exact_text="לחדש את הביטוח", due="2026-12-01T09:00"),
    case("תזכורת לחודש הבא לחדש את הביטוח", op="create", exact_text="לחדש את הביטוח", due="2026-12-01T09:00"),
    case("תזכיר לי בשבוע הבא ביום שלישי ב-10 להתקשר לבנק", op="create", exact_text="להתקשר לבנק",
         due="2026-12-01T10:00"),
    case("remind me next week on Tuesday at 10 to call the bank", op="create", exact_text="call the bank",
         due="2026-12-01T10:00"),
    case("remind me on the 5th of next month to pay the tax", op="create", exact_text="pay the tax",
         due="2026-12-05T09:00"),
    # Short durations.
    case("תזכיר לי ברבע שעה להוציא את העוף", op="create", exact_text="להוציא את העוף", due="2026-11-22T09:15"),
    case("תזכירי לי בעוד שעה וחצי לאסוף את הילדים", op="create", exact_text="לאסוף את הילדים",
         due="2026-11-22T10:30"),
    case("remind me in a quarter of an hour to take out the chicken", op="create", exact_text="take out the chicken",
         due="2026-11-22T09:15"),
    # A weekday with its date.
    case("remind me on Friday the 27th at 10am to renew the passport", op="create", exact_text="renew the passport",
         due="2026-11-27T10:00"),
    case("תזכיר לי ביום שישי ה-27 לקנות מתנה", op="create", exact_text="לקנות מתנה", due="2026-11-27T09:00"),
    case("תזכיר לי ביום חמישי ה-27 לקנות מתנה", op="create", exact_text="לקנות מתנה", missing=["dueDate"],
         notes=["weekday_mismatch"]),
    # Words for a time of day.
    case("remind me by end of day to send the report", op="create", exact_text="send the report",
         due="2026-11-22T18:00"),
    case("תזכיר לי בסוף היום לשלוח את הדוח", op="create", exact_text="לשלוח את הדוח", due="2026-11-22T18:00"),
    case("remind me at lunch to call the bank", op="create", exact_text="call the bank", due="2026-11-22T12:00"),
    case("remind me first thing tomorrow to call the plumber", op="create", exact_text="call the plumber",
         due="2026-11-23T09:00"),
]


# Changes to the reminder just set ("call the bank", tomorrow 17:00).
CHANGES = [
    case("move it to next week", latest=LATEST_TASK, op="update", update={"dueDay": "2026-11-29"}),
    case("push it to the weekend", latest=LATEST_TASK, op="update", update={"dueDay": "2026-11-27"}),
    case("תעבירי את זה לסופ\"ש", latest=LATEST_TASK, op="update", update={"dueDay": "2026-11-27"}),
    case("make it every other day", latest=LATEST_TASK, op="update",
         update={"reminderRecurrence": {"type": "daily", "interval": 2, "time": "17:00"}}),
    case("תשני את זה לכל שבועיים", latest=LATEST_TASK, op="update",
         update={"reminderRecurrence": {"type": "weekly", "days": [0], "interval": 2, "time": "17:00"}}),
]


@pytest.mark.parametrize(("text", "latest", "expect"), REMINDERS + CHANGES)
def test_reminder_time_phrases(text: str, latest: list[dict[str, Any]] | None, expect: dict[str, Any]) -> None:
    check(plan(text, latest), expect)


def test_every_two_weeks_as_a_calendar_event_repeats_every_other_week_not_weekly() -> None:
    intent = plan("schedule team sync every 2 weeks on Monday at 10")
    assert intent is not None and intent.capability == "calendar" and not intent.missing
    assert (intent.args["recurrence"], intent.args["interval"], intent.args["days"]) == ("weekly", 2, ["Monday"])
    assert local(intent.args["start"]) == "2026-11-23T10:00"


def test_a_vague_period_is_too_vague_for_an_event_but_a_day_in_it_is_not() -> None:
    vague = plan("book a meeting with Dana next week at 10")
    assert vague is not None and vague.capability == "calendar" and vague.missing == ["start"]
    exact = plan("book a meeting with Dana next week on Tuesday at 10")
    assert exact is not None and exact.missing == [] and local(exact.args["start"]) == "2026-12-01T10:00"
