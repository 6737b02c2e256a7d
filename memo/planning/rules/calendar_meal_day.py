"""The day an event's own name carries: "ארוחת שישי אצל אמא" (Friday dinner at mom's), "ישיבת יום שני", "ארוחת ערב
שישי".

A Hebrew noun in its construct form before a weekday names an event held on that day, as "friday dinner" does in
English; the time grammar reads a weekday only after "ב"/"יום", so "תזיזי את ארוחת שישי ל20:00" found no day and the
move kept no date of its own. The name stays the event's name (the search still looks for "ארוחת שישי"); only the
window that finds the event is narrowed to that weekday. "ארוחת שבת" is left alone: it is held on Friday night as often
as on Saturday.

No grammar lives here: calendar_changes narrows the event it looks for with it.
"""

from __future__ import annotations

import re

# A construct noun ("ארוחת", "ישיבת"), an optional part of the day and "יום", then a weekday but Saturday.
_MEAL_DAY = re.compile(
    r"(?<!\S)ה?(?:ארוחת|סעודת|ישיבת|פגישת|מסיבת)\s+(?:ה?(?:ערב|בוקר|צהריים|צהרים)\s+)?(?:יום\s+)?"
    r"(?P<day>ראשון|שני|שלישי|רביעי|חמישי|שישי)(?!\S)"
)
_DAY_SAID = re.compile(r"(?<!\S)(?:ב|ל|מ)?(?:יום\s+)?(?:ראשון|שני|שלישי|רביעי|חמישי|שישי|שבת)(?!\S)|\d|מחר|היום|הערב|"
                       r"שבוע|\b(?:today|tomorrow|tonight|sun|mon|tue|wed|thu|fri|sat)", re.I)


def meal_day(text: str) -> str:
    """`text` with the weekday its event's name carries said as a day ("... ביום שישי") for the time words; unchanged
    when no such name is there or another day is said beside it."""
    m = _MEAL_DAY.search(text)
    if m is None or _DAY_SAID.search(text[:m.start()] + " " + text[m.end():]):
        return text
    return f"{text} ביום {m['day']}"
