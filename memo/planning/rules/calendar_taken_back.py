"""A new event whose earlier time is taken back at the end: "book dinner with Shira on friday at 8pm, not 7 like I
said before", "תקבעי ביומן ארוחת ערב עם שירה ביום שישי בשמונה בערב, לא בשבע כמו שאמרתי קודם".

The closing "not <time>" only rules a time out; it is never a second event (calendar_more.create_several) nor part
of the title, so calendar.create_event reads the request without it.
"""

from __future__ import annotations

import re

_HOUR_EN = r"(?:\d{1,2}(?:[:.]\d{2})?(?:\s*(?:am|pm|a\.m\.|p\.m\.))?|noon|midday|midnight)"
_HOUR_HE = (r"ב-?(?:\d{1,2}(?:[:.]\d{2})?|אחת|שתיים|שלוש|ארבע|חמש|שש|שבע|שמונה|תשע|עשר|אחת[\s-]?עשרה"
            r"|שתים[\s-]?עשרה|צהריים|חצות)(?:\s+(?:וחצי|ורבע|בבוקר|בצהריים|בערב|בלילה))?")
_AS_SAID_EN = r"(?:\s*,?\s*(?:like|as)\s+i\s+(?:said|wrote|told\s+you|asked)(?:\s+(?:before|earlier))?)?"
_AS_SAID_HE = (r"(?:\s*,?\s*כמו\s+ש(?:אמרתי|כתבתי|ביקשתי|רשמתי)(?:\s+לך)?(?:\s+(?:קודם|מקודם|לפני|לפני\s+כן))?)?")
# The taken-back hour, after a comma or "and": ", not 7 like I said", ", ולא בשבע כמו שכתבתי קודם".
TAKEN_BACK = re.compile(
    rf"\s*(?:,|\s-|;)\s*(?:and\s+)?not\s+(?:at\s+)?{_HOUR_EN}{_AS_SAID_EN}\s*[.!]*$"
    rf"|\s*(?:,|\s-|;)?\s*ו?לא\s+{_HOUR_HE}{_AS_SAID_HE}\s*[.!]*$", re.I)


def cut_taken_back(text: str) -> str:
    """The request without its closing taken-back hour; the text itself when it has none."""
    cut = TAKEN_BACK.search(text)
    return text[:cut.start()] if cut is not None and cut.start() > 0 else text
