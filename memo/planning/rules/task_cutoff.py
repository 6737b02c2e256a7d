"""A reminder's time begun and never said: "remind me tomorrow at ... the thing", "תזכירי לי מחר ב... לשלם".

Dictated and hurried messages break off where the hour should be ("at um", "ב..."). The time grammar reads the
day and leaves the dangling "at" / "ב..." at the front of the reminder's words; the hour was meant but not said,
so it is asked rather than defaulted to the morning.

No grammar lives here: `tasks.create_reminder` calls `cut_off_time` on the reminder's words.
"""

from __future__ import annotations

import re

from memo.planning.rules.base import tidy
from memo.planning.rules.task_words import HE

# "at ...", "at about the ...", a lone "at" at the end; "ב...", "ב…", "בשעה ..." with no hour after it. A plain
# "at the office" is a place and is left alone: only "at" before "about", an ellipsis or nothing is a cut hour.
_CUT_HOUR = re.compile(
    r"^(?:(?:at|by|around)\s*(?:\.{2,}|…)\s*|(?:at|by|around)\s+(?=about\s)|(?:at|by|around)\s*$|(?:at|by|around)\s+(?=to\s)"
    rf"|(?:ב|בשעה|ל)-?\s*(?:\.{{2,}}|…)\s*|בשעה\s*$|בשעה\s+(?=[{HE}])|ב-?\s+(?=[{HE}]))",
    re.IGNORECASE)


def cut_off_time(text: str) -> str | None:
    """The reminder's words without a dangling time preposition, or None when its time was not cut off."""
    match = _CUT_HOUR.match(text)
    if match is None:
        return None
    return tidy(re.sub(r"^(?:about|on|re|to)\s+", "", text[match.end():], flags=re.IGNORECASE))

