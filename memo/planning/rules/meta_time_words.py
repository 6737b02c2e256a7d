"""Whether Memo understands a way of saying a time, asked: "can you handle times like 'quarter to 6' or 'half 7'?",
"do you understand 'half 7'?", "את מבינה שעות כמו 'רבע לשש'?", with "what else can you do?" after it or not.

The times in it are examples of what is asked about, not a time of anything: the answer describes Memo (`meta`),
and nothing is set for 5:45. "can you remind me at quarter to 6" asks for a reminder and is no example: only a
verb of understanding ("understand", "handle", "get", "מבינה") with a kind of time word or a quoted time is read.
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext
from memo.planning.rules.meta_asks import _END, _OPEN_EN, _OPEN_HE, _U, ABOUT_MEMO

_KINDS_EN = (r"(?:(?:time|date|hour|clock)\s*(?:s|expressions?|formats?|words?|phrases?|references?)|times|dates|hours"
             r"|(?:expressions|phrases|formats|stuff|things)\s+like)")
_UNDERSTAND_EN = r"(?:understand|handle|get|read|parse|deal\s+with|cope\s+with|work\s+with|know|recogni[sz]e|support)"
# What else, asked after it: "what else can you do?", "and what other things do you handle?".
_ELSE_EN = (rf"(?:\s*[?.!,]*\s*(?:and\s+|also\s+)?what\s+(?:else|other\s+(?:things|stuff))\s+(?:can|do)\s+{_U}"
            r"(?:\s+(?:do|handle|understand))?)?")
_ELSE_HE = r"(?:\s*[?.!,]*\s*(?:ו)?מה\s+(?:עוד|עוד\s+דברים)\s+(?:את|אתה)?\s*(?:יודעת|יודע|יכולה|יכול)(?:\s+לעשות)?)?"
_ASK_EN = re.compile(
    rf"{_OPEN_EN}(?:(?:can|could|do|will)\s+{_U}\s+(?:also\s+)?{_UNDERSTAND_EN}\s+(?:(?:{_KINDS_EN})(?:\s+like)?\s+\S.*?"
    r"|['\"‘“]\S[^'\"’”]{0,30}['\"’”](?:\s*(?:,|or|and)\s*['\"‘“]\S[^'\"’”]{0,30}['\"’”])*)"
    r"|(?:is|are)\s+['\"‘“]\S[^'\"’”]{0,30}['\"’”]\s+(?:ok|okay|fine|understood)(?:\s+(?:for|with)\s+(?:you|u))?)"
    + _ELSE_EN + _END, re.IGNORECASE)
_ASK_HE = re.compile(
    rf"{_OPEN_HE}(?:(?:את|אתה)\s+)?(?:גם\s+)?(?:מבינה|מבין|מכירה|מכיר|יודעת\s+(?:לקרוא|להבין)|יודע\s+(?:לקרוא|להבין)"
    r"|(?:יכולה|יכול)\s+להבין)\s+(?:(?:ה)?(?:שעות|זמנים|תאריכים|ביטויים|ניסוחים)(?:\s+של\s+(?:שעות|זמן|זמנים))?\s+כמו\s+\S.*?"
    r"|['\"‘“]\S[^'\"’”]{0,30}['\"’”])" + _ELSE_HE + _END)


@grammar
def time_words_asked(ctx: RuleContext) -> Intent | None:
    """ "can you handle times like 'quarter to 6' or 'half 7'? what else can you do?"."""
    text = re.sub(r"\s+", " ", ctx.text).strip()
    if len(text) > 200 or not (_ASK_EN.match(text) or _ASK_HE.match(text)):
        return None
    return Intent("meta", "describe_capabilities", {"operation": "describe"}, ABOUT_MEMO, intent_type="meta")
