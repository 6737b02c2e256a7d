"""A deadline extended: "הבוס נתן לי הארכה, הדוח עכשיו עד יום ראשון הבא", "got an extension, the essay is now due
next thursday", "קיבלתי הארכה על העבודה, היא עכשיו עד ה-10".

Said with an extension, the thing and its new day are not a new task: the task is there already and only its due
day moves. Such a message is read as the move it means ("move the report task to next sunday", "תזיזי את המשימה של
הדוח ליום ראשון הבא") by the change grammar (`task_changes.update_task`). Without the word "extension" ("הדוח עכשיו
עד יום ראשון") nothing says a task exists, and the other readings stay.
"""

from __future__ import annotations

import re
from dataclasses import replace

from memo.planning.rules import grammar, understand
from memo.planning.rules.asides import replace_text
from memo.planning.rules.base import Intent, RuleContext, tidy
from memo.planning.timeexpr import parse_time_expression

HE = r"\u0590-\u05FF"
_B = rf"(?<![\w{HE}])"
_E = rf"(?![\w{HE}])"
_EXTENSION = re.compile(
    rf"{_B}(?:an?\s+)?(?:extension|extended|(?:ה)?הארכה|(?:ה)?אורכה|האריכו|הארכתי|הזיזו\s+(?:לי\s+)?את\s+ה?דדליין){_E}",
    re.IGNORECASE)
# "<the thing> (is) now (due) (by|until) <when>", "<הדבר> עכשיו עד <מתי>": the clause that says the new day.
_EN_NEW_DAY = re.compile(
    r"(?:^|[,.;:]\s*|\band\s+|\bso\s+)(?:the\s+|my\s+|our\s+)?(?P<thing>[a-z][\w'\- ]{1,40}?)\s+(?:is|'s|are)\s+now\s+"
    r"(?:due\s+)?(?:(?:by|until|till|on)\s+)?(?P<when>[^,.;]+?)[\s.!]*$"
    r"|(?:^|[,.;:]\s*)(?:the\s+|my\s+)?(?P<thing2>[a-z][\w'\- ]{1,40}?)\s+(?:deadline\s+)?(?:is\s+)?(?:moved|pushed)\s+"
    r"(?:back\s+)?(?:to|until|till)\s+(?P<when2>[^,.;]+?)[\s.!]*$",
    re.IGNORECASE)
_HE_NEW_DAY = re.compile(
    rf"(?:^|[,.;:]\s*|\sו)(?P<thing>ה[{HE}]+(?:\s+(?:של\s+)?[{HE}]+){{0,3}}?)\s+"
    rf"(?:(?:זה\s+|הוא\s+|היא\s+)?(?:עכשיו|כעת|נדחה|נדחתה|נדחו|זז|זזה)\s+)+(?:עד|ל|ב)-?\s*(?P<when>[^,.;]+?)[\s.!]*$")
# A pronoun is no task's name: "it's now due thursday" names its task in the extension clause, not read here.
_PRONOUN = re.compile(r"^(?:it|this|that|they|he|she)$|^(?:זה|הוא|היא|הם)$", re.IGNORECASE)


@grammar
def extended_deadline(ctx: RuleContext) -> Intent | None:
    text = tidy(ctx.text)
    if "?" in text or not _EXTENSION.search(text):
        return None
    found = _HE_NEW_DAY.search(text)
    hebrew = found is not None
    if found is None:
        found = _EN_NEW_DAY.search(text)
    if found is None:
        return None
    thing = tidy(found.group("thing") or found.groupdict().get("thing2") or "")
    when = tidy(found.group("when") or found.groupdict().get("when2") or "")
    if not thing or _PRONOUN.match(thing) or _EXTENSION.search(thing) \
            or parse_time_expression(when, ctx.now) is None:
        return None
    command = f"תזיזי את המשימה של {thing} ל{when}" if hebrew else f"move the {thing} task to {when}"
    intent = understand(replace_text(ctx, command))
    if intent is None or intent.capability != "database" or intent.action != "update":
        return None
    return replace(intent, decided_by="", read="")
