"""A task's new words: "rename X to Y", "change 'X' to 'Y'", "תשני את המשימה fix the bike ל fix the bike brakes".

No grammar lives here: `task_changes.update_task` asks `renamed` for (the old words, the new words). The new
words go to updateFields.text; the old ones find the task. A new text that is a time or a day ("change the
task X to tomorrow", "תשני את התזכורת של הגנן ל 5") is a new time, never a new name.
"""

from __future__ import annotations

import re

from memo.planning.rules.base import tidy
from memo.planning.rules.task_words import HE, Timed

_HE_EDIT = r"(?:תשנה|תשני|שנה|שני|תעדכן|תעדכני|תערוך|תערכי)"
_RENAME = re.compile(
    r"^(?:rename|retitle)\s+(?P<a>.+?)\s+(?:to|as)\s+(?P<new>.+)$"
    r"|^(?:change|edit)\s+(?P<b>it|that|this|the\s+(?:reminder|task)(?:\s+text)?)\s+to\s+(?:say\s+)?(?P<new2>.+)$"
    r"|^(?:תשנה|תשני|שנה|שני)\s+(?:את\s+)?(?:ה)?(?:שם|טקסט|נוסח)\s+(?:של\s+)?(?P<c>.*?)\s*ל-?(?P<new3>.+)$"
    # The old words quoted: "change 'buy flowers' to 'buy flowers for mira'", "תשני את 'חלב' ל'חלב סויה'".
    r"|^(?:change|edit|rename|update)\s+(?:the\s+(?:reminder|task)\s+)?[\"'](?P<d>[^\"']+)[\"']\s+(?:to|into|as)\s+(?:say\s+)?"
    r"(?P<new4>[\"'].+[\"'])$"
    rf"|^{_HE_EDIT}\s+(?:את\s+)?(?:ה(?:תזכורת|משימה)\s+)?[\"'](?P<e>[^\"']+)[\"']\s+ל\s*-?\s*"
    r"(?P<new5>[\"'].+[\"'])$"
    # The task's noun, then its old words and its new ones: "תשני את המשימה fix the bike ל fix the bike brakes".
    # "ל" stands apart (a space, a hyphen) or before Latin letters, so a Hebrew word starting with "ל" never splits.
    rf"|^{_HE_EDIT}\s+(?:את\s+)?ה(?:תזכורת|משימה|מטלה)\s+(?:של\s+|על\s+)?(?P<f>\S.*?)\s+ל(?:\s+|\s*-\s*|(?=[A-Za-z]))"
    r"(?P<new6>\S.*)$"
    # "change the task fix the bike to fix the bike brakes", "edit the reminder call mom to say call dad".
    r"|^(?:change|edit|update)\s+(?:the|my)\s+(?:task|reminder|to-?do)\s+(?:(?:to|about|called|named)\s+)?(?P<g>\S.+?)"
    r"\s+(?:to\s+say|to|into)\s+(?P<new7>\S.*)$",
    re.IGNORECASE)
_OLD = ("a", "b", "c", "d", "e", "f", "g")
_NEW = ("new", "new2", "new3", "new4", "new5", "new6", "new7")
# Not a name: how the task is kept ("change the task X to high priority", "... to done").
_NOT_A_NAME = re.compile(
    r"^(?:(?:high|low|top|medium|normal)(?:\s+priority)?|urgent|important|priority|done|complete|completed|finished"
    rf"|דחוף|דחופה|חשוב|חשובה|בוצע|בוצעה|גמור|גמורה)$|^(?:every|each|daily|weekly|monthly|כל)(?![\w{HE}])",
    re.IGNORECASE)


def renamed(text: str, t: Timed) -> tuple[str, str] | None:
    """(the old words, the new words) when `text` gives a task new words; None otherwise."""
    match = _RENAME.match(text)
    if match is None:
        return None
    timed = t.time is not None
    if timed and (match.group("new2") or match.group("new6") or match.group("new7")):
        return None  # "change it to every day", "תשני את התזכורת של הגנן ל מחר": a new time, not a new name
    old = next((match.group(g) for g in _OLD if match.group(g)), "")
    new = tidy(next((match.group(g) for g in _NEW if match.group(g)), ""))
    if not new or _NOT_A_NAME.match(new):
        return None
    return old, new
