"""A code said digit by digit, as voice notes write it: "it's four four one nine now", "הקוד עכשיו ארבע ארבע אחת תשע".

Speech recognition writes each digit of a code as a word. A run of three or more digit words is one number, and the
notes grammars read it as the digits it stands for ("4419"). A single number word ("the old one", "שבע בערב") is
left as it was: only a run of digits makes a code.
"""

from __future__ import annotations

import re

_DIGITS = {
    "zero": "0", "oh": "0", "one": "1", "two": "2", "three": "3", "four": "4", "five": "5", "six": "6", "seven": "7",
    "eight": "8", "nine": "9",
    "אפס": "0", "אחת": "1", "אחד": "1", "שתיים": "2", "שתים": "2", "שניים": "2", "שלוש": "3", "שלושה": "3", "ארבע": "4",
    "ארבעה": "4", "חמש": "5", "חמישה": "5", "שש": "6", "שישה": "6", "שבע": "7", "שבעה": "7", "שמונה": "8", "תשע": "9",
    "תשעה": "9",
}
_WORD = "|".join(sorted(_DIGITS, key=len, reverse=True))
MIN_RUN = 3  # "four four one nine" is a code; "one two" may be anything
_RUN = re.compile(rf"(?<![\w\u05D0-\u05EA])(?:(?:{_WORD})[\s,-]+){{{MIN_RUN - 1},}}(?:{_WORD})(?![\w\u05D0-\u05EA])",
                  re.IGNORECASE)


def digits_said(text: str) -> str:
    """`text` with each run of three or more digit words written as digits ("four four one nine" -> "4419")."""
    return _RUN.sub(lambda m: "".join(_DIGITS[w.casefold()] for w in re.findall(rf"{_WORD}", m.group(0), re.I)), text)
