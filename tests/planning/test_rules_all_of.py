""""All of" a day or of the tasks, said the short way.

- "block all of friday 27/11, van in the garage for service": the whole of that day, with the reason as its name.
- "finished every job on the list today, mark them all done", "everything on today's list got done 🙌 mark it all":
  the lead says the day's tasks are done, so "them all" / "it all" are all the tasks; "everything on the list"
  alone may be the shopping list, and is asked.

The clock is Sunday 22 November 2026, 09:00 in Asia/Jerusalem.
"""

from __future__ import annotations

import pytest

from tests.planning.reading import not_acted, planned


@pytest.mark.parametrize(("text", "summary", "start", "end"), [
    ("block all of friday 27/11, van in the garage for service", "van in the garage for service", "2026-11-27",
     "2026-11-28"),
    ("block all of tomorrow for the move", "move", "2026-11-23", "2026-11-24"),
])
def test_all_of_a_day_is_all_day(text: str, summary: str, start: str, end: str) -> None:
    args = planned(text, "calendar", "create")
    assert args["summary"] == summary and args["allDay"]
    assert (args["start"], args["end"]) == (start, end)


def test_all_of_us_is_no_day() -> None:
    args = planned("dinner all of us friday at 8pm, put it in the calendar", "calendar", "create")
    assert args["start"].startswith("2026-11-27T20:00") and not args.get("allDay")


@pytest.mark.parametrize("text", [
    "finished every job on the list today, mark them all done",
    "evening review: everything on today's list got done 🙌 mark it all",
])
def test_done_lead_then_mark_them_all(text: str) -> None:
    planned(text, "database", "completeAll")


@pytest.mark.parametrize("text", [
    "mark it all",  # nothing says what, or that it is done
    "didn't finish the laundry, mark them all done",
    "finished everything on the list, mark them all done",  # "the list" alone may be the shopping list
])
def test_mark_it_all_without_a_done_lead_is_asked(text: str) -> None:
    not_acted(text)
