"""Several events where a later one is said to take the hours of the one before: "recording session monday 12-6 and
tuesday same hours", "סשן הקלטות ביום שני 12:00-18:00 וגם בשלישי באותן שעות".

"the same hours" stands for the clock said last before it, so it is written out again there and each event is read
with its own hours (calendar_more.create_several); said with no clock before it, the text is left as it is.
"""

from __future__ import annotations

import re

_CLOCK = r"\d{1,2}(?::\d{2})?(?:\s*[ap]\.?m\.?)?"
# The last clock (or clock range) before the words: "12:00-18:00", "מ-12 עד 18", "from 4 to 6pm", "at 4pm", "ב-16:00".
_LAST_CLOCK = re.compile(
    rf"(?:(?:from|מ-?)\s*)?{_CLOCK}\s*(?:-|–|to|till|until|עד)\s*(?:ה-?)?{_CLOCK}(?![\d:])"
    rf"|(?:\bat\s+|(?<!\S)ב-?){_CLOCK}(?![\d:])|(?<![\d/.:]){_CLOCK}(?=\s*(?:[ap]\.?m|$))", re.I)
_AGAIN = re.compile(r"(?:,\s*)?\b(?:(?:at|in|for)\s+)?(?:the\s+)?same\s+(?:hours|times?|slot)\b"
                    r"|(?<!\S)(?:,\s*)?(?:ב|ל)?(?:אותן|אותה|אותו)\s+(?:ה)?(?:שעות|שעה)(?![\w\u0590-\u05FF])", re.I)


def hours_said_again(text: str) -> str:
    """`text` with "the same hours" after a later day replaced by the clock said last before it."""
    again = _AGAIN.search(text)
    if again is None or again.start() == 0:
        return text
    clocks = list(_LAST_CLOCK.finditer(text[:again.start()]))
    if not clocks:
        return text
    said = clocks[-1][0].strip()
    if said.startswith(("ב", "מ")) and not said.startswith(("ב-", "מ-")):
        said = said[1:]
    return f"{text[:again.start()].rstrip()} {said}{text[again.end():]}"
