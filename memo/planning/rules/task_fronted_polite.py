"""A reminder named first, then changed politely: "The reminder about collecting my prescription - kindly change it
to 3:30 p.m. tomorrow instead", "את התזכורת על חוג הציור של יום חמישי אפשר למחוק, המדריכה הודיעה שהחוג בוטל".

`task_words.unfronted` reads "the dentist reminder, push it to 6" and "את התזכורת של הגנן תזיזי למחר"; here the
reminder's noun comes first and what it is about after it ("the reminder about ..."), the verb is softened
("kindly", "please", "could you") or said as what may be done ("אפשר למחוק", "תוכלי להזיז"). The message is read
again in the usual order ("change the reminder about ... to 3:30 p.m. tomorrow instead") and only a change of a
task (update or delete) of that reading is taken; a reason said after it stays a remark.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar, understand
from memo.planning.rules.asides import replace_text
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.task_words import HE

_E = rf"(?![\w{HE}])"
_EN = re.compile(
    r"^(?P<obj>(?:the|my|that|this)\s+(?:[\w'-]+\s+){0,3}?(?:reminder|task|to-?do)\s+(?:about|for|to|of|re|regarding)"
    r"\s+[^,;:.!?–-]{2,80}?)\s*(?:,|\s[-–:])\s*"
    r"(?:(?:(?:can|could|would|will)\s+(?:you|u)\s+)?(?:(?:please|pls|kindly|just|be\s+so\s+kind\s+as\s+to)\s+)*)"
    r"(?P<verb>change|move|push(?:\s+back)?|postpone|reschedule|shift|delay|delete|remove|cancel|drop)"
    r"\s+(?:it|that|this)\b(?P<rest>.*)$",
    re.IGNORECASE)
# "אפשר למחוק", "תוכלי בבקשה להזיז": what may be done, read as the imperative the change grammars know.
_HE_INFINITIVE = {"למחוק": "תמחקי", "לבטל": "תבטלי", "להסיר": "תסירי", "להוריד": "תורידי", "להזיז": "תזיזי",
                  "להעביר": "תעבירי", "לדחות": "תדחי", "לשנות": "תשני"}
_HE = re.compile(
    rf"^(?:את\s+)?(?P<obj>ה(?:תזכורת|משימה)\s+(?:על|של|לגבי|בקשר\s+ל)\s*[^,;:.!?]{{2,60}}?)\s*,?\s+"
    rf"(?:אפשר|ניתן|את\s+יכולה|אתה\s+יכול|תוכלי|תוכל)\s+(?:בבקשה\s+)?(?P<verb>{'|'.join(_HE_INFINITIVE)}){_E}"
    rf"(?:\s+(?:אותה|אותו|את\s+זה))?(?P<rest>.*)$")
_CHANGES = frozenset({"update", "delete"})


@grammar
def fronted_task_politely_changed(ctx: RuleContext) -> Intent | None:
    """ "the reminder about X - kindly change it to ...", "את התזכורת על X אפשר למחוק": the change, read in order."""
    text = ctx.text.strip()
    match = _EN.match(text) or _HE.match(text)
    if match is None:
        return None
    if match.re is _HE:
        obj = re.sub(r"^ה(תזכורת|משימה)\s+(?:לגבי|בקשר\s+ל)\s*", r"ה\1 על ", match.group("obj"))  # "על" is known
        said = f"{_HE_INFINITIVE[match.group('verb')]} את {obj}{match.group('rest')}"
    else:
        said = f"{match.group('verb')} {match.group('obj')}{match.group('rest')}"
    intent = understand(replace_text(ctx, said))
    if intent is None or intent.capability != "database" or intent.action not in _CHANGES:
        return None
    return intent
