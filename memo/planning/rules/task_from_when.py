"""Time words that tell which thing, not when to do it: "send grandma the baby pics from this morning", "forward
dana the notes from yesterday", "שלחי לסבתא את התמונות מהבוקר".

"from" (Hebrew "מ") before a time already gone names the photos, the notes or the recording by when they were
made; nothing in the message says when the errand is due. Read as a due time it would set a reminder for the hour
just passed, silently. `task_implied.implied_reminder` leaves such a message, so it is asked. "from tomorrow" or
"from next week" (when something starts) is not this: only a morning, a night or a day already past is.
"""

from __future__ import annotations

import re

_PAST_EN = r"(?:this\s+morning|earlier(?:\s+today)?|last\s+night|yesterday(?:\s+(?:morning|evening|night))?|today)"
_PAST_HE = r"(?:הבוקר|אתמול(?:\s+בערב|\s+בבוקר)?|אמש|הלילה\s+שעבר)"
_FROM_PAST = re.compile(rf"\b(?:from|since)\s+(?P<en>{_PAST_EN})\b(?!\s*(?:at|until|till|to)\b)"
                        rf"|(?<![^\s])(?:מ|מאז\s+)(?P<he>{_PAST_HE})(?![\u0590-\u05FF])", re.IGNORECASE)


def time_names_thing(text: str, time_text: str) -> bool:
    """Whether the message's only time words are "from <a time gone by>", which say which thing, not when."""
    said = re.sub(r"\s+", " ", time_text).strip().casefold()
    if not said:
        return False
    return any(re.sub(r"\s+", " ", m.group("en") or m.group("he")).casefold() == said
               for m in _FROM_PAST.finditer(text))
