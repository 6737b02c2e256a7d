"""Clock times said the way people speak them (timeexpr/spoken_clock.py).

Shapes covered: the hour less a fraction ("בתשע פחות רבע" = 8:45); minutes from midnight or noon ("quarter past
midnight" = 00:15 the next day, "חצות ורבע", "רבע לחצות" = 23:45); the British "half 7" (7:30); ranges whose ends
are said that way ("between quarter to 2 and half 3", "מרבע לארבע לארבע וחצי"); minutes said in words on a named
weekday leave the half of the day open, as a bare hour does (task_weekday_hour.py); "this time tomorrow" as now's
clock time on that day, and in a move as the thing's own time.
"""

from __future__ import annotations

from datetime import datetime

import pytest

from memo.planning.timeexpr import parse_time_expression
from tests.planning.reading import NOW, TZ, intent_of, not_acted, reads_as


def _at(text: str, now: datetime = NOW) -> str | None:
    tm = parse_time_expression(text, now)
    return tm.when.strftime("%Y-%m-%d %H:%M") if tm is not None and tm.when is not None else None


@pytest.mark.parametrize("text, when", [
    ("הערב בתשע פחות רבע", "2026-11-22 20:45"),
    ("מחר בשמונה פחות עשרה", "2026-11-23 07:50"),
    ("מחר בשלוש פחות עשרים", "2026-11-23 14:40"),
    ("tonight at quarter past midnight", "2026-11-23 00:15"),
    ("tonight at half past midnight", "2026-11-23 00:30"),
    ("ten past midnight", "2026-11-23 00:10"),
    ("quarter to midnight", "2026-11-22 23:45"),
    ("חצות ורבע", "2026-11-23 00:15"),
    ("הלילה בחצות וחצי", "2026-11-23 00:30"),
    ("חצי שעה אחרי חצות", "2026-11-23 00:30"),
    ("ברבע לחצות", "2026-11-22 23:45"),
    ("at half past noon", "2026-11-22 12:30"),
    ("half 7 tonight", "2026-11-22 19:30"),
    ("see you at half seven", "2026-11-22 19:30"),
    ("tomorrow at ten past 11", "2026-11-23 11:10"),
])
def test_spoken_clock_times(text: str, when: str) -> None:
    assert _at(text) == when


@pytest.mark.parametrize("text", ["half 2 kilos", "buy half 2 litre", "half an hour", "do both at the same time",
                                  "עשר פחות חמש זה חמש"])
def test_shares_and_sums_are_not_times(text: str) -> None:
    assert _at(text) is None


@pytest.mark.parametrize("text, start, end", [
    ("from half 5 to quarter to 7", "17:30", "18:45"),
    ("from half past 5 to quarter to 7", "17:30", "18:45"),
    ("on wed the 2nd between quarter to 2 and half 3", "13:45", "15:30"),
    ("between 2 and half 3", "14:00", "15:30"),
    ("ביום רביעי מרבע לארבע לארבע וחצי", "15:45", "16:30"),
])
def test_spoken_ranges(text: str, start: str, end: str) -> None:
    tm = parse_time_expression(text, NOW)
    assert tm is not None and tm.when is not None and tm.end is not None
    assert (tm.when.strftime("%H:%M"), tm.end.strftime("%H:%M")) == (start, end)


@pytest.mark.parametrize("text, due", [
    ("תזכירי לי הערב בתשע פחות רבע לראות את הפרק האחרון", "2026-11-22T20:45"),
    ("תזכיר לי מחר בשמונה פחות עשרה לצאת לריצה", "2026-11-23T07:50"),
    ("תזכיר לי מחר בשבע פחות רבע לצאת לריצה", None),
    ("remind me tonight at quarter past midnight to check on the dough", "2026-11-23T00:15"),
    ("תזכירי לי הלילה בחצות ורבע להוציא את הבצק", "2026-11-23T00:15"),
    ("remind me half 7 tonight to call gran", "2026-11-22T19:30"),
    ("friday half 7 remind me to put the kids to bed", "2026-11-27T19:30"),
])
def test_reminders_at_spoken_times(text: str, due: str | None) -> None:
    if due is None:  # 6:45 said with no part of the day: asked, like "ברבע לשבע"
        not_acted(text)
        return
    intent = reads_as(text, "database", "create")
    assert str(intent.args["dueDate"]).startswith(due)
    assert not any(w in str(intent.args["text"]) for w in ("פחות", "quarter", "half", "חצות"))


@pytest.mark.parametrize("text", [
    "friday half 7 remind me to put the challah in",
    "ביום חמישי בעשרים לשמונה תזכירי לי לתת לעידו את האישור לטיול",
    "ביום חמישי בשבע וחצי תזכירי לי לשלוח את הטופס",
    "remind me on tuesday at quarter past 8 to call the bank",
    "ביום רביעי בעשרים לשבע תזכירי לי לקנות חלב",
    "remind me this time tomorrow",
    "תזכיר לי באותה שעה מחר",
])
def test_weekday_with_spoken_minutes_or_no_task_is_asked(text: str) -> None:
    not_acted(text)


@pytest.mark.parametrize("text, due", [
    ("ביום חמישי ב-7:40 תזכירי לי לשלוח את הטופס", "2026-11-26T07:40"),
    ("ביום חמישי בעשרים לשמונה בבוקר תזכירי לי לתת לעידו את האישור", "2026-11-26T07:40"),
    ("tomorrow half 7 remind me to put the challah in", "2026-11-23T07:30"),
    ("ביום רביעי בעשרים לעשר תזכירי לי לקנות חלב", "2026-11-25T09:40"),
])
def test_placed_spoken_times_stay(text: str, due: str) -> None:
    intent = reads_as(text, "database", "create")
    assert str(intent.args["dueDate"]).startswith(due)


def test_this_time_tomorrow_is_nows_clock_time() -> None:
    later = datetime(2026, 11, 22, 14, 37, tzinfo=TZ)
    for text in ("same time tomorrow", "tomorrow at the same time", "מחר באותה שעה", "באותה שעה מחר",
                 "this time tomorrow"):
        assert _at(text, later) == "2026-11-23 14:37", text
    assert _at("ביום שישי באותה שעה", later) == "2026-11-27 14:37"


@pytest.mark.parametrize("text, task", [
    ("remind me this time tomorrow to call dan", "call dan"),
    ("תזכירי לי מחר באותה שעה לקחת כדור", "לקחת כדור"),
])
def test_reminder_this_time_tomorrow(text: str, task: str) -> None:
    intent = reads_as(text, "database", "create")
    assert intent.args["text"] == task and str(intent.args["dueDate"]).startswith("2026-11-23T09:00")


@pytest.mark.parametrize("text", [
    "תדחי את התזכורת להתקשר לאמא למחר באותה שעה",
    "push the call mom reminder to the same time tomorrow",
])
def test_moving_a_reminder_to_the_same_time_tomorrow_keeps_its_hour(text: str) -> None:
    intent = intent_of(text)
    assert intent is not None and intent.capability == "database" and intent.args["operation"] == "update"
    assert intent.args["updateFields"] == {"dueDay": "2026-11-23"}


def test_moving_an_event_to_the_same_time_tomorrow_keeps_its_hour() -> None:
    intent = reads_as("move the team meeting to the same time tomorrow", "calendar", "update")
    assert intent.args["updateFields"] == {"startDate": "2026-11-23"}


@pytest.mark.parametrize("text, start", [
    ("תזיזי את הספר ביום רביעי מרבע לארבע לארבע וחצי", "2026-11-25T16:30"),
    ("move the dentist on wednesday from quarter to 4 to half 5", "2026-11-25T17:30"),
    ("תזיז את הפגישה ביום שלישי מעשר פחות רבע לאחת עשרה", "2026-11-24T11:00"),
])
def test_moves_from_a_spoken_hour(text: str, start: str) -> None:
    intent = reads_as(text, "calendar", "update")
    assert str(intent.args["start"]).startswith(start)


def test_event_with_a_spoken_range() -> None:
    intent = reads_as("add to my calendar: parents' evening wed from half 5 to quarter to 7", "calendar", "create")
    assert str(intent.args["start"]).startswith("2026-11-25T17:30")
    assert str(intent.args["end"]).startswith("2026-11-25T18:45")
