"""A task's new words: "rename X to Y", "change 'X' to 'Y'", "תשני את המשימה fix the bike ל fix the bike brakes".

No grammar lives here: `task_changes.update_task` asks `renamed` for (the old words, the new words). The new
words go to updateFields.text; the old ones find the task. A new text that is a time or a day ("change the
task X to tomorrow", "תשני את התזכורת של הגנן ל 5") is a new time, never a new name.
"""

from __future__ import annotations

import re

from memo.planning.rules.base import tidy
from memo.planning.rules.task_words import HE, REFERENTIAL, Timed, has_task_noun

_HE_EDIT = r"(?:תשנה|תשני|שנה|שני|תעדכן|תעדכני|תערוך|תערכי)"
_SAYS = (r"(?:to\s+(?:say|read)|so\s+(?:that\s+)?it\s+(?:says|reads|will\s+say|'ll\s+say)"
         r"|so\s+(?:that\s+)?it\s+is\s+(?:called|titled)|to\s+be\s+(?:called|titled))")
_HE_SAYS = (r"(?:(?:כך\s+|כדי\s+)?ש(?:יהיה|יהיו|תהיה|יהי)\s+(?:כתוב|רשום)(?:\s+(?:בה|בו|שם))?"
            r"|(?:כך\s+|כדי\s+)?ש(?:ייכתב|יירשם|תגיד|יגיד|תקרא|ייקרא|יקרא)(?:\s+(?:בה|בו|שם))?)")
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
    r"\s+(?:to\s+say|to|into)\s+(?P<new7>\S.*)$"
    # What the task should say, said as such: "change the milk reminder to say almond milk", "edit my dentist task
    # so it says dentist at 4", "תשני את התזכורת של החלב שיהיה כתוב חלב שקדים". The old words need a task noun
    # (see `renamed`): "change the sign to say welcome" is not about a task.
    rf"|^(?:change|edit|update|fix|reword|rewrite)\s+(?P<h>\S.*?)\s*,?\s+{_SAYS}\s*:?\s*(?P<new8>\S.*)$"
    rf"|^{_HE_EDIT}\s+(?:את\s+)?(?P<i>\S.*?)\s*,?\s+{_HE_SAYS}\s*:?\s*(?P<new9>\S.*)$",
    re.IGNORECASE)
_OLD = ("a", "b", "c", "d", "e", "f", "g", "h", "i")
_NEW = ("new", "new2", "new3", "new4", "new5", "new6", "new7", "new8", "new9")
_SAID_AS_TEXT = ("new8", "new9")
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
    said = next((g for g in _SAID_AS_TEXT if match.group(g)), None)
    if said is not None and not (has_task_noun(old) or REFERENTIAL.fullmatch(old.strip())):
        return None  # "change the sign to say welcome": no task named
    new = tidy(next((match.group(g) for g in _NEW if match.group(g)), ""))
    if not new or _NOT_A_NAME.match(new):
        return None
    return old, new
