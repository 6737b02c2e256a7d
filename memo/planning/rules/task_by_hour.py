"""A reminder named only by its hour: "תמחקי את התזכורת של חצות, כבר לא צריך", "delete my 5pm reminder", "cancel
the 6:30 reminder".

The hour is all that names it, and it says which one: the reminder set for that hour of the day
(`dueTime`, matched by the task resolver against each open reminder's local time). Several at that hour are asked
about, none is said so. A reminder named by its words ("delete the dentist reminder at 5") is task_changes.py's.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext

# Above the delete that asks which reminder (0.6): the hour says which.
BY_HOUR = 0.9
# The reminder named: "cancel 4pm" alone may be the meeting at 4 as well.
_REMINDER = re.compile(r"\b(?:reminders?|alarms?|nudges?)\b|תזכורת|תזכורות|ההתראה|התראה", re.IGNORECASE)
# What says which half of the day the hour is in; without it "the 6:30 reminder" may be the morning's or the
# evening's, and both are looked for.
_HALF_SAID = re.compile(r"(?<![a-z])(?:am|pm|a\.m|p\.m|morning|evening|night|noon|midnight|afternoon)\b"
                        r"|\b(?:1[3-9]|2[0-3]|0\d):|בבוקר|בערב|בלילה|אחה\"צ|אחר\s+הצהריים|בצהריים|חצות|צהריים",
                        re.IGNORECASE)


@grammar
def reminder_by_hour(ctx: RuleContext) -> Intent | None:
    """ "תמחקי את התזכורת של חצות": the open reminder due at 00:00."""
    from memo.planning.rules.task_changes import delete_task

    if not _REMINDER.search(ctx.text):
        return None  # "cancel 4pm": an event or a reminder at 4, which is asked
    when = ctx.time  # no hour in the message, nothing to read: the delete grammar is not run twice
    if when is None or when.when is None or when.recurrence is not None:
        return None
    intent = delete_task(ctx)
    if intent is None or "target_by_time" not in (intent.notes or []):
        return None
    due = when.when.astimezone(ctx.now.tzinfo)
    hours = [due.hour] if _HALF_SAID.search(ctx.text) or due.hour % 12 == 0 else [due.hour % 12, due.hour % 12 + 12]
    due_times = [f"{h:02d}:{due.minute:02d}" for h in hours]
    return Intent("database", "delete", {"operation": "delete", "dueTime": due_times}, BY_HOUR, entity="task")
