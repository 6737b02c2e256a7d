"""A list request said twice, with a reason between: "delete the whole camping list we're not going anymore so
yeah just get rid of the camping list", "תמחקי את רשימת הטיול לא נוסעים כבר אז פשוט תמחקי את רשימת הטיול".

People dictating repeat the request at the end of what they said. Neither half is read with the other after
it, so each is read alone; only when both say the very same thing (the same operation on the same named list
and items) is that request taken. Any difference, or a half that is unsure, leaves the message to the other
readings and to a question.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar, understand
from memo.planning.rules.asides import replace_text
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.lists_context import list_core
from memo.planning.rules.lists_verbs import HV_ADD, HV_REMOVE, HV_TICK, V_ADD
from memo.planning.rules.task_words import HE

_E = rf"(?![\w{HE}'])"
_EN_VERBS = (rf"{V_ADD}|delete|remove|erase|trash|scrap|ditch|get\s+rid\s+of|take|cross|tick|check|mark|scratch"
             rf"|clear")
_HE_VERBS = rf"{HV_ADD}|{HV_REMOVE}|{HV_TICK}|תמחוק|תמחקי|תנקה|תנקי"
# Where the request starts again: after a comma or a stop, or after "so (yeah)", "just", "אז", "פשוט".
_AGAIN = re.compile(rf"(?:\s*[,.;!]+\s*|\s+)(?:(?:so\s+yeah|so|and|yeah|just|please|pls|אז|כן|בקיצור|פשוט|פשוט\s+כבר"
                    rf"|בבקשה)[\s,]+)*(?=(?i:{_EN_VERBS}){_E}|(?:{_HE_VERBS}){_E})", re.IGNORECASE)
_LIST_WORD = re.compile(r"\blists?\b|רשימ", re.IGNORECASE)
_MIN_WORDS = 8  # a request, a reason and the request again: shorter messages are one request
_SURE = 0.8


def _same(first: Intent, second: Intent) -> bool:
    keys = ("operation", "listName", "items")
    return (first.entity == second.entity == "list" and first.action == second.action
            and all(first.args.get(k) == second.args.get(k) for k in keys) and not first.missing
            and not second.missing and min(first.confidence, second.confidence) >= _SURE
            and bool(first.args.get("listName")))


@grammar
def said_twice(ctx: RuleContext) -> Intent | None:
    text = list_core(ctx)
    if len(text.split()) < _MIN_WORDS or len(_LIST_WORD.findall(text)) < 2:
        return None  # each half names the list: without two list words there are not two list requests
    starts = [m for m in _AGAIN.finditer(text) if m.start() > 0]
    if len(starts) != 1:  # exactly one restart: the request, then the same request again
        return None
    first_text, second_text = text[:starts[0].start()].strip(), text[starts[0].end():].strip()
    if len(second_text.split()) < 2 or len(first_text.split()) < 2:
        return None
    first = understand(replace_text(ctx, first_text))
    if first is None or first.entity != "list":
        return None
    second = understand(replace_text(ctx, second_text))
    if second is None or not _same(first, second):
        return None
    first.confidence = min(first.confidence, second.confidence)
    first.decided_by = None
    return first
