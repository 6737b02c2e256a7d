"""Words that change or narrow what came before them in the same message: an exception ("every day except
saturday", "חוץ מהחלב"), a correction ("..., actually make it 8", "בעצם לא"), an old value set against the new one
("to friday instead of the dentist", "במקום"), or a second target ("... and the one about the gym"). A single
reading of such a message would act on half of it: Memo asks instead.
"""

from __future__ import annotations

import re

from memo.planning.timeexpr import TimeMatch

HE = r"\u0590-\u05FF"

_AMENDED = re.compile(
    r"\b(?:except(?:\s+for)?|excluding|apart\s+from|other\s+than|but\s+not|instead\s+of|rather\s+than)\b"
    r"|[,.;!]\s*(?:no\s+)?(?:actually|wait|sorry|i\s+mean|scratch\s+that|no\s+no|make\s+it|change\s+it\s+to)\b"
    r"|\b(?:no\s+wait|wait\s*,?\s*no|scratch\s+that|i\s+mean|oops|my\s+bad)\b"
    r"|\s(?:and|&|not)\s+(?:also\s+)?(?:the\s+(?:\S+\s+){0,2}one|that\s+one|the\s+other)\b"
    rf"|(?<![\w{HE}])(?:חוץ\s+מ|מלבד\s|פרט\s+ל|בעצם|רגע\s+לא|לא\s+לא|כלומר|יותר\s+נכון|תעשי?\s+את\s+זה\s+ב|במקום\s)"
    rf"|\sו(?:גם\s+)?(?:את\s+)?(?:זו|זה|זאת|ההיא|ההוא)(?:\s+(?:של|על)|$)",
    re.IGNORECASE)


def amended(text: str) -> bool:
    """Whether `text` holds an exception, a correction or a second target (see _AMENDED)."""
    return bool(_AMENDED.search(text))


# "change the gym reminder to mondays instead of every day": with a new repetition, the one it replaces (its time
# words read away, or left as "every day") is said of the same reminder; it neither names another nor amends one.
_OLD_SCHEDULE = re.compile(
    r"\s+(?:to\s+)?(?:instead\s+of|rather\s+than)(?:\s+(?:every|each)\s+(?:other\s+)?[a-z]+)?\s*$"
    rf"|\s+(?:ל-?)?במקום(?:\s+(?:כל|מדי)\s+[{HE}]+)?\s*$", re.IGNORECASE)


def without_old_schedule(text: str, new: TimeMatch | None) -> str:
    """`text` without the schedule that the `new` time, a repetition, replaces; as it was when `new` is none."""
    return _OLD_SCHEDULE.sub("", text) if new is not None and new.recurrence is not None else text


# "make the insurance reminder for next week too", "תעשי את זה גם לשבוע הבא": "too" after the target of a change to
# a new time asks for one more at that time, not this one moved there, and Memo asks rather than move it. Before the
# target ("תזיזי גם את זה למחר") it names one more thing to move, and is no copy.
_TOO = re.compile(r"(?:^|\s)(?:too|also|as\s+well|גם)[\s!.]*$", re.IGNORECASE)


def copied(what: str) -> bool:
    """Whether the target words of a change say "too" (see _TOO)."""
    return bool(_TOO.search(what))
