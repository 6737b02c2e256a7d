"""A topic studied, reported done to tick it on a list: "עברתי על משפט גרין סוף סוף תסמני", "סיימתי את פרק 3
ברשימה של סטטיסטיקה", "went over the cold war, tick it off my history topics list".

Students keep lists of what to study and tick each topic as they get through it. The topic is what follows the
verb ("פרק 3", "power series"), kept whole: its words are one name, not things to buy. Verbs of studying ("עברתי
על", "למדתי", "חזרתי על", "went over", "studied") say it is a topic, so a tick command alone is enough. A plain
"finished" ("סיימתי", "finished") also reports a task done ("סיימתי את הדוח, תסמני": task_implied.py), so it is
read here only where a list is named ("ברשימה", "on the list"). Which list, when none is named, the user says
(or it is the list just shown).
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext, tidy
from memo.planning.rules.lists import TASKS, list_intent, list_ref
from memo.planning.rules.lists_context import list_core
from memo.planning.rules.lists_reports import latest_is_task
from memo.planning.rules.lists_words import tidy_item

_HE_ADV = r"(?:(?:סוף\s+סוף|כבר|היום|אתמול|עכשיו|גם)\s+)*"
_HE_STUDY = r"(?:עברתי|עברנו|חזרתי|חזרנו)\s+על|למדתי|למדנו|(?:סיימתי|סיימנו|גמרתי|גמרנו)\s+ללמוד"
_HE_DONE = r"סיימתי|סיימנו|גמרתי|גמרנו"
_HE_TICK = (r"(?:תסמני|תסמן|תסמנו|סמני|סמן|תשימי\s+וי|תשים\s+וי)(?:\s+לי)?(?:\s+(?:את\s+)?(?:זה|זאת|אותו|אותה))?"
            r"(?:\s+(?:כ)?(?:בוצע|גמור|הושלם))?")
_HE_LIST_AT = r"(?:ב|על|מ)(?P<ref>ה?רשימה(?:\s+של\s+[^,.!?]+)?|רשימת\s+[^,.!?]+)"
_HE = re.compile(
    rf"^{_HE_ADV}(?:(?P<study>{_HE_STUDY})|(?P<done>{_HE_DONE}))\s+{_HE_ADV}(?:את\s+)?(?P<topic>[^,.!?]+?)"
    rf"(?:\s+(?:סוף\s+סוף|כבר))?[\s,.!]*(?P<tick>{_HE_TICK})?(?:\s*{_HE_LIST_AT})?[\s.!]*$")

_EN_STUDY = (r"went\s+over|gone\s+over|studied|revised|reviewed|covered|got\s+through|learned|learnt"
             r"|finished\s+(?:studying|revising|reviewing)")
_EN_DONE = r"finished|done\s+with|(?:am|'m)\s+done\s+with|completed"
_EN_TICK = (r"(?:tick|check|mark|cross)(?:\s+(?:it|that|this|them))?(?:\s+(?:off|as\s+done))?"
            r"|(?:tick|check|cross)\s+off\s+(?:it|that|this)")
_EN = re.compile(
    rf"^(?:(?:i|we)(?:'ve|\s+have)?\s+)?(?:(?:just|finally|already|also)\s+)*(?:(?P<study>{_EN_STUDY})"
    rf"|(?P<done>{_EN_DONE}))\s+(?P<topic>[^,.!?]+?)(?:\s+(?:finally|already|at\s+last))?[\s,.!]*"
    rf"(?P<tick>{_EN_TICK})?(?:\s*(?:on|off|from|in)\s+(?P<ref>(?:the\s+|my\s+|our\s+)?[\w\s'-]*?list))?[\s.!]*$",
    re.IGNORECASE)
# Words a topic never holds: a task or a list, a second request, another clause.
_NOT_TOPIC = re.compile(r"(?<![\w\u0590-\u05FF])(?:ה?תזכורת|ה?משימה|ה?רשימה|רשימת|reminder|task|list|and\s+then"
                        r"|ו?תזכיר\S*|ו?תוסיפ\S*|remind|add|אבל|but|because|כי)(?![\w\u0590-\u05FF])", re.IGNORECASE)
_MAX_TOPIC_WORDS = 6


@grammar
def topic_studied(ctx: RuleContext) -> Intent | None:
    if "?" in ctx.text:
        return None
    text = tidy(list_core(ctx))
    m = _HE.match(text) or _EN.match(text)
    if m is None or not (m["tick"] or m["ref"]):
        return None
    topic = tidy_item(m["topic"])
    if not topic or len(topic.split()) > _MAX_TOPIC_WORDS or _NOT_TOPIC.search(topic):
        return None
    ref = m["ref"]
    name = list_ref(ref) if ref else ""
    if name is None or name == TASKS:
        return None
    if m["done"] and (ref is None or (not name and not re.search(r"[\u0590-\u05FF]", text))):
        return None  # "finished the report, tick it (off the list)": a task done, unless a list is plainly meant
    if ref is None and latest_is_task(ctx):
        return None  # "went over it, tick it" right after a task's reminder: that task is done
    return list_intent(ctx, "toggleItem", name, 0.92, items=[topic])
