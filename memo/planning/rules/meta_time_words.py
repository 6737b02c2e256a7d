"""Whether Memo understands a way of saying a time, asked: "can you handle times like 'quarter to 6' or 'half 7'?",
"do you understand 'half 7'?", "את מבינה שעות כמו 'רבע לשש'?", with "what else can you do?" after it or not.

The times in it are examples of what is asked about, not a time of anything: the answer describes Memo (`meta`),
and nothing is set for 5:45. "can you remind me at quarter to 6" asks for a reminder and is no example: only a
verb of understanding ("understand", "handle", "get", "מבינה") with a kind of time word or a quoted time is read,
or the same asked of an example the user writes: "if I write 'at 5' will you know it's pm?", "אם אני כותבת 'ב-5' את
מבינה שזה בערב?" ("if I write to you at 5, will you remind me?" has no example after the verb, and is left alone).
"""

from __future__ import annotations

import re

from memo.planning.rules import grammar
from memo.planning.rules.base import Intent, RuleContext, about_memo
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

# "if I write 'at 5', do you get that it's in the evening?", "אם אני כותבת 'ב-5' את מבינה שזה בערב?": how Memo reads a
# way of writing a time, asked with the example after "if/when I write". The example is quoted or is a bare hour.
_EXAMPLE = r"(?:['\"‘“]\S[^'\"’”]{0,30}['\"’”]|(?:at\s+)?\d{1,2}(?::\d{2})?|ב-?\s?\d{1,2}(?::\d{2})?)"
_IF_WRITE_EN = re.compile(
    rf"{_OPEN_EN}(?:if|when|whenever)\s+i\s+(?:just\s+)?(?:write|say|type|text|put|send)\s+(?:just\s+)?{_EXAMPLE}\s*,?\s*"
    rf"(?:(?:do|will|would|can|could)\s+{_U}\s+(?:know|understand|get|assume|realize|realise|figure|take\s+it|read\s+it)"
    r"|(?:is|does)\s+(?:it|that)\s+(?:mean|read\s+as|count\s+as)|(?:am|is)\s+(?:i|it))\b[^?]{0,60}" + _END,
    re.IGNORECASE)
_IF_WRITE_HE = re.compile(
    rf"{_OPEN_HE}(?:אם|כש|כאשר)\s*(?:אני\s+)?(?:כותבת|כותב|אומרת|אומר|רושמת|רושם|שולחת|שולח|מקלידה|מקליד)\s+(?:רק\s+)?"
    rf"{_EXAMPLE}\s*,?\s*(?:(?:את|אתה)\s+)?(?:מבינה|מבין|יודעת|יודע|מניחה|מניח|קוראת|קורא|מתייחסת|מתייחס|מפרשת|מפרש"
    r"|זה\s+(?:נחשב|אומר|נקרא))(?![\u05D0-\u05EA])[^?]{0,60}" + _END)


@grammar
def time_words_asked(ctx: RuleContext) -> Intent | None:
    """ "can you handle times like 'quarter to 6' or 'half 7'? what else can you do?"."""
    text = re.sub(r"\s+", " ", ctx.text).strip()
    if len(text) > 200 or not any(p.match(text) for p in (_ASK_EN, _ASK_HE, _IF_WRITE_EN, _IF_WRITE_HE)):
        return None
    return about_memo(ABOUT_MEMO)
