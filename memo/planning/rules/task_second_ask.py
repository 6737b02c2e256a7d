"""A request to remind said after a remark that mentions reminding: "My daughter says you can remind me of things.
Can you remind me on Monday to call her?", "הבת שלי אומרת שאת יכולה להזכיר לי דברים. תזכירי לי ביום שני להתקשר
אליה".

No grammar lives here: `tasks.create_reminder` asks `request_proper` for the trigger to read from. The first
"remind me" reads nothing to do ("of things", "דברים"), and a sentence later the request is said again, with its
errand: that second one is the request. When the first one has an errand of its own ("remind me to call mom.
remind me also to ..."), the first stays, and `asked_again` has the message asked about.

`task_changes` asks `not_a_stop` whether "don't remind me tomorrow, remind me on tuesday instead" asks for another
time rather than a delete, and `only_an_hour` whether a changed task is named only by an hour.
"""

from __future__ import annotations

import re
from datetime import datetime

from memo.planning.rules.base import tidy
from memo.planning.rules.task_errands import opens_an_errand
from memo.planning.rules.task_implied import opens_with_task_verb
from memo.planning.timeexpr import parse_time_expression

_SENTENCE_END = re.compile(r"[.!?]\s|\n")
_CONNECTOR = re.compile(r"^\s*(?:to|of|about|with|that|על|ב)\s+", re.IGNORECASE)
# What a remark about reminding says is reminded of: things in general, never one errand ("the dentist").
_IN_GENERAL = re.compile(
    r"^(?:(?:all|many|lots\s+of|a\s+lot\s+of)\s+)?(?:(?:sorts|kinds)\s+of\s+)?(?:(?:important|little|my)\s+)?"
    r"(?:things|stuff|everything|anything|appointments|pills|meds)(?:\s+(?:too|as\s+well|like\s+that))?$"
    r"|^(?:כל\s+מיני\s+|הרבה\s+)?(?:דברים|הכל|הכול|כל\s+דבר|משימות|תורים)(?:\s+(?:חשובים|כאלה|גם))?$",
    re.IGNORECASE)
# Another "remind me" after a sentence end, inside the words one reminder would keep: two requests, or one said
# twice; which is asked (`tasks.create_reminder`), never one reminder named after both.
_ASKED_AGAIN = re.compile(
    r"[.!?]\s+(?:(?:and|also|pls|please|can\s+you|could\s+you)\s+)*(?:also\s+)?remind\s+(?:me|us)\b"
    r"|[.!?]\s+(?:ו?גם\s+|בבקשה\s+)?ת(?:זכיר|זכירי|זכרי)\s+לי(?![\w\u0590-\u05FF])",
    re.IGNORECASE)


def asked_again(text: str) -> bool:
    """Whether the reminder's words hold a second request to remind after a sentence end."""
    return bool(_ASKED_AGAIN.search(text))


def request_proper(rest: str, trigger: re.Match[str]) -> re.Match[str]:
    """The trigger a sentence later when the first one names no errand, else `trigger`."""
    end = _SENTENCE_END.search(rest, trigger.end())
    if end is None:
        return trigger
    said = tidy(_CONNECTOR.sub("", rest[trigger.end():end.start()]))
    if not _IN_GENERAL.match(said) or opens_an_errand(said) or opens_with_task_verb(said):
        return trigger
    later = trigger.re.search(rest, end.end())
    return later if later is not None else trigger


# After "don't remind me": another request or "instead" ("..., remind me on tuesday instead") changes the reminder.
_ANOTHER_ASK = re.compile(r"\b(?:remind|instead)\b|(?<![\w\u0590-\u05FF])(?:תזכיר|תזכירי|במקום)(?![\w\u0590-\u05FF])",
                          re.IGNORECASE)


def not_a_stop(what: str, now: datetime) -> bool:
    """Whether what follows "don't remind me" / "stop reminding me" asks for another time rather than naming the task:
    a time first ("don't remind me tomorrow ...": that day only, or a move) or a second request."""
    said = parse_time_expression(what, now)
    return bool(_ANOTHER_ASK.search(what)) or (said is not None and bool(said.spans) and said.spans[0][0] == 0)


def only_an_hour(name: str) -> bool:
    """Whether a task's name, as read, is only an hour ("move my 5pm reminder to 6" read as the task "6"): the old
    hour named the task and was taken as the new one, so the change is asked."""
    return bool(re.fullmatch(r"\d{1,2}(?::\d\d)?\s*(?:am|pm)?", name.strip(), re.IGNORECASE))
