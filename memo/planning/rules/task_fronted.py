"""A task named first, then moved by a pronoun: "the follow up w marketing can wait, push it to tuesday", "the
dentist thing isn't urgent, move it to next week", "את הדוח לרואה החשבון אפשר לדחות, תעבירי אותו לחמישי".

The change grammars (task_changes.py) read "push the follow up to tuesday". Here the named task is put where
the pronoun stands and the message is read again; only a task update of that reading is taken. The words
between the task and the comma must say it may wait ("can wait", "isn't urgent", "אפשר לדחות"), so that a
clause that says something else ("the report is done, move it to friday") is not taken for a name.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar, understand
from memo.planning.rules.asides import replace_text
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.task_words import HE

_E = rf"(?![\w{HE}'])"
_EN = re.compile(r"^(?:the\s+|my\s+|that\s+)?(?P<what>[a-z][\w' -]{2,40}?)\s+(?:can\s+wait|(?:is|'s)\s+not\s+urgent"
                 r"|isn'?t\s+urgent|can\s+be\s+(?:pushed|moved|postponed)|is\s+not\s+for\s+today|isn'?t\s+for\s+today)"
                 r"\s*[,;.-]*\s+(?:so\s+|just\s+|pls\s+|please\s+)*(?P<verb>push|move|postpone|bump|shift|delay)"
                 r"\s+(?:it|that)\s+(?P<rest>(?:to|till|until|for|back\s+to)\s+.+)$", re.IGNORECASE)
_HE_WAIT = r"(?:יכול|יכולה|יכולים)\s+לחכות|(?:זה\s+)?לא\s+דחוף|אפשר\s+לדחות(?:\s+(?:אותו|אותה|את\s+זה))?"
_HE = re.compile(rf"^(?:את\s+)?(?P<what>ה[{HE}][{HE}\s'\"-]{{1,40}}?)\s+(?:{_HE_WAIT})\s*[,;.-]*\s+"
                 rf"(?P<verb>תדחי|תדחה|תעבירי|תעביר|תזיזי|תזיז)\s+(?:אותו|אותה|את\s+זה)\s+(?P<rest>ל\S.*)$")


@grammar
def fronted_task_moved(ctx: RuleContext) -> Intent | None:
    """ "the follow up w marketing can wait, push it to tuesday": the task named first, then moved."""
    text = ctx.text.strip()
    match = _EN.match(text) or _HE.match(text)
    if match is None:
        return None
    what = match.group("what").strip()
    if re.search(rf"(?<![\w{HE}])(?:it|this|that|זה|הוא|היא){_E}", what, re.IGNORECASE):
        return None  # "it can wait": no task named, only the one spoken of before
    said = f"{match.group('verb')} {'את ' if match.re is _HE else 'the '}{what} {match.group('rest')}"
    intent = understand(replace_text(ctx, said))
    if intent is None or intent.capability != "database" or intent.action != "update":
        return None
    return intent
