"""Command words as people mistype them: tried when no grammar reads the message as it was written.

"mvoe the dentsit remidner to thurs 4pm", "ad milk to the shoping lsit", "תזכירר ליי מחר": the request is
plain to a person, and no grammar reads it. Time words are put right before any grammar reads a message
(spelling.py); the words that name what to do (remind, move, list, calendar...) are put right only here, as a
second reading of a message nothing else read, because a correction there can change what is asked.

Only slips of the fingers are corrected, never one word for another:
- English, words of four letters or more (a slip of a shorter one is often a word of its own: "dad"): two
  neighbouring letters swapped ("mvoe", "lsit", "remidner"), a letter typed twice
  ("reminderr"), or a letter left out of a word of six letters or more ("remnder", "calndar"); and a few
  common misspellings ("calender"). A word one letter off another real word by a different letter ("lost"
  and "list") is never touched: substitutions are not corrected.
- Hebrew: a letter typed twice ("תזכירר", "ליי", "לרשימהה"). A letter left out is not put right: "תזכרי"
  is "remember", another request than "תזכירי".

The words of the user's own content (what to buy, whom to call) are not in the vocabulary and stay as typed.
"""

from __future__ import annotations

import re
from functools import cache

_EN_COMMANDS = (
    "remind", "reminder", "reminders", "move", "delete", "remove", "cancel", "shopping", "list", "lists",
    "calendar", "schedule", "meeting", "appointment", "email", "emails", "archive", "forward", "reply", "label",
    "mark", "check", "change", "update", "note", "notes", "remember", "finally", "finished", "please", "tomorrow",
    "tonight", "today", "show", "what", "when", "where", "which", "send", "done", "gmail", "inbox",
)
# Shorthand typed in a hurry: no slip, the user's own way of writing the word (kept as typed in what they name).
SHORTHAND = {"pls": "please", "plz": "please", "tmrw": "tomorrow", "tmr": "tomorrow", "rmnd": "remind",
             "rmd": "remind", "rmndr": "reminder", "lst": "list", "appt": "appointment", "mtg": "meeting",
             # a note to self: "del groupon spam", "next wk schedule", "spinning every mon+wed 6pm cal"
             "del": "delete", "wk": "week", "wks": "weeks", "cal": "calendar"}
_EN_MISSPELT = {"calender": "calendar", "calandar": "calendar", "shoping": "shopping", "shoppping": "shopping",
                "remeber": "remember", "rember": "remember", "apointment": "appointment", "appoitment": "appointment",
                "finaly": "finally", "wat": "what", "wats": "what's",
                # "wich lists do i have": the "h" dropped, no word of its own
                "wich": "which", "whic": "which", **SHORTHAND}
_HE_COMMANDS = (
    "תזכיר", "תזכירי", "תזכורת", "לי", "תוסיף", "תוסיפי", "תמחק", "תמחקי", "תמחוק", "תוריד", "תורידי", "תסמן",
    "תסמני", "תרשום", "תרשמי", "תכניס", "תכניסי", "תזיז", "תזיזי", "תבטל", "תבטלי", "תשלח", "תשלחי", "יומן",
    "ביומן", "ליומן", "רשימה", "לרשימה", "מהרשימה", "רשימת", "לרשימת", "ברשימת", "הקניות", "מייל", "המייל",
    "משימה", "משימות", "פגישה", "הפגישה", "בבקשה",
)
# "רשימה" with its "י" left out, the way a hurried thumb types it. Only with a preposition before it: "רשמה" alone is
# "she wrote down", "רשמת" is "you wrote down".
_HE_MISSPELT = {"לרשמה": "לרשימה", "לרשמת": "לרשימת", "ברשמה": "ברשימה", "ברשמת": "ברשימת", "מהרשמה": "מהרשימה"}
_WORD = re.compile(r"[A-Za-z]+|[\u05D0-\u05EA]+")
# "תראי לי תכל הרשימות": "את כל" written as it is said, one word. Only before a word with "ה": "תכל'ס" is a word.
_HE_SPOKEN_ALL = re.compile(r"(?<![\u05D0-\u05EA'])ת'?כל(?=\s+ה[\u05D0-\u05EA])")


def _slips(word: str, *, drop: bool) -> set[str]:
    """The ways `word` is mistyped by a slip: two neighbours swapped, a letter doubled, (`drop`) one left out."""
    slips = {word[:i] + word[i + 1] + word[i] + word[i + 2:] for i in range(len(word) - 1) if word[i] != word[i + 1]}
    slips |= {word[:i + 1] + word[i] + word[i + 1:] for i in range(len(word))}
    if drop:
        slips |= {word[:i] + word[i + 1:] for i in range(1, len(word))}
    return slips


@cache
def _corrections() -> dict[str, str]:
    found: dict[str, str] = {}
    for word in _EN_COMMANDS:
        if len(word) >= 4:  # a slip of a shorter word is often a word of its own ("add" swapped is "dad")
            for slip in _slips(word, drop=len(word) >= 6):
                found.setdefault(slip, word)
    for word in _HE_COMMANDS:
        for i in range(1, len(word)):  # a letter doubled, not the first ("ממחר" is "from tomorrow")
            found.setdefault(word[:i + 1] + word[i] + word[i + 1:], word)
    commands = set(_EN_COMMANDS) | set(_HE_COMMANDS)
    return {slip: word for slip, word in {**found, **_EN_MISSPELT, **_HE_MISSPELT}.items() if slip not in commands}


def respell(text: str) -> tuple[str, list[tuple[str, str]]]:
    """`text` with its mistyped command words corrected, and what was corrected ((typed, meant), ...)."""
    corrections, fixed = _corrections(), []

    def fix(match: re.Match[str]) -> str:
        word = match.group(0)
        meant = corrections.get(word.casefold() if word.isascii() else word)
        if meant is None:
            return word
        fixed.append((word, meant))
        return meant

    def contract(match: re.Match[str]) -> str:
        fixed.append((match.group(0), "את כל"))
        return "את כל"

    return _WORD.sub(fix, _HE_SPOKEN_ALL.sub(contract, text)), fixed
