"""One check of a task reading against a table row, shared by the tasks and reminders rule tests.

A row (``case(message, op=..., ...)``) says what the reading must be; each key checks one thing:

- ``op`` the operation; ``cap`` the capability (database unless said); ``latest`` the user's latest actions;
- ``exact_text`` the task's whole text; ``text`` / ``query`` words it holds; ``not_text`` words it must not hold;
- ``due`` the local due minute; ``before`` the lead of a reminder set before it (V1's ``reminder``);
  ``new_due`` the due minute of a change; ``rec`` recurrence fields;
- ``update`` fields the change carries (others may be there too); ``update_exact`` all of them;
- ``tasks`` the texts of several tasks, with ``dues`` their due minutes or ``tasks_day`` their one day;
- ``nudge`` a nudge's interval in minutes; ``window`` the read's window; ``no_filter`` / ``no_filters`` none;
- ``risk`` the plan's risk; ``missing`` what is asked (none unless said); ``asked`` the turn asks instead of acting.

A reading that asks nothing must be confident enough to act on.
"""

from __future__ import annotations

from typing import Any

from memo.planning.dsl import CONFIDENCE_FLOOR
from memo.planning.rules.base import Intent
from tests.planning.reading import acted, local_or_none, plan


def _minute(value: Any) -> str:
    return (local_or_none(value) or "")[:16]


def check_task(text: str, expect: dict[str, Any]) -> Intent:
    """The reading of `text`, asserted against the row `expect` (see the module docstring)."""
    intent = plan(text, expect.get("latest"))
    assert intent is not None, "nothing understood"
    args = intent.args
    assert intent.capability == expect.get("cap", "database"), (intent.capability, args)
    assert args.get("operation") == expect["op"], args
    if "exact_text" in expect:
        assert args.get("text") == expect["exact_text"], args
    for key in ("text", "query"):
        for part in expect.get(key, []):
            assert part in str(args.get(key, "")), (part, args)
    for part in expect.get("not_text", []):
        assert part not in str(args.get("text", "")), (part, args)
    if "due" in expect:
        assert _minute(args.get("dueDate")) == expect["due"], args
    if "before" in expect:
        assert args.get("reminder") == expect["before"], args
    fields = args.get("updateFields") or {}
    if "new_due" in expect:
        assert _minute(fields.get("dueDate")) == expect["new_due"], args
    if "update_exact" in expect:
        assert fields == expect["update_exact"], args
    for key, value in expect.get("update", {}).items():
        assert fields.get(key) == value, (key, fields)
    recurrence = args.get("reminderRecurrence") or {}
    for key, value in expect.get("rec", {}).items():
        assert recurrence.get(key) == value, (key, recurrence)
    if "nudge" in expect:
        assert recurrence.get("type") == "nudge" and recurrence.get("interval") == expect["nudge"], recurrence
    if "tasks" in expect:
        tasks = args.get("tasks") or []
        assert [t["text"] for t in tasks] == expect["tasks"], tasks
        if "dues" in expect:
            assert [_minute(t.get("dueDate")) for t in tasks] == expect["dues"], tasks
        if "tasks_day" in expect:
            assert all(_minute(t.get("dueDate"))[:10] == expect["tasks_day"] for t in tasks), tasks
    if "window" in expect:
        assert (args.get("filters") or {}).get("window") == expect["window"], args
    if expect.get("no_filter"):
        assert "filters" not in args, args
    if expect.get("no_filters"):
        assert not args.get("filters"), args
    if "risk" in expect:
        assert intent.risk == expect["risk"], intent.risk
    assert intent.missing == expect.get("missing", []), (intent.missing, args)
    if expect.get("asked"):
        assert not acted(intent), (intent.confidence, intent.decided_by)
    elif not intent.missing:
        assert intent.confidence >= CONFIDENCE_FLOOR, (intent.confidence, intent.decided_by)
    return intent


def check_acted(text: str, expect: dict[str, Any]) -> Intent:
    """As `check_task`, and Memo acts on the reading without asking."""
    intent = check_task(text, expect)
    assert acted(intent), (text, intent.args, intent.decided_by)
    return intent
