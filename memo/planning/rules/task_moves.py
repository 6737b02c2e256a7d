"""How a reminder is moved, as people say it aloud: the new hour in words ("move the dentist reminder to four
fifteen", "push it to half past six") and what stays as it was ("..., same day", "ליום שישי באותה שעה").

No grammar lives here: `task_changes.update_task` reads the new hour with `hour_in_words` when the time grammar
found none (it reads "at four fifteen", not "to four fifteen"), and cuts `without_kept_fields` from the words that
name the task. What stays is what the change keeps anyway: a new hour keeps the reminder's day, a new day its hour.
"""

from __future__ import annotations

import re
from datetime import datetime

from memo.planning.rules.base import tidy
from memo.planning.rules.task_words import HE, Timed, timed_text

# "same day", "on the same day", "same time", "באותו יום", "באותה שעה": the field the change leaves as it was.
_KEPT = r"(?:(?:on|at|for)\s+)?(?:the\s+)?same\s+(?:day|date|time|hour)|(?:ב|ל)?אותו\s+(?:ה)?(?:יום|תאריך)" \
        r"|(?:ב|ל)?אותה\s+(?:ה)?(?:שעה)|(?:ב|ל)?אותו\s+(?:ה)?זמן"
_KEPT_FIELD = re.compile(rf"(?:^|[\s,]+)(?:{_KEPT})(?![\w{HE}])", re.IGNORECASE)
_KEPT_ONLY = re.compile(rf"^[\s,.!]*(?:(?:{_KEPT})[\s,.!]*)?(?:please|pls|thanks|thx|בבקשה|תודה)?[\s,.!]*$",
                        re.IGNORECASE)
_KEPT_TAIL = re.compile(rf"[\s,]+(?:{_KEPT})[\s,.!]*$", re.IGNORECASE)
# "to four fifteen", "for half past six", "to noon": a clock time said in words after the change's "to".
_TO_WORD_HOUR = re.compile(
    r"\s(?:to|for)\s+(?=(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|noon|midnight"
    r"|half\s+past|quarter\s+(?:past|to|after|of))\b)",
    re.IGNORECASE)


def without_kept_fields(words: str) -> str:
    """The task's words without "same day" / "באותה שעה", which say what the change keeps."""
    if not _KEPT_FIELD.search(words):
        return words
    return tidy(_KEPT_FIELD.sub(" ", words))


def hour_in_words(text: str, now: datetime) -> Timed | None:
    """The change's new time when it is an hour said in words after "to" and ends the request, or None.

    Only a time that closes the message (maybe before "same day") is taken: "change the reminder to two tickets" is a
    new text, not 2 o'clock."""
    text = _KEPT_TAIL.sub("", text)  # "to four fifteen same day": the time grammar reads the hour alone
    for match in reversed(list(_TO_WORD_HOUR.finditer(text))):
        rewritten = f"{text[:match.start()]} at {text[match.end():]}"
        read = timed_text(rewritten, now)
        if read.time is None or not read.time.spans or read.time.spans[0][0] != match.start() + 1:
            continue
        if _KEPT_ONLY.match(rewritten[read.time.spans[-1][1]:]):
            return read
    return None
