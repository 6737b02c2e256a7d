"""A day word run into its hour by a thumb that missed the space: "מחרב8", "מחרבשמונה", "היוםב5", "הערבב-9",
"tmrwat5", "tomorrow5pm", "today@5", "at5".

The time grammar reads words, so "מחרב8" is no day and no hour: the reminder was set for now with "מחרב8" in its
words. Split where the two meet, the message reads as typed with the space ("מחר ב8", "tmrw at 5"). Only a day word
of a closed list followed by a clock hour (digits, or a Hebrew hour word after "ב") is split: no Hebrew word opens
with "מחרב" or "היוםב", and no English one with "tmrwat" or ends in "at" before a digit.
"""

from __future__ import annotations

import re

_HE = r"\u05D0-\u05EA"
_HE_DAY = r"מחרתיים|מחר|היום|הערב|הלילה|בבוקר|בערב|בצהריים|בצהרים"
_HE_HOUR_WORD = (r"אחת(?:\s+עשרה)?|שתיים|שתים(?:\s+עשרה)?|שלוש|ארבע|חמש|שש|שבע|שמונה|תשע|עשר|שלוש\s+וחצי|ארבע\s+וחצי"
                 r"|חמש\s+וחצי|שש\s+וחצי|שבע\s+וחצי|שמונה\s+וחצי|תשע\s+וחצי|עשר\s+וחצי")
_CLOCK = r"\d{1,2}(?:[:.]\d{2})?"
# "מחרב8", "מחרב-8", "מחר8", "היוםבשמונה", "מחרבבוקר" (the part of the day), "מחרבשעה 8".
_HE_GLUED = re.compile(
    rf"(?<![{_HE}])(?P<day>{_HE_DAY})(?P<hour>ב-?{_CLOCK}|{_CLOCK}|ב(?:{_HE_HOUR_WORD})(?![{_HE}])"
    rf"|ב(?:בוקר|ערב|צהריים|צהרים|לילה)(?![{_HE}])|בשעה(?![{_HE}]))")
_EN_DAY = (r"tomorrow|tomorow|tommorow|tommorrow|tmrw|tmrow|tmr|tmw|2morrow|2moro|2mrw|today|2day|tonight|tonite"
           r"|2nite")
# "tmrwat5", "tmrw@5", "tomorrow5pm", "todayat 5". A bare digit run into the day is left: "tmrw2 call mom" is
# "to call", as "2" often is in a thumb's English.
_EN_GLUED = re.compile(
    rf"\b(?P<day>{_EN_DAY})(?:(?:at|@)\s*(?P<hour>{_CLOCK}(?:\s*(?:am|pm))?)|(?P<pm>{_CLOCK}\s*(?:am|pm)))\b",
    re.IGNORECASE)
# "at5", "at 5" typed "at5": "at" run into the hour after it.
_EN_AT = re.compile(rf"\bat(?P<hour>{_CLOCK}(?:am|pm)?)\b", re.IGNORECASE)


def split(text: str) -> str:
    """The message with a day word and its hour typed together split ("מחרב8" -> "מחר ב8", "tmrwat5" ->
    "tmrw at 5"); the text as it was when nothing is glued."""
    if re.search(f"[{_HE}]", text):
        text = _HE_GLUED.sub(_he_split, text)
    if re.search(r"[A-Za-z]", text):
        text = _EN_GLUED.sub(_en_split, text)
        text = _EN_AT.sub(lambda m: f"at {m.group('hour')}", text)
    return text


def _he_split(match: re.Match[str]) -> str:
    hour = match.group("hour")
    # "מחר8": a bare number after the day is its hour, said as Hebrew says it ("מחר ב8").
    return f"{match.group('day')} {'ב' + hour if hour[0].isdigit() else hour}"


def _en_split(match: re.Match[str]) -> str:
    return f"{match.group('day')} at {match.group('hour') or match.group('pm')}"
