"""The next of several reminders said "on the same day" ("ביום חמישי בשמונה לקחת את האוטו לטסט, ובאותו יום ברבע
לחמש לאסוף את הנכדה", "on Thursday at 9 call the bank, and on the same day at 3 pick up the glasses").

No grammar lives here: `tasks._several` asks `on_the_same_day` of each part after the first. The words point at
the day of the part before; they are no part of the task, and that day is the part's own.
"""

from __future__ import annotations

import re
from datetime import datetime
from typing import Any

from memo.planning.rules.task_words import HE

_SAME_DAY = re.compile(
    rf"^(?:(?:and\s+)?(?:on\s+)?(?:that\s+same|the\s+same|that)\s+day|(?:ו)?(?:ב|ל)?אותו\s+(?:ה)?יום(?:\s+עצמו)?"
    rf"|(?:ו)?(?:ב|ל)?יום\s+(?:ה)?זה)(?![\w{HE}])[\s,]*",
    re.IGNORECASE)


def on_the_same_day(piece: str, before: dict[str, Any] | None) -> tuple[str, str]:
    """The part without "on the same day", and that day ("dd/mm/YYYY") when the part before has a due date;
    the part as it was and "" otherwise."""
    match = _SAME_DAY.match(piece.strip())
    due = (before or {}).get("dueDate")
    if match is None or not due:
        return piece, ""
    return piece.strip()[match.end():], datetime.fromisoformat(due).strftime("%d/%m/%Y")
