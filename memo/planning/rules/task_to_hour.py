"""Minutes to the hour said with digits: "remind me at 10 to 11 to call the bank" (10:50), "ב-5 לשש לצאת" (5:55).

No grammar lives here: `task_rewrite.rewrite_spans_and_clocks` applies it to every task message.

The time grammar reads "10 to 11" as the start of a range (an event from 10 to 11), so it reads "at 10" and leaves
"to 11" in the reminder's words ("11 to call the bank"). A reminder fires at one moment and has no end: after
"at" / "by" / "ב", a number of minutes a clock face says (5, 10, 20, 25) "to" an hour is that hour's minutes, and is
written as a clock time ("at 10:50") for the time grammar. Only where a time may end after the hour: the errand's
"to" / infinitive, punctuation, the end, or a day or a part of the day ("at 5 to 6 people" counts people). Hebrew
only with the hour as a word ("ב-10 לאחת"): "ב-10 ל-11" may as well be between 10 and 11.
"""

from __future__ import annotations

import re

from memo.planning.timeexpr import timewords as tw

_HE = r"\u0590-\u05FF"
_MINUTES = r"(?P<m>5|10|20|25)"
_EN_HOUR = r"(?P<h>1[0-2]|[1-9])(?![\d:.])"
_EN_TIME_ENDS = (r"(?=\s*(?:$|[,.!?;:)\-]|o'?clock\b|[ap]\.?m\b|(?:to|for|and|so|please|pls|tomorrow|tmrw|today"
                 r"|tonight|on|this|next|every|in\s+the|at\s+night)\b))")
_EN_TO_HOUR = re.compile(rf"\b(?P<p>(?:at|by|around|about)\s+){_MINUTES}\s+(?:minutes\s+)?(?:to|till|til)\s+{_EN_HOUR}"
                         rf"{_EN_TIME_ENDS}", re.IGNORECASE)
_HE_WORDS = "|".join(sorted((re.escape(w) for w in tw.HE_HOUR_WORDS), key=len, reverse=True))
_HE_TO_HOUR = re.compile(
    rf"(?<![\w{_HE}])(?P<p>ו?(?:בשעה\s+|ב-?)){_MINUTES}\s+ל-?(?P<hw>{_HE_WORDS})"
    rf"(?=\s*(?:$|[,.!?;)]|ל[{_HE}]{{2,}}|(?:מחר|היום|הערב|בבוקר|בערב|ב?יום)(?![{_HE}])))")


def _clock(prefix: str, minutes: str, hour: int) -> str:
    before = (hour - 1) or 12
    return f"{prefix}{before}:{60 - int(minutes):02d}"


def _en(match: re.Match[str]) -> str:
    return _clock(match.group("p"), match.group("m"), int(match.group("h")))


def _he(match: re.Match[str]) -> str:
    hour = tw.HE_HOUR_WORDS.get(re.sub(r"\s+", " ", match.group("hw")), 0)
    return _clock(match.group("p"), match.group("m"), hour) if 1 <= hour <= 12 else match.group(0)


def minutes_to_the_hour(text: str) -> str:
    """ "at 10 to 11 to call the bank" -> "at 10:50 to call the bank"; any other text as it is."""
    if not any(ch.isdigit() for ch in text):
        return text
    return _HE_TO_HOUR.sub(_he, _EN_TO_HOUR.sub(_en, text))
